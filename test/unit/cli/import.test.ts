/**
 * `tsn import` (shared/spec/cli.md): files, `-`, `--out`, a directory of logs, the exit status, a
 * `LOG:LINE` message on standard error for each line not imported, and malformed logs (truncated,
 * shuffled, another game's text, binary, empty, 10 MB) giving a clear message and the right status,
 * every readable line still converted, never a crash.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameFileName } from '../../../cli/src/import';
import { analyze } from '../../../core/src/analysis';
import { runCli } from '../helpers/cli';

const LOGS = join(__dirname, '..', '..', 'fixtures', 'digital-logs');
const GAME = readFileSync(join(LOGS, 'game-35.txt'), 'utf8');

/** Runs the command line on fake files: `dirs` maps a directory to the log files under it. */
function tsn(args: string[], files: Record<string, string>, dirs: Record<string, string[]> = {}, unwritable = false) {
  return runCli(args, files, { logDirectories: dirs, unwritable });
}

/** The game lines of a TSN text (no tags, comments or blank lines). */
function plays(tsn: string): string[] {
  return tsn.split('\n').filter((l) => /^\d/.test(l));
}

describe('tsn import', () => {
  test('a log to standard output: exit 0 when every line was read; the game checks with no error', () => {
    const r = tsn(['import', 'game.txt'], { 'game.txt': GAME });
    assert.equal(r.status, 0);
    assert.equal(r.err, '');
    assert.match(r.out, /^\[Event "Twilight Struggle, digital edition"\]\n/);
    assert.match(r.out, /\[Source "digital edition game log, game\.txt"\]/);
    assert.equal(analyze(r.out).diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').length, 0);
  });

  test('- reads standard input; --out PATH writes the game there; --from playdek is the default', () => {
    const r = tsn(['import', '-', '--out', 'game.tsn', '--from', 'playdek'], { '-': GAME });
    assert.equal(r.status, 0);
    assert.equal(r.out, '');
    assert.match(r.written['game.tsn']!, /^\[Event /);
    assert.equal(r.written['game.tsn']!, tsn(['import', 'game.txt'], { 'game.txt': GAME }).out.replace('[Source "digital edition game log, game.txt"]', '[Source "digital edition game log"]') + '\n');
  });

  test('several logs, or a directory of logs, go into --out DIRECTORY as <log name>.tsn', () => {
    const files = Object.fromEntries(readdirSync(LOGS).filter((f) => f.endsWith('.txt')).map((f) => [join('logs', f), readFileSync(join(LOGS, f), 'utf8')]));
    const r = tsn(['import', 'logs', '--out', 'out'], files, { logs: Object.keys(files).sort() });
    assert.equal(r.status, 0, r.err);
    assert.deepEqual(Object.keys(r.written).sort(), Object.keys(files).sort().map((f) => join('out', gameFileName(f))));
    assert.deepEqual(Object.keys(r.written).map((f) => f.replace(/^out\//, '')).sort().slice(0, 2), ['game-16.tsn', 'game-29.tsn']);
    const two = tsn(['import', 'a.txt', 'b.log', '--out', 'out'], { 'a.txt': GAME, 'b.log': GAME });
    assert.deepEqual(Object.keys(two.written).sort(), ['out/a.tsn', 'out/b.tsn']);
    assert.equal(gameFileName('-'), 'stdin.tsn');
  });

  test('misuse: several logs to standard output, an unknown source or option, no log: exit 2 with the usage', () => {
    for (const args of [['import', 'a.txt', 'b.txt'], ['import', 'a.txt', '--from', 'vassal'], ['import', 'a.txt', '--color'], ['import'], ['import', 'a.txt', '--out']]) {
      const r = tsn(args, { 'a.txt': GAME, 'b.txt': GAME });
      assert.equal(r.status, 2, args.join(' '));
      assert.match(r.err, /^tsn: .+\n\nUsage:/, args.join(' '));
      assert.deepEqual(r.written, {});
    }
  });

  test('a file that cannot be read, or written: one line on standard error, exit 2; the other logs are still imported', () => {
    const r = tsn(['import', 'missing.txt', 'game.txt', '--out', 'out'], { 'game.txt': GAME });
    assert.equal(r.status, 2);
    assert.equal(r.err, 'tsn: cannot read missing.txt: no such file');
    assert.deepEqual(Object.keys(r.written), ['out/game.tsn']);
    const unwritable = tsn(['import', 'game.txt', '--out', 'x.tsn'], { 'game.txt': GAME }, {}, true);
    assert.equal(unwritable.status, 2);
    assert.equal(unwritable.err, 'tsn: cannot write x.tsn: permission denied');
  });
});

describe('tsn import: malformed logs', () => {
  const lines = GAME.split('\n');

  test('truncated anywhere: every line read (exit 0), the rounds before the cut as in the whole game', () => {
    const whole = plays(tsn(['import', 'game.txt'], { 'game.txt': GAME }).out);
    for (const at of [3, 40, 400, 401, 402, 555, 700]) {
      const r = tsn(['import', 'cut.txt'], { 'cut.txt': lines.slice(0, at).join('\n') });
      assert.equal(r.status, 0, `cut after line ${at}: ${r.err}`);
      const cut = plays(r.out);
      // All but the last line (the round the log stops in, or the end of the turn not yet reached) are the whole game's.
      assert.deepEqual(cut.slice(0, -1), whole.slice(0, Math.max(0, cut.length - 1)), `cut after line ${at}`);
    }
  });

  test('shuffled lines: each line out of place reported as LOG:LINE on standard error and kept as a comment, the rest converted (exit 1)', () => {
    // A fixed shuffle: every 7th line moved to the end.
    const moved = lines.filter((_, i) => i % 7 === 3);
    const shuffled = [...lines.filter((_, i) => i % 7 !== 3), ...moved].join('\n');
    const r = tsn(['import', 'shuffled.txt'], { 'shuffled.txt': shuffled });
    assert.equal(r.status, 1);
    const messages = r.err.split('\n');
    assert.ok(messages.length > 0);
    for (const message of messages) assert.match(message, /^shuffled\.txt:\d+: not imported: .+: .+$/);
    const comments = r.out.split('\n').filter((l) => l.startsWith('# not imported: '));
    assert.equal(comments.length, messages.length);
    assert.ok(plays(r.out).length > 80, 'the rounds still read are converted');
  });

  test('another game\'s text, binary data, an empty file: not a log, nothing written, exit 2', () => {
    const cases: [string, RegExp][] = [
      ['[Event "Chess"]\n1. e4 e5 2. Nf3 Nc6\n', /no line of it is a round of the digital edition's game log/],
      [readFileSync(join(__dirname, '..', '..', '..', 'examples', 'game.tsn'), 'utf8'), /no line of it is a round/],
      ['\u0000\u0001PK\u0003\u0004binary', /binary data/],
      ['', /empty/],
    ];
    for (const [text, why] of cases) {
      const r = tsn(['import', 'x.txt', '--out', 'x.tsn'], { 'x.txt': text });
      assert.equal(r.status, 2);
      assert.match(r.err, why);
      assert.match(r.err, /^tsn: x\.txt is not a game log of the digital edition: .+; nothing written$/);
      assert.deepEqual(r.written, {});
    }
  });

  test('10 MB: a log repeated until 10 MB, read in bounded time; the rounds read twice are reported, never a crash', () => {
    const big = GAME.repeat(Math.ceil(10_000_000 / GAME.length));
    const started = Date.now();
    const r = tsn(['import', 'big.txt', '--out', 'big.tsn'], { 'big.txt': big });
    const elapsed = Date.now() - started;
    assert.equal(r.status, 1);
    assert.match(r.err.split('\n')[0]!, /^big\.txt:\d+: not imported: .*(already read|after the end of the game)/);
    assert.equal(plays(r.written['big.tsn']!).length, plays(tsn(['import', 'game.txt'], { 'game.txt': GAME }).out).length);
    // Against the import of one game measured here, never a fixed time: linear in the size.
    const one = Date.now();
    tsn(['import', 'game.txt'], { 'game.txt': GAME });
    const perGame = Math.max(1, Date.now() - one);
    assert.ok(elapsed < perGame * (big.length / GAME.length) * 20 + 5000, `${elapsed} ms for 10 MB, ${perGame} ms for one game`);
  });
});

describe('tsn import as a process', () => {
  const MAIN = join(__dirname, '..', '..', '..', 'cli', 'src', 'main.ts');
  const process_ = (args: string[], stdin: string): Promise<{ status: number | null; out: string; err: string }> => new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { env: { ...process.env, TSN_CLI_MAIN: '1' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('close', (status) => resolve({ status, out, err }));
    child.stdin.end(stdin);
  });

  test('standard input, a directory into --out, binary input: the statuses, no stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsn-import-'));
    const fromStdin = await process_(['import', '-'], GAME);
    assert.equal(fromStdin.status, 0);
    assert.match(fromStdin.out, /^\[Event /);
    const all = await process_(['import', LOGS, '--out', dir], '');
    assert.equal(all.status, 0, all.err);
    assert.equal(readdirSync(dir).filter((f) => f.endsWith('.tsn')).length, 8);
    const binary = join(dir, 'binary.txt');
    writeFileSync(binary, Buffer.from([0, 1, 2, 255, 254, 0, 10, 13]));
    const r = await process_(['import', binary], '');
    assert.equal(r.status, 2);
    assert.doesNotMatch(r.err, /\bat .*\(|Error:/);
    assert.equal(r.out, '');
  });
});
