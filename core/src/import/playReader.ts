/**
 * Reads one round of the log (a side's action round, or the two headlines) into the plays TSN
 * writes. The log tells a round as a run of parts: the card's event (`Event: …` and what it did),
 * its operations (`Place Influence (3 Ops):`, `Coup (2 Ops):`, `Realignment …`, `Space Race …`),
 * or a discard to leave Quagmire or Bear Trap. Which card an operations part belongs to (the card
 * played, a card an event played, operations an event grants) follows from the card whose event is
 * open and from whose operations the lines show.
 */
import { cardTitle, type Card } from '../data/cards';
import { opponent, type Side } from '../data/sides';
import type { LogRecord, OperationsKind, PlacedRecord } from './logRecords';
import { newPlay, type ModelAction, type ModelCardMove, type ModelEffect, type ModelPlay, type ModelSubPlay } from './model';
import { cardByLogName, countryByLogName, regionByLogName } from './names';

/** A line of the log the importer could not read, and why. */
export interface NotImported {
  /** The line, from 0. */
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

/** What the log has said so far about the board, as far as the importer needs it. */
export interface Tracker {
  defcon: number;
  milops: Record<Side, number>;
  /** Codes of the cards the log says are in play (`… is now in play`). */
  readonly inForce: Set<string>;
  /** The score as on the VP track, from the last `Score is …`. */
  score: number;
  /** The play, and its side, during which DEFCON last went to 2 (where NORAD's influence is written). */
  movedToTwo?: { readonly play: ModelPlay; readonly side: Side };
}

export function newTracker(): Tracker {
  return { defcon: 5, milops: { US: 0, USSR: 0 }, inForce: new Set(), score: 0 };
}

/** Whose event a card carries when `player` plays it: its side's, or the player's for a neutral card. */
function eventSide(card: Card, player: Side): Side {
  return card.side === 'neutral' ? player : card.side;
}

/**
 * Events that grant operations, and to whom: `player` is the side whose event it is. The kinds
 * say which operations the event allows, `count` how many parts (Che: two coups).
 */
const GRANTS: Readonly<Record<string, { readonly side: Side | 'player'; readonly kinds: readonly OperationsKind[]; readonly count: number }>> = {
  CIA: { side: 'US', kinds: ['influence', 'coup', 'realign', 'space'], count: 1 }, // 26: the US conducts 1 ops
  LON: { side: 'USSR', kinds: ['influence', 'coup', 'realign', 'space'], count: 1 }, // 62
  ABM: { side: 'player', kinds: ['influence', 'coup', 'realign', 'space'], count: 1 }, // 57
  CHE: { side: 'USSR', kinds: ['coup'], count: 2 }, // 107: a coup, a second if the first removed US influence
  JUN: { side: 'player', kinds: ['coup', 'realign'], count: 1 }, // 47: a free coup or realignment in Latin America
  ORT: { side: 'USSR', kinds: ['coup'], count: 1 }, // 91: a free coup next to Nicaragua
  TDW: { side: 'US', kinds: ['coup', 'realign'], count: 1 }, // 96: free coups or realignments in Europe
  GLA: { side: 'USSR', kinds: ['influence', 'coup', 'realign', 'space'], count: 1 }, // 90: with The Reformer
  KAL: { side: 'US', kinds: ['influence', 'coup', 'realign', 'space'], count: 1 }, // 89: with South Korea US-controlled
  OLY: { side: 'player', kinds: ['influence', 'coup', 'realign', 'space'], count: 1 }, // 20: a boycott, the sponsor's ops
  GRA: { side: 'US', kinds: ['influence', 'coup', 'realign', 'space'], count: 1 }, // 67: its own ops, the card handed back
};

/** Events that take a card the log then shows (`reveals`): the card is moved (`>CODE`), not a hand shown. */
const TAKES_REVEALED = new Set(['MIS', 'GRA', 'SAL']);

/** Events that play another card's event without the log showing the card first: Star Wars. */
const PLAYS_ANOTHER_EVENT = new Set(['STA']);

/** Cuban Missile Crisis: where each side removes its 2 influence to end it (card 40). */
const CRISIS_REMOVAL: Readonly<Record<Side, readonly string[]>> = { USSR: ['CU'], US: ['DE', 'TR'] };

/** An operations part read ahead of being taken: the action it writes, whose it is, where it ends. */
interface OperationsRead {
  readonly action: ModelAction | undefined;
  readonly side: Side | undefined;
  readonly end: number;
  /** Influence lines inside it that the operations do not explain (NORAD, the crisis ended). */
  readonly strays: ReadonlySet<number>;
}

export class RoundReader {
  private i = 0;
  private partSide: Side = 'USSR';
  private play: ModelPlay | undefined;

  constructor(
    private readonly records: readonly PlacedRecord[],
    private readonly tracker: Tracker,
    private readonly sink: NotImported[],
  ) {}

  private at(k: number): LogRecord | undefined {
    return this.records[k]?.record;
  }

  private get current(): LogRecord | undefined {
    return this.at(this.i);
  }

  /** Takes the record at `k`: what it says of the board is noted. */
  private take(k: number): void {
    const record = this.at(k)!;
    switch (record.kind) {
      case 'defcon':
        this.tracker.defcon = record.level;
        if (record.level === 2 && this.play) this.tracker.movedToTwo = { play: this.play, side: this.partSide };
        if (this.play) this.play.defcon = record.level;
        break;
      case 'milops':
        this.tracker.milops[record.side] = record.value;
        break;
      case 'inPlay': {
        const card = cardByLogName(record.title);
        if (card) {
          if (record.now) this.tracker.inForce.add(card.code);
          else this.tracker.inForce.delete(card.code);
        }
        break;
      }
      case 'vp':
        this.tracker.score = record.score;
        if (this.play && record.side) this.play.vp = (this.play.vp ?? 0) + (record.side === 'US' ? record.gained : -record.gained);
        break;
      default:
        break;
    }
  }

  private takeCurrent(): void {
    this.take(this.i);
    this.i++;
  }

  /** Keeps the record at `k` as a line not imported. */
  private reject(k: number, reason: string): void {
    const placed = this.records[k]!;
    this.sink.push({ line: placed.line, text: placed.text, reason });
  }

  private rejectCurrent(reason: string): void {
    this.reject(this.i, reason);
    this.i++;
  }

  get done(): boolean {
    return this.i >= this.records.length;
  }

  /** Records that say nothing TSN writes, taken wherever they stand. */
  private takeQuiet(): boolean {
    const record = this.current;
    if (!record) return false;
    switch (record.kind) {
      case 'blank':
      case 'reshuffle':
      case 'milops':
      case 'inPlay':
      case 'spaceAdvance':
      case 'nothingToReveal':
        this.takeCurrent();
        return true;
      case 'vp':
      case 'defcon':
        if (!this.play) return false;
        this.takeCurrent();
        return true;
      default:
        return false;
    }
  }

  // ---- an action round ------------------------------------------------------------------------

  /** Reads a side's action round: `card` played by `side`. */
  readActionRound(side: Side, card: Card): ModelPlay {
    const play = newPlay(card.code);
    this.partSide = side;
    this.play = play;
    while (!this.done) {
      if (this.takeQuiet()) continue;
      const record = this.current!;
      if (record.kind === 'event') {
        const eventCard = cardByLogName(record.title);
        if (eventCard?.code === card.code) {
          this.takeCurrent();
          // A scoring card is written with no symbol (`SAS=-1`), as in a headline.
          this.readEvent(play.actions, card, side, card.scoring ? null : '@');
          if (card.scoring && play.actions.length === 1 && play.actions[0]!.effects.length === 0) play.actions.pop();
          continue;
        }
        if (eventCard?.code === 'NOR' && this.tracker.inForce.has('NOR')) {
          this.takeCurrent();
          continue;
        }
        this.rejectCurrent(`the event of ${record.title}, in a round where ${cardTitle(card.code)} is played and no event plays it`);
        continue;
      }
      if (record.kind === 'operations') {
        const read = this.readOperations(this.i, side);
        this.commit(read);
        if (read.action) play.actions.push(read.action);
        continue;
      }
      if (record.kind === 'discard' && cardByLogName(record.title)?.code === card.code && record.side === side) {
        this.readTrap(side);
        continue;
      }
      if (record.kind === 'influence') {
        this.stray(this.i);
        this.i++;
        continue;
      }
      this.rejectCurrent(this.unexpected(record, card));
    }
    return play;
  }

  private unexpected(record: LogRecord, card: Card): string {
    if (record.kind === 'unknown') return 'a line the digital edition\'s log format does not have';
    return `a ${describeKind(record.kind)} line where ${cardTitle(card.code)}'s round has none`;
  }

  /** `USSR discards Grain Sales To Soviets` then `Trap Roll: 3 <= 4 -- Trap Escaped`: `GRA~3+`. */
  private readTrap(side: Side): void {
    this.takeCurrent();
    while (!this.done && this.current!.kind === 'blank') this.takeCurrent();
    const roll = this.current;
    if (roll?.kind !== 'trapRoll') {
      this.play!.actions.push({ symbol: '~', side, effects: [] });
      return;
    }
    this.takeCurrent();
    this.play!.actions.push({ symbol: '~', side, effects: [{ kind: 'trap', side, die: roll.die, success: roll.escaped }] });
  }

  // ---- the headline phase ---------------------------------------------------------------------

  /**
   * Reads the headline phase: each side's card (`USSR Headlines …`), then the events in the order
   * they resolved. Returns the two plays; `improvedTo` is the DEFCON the previous turn's end left.
   */
  readHeadlines(): { plays: Partial<Record<Side, ModelPlay>>; improvedTo: number | undefined; resolved: Side[] } {
    const plays: Partial<Record<Side, ModelPlay>> = {};
    const cards: Partial<Record<Side, Card>> = {};
    let improvedTo: number | undefined;
    /** VP written before the first event (Flower Power on a US war card) go to the first event's play. */
    let early = 0;
    let eventsStarted = false;
    const resolved: Side[] = [];
    while (!this.done) {
      const record = this.current!;
      if (record.kind === 'defcon' && !eventsStarted && Object.keys(cards).length === 0) {
        improvedTo = record.level;
        this.takeCurrent();
        continue;
      }
      if (record.kind === 'headlines') {
        const card = cardByLogName(record.title);
        if (card) {
          cards[record.side] = card;
          plays[record.side] = newPlay(card.code);
          this.takeCurrent();
        } else {
          this.rejectCurrent(`${record.title} is not a card of the game`);
        }
        continue;
      }
      if (record.kind === 'vp' && !eventsStarted) {
        this.take(this.i);
        if (record.side) early += record.side === 'US' ? record.gained : -record.gained;
        this.i++;
        continue;
      }
      if (record.kind === 'event') {
        const card = cardByLogName(record.title);
        const side = (['USSR', 'US'] as const).find((s) => cards[s] && cards[s]!.code === card?.code);
        if (!card || !side) {
          this.rejectCurrent(`the event of ${record.title}, which neither side headlined`);
          continue;
        }
        this.takeCurrent();
        resolved.push(side);
        const play = plays[side]!;
        if (!eventsStarted && early !== 0) play.vp = early;
        eventsStarted = true;
        this.partSide = side;
        this.play = play;
        this.readEvent(play.actions, card, side, null, cards[opponent(side)]);
        this.play = undefined;
        continue;
      }
      if (this.takeQuiet()) continue;
      if (record.kind === 'influence') {
        this.stray(this.i);
        this.i++;
        continue;
      }
      this.rejectCurrent(record.kind === 'unknown' ? 'a line the digital edition\'s log format does not have' : `a ${describeKind(record.kind)} line in the headline phase, outside both headlines' events`);
    }
    if (!eventsStarted && early !== 0) {
      const first = plays.USSR ?? plays.US;
      if (first) first.vp = early;
    }
    return { plays, improvedTo, resolved };
  }

  // ---- an event --------------------------------------------------------------------------------

  /**
   * Reads what `card`'s event did, played by `player`, into a new action of `container` (`@`, or no
   * symbol for a headline): influence, wars, cards moved (and what was done with them), regions
   * chosen, and the operations the event grants, each an action after it. Stops at the first
   * record that is not the event's.
   */
  private readEvent(container: ModelAction[], card: Card, player: Side, symbol: '@' | null, otherHeadline?: Card): void {
    const side = eventSide(card, player);
    const action: ModelAction = { symbol, side: this.partSide, effects: [] };
    container.push(action);
    const grant = GRANTS[card.code];
    let granted = 0;
    let pending: ModelCardMove | undefined;
    /** The card taken is played (Grain Sales: `US plays …`; Missile Envy: always). */
    let pendingPlayed = card.code === 'MIS';
    let subPlay: ModelSubPlay | undefined;
    const revealed: string[] = [];
    let revealer: Side | undefined;
    const flushRevealed = () => {
      if (revealed.length && this.play) this.play.comments.push(`${revealer} shows ${revealed.join(' ')}`);
      revealed.length = 0;
    };
    while (!this.done) {
      if (this.takeQuiet()) continue;
      const record = this.current!;
      switch (record.kind) {
        case 'influence': {
          const country = countryByLogName(record.country);
          if (!country) { this.rejectCurrent(`${record.country} is not a country of the map`); continue; }
          this.takeCurrent();
          addInfluence(action.effects, record.side, country.code, record.delta);
          continue;
        }
        case 'war': {
          const country = countryByLogName(record.country);
          this.takeCurrent();
          while (!this.done && this.current!.kind === 'blank') this.takeCurrent();
          const roll = this.current;
          if (!country || roll?.kind !== 'warRoll') {
            this.reject(this.i - 1, country ? 'a war with no roll after it' : `${record.country} is not a country of the map`);
            continue;
          }
          this.takeCurrent();
          // The spec writes the war unparenthesised whoever played the card (`KOR@xKR4+ #SY6+5`).
          action.effects.push({ kind: 'war', side: this.partSide, country: country.code, die: roll.die, won: roll.won });
          this.takeWarInfluence(country.code);
          continue;
        }
        case 'discard': {
          const moved = cardByLogName(record.title);
          if (!moved) { this.rejectCurrent(`${record.title} is not a card of the game`); continue; }
          this.takeCurrent();
          pending = { kind: 'card', code: moved.code, side: this.partSide };
          pendingPlayed = false;
          action.effects.push(pending);
          continue;
        }
        case 'reveal': {
          const shown = cardByLogName(record.title);
          if (!shown) { this.rejectCurrent(`${record.title} is not a card of the game`); continue; }
          this.takeCurrent();
          if (record.fromHand) continue; // Grain Sales shows the card twice
          if (TAKES_REVEALED.has(card.code) && !pending) {
            pending = { kind: 'card', code: shown.code, side: this.partSide };
            action.effects.push(pending);
          } else {
            revealer = record.side;
            revealed.push(shown.code);
          }
          continue;
        }
        case 'returns':
          // Grain Sales hands the card back: it stays bare, Grain Sales' own operations follow.
          this.takeCurrent();
          pendingPlayed = false;
          pending = undefined;
          continue;
        case 'plays': {
          const played = cardByLogName(record.title);
          if (!played) { this.rejectCurrent(`${record.title} is not a card of the game`); continue; }
          this.takeCurrent();
          if (card.code === 'UNI') {
            subPlay = { kind: 'subplay', side: this.partSide, card: played.code, actions: [] };
            action.effects.push(subPlay);
          } else if (pending && pending.code === played.code) {
            pendingPlayed = true;
          } else {
            this.reject(this.i - 1, `${cardTitle(card.code)}'s event plays no card ${cardTitle(played.code)}`);
          }
          continue;
        }
        case 'chooses': {
          const region = regionByLogName(record.choice);
          if (!region) { this.rejectCurrent(`${record.choice} is not a region`); continue; }
          this.takeCurrent();
          action.effects.push({ kind: 'region', side: this.partSide, code: region });
          continue;
        }
        case 'olympics':
          this.takeCurrent();
          continue;
        case 'realignRoll': {
          // Each side's die of an event that rolls both (the Summit: the US's first; the Olympic
          // Games: the sponsor's first), should the log show them.
          const second = this.at(this.i + 1);
          if ((card.code !== 'SUM' && card.code !== 'OLY') || second?.kind !== 'realignRoll' || second.side === record.side) break;
          const first = (card.code === 'SUM' ? 'US' : side) === record.side ? record : second;
          const other = first === record ? second : record;
          this.takeCurrent();
          this.takeCurrent();
          action.effects.push({ kind: 'dice', side: this.partSide, first: first.die, second: other.die });
          continue;
        }
        case 'event': {
          const next = cardByLogName(record.title);
          if (next?.code === card.code) { this.takeCurrent(); continue; } // the log writes some events' line twice
          if (next && pending && pending.code === next.code && !(pending.event ?? []).some((a) => a.symbol === '@')) {
            this.takeCurrent();
            pending.event ??= [];
            this.readEvent(pending.event, next, player, '@', otherHeadline);
            // An opponent's card played for its operations has its event too, before or after them
            // (Grain Sales taking a USSR card); any other card's event is what was done with it.
            if (next.side === 'neutral' || next.side === side) pendingPlayed = false;
            continue;
          }
          if (!next || next.code === otherHeadline?.code) break;
          if (PLAYS_ANOTHER_EVENT.has(card.code)) {
            this.takeCurrent();
            const move: ModelCardMove = { kind: 'card', code: next.code, side: this.partSide, event: [] };
            action.effects.push(move);
            this.readEvent(move.event!, next, player, '@', otherHeadline);
            continue;
          }
          break;
        }
        case 'operations': {
          const read = this.readOperations(this.i, side);
          if (subPlay && subPlay.actions.length === 0) {
            this.commit(read);
            if (read.action) subPlay.actions.push(read.action);
            continue;
          }
          if (pending && pendingPlayed) {
            this.commit(read);
            pending.event ??= [];
            if (read.action) pending.event.push(read.action);
            pendingPlayed = false;
            continue;
          }
          const grantee = grant ? (grant.side === 'player' ? side : grant.side) : undefined;
          if (grant && grantee && granted < grant.count && grant.kinds.includes(record.what) && (read.side === undefined || read.side === grantee)) {
            granted++;
            this.commit(read);
            if (read.action) container.push({ ...read.action, side: grantee, effects: read.action.effects.map((e) => withSide(e, grantee)) });
            continue;
          }
          break;
        }
        default:
          break;
      }
      // Not the event's: the round goes on without it.
      break;
    }
    flushRevealed();
  }

  /** The influence lines after a war: the war's roll says what they did (not written). */
  private takeWarInfluence(country: string): void {
    while (!this.done) {
      const record = this.current!;
      if (record.kind === 'influence' && countryByLogName(record.country)?.code === country) { this.takeCurrent(); continue; }
      if (record.kind === 'blank') { this.takeCurrent(); continue; }
      return;
    }
  }

  // ---- operations -----------------------------------------------------------------------------

  /** Reads, without taking them, the operations part starting at `start` (its header). */
  private readOperations(start: number, player: Side): OperationsRead {
    const header = this.at(start)!;
    if (header.kind !== 'operations') throw new Error('not an operations header');
    let k = start + 1;
    const strays = new Set<number>();
    const skipBlanks = () => { while (this.at(k)?.kind === 'blank') k++; };
    switch (header.what) {
      case 'influence': {
        const effects: ModelEffect[] = [];
        let side: Side | undefined;
        for (let r = this.at(k); r && (r.kind === 'influence' || r.kind === 'blank'); r = this.at(++k)) {
          if (r.kind !== 'influence') continue;
          const country = countryByLogName(r.country);
          if (!country) { strays.add(k); continue; }
          side ??= r.delta > 0 ? r.side : undefined;
          addInfluence(effects, r.side, country.code, r.delta);
        }
        const owner = side ?? player;
        return { action: effects.length ? { symbol: '&', side: owner, effects } : undefined, side, end: k, strays };
      }
      case 'coup': {
        skipBlanks();
        // Before the target: the crisis ended to allow the coup (`US -2 in West Germany`, Cuban Missile Crisis).
        for (let r = this.at(k); r && (r.kind === 'influence' || r.kind === 'inPlay' || r.kind === 'blank'); r = this.at(++k)) {
          if (r.kind === 'influence') strays.add(k);
        }
        const target = this.at(k);
        if (target?.kind !== 'target') return { action: undefined, side: undefined, end: k, strays };
        const country = countryByLogName(target.country);
        k++;
        skipBlanks();
        const roll = this.at(k);
        if (!country || roll?.kind !== 'coupRoll') return { action: undefined, side: undefined, end: start + 1, strays: new Set() };
        k++;
        let side: Side | undefined;
        for (let r = this.at(k); r; r = this.at(++k)) {
          if (r.kind === 'influence') {
            if (countryByLogName(r.country)?.code === country.code) side ??= r.delta > 0 ? r.side : opponent(r.side);
            else strays.add(k);
            continue;
          }
          if (r.kind === 'milops') { side = r.side; continue; }
          if (r.kind === 'defcon' || r.kind === 'blank') continue;
          break;
        }
        const owner = side ?? player;
        const effect: ModelEffect = { kind: 'coup', side: owner, country: country.code, die: roll.die, ...(roll.success ? { result: roll.result } : {}) };
        return { action: { symbol: '#', side: owner, effects: [effect] }, side, end: k, strays };
      }
      case 'realign': {
        const effects: ModelEffect[] = [];
        for (;;) {
          skipBlanks();
          const target = this.at(k);
          if (target?.kind !== 'target') break;
          const country = countryByLogName(target.country);
          const first = this.at(k + 1);
          const second = this.at(k + 2);
          if (!country || first?.kind !== 'realignRoll' || second?.kind !== 'realignRoll' || first.side === second.side) break;
          const us = first.side === 'US' ? first : second;
          const ussr = first.side === 'US' ? second : first;
          effects.push({ kind: 'realign', side: player, country: country.code, usDie: us.die, ussrDie: ussr.die });
          k += 3;
          for (let r = this.at(k); r && r.kind === 'influence' && countryByLogName(r.country)?.code === country.code; r = this.at(++k));
        }
        return { action: effects.length ? { symbol: '/', side: player, effects } : undefined, side: undefined, end: k, strays };
      }
      case 'space': {
        skipBlanks();
        const roll = this.at(k);
        if (roll?.kind !== 'spaceRoll') return { action: undefined, side: undefined, end: k, strays };
        k++;
        skipBlanks();
        const advance = this.at(k);
        const side = advance?.kind === 'spaceAdvance' ? advance.side : undefined;
        const owner = side ?? player;
        return { action: { symbol: '*', side: owner, effects: [{ kind: 'space', side: owner, die: roll.die, success: roll.success }] }, side, end: k, strays };
      }
    }
  }

  /** Takes an operations part read ahead; its stray influence lines are read for what they are. */
  private commit(read: OperationsRead): void {
    for (let k = this.i; k < read.end; k++) {
      if (read.strays.has(k)) this.stray(k);
      else this.take(k);
    }
    this.i = read.end;
  }

  /**
   * An influence line no play of the round explains: the end of Cuban Missile Crisis (2 removed by
   * the side it threatens, from Cuba or from West Germany or Turkey), NORAD's addition (1 US
   * influence once DEFCON went to 2), or a line not imported.
   */
  private stray(k: number): void {
    const record = this.at(k)!;
    if (record.kind !== 'influence') return;
    const country = countryByLogName(record.country);
    const play = this.play;
    if (country && play && record.delta === -2 && this.tracker.inForce.has('CMC') && CRISIS_REMOVAL[record.side].includes(country.code)) {
      play.trailing.push({
        kind: 'subplay', side: this.partSide, card: 'CMC',
        actions: [{ symbol: '@', side: this.partSide, effects: [{ kind: 'influence', side: record.side, country: country.code, delta: record.delta }] }],
      });
      this.take(k);
      return;
    }
    const moved = this.tracker.movedToTwo;
    if (country && moved && record.side === 'US' && record.delta === 1 && this.tracker.inForce.has('NOR') && this.tracker.defcon === 2) {
      moved.play.trailing.push({
        kind: 'subplay', side: moved.side, card: 'NOR',
        actions: [{ symbol: '@', side: moved.side, effects: [{ kind: 'influence', side: 'US', country: country.code, delta: 1 }] }],
      });
      this.tracker.movedToTwo = undefined;
      this.take(k);
      return;
    }
    this.reject(k, country ? 'influence that no play of this round explains' : `${record.country} is not a country of the map`);
  }
}

function withSide(effect: ModelEffect, side: Side): ModelEffect {
  return effect.kind === 'coup' || effect.kind === 'realign' || effect.kind === 'space' ? { ...effect, side } : effect;
}

/** Adds a change of influence, merged with an earlier one of the same side and country. */
function addInfluence(effects: ModelEffect[], side: Side, country: string, delta: number): void {
  if (delta === 0) return;
  const same = effects.find((e): e is Extract<ModelEffect, { kind: 'influence' }> => e.kind === 'influence' && e.side === side && e.country === country);
  if (same) {
    same.delta += delta;
    if (same.delta === 0) effects.splice(effects.indexOf(same), 1);
    return;
  }
  effects.push({ kind: 'influence', side, country, delta });
}

const KIND_NAMES: Partial<Record<LogRecord['kind'], string>> = {
  coupRoll: 'coup roll', realignRoll: 'realignment roll', spaceRoll: 'space race roll', warRoll: 'war roll', trapRoll: 'trap roll',
  target: 'target', headlines: 'headline', operations: 'operations', event: 'event', discard: 'discard', reveal: 'card shown',
  plays: 'card played', returns: 'card returned', player: 'player', handicap: 'handicap', scenario: 'scenario', influence: 'influence',
  chooses: 'choice', olympics: 'Olympic Games', war: 'war', end: 'end of game', setup: 'setup',
};

export function describeKind(kind: LogRecord['kind']): string {
  return KIND_NAMES[kind] ?? kind;
}

