/**
 * Memory on large files of every content issue 22 names: complete games one after the other (what
 * the issue's "repeated turns" file is), a mix of what a careless paste brings (games with typos,
 * random plays, junk lines), one play per line, junk lines, one huge line of items and one line of
 * `;` (bench/largeFiles.ts). For each, in process: the heap the analysis holds (after a full
 * garbage collection) and the time it took; over `tsn lsp --stdio`: the server's resident memory
 * at its peak (Linux's VmHWM) after the file is opened and a line is added at its top, and how
 * long another file's hovers take meanwhile; what the peak is made of (the server's own log of its
 * memory, server/src/memoryLog.ts: its heap's live and committed size, young generation, large
 * objects and buffers at the moment of the peak); with `--edits N`, the peak and the heap after N
 * more keystrokes, each on another line (what the versions of the file leave behind). Prints
 * figures; asserts nothing.
 *
 *   npm run bench                    (all benchmarks)
 *   node bench/run.mjs memory [--mb N] [--shape NAME] [--edits N]   (NAME: games, paste, or one of largeFiles.ts's shapes)
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyze, DEFAULT_OPTIONS } from '../core/src/analysis';
import { LARGE_CONTENTS } from './largeFiles';
import { BUILT, startServer, type Server } from './server';
import { MEMORY_LOG_VARIABLE } from '../server/src/memoryLog';

const MB = Number(process.argv[process.argv.indexOf('--mb') + 1]) || 10;
const SHAPE = process.argv.includes('--shape') ? process.argv[process.argv.indexOf('--shape') + 1] : undefined;
const EDITS = process.argv.includes('--edits') ? Number(process.argv[process.argv.indexOf('--edits') + 1]) || 0 : 0;

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** A full collection after the current job (a WeakRef keeps its target until the job is over). */
async function gcAfterThisJob(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}

/**
 * The analysis of `text`, then of the text with a line added at its top: the heap each holds,
 * both together, and what is still held once both are let go (issue 22: nothing of a closed file should be).
 */
async function inProcess(label: string, text: string): Promise<void> {
  await gcAfterThisJob();
  const before = process.memoryUsage().heapUsed;
  const versions = (() => {
    const t0 = performance.now();
    const first = analyze(text);
    return { first, ms: performance.now() - t0 };
  })();
  await gcAfterThisJob();
  const held = process.memoryUsage().heapUsed - before;
  const { first, ms } = versions;
  console.log(`${label.padEnd(34)} ${(text.length / 1e6).toFixed(1)} MB, ${first.lines.length.toLocaleString('en')} lines: ` +
    `${first.problems.length.toLocaleString('en')} problems, heap held ${(held / 1e6).toFixed(0)} MB (${(held / text.length).toFixed(0)} bytes a byte), ${(ms / 1000).toFixed(1)} s`);
  const edited = (() => analyze(`# a comment\n${text}`, DEFAULT_OPTIONS, { replay: first.replay, linesParse: first.linesParse, parse: first.parse }))();
  await gcAfterThisJob();
  const heldBoth = process.memoryUsage().heapUsed - before;
  console.log(`${''.padEnd(34)} a line added at the top: ${edited.problems.length.toLocaleString('en')} problems, the two versions held together ${(heldBoth / 1e6).toFixed(0)} MB (the live data at the end of an edit)`);
}

/** What the analyses of `text` leave held once let go, in MB (run after `inProcess`, whose versions are gone by then). */
async function heldAfterLettingGo(before: number): Promise<string> {
  await gcAfterThisJob();
  return ((process.memoryUsage().heapUsed - before) / 1e6).toFixed(0);
}

/** The peak resident memory of a process, in MB, from /proc (Linux); undefined elsewhere. */
function peakResidentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time the process has used (its user and system time, Linux's /proc/PID/stat, in ms),
 * so that the edit's figure over stdio can be told apart from the time its process waited for a
 * processor on a busy machine.
 */
function cpuMs(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Hovers over another file, one after the other (5 ms apart), until `done` settles: their times in ms, sorted. */
async function hoversUntil(client: Server['client'], uri: string, done: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void done.then(() => { settled = true; });
  const times: number[] = [];
  while (!settled) {
    const t0 = performance.now();
    await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 7 } });
    times.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times.sort((a, b) => a - b);
}

function hoverFigures(times: readonly number[]): string {
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  return `${times.length} hovers, median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

/** The server's memory log's line at its highest resident memory, said in words (the log's columns: server/src/memoryLog.ts). */
function peakMakeUp(log: string): string {
  const rows = log.trim().split('\n').slice(1).map((line) => line.split('\t').map(Number));
  if (rows.length === 0) return 'no memory log';
  const [ms, rss, heap, heapUsed, young, largeObjects, external] = rows.reduce((top, row) => (row[1]! > top[1]! ? row : top));
  return `at the peak (${((ms ?? 0) / 1000).toFixed(1)} s after the start): resident ${rss} MB, heap ${heap} MB committed ` +
    `(${heapUsed} MB used, young generation ${young} MB, large objects ${largeObjects} MB), buffers outside the heap ${external} MB`;
}

/** The server's heap used now (the log's last line), in MB. */
function heapUsedNow(log: string): string {
  return log.trim().split('\n').at(-1)!.split('\t')[3] ?? 'n/a';
}

/** `count` keystrokes, each a space typed at the start of a line further down the file (line numbers of the text as it was opened). */
async function keystrokes(server: Server, uri: string, lineCount: number, count: number, firstVersion: number): Promise<void> {
  for (let k = 1; k <= count; k++) {
    const line = Math.floor((lineCount * k) / (count + 1));
    const version = firstVersion + k;
    const done = server.diagnostics(uri, version);
    await server.client.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: ' ' }] });
    await done;
  }
}

async function overStdio(label: string, text: string): Promise<void> {
  const log = join(tmpdir(), `tsn-memory-${process.pid}.log`);
  const server = await startServer({ [MEMORY_LOG_VARIABLE]: log });
  const { client, pid, diagnostics, stop } = server;
  const small = 'file:///small.tsn';
  const smallDone = diagnostics(small, 1);
  await client.sendNotification('textDocument/didOpen', { textDocument: { uri: small, languageId: 'tsn', version: 1, text: '1.1   NAS#IR6+3 D4 ; —\n' } });
  await smallDone;

  // Another file hovered over and over while the large one is opened, then edited: the first
  // hover goes out with the large file's message, the others while its analysis runs.
  const uri = 'file:///large.tsn';
  const t0 = performance.now();
  const opened = diagnostics(uri, 1);
  const openHovers = hoversUntil(client, small, opened);
  await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text } });
  const first = await opened;
  const openMs = performance.now() - t0;
  const duringOpen = await openHovers;
  const t1 = performance.now();
  const cpuBefore = cpuMs(pid);
  const edited = diagnostics(uri, 2);
  const editHovers = hoversUntil(client, small, edited);
  await client.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# a comment\n' }] });
  await edited;
  const editMs = performance.now() - t1;
  const cpuAfter = cpuMs(pid);
  const editCpu = cpuBefore === undefined || cpuAfter === undefined ? 'n/a' : `${(cpuAfter - cpuBefore).toFixed(0)} ms`;
  const duringEdit = await editHovers;
  const peak = peakResidentMb(pid);
  console.log(`${label.padEnd(34)} first diagnostics ${(openMs / 1000).toFixed(1)} s (${first.diagnostics.length} published), ` +
    `a line added at the top ${(editMs / 1000).toFixed(1)} s (the server's CPU time ${editCpu}, the hovers' included), ` +
    `peak resident memory ${peak === undefined ? 'n/a (not Linux)' : `${peak.toFixed(0)} MB`}`);
  console.log(`${''.padEnd(34)} another file's hover while it is opened: ${hoverFigures(duringOpen)}`);
  console.log(`${''.padEnd(34)} another file's hover while it is edited: ${hoverFigures(duringEdit)}`);
  console.log(`${''.padEnd(34)} ${existsSync(log) ? peakMakeUp(readFileSync(log, 'utf8')) : 'no memory log (a server before server/src/memoryLog.ts)'}`);
  if (EDITS > 0) {
    const t2 = performance.now();
    await keystrokes(server, uri, text.split('\n').length, EDITS, 2);
    // The log's next line, written after the last keystroke's diagnostics went out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const heapUsed = existsSync(log) ? `, heap used after them ${heapUsedNow(readFileSync(log, 'utf8'))} MB` : '';
    console.log(`${''.padEnd(34)} ${EDITS} keystrokes more (${((performance.now() - t2) / 1000).toFixed(1)} s): peak resident memory ${peakResidentMb(pid)?.toFixed(0) ?? 'n/a'} MB${heapUsed}`);
    if (existsSync(log)) console.log(`${''.padEnd(34)} ${peakMakeUp(readFileSync(log, 'utf8'))}`);
  }
  stop();
  rmSync(log, { force: true });
}

async function main(): Promise<void> {
  const names = SHAPE === undefined ? Object.keys(LARGE_CONTENTS) : [SHAPE];
  const unknown = names.find((name) => !LARGE_CONTENTS[name]);
  if (unknown !== undefined) {
    console.error(`bench/memory.ts: no content "${unknown}" (one of ${Object.keys(LARGE_CONTENTS).join(', ')})`);
    process.exit(2);
  }
  console.log(`node ${process.version}; ${MB} MB files; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('In process (analyze):');
  for (const name of names) {
    await gcAfterThisJob();
    const before = process.memoryUsage().heapUsed;
    await inProcess(name, LARGE_CONTENTS[name]!(MB));
    console.log(`${''.padEnd(34)} both versions let go: ${await heldAfterLettingGo(before)} MB still held`);
  }
  if (!BUILT) {
    console.log('\nno dist/server/server.js: run "npm run build" for the server figures');
    return;
  }
  console.log('\nOver tsn lsp --stdio (the built server), one new server for each:');
  for (const name of names) await overStdio(name, LARGE_CONTENTS[name]!(MB));
}

void main();
