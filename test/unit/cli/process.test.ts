/**
 * The command line as a process: a closed pipe (`tsn check … | head`) ends it quietly, and no
 * input makes it print a stack trace.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
