/**
 * The importer of the digital edition's game logs: the time to import one whole game (the longest
 * of the eight fixture logs) and the eight together, beside the time to check the game it wrote,
 * of which the import should be a small fraction. Prints figures; asserts nothing.
 *
 *   node bench/run.mjs import
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../core/src/analysis';
import { importPlaydekLog } from '../core/src/import';
import { measure } from './measure';

/** Bundled into out/bench/: the fixtures are two folders up. */
const LOGS = join(__dirname, '..', '..', 'test', 'fixtures', 'digital-logs');

const logs = readdirSync(LOGS).filter((f) => f.endsWith('.txt')).sort().map((f) => ({ name: f, text: readFileSync(join(LOGS, f), 'utf8') }));
const longest = logs.reduce((a, b) => (b.text.length > a.text.length ? b : a));
const lines = longest.text.split('\n').length;
const total = logs.reduce((n, l) => n + l.text.length, 0);
console.log(`${logs.length} logs, ${total.toLocaleString('en')} characters; the longest ${longest.name}: ${lines} lines, ${longest.text.length.toLocaleString('en')} characters`);
console.log(`node ${process.version}\n`);

const one = measure(`import of one game (${longest.name})`, 300, () => importPlaydekLog(longest.text));
const eight = measure(`import of the ${logs.length} games`, 100, () => { for (const log of logs) importPlaydekLog(log.text); });
const game = importPlaydekLog(longest.text).tsn;
const check = measure(`check of the game imported (${longest.name}, analysis)`, 300, () => analyze(game));
const games = logs.map((log) => importPlaydekLog(log.text).tsn);
const checkAll = measure(`check of the ${logs.length} games imported`, 100, () => { for (const tsn of games) analyze(tsn); });
console.log(`\nimport / check: one game ${((one / check) * 100).toFixed(0)}%, the ${logs.length} games ${((eight / checkAll) * 100).toFixed(0)}%`);
