/**
 * The server's open documents, their text held in pieces (core's PieceText) rather than as one
 * string: an edit makes a new version sharing every piece but the one it wrote, and tells the
 * analysis where it wrote (issue 22: the standard TextDocument made a new 10 MB string a
 * keystroke, which V8 copied whole when first read, 80-180 ms on this project's machine). The
 * same positions, offsets and texts as the standard TextDocument; `getText()` makes the one
 * string only when asked for.
 */
import type { TextDocumentContentChangeEvent, TextDocumentsConfiguration } from 'vscode-languageserver';
import type { Position, Range, TextDocument } from 'vscode-languageserver-textdocument';
import { firstAtOrAfter, PieceText, startsLine, type ChunkedOffsets, type DocumentText } from '../../../core/src';

const LF = 10;
const CR = 13;

export class PieceTextDocument implements TextDocument {
  /**
   * Where each line starts (the first is 0): found at opening and after a whole-text change, where
   * the first analysis takes far longer, not at the first keystroke (10 MB: 30-90 ms, which the
   * keystroke's diagnostics waited for); then kept up to date by each edit.
   */
  private lineStarts: ChunkedOffsets;

  private constructor(readonly uri: string, readonly languageId: string, private currentVersion: number, private content: PieceText) {
    this.lineStarts = content.lineStarts();
  }

  /** `content`: a string, or a text the server's reader read in parts (stdioReader.ts), taken as it is. */
  static create(uri: string, languageId: string, version: number, content: string | PieceText): PieceTextDocument {
    return new PieceTextDocument(uri, languageId, version, content instanceof PieceText ? content : PieceText.of(content));
  }

  get version(): number {
    return this.currentVersion;
  }

  /** This version's text, as the analysis reads it: in pieces, saying how the edit made it from the version before. */
  get text(): DocumentText {
    return this.content;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  getText(range?: Range): string {
    if (!range) return this.content.toString();
    // Ends out of order are read in order, as a string's `substring` reads them.
    const a = this.offsetAt(range.start);
    const b = this.offsetAt(range.end);
    return this.content.slice(Math.min(a, b), Math.max(a, b));
  }

  /** An offset moved back off the line break it is inside or after, to the end of its line's text. */
  private beforeLineBreak(offset: number, lineStart: number): number {
    while (offset > lineStart) {
      const code = this.content.charCodeAt(offset - 1);
      if (code !== LF && code !== CR) break;
      offset--;
    }
    return offset;
  }

  positionAt(offset: number): Position {
    offset = Math.max(0, Math.min(offset, this.content.length));
    const starts = this.lineStarts;
    // The last line starting at or before the offset.
    const line = firstAtOrAfter(starts.length, offset + 1, (n) => starts.get(n)) - 1;
    const lineStart = starts.get(line);
    return { line, character: this.beforeLineBreak(offset, lineStart) - lineStart };
  }

  offsetAt(position: Position): number {
    const starts = this.lineStarts;
    if (position.line >= starts.length) return this.content.length;
    if (position.line < 0) return 0;
    const lineStart = starts.get(position.line);
    if (position.character <= 0) return lineStart;
    const next = position.line + 1 < starts.length ? starts.get(position.line + 1) : this.content.length;
    return this.beforeLineBreak(Math.min(lineStart + position.character, next), lineStart);
  }

  /** The document after `changes`, in order (each in the text the ones before it left), at `version`. */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    for (const change of changes) {
      if ('range' in change && change.range) {
        const { start, end } = wellFormed(change.range);
        this.replace(this.offsetAt(start), this.offsetAt(end), change.text);
      } else {
        // A whole-text change's text may have been read in parts too (stdioReader.ts).
        const text = change.text as string | PieceText;
        this.content = text instanceof PieceText ? text : PieceText.of(text);
        this.lineStarts = this.content.lineStarts();
      }
    }
    this.currentVersion = version;
  }

  /** Characters [start, end) replaced by `inserted`: the lines starting in between found again, those after moved. */
  private replace(start: number, end: number, inserted: string): void {
    const old = this.content;
    const starts = this.lineStarts;
    this.content = old.edited(start, end, inserted);
    // A line starts at p by the characters at p - 1 and p: those at start..end in the old text may
    // start lines no more, those at start..start + inserted.length in the new one may.
    const first = Math.max(1, start);
    const removedFrom = firstAtOrAfter(starts.length, first, (n) => starts.get(n));
    const removedTo = firstAtOrAfter(starts.length, end + 1, (n) => starts.get(n));
    const added: number[] = [];
    const text = this.content;
    for (let p = first; p <= start + inserted.length; p++) if (startsLine(text.charCodeAt(p - 1), text.charCodeAt(p))) added.push(p);
    this.lineStarts = starts.spliced(removedFrom, removedTo, added, inserted.length - (end - start));
  }
}

/** A range with its ends in order. */
function wellFormed(range: Range): Range {
  const { start, end } = range;
  return start.line > end.line || (start.line === end.line && start.character > end.character) ? { start: end, end: start } : range;
}

/** How `TextDocuments` makes and updates the server's documents. */
export const PIECE_TEXT_DOCUMENTS: TextDocumentsConfiguration<PieceTextDocument> = {
  create: (uri, languageId, version, content) => PieceTextDocument.create(uri, languageId, version, content),
  update: (document, changes, version) => {
    document.update(changes, version);
    return document;
  },
};
