// The server's memory log (server/src/memoryLog.ts), read by bench/memory.ts to say what a peak is made of.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryLine, MEMORY_LOG_VARIABLE, startMemoryLog } from '../../../server/src/memoryLog';

test('no log unless the environment names a file', () => {
  assert.equal(startMemoryLog({}), undefined);
});

test('a line: the time, then six sizes in MB, resident memory at least the heap used', () => {
  const fields = memoryLine(1234).trimEnd().split('\t');
  assert.equal(fields.length, 7);
  assert.equal(fields[0], '1234');
  const [rss, heap, heapUsed, young, largeObjects, external] = fields.slice(1).map(Number) as number[];
  for (const size of [rss, heap, heapUsed, young, largeObjects, external]) assert.ok(Number.isFinite(size) && size! >= 0, fields.join(' '));
  assert.ok(rss! >= heapUsed! && heap! >= heapUsed!, fields.join(' '));
});

test('the file gets its header, then a line every 20 ms until stopped', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'tsn-memory-log-'));
  const file = join(folder, 'memory.log');
  const stop = startMemoryLog({ [MEMORY_LOG_VARIABLE]: file });
  assert.ok(stop);
  await new Promise((resolve) => setTimeout(resolve, 150));
  stop();
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  rmSync(folder, { recursive: true, force: true });
  assert.equal(lines[0], 'ms\trss\theap\theapUsed\tyoung\tlargeObjects\texternal');
  assert.ok(lines.length >= 2, `${lines.length - 1} lines in 150 ms`);
  assert.ok(lines.slice(1).every((line) => line.split('\t').length === 7));
});
