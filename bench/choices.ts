/**
 * The legal choices (issue 20): random legal games a second (`tsn random`), and what listing the
 * choices at one point costs, for the random player and for completion, which must stay far
 * below a keystroke's budget.
 *
 *   node bench/run.mjs choices [--games N]     (default 200)
 */
import { analyze, randomGame } from '../core/src/analysis';
import { cardOptions, eventChoices, eventOwner, operationsChoices, roundStartOf, type GameState } from '../core/src/rules';
import { cardByCode } from '../core/src/data';
import { completionsAt } from '../server/src/lsp/completion';
import { measure } from './measure';

const at = process.argv.indexOf('--games');
const GAMES = at >= 0 ? Number(process.argv[at + 1]) : 200;

// ---- games a second ------------------------------------------------------------------------------

const start = performance.now();
const cpu = process.cpuUsage();
let plays = 0;
let bytes = 0;
for (let seed = 1; seed <= GAMES; seed++) {
  const game = randomGame(seed);
  plays += game.plays;
  bytes += game.text.length;
}
const wall = (performance.now() - start) / 1000;
const cpuSeconds = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6;
console.log(`tsn random: ${GAMES} games, ${plays.toLocaleString('en')} plays, ${(bytes / 1e6).toFixed(2)} MB of TSN`);
console.log(`  ${(GAMES / wall).toFixed(1)} games/s (wall, ${wall.toFixed(1)} s), ${(GAMES / cpuSeconds).toFixed(1)} games/s of CPU time; ${(wall * 1000 / GAMES).toFixed(1)} ms a game`);

// ---- the choices at one point --------------------------------------------------------------------

// A middle-game point of a random game: the board before the USSR's first action round of turn 5
// (of the first seed whose game gets there).
let seed = 1;
while (!randomGame(seed).text.includes('\n5.1 ')) seed++;
const text = randomGame(seed).text;
const analysis = analyze(text);
const lines = text.split('\n');
const at51 = lines.findIndex((l) => l.startsWith('5.1 '));
const board: GameState = analysis.stateAfter(at51 - 1);
const point = { turn: 5, round: 1, side: 'USSR' } as const;
const roundStart = roundStartOf(board, point);

console.log(`\nthe choices at 5.1 of seed ${seed} (turn 5, DEFCON ${roundStart.defcon}, ${roundStart.effects.length} effects in force):`);
measure('every card and way to play it (110 cards, each way judged)', 200, () => {
  for (const option of cardOptions(board, point)) for (const mode of option.modes) void mode.why;
});
const fyp = cardByCode('FYP')!;
measure('operations of a 3-ops card: every point, coup and roll', 500, () => {
  operationsChoices(roundStart, { side: 'USSR', source: { card: fyp }, roundStart }, {});
});
for (const code of ['DEC', 'COM', 'JUN', 'OMT']) {
  const card = cardByCode(code)!;
  const side = card.side === 'US' ? 'US' : 'USSR';
  measure(`an event's choices: ${code} (${card.side})`, 500, () => {
    eventChoices(roundStart, { card, player: side, owner: eventOwner(card, side), headline: false, roundStart, input: {} });
  });
}

// ---- completion: what a keystroke asks ----------------------------------------------------------

const prefix = lines.slice(0, at51).join('\n');
for (const [what, written] of [['a card at a part\'s start', '5.1   '], ['after DEC@', '5.1   DEC@'], ['after FYP&', '5.1   FYP&'], ['after FYP#', '5.1   FYP#']] as const) {
  const typed = analyze(`${prefix}\n${written}`);
  const items = completionsAt(typed, { line: at51, character: written.length });
  measure(`completion ${what}: ${items.length} items, ${items.filter((i) => !i.tags).length} legal`, 200, () => {
    completionsAt(typed, { line: at51, character: written.length });
  });
}
