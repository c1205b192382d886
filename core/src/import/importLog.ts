/**
 * The digital edition's game log in, a TSN 2 game out (shared/spec/tsn-rulings.md, "Records that
 * leave things out"): tags from the log, the setup with the handicap's influence, each turn's
 * headlines and action rounds with their dice, VP and DEFCON marks, the end of each turn with the
 * military operations penalty the log shows only in the next score, and every line it could not
 * read kept as `# not imported: …` where it stood. Pure: text in, text out.
 */
import { splitLines } from '../common/text';
import { printLine, type Line } from '../notation';
import type { Side } from '../data/sides';
import { readLog, type PlacedRecord } from './logRecords';
import {
  blankLine, commentLine, endLine, gameLine, setupLine, tagLine, type ModelPart, type ModelPlay,
} from './model';
import { cardTitle } from '../data/cards';
import { cardByLogName, countryByLogName } from './names';
import { describeKind, newTracker, RoundReader, type NotImported, type Tracker } from './playReader';

export type { NotImported } from './playReader';

export interface ImportOptions {
  /** Where the log came from (a file name), for the `[Source]` tag. */
  readonly source?: string;
}

export interface ImportResult {
  /** False when the text is not a game log of the digital edition: nothing is written then. */
  readonly recognised: boolean;
  /** Why the text is not such a log, when it is not. */
  readonly reason?: string;
  /** The game in TSN 2 (empty when not recognised), ending with a line break. */
  readonly tsn: string;
  /** The log's lines that were kept as `# not imported: …`, in log order. */
  readonly notImported: readonly NotImported[];
}

/** The prefix of the comment line that keeps a line of the log the importer could not read. */
export const NOT_IMPORTED = 'not imported:';

/** A section of the log: a header (the setup, a headline phase, an action round) and its lines. */
interface Section {
  readonly header: PlacedRecord | undefined;
  readonly records: PlacedRecord[];
}

/** Where a line of TSN goes: a game line's place in the game (turn, then round order). */
type Slot = { turn: number; order: number };

const HEADLINE_ORDER = 0;
const END_ORDER = 20;

function roundSlot(turn: number, round: number): Slot {
  return { turn, order: round };
}

function slotKey(slot: Slot): number {
  return slot.turn * 100 + slot.order;
}

/** What the import knows of one action round: each side's part, if the log gave it. */
type RoundParts = Partial<Record<Side, ModelPart>>;

interface TurnModel {
  headline?: Partial<Record<Side, ModelPlay>>;
  /** The log stops in the headline phase before the US's event: the game is still being played there. */
  headlineCut?: boolean;
  readonly rounds: Map<number, RoundParts>;
  end?: { ussrVp: number; usVp: number; defcon: number | undefined };
}

/** The shortest log the importer reads as one: a header line of the log's own form. */
const HEADER = /^(?:SETUP:|Turn \d+, (?:Headline Phase|USSR AR\d+|US AR\d+):)/m;

/**
 * Whether `text` is a game log of the digital edition (its setup or a round's header, and most
 * of its lines of the log's forms), as opposed to TSN or some other text.
 */
export function looksLikePlaydekLog(text: string): boolean {
  return recognise(text) === undefined;
}

/** Why `text` is not a log of the digital edition; undefined when it is. */
function recognise(text: string): string | undefined {
  if (text.trim() === '') return 'the input is empty';
  if (text.includes('\u0000')) return 'the input is binary data, not text';
  if (!HEADER.test(text)) return 'no line of it is a round of the digital edition\'s game log (such as "Turn 1, USSR AR1: …" or "SETUP: …")';
  return undefined;
}

export function importPlaydekLog(text: string, options: ImportOptions = {}): ImportResult {
  const why = recognise(text);
  if (why) return { recognised: false, reason: why, tsn: '', notImported: [] };
  return new GameImport(readLog(splitLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)), options).run();
}

class GameImport {
  private readonly tracker: Tracker = newTracker();
  private readonly notImported: NotImported[] = [];
  /** Comment lines, by the slot of the game line they stand before. */
  private readonly comments = new Map<number, { slot: Slot; texts: string[] }>();
  private readonly turns = new Map<number, TurnModel>();
  private setup: { ussr: { country: string; amount: number }[]; us: { country: string; amount: number }[] } | undefined;
  private readonly players: Partial<Record<Side, string>> = {};
  private handicap: string | undefined;
  private scenario: string | undefined;
  private optionalCards = false;
  private timePerPlayer: string | undefined;
  private lastTurn = 0;
  private gameOver = false;

  constructor(private readonly records: readonly PlacedRecord[], private readonly options: ImportOptions) {}

  run(): ImportResult {
    const sections = this.sections();
    sections.forEach((section, index) => this.readSection(section, index === sections.length - 1));
    return { recognised: true, tsn: this.write(), notImported: this.notImported };
  }

  private sections(): Section[] {
    const sections: Section[] = [];
    let current: Section = { header: undefined, records: [] };
    for (const placed of this.records) {
      const kind = placed.record.kind;
      if (kind === 'setup' || kind === 'headlinePhase' || kind === 'actionRound' || kind === 'end') {
        if (current.header || current.records.length) sections.push(current);
        current = { header: placed, records: [] };
        continue;
      }
      current.records.push(placed);
    }
    if (current.header || current.records.length) sections.push(current);
    return sections;
  }

  private turn(n: number): TurnModel {
    let turn = this.turns.get(n);
    if (!turn) {
      turn = { rounds: new Map() };
      this.turns.set(n, turn);
    }
    return turn;
  }

  private keep(slot: Slot, text: string): void {
    const key = slotKey(slot);
    let entry = this.comments.get(key);
    if (!entry) {
      entry = { slot, texts: [] };
      this.comments.set(key, entry);
    }
    entry.texts.push(text);
  }

  /** Keeps lines not imported before the game line of `slot`. */
  private keepAll(slot: Slot, from: number, rejected: readonly NotImported[]): void {
    for (const r of rejected.slice(from)) this.keep(slot, `${NOT_IMPORTED} ${r.text.trim()}`);
  }

  private reject(slot: Slot, placed: PlacedRecord, reason: string): void {
    this.notImported.push({ line: placed.line, text: placed.text, reason });
    this.keep(slot, `${NOT_IMPORTED} ${placed.text.trim()}`);
  }

  /** Keeps every line of a section not imported (each once; a header and the line after its colon are one), but those in `already`. */
  private rejectSection(slot: Slot, section: Section, reason: string, already: ReadonlySet<number> = new Set()): void {
    const done = new Set(already);
    for (const placed of [section.header!, ...section.records]) {
      if (placed.record.kind === 'blank' || done.has(placed.line)) continue;
      done.add(placed.line);
      this.reject(slot, placed, reason);
    }
  }

  private readSection(section: Section, last: boolean): void {
    const header = section.header;
    const record = header?.record;
    if (!header || !record) {
      for (const placed of section.records) {
        if (placed.record.kind !== 'blank') this.reject({ turn: 0, order: 0 }, placed, 'a line before the log\'s first round');
      }
      return;
    }
    switch (record.kind) {
      case 'setup': return this.readSetup(section);
      case 'headlinePhase': return this.readHeadlinePhase(record.turn, section, last);
      case 'actionRound': return this.readActionRound(record.turn, record.side, record.round, record.title, section, last);
      case 'end': return this.readEnd(section);
      default: return;
    }
  }

  private readSetup(section: Section): void {
    const slot: Slot = { turn: 1, order: -1 };
    const setup = this.setup ?? { ussr: [], us: [] };
    this.setup = setup;
    for (const placed of section.records) {
      const record = placed.record;
      switch (record.kind) {
        case 'blank': continue;
        case 'player': this.players[record.side] = record.name.trim(); continue;
        case 'handicap': this.handicap = `${record.side} ${record.amount >= 0 ? '+' : ''}${record.amount}`; continue;
        case 'scenario': this.scenario = record.name; continue;
        case 'optionalCards': this.optionalCards = true; continue;
        case 'timePerPlayer': this.timePerPlayer = record.time; continue;
        case 'influence': {
          const country = countryByLogName(record.country);
          if (!country || record.delta <= 0) {
            this.reject(slot, placed, country ? 'setup places influence, it does not remove it' : `${record.country} is not a country of the map`);
            continue;
          }
          const list = record.side === 'USSR' ? setup.ussr : setup.us;
          const same = list.find((p) => p.country === country.code);
          if (same) same.amount += record.delta;
          else list.push({ country: country.code, amount: record.delta });
          continue;
        }
        default:
          this.reject(slot, placed, record.kind === 'unknown' ? 'a line the digital edition\'s log format does not have' : `a ${describeKind(record.kind)} line in the setup`);
      }
    }
  }

  /** The end of turn `turn`: the military operations each side fell short of DEFCON, as VP to the other. */
  private closeTurn(turn: number, improvedTo: number | undefined): void {
    const model = this.turn(turn);
    if (model.end || this.gameOver) return;
    const { defcon, milops } = this.tracker;
    const shortUssr = Math.max(0, defcon - milops.USSR);
    const shortUs = Math.max(0, defcon - milops.US);
    model.end = { ussrVp: shortUssr, usVp: -shortUs, defcon: improvedTo };
    this.tracker.score += shortUssr - shortUs;
  }

  private readHeadlinePhase(turn: number, section: Section, last: boolean): void {
    const slot: Slot = { turn, order: HEADLINE_ORDER };
    // The turn before ends here: its penalty is counted on the board as it stood (DEFCON before it improves).
    const previous = this.lastTurn;
    const ending = previous > 0 && previous < turn ? previous : undefined;
    if (ending !== undefined) this.closeTurn(ending, undefined);
    this.tracker.milops = { US: 0, USSR: 0 };
    this.lastTurn = Math.max(this.lastTurn, turn);
    const rejected: NotImported[] = [];
    const headlines = new RoundReader(section.records, this.tracker, rejected).readHeadlines();
    if (ending !== undefined) {
      const end = this.turn(ending).end;
      if (end && headlines.improvedTo !== undefined) end.defcon = headlines.improvedTo;
    }
    const model = this.turn(turn);
    if (model.headline) {
      this.rejectSection(slot, section, `turn ${turn}'s headline phase, already read`);
      return;
    }
    model.headline = headlines.plays;
    this.notImported.push(...rejected);
    this.keepAll(slot, 0, rejected);
    // A headline with no event is one Defectors cancelled, unless the log stops before its event.
    const cancelled = (side: Side) => side === 'USSR' && headlines.plays.US?.card === 'DEF';
    const unresolved = (['USSR', 'US'] as const).filter((side) => headlines.plays[side] && !headlines.resolved.includes(side) && !cancelled(side));
    if (last && unresolved.length > 0) {
      model.headlineCut = unresolved.includes('US') && !unresolved.includes('USSR');
      this.keep({ turn, order: HEADLINE_ORDER + 0.5 }, `the log stops in this round: ${section.header!.text.trim()}`);
    }
  }

  private readActionRound(turn: number, side: Side, round: number, title: string, section: Section, last: boolean): void {
    const slot = roundSlot(turn, round);
    this.lastTurn = Math.max(this.lastTurn, turn);
    const parts = this.turn(turn).rounds.get(round) ?? {};
    this.turn(turn).rounds.set(round, parts);
    if (parts[side] !== undefined) {
      this.rejectSection(slot, section, `the ${side}'s action round ${turn}.${round}, already read`);
      return;
    }
    if (title.trim() === '') {
      // `Turn 9, US AR7: :` — no card played in the round (none left, or an eighth round not taken).
      for (const placed of section.records) if (placed.record.kind !== 'blank') this.reject(slot, placed, 'a line in a round where no card is played');
      parts[side] = 'none';
      return;
    }
    const card = cardByLogName(title);
    if (!card) {
      this.rejectSection(slot, section, `${title} is not a card of the game`);
      return;
    }
    const content = section.records.filter((r) => r.record.kind !== 'blank');
    const lastContent = content[content.length - 1]?.record;
    if (last && (lastContent === undefined || lastContent.kind === 'operations' || lastContent.kind === 'target' || lastContent.kind === 'event')) {
      // The log stops before this round says what the card did: the game is still being played there.
      this.keep({ turn, order: round + 0.5 }, `the log stops in this round: ${section.header!.text.trim()}`);
      return;
    }
    const rejected: NotImported[] = [];
    const play = new RoundReader(section.records, this.tracker, rejected).readActionRound(side, card);
    this.notImported.push(...rejected);
    this.keepAll(slot, 0, rejected);
    if (play.actions.length === 0 && !card.scoring) {
      // None of the round's lines said how the card was played: the round is not imported, its
      // header and the lines read with it (VP, DEFCON) kept as comments too.
      this.rejectSection(slot, section, `the log does not say how ${cardTitle(card.code)} was played`, new Set(rejected.map((r) => r.line)));
      return;
    }
    parts[side] = play;
    if (this.tracker.defcon <= 1 || Math.abs(this.tracker.score) >= 20 || card.code === 'WAR' && play.vp !== undefined) this.gameOver = true;
  }

  private readEnd(section: Section): void {
    for (const placed of section.records) {
      if (placed.record.kind !== 'blank') this.reject({ turn: this.lastTurn, order: END_ORDER + 1 }, placed, 'a line after the end of the game');
    }
    if (this.lastTurn === 10) this.closeTurn(10, undefined);
    this.gameOver = true;
  }

  // ---- writing ----------------------------------------------------------------------------------

  private tags(): Line[] {
    const tags: Line[] = [tagLine('Event', 'Twilight Struggle, digital edition')];
    if (this.players.US) tags.push(tagLine('US', this.players.US));
    if (this.players.USSR) tags.push(tagLine('USSR', this.players.USSR));
    if (this.scenario) tags.push(tagLine('Scenario', this.scenario));
    if (this.handicap) tags.push(tagLine('Handicap', this.handicap));
    if (this.optionalCards) tags.push(tagLine('OptionalCards', 'added'));
    if (this.timePerPlayer) tags.push(tagLine('TimePerPlayer', this.timePerPlayer));
    tags.push(tagLine('Source', this.options.source ? `digital edition game log, ${this.options.source}` : 'digital edition game log'));
    tags.push(tagLine('Notation', 'TSN 2'));
    return tags;
  }

  private write(): string {
    const out: Line[] = this.tags();
    const games: { slot: Slot; line: Line }[] = [];
    if (this.setup && (this.setup.ussr.length || this.setup.us.length)) games.push({ slot: { turn: 1, order: -1 }, line: setupLine(this.setup.ussr, this.setup.us) });
    const lastRound = this.lastWrittenRound();
    for (const [turn, model] of [...this.turns].sort((a, b) => a[0] - b[0])) {
      if (model.headline && (model.headline.USSR || model.headline.US)) {
        const us = model.headlineCut && !this.gameOver ? undefined : model.headline.US ?? 'none';
        games.push({ slot: { turn, order: HEADLINE_ORDER }, line: gameLine(turn, 'H', model.headline.USSR ?? 'none', us) });
      }
      for (const [round, parts] of [...model.rounds].sort((a, b) => a[0] - b[0])) {
        const ussr = parts.USSR;
        const us = parts.US;
        if ((ussr === undefined || ussr === 'none') && (us === undefined || us === 'none')) continue;
        const stillPlayed = !this.gameOver && turn === lastRound.turn && round === lastRound.round && us === undefined;
        games.push({ slot: roundSlot(turn, round), line: gameLine(turn, round, ussr ?? 'none', stillPlayed ? undefined : us ?? 'none') });
      }
      if (model.end && (model.end.ussrVp !== 0 || model.end.usVp !== 0 || model.end.defcon !== undefined)) games.push({ slot: { turn, order: END_ORDER }, line: endLine(turn, model.end.ussrVp, model.end.usVp, model.end.defcon) });
    }
    const slots = new Map<number, Line[]>();
    for (const { slot, line } of games) slots.set(slotKey(slot), [...(slots.get(slotKey(slot)) ?? []), line]);
    for (const { slot } of this.comments.values()) if (!slots.has(slotKey(slot))) slots.set(slotKey(slot), []);
    let previousTurn: number | undefined;
    for (const key of [...slots.keys()].sort((a, b) => a - b)) {
      const turn = Math.floor((key + 1) / 100);
      if (previousTurn === undefined || turn !== previousTurn) out.push(blankLine());
      previousTurn = turn;
      for (const text of this.comments.get(key)?.texts ?? []) out.push(commentLine(text));
      out.push(...slots.get(key)!);
    }
    return out.map(printLine).join('\n') + '\n';
  }

  /** The last action round with a play written, in game order. */
  private lastWrittenRound(): { turn: number; round: number } {
    let best = { turn: 0, round: 0 };
    for (const [turn, model] of this.turns) {
      for (const [round, parts] of model.rounds) {
        const written = (parts.USSR !== undefined && parts.USSR !== 'none') || (parts.US !== undefined && parts.US !== 'none');
        if (written && (turn > best.turn || (turn === best.turn && round > best.round))) best = { turn, round };
      }
    }
    return best;
  }
}
