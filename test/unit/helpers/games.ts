/** The test games of test/fixtures/games, read once. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function fixtureGame(name: string): string {
  return readFileSync(join(__dirname, '../../fixtures/games', name), 'utf8');
}

/**
 * running.tsn: a clean game over three turns (0-based lines): 8 1.S, 9 1.H, 10 1.1 (DEFCON 4),
 * 15 1.6 (VP US +2), 16 1.E (VP US +1, DEFCON 5), 18 2.H, 19 2.1 (the USSR plays the China
 * Card), 20 2.2, 21 2.E, 23 3.1 (the US plays the China Card).
 */
export const RUNNING = fixtureGame('running.tsn');
