/**
 * A play as the importer builds it from the log, with whose influence and rolls each item is
 * written absolutely (the US's, the USSR's), and its conversion to the syntax tree the notation's
 * printer writes: there whose is relative to the part it stands in (outside parentheses the
 * part's side, inside the other side).
 */
import type { Round, Side } from '../data/sides';
import { range } from '../common/text';
import type {
  Action, CardMove, Code, Comment, Effect, EndPart, GameLine, Line, NoPlay, Owner, Part, Play, PlaySymbol, SetupPart,
} from '../notation';

export type ModelEffect =
  | { readonly kind: 'influence'; readonly side: Side; readonly country: string; delta: number }
  | { readonly kind: 'coup'; readonly side: Side; readonly country: string; readonly die: number; readonly result?: number }
  | { readonly kind: 'realign'; readonly side: Side; readonly country: string; readonly usDie: number; readonly ussrDie: number }
  | { readonly kind: 'space' | 'trap'; readonly side: Side; readonly die: number; readonly success: boolean }
  | { readonly kind: 'war'; readonly side: Side; readonly country: string; readonly die: number; readonly won: boolean }
  /** `d2:6`: the Summit's dice (the US's first), the Olympic Games' (the sponsor's first). */
  | { readonly kind: 'dice'; readonly side: Side; readonly first: number; readonly second: number }
  | ModelCardMove
  | { readonly kind: 'region'; readonly side: Side; readonly code: string }
  | ModelSubPlay;

/** `>CODE`: a card the play moved; `event` holds what was done with it (its event, its operations). */
export interface ModelCardMove {
  readonly kind: 'card';
  readonly code: string;
  readonly side: Side;
  event?: ModelAction[];
}

/** Another card played inside the play: UN Intervention's card, NORAD's addition, the crisis ended. */
export interface ModelSubPlay {
  readonly kind: 'subplay';
  readonly side: Side;
  readonly card: string;
  readonly actions: ModelAction[];
}

export interface ModelAction {
  readonly symbol: PlaySymbol | null;
  readonly side: Side;
  readonly effects: ModelEffect[];
}

export interface ModelPlay {
  readonly card: string;
  readonly actions: ModelAction[];
  /** Net VP of the play as on the track (+ for the US), when the log gave any. */
  vp?: number;
  /** DEFCON after the play, when the log moved it during the play. */
  defcon?: number;
  /** Sub-plays written after the marks: NORAD's influence, the crisis ended (`… D2 NOR@(IT)`). */
  readonly trailing: ModelSubPlay[];
  readonly comments: string[];
}

export function newPlay(card: string): ModelPlay {
  return { card, actions: [], trailing: [], comments: [] };
}

/** One side's part of a round as the importer knows it: a play, or no play (`—`). */
export type ModelPart = ModelPlay | 'none';

// ---- to the syntax tree ------------------------------------------------------------------------

/** The nodes are printed, never looked up by position: they all carry one empty range. */
const NOWHERE = range(0, 0, 0);

function code(text: string): Code {
  return { code: text, range: NOWHERE };
}

function ownerOf(side: Side, part: Side): Owner {
  return side === part ? 'self' : 'other';
}

function effectNode(effect: ModelEffect, part: Side): Effect {
  switch (effect.kind) {
    case 'influence':
      return { kind: 'influence', country: code(effect.country), delta: effect.delta, owner: ownerOf(effect.side, part), range: NOWHERE };
    case 'coup':
      return { kind: 'coup', country: code(effect.country), die: effect.die, ...(effect.result !== undefined ? { result: effect.result } : {}), owner: ownerOf(effect.side, part), range: NOWHERE };
    case 'realign':
      return { kind: 'realign', country: code(effect.country), usDie: effect.usDie, ussrDie: effect.ussrDie, owner: ownerOf(effect.side, part), range: NOWHERE };
    case 'space':
    case 'trap':
      return { kind: effect.kind, die: effect.die, success: effect.success, owner: ownerOf(effect.side, part), range: NOWHERE };
    case 'war':
      return { kind: 'war', country: code(effect.country), die: effect.die, won: effect.won, owner: ownerOf(effect.side, part), range: NOWHERE };
    case 'dice':
      return { kind: 'dice', first: effect.first, second: effect.second, owner: ownerOf(effect.side, part), range: NOWHERE };
    case 'card': {
      const move: CardMove = { kind: 'card', card: code(effect.code), owner: ownerOf(effect.side, part), range: NOWHERE };
      return effect.event ? { ...move, event: actionNodes(effect.event, part) } : move;
    }
    case 'region':
      return { kind: 'region', code: effect.code, owner: ownerOf(effect.side, part), range: NOWHERE };
    case 'subplay':
      return { kind: 'subplay', card: code(effect.card), actions: actionNodes(effect.actions, part), owner: ownerOf(effect.side, part), range: NOWHERE };
  }
}

function actionNodes(actions: readonly ModelAction[], part: Side): Action[] {
  return actions.map((action) => ({
    symbol: action.symbol,
    owner: ownerOf(action.side, part),
    effects: action.effects.map((effect) => effectNode(effect, part)),
    range: NOWHERE,
  }));
}

function comments(texts: readonly string[]): Comment[] {
  return texts.map((text) => ({ text, range: NOWHERE }));
}

export function playNode(play: ModelPlay, part: Side): Play {
  const actions = actionNodes(play.actions, part);
  if (play.trailing.length) {
    // Sub-plays after the marks: the printer writes the trailing sub-plays of the last action there.
    const trailing = play.trailing.map((sub) => effectNode(sub, part));
    const last = actions[actions.length - 1];
    if (last) actions[actions.length - 1] = { ...last, effects: [...last.effects, ...trailing] };
    else actions.push({ symbol: null, owner: 'self', effects: trailing, range: NOWHERE });
  }
  return {
    kind: 'play', card: code(play.card), actions, annotations: [], comments: comments(play.comments), range: NOWHERE,
    ...(play.vp !== undefined ? { vp: { kind: 'vp', value: play.vp, range: NOWHERE } } : {}),
    ...(play.defcon !== undefined ? { defcon: { kind: 'defcon', level: play.defcon, range: NOWHERE } } : {}),
  };
}

function partNode(part: ModelPart, side: Side): Part {
  if (part === 'none') {
    const none: NoPlay = { kind: 'none', text: '—', range: NOWHERE };
    return none;
  }
  return playNode(part, side);
}

function label(turn: number, round: Round) {
  return { turn, round, text: `${turn}.${round}`, range: NOWHERE };
}

/** A game line; without a US part, the last line of a game still being played. */
export function gameLine(turn: number, round: Round, ussr: ModelPart, us: ModelPart | undefined): GameLine {
  return {
    kind: 'game', label: label(turn, round), range: NOWHERE, ussr: partNode(ussr, 'USSR'),
    ...(us !== undefined ? { us: partNode(us, 'US'), separatorRange: NOWHERE } : {}),
  };
}

export function setupLine(ussr: readonly { country: string; amount: number }[], us: readonly { country: string; amount: number }[]): GameLine {
  const part = (placements: readonly { country: string; amount: number }[]): SetupPart | NoPlay => (placements.length
    ? { kind: 'setup', influence: placements.map((p) => ({ kind: 'influence', country: code(p.country), delta: p.amount, owner: 'self', range: NOWHERE })), comments: [], range: NOWHERE }
    : { kind: 'none', text: '—', range: NOWHERE });
  return { kind: 'game', label: label(1, 'S'), range: NOWHERE, ussr: part(ussr), us: part(us), separatorRange: NOWHERE };
}

/** `T.E`: each side's military operations VP (as on the track) and the DEFCON after the turn. */
export function endLine(turn: number, ussrVp: number, usVp: number, defcon: number | undefined): GameLine {
  const part = (vp: number, withDefcon: boolean): EndPart | NoPlay => {
    if (vp === 0 && !withDefcon) return { kind: 'none', text: '—', range: NOWHERE };
    return {
      kind: 'end', discards: [], comments: [], range: NOWHERE,
      ...(vp !== 0 ? { vp: { kind: 'vp', value: vp, range: NOWHERE } } : {}),
      ...(withDefcon && defcon !== undefined ? { defcon: { kind: 'defcon', level: defcon, range: NOWHERE } } : {}),
    };
  };
  return { kind: 'game', label: label(turn, 'E'), range: NOWHERE, ussr: part(ussrVp, false), us: part(usVp, defcon !== undefined), separatorRange: NOWHERE };
}

export function commentLine(text: string): Line {
  return { kind: 'comment', text, range: NOWHERE };
}

export function tagLine(name: string, value: string): Line {
  return { kind: 'tag', name, value, nameRange: NOWHERE, valueRange: NOWHERE, range: NOWHERE };
}

export function blankLine(): Line {
  return { kind: 'blank', range: NOWHERE };
}
