/**
 * A whole game as a reader follows it, in one plain-JSON record: its tags, and for each game line
 * its label, its notation as written with the annotator's marks (`!`, `?!`…) told apart, its
 * `{comments}`, the `#` comment lines that go with it, its plain-English reading (the board view's,
 * readingTexts, so that a better reading shows here too) and its problems; how the game ended. The exported game
 * page lists the plays from it (core/src/view/gamePage.ts).
 *
 * Which play a `#` comment line goes with: a comment paragraph written right above a game line (no
 * blank line between) introduces that line, as annotated files write them; a paragraph set apart
 * by a blank line after it follows the game line above it; before the first game line, such a
 * paragraph introduces the game.
 */
import type { Severity } from '../common/diagnostic';
import { resultSentence } from '../common/text';
import type { AnnotationText, GameLine, Part } from '../notation';
import type { DocumentAnalysis } from './analysis';
import { readingTexts } from './reading';

/** A piece of a play's notation as written: plain text, or one of the annotator's marks. */
export interface NotationPiece {
  readonly text: string;
  readonly mark?: AnnotationText;
}

/** A problem the analysis found on a game line. */
export interface PlayProblem {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
}

export interface PlayRecord {
  /** The line in the file (0-based). */
  readonly line: number;
  readonly label: string;
  /** The turn the line belongs to. */
  readonly turn: number;
  /** What names the play in a link (`#5.3`): its label, or `line-N` when the label is not the file's only one. */
  readonly anchor: string;
  /** The line after its label as written, without its comments, with the marks apart. */
  readonly notation: readonly NotationPiece[];
  /** The `{…}` comments of both sides, in the order written. */
  readonly comments: readonly string[];
  /** The `#` comment lines written right above the line, as paragraphs (see `paragraphs`). */
  readonly notesBefore: readonly string[];
  /** The `#` comment paragraphs set apart below the line, before the next one. */
  readonly notesAfter: readonly string[];
  /** The play in plain words: the board view's reading, a paragraph per part (reading.ts). */
  readonly reading: readonly string[];
  /** Errors and warnings on the line (at most MAX_PROBLEMS). */
  readonly problems: readonly PlayProblem[];
}

export interface GameRecord {
  /** The tags, in file order. */
  readonly tags: readonly { readonly name: string; readonly value: string }[];
  /** `#` comment paragraphs before the first game line, set apart from it. */
  readonly intro: readonly string[];
  readonly plays: readonly PlayRecord[];
  /** How the game ended after its last line, in a sentence; null while it goes on. */
  readonly result: string | null;
}

/** Problems listed beside one play: a line with more says how many more. */
const MAX_PROBLEMS = 5;

/** The annotator's marks and comments of a part, whatever its kind. */
function partNotes(part: Part | undefined): { marks: readonly { text: AnnotationText; start: number; end: number }[]; comments: readonly { text: string; start: number; end: number }[] } {
  if (!part) return { marks: [], comments: [] };
  const comments = (part.comments ?? []).map((c) => ({ text: c.text, start: c.range.start.character, end: c.range.end.character }));
  const marks = part.kind === 'play' ? part.annotations.map((a) => ({ text: a.text, start: a.range.start.character, end: a.range.end.character })) : [];
  return { marks, comments };
}

/** The line's text after its label, cut into plain text and marks, its comments (and the spaces before them) left out. */
function notationOf(text: string, line: GameLine): { notation: NotationPiece[]; comments: string[] } {
  const notes = [partNotes(line.ussr), partNotes(line.us)];
  const comments = notes.flatMap((n) => n.comments);
  const cuts = [...notes.flatMap((n) => n.marks).map((m) => ({ ...m, mark: m.text })), ...comments.map((c) => ({ ...c, mark: undefined }))]
    .sort((a, b) => a.start - b.start);
  const pieces: NotationPiece[] = [];
  let at = line.label.range.end.character;
  for (const cut of cuts) {
    if (cut.start < at) continue;
    // Text before a comment loses its trailing spaces with it.
    const before = text.slice(at, cut.start);
    pieces.push({ text: cut.mark ? before : before.trimEnd() });
    if (cut.mark) pieces.push({ text: text.slice(cut.start, cut.end), mark: cut.mark });
    at = cut.end;
  }
  pieces.push({ text: text.slice(at) });
  const first = pieces.findIndex((p) => p.mark || p.text.trim());
  const kept = pieces.slice(Math.max(first, 0)).filter((p) => p.mark || p.text);
  if (kept[0] && !kept[0].mark) kept[0] = { text: kept[0].text.trimStart() };
  const lastIndex = kept.length - 1;
  if (kept[lastIndex] && !kept[lastIndex]!.mark) kept[lastIndex] = { text: kept[lastIndex]!.text.trimEnd() };
  const notation: NotationPiece[] = [];
  for (const piece of kept) {
    if (!piece.mark && !piece.text) continue;
    const previous = notation[notation.length - 1];
    if (!piece.mark && previous && !previous.mark) notation[notation.length - 1] = { text: previous.text + piece.text };
    else notation.push(piece);
  }
  return { notation, comments: comments.map((c) => c.text) };
}

/**
 * Comment lines as paragraphs: an annotator wraps prose over several `#` lines, so consecutive lines
 * join with a space; an empty `#` line starts a new paragraph.
 */
function paragraphs(lines: readonly string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim()) current.push(line.trim());
    else if (current.length) { out.push(current.join(' ')); current = []; }
  }
  return out;
}

/** The record of a whole analysed file. */
export function gameRecord(analysis: DocumentAnalysis): GameRecord {
  const syntax = analysis.syntax;
  const numbers = Array.from(syntax.gameLineNumbers);
  const labelCount = new Map<string, number>();
  for (const n of numbers) {
    const label = syntax.gameLine(n)!.label.text;
    labelCount.set(label, (labelCount.get(label) ?? 0) + 1);
  }
  const problemsAt = new Map<number, PlayProblem[]>();
  const extra = new Map<number, number>();
  const { problems } = analysis;
  for (let k = 0; k < problems.length; k++) {
    const severity = problems.severityOf(k);
    if (severity !== 'error' && severity !== 'warning') continue;
    const d = problems.at(k);
    const line = d.range.start.line;
    const list = problemsAt.get(line) ?? [];
    if (list.length < MAX_PROBLEMS) list.push({ severity: d.severity, code: d.code, message: d.message });
    else extra.set(line, (extra.get(line) ?? 0) + 1);
    problemsAt.set(line, list);
  }
  const intro: string[] = [];
  const plays: (PlayRecord & { notesBefore: string[]; notesAfter: string[] })[] = [];
  // The comment lines read since the last other line: they go with the next game line if it follows at once.
  let pending: string[] = [];
  const setApart = () => {
    if (!pending.length) return;
    (plays.length ? plays[plays.length - 1]!.notesAfter : intro).push(...paragraphs(pending));
    pending = [];
  };
  for (let n = 0; n < syntax.count; n++) {
    const kind = syntax.kindOf(n);
    if (kind === 'comment') {
      const comment = syntax.line(n);
      if (comment?.kind === 'comment') pending.push(comment.text);
      continue;
    }
    if (kind !== 'game') {
      setApart();
      continue;
    }
    const line = syntax.gameLine(n)!;
    const label = line.label.text;
    const { notation, comments } = notationOf(analysis.lineText(n) ?? '', line);
    const more = extra.get(n);
    const problems = problemsAt.get(n) ?? [];
    plays.push({
      line: n,
      label,
      turn: line.label.turn,
      anchor: labelCount.get(label) === 1 ? label : `line-${n + 1}`,
      notation,
      comments,
      notesBefore: paragraphs(pending),
      notesAfter: [],
      reading: readingTexts(analysis, n),
      problems: more ? [...problems, { severity: problems[0]!.severity, code: '', message: `and ${more} more on this line` }] : problems,
    });
    pending = [];
  }
  setApart();
  const last = numbers.length ? numbers[numbers.length - 1]! : -1;
  const end = analysis.stateAfter(last);
  return {
    tags: syntax.tags().map((t) => ({ name: t.name, value: t.value })),
    intro,
    plays,
    result: end.result ? resultSentence(end.result, end.vp, end.defcon) : null,
  };
}
