// Chernobyl (94, US, 3 ops, asterisk, rest of turn): the US names one region; for the rest of the
// turn the USSR may not add influence there by placing influence with operations (its events'
// influence is not concerned). TSN: the region code after the event, `CNB@As`, in a headline
// `CNB Eu`; the codes are `Eu As Me Af Ca Sa Se` (a capital and a small letter: `AS` is the
// parser's error). Southeast Asia is a part of Asia: `As` names the whole of Asia, Southeast Asia
// included; `Se` names Southeast Asia alone (the spec lists it among the region codes, and a US
// player may name it to leave the rest of Asia open). The code named is kept on the effect.
import { REGION_CODES, regionByCode, regionCodeOf, type RegionCodeInfo } from '../../data/regions';
import { choiceOption } from '../eventChoice';
import type { EventDefinition, PlacementContext } from '../eventDefinition';
import { countryName, isIn } from '../map';
import { problem } from '../problems';
import { onlyWrites } from './support';

/** The region a written `region` stands for: a code (`As`) or a name the engine was given. */
function namedRegion(written: string | undefined): RegionCodeInfo | undefined {
  if (written === undefined) return undefined;
  return regionByCode(written) ?? regionByCode(regionCodeOf(written as Parameters<typeof regionCodeOf>[0]) ?? '');
}

function noPlacementThere({ effect, side, country }: PlacementContext): string | null {
  const region = namedRegion(effect.choice);
  if (!region || side === effect.side || !isIn(country, region.name)) return null;
  return `Chernobyl is in force: the US named ${region.name} on turn ${effect.turn}, and for the rest of the turn the ${side} may not place influence there with operations (${countryName(country)} is in ${region.name}); place it outside ${region.name}`;
}

const RULE = 'Chernobyl: the US names one region, written as its code after the event (such as CNB@Eu; Eu As Me Af Ca Sa Se)';

export const chernobyl: EventDefinition = {
  code: 'CNB',
  choices: (state, context) => (namedRegion(context.input.region)
    ? { rule: RULE, options: [], complete: true }
    : { rule: RULE, options: REGION_CODES.map((region) => choiceOption(state, { kind: 'region', region })), complete: false }),
  apply(board, context, report) {
    const rule = RULE;
    onlyWrites(report.problems, context, ['region'], rule);
    const region = namedRegion(context.input.region);
    if (!region) {
      report.problems.push(problem('TSN182', `${rule}; the line names none`, { kind: 'event' }, context.player));
      report.effectInForce = false; // no region known: nothing to restrict
      return board;
    }
    report.effectChoice = region.code;
    return board;
  },
  effect: { duration: 'turn', restrictsInfluence: noPlacementThere },
};
