// Cuban Missile Crisis (40, neutral, Mid War, asterisk, rest of the turn): DEFCON is set to 2
// (`CMC@ D2`). For the rest of the turn a coup by the opponent of the event's player, from any
// source, is nuclear war: the game ends there and the couping side loses (the 2008 FAQ: even if
// DEFCON rose since; Nuclear Subs does not help). The threatened side may end the effect at any time
// by removing 2 of its own influence: the USSR from Cuba, the US from West Germany or Turkey (2 from
// one of them, as the card reads).
//
// How TSN writes the removal (the rulings only say "a coup ends the game unless removed with the
// written influence"; this project's reading, docs/event-forms.md): as NORAD's addition is written, a
// sub-play of the card at the end of a part, `FID&SY2 CMC@CU-2` (the USSR's own influence) or in
// the other side's part `DAC&JP3 CMC@(CU-2)`; or at the start of the part, before the play it
// allows, `CMC@CU-2 COM#IR4+2`. Wherever it stands in a part it counts before that part's play: a
// removal can only matter before a coup, and a coup that came first would have ended the game.
import { cardByCode } from '../../data/cards';
import { nothingToChoose } from '../eventChoice';
import type { AfterPlayContext, EventDefinition } from '../eventDefinition';
import type { RuleProblem } from '../problems';
import { endGame, setDefcon } from '../markers';
import { countryIndex, countryName, influenceOf, withInfluenceAt } from '../map';
import { removeEffect } from '../effects';
import { opponent, type GameState, type Side } from '../state';
import { eventProblem, netChanges, onlyWrites, tsnChanges } from './support';
import { choiceOption } from '../eventChoice';

/** Where each side removes its 2 influence to end the crisis. */
export const CRISIS_REMOVAL: Readonly<Record<Side, readonly string[]>> = { USSR: ['CU'], US: ['DE', 'TR'] };
export const CRISIS_REMOVAL_AMOUNT = 2;

function removalRule(side: Side): string {
  const where = CRISIS_REMOVAL[side].map(countryName).join(' or ');
  return `the ${side} ends Cuban Missile Crisis by removing ${CRISIS_REMOVAL_AMOUNT} of its own influence from ${where}`;
}

/** The threatened side's removal, written as a `CMC@` sub-play in a part: checked, applied, the effect ended. */
function removal({ state, effect, side, written }: AfterPlayContext, problems: RuleProblem[]): GameState {
  if (!written) return state;
  const threatened = opponent(effect.side);
  const rule = removalRule(threatened);
  const who = { player: side };
  const input = written.event ?? {};
  const context = { card: cardByCode('CMC')!, player: side, owner: threatened, headline: false, roundStart: state, input };
  onlyWrites(problems, context, ['influence'], `Cuban Missile Crisis: ${rule}`);
  const example = (country: string) => tsnChanges([{ country, side: threatened, delta: -CRISIS_REMOVAL_AMOUNT }], side);
  const changes = netChanges(input.influence);
  if (written.kind !== 'event') problems.push(eventProblem('TSN181', `Cuban Missile Crisis: ${rule}, written as the card's event: CMC@${example(CRISIS_REMOVAL[threatened][0]!)}`, who));
  const own = changes.filter((c) => c.side === threatened);
  for (const change of changes.filter((c) => c.side !== threatened)) {
    problems.push(eventProblem('TSN181', `Cuban Missile Crisis: ${rule}; the line changes ${change.side} influence in ${countryName(change.country)}${change.side === side ? ` (the ${threatened}'s is written in parentheses in the ${side}'s part)` : ''}`, who, change.country));
  }
  if (own.length === 0) {
    problems.push(eventProblem('TSN182', `Cuban Missile Crisis: ${rule}; the line removes none: write CMC@${example(CRISIS_REMOVAL[threatened][0]!)}`, who));
    return state;
  }
  if (own.length > 1) {
    problems.push(eventProblem('TSN181', `Cuban Missile Crisis: ${rule}, from one country; the line changes influence in ${own.map((c) => countryName(c.country)).join(' and ')}`, who));
    return state;
  }
  const change = own[0]!;
  if (!CRISIS_REMOVAL[threatened].includes(change.country)) {
    problems.push(eventProblem('TSN181', `Cuban Missile Crisis: ${rule}, not from ${countryName(change.country)}: write CMC@${example(CRISIS_REMOVAL[threatened][0]!)}`, who, change.country));
    return state;
  }
  if (change.delta !== -CRISIS_REMOVAL_AMOUNT) {
    problems.push(eventProblem(change.delta < 0 && change.delta > -CRISIS_REMOVAL_AMOUNT ? 'TSN182' : 'TSN181', `Cuban Missile Crisis: ${rule}; the line ${change.delta < 0 ? `removes ${-change.delta}` : `adds ${change.delta}`}: write CMC@${example(change.country)}`, who, change.country));
    return state;
  }
  const present = influenceOf(state, change.country, threatened);
  if (present < CRISIS_REMOVAL_AMOUNT) {
    problems.push(eventProblem('TSN181', `Cuban Missile Crisis: ${rule}; the ${threatened} has ${present} in ${countryName(change.country)}: it cannot remove ${CRISIS_REMOVAL_AMOUNT} there`, who, change.country));
    return state;
  }
  return removeEffect(setInfluence(state, change.country, threatened, present - CRISIS_REMOVAL_AMOUNT), 'CMC');
}

function setInfluence(state: GameState, country: string, side: Side, value: number): GameState {
  return withInfluenceAt(state, countryIndex(country), side, value);
}

const RULE = 'Cuban Missile Crisis sets DEFCON to 2 (CMC@ D2) and threatens any coup by the other side for the rest of the turn';

export const cubanMissileCrisis: EventDefinition = {
  code: 'CMC',
  choices: () => nothingToChoose(RULE),
  apply: (board, context, { problems }) => {
    onlyWrites(problems, context, [], RULE);
    return setDefcon(board, 2, context.player);
  },
  effect: {
    duration: 'turn',
    // Any coup by the threatened side, free coups included: nuclear war, the couping side loses.
    afterCoup: ({ state, effect, attacker }) => (attacker === opponent(effect.side) ? endGame(state, effect.side, 'defcon') : state),
    beforePlay: removal,
    // The threatened side may end the crisis: 2 of its own influence from one of its countries, when it has them.
    choices: ({ state, effect, written }) => {
      const threatened = opponent(effect.side);
      const rule = `Cuban Missile Crisis: ${removalRule(threatened)}`;
      if (netChanges(written?.event?.influence).length) return { rule, options: [], complete: true };
      const options = CRISIS_REMOVAL[threatened].filter((country) => influenceOf(state, country, threatened) >= CRISIS_REMOVAL_AMOUNT)
        .map((country) => choiceOption(state, { kind: 'influence', country, side: threatened, delta: -CRISIS_REMOVAL_AMOUNT }));
      return { rule, options, complete: true };
    },
  },
};
