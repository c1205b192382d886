// The game state: plain data, treated as immutable. Every rule function returns a new state that
// shares what did not change with the old one (copy-on-write), so keeping the state after every
// line of a file costs little: influence is kept in chunks of 8 countries, a play copying only the
// chunks it changes (influenceChunks.ts); everything else is shared.
import { CARDS } from '../data/cards';
import { COUNTRIES } from '../data/countries';
import { sides, type ResultReason, type Round, type Side, type Sides } from '../data/sides';
import { SETUP_MARKERS, CHINA_CARD_START_HOLDER, DEFCON_START } from '../data/tracks';
import type { EventTable } from './eventDefinition';
import { influenceFromSlots, type Influence } from './influenceChunks';
import { appended, type Step, type StepLog } from './record';

export { SIDES, opponent, sides, sideValue, withSide, type Round, type Side, type Sides } from '../data/sides';

/** How long an effect lasts: until cancelled (underlined cards, traps...) or to the end of the turn. */
export type EffectDuration = 'persistent' | 'turn';

export interface EffectInForce {
  /** Code of the card whose event put it in force. */
  readonly card: string;
  /** The side whose event it is (for a neutral card, the side that played it). */
  readonly side: Side;
  readonly duration: EffectDuration;
  /** The turn it came into force. */
  readonly turn: number;
  /** What the event chose that its effect depends on (Chernobyl: the region code it named). */
  readonly choice?: string;
}

export type { ResultReason } from '../data/sides';

export interface GameResult {
  /** null: a draw. */
  readonly winner: Side | null;
  readonly reason: ResultReason;
  readonly turn: number;
  /** The card whose event ended the game, when one did (Wargames). */
  readonly card?: string;
}

export interface ChinaCard {
  readonly holder: Side;
  readonly faceUp: boolean;
}

export interface GameState {
  /**
   * Influence by country index (see map.ts `countryIndex`), read through map.ts (`influenceAt`,
   * `controlAt`): in chunks, never written after the state is built; a change copies the chunks
   * it writes (influenceChunks.ts).
   */
  readonly influence: Influence;
  readonly defcon: number;
  /**
   * True once DEFCON moved to 2 from a higher level in the action round being played, whatever it
   * did after (NORAD: "in which DEFCON moved to 2", also 2 -> 3 -> 2); cleared when a round starts.
   */
  readonly defconMovedTo2: boolean;
  /** As on the VP track: + for the US, - for the USSR. */
  readonly vp: number;
  /** Military operations this turn (track 0-5). */
  readonly milops: Sides<number>;
  /** Space race box (0-8). */
  readonly space: Sides<number>;
  /** Space race attempts made this turn. */
  readonly spaceAttempts: Sides<number>;
  /** Who reached each space box first, by box (index 0 unused). */
  readonly spaceFirst: readonly (Side | null)[];
  readonly turn: number;
  readonly round: Round;
  /** The side playing now (the headline's player, the action round's player), else null. */
  readonly phasing: Side | null;
  readonly china: ChinaCard;
  /**
   * The draw pile, plus the cards of any hand that is not known (hands[side] === null): a card of
   * an unknown hand is only known when it is played.
   */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  /**
   * Cards that were in the discard pile before a turn the file leaves out entirely: that turn may
   * have reshuffled them into the deck, so they are among the unseen cards (`deck`) and may also
   * still be in the discard pile (Star Wars, SALT Negotiations may take them).
   */
  readonly maybeInDiscard: readonly string[];
  readonly removed: readonly string[];
  /** The known hands (the China Card never in them), or null when the deal was not written. */
  readonly hands: Sides<readonly string[] | null>;
  /** Cards in each hand, known or not (the China Card excluded). */
  readonly handCount: Sides<number>;
  /** Effects in force, in the order they came into force. */
  readonly effects: readonly EffectInForce[];
  /** Action rounds events gave a side this turn on top of the usual ones (North Sea Oil). */
  readonly extraRounds: Sides<number>;
  /** True between the end of a turn and the start of the next. */
  readonly turnEnded: boolean;
  /** True when final scoring has been done. */
  readonly finalScored: boolean;
  readonly result: GameResult | null;
  /** State of the seeded RNG (rng.ts). */
  readonly seed: number;
  /**
   * The card events this game is played with (rules/events/index.ts `EVENTS`, or a test's own
   * table): given once with the initial state and shared by every state after it.
   */
  readonly events: EventTable;
  /**
   * The steps the rules applied to make this state, newest first (record.ts): a chain shared with
   * the states it came from. Not part of the board: what made it.
   */
  readonly log: StepLog | null;
}

const COUNTRY_COUNT = COUNTRIES.length;

function startingInfluence(): Influence {
  const influence: number[] = new Array<number>(COUNTRY_COUNT * 2).fill(0);
  COUNTRIES.forEach((country, i) => {
    influence[2 * i] = country.startInfluence.US;
    influence[2 * i + 1] = country.startInfluence.USSR;
  });
  return influenceFromSlots(influence);
}

/**
 * Built once and shared by every initial state (an analysis builds one per replay, and more for
 * its views): a state's influence is never written, a change copies it.
 */
const STARTING_INFLUENCE: Influence = startingInfluence();

/** No space race box reached yet, by box (index 0 unused): shared like the starting influence. */
const NO_SPACE_BOX_REACHED: readonly (Side | null)[] = Array.from({ length: 9 }, () => null);

const ERA_CARDS: Readonly<Record<'Early' | 'Mid' | 'Late', readonly string[]>> = {
  Early: CARDS.filter((card) => card.era === 'Early' && card.inDeck).map((card) => card.code),
  Mid: CARDS.filter((card) => card.era === 'Mid' && card.inDeck).map((card) => card.code),
  Late: CARDS.filter((card) => card.era === 'Late' && card.inDeck).map((card) => card.code),
};

/** A war's cards that go into the deck (rule 4.4), optional cards included; never the China Card. */
export function eraCards(era: 'Early' | 'Mid' | 'Late'): string[] {
  return ERA_CARDS[era].slice();
}

/**
 * The state before the setup line: the fixed starting influence, DEFCON 5, VP 0, the China Card
 * face up with the USSR, the Early War cards in the deck and 8 unknown cards dealt to each side;
 * the game is played with the card events of `events`.
 */
export function initialState(events: EventTable, seed = 1): GameState {
  return {
    influence: STARTING_INFLUENCE,
    defcon: DEFCON_START,
    defconMovedTo2: false,
    vp: SETUP_MARKERS.vp,
    milops: sides(0, 0),
    space: sides(0, 0),
    spaceAttempts: sides(0, 0),
    spaceFirst: NO_SPACE_BOX_REACHED,
    turn: SETUP_MARKERS.turn,
    round: 'S',
    phasing: null,
    china: { holder: CHINA_CARD_START_HOLDER, faceUp: true },
    deck: eraCards('Early'),
    discard: [],
    maybeInDiscard: [],
    removed: [],
    hands: sides(null, null),
    handCount: sides(8, 8),
    effects: [],
    extraRounds: sides(0, 0),
    turnEnded: false,
    finalScored: false,
    result: null,
    seed: seed | 0,
    events,
    log: null,
  };
}

/** A type with its fields writable: what a rule builds before it hands the object on as read-only. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * What the commands write as they run: the open draft, and a bulk replay's board and piles written
 * in place (below). One object, made again whenever owned piles are released (`releaseOwned`: each
 * checkpoint of a replay, every CHECKPOINT_EVERY lines, and its end). Held in the module's own
 * bindings (its context, an old object in V8's heap), each new board or pile stored there took the
 * write barrier's slow path, which records the slot for the next collection: about 8 a play, 3% of
 * a replay's instructions (issue 24, session 28). Made this often, the object is young when written.
 */
interface Writing {
  /**
   * The one state the rules may write in place: a private board (`openDraft`) that no one else
   * holds until it is settled. A play, a headline, a setup line, a deal, the end and the start of a
   * turn each write one; `update` writes into it instead of copying, so a command makes one state
   * however many steps it takes, and the events and the effects' hooks write the same board
   * (eventDefinition.ts). Once settled it is as immutable as any other state: a reader may keep it.
   */
  draft: Mutable<GameState> | null;
  ownedBoard: GameState | null;
  ownedDeck: string[] | null;
  ownedDiscard: string[] | null;
  /** The draft of the play that may write its owned piles in place, while it runs (`beginInPlace`). */
  inPlaceDraft: GameState | null;
  /** The owned board a play started its round on in place, with the fields it wrote as they were, to take back if it fails. */
  roundWritten: Mutable<GameState> | null;
  roundWas: Round;
  phasingWas: Side | null;
  movedTo2Was: boolean;
  /**
   * The writes in place of the play running, to take back if it fails: the pile, the card taken
   * out of it (at its index) or added on top (index -1), the first `writes` of the lists. Counted:
   * nothing is allocated a write.
   */
  writtenPiles: string[][];
  writtenCards: string[];
  writtenAt: number[];
  writes: number;
}

let writing: Writing = {
  draft: null, ownedBoard: null, ownedDeck: null, ownedDiscard: null, inPlaceDraft: null,
  roundWritten: null, roundWas: 'S', phasingWas: null, movedTo2Was: false,
  writtenPiles: [], writtenCards: [], writtenAt: [], writes: 0,
};

/**
 * A private copy of the state for a command to write in place (`update` on it changes it), until
 * `settled`. One draft at a time: opening another settles the previous one.
 */
export function openDraft(state: GameState): GameState {
  if (freezing) freezeState(state);
  const now = writing;
  now.draft = null;
  const copy = copyState(state, state.log);
  now.draft = copy;
  return copy;
}

/** True when the state is the open draft: written in place by `update`. */
export function isDraft(state: GameState): boolean {
  return state === writing.draft;
}

/**
 * The state with `changes`, never the draft: for a caller that keeps the board as it stands while
 * the draft goes on being written (the board an event was resolved on, for its choices), or that
 * asks a question of a changed board without writing the draft (the Summit's regions without the
 * effects in force). A state that is not the draft and no change: the state itself.
 */
export function copyOf(state: GameState, changes?: Partial<GameState>): GameState {
  if (state !== writing.draft) return changes ? update(state, changes) : state;
  releaseOwned(); // the copy kept shares the draft's piles
  writing.draft = null;
  const copy = update(state, changes ?? {});
  writing.draft = state as Mutable<GameState>;
  if (freezing) freezeState(copy);
  return copy;
}

/** The state, no longer written in place if it was the draft: what a command returns to its reader. */
export function settled(state: GameState): GameState {
  if (state === writing.draft) writing.draft = null;
  if (freezing) freezeState(state);
  return state;
}

/**
 * A check for tests: while on, every state a command hands back (`settled`), every state a draft is
 * opened from (the board a reader keeps for the line before) and every copy kept of a draft is
 * frozen deeply, its piles, markers, effects and record included (not the event table, which is
 * code): the rules then throw on any write to a board a reader may hold.
 */
let freezing = false;

export function freezeKeptStates(on: boolean): void {
  freezing = on;
}

function freezeState(state: GameState): void {
  if (Object.isFrozen(state)) return;
  for (const key of Object.keys(state) as (keyof GameState)[]) if (key !== 'events') freezeDeeply(state[key]);
  Object.freeze(state);
}

function freezeDeeply(value: unknown): void {
  // Iterative: a record's chain of steps may be long, and what is already frozen was frozen whole.
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    for (const key of Object.keys(next)) pending.push((next as Record<string, unknown>)[key]);
  }
}

/** Settles whatever draft is open (a command that failed part way). */
export function settleDraft(): void {
  writing.draft = null;
}

// ---- A bulk replay's board written in place (issue 24) -------------------------------------

/**
 * A caller that replays plays one after the other and keeps none of the boards between them
 * (analysis/replay.ts, between its checkpoints) lets a play write in place what an earlier such
 * play made, instead of copying it: the board it left (`ownedBoard`: the next play starts its
 * round on it instead of a copy) and its deck pool and discard pile (`ownedDeck`, `ownedDiscard`:
 * 40-100 cards a play), held by no board but the caller's running one and the states the plays
 * made from it, which the caller no longer reads. The caller says when it keeps a board
 * (`releaseOwned`); a copy of a play's draft kept within the play (`copyOf`) releases them too.
 * Only the play's own draft (`inPlaceDraft`) writes the piles in place.
 */
const NO_PILE: string[] = [];

function noteWrite(pile: string[], card: string, index: number): void {
  const now = writing;
  const at = now.writes++;
  now.writtenPiles[at] = pile;
  now.writtenCards[at] = card;
  now.writtenAt[at] = index;
}

/**
 * The board and the piles made so far are kept by a reader from now on: never written in place
 * again. What the commands write is held in a new object from now on (`Writing`), the running
 * play's writes carried over; with nothing owned, nothing changes (a play that keeps a copy of its
 * draft for an event's choices releases, and the cards a side may play are each played so).
 */
export function releaseOwned(): void {
  const was = writing;
  if (was.ownedBoard === null && was.ownedDeck === null && was.ownedDiscard === null) return;
  const carried = was.writes > 0;
  writing = {
    draft: was.draft, ownedBoard: null, ownedDeck: null, ownedDiscard: null, inPlaceDraft: was.inPlaceDraft,
    roundWritten: was.roundWritten, roundWas: was.roundWas, phasingWas: was.phasingWas, movedTo2Was: was.movedTo2Was,
    writtenPiles: carried ? was.writtenPiles : [], writtenCards: carried ? was.writtenCards : [], writtenAt: carried ? was.writtenAt : [], writes: was.writes,
  };
}

/** True when a later play may write `state` or its piles in place: a caller that keeps the board must `releaseOwned` first. */
export function ownedInPlace(state: GameState): boolean {
  const now = writing;
  return state === now.ownedBoard || state.deck === now.ownedDeck || state.discard === now.ownedDiscard;
}

/**
 * The board a play in place starts its round on, for it to write its round, phasing player and
 * DEFCON flag: `state` itself when an earlier play in place left it and no one kept it, else a
 * copy (`writable`).
 */
export function roundBoard(state: GameState, inPlace: boolean): Mutable<GameState> {
  const now = writing;
  if (!inPlace || state !== now.ownedBoard || freezing) return writable(state);
  const board = state as Mutable<GameState>;
  now.roundWritten = board;
  now.roundWas = board.round;
  now.phasingWas = board.phasing;
  now.movedTo2Was = board.defconMovedTo2;
  return board;
}

/** The play's draft `board` may write its owned piles in place until `endInPlace` (never while kept states are frozen for a test). */
export function beginInPlace(board: GameState): void {
  const now = writing;
  now.writes = 0;
  now.inPlaceDraft = freezing ? null : board;
}

/**
 * The play in place is over. `outcome`: the board it left, which the next play in place may write
 * when it is the play's own draft; undefined when it threw: its writes in place are taken back, the
 * board it was given as it was.
 */
export function endInPlace(outcome: GameState | undefined): void {
  if (outcome === undefined) {
    const was = writing;
    for (let k = was.writes - 1; k >= 0; k--) {
      const pile = was.writtenPiles[k]!;
      if (was.writtenAt[k]! < 0) pile.pop();
      else pile.splice(was.writtenAt[k]!, 0, was.writtenCards[k]!);
    }
    const board = was.roundWritten;
    if (board) {
      board.round = was.roundWas;
      board.phasing = was.phasingWas;
      board.defconMovedTo2 = was.movedTo2Was;
    }
    releaseOwned();
  } else {
    writing.ownedBoard = outcome === writing.inPlaceDraft ? outcome : null;
  }
  const now = writing;
  for (let k = 0; k < now.writes; k++) now.writtenPiles[k] = NO_PILE; // no pile held past its play
  now.writes = 0;
  now.inPlaceDraft = now.roundWritten = null;
}

/** True when `state` is the running play's draft, written in place: the piles it makes are its own. */
function makesOwnPiles(state: GameState): boolean {
  return state === writing.inPlaceDraft && state === writing.draft;
}

/** True when `state` is the running play's draft, written in place, and `pile` a pile it owns. */
function ownedBy(state: GameState, pile: readonly string[], owned: string[] | null): pile is string[] {
  return makesOwnPiles(state) && pile === owned;
}

/** The draft's deck pool without its card at `i`: the same array, written in place, when the draft owns it; else a copy. */
export function deckWithoutAt(state: GameState, i: number): readonly string[] {
  const deck = state.deck;
  if (ownedBy(state, deck, writing.ownedDeck)) {
    noteWrite(deck, deck[i]!, i);
    // `splice` moves the cards after it down in bulk: moved one by one, each card went through
    // V8's write barrier (~25 instructions a card, half of a 43-card pool on average), and the
    // one-card array splice makes is cheaper (issue 24, session 28: 0.7% of a replay's instructions).
    deck.splice(i, 1);
    return deck;
  }
  const out = withoutAt(deck, i);
  if (makesOwnPiles(state)) writing.ownedDeck = out;
  return out;
}

/** The draft's discard pile with `code` on top: the same array when the draft owns it; else a copy of exactly its length. */
export function discardWith(state: GameState, code: string): readonly string[] {
  const discard = state.discard;
  if (ownedBy(state, discard, writing.ownedDiscard)) {
    noteWrite(discard, code, -1);
    discard.push(code);
    return discard;
  }
  const out = withAdded(discard, code);
  if (makesOwnPiles(state)) writing.ownedDiscard = out;
  return out;
}

/**
 * The list less its item at `i`. V8's slice and splice copy and shift in bulk: 2-3 times faster
 * than an element-by-element copy for a 40-100-card deck (one per play of a game without deals),
 * for one spare slot kept and a one-item array made by the splice.
 */
export function withoutAt(list: readonly string[], i: number): string[] {
  const out = list.slice();
  out.splice(i, 1);
  return out;
}

/**
 * The list with `code` added at the end: a new array of exactly its length. Every state keeps its
 * piles, so spare room in the copies would add up: a spread grows its array as it goes and keeps
 * the room it grew (~70% more heap for a 60-card pile, and more to collect), concat takes a slower
 * generic path.
 */
export function withAdded(list: readonly string[], code: string): string[] {
  const length = list.length;
  const out = new Array<string>(length + 1);
  for (let i = 0; i < length; i++) out[i] = list[i]!;
  out[length] = code;
  return out;
}

/**
 * A copy of the state with some fields replaced: a shallow copy, the rest is shared. The fields
 * are listed in one order so every state has the same shape (fast property access). `steps`: what
 * the change was, recorded in the log (record.ts). On the open draft (`openDraft`) the fields
 * are replaced in place and the draft returned.
 */
export function update(state: GameState, changes: Partial<GameState>, steps?: Step | readonly Step[]): GameState {
  const next = writable(state, steps);
  for (const key in changes) (next as Record<string, unknown>)[key] = (changes as Record<string, unknown>)[key];
  return next;
}

/**
 * The state for a rule to write its fields on, `steps` recorded: the open draft itself, else a new
 * copy (the state given is never written). What `update` does, for the commonest rules on a play's
 * path: each field stored by name, not through a list of changes walked by for-in (a store by
 * computed key, the slowest kind in V8). The caller writes the fields at once and hands the state on.
 */
export function writable(state: GameState, steps?: Step | readonly Step[]): Mutable<GameState> {
  const draft = writing.draft;
  if (state === draft) {
    if (steps !== undefined) draft.log = appended(draft.log, steps);
    return draft;
  }
  return copyState(state, steps === undefined ? state.log : appended(state.log, steps));
}

/** A shallow copy with the record `log`, the fields in `GameState`'s order (one shape for every state). */
function copyState(state: GameState, log: StepLog | null): Mutable<GameState> {
  return {
    influence: state.influence,
    defcon: state.defcon,
    defconMovedTo2: state.defconMovedTo2,
    vp: state.vp,
    milops: state.milops,
    space: state.space,
    spaceAttempts: state.spaceAttempts,
    spaceFirst: state.spaceFirst,
    turn: state.turn,
    round: state.round,
    phasing: state.phasing,
    china: state.china,
    deck: state.deck,
    discard: state.discard,
    maybeInDiscard: state.maybeInDiscard,
    removed: state.removed,
    hands: state.hands,
    handCount: state.handCount,
    effects: state.effects,
    extraRounds: state.extraRounds,
    turnEnded: state.turnEnded,
    finalScored: state.finalScored,
    result: state.result,
    seed: state.seed,
    events: state.events,
    log,
  };
}

/**
 * Whether two states hold the same board and bookkeeping, whatever steps made them: their logs
 * are not compared, their event tables by identity. A replay that reaches a board it reached
 * before can go on from there as it went before (the analysis's incremental replay).
 */
export function sameBoard(a: GameState, b: GameState): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof GameState)[];
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (key === 'log') continue;
    if (key === 'events' ? a.events !== b.events : !sameData(a[key], b[key])) return false;
  }
  return true;
}

/** Plain data (arrays, records, primitives) equal by value. */
function sameData(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || Array.isArray(x) !== Array.isArray(y)) return false;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!sameData((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key])) return false;
  return true;
}
