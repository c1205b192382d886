/**
 * The command line as a process: a closed pipe (`tsn check … | head`) ends it quietly, no
 * input makes it print a stack trace, and no input makes it read forever.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { MAX_INPUT_MB, run, tsnFilesUnder } from '../../../cli/src/main';
import { logFilesUnder } from '../../../cli/src/import';

const MAIN = join(__dirname, '..', '..', '..', 'cli', 'src', 'main.ts');

function tsn(args: string[], options: { closeAfterFirstChunk?: boolean; stdin?: string } = {}): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { env: { ...process.env, TSN_CLI_MAIN: '1' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The reader goes away, as `head -1` does once it has its line.
      if (options.closeAfterFirstChunk) child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('close', (status) => resolve({ status, out, err }));
    child.stdin.end(options.stdin ?? '');
  });
}

describe('tsn as a process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tsn-cli-'));
  const many = join(dir, 'many.tsn');
  // Far more output than a pipe holds, so the writer meets the closed pipe.
  writeFileSync(many, '1.1   NSA#IR6+3 ; —\n'.repeat(20000));

  test('output into a closed pipe ends quietly, with the exit status of the check', async () => {
    const r = await tsn(['check', many], { closeAfterFirstChunk: true });
    assert.equal(r.err, '');
    assert.equal(r.status, 1);
  });

  test('a deeply nested play and standard input: reported, no stack trace', async () => {
    const deep = join(dir, 'deep.tsn');
    writeFileSync(deep, `1.1   ${'UNI@'.repeat(50000)}NAS&TW ; —\n`);
    const r = await tsn(['check', deep, '-'], { stdin: '1.1   NAS#IR6+3 D4 ; —\n' });
    assert.equal(r.status, 1);
    assert.doesNotMatch(r.err, /\bat .*\(|RangeError/);
    assert.match(r.out, /deep\.tsn:1:\d+: error TSN040/);
    assert.match(r.out, /2 files checked/);
  });

  test('an unreadable path: one line on standard error, exit 2', async () => {
    const r = await tsn(['check', join(dir, 'missing.tsn')]);
    assert.equal(r.status, 2);
    assert.equal(r.err, `tsn: cannot read ${join(dir, 'missing.tsn')}: no such file\n`);
  });
});

describe('tsn check on inputs without end or without a file (issue 22)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tsn-cli-inputs-'));

  test(`/dev/zero: refused past ${MAX_INPUT_MB} MB with a clear line, exit 2`, async () => {
    const r = await tsn(['check', '/dev/zero']);
    assert.equal(r.status, 2);
    assert.equal(r.err, `tsn: cannot read /dev/zero: larger than ${MAX_INPUT_MB} MB, the most tsn reads of one input\n`);
  });

  test('endless standard input (yes | tsn check -): refused the same way', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'check', '-'], { env: { ...process.env, TSN_CLI_MAIN: '1' } });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.stdin.on('error', () => undefined); // the reader stops: EPIPE
    const line = Buffer.from('y\n'.repeat(1 << 15));
    const feed = () => { while (!child.stdin.destroyed && child.stdin.write(line)); };
    child.stdin.on('drain', feed);
    feed();
    const status = await new Promise((resolve) => child.on('close', resolve));
    child.stdin.destroy();
    assert.equal(status, 2);
    assert.equal(err, `tsn: cannot read -: larger than ${MAX_INPUT_MB} MB, the most tsn reads of one input\n`);
  });

  test('a directory holding a FIFO named *.tsn: skipped and said, the games checked', async () => {
    const folder = join(dir, 'games');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.tsn'), '1.1   NAS#IR6+3 D4 ; —\n');
    execFileSync('mkfifo', [join(folder, 'pipe.tsn')]);
    const r = await tsn(['check', folder]);
    assert.equal(r.status, 0);
    assert.equal(r.err, `tsn: skipped ${join(folder, 'pipe.tsn')}: a FIFO, not a regular file\n`);
    assert.match(r.out, /^1 file checked/m);
  });

  test('the report of a large file is written in pieces that make one JSON array', () => {
    const pieces: string[] = [];
    const text = '1.1   NSA#IR6+3 ; —\n'.repeat(20_000);
    const status = run(['check', '--format', 'json', 'big.tsn'], { out: (t) => pieces.push(t), err: () => undefined, readFile: () => text });
    assert.equal(status, 1);
    assert.ok(pieces.length > 10, `${pieces.length} pieces`);
    assert.ok(pieces.every((p) => p.length < 70_000));
    const [report] = JSON.parse(pieces.join('\n'));
    assert.ok(report.diagnostics.length >= 20_000);
  });

  test('a folder that cannot be listed: a plain line naming it, exit 2, the other files checked', () => {
    const said: string[] = [];
    const root = join(dir, 'club');
    mkdirSync(join(root, 'locked'), { recursive: true });
    writeFileSync(join(root, 'b.tsn'), '1.1   NAS#IR6+3 D4 ; —\n');
    const denied = (d: string) => {
      if (d.endsWith('locked')) throw Object.assign(new Error(`EACCES: permission denied, scandir '${d}'`), { code: 'EACCES' });
      return readdirSync(d, { withFileTypes: true });
    };
    const files = tsnFilesUnder(root, { skipped: () => undefined, unreadable: (p, why) => said.push(`${p}: ${why}`) }, denied);
    assert.deepEqual(files, [join(root, 'b.tsn')]);
    assert.deepEqual(said, [`${join(root, 'locked')}: permission denied`]);
    const out: string[] = [];
    const err: string[] = [];
    const status = run(['check', root], {
      out: (t) => out.push(t), err: (t) => err.push(t), readFile: () => '1.1   NAS#IR6+3 D4 ; —\n',
      tsnFilesUnder: (p, notes) => tsnFilesUnder(p, notes, denied),
    });
    assert.equal(status, 2);
    assert.deepEqual(err, [`tsn: cannot read ${join(root, 'locked')}: permission denied`]);
    assert.match(out.join('\n'), /^1 file checked/m);
  });

  // tsn import DIR walks as tsn check DIR does (issue 22: a FIFO named *.txt blocked it for ever,
  // an unreadable folder was an "internal error").
  test('tsn import DIR: a FIFO named *.txt skipped and said, the log imported', async () => {
    const folder = join(dir, 'logs');
    const out = join(dir, 'imported');
    mkdirSync(folder);
    mkdirSync(out);
    copyFileSync(join(__dirname, '..', '..', 'fixtures', 'digital-logs', 'game-16.txt'), join(folder, 'game-16.txt'));
    execFileSync('mkfifo', [join(folder, 'pipe.txt')]);
    const r = await tsn(['import', folder, '--out', out]);
    assert.equal(r.err.split('\n').filter((line) => !/: not imported: /.test(line)).join('\n'), `tsn: skipped ${join(folder, 'pipe.txt')}: a FIFO, not a regular file\n`);
    assert.ok(r.status === 0 || r.status === 1, `exit ${r.status}`);
    assert.deepEqual(readdirSync(out), ['game-16.tsn']);
  });

  test('tsn import DIR: a folder that cannot be listed is a plain line naming it, exit 2, the other logs imported', () => {
    const root = join(dir, 'club-logs');
    mkdirSync(join(root, 'locked'), { recursive: true });
    const log = readFileSync(join(__dirname, '..', '..', 'fixtures', 'digital-logs', 'game-16.txt'), 'utf8');
    writeFileSync(join(root, 'game.txt'), log);
    const denied = (d: string) => {
      if (d.endsWith('locked')) throw Object.assign(new Error(`EACCES: permission denied, scandir '${d}'`), { code: 'EACCES' });
      return readdirSync(d, { withFileTypes: true });
    };
    const err: string[] = [];
    const written: string[] = [];
    const status = run(['import', root, '--out', dir], {
      out: () => undefined, err: (t) => err.push(t), readFile: () => log,
      logFilesUnder: (p, notes) => logFilesUnder(p, notes, denied),
      isDirectory: () => true,
      writeFile: (path) => { written.push(path); },
    });
    assert.equal(status, 2);
    assert.deepEqual(err.filter((line) => !/: not imported: /.test(line)), [`tsn: cannot read ${join(root, 'locked')}: permission denied`]);
    assert.deepEqual(written, [join(dir, 'game.tsn')]);
  });
});
