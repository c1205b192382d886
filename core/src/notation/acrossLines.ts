/**
 * The checks across lines of a parse that keeps no tree (the tags' and the turn order's), made
 * from each line's kind and facts (lineFacts.ts) and kept per line, so that the parse of the next
 * version (reparse.ts) keeps those whose inputs did not change; the whole parse makes them too,
 * so that the first edit after opening a file finds them (issue 22: it made them all again).
 */
import type { ChunkedList } from '../common/chunked';
import type { Diagnostic } from '../common/diagnostic';
import { rangeMoved } from '../common/text';
import { checkOrder, checkTag, orderOf, type OrderChecked } from './documentChecks';
import { orderChecked, tagChecked, type Checked, type LabelFacts, type LineFacts, type TagFacts } from './lineFacts';
import { KIND_CODES } from './lines';

/** Lines copied or checked between two pauses (a byte and a pointer each, mostly). */
export const CHECKED_PER_STEP = 20_000;

export const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);

/** A line's own diagnostics, moved `lines` down with it (a line's own never point at another line). */
export function diagnosticsMoved(diagnostics: readonly Diagnostic[], lines: number): readonly Diagnostic[] {
  return diagnostics.map((d) => ({ ...d, range: rangeMoved(d.range, lines) }));
}

/** `diagnostics` moved `lines` down; the same list when it is empty or `lines` is 0. */
function shifted(diagnostics: readonly Diagnostic[], lines: number): readonly Diagnostic[] {
  return lines === 0 || diagnostics.length === 0 ? diagnostics : diagnosticsMoved(diagnostics, lines);
}

/**
 * The diagnostics of a file without a replay block, in the order the whole parse gives them: each
 * line's own, then the tags' checks, then the turn order's; the game and tag lines' numbers; and
 * each line's checks for the next version. A line whose checks read the same as before (its facts,
 * the game line before it, the line that first set its tag's name) keeps them, moved with it: an
 * archive of games has a diagnostic on nearly every tag (issue 22: each keystroke made them all again).
 */
export function* checksAcrossLines(textOf: (n: number) => string, kinds: Uint8Array, own: ChunkedList<readonly Diagnostic[] | undefined>, facts: ChunkedList<LineFacts | undefined>,
  before: readonly (Checked | undefined)[]):
Generator<void, { diagnostics: Diagnostic[]; ownCount: number; gameLineNumbers: Int32Array; tagLineNumbers: Int32Array; checked: (Checked | undefined)[] }, void> {
  const count = kinds.length;
  const diagnostics: Diagnostic[] = [];
  const tagDiagnostics: Diagnostic[] = [];
  const orderDiagnostics: Diagnostic[] = [];
  const gameLineNumbers = new Int32Array(count);
  const tagLineNumbers = new Int32Array(count);
  let games = 0;
  let tags = 0;
  const checked: (Checked | undefined)[] = new Array(count);
  const tagNames = new Map<string, number>();
  let previousGame = -1;
  let previousOrder = 0;
  const sink: Diagnostic[] = [];
  for (let n = 0; n < count; n++) {
    if (n > 0 && n % CHECKED_PER_STEP === 0) yield;
    const mine = own.get(n);
    if (mine) for (const d of mine) diagnostics.push(d);
    const kind = kinds[n];
    if (kind !== KIND_CODES.game && kind !== KIND_CODES.tag) continue;
    const lineFacts = facts.get(n)!;
    const last = before[n];
    let now: Checked | undefined;
    if (kind === KIND_CODES.game) {
      const label = lineFacts as LabelFacts;
      const order = orderOf(label);
      // checkOrder finds nothing when the round comes later: only a problem is looked at further.
      if (previousGame >= 0 && order <= previousOrder) {
        const previousFacts = facts.get(previousGame);
        if (last && last.facts === lineFacts && last.contextFacts === previousFacts && previousGame - last.context === n - last.line) {
          // The same two rounds: a turn out of order is the same, but TSN007 names the line before.
          if (n === last.line) now = last;
          else if (last.diagnostics.every((d) => d.code !== 'TSN007')) now = { ...last, line: n, context: previousGame, diagnostics: shifted(last.diagnostics, n - last.line) };
        }
        if (!now) {
          const above: OrderChecked = orderChecked(previousGame, previousFacts as LabelFacts, textOf(previousGame).length);
          checkOrder(above, orderChecked(n, label, textOf(n).length), sink);
          now = { facts: lineFacts, line: n, context: previousGame, contextFacts: previousFacts, afterGameLine: true, diagnostics: sink.slice() };
          sink.length = 0;
        }
        for (const d of now.diagnostics) orderDiagnostics.push(d);
        checked[n] = now;
      }
      gameLineNumbers[games++] = n;
      previousGame = n;
      previousOrder = order;
      continue;
    } else {
      const tag = lineFacts as TagFacts;
      const afterGameLine = previousGame >= 0;
      const setOn = tagNames.get(tag.name) ?? -1;
      if (last && last.facts === lineFacts && last.afterGameLine === afterGameLine && last.context === setOn) {
        // The same tag after the same first one (none, or one that did not move): the same messages.
        now = n === last.line ? last : { ...last, line: n, diagnostics: shifted(last.diagnostics, n - last.line) };
        if (setOn < 0) tagNames.set(tag.name, n);
      } else {
        checkTag(tagChecked(n, tag), afterGameLine, tagNames, sink);
        now = { facts: lineFacts, line: n, context: setOn, contextFacts: undefined, afterGameLine, diagnostics: sink.length ? sink.slice() : NO_DIAGNOSTICS };
        sink.length = 0;
      }
      for (const d of now.diagnostics) tagDiagnostics.push(d);
      tagLineNumbers[tags++] = n;
    }
    checked[n] = now;
  }
  const ownCount = diagnostics.length;
  for (const d of tagDiagnostics) diagnostics.push(d);
  for (const d of orderDiagnostics) diagnostics.push(d);
  return { diagnostics, ownCount, gameLineNumbers: gameLineNumbers.slice(0, games), tagLineNumbers: tagLineNumbers.slice(0, tags), checked };
}
