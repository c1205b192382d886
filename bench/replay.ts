/**
 * Benchmarks of the replay, the way the editor uses it. Prints figures; asserts nothing.
 *
 *   npm run bench            (all benchmarks; this one alone: node bench/run.mjs replay)
 *
 * - full analysis of a complete 10-turn game: parse + replay of every line (a file opened);
 * - an edit to the last line: the analysis reusing the previous one (a keystroke);
 * - an edit to the first action round: everything after it replayed (the worst keystroke);
 * - hover and completion on a line, which look the analysis up and replay nothing.
 */
import { analyze } from '../core/src/analysis';
import { hoverAt } from '../server/src/lsp/hover';
import { completionsAt } from '../server/src/lsp/completion';
import { generateGame } from './generateGame';
import { measure } from './measure';

const text = generateGame(1);
const first = analyze(text);
const plays = Array.from(first.replay!.lineNumbers).reduce((n, at) => {
  const line = first.gameLineAt(at);
  return n + (line?.ussr?.kind === 'play' ? 1 : 0) + (line?.us?.kind === 'play' ? 1 : 0);
}, 0);
console.log(`game: ${first.lines.length} lines, ${first.replay!.lines.length} game lines, ${plays} plays; result ${JSON.stringify(first.replay!.final.result)}`);
console.log(`node ${process.version}\n`);

measure('full analysis (parse + replay, 10 turns)', 200, () => analyze(text), { count: plays, unit: 'plays' });
measure('full analysis, rules off (parse only)', 200, () => analyze(text, { rules: false }));

const lastLine = first.lines.length - 2;
const editedEnd = first.lines.map((l, i) => (i === lastLine ? l.replace(/ ; /, '  ;  ') : l)).join('\n');
measure('edit on the last line (incremental)', 500, () => analyze(editedEnd, undefined, first));

const firstRound = first.syntax.gameLineNumbers[1]!;
const editedStart = first.lines.map((l, i) => (i === firstRound ? `${l} ` : l)).join('\n');
measure('edit on the first action round (replays the rest)', 200, () => analyze(editedStart, undefined, first));

const middle = first.syntax.gameLineNumbers[Math.floor(first.syntax.gameLineNumbers.length / 2)]!;
measure('hover over a play (lookup, board, no replay)', 2000, () => hoverAt(first, { line: middle, character: 8 }));
measure('completion at a play start (the cards the side can play)', 2000, () => completionsAt(first, { line: middle, character: 6 }));
