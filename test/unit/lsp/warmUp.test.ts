// The server's warm-up at start-up: it analyses the example game the bundler embeds, quietly.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyze } from '../../../core/src/analysis';
import { warmUp, WARM_UP_GAME } from '../../../server/src/lsp/warmUp';

const EXAMPLE = readFileSync('examples/game.tsn', 'utf8');

describe('warm-up', () => {
  test('the example game it warms up on is clean, so the warm-up runs the common paths, not error paths', () => {
    assert.deepEqual(analyze(EXAMPLE).diagnostics, []);
  });

  test('it analyses a game without throwing and keeps nothing', () => {
    assert.equal(typeof warmUp(EXAMPLE, 2), 'number');
  });

  test('run from the sources (no bundler) there is no embedded game, and nothing is done', () => {
    assert.equal(WARM_UP_GAME, '');
    assert.equal(warmUp(), 0);
  });

  test('the bundled server embeds the example game', { skip: !existsBuilt() && 'no dist/ (npm run build)' }, () => {
    const bundle = readFileSync('dist/server/server.js', 'utf8');
    // However esbuild quotes the string, each game line in plain ASCII is in it as written.
    for (const line of EXAMPLE.split('\n').filter((l) => /^\d+\.[\x20-\x7e]*$/.test(l))) {
      assert.ok(bundle.includes(line), `dist/server/server.js holds "${line}"`);
    }
  });

  test('a half-written last line (the US part missing) is warmed up without a problem', () => {
    assert.doesNotThrow(() => warmUp('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.H   VIE', 1));
    assert.doesNotThrow(() => warmUp('\n\n', 1));
  });
});

function existsBuilt(): boolean {
  try {
    readFileSync('dist/server/server.js');
    return true;
  } catch {
    return false;
  }
}
