// What a line may write for an event. An event checks what the line wrote against what its card
// does: a kind of item the card does not make (a coup for Nasser, a card moved for Decolonization)
// is TSN181 and is not applied. Each item is reported where it stands.
import { cardTitle } from '../../../data/cards';
import { countryName } from '../../map';
import { problem, type ProblemTarget, type RuleProblem } from '../../problems';
import type { EventApplyContext, EventInput } from '../../eventDefinition';

/** The kinds of items a line can write for an event (the fields of `EventInput`). */
export type ItemKind = keyof EventInput;

const SYMBOL: Readonly<Record<string, string>> = { influence: '&', coup: '#', realign: '/', space: '*' };

/** The written items of one kind, each with the place a problem about it lands and how it reads. */
function itemsOf(input: EventInput, kind: ItemKind): { target: ProblemTarget; reads: string }[] {
  const rolls = [...(input.coups ?? []).map(() => 'coups'), ...(input.realigns ?? []).map(() => 'realigns'), ...(input.wars ?? []).map(() => 'wars'), ...(input.dice ?? []).map(() => 'dice')];
  const roll = (n: number): ProblemTarget => ({ kind: 'roll', index: rolls.indexOf(kind) + n, section: 'event' });
  const event: ProblemTarget = { kind: 'event' };
  switch (kind) {
    case 'influence': {
      const seen = new Map<string, number>();
      return (input.influence ?? []).map((c) => {
        const index = seen.get(c.country) ?? 0;
        seen.set(c.country, index + 1);
        const verb = c.delta > 0 ? `adds ${c.side} influence in` : `removes ${c.side} influence from`;
        return { target: { kind: 'country', country: c.country, index, section: 'event' }, reads: `the line ${verb} ${countryName(c.country)}` };
      });
    }
    case 'coups': return (input.coups ?? []).map((c, n) => ({ target: roll(n), reads: `the line writes a coup in ${countryName(c.country)}` }));
    case 'realigns': return (input.realigns ?? []).map((r, n) => ({ target: roll(n), reads: `the line writes a realignment roll in ${countryName(r.country)}` }));
    case 'wars': return (input.wars ?? []).map((w, n) => ({ target: roll(n), reads: `the line writes a war roll in ${countryName(w.country)}` }));
    case 'dice': return (input.dice ?? []).map((d, n) => ({ target: roll(n), reads: `the line writes a roll (d${d.first}:${d.second})` }));
    case 'cardMoves': return (input.cardMoves ?? []).map((m, n) => ({ target: { kind: 'cardMove', card: m.card, index: n }, reads: `the line writes >${m.card}` }));
    case 'hidden': return (input.hidden ?? []).map((h) => ({ target: event, reads: `the line writes [${h.returned ? '^' : ''}${h.cards.join(' ')}]` }));
    case 'region': return input.region ? [{ target: event, reads: `the line writes the region ${String(input.region)}` }] : [];
    case 'ops': return (input.ops ?? []).map((o) => ({ target: event, reads: `the line writes operations (${SYMBOL[o.kind] ?? ''}…) for the ${o.side}` }));
    case 'subPlays': return (input.subPlays ?? []).map((s) => ({ target: event, reads: `the line writes ${s.card} played inside it` }));
  }
}

const ALL_KINDS: readonly ItemKind[] = ['influence', 'coups', 'realigns', 'wars', 'dice', 'cardMoves', 'hidden', 'region', 'ops', 'subPlays'];

/** What a card's event does not make, by kind, when no sentence says what it does. */
const MAKES_NO: Readonly<Record<ItemKind, string>> = {
  influence: 'changes no influence by itself',
  coups: 'makes no coup',
  realigns: 'makes no realignment roll',
  wars: 'is not a war',
  dice: 'rolls no dice',
  cardMoves: 'moves no card',
  hidden: 'draws no card',
  region: 'names no region',
  ops: 'grants no operations',
  subPlays: 'plays no other card',
};

/**
 * TSN181, pushed on `problems`, for every written item of a kind the card's event does not make
 * (`allowed` lists the kinds it makes); such items are not applied. `allows`, when given, says what the card does ("Containment
 * writes nothing: …") and starts each message; otherwise the message names the card and what its
 * event does not do.
 */
export function onlyWrites(problems: RuleProblem[], context: Pick<EventApplyContext, 'card' | 'input' | 'player'>, allowed: readonly ItemKind[], allows?: string): void {
  for (const kind of ALL_KINDS) {
    const items = context.input[kind];
    // Most plays write one or two kinds: the others are skipped before their items are read.
    if (allowed.includes(kind) || items === undefined || (Array.isArray(items) && items.length === 0)) continue;
    const lead = allows ?? `${cardTitle(context.card.code)}: the event ${MAKES_NO[kind]}`;
    for (const item of itemsOf(context.input, kind)) problems.push(problem('TSN181', `${lead}; ${item.reads}`, item.target, context.player));
  }
}

/** True when the line wrote nothing at all for the event. */
export function writesNothing(input: EventInput): boolean {
  return ALL_KINDS.every((kind) => itemsOf(input, kind).length === 0);
}

/** An error about the event part of the play, on a country it names or on the event as a whole. */
export function eventProblem(code: 'TSN181' | 'TSN182' | 'TSN183', message: string, context: Pick<EventApplyContext, 'player'>, country?: string): RuleProblem {
  return problem(code, message, country ? { kind: 'country', country, section: 'event' } : { kind: 'event' }, context.player);
}
