/**
 * `tsn check` and `tsn import` on several threads (issue 24, `--jobs N`): whatever the number of
 * threads, standard output, standard error, the exit status and the files written are byte for
 * byte those of one thread; a file whose check throws, or whose worker thread stops, fails alone
 * (TSN041, one `internal error` line for a log), and the command still ends.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { checkFile, failedReport, formatText, type FileOutcome } from '../../../cli/src/check';
import { failedImport, isDirectory, logFilesUnder } from '../../../cli/src/import';
import { MAX_INPUT_BYTES, reasonOf } from '../../../cli/src/input';
import { run, tsnFilesUnder } from '../../../cli/src/main';
import { runInOrder } from '../../../cli/src/pool';
import { readAsTheCliDoes, throwingCheck } from '../helpers/faultyWorker';

const ROOT = join(__dirname, '..', '..', '..');
const MAIN = join(ROOT, 'cli', 'src', 'main.ts');
const WORKER = join(ROOT, 'cli', 'src', 'worker.ts');
const FAULTY_WORKER = join(ROOT, 'test', 'unit', 'helpers', 'faultyWorker.ts');
const LOGS = join(ROOT, 'test', 'fixtures', 'digital-logs');
const STDIN = '1.1   NSA#IR6+3 ; —\n';

interface Outcome {
  readonly status: number;
  readonly out: string;
  readonly err: string;
}

/**
 * `tsn …args` in this process on the real files, with the worker threads of the sources
 * (cli/src/worker.ts through tsx); `-` reads STDIN. `threaded` says whether the work went to workers.
 */
async function tsnHere(args: string[], workerFile = WORKER): Promise<Outcome & { threaded: boolean }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = run(args, {
    out: (t) => out.push(t), err: (t) => err.push(t),
    readFile: (path) => (path === '-' ? STDIN : readAsTheCliDoes(path)),
    tsnFilesUnder, writeFile: (path, data) => writeFileSync(path, data), logFilesUnder, isDirectory, workerFile,
  });
  return { status: await status, out: out.join('\n'), err: err.join('\n'), threaded: status instanceof Promise };
}

/** `tsn …args` as a process, from the sources: its own main(), exit status and worker threads. */
function tsnProcess(args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { env: { ...process.env, TSN_CLI_MAIN: '1' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('close', (status) => resolve({ status: status ?? -1, out, err }));
    child.stdin.end(STDIN);
  });
}

/**
 * A folder of games as a club's archive holds them: the examples and the fixture games, games with
 * errors, a sub-folder, UTF-16, a binary file, a broken link and a file past 64 MB (unreadable), a
 * FIFO (skipped).
 */
function gamesFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tsn-jobs-'));
  const games = join(dir, 'games');
  mkdirSync(join(games, 'club', 'old'), { recursive: true });
  for (const name of readdirSync(join(ROOT, 'examples'))) if (name.endsWith('.tsn')) copyFileSync(join(ROOT, 'examples', name), join(games, name));
  for (const name of readdirSync(join(ROOT, 'test', 'fixtures', 'games'))) copyFileSync(join(ROOT, 'test', 'fixtures', 'games', name), join(games, 'club', name));
  copyFileSync(join(ROOT, 'test', 'fixtures', 'spec-examples.tsn'), join(games, 'club', 'old', 'spec-examples.tsn'));
  writeFileSync(join(games, 'club', 'bad.tsn'), '1.1   NSA#IR6+3 ; —\n1.2   FID&IT1 ; —\n');
  writeFileSync(join(games, 'club', 'old', 'ended.tsn'), '[Notation "TSN 2"]\n1.1   NAS#IR6+3 D4 ; —\n');
  writeFileSync(join(games, 'utf16.tsn'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('1.1   NSA@EG ; —\n', 'utf16le')]));
  writeFileSync(join(games, 'archive.tsn'), 'PK\u0003\u0004\u0000\u0000garbage');
  symlinkSync(join(dir, 'nowhere.tsn'), join(games, 'broken.tsn'));
  writeFileSync(join(games, 'huge.tsn'), '');
  truncateSync(join(games, 'huge.tsn'), MAX_INPUT_BYTES + 1);
  execFileSync('mkfifo', [join(games, 'pipe.tsn')]);
  return games;
}

describe('tsn check on several threads: the output of one thread, byte for byte', () => {
  const games = gamesFolder();

  for (const format of ['text', 'json']) {
    test(`a folder of games, --format ${format}: 1 thread and 2 or 4`, { timeout: 120_000 }, async () => {
      const one = await tsnHere(['check', games, '--format', format, '--jobs', '1']);
      assert.equal(one.threaded, false, 'one job is the path on this thread, no worker');
      assert.equal(one.status, 2, 'unreadable files: exit 2');
      assert.equal(one.err, [
        `tsn: skipped ${join(games, 'pipe.tsn')}: a FIFO, not a regular file`,
        `tsn: cannot read ${join(games, 'broken.tsn')}: no such file`,
        `tsn: cannot read ${join(games, 'huge.tsn')}: larger than 64 MB, the most tsn reads of one input`,
      ].join('\n'));
      if (format === 'json') assert.equal(JSON.parse(one.out).length, 15);
      else assert.match(one.out, /\n15 files checked: \d+ errors/);
      for (const jobs of ['2', '4']) {
        const many = await tsnHere(['check', games, '--format', format, '--jobs', jobs]);
        assert.equal(many.threaded, true, `--jobs ${jobs} runs on worker threads`);
        assert.deepEqual({ ...many, threaded: false }, one, `--jobs ${jobs}`);
      }
    });
  }

  test('several arguments, standard input among them, --no-rules', { timeout: 60_000 }, async () => {
    const args = ['check', join(games, 'club'), '-', join(games, 'game.tsn'), join(games, 'missing.tsn'), '--no-rules'];
    const one = await tsnHere([...args, '--jobs', '1']);
    assert.match(one.out, /^-:1:7: error TSN011/m);
    assert.match(one.err, /cannot read .*missing\.tsn: no such file$/);
    const many = await tsnHere([...args, '--jobs', '4']);
    assert.deepEqual({ ...many, threaded: false }, one);
  });

  test('as a process: the default (every core) and --jobs 1 print the same and exit the same', { timeout: 60_000 }, async () => {
    const one = await tsnProcess(['check', games, '--jobs', '1', '--format', 'json']);
    const all = await tsnProcess(['check', games, '--format', 'json']);
    assert.equal(one.status, 2);
    assert.doesNotMatch(one.err, /internal error|\bat /);
    assert.deepEqual(all, one);
  });

  test('by default a few files stay on this thread (a worker\'s start costs more than they do); --jobs asks for workers anyway', async () => {
    const few = ['check', join(ROOT, 'examples', 'game.tsn'), join(ROOT, 'examples', 'annotated.tsn')];
    assert.equal((await tsnHere(few)).threaded, false, 'two files: no worker');
    assert.equal((await tsnHere([...few, '--jobs', '2'])).threaded, true, '--jobs 2: workers');
  });

  test('--jobs takes a number of threads from 1', async () => {
    for (const bad of ['0', 'x', '-1', '2.5']) {
      const r = await tsnHere(['check', games, `--jobs=${bad}`]);
      assert.equal(r.status, 2, bad);
      assert.match(r.err, new RegExp(`--jobs takes a number of threads from 1, not "${bad.replace('.', '\\.')}"`));
    }
    assert.equal((await tsnHere(['import', join(LOGS, 'game-16.txt'), '--jobs', '0'])).status, 2);
  });
});

describe('tsn import of several logs on several threads', () => {
  /** Imports with `jobs` threads into a fresh folder: what was printed and the games written, by name. */
  async function importWith(jobs: string, logs: string[], here = true): Promise<Outcome & { written: Record<string, string> }> {
    const out = mkdtempSync(join(tmpdir(), 'tsn-jobs-import-'));
    const args = ['import', ...logs, '--out', out, '--jobs', jobs];
    const r = here ? await tsnHere(args) : await tsnProcess(args);
    const written = Object.fromEntries(readdirSync(out).sort().map((name) => [name, readFileSync(join(out, name), 'utf8')]));
    rmSync(out, { recursive: true });
    const printed = { status: r.status, out: r.out, err: r.err.split(out).join('OUT') };
    return { ...printed, written };
  }

  test('the 8 digital-edition logs, as a folder and as files: the same messages, status and games', { timeout: 120_000 }, async () => {
    const files = readdirSync(LOGS).filter((f) => f.endsWith('.txt')).sort().map((f) => join(LOGS, f));
    assert.equal(files.length, 8);
    // A folder, the files, and files among which one is missing and one is no log.
    for (const [logs, games, status] of [[[LOGS], 8, 0], [files, 8, 0], [[...files.slice(0, 3), join(LOGS, 'missing.txt'), join(LOGS, 'README.md')], 3, 2]] as const) {
      const one = await importWith('1', [...logs]);
      assert.equal(Object.keys(one.written).length, games);
      assert.equal(one.status, status);
      assert.deepEqual(await importWith('3', [...logs]), one, `${logs.length} arguments`);
    }
    const all = await importWith('2', [LOGS], false);
    assert.deepEqual(all, await importWith('1', [LOGS], false), 'as a process');
  });
});

describe('the pool when a check throws or a worker thread stops: that file fails alone, never a hang', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tsn-jobs-faults-'));
  const names = ['a.tsn', 'b-throws.tsn', 'c.tsn', 'd-exits.tsn', 'e.tsn', 'f-falls.tsn', 'g.tsn', 'h-throws.tsn'];
  for (const [i, name] of names.entries()) writeFileSync(join(dir, name), i % 2 ? '1.1   NSA#IR6+3 ; —\n' : '1.1   NAS#IR6+3 D4 ; —\n');
  const files = names.map((name) => join(dir, name));

  test('a check that throws: the same TSN041 report on a worker thread as on one thread', { timeout: 60_000 }, async () => {
    const here = files.map((file) => checkFile(file, readAsTheCliDoes, reasonOf, true, throwingCheck));
    assert.match(formatText([(here[1] as { report: never }).report]), /b-throws\.tsn:1:1: error TSN041 This file could not be analysed \(TypeError: no check of b-throws\.tsn\): nothing is checked/);
    const ordered: FileOutcome[] = [];
    const tasks = files.map((file) => ({ file, rules: true }));
    await runInOrder<{ file: string; rules: boolean }, FileOutcome>(tasks, { workerFile: FAULTY_WORKER, jobs: 3, crashed: (i, why) => ({ report: failedReport(files[i]!, why) }) }, (outcome, index) => {
      assert.equal(index, ordered.length, 'delivered in order');
      ordered.push(outcome);
    });
    assert.equal(ordered.length, files.length);
    for (const i of [0, 1, 2, 4, 6, 7]) assert.deepEqual(ordered[i], here[i], names[i]);
    const stopped = (i: number) => formatText([(ordered[i] as { report: never }).report]).split('\n')[0];
    assert.equal(stopped(3), `${files[3]}:1:1: error TSN041 This file could not be analysed (its worker thread stopped: exit code 7): nothing is checked until it changes. Please report it with the file.`);
    assert.match(stopped(5), /f-falls\.tsn:1:1: error TSN041 This file could not be analysed \(its worker thread stopped: RangeError: the worker fell over\)/);
  });

  test('tsn check with such workers: every other file reported, exit 1, the command ends', { timeout: 60_000 }, async () => {
    const r = await tsnHere(['check', dir, '--jobs', '2'], FAULTY_WORKER);
    assert.equal(r.threaded, true);
    assert.equal(r.status, 1);
    assert.equal(r.err, '');
    assert.deepEqual(r.out.split('\n').filter((l) => l.includes('TSN041')).map((l) => l.slice(dir.length + 1).split(':')[0]), ['b-throws.tsn', 'd-exits.tsn', 'f-falls.tsn', 'h-throws.tsn']);
    assert.match(r.out, /\n8 files checked: /);
  });

  test('logs whose worker stops: one internal error line each, status 2, the command ends', { timeout: 60_000 }, async () => {
    const logs = ['game-16.txt', 'game-29.txt'].map((name) => join(LOGS, name));
    const out = mkdtempSync(join(tmpdir(), 'tsn-jobs-import-faults-'));
    const said: string[] = [];
    const status = await run(['import', ...logs, '--out', out, '--jobs', '2'], {
      out: () => undefined, err: (t) => said.push(t), readFile: readAsTheCliDoes, writeFile: (path, data) => writeFileSync(path, data),
      logFilesUnder, isDirectory, workerFile: FAULTY_WORKER,
    });
    assert.equal(status, 2);
    assert.deepEqual(said, logs.map((log) => failedImport(log, 'its worker thread stopped: exit code 9').err[0]));
    assert.deepEqual(readdirSync(out), []);
  });
});
