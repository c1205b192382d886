/**
 * Inputs for the fuzz tests, all from a seed: real-looking games (generated complete games and the
 * example files) mutated the way typing, pasting and bad tools mutate text, and random plays that
 * follow TSN's grammar closely enough to reach deep into the parser and the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARDS, COUNTRIES } from '../../../core/src/data';
import { generateGame } from '../../../bench/generateGame';
import { randomSource } from '../../../core/src/rules/rng';

export type Random = () => number;

/** A small deterministic generator (mulberry32), so that every failure can be replayed from its seed. */
export const rng: (seed: number) => Random = randomSource;

export const int = (random: Random, n: number): number => Math.floor(random() * n);
export const pick = <T>(random: Random, items: readonly T[]): T => items[int(random, items.length)]!;

const ROOT = join(__dirname, '..', '..', '..');
const GAMES: string[] = [];

/** Real-looking games: a few generated complete games, the examples and the specification's examples. */
export function realGames(): readonly string[] {
  if (GAMES.length) return GAMES;
  for (const seed of [1, 2, 3]) GAMES.push(generateGame(seed));
  for (const file of ['examples/game.tsn', 'examples/annotated.tsn', 'test/fixtures/spec-examples.tsn', 'test/fixtures/rulings-examples.tsn']) {
    GAMES.push(readFileSync(join(ROOT, file), 'utf8'));
  }
  return GAMES;
}

const CARD_CODES = CARDS.map((c) => c.code);
const COUNTRY_CODES = COUNTRIES.map((c) => c.code);
const REGION_CODES = ['Eu', 'As', 'Me', 'Af', 'Ca', 'Sa', 'Se'];
const SYMBOLS = ['@', '&', '#', '/', '*', '~'];
const ROUNDS = ['S', 'D', 'H', 'E', '1', '2', '3', '4', '5', '6', '7', '8'];

function die(random: Random): number {
  return 1 + int(random, 6);
}

/** One item of a play, as the grammar allows it after the given symbol. */
function item(random: Random, symbol: string, depth: number): string {
  const country = pick(random, COUNTRY_CODES);
  switch (int(random, 14)) {
    case 0: return `${country}${die(random)}+${1 + int(random, 4)}`;
    case 1: return `${country}${die(random)}:${die(random)}`;
    case 2: return `${die(random)}${random() < 0.5 ? '+' : ''}`;
    case 3: return `x${country}${die(random)}${random() < 0.5 ? '+' : ''}`;
    case 4: return `d${die(random)}:${die(random)}`;
    case 5: return pick(random, REGION_CODES);
    case 6: return `>${pick(random, CARD_CODES)}`;
    case 7: return `[${Array.from({ length: int(random, 4) }, () => pick(random, CARD_CODES)).join(' ')}]`;
    case 8: return depth < 4 ? `(${play(random, depth + 1, false)})` : country;
    case 9: return depth < 4 ? `${pick(random, CARD_CODES)}${pick(random, SYMBOLS)}${item(random, symbol, depth + 1)}` : country;
    case 10: return depth < 4 ? `>${pick(random, CARD_CODES)}@${item(random, '@', depth + 1)}` : country;
    case 11: return `{${pick(random, ['a note', 'x', '', 'nested { brace'])}}`;
    case 12: return `${country}-${random() < 0.5 ? 1 + int(random, 3) : ''}`;
    default: return `${country}${random() < 0.6 ? '' : 1 + int(random, 4)}`;
  }
}

/** A play: a card, then actions of symbols and items, then marks. */
export function play(random: Random, depth = 0, withCard = true): string {
  const out: string[] = [];
  let text = withCard ? pick(random, CARD_CODES) : '';
  const actions = 1 + int(random, 3);
  for (let a = 0; a < actions; a++) {
    const symbol = pick(random, SYMBOLS);
    text += symbol;
    const items = int(random, 4);
    const parts: string[] = [];
    for (let i = 0; i < items; i++) parts.push(item(random, symbol, depth));
    text += parts.join(' ');
    if (a + 1 < actions) text += random() < 0.5 ? ' ' : '';
  }
  out.push(text);
  if (random() < 0.3) out.push(`=${pick(random, ['+', '-', ''])}${int(random, 6)}`);
  if (random() < 0.3) out.push(`D${1 + int(random, 5)}`);
  if (random() < 0.1) out.push(pick(random, ['!', '?', '!!', '??', '!?', '?!']));
  return out.join(' ');
}

/** A game line with a label, two parts, and now and then the no-play dash. */
export function gameLine(random: Random): string {
  const label = `${1 + int(random, 10)}.${pick(random, ROUNDS)}`;
  const side = () => (random() < 0.15 ? '—' : play(random));
  return `${label}${' '.repeat(1 + int(random, 4))}${side()} ; ${side()}`;
}

/** A text of random grammar-aware lines, with now and then a tag or a comment. */
export function grammarText(random: Random, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const r = random();
    if (r < 0.05) out.push(`[${pick(random, ['Event', 'Site', 'Result', 'Notation'])} "${pick(random, ['TSN 2', 'US won', 'x \\" y', ''])}"]`);
    else if (r < 0.1) out.push(`# ${pick(random, ['comment', '', '1.1 not a line'])}`);
    else out.push(gameLine(random));
  }
  return out.join('\n');
}

const NOISE = ['(', ')', '[', ']', '[^', '{', '}', ';', ' ; ', '—', '--', '–', '@', '&', '#', '/', '*', '~', '>', '=', '+', '-', ':', '\n', '\r\n', '\r', '\t', ' ', '😀', '\ud800', '\u0000', 'x', 'd', 'D', 'UNI@', '>TRU@', 'CIA@(', '1.', '10.E', '[Event "'];

/**
 * Lines moved as the editor moves them: Move Line Up or Down of one to three lines (a comment
 * above a game line, a run of plays), by one to three lines, or a comment line added or removed.
 */
export function moveLines(random: Random, text: string): string {
  const lines = text.split('\n');
  if (random() < 0.2) {
    const at = int(random, lines.length + 1);
    if (random() < 0.5 && lines[at]?.startsWith('#')) lines.splice(at, 1);
    else lines.splice(at, 0, `# ${pick(random, ['a note', '1.2 moved', ''])}`);
    return lines.join('\n');
  }
  const from = int(random, lines.length);
  const block = lines.splice(from, 1 + int(random, 3));
  const by = (1 + int(random, 3)) * (random() < 0.5 ? -1 : 1);
  lines.splice(Math.max(0, Math.min(lines.length, from + by)), 0, ...block);
  return lines.join('\n');
}

/**
 * One random change: a deletion, a duplicated or moved slice, noise, a swapped pair of lines, a
 * long run. The fingerprint's corpus (bench/fingerprint.ts) is made with it: a change here
 * changes the fingerprint; add new kinds of edit beside it (moveLines).
 */
export function mutate(random: Random, text: string): string {
  const at = int(random, text.length + 1);
  const span = Math.min(text.length - at, int(random, 40));
  switch (int(random, 8)) {
    case 0: return text.slice(0, at) + text.slice(at + span);
    case 1: return text.slice(0, at) + text.slice(at, at + span).repeat(2) + text.slice(at + span);
    case 2: {
      const to = int(random, text.length + 1);
      const slice = text.slice(at, at + span);
      const rest = text.slice(0, at) + text.slice(at + span);
      return rest.slice(0, to) + slice + rest.slice(to);
    }
    case 3: {
      const lines = text.split('\n');
      const a = int(random, lines.length);
      const b = int(random, lines.length);
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return lines.join('\n');
    }
    case 4: return text.slice(0, at) + pick(random, NOISE).repeat(1 + int(random, random() < 0.1 ? 400 : 3)) + text.slice(at);
    case 5: return text.slice(0, at) + play(random) + text.slice(at);
    case 6: {
      const c = text[at] ?? 'a';
      return text.slice(0, at) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + text.slice(at + 1);
    }
    default: return text.slice(0, at) + String.fromCharCode(int(random, 0x3000)) + text.slice(at);
  }
}

/** A real-looking game with a few mutations. */
export function mutatedGame(random: Random): string {
  let text = pick(random, realGames());
  const changes = 1 + int(random, 6);
  for (let i = 0; i < changes; i++) text = mutate(random, text);
  return text;
}
