/**
 * The eight real games of the digital edition (shared/fixtures/digital-logs/): each imports with
 * every line read, checks with no error and no warning, and after every round the engine's board
 * equals what the log itself prints (logBoards.ts reads it, independently of the importer).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importPlaydekLog } from '../../../core/src/import';
import { analyze, type DocumentAnalysis } from '../../../core/src/analysis';
import { stateJson, type StateJson } from '../../../core/src/rules';
import { logBoards, type LogBoard } from './logBoards';

/**
 * The logs, copied unchanged from ../shared/fixtures/digital-logs (present in the workspace, not in
 * a clean clone). TSN_DIGITAL_LOGS names another folder of logs to run the same test on.
 */
const FIXTURE_LOGS = join(__dirname, '..', '..', 'fixtures', 'digital-logs');
const LOGS = process.env.TSN_DIGITAL_LOGS || FIXTURE_LOGS;
const SHARED_LOGS = join(__dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'digital-logs');

type Check = 'clean' | 'influence' | 'vp' | 'defcon' | 'space' | 'milops';

function boardsByLabel(analysis: DocumentAnalysis): Map<string, StateJson> {
  const out = new Map<string, StateJson>();
  // The board right after each line: the last line's, before what follows the file's end (final scoring).
  for (const line of analysis.syntax.gameLines()) out.set(line.label.text, stateJson(analysis.replayedAt(line.range.start.line)!.replayed.after));
  return out;
}

/** Every difference between the engine's board and the log's, for one part of the board, round by round. */
function differences(check: Exclude<Check, 'clean'>, engine: Map<string, StateJson>, log: Map<string, LogBoard>): string[] {
  const out: string[] = [];
  for (const [label, expected] of log) {
    const board = engine.get(label);
    if (!board) continue; // a round TSN does not write (no card played in it, or the log stops in it)
    const at = `${label} (log line ${expected.line})`;
    switch (check) {
      case 'influence':
        for (const [code, counts] of Object.entries(expected.influence)) {
          const got = board.influence[code]!;
          if (got.US !== counts.US || got.USSR !== counts.USSR) out.push(`${at}: ${code} US ${got.US} USSR ${got.USSR}, the log ${counts.US}/${counts.USSR}`);
        }
        break;
      case 'vp':
        if (expected.vp !== undefined && board.vp !== expected.vp) out.push(`${at}: VP ${board.vp}, the log ${expected.vp}`);
        break;
      case 'defcon':
        if (board.defcon !== expected.defcon) out.push(`${at}: DEFCON ${board.defcon}, the log ${expected.defcon}`);
        break;
      case 'space':
        if (board.space.US !== expected.space.US || board.space.USSR !== expected.space.USSR) out.push(`${at}: space race US ${board.space.US} USSR ${board.space.USSR}, the log ${expected.space.US}/${expected.space.USSR}`);
        break;
      case 'milops':
        if (board.milops.US !== expected.milops.US || board.milops.USSR !== expected.milops.USSR) out.push(`${at}: military operations US ${board.milops.US} USSR ${board.milops.USSR}, the log ${expected.milops.US}/${expected.milops.USSR}`);
        break;
    }
  }
  return out;
}

const files = readdirSync(LOGS).filter((f) => f.endsWith('.txt')).sort();

describe(`real games of the digital edition${LOGS === FIXTURE_LOGS ? '' : ` in ${LOGS}`}: imported, checked, and the board equal to the log after every round`, () => {
  test('the logs are there: the eight fixtures, or those of TSN_DIGITAL_LOGS', () => assert.ok(LOGS === FIXTURE_LOGS ? files.length === 8 : files.length > 0, `${files.length} logs in ${LOGS}`));
  test('the copies are byte-identical to ../shared/fixtures/digital-logs', { skip: existsSync(SHARED_LOGS) ? false : 'no shared fixtures (clean clone)' }, () => {
    for (const file of readdirSync(SHARED_LOGS)) {
      assert.ok(readFileSync(join(FIXTURE_LOGS, file)).equals(readFileSync(join(SHARED_LOGS, file))), `test/fixtures/digital-logs/${file} differs from the shared copy`);
    }
  });
  for (const file of files) {
    describe(file, () => {
      const text = readFileSync(join(LOGS, file), 'utf8');
      const result = importPlaydekLog(text, { source: file });
      const analysis = analyze(result.tsn);
      const engine = boardsByLabel(analysis);
      const log = logBoards(text);

      test('every line of the log is read', () => {
        assert.equal(result.recognised, true);
        assert.deepEqual(result.notImported.map((n) => `${n.line + 1}: ${n.text} (${n.reason})`), []);
      });

      test('the game checks with no error and no warning', () => {
        const lines = result.tsn.split('\n');
        const serious = analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
        assert.deepEqual(serious.map((d) => `${d.code} ${lines[d.range.start.line]}: ${d.message}`), []);
      });

      test('every round of the log is a line of the game', () => {
        // The rounds the log tells that TSN has no line for: none but those with no card played and a round the log stops in.
        const missing = [...log.keys()].filter((label) => !engine.has(label));
        for (const label of missing) {
          const board = log.get(label)!;
          const header = text.split(/\r?\n/).find((l, i) => i < board.line && new RegExp(`^Turn ${label.split('.')[0]}, (USSR|US) AR${label.split('.')[1]}: `).test(l));
          assert.ok(header && (/: :\s*$/.test(header) || board.line >= text.trimEnd().split(/\r?\n/).length), `${label} (log line ${board.line}) has no line in the game`);
        }
      });

      for (const check of ['influence', 'vp', 'defcon', 'space', 'milops'] as const) {
        test(`${check} after every round equals the log`, () => {
          assert.deepEqual(differences(check, engine, log), []);
        });
      }
    });
  }
});
