/**
 * This project's parser and engine side by side with chessops, a mature chess library, in one
 * process: the same total size of text each, CPU time, the median of interleaved rounds after a
 * warm-up. TSN: complete generated games (bench/generateGame.ts). Chess: random legal games that
 * chessops itself plays and writes as PGN, from a seed. Prints the table; asserts nothing.
 *
 *   npm run bench                       (all benchmarks)
 *   node bench/run.mjs chess [--rounds N] [--games N] [--warmup N]
 *
 * chessops is a dev dependency (npm ci installs it). bench/run.mjs bundles this file with it, so
 * both sides run as plain bundled JavaScript in one process.
 */
import * as chessopsChess from 'chessops/chess';
import * as chessopsPgn from 'chessops/pgn';
import * as chessopsSan from 'chessops/san';
import { analyze } from '../core/src/analysis';
import { parseTsn } from '../core/src/notation';
import { generateGame } from './generateGame';
import { randomSource } from '../core/src/rules/rng';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const ROUNDS = arg('--rounds', 15);
const GAMES = arg('--games', 200);
/**
 * Rounds run before the counted ones, so that both libraries are measured as they run once warm.
 * V8 compiles a function with TurboFan, on a thread of its own whose CPU time `process.cpuUsage`
 * counts, once it has run enough: chessops' few functions run thousands of times a round and are
 * compiled in the first, but our analysis' functions that run once a document (its diagnostics'
 * store, the closing sort, the replay's set-up) are compiled over about eight rounds of 200
 * documents (`node --trace-opt`). After three rounds of warm-up, 80-120 ms of compiling fell in
 * our replay's fifteen counted rounds (a round takes about 55 ms); the same build, six runs
 * alternated: 0.91-1.09 of chessops' plies a second after three, 1.03-1.19 after ten
 * (bench/RESULTS.md, issue 24, session 30). `--warmup 3` gives the figure the bench printed until then.
 */
const WARMUP = arg('--warmup', 10);

// ---- chessops, as far as the benchmark uses it -------------------------------------------------

interface Move { readonly from?: number; readonly to: number; promotion?: string }
interface SquareSet { [Symbol.iterator](): Iterator<number> }
interface Position {
  isEnd(): boolean;
  allDests(): Map<number, SquareSet>;
  play(move: Move): void;
  board: { getRole(square: number): string | undefined };
  turn: 'white' | 'black';
}
interface PgnGame { readonly headers: Map<string, string>; readonly moves: { mainline(): Iterable<{ readonly san: string }> } }
interface Chessops {
  readonly Chess: { default(): Position };
  readonly makeSan: (pos: Position, move: Move) => string;
  readonly parseSan: (pos: Position, san: string) => Move | undefined;
  readonly parsePgn: (pgn: string) => PgnGame[];
  readonly startingPosition: (headers: Map<string, string>) => { unwrap(): Position };
}

function loadChessops(): Chessops {
  return { ...chessopsChess, ...chessopsSan, ...chessopsPgn } as unknown as Chessops;
}

// ---- the corpora -------------------------------------------------------------------------------

const rng = randomSource;

/** A random legal game, played by chessops and written as PGN. */
function randomChessGame(chess: Chessops, random: () => number, index: number): string {
  const pos = chess.Chess.default();
  const sans: string[] = [];
  const plies = 40 + Math.floor(random() * 120);
  while (sans.length < plies && !pos.isEnd()) {
    const moves: Move[] = [];
    for (const [from, dests] of pos.allDests()) {
      for (const to of dests) {
        const promotes = pos.board.getRole(from) === 'pawn' && (to >= 56 || to < 8);
        moves.push(promotes ? { from, to, promotion: 'queen' } : { from, to });
      }
    }
    const move = moves[Math.floor(random() * moves.length)]!;
    sans.push(chess.makeSan(pos, move));
    pos.play(move);
  }
  const movetext = sans.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ');
  return `[Event "Random game ${index}"]\n[Site "bench/chess.ts"]\n[White "Random"]\n[Black "Random"]\n[Result "*"]\n\n${movetext} *\n`;
}

// ---- measuring ---------------------------------------------------------------------------------

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function main(): void {
  const chess = loadChessops();
  const tsnGames = Array.from({ length: GAMES }, (_, i) => generateGame(i + 1));
  const tsnBytes = tsnGames.reduce((n, g) => n + Buffer.byteLength(g), 0);
  const random = rng(1);
  const pgnGames: string[] = [];
  let pgnBytes = 0;
  while (pgnBytes < tsnBytes) {
    const game = randomChessGame(chess, random, pgnGames.length + 1);
    pgnGames.push(game);
    pgnBytes += Buffer.byteLength(game);
  }
  const pgn = pgnGames.join('\n');

  // What each side does per round, and how many plays and plies that is.
  let plays = 0;
  for (const g of tsnGames) {
    const a = analyze(g);
    for (const line of a.syntax.gameLines()) plays += (line.ussr?.kind === 'play' ? 1 : 0) + (line.us?.kind === 'play' ? 1 : 0);
  }
  const replayChess = () => {
    let plies = 0;
    for (const game of chess.parsePgn(pgn)) {
      const pos = chess.startingPosition(game.headers).unwrap();
      for (const node of game.moves.mainline()) {
        const move = chess.parseSan(pos, node.san);
        if (!move) break;
        pos.play(move);
        plies++;
      }
    }
    return plies;
  };
  const plies = replayChess();

  const work = {
    tsnParse: () => { for (const g of tsnGames) parseTsn(g); },
    chessParse: () => { chess.parsePgn(pgn); },
    tsnReplay: () => { for (const g of tsnGames) analyze(g); },
    chessReplay: () => { replayChess(); },
    tsnOne: () => { analyze(tsnGames[0]!); },
    chessOne: () => {
      const [game] = chess.parsePgn(pgnGames[0]!);
      const pos = chess.startingPosition(game!.headers).unwrap();
      for (const node of game!.moves.mainline()) pos.play(chess.parseSan(pos, node.san)!);
    },
  };
  type Key = keyof typeof work;
  const times = Object.fromEntries(Object.keys(work).map((k) => [k, [] as number[]])) as Record<Key, number[]>;
  const oneGameRuns = 50;
  // Each round runs the six works in an order of its own (seeded: every run draws the same ones).
  // In one fixed order each work ran right after the same other one and paid for the young objects
  // that one left: chessops' parse builds one tree of 636 games, promoted while it is built, and
  // the next scavenges (16-23 ms of them, `node --trace-gc`) fell every round in our replay's time,
  // 106 ms a round against 71 ms with no chessops work before it (bench/RESULTS.md, issue 24,
  // session 24). Shuffled, a work follows each of the others in turn, and the median is its own cost.
  const shuffle = rng(2);
  const order = Object.keys(work) as Key[];
  for (let round = -WARMUP; round < ROUNDS; round++) { // the rounds of warm-up are not counted
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(shuffle() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const key of order) {
      const single = key === 'tsnOne' || key === 'chessOne';
      const spent = cpuMs(() => { for (let i = 0; i < (single ? oneGameRuns : 1); i++) work[key](); });
      if (round >= 0) times[key].push(single ? spent / oneGameRuns : spent);
    }
  }
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])) as Record<Key, number>;
  const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
  const perSecond = (count: number, ms: number) => count / (ms / 1000);
  const firstPlies = [...chess.parsePgn(pgnGames[0]!)[0]!.moves.mainline()].length;
  const firstPlays = (() => {
    const a = analyze(tsnGames[0]!);
    let plays = 0;
    for (const l of a.syntax.gameLines()) plays += (l.ussr?.kind === 'play' ? 1 : 0) + (l.us?.kind === 'play' ? 1 : 0);
    return plays;
  })();

  const rows: [string, string, string, string][] = [
    ['parse only', `${mbps(tsnBytes, m.tsnParse).toFixed(1)} MB/s`, `${mbps(pgnBytes, m.chessParse).toFixed(1)} MB/s`, (mbps(tsnBytes, m.tsnParse) / mbps(pgnBytes, m.chessParse)).toFixed(2)],
    ['parse + replay', `${Math.round(perSecond(plays, m.tsnReplay) / 1000)}k plays/s`, `${Math.round(perSecond(plies, m.chessReplay) / 1000)}k plies/s`, (perSecond(plays, m.tsnReplay) / perSecond(plies, m.chessReplay)).toFixed(2)],
    // The same work per byte of text: a TSN play takes more text than a SAN ply (the target is per play).
    ['parse + replay, per byte', `${mbps(tsnBytes, m.tsnReplay).toFixed(1)} MB/s`, `${mbps(pgnBytes, m.chessReplay).toFixed(1)} MB/s`, (mbps(tsnBytes, m.tsnReplay) / mbps(pgnBytes, m.chessReplay)).toFixed(2)],
    ['one complete game', `${m.tsnOne.toFixed(2)} ms (${firstPlays} plays)`, `${m.chessOne.toFixed(2)} ms (${firstPlies} plies)`, `${(m.tsnOne / m.chessOne).toFixed(1)}x slower`],
  ];
  console.log(`${GAMES} TSN games (${(tsnBytes / 1e6).toFixed(2)} MB, ${plays} plays) against ${pgnGames.length} random legal chess games (${(pgnBytes / 1e6).toFixed(2)} MB, ${plies} plies)`);
  console.log(`CPU time, median of ${ROUNDS} interleaved rounds (each in a shuffled order) after ${WARMUP} of warm-up; node ${process.version}\n`);
  console.log('| | this project | chessops | ratio |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

main();
