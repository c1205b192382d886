/**
 * Large files for the benchmarks of memory and pauses (bench/memory.ts, bench/gaps.ts): distinct
 * complete generated games one after another, and a messy paste of them.
 */
import { randomSource } from '../core/src/rules/rng';
import { generateGame } from './generateGame';

/** Complete generated games, each different, until the text reaches `mb` megabytes. */
export function manyGames(mb: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let seed = 1; size < mb * 1e6; seed++) {
    const game = generateGame(seed);
    parts.push(game);
    size += game.length + 1;
  }
  return parts.join('\n');
}

/** What a careless paste brings: games with characters changed, dropped or doubled, and junk lines. */
export function messyPaste(mb: number): string {
  const random = randomSource(11);
  // No line opens with `{`: a replay block never closed makes the rest of the file opaque (TSN039).
  const junk = ['hello world', '1.9   NAS#IR6+3 ; —', '[Event Twilight]', '3.2   XXX@ZZ9 ;', ';;;;', '1.1   NAS#IR6+3', 'SUE#IR3+1 ; DUC@ D3'];
  const parts: string[] = [];
  let size = 0;
  for (let seed = 1; size < mb * 1e6; seed++) {
    const lines = generateGame(seed).split('\n').map((line) => {
      const r = random();
      if (r < 0.05) return junk[Math.floor(random() * junk.length)]!;
      if (r < 0.15 && line.length > 2) {
        const at = Math.floor(random() * line.length);
        return line.slice(0, at) + line.slice(at + 1);
      }
      return line;
    });
    const text = lines.join('\n');
    parts.push(text);
    size += text.length + 1;
  }
  return parts.join('\n');
}

/** One play per line, the same line again and again (`1.1 FID&SY ; MAR&IT`): issue 22's second shape. */
export function onePlayPerLine(mb: number): string {
  const line = '1.1   FID&SY ; MAR&IT\n';
  return line.repeat(Math.ceil((mb * 1e6) / line.length));
}

/** Lines of junk that are no TSN at all (`xxxx…`). */
export function junkLines(mb: number): string {
  const line = `${'x'.repeat(79)}\n`;
  return line.repeat(Math.ceil((mb * 1e6) / line.length));
}

/** One huge line of a play's items (`1.1   NAS&IT IT IT …`). */
export function oneHugeLine(mb: number): string {
  return `1.1   NAS&${'IT '.repeat(Math.ceil((mb * 1e6) / 3))}; —`;
}

/** One huge line of nothing but `;` (issue 22: 10^6 of them held the server 1.6 s at opening). */
export function semicolonLine(mb: number): string {
  return ';'.repeat(Math.ceil(mb * 1e6));
}

/** The shapes of issue 22, by name. */
export const LARGE_SHAPES: Readonly<Record<string, (mb: number) => string>> = {
  games: manyGames, 'one play per line': onePlayPerLine, junk: junkLines, 'one huge line': oneHugeLine, 'one line of ;': semicolonLine,
};

/** Issue 22's shapes and a messy paste, by name: what `--shape NAME` picks in the memory, gaps and keystroke benches. */
export const LARGE_CONTENTS: Readonly<Record<string, (mb: number) => string>> = { ...LARGE_SHAPES, paste: messyPaste };
