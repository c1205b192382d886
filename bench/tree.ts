/**
 * The size of the syntax tree: the heap `parseTsn` holds for ≈ N MB of distinct generated games
 * (after full garbage collections, the parse kept alive), in bytes per byte of text, and what
 * `parseLinesSteps` holds (the parse of a file over KEEP_TREE_UP_TO, which keeps no tree); with
 * `--snapshot`, the objects of a heap snapshot of it grouped by their property names (the shapes
 * that take the most). Prints figures; asserts nothing. Needs `--expose-gc` (bench/run.mjs gives it).
 *
 *   node bench/run.mjs tree [--mb N] [--snapshot]
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { parseLinesSteps, parseTsn, type LinesParse, type ParseResult } from '../core/src/notation';
import { manyGames } from './largeFiles';

const MB = Number(process.argv[process.argv.indexOf('--mb') + 1]) || 2;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (node bench/run.mjs tree)');

function heap(): number {
  for (let k = 0; k < 3; k++) gc!();
  return process.memoryUsage().heapUsed;
}

const text = manyGames(MB);
// A first parse warms up the code (its compiled code would otherwise count as the tree's).
parseTsn(text.slice(0, 100_000));
const before = heap();
const kept: ParseResult = parseTsn(text);
const after = heap();
console.log(`node ${process.version}; ${(text.length / 1e6).toFixed(2)} MB of text (${kept.document.lines.length} lines)`);
console.log(`parseTsn holds ${((after - before) / 1e6).toFixed(1)} MB: ${((after - before) / text.length).toFixed(1)} bytes a byte of text`);
const linesOnly = parseWithoutTree(text);
const afterLines = heap();
console.log(`parseLinesSteps (no tree) holds ${((afterLines - after) / 1e6).toFixed(1)} MB: ${((afterLines - after) / text.length).toFixed(1)} bytes a byte of text`);

function parseWithoutTree(source: string): LinesParse {
  const steps = parseLinesSteps(source);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

if (process.argv.includes('--snapshot')) {
  const file = join(tmpdir(), `tsn-tree-${process.pid}.heapsnapshot`);
  writeHeapSnapshot(file);
  summarize(JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot);
  rmSync(file);
}
// Keeps the parse alive until here.
if (kept.document.lines.length < 0 || linesOnly.rawLines.length < 0) console.log(kept, linesOnly);

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; edge_fields: string[]; node_types: [string[]]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** The objects by their property names (a shape), then the strings and arrays: count and self size. */
function summarize(s: HeapSnapshot): void {
  const nf = s.snapshot.meta.node_fields;
  const ef = s.snapshot.meta.edge_fields;
  const nodeTypes = s.snapshot.meta.node_types[0];
  const edgeTypes = s.snapshot.meta.edge_types[0];
  const [nType, nName, nSize, nEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f));
  const [eType, eName] = ['type', 'name_or_index'].map((f) => ef.indexOf(f));
  const groups = new Map<string, { count: number; bytes: number }>();
  let edge = 0;
  for (let i = 0; i < s.nodes.length; i += nf.length) {
    const type = nodeTypes[s.nodes[i + nType]!]!;
    const edges = s.nodes[i + nEdges]!;
    let key: string;
    if (type === 'object') {
      const names: string[] = [];
      for (let k = 0; k < edges; k++) {
        const e = edge + k * ef.length;
        if (edgeTypes[s.edges[e + eType]!] === 'property') names.push(s.strings[s.edges[e + eName]!]!);
      }
      key = `${s.strings[s.nodes[i + nName]!]} {${names.join(',')}}`;
    } else {
      key = `(${type})${type === 'array' || type === 'hidden' || type === 'code' ? ' ' + s.strings[s.nodes[i + nName]!] : ''}`;
    }
    edge += edges * ef.length;
    const g = groups.get(key) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += s.nodes[i + nSize]!;
    groups.set(key, g);
  }
  const top = [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 30);
  for (const [key, g] of top) console.log(`${(g.bytes / 1e6).toFixed(1).padStart(8)} MB ${String(g.count).padStart(9)}  ${key.slice(0, 110)}`);
}
