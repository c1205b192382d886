/**
 * The language server as an editor sees it: `tsn lsp --stdio` in its own process, driven over
 * standard input and output. Prints p50 and p99 of
 * - a new server's start (spawn to its answer to `initialize`, which includes its warm-up) and its
 *   first file opened to that file's diagnostics, over COLD_STARTS servers (`--starts N`);
 * - in one running server, another file opened to its first diagnostics;
 * - an edit (a character typed on the last line of a complete game) to its diagnostics;
 * - a hover on a play.
 * Each edit waits for its diagnostics before the next one, so every figure is one keystroke's
 * whole round trip. Asserts nothing.
 *
 * With `--large`, instead (issue 22): for each large file of bench/largeFiles.ts's shapes, another
 * small file's hover asked every 5 ms while the large file is opened, asked for every feature VS
 * Code asks on its own, edited a keystroke at a time, then a line added and removed at a time; the
 * time of each answer and its size, each edit's diagnostics, the hovers' p50/p99/longest (and apart
 * those asked while the edits were analysed; those asked while the large file's message was still
 * being written to the pipe, behind its bytes, apart), and the server's peak memory. The large
 * file's message is encoded before the hovers start, so that this process's own serialising does
 * not delay their answers.
 *
 *   npm run bench            (all benchmarks)
 *   node bench/run.mjs lsp [--edits N] [--starts N]
 *   node bench/run.mjs lsp --large [--mb N] [--shape NAME] [--edits N]   (N keystrokes, then N lines added or removed; 10 unless given)
 *
 * Runs the built server (`npm run build`) when there is one, else the sources through tsx.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { generateGame } from './generateGame';
import { LARGE_SHAPES } from './largeFiles';
import { encodedNotification, SERVER_ARGS, startServer } from './server';

const EDITS = Number(process.argv[process.argv.indexOf('--edits') + 1]) || 400;
const COLD_STARTS = Number(process.argv[process.argv.indexOf('--starts') + 1]) || 20;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function report(label: string, times: number[]): void {
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(2)} ms  p99 ${percentile(times, 0.99).toFixed(2)} ms  (${times.length} runs)`);
}

async function main(): Promise<void> {
  console.log(`server: ${SERVER_ARGS.slice(-3).join(' ')}; node ${process.version}`);
  const game = generateGame(1);
  const lines = game.split('\n');
  console.log(`game: ${lines.length} lines, ${game.length} characters\n`);

  // A new server each time: its first file, as when VS Code starts with a .tsn file open.
  const firstOpens: number[] = [];
  const starts: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const server = await startServer();
    const uri = 'file:///bench/first.tsn';
    const done = server.diagnostics(uri, 1);
    const t0 = performance.now();
    await server.client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: game } });
    await done;
    firstOpens.push(performance.now() - t0);
    starts.push(server.startMs);
    server.stop();
  }
  report('server start to its answer to initialize', starts);
  report('a new server\'s first file to its diagnostics', firstOpens);

  const { client, diagnostics, stop } = await startServer();

  // Opening: a new file each time (a fresh analysis); the first rounds warm up the server.
  const opens: number[] = [];
  for (let i = 0; i < 60; i++) {
    const uri = `file:///bench/open-${i}.tsn`;
    const done = diagnostics(uri, 1);
    const t0 = performance.now();
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: game } });
    await done;
    if (i >= 10) opens.push(performance.now() - t0);
    await client.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }
  report('another file opened to its diagnostics', opens);

  // Typing at the end of the last game line, one character at a time, then deleting it.
  const uri = 'file:///bench/typing.tsn';
  await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: game } });
  await diagnostics(uri, 1);
  let last = lines.length - 1;
  while (last > 0 && !/^\d/.test(lines[last]!)) last--;
  const end = lines[last]!.length;
  const edits: number[] = [];
  for (let i = 0; i < EDITS + 20; i++) {
    const version = i + 2;
    const change = i % 2 === 0
      ? { range: { start: { line: last, character: end }, end: { line: last, character: end } }, text: ' ' }
      : { range: { start: { line: last, character: end }, end: { line: last, character: end + 1 } }, text: '' };
    const done = diagnostics(uri, version);
    const t0 = performance.now();
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
    await done;
    if (i >= 20) edits.push(performance.now() - t0);
  }
  report('edit on the last line to diagnostics', edits);

  const hovers: number[] = [];
  const middle = lines.findIndex((l, i) => i > lines.length / 2 && /^\d+\.\d/.test(l));
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: middle, character: 7 } });
    if (i >= 20) hovers.push(performance.now() - t0);
  }
  report('hover over a play', hovers);

  stop();
}

/** The peak resident memory of a process, in MB, from /proc (Linux); undefined elsewhere. */
export function peakResidentMb(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The requests VS Code sends on its own about an open document (and the preview's board view), at `line`. */
function editorRequests(uri: string, line: number, character: number): [string, unknown][] {
  const textDocument = { uri };
  const screen = { start: { line: Math.max(0, line - 20), character: 0 }, end: { line: line + 40, character: 0 } };
  return [
    ['textDocument/documentSymbol', { textDocument }],
    ['textDocument/foldingRange', { textDocument }],
    ['textDocument/semanticTokens/full', { textDocument }],
    ['textDocument/semanticTokens/range', { textDocument, range: screen }],
    ['textDocument/codeLens', { textDocument }],
    ['textDocument/inlayHint', { textDocument, range: screen }],
    ['textDocument/documentHighlight', { textDocument, position: { line, character } }],
    ['tsn/boardView', { uri, line }],
    ['textDocument/formatting', { textDocument, options: { tabSize: 2, insertSpaces: true } }],
    ['textDocument/rangeFormatting', { textDocument, range: screen, options: { tabSize: 2, insertSpaces: true } }],
  ];
}

async function largeFile(shape: string, text: string, keystrokes: number): Promise<void> {
  const { client, pid, diagnostics, sendEncoded, stop } = await startServer();
  // Made before the hovers are timed: this process splitting and serialising 10 MB would hold
  // their answers unread (the server's own pauses are what is measured).
  const lines = text.split('\n');
  const uri = 'file:///bench/large.tsn';
  const openMessage = encodedNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text } });
  const small = 'file:///bench/small.tsn';
  const smallDone = diagnostics(small, 1);
  await client.sendNotification('textDocument/didOpen', { textDocument: { uri: small, languageId: 'tsn', version: 1, text: generateGame(1) } });
  await smallDone;
  // Another file's hover, every 5 ms, for as long as the large file is worked on.
  let working = true;
  const hovers: number[] = [];
  // The hovers asked while the keystrokes are analysed, apart from those while the file is opened.
  const hoversWhileEdited: number[] = [];
  // The hovers asked while the large file's message was still being written to the pipe: behind
  // its megabytes, which the server cannot read faster than the pipe carries them (10 MB from one
  // node process to another here: 63-81 ms, the server doing nothing else), reported apart.
  const hoversBehindOpening: number[] = [];
  let editing = false;
  let writtenFrom = -1;
  let writtenTo = Infinity;
  const hovering = (async () => {
    while (working) {
      const t0 = performance.now();
      const during = editing;
      await client.sendRequest('textDocument/hover', { textDocument: { uri: small }, position: { line: 12, character: 7 } });
      // In flight while the message was written (the client's writer sends a request a few
      // microtasks after it is asked: one asked just before may follow the message on the pipe).
      const behind = writtenFrom >= 0 && t0 < writtenTo && performance.now() > writtenFrom;
      (behind ? hoversBehindOpening : hovers).push(performance.now() - t0);
      if (during) hoversWhileEdited.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();

  const t0 = performance.now();
  const opened = diagnostics(uri, 1);
  writtenFrom = performance.now();
  void sendEncoded(openMessage).then(() => { writtenTo = performance.now(); });
  const first = await opened;
  console.log(`${shape}: ${(text.length / 1e6).toFixed(1)} MB, ${lines.length.toLocaleString('en')} lines; opened to diagnostics ${(performance.now() - t0).toFixed(0)} ms (${first.diagnostics.length} published); its message written to the pipe in ${(writtenTo - writtenFrom).toFixed(0)} ms`);
  // A line in the middle, at its first code (or its start).
  const line = Math.floor(lines.length / 2);
  const character = Math.max(0, Math.min(lines[line]!.search(/[A-Z]{2}/), 200)) + 1;
  for (const [method, params] of editorRequests(uri, line, character)) {
    const t1 = performance.now();
    const answer = await client.sendRequest(method, params);
    console.log(`  ${method.padEnd(36)} ${(performance.now() - t1).toFixed(0).padStart(6)} ms  ${(JSON.stringify(answer ?? null).length / 1e3).toFixed(0).padStart(7)} kB`);
  }
  // Keystrokes in the middle line: a character typed, then deleted.
  const edits: number[] = [];
  editing = true;
  for (let i = 0; i < keystrokes; i++) {
    const version = i + 2;
    const at = { line, character: Math.min(lines[line]!.length, 10) };
    const change = i % 2 === 0 ? { range: { start: at, end: at }, text: ' ' } : { range: { start: at, end: { line, character: at.character + 1 } }, text: '' };
    const done = diagnostics(uri, version);
    const t1 = performance.now();
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
    await done;
    edits.push(performance.now() - t1);
  }
  // Lines added and removed above the middle line: a comment line, then deleted (Enter and a line deleted).
  const lineEdits: number[] = [];
  for (let i = 0; i < keystrokes; i++) {
    const version = keystrokes + i + 2;
    const above = { line, character: 0 };
    const change = i % 2 === 0 ? { range: { start: above, end: above }, text: '# c\n' } : { range: { start: above, end: { line: line + 1, character: 0 } }, text: '' };
    const done = diagnostics(uri, version);
    const t1 = performance.now();
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
    await done;
    lineEdits.push(performance.now() - t1);
  }
  working = false;
  await hovering;
  // The first keystroke after opening apart: the previous version is a whole parse's.
  const firstEdit = edits[0];
  report('  a keystroke in the middle to diagnostics', edits);
  if (firstEdit !== undefined) console.log(`    the first after opening ${firstEdit.toFixed(0)} ms; the others' longest ${Math.max(...edits.slice(1)).toFixed(0)} ms`);
  report('  a line added or removed in the middle to diagnostics', lineEdits);
  report('  another file\'s hover meanwhile', hovers);
  report('  of which while the edits were analysed', hoversWhileEdited);
  console.log(`  longest hover ${Math.max(...hovers).toFixed(0)} ms; in flight while the large file's message was written: ${hoversBehindOpening.map((t) => `${t.toFixed(0)} ms`).join(', ') || 'none'}`);
  console.log(`  peak resident memory ${peakResidentMb(pid)?.toFixed(0) ?? 'n/a'} MB`);
  stop();
}

async function large(): Promise<void> {
  const at = process.argv.indexOf('--mb');
  const mb = at >= 0 ? Number(process.argv[at + 1]) : 10;
  const only = process.argv.indexOf('--shape');
  console.log(`server: ${SERVER_ARGS.slice(-3).join(' ')}; node ${process.version}; ${mb} MB files\n`);
  for (const [shape, make] of Object.entries(LARGE_SHAPES)) {
    if (only >= 0 && process.argv[only + 1] !== shape) continue;
    await largeFile(shape, make(mb), process.argv.includes('--edits') ? EDITS : 10);
  }
}

void (process.argv.includes('--large') ? large() : main());
