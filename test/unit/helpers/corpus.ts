/**
 * Many games to check a property of every line on: the example games, the test games of
 * test/fixtures/games (and the rulings' and the specification's examples), the games written to
 * show issue 19's defects (test/fixtures/readings.tsn), the generated benchmark games with and
 * without deals, and the real games of the digital edition once the importer has turned them
 * into TSN (`REAL_GAMES_IMPORTER`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateGame } from '../../../bench/generateGame';

export interface CorpusGame {
  readonly name: string;
  readonly text: string;
}

const ROOT = join(__dirname, '..', '..', '..');

function tsnFilesIn(dir: string): CorpusGame[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name.endsWith('.tsn')).sort()
    .map((name) => ({ name: join(dir.slice(ROOT.length + 1), name), text: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * The importer of the digital edition's logs (wip/importer), once it is on this branch: its module
 * and the logs it reads. Until then the real games are left out, and the tests that use the
 * corpus say so.
 */
export const REAL_GAMES_IMPORTER = join(ROOT, 'core', 'src', 'import', 'index.ts');
const REAL_GAME_LOGS = join(ROOT, 'test', 'fixtures', 'digital-logs');

/** The real games imported into TSN; empty while the importer is not there. */
export function realGames(): CorpusGame[] {
  if (!existsSync(REAL_GAMES_IMPORTER) || !existsSync(REAL_GAME_LOGS)) return [];
  // Loaded by path so that this file compiles before the importer exists.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const importer = require(REAL_GAMES_IMPORTER) as { importPlaydekLog(text: string, options: { source: string }): { tsn: string } };
  return readdirSync(REAL_GAME_LOGS).filter((name) => name.endsWith('.txt')).sort()
    .map((name) => ({ name: `digital-logs/${name}`, text: importer.importPlaydekLog(readFileSync(join(REAL_GAME_LOGS, name), 'utf8'), { source: name }).tsn }));
}

/** Every game of the corpus; `generated` of each kind of generated game (with and without deals). */
export function corpus(generated = 12): CorpusGame[] {
  const games = [
    ...tsnFilesIn(join(ROOT, 'examples')),
    ...tsnFilesIn(join(ROOT, 'test', 'fixtures', 'games')),
    ...tsnFilesIn(join(ROOT, 'test', 'fixtures')),
    ...tsnFilesIn(join(ROOT, 'test', 'fixtures', 'readings')),
    ...tsnFilesIn(join(ROOT, 'test', 'integration', 'workspace')),
  ];
  for (let seed = 1; seed <= generated; seed++) {
    games.push({ name: `generated game ${seed}`, text: generateGame(seed) });
    games.push({ name: `generated dealt game ${seed}`, text: generateGame(seed, { deals: true }) });
  }
  return [...games, ...realGames()];
}
