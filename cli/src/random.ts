/**
 * `tsn random [--seed N] [--turns T] [--count C] [--out DIR]`: random legal games, played by the
 * engine from its legal choices with seeded dice (analysis/randomGame.ts), written as TSN 2 with a
 * deal line a turn (the seed fixes the deck), ending as the game ends. Game k of a run has seed
 * N + k: the same seed writes the same game, byte for byte. Exit status: 0 when every game checks
 * with no error or warning, 1 when one does not (what the engine said on standard error: a defect
 * of the engine, the game still written), 2 on misuse or a file that cannot be written.
 */
import { join } from 'node:path';
import { randomGame } from '../../core/src';

export interface RandomIo {
  out(text: string): void;
  err(text: string): void;
  writeFile?(path: string, data: string): void;
  /** Makes the directory (and its parents) when it is missing. */
  makeDirectory?(path: string): void;
}

export interface RandomArguments {
  readonly seed: string | undefined;
  readonly turns: string | undefined;
  readonly count: string | undefined;
  readonly out: string | undefined;
}

/** The misuse of the command: reported with the usage, exit 2. */
export class RandomUsageError extends Error {}

/** The most games one run writes: a few minutes of play. */
export const MAX_RANDOM_GAMES = 100_000;

/** A whole number within bounds, or misuse naming the option. */
function wholeNumber(value: string | undefined, option: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new RandomUsageError(`${option} takes a whole number from ${min} to ${max.toLocaleString('en')}, not "${value}"`);
  }
  return Number(value);
}

/** `random-<seed>.tsn`: the file a game is written to under --out. */
export function randomGameFileName(seed: number): string {
  return `random-${seed}.tsn`;
}

/** Runs `tsn random` once its options are read; returns the exit status. */
export function runRandom(args: RandomArguments, io: RandomIo): number {
  const first = wholeNumber(args.seed, '--seed', 1, 0, 2 ** 32 - 1);
  const turns = wholeNumber(args.turns, '--turns', 10, 1, 10);
  const count = wholeNumber(args.count, '--count', 1, 1, MAX_RANDOM_GAMES);
  if (first + count - 1 > 2 ** 32 - 1) throw new RandomUsageError(`--seed ${first} with --count ${count} passes the last seed, ${(2 ** 32 - 1).toLocaleString('en')}`);
  if (args.out !== undefined) {
    try {
      io.makeDirectory?.(args.out);
    } catch (e) {
      io.err(`tsn: cannot write into ${args.out}: ${(e as Error).message}`);
      return 2;
    }
  }
  let status = 0;
  for (let seed = first; seed < first + count; seed++) {
    const game = randomGame(seed, { turns });
    for (const defect of game.defects) io.err(`tsn: seed ${seed}: the engine said of its own play: ${defect}`);
    if (game.defects.length) status = 1;
    const text = `${game.text.trimEnd()}\n`;
    if (args.out === undefined) {
      // Several games on standard output: one after the other, a blank line between.
      io.out(seed === first ? text.trimEnd() : `\n${text.trimEnd()}`);
      continue;
    }
    const path = join(args.out, randomGameFileName(seed));
    try {
      io.writeFile?.(path, text);
    } catch (e) {
      io.err(`tsn: cannot write ${path}: ${(e as Error).message}`);
      return 2;
    }
  }
  return status;
}
