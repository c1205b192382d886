/**
 * One hash of everything the analysis tells about a corpus of files, to show that a change meant
 * to make the code faster changes no behaviour: run it before and after, the hash must not move.
 *
 *   node bench/run.mjs fingerprint [--games N]
 *
 * The corpus: every .tsn under test/fixtures/ and examples/, N generated games (bench/generateGame.ts)
 * without and N with deals, and damaged variants of each generated game (lines deleted, duplicated
 * or swapped, characters changed: seeded), each also analysed incrementally after its original.
 * Hashed per file: every diagnostic (code, range, severity, message, fixes, related locations);
 * for every line the board the analysis gives for it (`stateAfter`, read field by field, and
 * `boardAt`); for every game line the hover's board text (`boardMarkdown`) and the preview's view
 * (`boardView`). Prints the corpus's size and the hash.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardMarkdown, boardView, DEFAULT_OPTIONS, type DocumentAnalysis } from '../server/src/analysis';
import { randomSource, type GameState } from '../server/src/rules';
import { generateGame } from './generateGame';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const GAMES = arg('--games', 150);
const root = join(__dirname, '..', '..');

function tsnFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsnFiles(path));
    else if (name.endsWith('.tsn')) out.push(path);
  }
  return out;
}

/** A damaged copy of `text`: a few seeded edits of the kinds a writer makes. */
function damaged(text: string, seed: number): string {
  const random = randomSource(seed);
  const below = (n: number) => Math.floor(random() * n);
  const lines = text.split('\n');
  const alphabet = 'ABCDEFGHIKLMNOPRSTUVWXYZ0123456789#@&+-=;~() .';
  const edits = 1 + below(4);
  for (let k = 0; k < edits && lines.length > 1; k++) {
    const at = below(lines.length);
    switch (below(4)) {
      case 0: lines.splice(at, 1); break;
      case 1: lines.splice(at, 0, lines[at]!); break;
      case 2: {
        const other = below(lines.length);
        [lines[at], lines[other]] = [lines[other]!, lines[at]!];
        break;
      }
      default: {
        const line = lines[at]!;
        const c = below(line.length + 1);
        lines[at] = line.slice(0, c) + alphabet[below(alphabet.length)]! + line.slice(c + 1);
      }
    }
  }
  return lines.join('\n');
}

/**
 * A state as the analysis's users can read it, field by field, in one fixed form (the engine's
 * own representation of a field may change; what it says may not). The event table is left out:
 * it is the same for every state.
 */
function stateText(state: GameState): string {
  return JSON.stringify([
    Array.from(state.influence), state.defcon, state.vp, state.milops, state.space, state.spaceAttempts, state.spaceFirst,
    state.turn, state.round, state.phasing, state.china, state.deck, state.discard, state.removed, state.hands, state.handCount,
    state.effects, state.extraRounds, state.turnEnded, state.finalScored, state.result, state.seed,
  ]);
}

/** States are shared from line to line: each one's text is made once. */
const stateTexts = new WeakMap<GameState, string>();

function hashState(hash: Hash, state: GameState): void {
  let text = stateTexts.get(state);
  if (text === undefined) stateTexts.set(state, text = stateText(state));
  hash.update(text);
}

function hashAnalysis(hash: Hash, analysis: DocumentAnalysis): void {
  hash.update(JSON.stringify(analysis.diagnostics));
  for (let n = 0; n < analysis.lines.length; n++) {
    hashState(hash, analysis.stateAfter(n));
    hash.update(JSON.stringify(analysis.boardAt(n) ?? null));
  }
  const replayed = analysis.replay?.lines ?? [];
  for (const [k, line] of replayed.entries()) {
    hashState(hash, line.before);
    hashState(hash, line.after);
    hash.update(boardMarkdown(String(line.line), line.before, line.after));
    // The whole game's chart and histories are the same in every line's view: hashed once.
    const { timeline, history, ...view } = boardView(analysis, line.line);
    hash.update(JSON.stringify(k === 0 ? { ...view, timeline, history } : view));
  }
}

function main(): void {
  const hash = createHash('sha256');
  const files = [...tsnFiles(join(root, 'test', 'fixtures')), ...tsnFiles(join(root, 'examples'))];
  let analysed = 0;
  let bytes = 0;
  const add = (text: string, previous?: DocumentAnalysis): DocumentAnalysis => {
    const analysis = analyze(text, DEFAULT_OPTIONS, previous);
    hashAnalysis(hash, analysis);
    analysed++;
    bytes += text.length;
    return analysis;
  };
  for (const file of files) add(readFileSync(file, 'utf8'));
  for (let seed = 1; seed <= GAMES; seed++) {
    for (const deals of [false, true]) {
      const text = generateGame(seed, { deals });
      const original = add(text);
      const variant = damaged(text, seed * 2 + (deals ? 1 : 0));
      add(variant);
      add(variant, original);
    }
  }
  console.log(`${analysed} analyses (${files.length} files, ${GAMES} generated games with and without deals, damaged variants), ${(bytes / 1e6).toFixed(2)} MB`);
  console.log(`fingerprint ${hash.digest('hex')}`);
}

main();
