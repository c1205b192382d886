// What the replay remembers across versions (analysis/replay.ts, issue 22): the boards of the
// lines read lately are kept for the next reads, but no longer than their lines, so a closed or
// replaced version of a file is let go with its replay's store and its text.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { analyze, type DocumentAnalysis } from '../../../core/src/analysis';
import { boardsRemembered, rememberedAtMost } from '../../../core/src/analysis/replay';
import { generateGame } from '../../../bench/generateGame';

// The suite runs without --expose-gc: a new context made after this flag has `gc`.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A full collection once the current job is over (a WeakRef keeps its target until then). */
async function collected(): Promise<void> {
  for (let k = 0; k < 2; k++) {
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
  }
}

/** Reads the board after each of the analysis's replayed lines, which remembers the last ones. */
function readEveryBoard(analysis: DocumentAnalysis): void {
  for (const replayed of analysis.replay!.lines) assert.ok(replayed.after);
}

describe('the boards remembered across versions', () => {
  const game = generateGame(1);

  test('at most 64 lines, the last read', () => {
    const analysis = analyze(game);
    assert.ok(analysis.replay!.lines.length > 64, 'a game of more lines than are remembered');
    readEveryBoard(analysis);
    assert.ok(rememberedAtMost() <= 64);
    const lines = analysis.replay!.lines;
    const before = boardsRemembered();
    assert.ok(lines.get(lines.length - 1).after);
    assert.equal(boardsRemembered(), before, 'the last line read is remembered: read again, it is not replayed');
    assert.ok(lines.get(1).after);
    assert.ok(boardsRemembered() > before, 'a line read long ago is forgotten: read again, it is replayed and remembered');
  });

  test('a version let go takes its lines and what was remembered for them with it', async () => {
    // Made and read in a function of its own, so that no variable of this one holds the analysis.
    const refs = (() => {
      const analysis = analyze(game);
      readEveryBoard(analysis);
      const lines = analysis.replay!.lines;
      return { analysis: new WeakRef(analysis), lastLine: new WeakRef(lines.get(lines.length - 1)) };
    })();
    await collected();
    assert.equal(refs.lastLine.deref(), undefined, 'the last line read is let go');
    assert.equal(refs.analysis.deref(), undefined, 'the analysis is let go');
  });

  test('the replay remembers none of the boards it makes, only those read (issue 24)', async () => {
    // Kept alive for 64 more lines, the boards each replay made outlived young collections, and the
    // analysis of small games took two to three times as long (bench/RESULTS.md, wip/regress24).
    const before = boardsRemembered();
    const analysis = analyze(generateGame(2));
    assert.equal(boardsRemembered(), before);
    assert.ok([...analysis.replay!.lines].at(-1)!.after);
    assert.ok(boardsRemembered() > before, 'a board read is remembered');
  });

  test('a version that shares lines with the next keeps them only as long as the next does', async () => {
    const lines = game.split('\n');
    const refs = (() => {
      const first = analyze(game);
      readEveryBoard(first);
      // A comment added at the top: every line moves, the next version replays none again.
      const next = analyze(['# a comment', ...lines].join('\n'), undefined, first);
      readEveryBoard(next);
      const lastOf = (analysis: DocumentAnalysis) => new WeakRef([...analysis.replay!.lines].at(-1)!);
      return { first: new WeakRef(first), next: new WeakRef(next), firstLine: lastOf(first), nextLine: lastOf(next) };
    })();
    await collected();
    assert.equal(refs.first.deref(), undefined);
    assert.equal(refs.next.deref(), undefined);
    assert.equal(refs.firstLine.deref(), undefined, "the first version's last line is let go");
    assert.equal(refs.nextLine.deref(), undefined, "the next version's last line is let go");
  });

  // A large file's parse keeps a memo of its lines for the next version (notation/reparse.ts):
  // the next version's parse must not keep the previous one's (its text and tables) alive.
  const NO_TREE = { rules: true, keepTreeUpTo: 0 };
  const edits: Record<string, (lines: string[]) => string[]> = {
    'a character typed (no line moved)': (lines) => lines.map((line, n) => (n === 40 ? `${line} ` : line)),
    'a line added at the top': (lines) => ['# a comment', ...lines],
  };
  for (const [name, edit] of Object.entries(edits)) {
    test(`the previous version's parse is let go while the next is kept: ${name}`, async () => {
      const held = (() => {
        const first = analyze(game, NO_TREE);
        const next = analyze(edit(game.split('\n')).join('\n'), NO_TREE, first);
        assert.ok(first.linesParse?.memo && next.linesParse?.memo, 'both parsed without a tree');
        return { firstMemo: new WeakRef(first.linesParse.memo), next };
      })();
      await collected();
      assert.ok(held.next.linesParse!.lines.count > 0);
      assert.equal(held.firstMemo.deref(), undefined, "the first version's memo (and its text) is let go");
    });
  }
});
