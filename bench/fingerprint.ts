/**
 * A fingerprint of what the analysis and the editor's features tell about a corpus, to show that a
 * change meant to make the code faster or smaller changes nothing a user sees: run it before and
 * after the change; the hashes must not move.
 *
 *   node bench/run.mjs fingerprint [--games N]     diagnostics and every line's board (~half a minute)
 *   node bench/run.mjs fingerprint --features      also every feature's output (several minutes)
 *   node bench/run.mjs fingerprint --tree-not-kept every file's lines parsed again when asked for,
 *                                                  as a file over 1 MB is (KEEP_TREE_UP_TO)
 *
 * The corpus: every .tsn under test/fixtures/ and examples/, N generated games (bench/generateGame.ts)
 * without and N with deals, small samples of the large-file generators (bench/largeFiles.ts),
 * grammar-made lines, and a damaged copy of each (the fuzz tests' mutations), analysed alone and
 * then incrementally after its original; each text is also edited at the top and in the middle and
 * analysed with its previous analysis.
 *
 * Hashed, by group: every diagnostic in full (code, range, severity, message, fixes, related
 * locations) and as published; each line's node, game line and turn; for every line the board the
 * analysis gives (`stateAfter` field by field, `boardAt`) and for every game line the hover's board
 * (`boardMarkdown`) and the preview's view (`boardView`); the diagnostics without the rules. With
 * `--features`, for the texts that are not the many generated games: the document-wide features
 * (semantic tokens, symbols, folding, lenses, hints, formatting, turns and scores, quick fixes) and
 * those at sampled positions (hover, completion, references, highlights, definition, boards, next
 * labels). Prints one hash per group and one for all.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyze, boardMarkdown, boardView, lineReading, nextLabels, scoreAt, trackChanges, turnScores, type AnalysisOptions, type DocumentAnalysis,
} from '../core/src/analysis';
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
import { influenceSlots, type GameState } from '../core/src/rules';
import { grammarText, mutate, rng } from '../test/unit/fuzz/generate';
import { generateGame } from './generateGame';
import { manyGames, messyPaste } from './largeFiles';

const ROOT = join(__dirname, '..', '..');
const URI = 'file:///game.tsn';
const argument = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const GAMES = argument('--games', 150);
const FEATURES = process.argv.includes('--features');
const OPTIONS: AnalysisOptions = { rules: true, keepTreeUpTo: process.argv.includes('--tree-not-kept') ? 0 : undefined };

interface Text {
  readonly text: string;
  /** Whether the features are fingerprinted for it (not for the many generated games: too slow). */
  readonly features: boolean;
}

function tsnFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsnFiles(path));
    else if (name.endsWith('.tsn')) out.push(path);
  }
  return out;
}

/** The texts: files, generated games, large-file samples, grammar lines, then a damaged copy of each. */
function corpus(): { originals: Text[]; damaged: Text[] } {
  const originals: Text[] = [];
  for (const dir of ['test/fixtures', 'examples']) {
    for (const path of tsnFiles(join(ROOT, dir))) originals.push({ text: readFileSync(path, 'utf8'), features: true });
  }
  for (let seed = 1; seed <= GAMES; seed++) {
    for (const deals of [false, true]) originals.push({ text: generateGame(seed, { deals }), features: seed <= (deals ? 4 : 12) });
  }
  originals.push({ text: manyGames(0.1), features: true }, { text: messyPaste(0.1), features: true });
  const random = rng(2024);
  originals.push({ text: grammarText(random, 300), features: true });
  const damaged = originals.map(({ text, features }, k) => {
    let changed = text;
    for (let i = 0; i < 1 + (k % 5); i++) changed = mutate(random, changed);
    return { text: changed, features };
  });
  return { originals, damaged };
}

class Fingerprint {
  private readonly groups = new Map<string, Hash>();
  /** States are shared from line to line: each one's text is made once. */
  private readonly stateTexts = new WeakMap<GameState, string>();

  add(group: string, value: unknown): void {
    this.addText(group, JSON.stringify(value) ?? 'undefined');
  }

  addText(group: string, text: string): void {
    let hash = this.groups.get(group);
    if (!hash) this.groups.set(group, hash = createHash('sha256'));
    hash.update(text);
    hash.update('\n');
  }

  /**
   * A state as the analysis's users can read it, field by field, in one fixed form (the engine's
   * own representation of a field may change; what it says may not). The event table is left out:
   * it is the same for every state.
   */
  addState(group: string, state: GameState): void {
    let text = this.stateTexts.get(state);
    if (text === undefined) {
      text = JSON.stringify([
        influenceSlots(state.influence), state.defcon, state.vp, state.milops, state.space, state.spaceAttempts, state.spaceFirst,
        state.turn, state.round, state.phasing, state.china, state.deck, state.discard, state.removed, state.hands, state.handCount,
        state.effects, state.extraRounds, state.turnEnded, state.finalScored, state.result, state.seed,
      ]);
      this.stateTexts.set(state, text);
    }
    this.addText(group, text);
  }

  print(): void {
    const all = createHash('sha256');
    for (const [group, hash] of [...this.groups].sort(([a], [b]) => a.localeCompare(b))) {
      const digest = hash.digest('hex');
      all.update(`${group} ${digest}\n`);
      console.log(`${group.padEnd(22)} ${digest.slice(0, 16)}`);
    }
    console.log(`${'all'.padEnd(22)} ${all.digest('hex')}`);
  }
}

/** What an analysis says by itself: diagnostics, lines, every line's board. */
function fingerprintAnalysis(print: Fingerprint, prefix: string, analysis: DocumentAnalysis): void {
  print.add(`${prefix}diagnostics`, analysis.diagnostics);
  const published = boundedDiagnostics(analysis.diagnostics);
  print.add(`${prefix}published`, published);
  print.add(`${prefix}quick fixes`, quickFixes({ textDocument: { uri: URI }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: published } }, analysis));
  for (let n = 0; n < analysis.lines.length; n++) {
    print.add(`${prefix}lines`, [n, analysis.lineAt(n), analysis.gameLineAt(n) !== undefined, analysis.turnAt(n)]);
    print.addState(`${prefix}boards`, analysis.stateAfter(n));
    print.add(`${prefix}boards`, analysis.boardAt(n) ?? null);
  }
  const replayed = analysis.replay?.lines ?? [];
  const numbers = analysis.replay?.lineNumbers ?? [];
  for (const [k, line] of [...replayed].entries()) {
    print.addState(`${prefix}boards`, line.before);
    print.addState(`${prefix}boards`, line.after);
    print.addText(`${prefix}boards`, boardMarkdown(String(numbers[k]), lineReading(analysis, line)));
    // The whole game's chart and histories are the same in every line's view: hashed once.
    const { timeline, history, ...view } = boardView(analysis, numbers[k]!);
    print.add(`${prefix}boards`, k === 0 ? { ...view, timeline, history } : view);
  }
}

/** Which lines get the features asked at a position: all of a small text, a sample of a large one. */
function sampledLines(analysis: DocumentAnalysis): number[] {
  const count = analysis.lines.length;
  const every = Math.max(1, Math.floor(count / 150));
  const out: number[] = [];
  for (let n = 0; n < count; n += every) out.push(n);
  return out;
}

/** What the editor's features give for an analysis. */
function fingerprintFeatures(print: Fingerprint, analysis: DocumentAnalysis): void {
  // Not the result id: the builder starts it from the clock.
  print.add('semantic tokens', semanticTokens(analysis).data);
  print.add('symbols', [documentSymbols(analysis), gameSymbols(analysis, URI)]);
  print.add('folding', foldingRanges(analysis));
  print.add('lenses and hints', [codeLenses(analysis), inlayHints(analysis)]);
  print.add('formatting', formatEdits(analysis));
  print.add('turns and scores', [turnGroups(analysis), turnScores(analysis), trackChanges(analysis)]);
  for (const n of sampledLines(analysis)) {
    print.add('line boards', [labelAt(analysis, n), boardAtLine(analysis, n), scoreAt(analysis, n), nextLabels(analysis, n)]);
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
}

/** The text with a comment added at the top and its middle line dropped. */
function edited(text: string): string {
  const lines = text.split('\n');
  const middle = lines.length >> 1;
  return ['# an edit', ...lines.slice(0, middle), ...lines.slice(middle + 1)].join('\n');
}

function main(): void {
  const print = new Fingerprint();
  const { originals, damaged } = corpus();
  let characters = 0;
  const fingerprint = ({ text, features }: Text, previous?: DocumentAnalysis): DocumentAnalysis => {
    characters += text.length;
    const analysis = analyze(text, OPTIONS, previous);
    fingerprintAnalysis(print, previous ? 'incremental: ' : '', analysis);
    if (FEATURES && features) fingerprintFeatures(print, analysis);
    print.add('rules off', analyze(text, { ...OPTIONS, rules: false }).diagnostics);
    return analysis;
  };
  originals.forEach((original, k) => {
    const analysis = fingerprint(original);
    fingerprint({ text: edited(original.text), features: false }, analysis);
    fingerprint(damaged[k]!);
    fingerprint({ ...damaged[k]!, features: false }, analysis);
  });
  console.log(`${originals.length * 4} analyses of ${originals.length} texts and their damaged and edited copies, ${characters.toLocaleString('en')} characters${FEATURES ? ', with the features' : ''}`);
  print.print();
}

main();
