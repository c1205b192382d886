/**
 * A fingerprint of what the analysis and every language feature give, to check that a change to
 * how the syntax tree is kept changes nothing a user sees. Over every `.tsn` of test/fixtures and
 * examples/, generated games (with and without deals), two small large-file samples
 * (bench/largeFiles.ts) and damaged variants of them (the fuzz tests' mutations), it hashes: every
 * diagnostic in full (code, range, message, fixes, related locations), each line's node, the
 * document-wide features (semantic tokens, symbols, folding, lenses, hints, formatting, turns,
 * scores, quick fixes) and the features at sampled positions (hover, completion, references,
 * highlights, definition, boards, scores, next labels), then the same after an edit analysed with
 * the previous analysis. Prints one hash per group and one for all; equal before and after a
 * change means the same behaviour.
 *
 *   node bench/run.mjs behaviour                    (the tree kept for files up to 1 MB, as the server does)
 *   node bench/run.mjs behaviour --tree-not-kept    (every file's lines parsed again when asked for)
 */
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyze, boardView, nextLabels, scoreAt, trackChanges, turnScores, type AnalysisOptions, type DocumentAnalysis,
} from '../server/src/analysis';
import { boardAtLine, labelAt } from '../server/src/lsp/board';
import { quickFixes } from '../server/src/lsp/codeActions';
import { codeLenses } from '../server/src/lsp/codeLens';
import { completionsAt } from '../server/src/lsp/completion';
import { definition } from '../server/src/lsp/definition';
import { boundedDiagnostics } from '../server/src/lsp/diagnostics';
import { foldingRanges } from '../server/src/lsp/folding';
import { formatEdits } from '../server/src/lsp/formatting';
import { hoverAt } from '../server/src/lsp/hover';
import { inlayHints } from '../server/src/lsp/inlayHints';
import { documentHighlights, references } from '../server/src/lsp/references';
import { semanticTokens } from '../server/src/lsp/semanticTokens';
import { documentSymbols } from '../server/src/lsp/symbols';
import { turnGroups } from '../server/src/lsp/turns';
import { gameSymbols } from '../server/src/lsp/workspaceSymbols';
import { grammarText, mutate, rng } from '../test/unit/fuzz/generate';
import { generateGame } from './generateGame';
import { manyGames, messyPaste } from './largeFiles';

const ROOT = join(__dirname, '..', '..');
const URI = 'file:///game.tsn';

function tsnFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsnFiles(path));
    else if (name.endsWith('.tsn')) out.push(path);
  }
  return out;
}

/** The texts: files, generated games, large-file samples, then damaged copies of each. */
function inputs(): { name: string; text: string }[] {
  const base: { name: string; text: string }[] = [];
  for (const dir of ['test/fixtures', 'examples']) {
    for (const path of tsnFiles(join(ROOT, dir))) base.push({ name: path.slice(ROOT.length + 1), text: readFileSync(path, 'utf8') });
  }
  for (let seed = 1; seed <= 12; seed++) base.push({ name: `generateGame(${seed})`, text: generateGame(seed) });
  for (let seed = 1; seed <= 4; seed++) base.push({ name: `generateGame(${seed}, deals)`, text: generateGame(seed, { deals: true }) });
  base.push({ name: 'manyGames(0.1)', text: manyGames(0.1) });
  base.push({ name: 'messyPaste(0.1)', text: messyPaste(0.1) });
  const random = rng(2024);
  base.push({ name: 'grammarText(300)', text: grammarText(random, 300) });
  const damaged = base.map(({ name, text }, k) => {
    let changed = text;
    for (let i = 0; i < 1 + (k % 5); i++) changed = mutate(random, changed);
    return { name: `${name}, damaged`, text: changed };
  });
  return [...base, ...damaged];
}

/** Which lines get the features asked at a position: all of a small text, a sample of a large one. */
function sampledLines(analysis: DocumentAnalysis): number[] {
  const count = analysis.lines.length;
  const every = Math.max(1, Math.floor(count / 150));
  const out: number[] = [];
  for (let n = 0; n < count; n += every) out.push(n);
  return out;
}

class Fingerprint {
  private readonly groups = new Map<string, Hash>();

  add(group: string, value: unknown): void {
    let hash = this.groups.get(group);
    if (!hash) this.groups.set(group, hash = createHash('sha256'));
    hash.update(JSON.stringify(value) ?? 'undefined');
    hash.update('\n');
  }

  print(): void {
    const all = createHash('sha256');
    for (const [group, hash] of [...this.groups].sort(([a], [b]) => a.localeCompare(b))) {
      const digest = hash.digest('hex');
      all.update(`${group} ${digest}\n`);
      console.log(`${group.padEnd(22)} ${digest.slice(0, 16)}`);
    }
    console.log(`${'all'.padEnd(22)} ${all.digest('hex').slice(0, 16)}`);
  }
}

function fingerprintAnalysis(print: Fingerprint, prefix: string, analysis: DocumentAnalysis): void {
  print.add(`${prefix}diagnostics`, analysis.diagnostics);
  const lsp = boundedDiagnostics(analysis.diagnostics);
  print.add(`${prefix}published`, lsp);
  print.add(`${prefix}quick fixes`, quickFixes({ textDocument: { uri: URI }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: lsp } }));
  for (let n = 0; n < analysis.lines.length; n++) {
    print.add(`${prefix}lines`, [n, analysis.lineAt(n), analysis.gameLineAt(n) !== undefined, analysis.turnAt(n)]);
  }
}

function fingerprint(print: Fingerprint, text: string, options: AnalysisOptions): void {
  const analysis = analyze(text, options);
  fingerprintAnalysis(print, '', analysis);
  // Not the result id: the builder starts it from the clock.
  print.add('semantic tokens', semanticTokens(analysis).data);
  print.add('symbols', [documentSymbols(analysis), gameSymbols(analysis, URI)]);
  print.add('folding', foldingRanges(analysis));
  print.add('lenses and hints', [codeLenses(analysis), inlayHints(analysis)]);
  print.add('formatting', formatEdits(analysis));
  print.add('turns and scores', [turnGroups(analysis), turnScores(analysis), trackChanges(analysis)]);
  for (const n of sampledLines(analysis)) {
    print.add('boards', [labelAt(analysis, n), boardAtLine(analysis, n), scoreAt(analysis, n), nextLabels(analysis, n)]);
    if (n % 7 === 0) print.add('boards', boardView(analysis, n));
    const length = analysis.lines[n]!.length;
    for (let character = 0; character <= length; character++) {
      const position = { line: n, character };
      print.add('hover', hoverAt(analysis, position));
      if (character % 3 === 0) {
        print.add('references', [documentHighlights(analysis, position), references(analysis, URI, position), definition(analysis, URI, position)]);
      }
      if (character % 8 === 0 || character === length) print.add('completion', completionsAt(analysis, position));
    }
  }
  // An edit at the top (a comment) and one in the middle (a line dropped), analysed with the previous analysis.
  const lines = text.split('\n');
  const middle = lines.length >> 1;
  const edited = ['# an edit', ...lines.slice(0, middle), ...lines.slice(middle + 1)].join('\n');
  fingerprintAnalysis(print, 'edited: ', analyze(edited, options, analysis));
}

function main(): void {
  const print = new Fingerprint();
  const texts = inputs();
  const keepTreeUpTo = process.argv.includes('--tree-not-kept') ? 0 : undefined;
  for (const { text } of texts) {
    fingerprint(print, text, { rules: true, keepTreeUpTo });
    print.add('rules off', analyze(text, { rules: false, keepTreeUpTo }).diagnostics);
  }
  console.log(`${texts.length} texts, ${texts.reduce((n, t) => n + t.text.length, 0).toLocaleString('en')} characters`);
  print.print();
}

main();
