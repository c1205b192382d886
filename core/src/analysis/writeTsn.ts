/**
 * Writing: from the engine's text-free commands back to TSN's syntax tree, which the notation
 * printer writes. The inverse of lowering (lower.ts): each side's items outside parentheses in its
 * own part, the other side's in them; an event's items after its `@` (after the code in a
 * headline), the operations it grants and its rolls after their own symbols, a card moved with what
 * was done with it attached, what an effect in force writes at the end of the part. The random
 * player writes its games with it; lowering what it writes gives the same commands back.
 */
import type { Range } from '../common/text';
import type {
  Action, CardMove, Code, Effect, EndPart, GameLine, HiddenCards, InfluenceChange, Line, NoPlay, Owner, Part, Play, PlaySymbol, SetupPart, SubPlay, TagLine,
} from '../notation';
import { printLine } from '../notation';
import type { Round } from '../data/sides';
import type {
  CardMoveInput, CoupInput, EndPartInput, EventInput, HeadlineEntry, Placement, PlayCommand, RealignInput, Side, SubPlayInput,
} from '../rules';

const NOWHERE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

function code(text: string): Code {
  return { code: text, range: NOWHERE };
}

function ownerOf(side: Side, part: Side): Owner {
  return side === part ? 'self' : 'other';
}

function influence(country: string, delta: number, owner: Owner): InfluenceChange {
  return { kind: 'influence', country: code(country), delta, owner, range: NOWHERE };
}

function action(symbol: PlaySymbol | null, owner: Owner, effects: readonly Effect[]): Action {
  return { symbol, owner, effects, range: NOWHERE };
}

/** Placements as influence items (`JP3 KR`). */
function placementEffects(placements: readonly Placement[], owner: Owner): Effect[] {
  return placements.map((p) => influence(p.country, p.amount, owner));
}

/**
 * The actions of an event's input, written in `part`'s play: `lead` is `@` in an action round,
 * null in a headline (the items follow the code); `owner` is the event's side, whose coups and
 * realignment rolls they are.
 */
export function eventActions(input: EventInput, part: Side, owner: Side, lead: '@' | null): Action[] {
  const items: Effect[] = [];
  for (const c of input.influence ?? []) items.push(influence(c.country, c.delta, ownerOf(c.side, part)));
  for (const w of input.wars ?? []) items.push({ kind: 'war', country: code(w.country), die: w.die, won: w.won, owner: 'self', range: NOWHERE });
  for (const d of input.dice ?? []) items.push({ kind: 'dice', first: d.first, second: d.second, owner: 'self', range: NOWHERE });
  if (input.region) items.push({ kind: 'region', code: String(input.region), owner: 'self', range: NOWHERE });
  for (const move of input.cardMoves ?? []) items.push(cardMove(move, part));
  for (const h of input.hidden ?? []) items.push(hidden(h.cards, h.returned, ownerOf(h.side, part)));
  for (const sub of input.subPlays ?? []) items.push(subPlay(sub, part));
  const actions: Action[] = [];
  const granted = (input.ops?.length ?? 0) + (input.coups?.length ?? 0) + (input.realigns?.length ?? 0);
  if (lead === '@' || items.length || granted === 0) actions.push(action(lead, 'self', items));
  const rolls = ownerOf(owner, part);
  for (const ops of input.ops ?? []) {
    const o = ownerOf(ops.side, part);
    actions.push(action(ops.kind === 'space' ? '*' : '&', o, placementEffects(ops.influence ?? [], o)));
  }
  actions.push(...rollActions(input, rolls));
  return actions;
}

/** Coups, each after its own `#` (a coup has one target), and realignment rolls after one `/`. */
function rollActions(input: EventInput, owner: Owner): Action[] {
  const actions = (input.coups ?? []).map((c) => action('#', owner, [coupEffect(c, owner)]));
  if (input.realigns?.length) actions.push(action('/', owner, input.realigns.map((r) => realignEffect(r, owner))));
  return actions;
}

function coupEffect(c: CoupInput, owner: Owner): Effect {
  return { kind: 'coup', country: code(c.country), die: c.die, ...(c.result !== undefined ? { result: c.result } : {}), owner, range: NOWHERE };
}

function realignEffect(r: RealignInput, owner: Owner): Effect {
  return { kind: 'realign', country: code(r.country), usDie: r.usDie, ussrDie: r.ussrDie, owner, range: NOWHERE };
}

function hidden(cards: readonly string[], returned: boolean, owner: Owner): HiddenCards {
  return { kind: 'hidden', returned, cards: cards.map(code), owner, range: NOWHERE };
}

/** `>CON`, or `>TRU@AT-`, `>MUS#MX4+4`: the card with what was done with it, in the part's terms. */
function cardMove(move: CardMoveInput, part: Side): CardMove {
  if (!move.event) return { kind: 'card', card: code(move.card), owner: 'self', range: NOWHERE };
  return { kind: 'card', card: code(move.card), owner: 'self', event: takenActions(move.event, part), range: NOWHERE };
}

/**
 * What was done with a card moved, attached to it (anything after a space is no longer the card's):
 * its operations and rolls first (`>MUS#MX4+4`, `>PUP&NI HT GT`, bare: a moved card has no
 * parentheses of its own), then `@` and its event's items (`>WIL&VE CR@(DE)`, `>TRU@AT-`; `@`
 * alone when the event changed nothing). Operations an event grants the other side follow the `@`
 * in parentheses (`>CIA@(&JP)`).
 */
function takenActions(event: EventInput, part: Side): Action[] {
  const { ops, coups, realigns, ...rest } = event;
  if ((ops ?? []).some((o) => o.side !== part)) return eventActions(event, part, part, '@');
  const hasRest = Object.values(rest).some((v) => v !== undefined && (!Array.isArray(v) || v.length > 0));
  const actions: Action[] = [
    ...(ops ?? []).map((o) => action(o.kind === 'space' ? '*' : '&', 'self', placementEffects(o.influence ?? [], 'self'))),
    ...rollActions({ ...(coups ? { coups } : {}), ...(realigns ? { realigns } : {}) }, 'self'),
  ];
  if (hasRest || actions.length === 0) actions.push(...eventActions(rest, part, part, '@'));
  return actions;
}

/** A card played beside an event (`UNI@NAS&TW`) or written for an effect in force (`NOR@(IT)`). */
function subPlay(sub: SubPlayInput, part: Side): SubPlay {
  const owner = ownerOf(sub.side, part);
  const actions: Action[] = [];
  if (sub.kind === 'influence') actions.push(action('&', owner, placementEffects(sub.influence ?? [], owner)));
  if (sub.kind === 'coup' && sub.coup) actions.push(action('#', owner, [coupEffect(sub.coup, owner)]));
  if (sub.kind === 'realign') actions.push(action('/', owner, (sub.realign ?? []).map((r) => realignEffect(r, owner))));
  if (sub.kind === 'event' || sub.event) actions.push(...eventActions(sub.event ?? {}, part, sub.side, '@'));
  return { kind: 'subplay', card: code(sub.card), actions, owner: 'self', range: NOWHERE };
}

const OPS_SYMBOL: Readonly<Record<string, PlaySymbol>> = { influence: '&', coup: '#', realign: '/', space: '*', trap: '~' };

/**
 * An action round's play: its operations (`&`, `#`, `/`, `*`, `~`) and its event, in the order
 * they happened; what effects in force write (`effectWrites`) at the end of the part; the marks.
 * `owner` is the event's side (the card's, or the player for a neutral card).
 */
export function playPart(command: PlayCommand, owner: Side, effectWrites: readonly SubPlayInput[] = []): Play {
  const side = command.side;
  const actions: Action[] = [];
  const event = command.event ? eventActions(command.event, side, owner, '@') : [];
  if (command.kind === 'event') {
    actions.push(...(event.length ? event : [action('@', 'self', [])]));
  } else {
    const ops = action(OPS_SYMBOL[command.kind]!, 'self', opsEffects(command));
    if (command.eventFirst) actions.push(...event, ops);
    else actions.push(ops, ...event);
  }
  return play(command.card, withWrites(actions, effectWrites, side), command.vp, command.defcon);
}

function opsEffects(command: PlayCommand): Effect[] {
  switch (command.kind) {
    case 'influence': return placementEffects(command.influence ?? [], 'self');
    case 'coup': return command.coup ? [coupEffect(command.coup, 'self')] : [];
    case 'realign': return (command.realign ?? []).map((r) => realignEffect(r, 'self'));
    case 'space': return command.space ? [{ kind: 'space', die: command.space.die, success: command.space.success, owner: 'self', range: NOWHERE }] : [];
    case 'trap': return command.trap ? [{ kind: 'trap', die: command.trap.die, success: command.trap.success, owner: 'self', range: NOWHERE }] : [];
    default: return [];
  }
}

/** The effects' writes (`NOR@(IT)`, `CMC@CU-2`) as sub-plays at the end of the part's last action. */
function withWrites(actions: Action[], writes: readonly SubPlayInput[], side: Side): Action[] {
  if (writes.length === 0) return actions;
  const subs = writes.map((w) => subPlay(w, side));
  if (actions.length === 0) return [action(null, 'self', subs)];
  const last = actions[actions.length - 1]!;
  return [...actions.slice(0, -1), { ...last, effects: [...last.effects, ...subs] }];
}

/** A headline: the code, then the event's items (the operations it grants attached: `GLA&ZR3`). */
export function headlinePart(entry: HeadlineEntry, side: Side, owner: Side, effectWrites: readonly SubPlayInput[] = []): Play {
  const actions = entry.event ? eventActions(entry.event, side, owner, null).filter((a) => a.symbol !== null || a.effects.length > 0) : [];
  return play(entry.card, withWrites(actions, effectWrites, side), entry.vp, entry.defcon);
}

function play(card: string, actions: readonly Action[], vp: number | undefined, defcon: number | undefined): Play {
  return {
    kind: 'play', card: code(card), actions, annotations: [], comments: [], range: NOWHERE,
    ...(vp !== undefined && vp !== 0 ? { vp: { kind: 'vp', value: vp, range: NOWHERE } } : {}),
    ...(defcon !== undefined ? { defcon: { kind: 'defcon', level: defcon, range: NOWHERE } } : {}),
  };
}

/** `—`: no play. */
export const NO_PLAY: NoPlay = { kind: 'none', text: '—', range: NOWHERE };

/** `1.S`: the influence a side placed at setup. */
export function setupPart(placements: readonly Placement[]): SetupPart {
  return { kind: 'setup', influence: placements.map((p) => influence(p.country, p.amount, 'self')), comments: [], range: NOWHERE };
}

/** `T.D`: a side's hand as dealt. */
export function dealPart(cards: readonly string[]): Part {
  return { kind: 'deal', hand: hidden(cards, false, 'self'), comments: [], range: NOWHERE };
}

/** `T.E`: a side's VP from the military operations, its box-6 discards, the DEFCON. */
export function endPart(input: EndPartInput): EndPart {
  return {
    kind: 'end', comments: [], range: NOWHERE,
    discards: (input.discards ?? []).map((c) => ({ kind: 'card', card: code(c), owner: 'self', range: NOWHERE })),
    ...(input.vp !== undefined ? { vp: { kind: 'vp', value: input.vp, range: NOWHERE } } : {}),
    ...(input.defcon !== undefined ? { defcon: { kind: 'defcon', level: input.defcon, range: NOWHERE } } : {}),
  };
}

/** A game line: the label, the USSR's part, the US's. */
export function gameLine(turn: number, round: Round, ussr: Part, us: Part): GameLine {
  return { kind: 'game', label: { turn, round, text: `${turn}.${round}`, range: NOWHERE }, ussr, us, range: NOWHERE };
}

export function tagLine(name: string, value: string): TagLine {
  return { kind: 'tag', name, value, nameRange: NOWHERE, valueRange: NOWHERE, range: NOWHERE };
}

/** The text of the lines, as the printer writes them. */
export function linesText(lines: readonly Line[]): string {
  return lines.map(printLine).join('\n') + '\n';
}
