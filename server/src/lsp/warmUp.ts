/**
 * The server warms its analysis up while it starts, before it answers `initialize`: it analyses
 * the bundled example game a few times, edits it, hovers and completes on it. The first file a
 * user opens is then analysed by code the JIT has already compiled and with the data tables
 * built, so its first diagnostics come as fast as any later file's (measured with bench/lsp.ts:
 * the first open took three to six times the usual time without this).
 */
import type { Position } from 'vscode-languageserver';
import { analyze } from '../../../core/src';
import { completionsAt } from './completion';
import { hoverAt } from './hover';

/** The example game (examples/game.tsn), filled in by the bundler (scripts/build.mjs); empty when run from the sources. */
declare const __TSN_WARM_UP_GAME__: string | undefined;
export const WARM_UP_GAME: string = typeof __TSN_WARM_UP_GAME__ === 'string' ? __TSN_WARM_UP_GAME__ : '';

/** How many times the game is analysed: enough for the hot functions to be optimised, a few ms. */
const ROUNDS = 12;

/**
 * Analyses `game` as an editor would use it (opened, edited on its last line, hovered, completed)
 * and returns the milliseconds it took. Nothing it computes is kept. Does nothing for an empty text.
 */
export function warmUp(game: string = WARM_UP_GAME, rounds = ROUNDS): number {
  if (!game) return 0;
  const started = Date.now();
  const lines = game.split('\n');
  let last = lines.length - 1;
  while (last > 0 && lines[last]!.trim() === '') last--;
  const at: Position = { line: last, character: Math.min(8, lines[last]!.length) };
  for (let round = 0; round < rounds; round++) {
    const opened = analyze(game);
    const edited = [...lines];
    edited[last] = `${lines[last]} `;
    analyze(edited.join('\n'), undefined, opened);
    hoverAt(opened, at);
    completionsAt(opened, { line: last, character: 6 });
  }
  return Date.now() - started;
}
