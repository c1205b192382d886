/**
 * The syntax tree of a TSN 2 file. Every node carries its exact range. The tree says what the
 * text says and nothing more: whose influence `IT2` is, or what a coup's `+3` should have been,
 * is for the rules engine to decide.
 */
import type { Range } from '../common/text';
import type { Round } from '../data/sides';


/** Who an item belongs to, relative to the side whose part it is written in (parentheses: the other side). */
export type Owner = 'self' | 'other';

/** How a card was played: its event, operations for influence, a coup, realignment rolls, the space race, or a trap roll. */
export type PlaySymbol = '@' | '&' | '#' | '/' | '*' | '~';

/** What the items after a symbol are: operations' influence, a coup, realignment rolls, a space race or trap roll (`@` and no symbol: influence, as an event's are read). */
export type RollKind = 'influence' | 'coup' | 'realign' | 'space' | 'trap';

/** The kind of the items an action's symbol takes: the one reading of each symbol, for the parser and the lowering to commands. */
export function rollKindOf(symbol: PlaySymbol | null): RollKind {
  switch (symbol) {
    case '#': return 'coup';
    case '/': return 'realign';
    case '*': return 'space';
    case '~': return 'trap';
    default: return 'influence';
  }
}

export interface Node {
  readonly range: Range;
}

export interface Code extends Node {
  /** The code as written, upper case (a lowercase code is reported and read as upper case). */
  readonly code: string;
}

export interface TagLine extends Node {
  readonly kind: 'tag';
  readonly name: string;
  readonly value: string;
  readonly nameRange: Range;
  readonly valueRange: Range;
}

export interface CommentLine extends Node {
  readonly kind: 'comment';
  readonly text: string;
}

export interface BlankLine extends Node {
  readonly kind: 'blank';
}

/** `{seed …}` and the decision list at the end of a finished game: kept as opaque text. */
export interface ReplayLine extends Node {
  readonly kind: 'replay';
  readonly text: string;
}

/** A line the parser could not read at all; its diagnostic says why. */
export interface InvalidLine extends Node {
  readonly kind: 'invalid';
  readonly text: string;
}

export interface RoundLabel extends Node {
  readonly turn: number;
  readonly round: Round;
  readonly text: string;
}

export interface GameLine extends Node {
  readonly kind: 'game';
  readonly label: RoundLabel;
  /** The USSR's part. Missing only when the line holds nothing after its label. */
  readonly ussr?: Part;
  /** The US's part; missing on a half-written last line (no `;`). */
  readonly us?: Part;
  readonly separatorRange?: Range;
}

export type Line = TagLine | CommentLine | BlankLine | ReplayLine | InvalidLine | GameLine;

export type Part = NoPlay | Play | SetupPart | DealPart | EndPart;

/** `—` or `--`: no play in this round for this side. */
export interface NoPlay extends Node {
  readonly kind: 'none';
  readonly text: string;
  /** Comments written beside the dash (`— {nuclear war}`); present only when there are some. */
  readonly comments?: readonly Comment[];
}

/** `1.S`: the influence a side placed at setup. */
export interface SetupPart extends Node {
  readonly kind: 'setup';
  readonly influence: readonly InfluenceChange[];
  readonly comments: readonly Comment[];
}

/** `T.D`: a side's hand as dealt. */
export interface DealPart extends Node {
  readonly kind: 'deal';
  readonly hand: HiddenCards;
  readonly comments: readonly Comment[];
}

/** `T.E`: what the end of the turn did to a side. */
export interface EndPart extends Node {
  readonly kind: 'end';
  readonly discards: readonly CardMove[];
  readonly vp?: VpMark;
  readonly defcon?: DefconMark;
  readonly comments: readonly Comment[];
}

export interface Play extends Node {
  readonly kind: 'play';
  readonly card: Code;
  /** The ways the card was used, in the order written (which is the order they happened). */
  readonly actions: readonly Action[];
  readonly vp?: VpMark;
  readonly defcon?: DefconMark;
  readonly annotations: readonly Annotation[];
  readonly comments: readonly Comment[];
}

/**
 * One use of the card: its symbol and what it did. `symbol` is null for what follows the card
 * directly (a headline's or a scoring card's event: `NAS EG2`, `SOC(CA-)`).
 */
export interface Action extends Node {
  readonly symbol: PlaySymbol | null;
  readonly symbolRange?: Range;
  readonly owner: Owner;
  readonly effects: readonly Effect[];
}

export type Effect =
  | InfluenceChange
  | CoupRoll
  | RealignRoll
  | SpaceRoll
  | TrapRoll
  | WarRoll
  | DiceRoll
  | CardMove
  | HiddenCards
  | RegionRef
  | SubPlay;

/** `IT`, `IT2`, `IT-`, `IT-2`. */
export interface InfluenceChange extends Node {
  readonly kind: 'influence';
  readonly country: Code;
  readonly delta: number;
  readonly owner: Owner;
}

/** `IR6+3` (die 6, result 3) or `IR2` (failed). */
export interface CoupRoll extends Node {
  readonly kind: 'coup';
  readonly country: Code;
  readonly die: number;
  readonly result?: number;
  readonly owner: Owner;
}

/** `IT4:3`: the US die, then the USSR die. */
export interface RealignRoll extends Node {
  readonly kind: 'realign';
  readonly country: Code;
  readonly usDie: number;
  readonly ussrDie: number;
  readonly owner: Owner;
}

/** `*1+`: die 1, the marker moved up. */
export interface SpaceRoll extends Node {
  readonly kind: 'space';
  readonly die: number;
  readonly success: boolean;
  readonly owner: Owner;
}

/** `~3+`: a roll to leave Quagmire or Bear Trap. */
export interface TrapRoll extends Node {
  readonly kind: 'trap';
  readonly die: number;
  readonly success: boolean;
  readonly owner: Owner;
}

/** `xKR4+`: a war card's roll in a country. */
export interface WarRoll extends Node {
  readonly kind: 'war';
  readonly country: Code;
  readonly die: number;
  readonly won: boolean;
  readonly owner: Owner;
}

/** `d4:6`: the Olympic Games (sponsor, then the other side) or the Summit (US, then USSR). */
export interface DiceRoll extends Node {
  readonly kind: 'dice';
  readonly first: number;
  readonly second: number;
  readonly owner: Owner;
}

/** `>CON`: a card the play brought in; `>TRU@AT-` when the moved card's own event then happened. */
export interface CardMove extends Node {
  readonly kind: 'card';
  readonly card: Code;
  readonly owner: Owner;
  readonly event?: readonly Action[];
}

/** `[JUN PEC]` cards drawn, `[^NTB KIT]` cards seen and put back. */
export interface HiddenCards extends Node {
  readonly kind: 'hidden';
  readonly returned: boolean;
  readonly cards: readonly Code[];
  readonly owner: Owner;
}

/** `As` after a card that names a region (Chernobyl, a scoring card). */
export interface RegionRef extends Node {
  readonly kind: 'region';
  readonly code: string;
  readonly owner: Owner;
}

/** Another card played inside this play: `UNI@NAS&TW` (the card beside UN Intervention), `NOR@(IT)`. */
export interface SubPlay extends Node {
  readonly kind: 'subplay';
  readonly card: Code;
  readonly actions: readonly Action[];
  readonly owner: Owner;
}

/** `=+2`, `=-4`, `=0`: net VP, + for the US. */
export interface VpMark extends Node {
  readonly kind: 'vp';
  readonly value: number;
}

/** `D3`: DEFCON after the play. */
export interface DefconMark extends Node {
  readonly kind: 'defcon';
  readonly level: number;
}

export type AnnotationText = '!' | '?' | '!!' | '??' | '!?' | '?!';

export interface Annotation extends Node {
  readonly text: AnnotationText;
}

export interface Comment extends Node {
  /** The text between the braces. */
  readonly text: string;
}

export interface TsnDocument {
  readonly lines: readonly Line[];
  readonly tags: readonly TagLine[];
  readonly gameLines: readonly GameLine[];
}
