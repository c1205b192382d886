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
 *   npm run bench            (all benchmarks)
 *   node bench/run.mjs lsp [--edits N] [--starts N]
 *
 * Runs the built server (`npm run build`) when there is one, else the sources through tsx.
 */
import { performance } from 'node:perf_hooks';
import { generateGame } from './generateGame';
import { SERVER_ARGS, startServer } from './server';

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

void main();
