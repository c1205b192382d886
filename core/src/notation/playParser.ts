/**
 * The play grammar: one side's part of a game line (a setup, a deal, an end of turn or a play with
 * its actions, groups, sub-plays, moved cards, rolls and marks), read from the lexer's tokens into
 * the syntax tree. Every problem is a notation diagnostic; reading goes on with the next item.
 */
import type { Diagnostic, Fix } from '../common/diagnostic';
import type { NotationCode } from '../common/codes';
import { excerpt, range, roundLineName, type Range } from '../common/text';
import { cardByCode, regionByCode, suggestCard, suggestCountry, type Side } from '../data';
import {
  rollKindOf, type Action, type Annotation, type AnnotationText, type CardMove, type Code, type Comment, type DealPart,
  type DefconMark, type Effect, type EndPart, type HiddenCards, type Owner, type Play, type PlaySymbol, type RollKind,
  type RoundLabel, type SetupPart, type VpMark,
} from './ast';
import { digitsValue, isDie, isDigit, isLetter, isLowerLetter, skipDigits, type Token } from './lexer';
import { upperCard, upperCardAt, upperCountryAt } from './codeTable';
import { printVp } from './printer';
import { report } from './report';

/** A count or die beyond this is a typo, not a play. */
const MAX_COUNT = 99;
/**
 * Groups, sub-plays and moved cards' events nested deeper than this are no real play (the deepest
 * the rules allow is a few levels: a card played in an event granted by a card moved in a group).
 * The rest of the part is skipped, so no reader of the tree recurses as deep as the input says.
 */
const MAX_NESTING = 12;

const NONE: readonly never[] = Object.freeze([]);
/** What a parser between two parts holds instead of a part's label and sink. */
const NO_LABEL: RoundLabel = Object.freeze({ turn: 1, round: 'S', text: '', range: Object.freeze({ start: Object.freeze({ line: 0, character: 0 }), end: Object.freeze({ line: 0, character: 0 }) }) });
const NO_SINK: Diagnostic[] = [];

/**
 * A finished list of the tree: the shared empty list, or a copy of just its length (an array that
 * grew by push keeps room for 17 items, and a long file's tree holds hundreds of thousands).
 */
function compact<T>(items: T[]): T[] {
  return items.length === 0 ? (NONE as unknown as T[]) : items.slice();
}

export const UNCLOSED_COMMENT = 'This comment opens with { but does not close on its line: add } at its end.';

interface CodeLookup {
  readonly what: 'Card' | 'Country';
  readonly unknownCode: NotationCode;
  /** The table's own spelling of an upper-case code, shared by every node that writes it; undefined for an unknown code. */
  known(upper: string): string | undefined;
  suggest(text: string): readonly { readonly code: string; readonly name: string }[];
  /** What a code of the table looks like, for an unknown code nothing is close to. */
  readonly shape: string;
}

const CARD_LOOKUP: CodeLookup = { what: 'Card', unknownCode: 'TSN011', known: upperCard, suggest: suggestCard, shape: 'a card code is three characters, as NAS for Nasser' };
const COUNTRY_LOOKUP: CodeLookup = { what: 'Country', unknownCode: 'TSN012', known: (c) => (c.length === 2 ? upperCountryAt(c, 0) : undefined), suggest: suggestCountry, shape: 'a country code is two letters, as IT for Italy' };

/** `text` in upper case; the string itself when it has no lower-case letter (no copy). */
function upperCase(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || c > 127) return text.toUpperCase();
  }
  return text;
}

/** `/^[A-Za-z]{2}-?\d*$/`: a country and an influence count (`IT`, `IT2`, `IT-`, `IT-2`). */
function isInfluenceShape(text: string): boolean {
  if (text.length < 2 || !isLetter(text.charCodeAt(0)) || !isLetter(text.charCodeAt(1))) return false;
  const digitsFrom = text.charCodeAt(2) === 45 /* - */ ? 3 : 2;
  return skipDigits(text, digitsFrom) === text.length;
}

/** `/^[A-Za-z][A-Za-z0-9]{min-1,max-1}$/`: a letter, then letters and digits, `min` to `max` characters in all. */
function isCodeShape(text: string, min: number, max: number): boolean {
  if (text.length < min || text.length > max || !isLetter(text.charCodeAt(0))) return false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isLetter(c) && !isDigit(c)) return false;
  }
  return true;
}

/** `/^[A-Z][A-Z0-9]{2}$/`: a card code as written in upper case. */
function isUpperCardShape(text: string): boolean {
  if (text.length !== 3) return false;
  const a = text.charCodeAt(0), b = text.charCodeAt(1), c = text.charCodeAt(2);
  return a >= 65 && a <= 90 && ((b >= 65 && b <= 90) || isDigit(b)) && ((c >= 65 && c <= 90) || isDigit(c));
}

/** `/^D\d*$/`: a DEFCON mark. */
function isDefconShape(text: string): boolean {
  return text.charCodeAt(0) === 68 /* D */ && skipDigits(text, 1) === text.length;
}

interface Group {
  readonly owner: Owner;
  readonly open?: Token;
}

/** The play's own items, outside any group. */
const SELF: Group = { owner: 'self' };

const COUNTRY_ITEM_SHAPES: Partial<Record<RollKind, RegExp>> = {
  influence: /^[A-Z]{2}-?\d*$/,
  coup: /^[A-Z]{2}\d+(\+\d*)?$/,
  realign: /^[A-Z]{2}\d+:\d+$/,
};

const ROLLED = { coup: 1, space: 2, trap: 4 } as const;

/** A roll kind's bit in ROLLED, read by name (a read of ROLLED by a computed key goes megamorphic in V8). */
function rolledBit(kind: 'coup' | 'space' | 'trap'): number {
  return kind === 'coup' ? ROLLED.coup : kind === 'space' ? ROLLED.space : ROLLED.trap;
}

/** Mutable builder for an action while its part is read. */
interface ActionBuilder {
  symbol: PlaySymbol | null;
  symbolToken: Token | undefined;
  owner: Owner;
  /** NONE until the first effect, then a list of its own (`addEffect`). */
  effects: Effect[];
  start: number;
  end: number;
  /** The rolls already read into this action, ROLLED's bits (one coup target, one space race or trap roll per symbol). */
  rolled: number;
}

/** Mutable builder for a play or a sub-play (a card played inside another play). */
interface PlayBuilder {
  /** What follows the card before any symbol (`NAS EG2`); dropped when it holds nothing. */
  head: ActionBuilder;
  /** The actions that start with a symbol, in order: the first `restCount` (the list is the builder's own, kept from part to part). */
  readonly rest: ActionBuilder[];
  restCount: number;
  current: ActionBuilder;
}

/**
 * Reads one side's part: the tokens from `from` to `to` of its line's. One parser reads every part
 * of a document's parse (lineParser.ts `partParser`, set to each part by `reading`, made anew for
 * each parse), a line's parse being synchronous: a parser a part and its builders were about 10 MB
 * of the 140 a round of the chess bench's 200 games allocated (issue 24).
 */
export class PartParser {
  private i = 0;
  /** Created with the part's first annotation or comment: most parts have none. */
  private annotations: Annotation[] | undefined = undefined;
  private comments: Comment[] | undefined = undefined;
  private vp: VpMark | undefined = undefined;
  private defcon: DefconMark | undefined = undefined;
  /** How many groups, sub-plays and moved cards' events enclose the tokens being read. */
  private depth = 0;
  /** Set once the nesting went too deep: the rest of the part is skipped, without further reports. */
  private abandoned = false;

  private tokens: readonly Token[] = NONE;
  /**
   * Where the text the tokens were read from is read (LineTokens `chars` and `base`): the most
   * frequent words, card and country codes, are looked up there, without their text.
   */
  private chars = '';
  private base = 0;
  /** The line's tokens end here: the objects after it are an earlier line's (LineTokens). */
  private tokenCount = 0;
  private from = 0;
  private to = 0;
  private n = 0;
  private sink: Diagnostic[] = [];
  private label: RoundLabel = NO_LABEL;
  private side: Side = 'USSR';
  /**
   * The builders of actions and plays, kept from part to part: the first `actionsTaken` and
   * `playsTaken` are the part's (a part's builders are done with once its node is made).
   */
  private readonly actionBuilders: ActionBuilder[] = [];
  private actionsTaken = 0;
  private readonly playBuilders: PlayBuilder[] = [];
  private playsTaken = 0;

  /** The parser set to read the part from `from` to `to` of `tokens` (line `n`), what an earlier part left cleared. */
  reading(tokens: readonly Token[], chars: string, base: number, tokenCount: number, from: number, to: number, n: number, sink: Diagnostic[], label: RoundLabel, side: Side): this {
    this.tokens = tokens;
    this.chars = chars;
    this.base = base;
    this.tokenCount = tokenCount;
    this.from = from;
    this.to = to;
    this.n = n;
    this.sink = sink;
    this.label = label;
    this.side = side;
    this.i = from;
    this.annotations = this.comments = undefined;
    this.vp = undefined;
    this.defcon = undefined;
    this.depth = 0;
    this.abandoned = false;
    this.actionsTaken = this.playsTaken = 0;
    return this;
  }

  /** Done with the part: the parser keeps neither its text (the whole document, or a view of it) nor its sink, label or marks. */
  done(): void {
    this.chars = '';
    this.sink = NO_SINK;
    this.label = NO_LABEL;
    this.annotations = this.comments = undefined;
    this.vp = undefined;
    this.defcon = undefined;
    // The builders keep the lists of effects they made, the tree's now, until the next part sets
    // them (`newAction`): a few objects of a tree kept, for a pass over them each part.
  }

  /** The token after the one being read, if the part has one. */
  private next(): Token | undefined {
    return this.i + 1 < this.to ? this.tokens[this.i + 1] : undefined;
  }

  /** Most parts have no comment or annotation: they share one empty list (a long file has many parts). */
  private listOf<T>(items: T[] | undefined): T[] {
    return items ? compact(items) : (NONE as unknown as T[]);
  }

  private r(t: Token): Range {
    return range(this.n, t.start, t.end);
  }

  private rs(start: number, end: number): Range {
    return range(this.n, start, end);
  }

  // ---- setup, deal and end-of-turn parts ----

  setup(partRange: Range): SetupPart {
    const influence = [];
    for (let k = this.from; k < this.to; k++) {
      const t = this.tokens[k]!;
      if (t.kind === 'comment') { this.comment(t); continue; }
      if (t.kind === 'word' && isUpperCardShape(t.text) && upperCard(t.text)) {
        this.misplaced(t, 'no card is played at setup; the line lists the countries and the influence placed, such as PL4 HU2');
        continue;
      }
      if (t.kind === 'word') {
        const e = this.influenceWord(t, 'self');
        if (e) {
          if (e.delta < 0) this.error('TSN016', t, `Setup places influence; "${excerpt(t.text)}" removes it. Write the country and how much was placed, such as ${e.country.code}2.`);
          else influence.push(e);
        }
        continue;
      }
      this.misplaced(t, 'the setup line lists only countries and the influence placed, such as PL4 HU2');
    }
    return { kind: 'setup', influence: compact(influence), comments: this.listOf(this.comments), range: partRange };
  }

  deal(partRange: Range): DealPart {
    let hand: HiddenCards | undefined;
    while (this.i < this.to) {
      const t = this.tokens[this.i]!;
      if (t.kind === 'comment') { this.comment(t); this.i++; continue; }
      if (t.kind === 'lbracket' && !hand) { hand = this.hidden('self'); continue; }
      this.misplaced(t, 'a deal line holds each side\'s hand in brackets: [SEU NAS …] ; [FYP CON …]');
      this.i++;
    }
    if (!hand) {
      this.error('TSN030', partRange, 'A deal line holds each side\'s hand in brackets, such as [SEU NAS DGL] ; [FYP CON MAR].');
      hand = { kind: 'hidden', returned: false, cards: [], owner: 'self', range: partRange };
    }
    return { kind: 'deal', hand, comments: this.listOf(this.comments), range: partRange };
  }

  end(partRange: Range): EndPart {
    const discards: CardMove[] = [];
    for (let k = this.from; k < this.to; k++) {
      const t = this.tokens[k]!;
      if (t.kind === 'comment') { this.comment(t); continue; }
      if (t.kind === 'word') {
        const c = t.text[0];
        if (c === '=') { this.vpMark(t); continue; }
        if (c === '>') { const m = this.cardMove(t, 'self'); if (m) discards.push(m); continue; }
        if (/^D\d*$/.test(t.text)) { this.defconMark(t); continue; }
      }
      this.misplaced(t, 'an end-of-turn line holds only =N (military operations VP), >CARD (a card discarded with the space race) and D N (DEFCON)');
    }
    const part: EndPart = {
      kind: 'end', discards: compact(discards), comments: this.listOf(this.comments), range: partRange,
      ...(this.vp ? { vp: this.vp } : {}), ...(this.defcon ? { defcon: this.defcon } : {}),
    };
    return part;
  }

  // ---- plays ----

  play(partRange: Range): Play | undefined {
    // Comments before the card (`{opening} NAS#IR6+3`) belong to the play; parsePart saw to it
    // that something other than a comment follows them.
    let start = this.from;
    while (this.tokens[start]!.kind === 'comment') this.comment(this.tokens[start++]!);
    const first = this.tokens[start]!;
    // The usual case first: a card's code in upper case (every card code is three capitals or digits).
    const known = first.kind === 'word' && first.end - first.start === 3 ? upperCardAt(this.chars, this.base + first.start) : undefined;
    const text = first.kind === 'word' && known === undefined ? first.text : '';
    const looksLikeCountry = known === undefined && isInfluenceShape(text) && upperCountryAt(upperCase(text.slice(0, 2)), 0) !== undefined && !upperCard(upperCase(text));
    let card: Code;
    // Any code-shaped word that is not a country is read as a card, so that a misspelt card gets
    // its suggestions (`NASR` → NAS Nasser) rather than a bare "not a card".
    if (known !== undefined) {
      card = { code: known, range: this.rs(first.start, first.start + 3) };
      this.i = start + 1;
    } else if (!looksLikeCountry && isCodeShape(text, 2, 12)) {
      card = this.cardCode(text, first.start);
      this.i = start + 1;
    } else {
      const what = looksLikeCountry ? `"${excerpt(text)}" looks like a country` : `"${excerpt(first.text)}" is not a card code`;
      this.error('TSN015', first, `A play starts with the card's three-character code (such as NAS#IR6+3); ${what}.`);
      card = { code: '???', range: this.r(first) };
      // Read on as if a card had been written, so that the rest still gets checked.
      this.i = looksLikeCountry ? start : start + 1;
    }
    const builder = this.newPlayBuilder(first.end, 'self');
    this.readActions(builder, SELF);
    const actions = finishActions(builder, this.n);
    if (typeof this.label.round === 'number' && (actions.length === 0 || actions[0]!.symbol === null)) {
      const info = cardByCode(card.code);
      if (info && !info.scoring) {
        // Influence written after the code: the event's (the player's own or a neutral card) or the
        // operations' (the opponent's card, whose event is not the player's to choose).
        const opponents = info.side !== 'neutral' && info.side !== this.side;
        const symbols = actions.length === 0 ? ['@'] : opponents ? ['&', '@'] : ['@', '&'];
        const [first, ...others] = symbols.map((symbol) => ({
          title: `Write ${card.code}${symbol} (${symbol === '@' ? 'its event' : 'operations, influence'})`, newText: `${card.code}${symbol}`,
        }));
        this.error('TSN029', card.range,
          `In an action round, write how ${card.code} was played right after its code: @ event, & influence, # coup, / realignment, * space race.`, first, others);
      }
    }
    const annotations = this.listOf(this.annotations);
    const comments = this.listOf(this.comments);
    // Only the marks that are written, in this order (the shape every version of the parser gave).
    const { vp, defcon } = this;
    if (!vp && !defcon) return { kind: 'play', card, actions, annotations, comments, range: partRange };
    if (!defcon) return { kind: 'play', card, actions, annotations, comments, range: partRange, vp: vp! };
    if (!vp) return { kind: 'play', card, actions, annotations, comments, range: partRange, defcon };
    return { kind: 'play', card, actions, annotations, comments, range: partRange, vp, defcon };
  }

  private newPlayBuilder(at: number, owner: Owner): PlayBuilder {
    const head = this.newAction(null, undefined, owner, at, at);
    const kept = this.playBuilders[this.playsTaken++];
    if (kept === undefined) {
      const play: PlayBuilder = { head, rest: [], restCount: 0, current: head };
      this.playBuilders.push(play);
      return play;
    }
    kept.head = head;
    kept.restCount = 0;
    kept.current = head;
    return kept;
  }

  /** An action's builder, with no effect yet: one kept from an earlier part when there is one. */
  private newAction(symbol: PlaySymbol | null, symbolToken: Token | undefined, owner: Owner, start: number, end: number): ActionBuilder {
    const kept = this.actionBuilders[this.actionsTaken++];
    if (kept === undefined) {
      const action: ActionBuilder = { symbol, symbolToken, owner, effects: NONE as unknown as Effect[], start, end, rolled: 0 };
      this.actionBuilders.push(action);
      return action;
    }
    kept.symbol = symbol;
    kept.symbolToken = symbolToken;
    kept.owner = owner;
    kept.effects = NONE as unknown as Effect[];
    kept.start = start;
    kept.end = end;
    kept.rolled = 0;
    return kept;
  }

  /**
   * Reads tokens into `play` until the end of the part, or the `)` that closes `group`. The event
   * of a moved card (`>TRU@AT-`) and a sub-play (a card played inside this play, `UNI@NAS&TW`) also
   * end at a symbol after a space, which goes back to the play around them (`FYP@>TRU@AT- &AF2 PL`:
   * the Operations are Five Year Plan's; `STA@ >UNI@CIA/CU2:5 #WA2`: the coup is Star Wars'), and
   * at a card played after a space (`MIS@ >MAR#PA6+6 D2 NOR@(IT)`, `UNI@NAS&TW D2 NOR@(IT)`:
   * NORAD's write is the part's, tsn-rulings.md).
   */
  private readActions(play: PlayBuilder, group: Group, endAtSpacedSymbol = false): void {
    if (this.depth > MAX_NESTING) {
      this.abandon();
      return;
    }
    while (this.i < this.to) {
      const t = this.tokens[this.i]!;
      switch (t.kind) {
        // The most frequent kinds first: a switch over strings compares them in order.
        case 'word':
          if (endAtSpacedSymbol && t.spaced && this.startsCardPlay(t)) return;
          this.word(play, group, t);
          continue;
        case 'rparen':
          if (group.open) return; // the caller consumes it
          this.error('TSN025', t, 'This ) closes no (: remove it, or open the other side\'s group with ( before it.');
          this.i++;
          continue;
        case 'symbol': {
          if (endAtSpacedSymbol && t.spaced && play.restCount > 0) return;
          const action = this.newAction(t.text as PlaySymbol, t, group.owner, t.start, t.end);
          play.rest[play.restCount++] = action;
          play.current = action;
          this.i++;
          continue;
        }
        case 'lparen': {
          // The group's items are the other side's; they stay in the current action, and a symbol
          // inside the group starts an action of the other side (`CIA&SY@(&JP)`).
          this.i++;
          const saved = play.current;
          this.readNested(play, { owner: group.owner === 'self' ? 'other' : 'self', open: t }, false);
          const close = this.i < this.to ? this.tokens[this.i] : undefined;
          if (close && close.kind === 'rparen') {
            extendAction(play.current, close.end);
            this.i++;
          } else if (!this.abandoned) {
            this.error('TSN025', t, 'This ( is never closed: add ) after the other side\'s items.');
          }
          if (play.current === saved) extendAction(saved, (close ?? t).end);
          play.current = saved;
          continue;
        }
        case 'lbracket': {
          const h = this.hidden(group.owner);
          addEffect(play.current, h, h.range.end.character);
          continue;
        }
        case 'rbracket':
          this.error('TSN025', t, 'This ] closes no [: hidden cards are written [JUN PEC] or [^NTB KIT].');
          this.i++;
          continue;
        case 'comment':
          this.comment(t);
          this.i++;
          continue;
        case 'annotation':
          (this.annotations ??= []).push({ text: t.text as AnnotationText, range: this.r(t) });
          this.i++;
          continue;
        case 'noplay':
          this.misplaced(t, '— stands alone for a side with no play');
          this.i++;
          continue;
        case 'semicolon':
        case 'unknown':
          this.unexpected(t);
          this.i++;
          continue;
      }
    }
  }

  /** A known card's code followed at once by its symbol: a card played inside the play (`NOR@(IT)`). */
  private startsCardPlay(t: Token): boolean {
    const next = this.i + 1 < this.tokenCount ? this.tokens[this.i + 1] : undefined;
    return isUpperCardShape(t.text) && next !== undefined && next.kind === 'symbol' && !next.spaced && upperCard(t.text) !== undefined;
  }

  /** `readActions` one level deeper. */
  private readNested(play: PlayBuilder, group: Group, endAtSpacedSymbol: boolean): void {
    this.depth++;
    try {
      this.readActions(play, group, endAtSpacedSymbol);
    } finally {
      this.depth--;
    }
  }

  /** Reports the nesting once, from where it went too deep to the end of the part, and skips that. */
  private abandon(): void {
    if (this.abandoned) return;
    this.abandoned = true;
    const from = this.tokens[Math.max(this.from, this.i - 1)]!;
    const last = this.tokens[this.to - 1]!;
    this.error('TSN040', this.rs(from.start, last.end),
      `This play nests groups ( ), cards played inside plays and moved cards' events more than ${MAX_NESTING} deep, which no real play needs; the rest of it is not read. Write each card's play once, at the level where it happened.`);
    this.i = this.to;
  }

  /** Reads one word into the current action. */
  private word(play: PlayBuilder, group: Group, t: Token): void {
    const action = play.current;
    if (t.end - t.start === 2 && rollKindOf(action.symbol) === 'influence') {
      // The most frequent item, a country in upper case for one influence (`EG`), read at once from
      // the line, without its text: the node the general reading below makes of it, with one range
      // object for the item and its country.
      const code = upperCountryAt(this.chars, this.base + t.start);
      if (code !== undefined) {
        const range = this.rs(t.start, t.end);
        addEffect(action, { kind: 'influence', country: { code, range }, delta: 1, owner: group.owner, range }, t.end);
        this.i++;
        return;
      }
    }
    const text = t.text;
    const next = this.next();
    const c = text[0]!;
    if (c === '=') { this.vpMark(t); this.i++; return; }
    if (isDefconShape(text)) { this.defconMark(t); this.i++; return; }
    if (c === '>') {
      // tsn-rulings.md: a `>` mark is never in parentheses, whichever side's hand the card left
      // (the card's event says whose). The parenthesised form is reported and read as the bare one:
      // the mark belongs to the action it follows, so the printer writes it bare.
      if (group.open) this.error('TSN045', t, `${excerpt(t.text)} is never written in parentheses, whichever side's hand the card left: write ${excerpt(t.text)} outside them.`);
      const move = this.cardMove(t, group.open ? action.owner : group.owner);
      this.i++;
      if (!move) return;
      if (next && next.kind === 'symbol' && !next.spaced) {
        // `>TRU@AT-`: the moved card's own event happened; what follows is that event.
        const sub = this.newPlayBuilder(t.end, group.owner);
        this.readNested(sub, group, true);
        const event = finishActions(sub, this.n);
        const withEvent: CardMove = { ...move, event, range: event.length ? this.rs(t.start, event[event.length - 1]!.range.end.character) : move.range };
        addEffect(action, withEvent, withEvent.range.end.character);
        return;
      }
      addEffect(action, move, t.end);
      return;
    }
    if (c === 'x' && isLetter(text.charCodeAt(1)) && isLetter(text.charCodeAt(2))) { this.warRoll(action, t, group.owner); this.i++; return; }
    if (c === 'd' && (text.length === 1 || isDigit(text.charCodeAt(1)))) { this.diceRoll(action, t, group.owner); this.i++; return; }
    // A card played inside this play: `UNI@NAS&TW`, `NOR@(IT)`. A three-character code right
    // after @ is always a card (tsn-rulings.md); elsewhere only a code that is no country item.
    const cardShaped = isUpperCardShape(text) && next !== undefined && next.kind === 'symbol' && !next.spaced;
    if (cardShaped && (upperCard(text) || !upperCountryAt(text, 0))) {
      const firstInEvent = action.symbol === '@' && action.effects.length === 0;
      if (firstInEvent || !this.readsAsCountryItem(text, action.symbol)) {
        const card = this.cardCode(text, t.start);
        this.i++;
        const sub = this.newPlayBuilder(t.end, group.owner);
        this.readNested(sub, group, true);
        const actions = finishActions(sub, this.n);
        const end = actions.length ? actions[actions.length - 1]!.range.end.character : t.end;
        // Written after a space at the part's level (`FID&SY2 CMC@CU-2`, `… D2 NOR@(IT)`), it ends
        // the part: the last action's, where the printer writes it back, whatever action the
        // reading was in (after a group in parentheses, the one before the group).
        const into = t.spaced && !group.open ? lastAction(play) : action;
        addEffect(into, { kind: 'subplay', card, actions, owner: group.owner, range: this.rs(t.start, end) }, end);
        return;
      }
    }
    // `As` is a region; `ir` or `Ir` is a country in the wrong case, read by the roll below; `AS`
    // (no country) is the region As in the wrong case (rulings: `CNB@As`, `AS` is an error).
    // A country written in upper case (the usual two-letter item) is neither.
    const twoLetters = text.length === 2 && isLetter(text.charCodeAt(0)) && isLetter(text.charCodeAt(1)) && upperCountryAt(text, 0) === undefined;
    const asRegion = twoLetters && !upperCountryAt(upperCase(text), 0) && regionByCode(text[0]!.toUpperCase() + text[1]!.toLowerCase()) !== undefined;
    if (asRegion || (twoLetters && isLowerLetter(text.charCodeAt(1)) && (regionByCode(text) || !upperCountryAt(upperCase(text), 0)))) {
      this.region(action, t, group.owner);
      this.i++;
      return;
    }
    this.i++;
    const kind = rollKindOf(action.symbol);
    const effect = this.rollWord(t, kind, group.owner, action);
    if (effect) {
      // The effect is of the roll's kind (a coup read after #, a die after * or ~).
      if (kind === 'coup' || kind === 'space' || kind === 'trap') action.rolled |= rolledBit(kind);
      addEffect(action, effect, t.end);
    }
    return;
  }

  /** Whether `text` reads as an item of the action (JP2 after & is Japan +2, not John Paul II). */
  private readsAsCountryItem(text: string, symbol: PlaySymbol | null): boolean {
    const shape = COUNTRY_ITEM_SHAPES[rollKindOf(symbol)];
    return shape !== undefined && shape.test(text) && upperCountryAt(text, 0) !== undefined;
  }

  private rollWord(t: Token, kind: RollKind, owner: Owner, action: ActionBuilder): Effect | undefined {
    if (kind !== 'space' && kind !== 'trap' && this.misspeltCountry(t)) return undefined;
    switch (kind) {
      case 'influence': return this.influenceWord(t, owner);
      case 'coup': {
        if (action.rolled & ROLLED.coup) {
          this.error('TSN027', t, `A coup has one target; "${excerpt(t.text)}" is a second one. Start another part of the play with its own symbol if the card did more.`);
          return undefined;
        }
        return this.coupWord(t, owner);
      }
      case 'realign': return this.realignWord(t, owner);
      case 'space':
      case 'trap': {
        if (action.rolled & rolledBit(kind)) {
          this.error('TSN027', t, `One ${kind === 'space' ? 'space race attempt' : 'trap roll'} per ${action.symbol}: "${excerpt(t.text)}" is a second roll.`);
          return undefined;
        }
        return this.dieWord(t, kind, owner);
      }
    }
  }

  /**
   * A country code written with three letters or more (`IRN6+3`, `ITA2`): reported as an unknown
   * country with its suggestions by name (`IRN` → IR Iran). A card code there is another mistake.
   */
  private misspeltCountry(t: Token): boolean {
    // Most items start with a two-letter country: no need for the pattern.
    if (!isLetter(t.text.charCodeAt(2))) return false;
    const m = /^([A-Za-z]{3,12})[-+:\d]*$/.exec(t.text);
    if (!m || cardByCode(m[1]!.toUpperCase())) return false;
    this.countryCode(m[1]!, t.start);
    return true;
  }

  // ---- words ----

  private influenceWord(t: Token, owner: Owner) {
    const text = t.text;
    if (!isInfluenceShape(text)) {
      const plus = /^([A-Za-z]{2})\+(\d*)$/.exec(t.text);
      if (plus) {
        const fixed = `${plus[1]!.toUpperCase()}${plus[2] && plus[2] !== '1' ? plus[2] : ''}`;
        this.error('TSN016', t, `Influence gained is written without +: ${fixed}, not ${excerpt(t.text)}.`, { title: `Write ${fixed}`, newText: fixed });
      } else if (/^\d/.test(t.text)) {
        this.error('TSN027', t, `"${excerpt(t.text)}" is a die roll with no symbol: write *${excerpt(t.text)} for a space race attempt or ~${excerpt(t.text)} for a trap roll, or a country code before it for influence.`);
      } else if (/^[A-Za-z]{3}/.test(t.text) && cardByCode(t.text.toUpperCase())) {
        this.error('TSN027', t, `"${excerpt(t.text)}" is a card where influence is expected: write >${excerpt(t.text)} for a card the play brought in, or ${excerpt(t.text)}@ for a card whose event happened.`);
      } else if (/^[A-Za-z]{2}\d+:\d+$/.test(t.text)) {
        this.error('TSN018', t, `"${excerpt(t.text)}" is a realignment roll: write it after the / symbol, such as /${excerpt(t.text)}.`);
      } else if (/^[A-Za-z]{2}\d+\+\d*$/.test(t.text)) {
        this.error('TSN017', t, `"${excerpt(t.text)}" is a coup: write it after the # symbol, such as #${excerpt(t.text)}.`);
      } else {
        this.error('TSN016', t, `"${excerpt(t.text)}" is not influence: write a country code and how much changed, such as IT, IT2, IT- or IT-2.`);
      }
      return undefined;
    }
    const country = this.leadingCountry(t);
    if (!country) return undefined;
    const lost = text.charCodeAt(2) === 45; /* - */
    const digitsFrom = lost ? 3 : 2;
    let amount = 1;
    if (digitsFrom < text.length) {
      // One or two digits are always a count (at most 99); longer ones are checked with their text.
      amount = text.length - digitsFrom <= 2 ? digitsValue(text, digitsFrom, text.length, 2) : this.count(t, text.slice(digitsFrom));
      if (amount === 0) {
        this.error('TSN016', t, `${excerpt(t.text)} changes nothing: leave the country out, or write how much influence changed.`);
        return undefined;
      }
      if (Number.isNaN(amount)) return undefined;
      if (amount === 1) {
        const fixed = `${country.code}${lost ? '-' : ''}`;
        report(this.sink, 'TSN032', this.r(t), `A count of one is left out: write ${fixed}.`, { title: `Write ${fixed}`, newText: fixed });
      }
    }
    const delta = lost ? -amount : amount;
    return { kind: 'influence' as const, country, delta, owner, range: this.r(t) };
  }

  private coupWord(t: Token, owner: Owner): Effect | undefined {
    // `/^([A-Za-z]{2})(\d*)(?:(\+)(\d*))?$/`: the country, the die, then + and the influence moved.
    const text = t.text;
    const dieEnd = skipDigits(text, 2);
    const plus = text.charCodeAt(dieEnd) === 43; /* + */
    const end = plus ? skipDigits(text, dieEnd + 1) : dieEnd;
    if (!(isLetter(text.charCodeAt(0)) && isLetter(text.charCodeAt(1)) && end === text.length)) {
      this.error('TSN017', t, `"${excerpt(t.text)}" is not a coup: write the country, the die and, when it succeeded, + and the influence it moved, such as IR6+3 or IR2.`);
      return undefined;
    }
    const country = this.leadingCountry(t);
    if (!country) return undefined;
    if (dieEnd === 2) {
      this.error('TSN017', t, `Write the die after the country: ${country.code}4 for a failed coup, ${country.code}6+3 for one that moved 3 influence.`);
      return undefined;
    }
    const die = dieEnd === 3 && isDie(text.charCodeAt(2)) ? text.charCodeAt(2) - 48 : this.die(t, text.slice(2, dieEnd));
    if (die === undefined) return undefined;
    if (plus && end === dieEnd + 1) {
      this.error('TSN017', t, `Write how much influence the coup moved after +, such as ${country.code}${die}+2; without + the coup failed.`);
      return undefined;
    }
    const result = plus ? this.count(t, text.slice(dieEnd + 1)) : undefined;
    if (Number.isNaN(result)) return undefined;
    return result === undefined
      ? { kind: 'coup', country, die, owner, range: this.r(t) }
      : { kind: 'coup', country, die, owner, range: this.r(t), result };
  }

  private realignWord(t: Token, owner: Owner): Effect | undefined {
    const m = /^([A-Za-z]{2})(\d+):(\d+)$/.exec(t.text);
    if (!m) {
      const cc = /^([A-Za-z]{2})/.exec(t.text)?.[1]?.toUpperCase() ?? 'IT';
      this.error('TSN018', t, `"${excerpt(t.text)}" is not a realignment roll: write the country, the US die, a colon and the USSR die, such as ${cc}4:3.`);
      return undefined;
    }
    const country = this.leadingCountry(t);
    if (!country) return undefined;
    const usDie = this.die(t, m[2]!);
    const ussrDie = this.die(t, m[3]!);
    if (usDie === undefined || ussrDie === undefined) return undefined;
    return { kind: 'realign', country, usDie, ussrDie, owner, range: this.r(t) };
  }

  private dieWord(t: Token, kind: 'space' | 'trap', owner: Owner): Effect | undefined {
    // `/^(\d+)(\+?)$/`: the die, then + when the roll succeeded.
    const text = t.text;
    const dieEnd = skipDigits(text, 0);
    const success = text.charCodeAt(dieEnd) === 43; /* + */
    if (!(dieEnd > 0 && dieEnd + (success ? 1 : 0) === text.length)) {
      const sym = kind === 'space' ? '*' : '~';
      this.error('TSN019', t, `"${excerpt(t.text)}" is not a ${kind === 'space' ? 'space race' : 'trap'} roll: write the die, with + when it succeeded, such as ${sym}3+ or ${sym}5.`);
      return undefined;
    }
    const die = dieEnd === 1 && isDie(text.charCodeAt(0)) ? text.charCodeAt(0) - 48 : this.die(t, text.slice(0, dieEnd));
    if (die === undefined) return undefined;
    return { kind, die, success, owner, range: this.r(t) };
  }

  private warRoll(action: ActionBuilder, t: Token, owner: Owner): void {
    const m = /^x([A-Za-z]{2})(\d+)(\+?)$/.exec(t.text);
    if (!m) {
      this.error('TSN020', t, `"${excerpt(t.text)}" is not a war roll: write x, the country, the die and + when the war was won, such as xKR4+ or xKR2.`);
      return;
    }
    const country = this.countryCode(m[1]!, t.start + 1);
    const die = this.die(t, m[2]!);
    if (!country || die === undefined) return;
    addEffect(action, { kind: 'war', country, die, won: m[3] === '+', owner, range: this.r(t) }, t.end);
  }

  private diceRoll(action: ActionBuilder, t: Token, owner: Owner): void {
    const m = /^d(\d+):(\d+)$/.exec(t.text);
    if (!m) {
      this.error('TSN021', t, `"${excerpt(t.text)}" is not a pair of dice: write d, the first die, a colon and the second, such as d4:6.`);
      return;
    }
    const first = this.die(t, m[1]!);
    const second = this.die(t, m[2]!);
    if (first === undefined || second === undefined) return;
    addEffect(action, { kind: 'dice', first, second, owner, range: this.r(t) }, t.end);
  }

  private region(action: ActionBuilder, t: Token, owner: Owner): void {
    const code = t.text;
    if (!regionByCode(code)) {
      const fixed = regionByCode(code[0]!.toUpperCase() + code.slice(1).toLowerCase()) ? code[0]!.toUpperCase() + code.slice(1).toLowerCase() : undefined;
      if (fixed) {
        this.error('TSN013', t, `Region codes are a capital and a small letter: write ${fixed}.`, { title: `Write ${fixed}`, newText: fixed });
        addEffect(action, { kind: 'region', code: fixed, owner, range: this.r(t) }, t.end);
      } else {
        this.error('TSN014', t, `"${code}" is not a region: the region codes are Eu Europe, As Asia, Me Middle East, Af Africa, Ca Central America, Sa South America, Se Southeast Asia.`);
      }
      return;
    }
    addEffect(action, { kind: 'region', code, owner, range: this.r(t) }, t.end);
  }

  private cardMove(t: Token, owner: Owner): CardMove | undefined {
    const code = t.text.slice(1);
    if (!/^[A-Za-z][A-Za-z0-9]{2}$/.test(code)) {
      this.error('TSN024', t, `"${excerpt(t.text)}" is not a card mark: write > and the card's three-character code, such as >CON.`);
      return undefined;
    }
    return { kind: 'card', card: this.cardCode(code, t.start + 1), owner, range: this.r(t) };
  }

  private hidden(owner: Owner): HiddenCards {
    const open = this.tokens[this.i]!;
    this.i++;
    const cards: Code[] = [];
    let end = open.end;
    let closed = false;
    while (this.i < this.to) {
      const t = this.tokens[this.i]!;
      if (t.kind === 'rbracket') { end = t.end; closed = true; this.i++; break; }
      if (t.kind === 'word' && /^[A-Za-z][A-Za-z0-9]{2}$/.test(t.text)) {
        cards.push(this.cardCode(t.text, t.start));
      } else if (t.kind === 'rparen' || t.kind === 'symbol' || t.kind === 'lbracket') {
        break;
      } else if (t.kind === 'comment') {
        this.comment(t);
      } else {
        this.error('TSN027', t, `"${excerpt(t.text)}" is not a card: hidden cards are card codes in brackets, such as [JUN PEC].`);
      }
      end = t.end;
      this.i++;
    }
    if (!closed) this.error('TSN025', open, `This ${open.text} is never closed: end the hidden cards with ].`);
    if (cards.length === 0 && closed) this.error('TSN027', this.rs(open.start, end), 'These brackets hold no card: write the card codes inside, such as [JUN PEC].');
    return { kind: 'hidden', returned: open.flag === true, cards: compact(cards), owner, range: this.rs(open.start, end) };
  }

  private vpMark(t: Token): void {
    // `/^=([+\-]?)(\d+)$/`: =, the sign, the VP.
    const text = t.text;
    const signChar = text.charCodeAt(1);
    const sign = signChar === 43 ? '+' : signChar === 45 ? '-' : '';
    const digitsFrom = sign === '' ? 1 : 2;
    if (!(text.length > digitsFrom && skipDigits(text, digitsFrom) === text.length)) {
      this.error('TSN022', t, `"${excerpt(t.text)}" is not a VP mark: write = and the net VP, + for the US and - for the USSR, such as =+2, =-4 or =0.`);
      return;
    }
    const amount = text.length - digitsFrom <= 2 ? digitsValue(text, digitsFrom, text.length, 2) : this.count(t, text.slice(digitsFrom));
    if (Number.isNaN(amount)) return;
    if (amount > 20) {
      this.error('TSN033', t, `${excerpt(t.text)} is more VP than the track holds: a play moves the VP marker by at most 40, and one side wins at 20.`);
    }
    if (sign === '' && amount !== 0) {
      report(this.sink, 'TSN038', this.r(t), `Write the VP with its sign: =+${amount} for the US, =-${amount} for the USSR.`, { title: `Write =+${amount}`, newText: `=+${amount}` });
    }
    const value = sign === '-' ? -amount : amount;
    if (this.vp) {
      this.error('TSN028', t, `This play already has a VP mark (${printVp(this.vp.value)}): write the net VP once.`);
      return;
    }
    this.vp = { kind: 'vp', value, range: this.r(t) };
  }

  private defconMark(t: Token): void {
    const digits = t.text.slice(1);
    const level = digits.length > 0 && digits.length < 4 ? Number(digits) : NaN;
    if (!(level >= 1 && level <= 5)) {
      this.error('TSN023', t, `"${excerpt(t.text)}" is not a DEFCON level: write D and the level after the play, 1 to 5, such as D3.`);
      return;
    }
    if (this.defcon) {
      this.error('TSN028', t, `This play already has a DEFCON mark (D${this.defcon.level}): write the DEFCON after the play once.`);
      return;
    }
    this.defcon = { kind: 'defcon', level, range: this.r(t) };
  }

  // ---- codes and numbers ----

  private cardCode(text: string, start: number): Code {
    // The usual case first: a card written in upper case.
    const known = upperCard(text);
    if (known !== undefined) return { code: known, range: this.rs(start, start + 3) };
    return this.code(text, start, CARD_LOOKUP) ?? { code: text.toUpperCase(), range: this.rs(start, start + text.length) };
  }

  private countryCode(text: string, start: number): Code | undefined {
    return this.code(text, start, COUNTRY_LOOKUP);
  }

  /** The country code that starts `t` (its first two characters). */
  private leadingCountry(t: Token): Code | undefined {
    const known = upperCountryAt(t.text, 0);
    if (known !== undefined) return { code: known, range: this.rs(t.start, t.start + 2) };
    return this.countryCode(t.text.length === 2 ? t.text : t.text.slice(0, 2), t.start);
  }

  /**
   * Reads a card or country code: upper case is required (TSN013, with a fix), an unknown code
   * is reported with the nearest codes by spelling and by name (TSN011, TSN012).
   */
  private code(text: string, start: number, lookup: CodeLookup): Code | undefined {
    const upper = upperCase(text);
    const r = this.rs(start, start + text.length);
    const known = lookup.known(upper);
    if (known !== undefined) {
      if (upper !== text) report(this.sink, 'TSN013', r, `${lookup.what} codes are upper case: write ${upper}.`, { title: `Write ${upper}`, newText: upper });
      return { code: known, range: r };
    }
    const suggestions = lookup.suggest(text);
    const hint = suggestions.length
      ? ` Did you mean ${suggestions.map((c) => `${c.code} (${c.name})`).join(', ')}?`
      : ` No ${lookup.what.toLowerCase()}'s code or name is close to it: ${lookup.shape}.`;
    const first = suggestions[0];
    report(this.sink, lookup.unknownCode, r, `Unknown ${lookup.what.toLowerCase()} code "${excerpt(text)}".${hint}`, first ? { title: `Change to ${first.code} (${first.name})`, newText: first.code } : undefined);
    return undefined;
  }

  private count(t: Token, digits: string): number {
    const value = digits.length > 3 ? Infinity : Number(digits);
    if (value > MAX_COUNT) {
      this.error('TSN033', t, `${excerpt(digits, 12)} is too large for a count in "${excerpt(t.text, 24)}": no country holds more than ${MAX_COUNT} influence.`);
      return NaN;
    }
    return value;
  }

  private die(t: Token, digits: string): number | undefined {
    const value = digits.length > 2 ? Infinity : Number(digits);
    if (!(value >= 1 && value <= 6)) {
      this.error('TSN034', t, `A die shows 1 to 6; ${excerpt(digits, 12)} in "${excerpt(t.text, 24)}" cannot be a roll.`);
      return undefined;
    }
    return value;
  }

  // ---- reporting ----

  private comment(t: Token): void {
    if (t.flag) this.error('TSN026', t, UNCLOSED_COMMENT);
    (this.comments ??= []).push({ text: t.text, range: this.r(t) });
  }

  private misplaced(t: Token, why: string): void {
    if (t.text === '}') { this.strayBrace(t); return; }
    this.error(t.kind === 'unknown' ? 'TSN010' : 'TSN027', t, `"${excerpt(t.text)}" cannot appear in ${roundLineName(this.label.round)}: ${why}.`);
  }

  /** A `}` the lexer found outside a comment: a brace out of balance, not a character TSN has no use for. */
  private strayBrace(t: Token): void {
    this.error('TSN025', t, 'This } closes no {: a comment is written {like this}, opened and closed on its line.');
  }

  private unexpected(t: Token): void {
    if (t.text === '}') { this.strayBrace(t); return; }
    const dash = t.text === '–' || t.text === '-';
    const message = dash
      ? `"${excerpt(t.text)}" is not TSN here: write no play as — (or --), and influence lost as the country then - (IT-).`
      : `Unexpected character "${excerpt(t.text)}" (U+${t.text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}): TSN uses letters, digits, the symbols @ & # / * ~, and = > ( ) [ ] { }.`;
    this.error('TSN010', t, message);
  }

  private error(code: NotationCode, at: Token | Range, message: string, fix?: Fix, alternatives?: readonly Fix[]): void {
    report(this.sink, code, 'kind' in at ? this.r(at) : at, message, fix, alternatives);
  }
}

function extendAction(action: ActionBuilder, end: number): void {
  if (end > action.end) action.end = end;
}

/** Adds `effect` to `action`, which then runs to `end` at least. */
function addEffect(action: ActionBuilder, effect: Effect, end: number): void {
  // A list made with its first item has room for just it: most actions have one effect, kept as is.
  if (action.effects.length === 0) action.effects = [effect];
  else action.effects.push(effect);
  if (end > action.end) action.end = end;
}

/** The play's last action: the last one with a symbol, else what follows the card. */
function lastAction(play: PlayBuilder): ActionBuilder {
  return play.restCount > 0 ? play.rest[play.restCount - 1]! : play.head;
}

/** An action's effects as the tree keeps them: a list of one (made with its item) as it is, a longer one copied to its length. */
function finishedEffects(effects: Effect[]): Effect[] {
  return effects.length <= 1 ? effects : effects.slice();
}

/** The node of the action built in `a`. */
function finishAction(a: ActionBuilder, n: number): Action {
  const actionRange = range(n, a.start, a.end);
  return a.symbolToken
    ? { symbol: a.symbol, owner: a.owner, effects: finishedEffects(a.effects), range: actionRange, symbolRange: range(n, a.symbolToken.start, a.symbolToken.end) }
    : { symbol: a.symbol, owner: a.owner, effects: finishedEffects(a.effects), range: actionRange };
}

/** The play's actions: what follows the card when it holds an effect, then each action with a symbol. */
function finishActions(play: PlayBuilder, n: number): Action[] {
  const { head, rest, restCount } = play;
  const withHead = head.effects.length > 0 ? 1 : 0;
  const count = withHead + restCount;
  if (count === 0) return NONE as unknown as Action[];
  const out: Action[] = new Array<Action>(count);
  if (withHead) out[0] = finishAction(head, n);
  for (let k = 0; k < restCount; k++) out[withHead + k] = finishAction(rest[k]!, n);
  return out;
}
