/**
 * The checks that look past one line: a tag against the tags and game lines before it, a game
 * line's round against the game line before it. The document driver (parser.ts) runs them as it
 * reads the lines.
 */
import type { Diagnostic } from '../common/diagnostic';
import { excerpt } from '../common/text';
import type { Round } from '../data';
import type { GameLine, TagLine } from './ast';
import { report } from './report';

/**
 * The checks of a tag line: out of place (`afterGameLine`: a game line came before it), already
 * set (`names`: the first line of each name so far), of a notation this extension does not read.
 */
export function checkTag(line: TagChecked, afterGameLine: boolean, names: Map<string, number>, sink: Diagnostic[]): void {
  if (afterGameLine) {
    report(sink, 'TSN037', line.range, `The tag [${excerpt(line.name)}] comes after the game's first line: tags belong in the header, before 1.D or 1.S.`);
  }
  const before = names.get(line.name);
  if (before !== undefined) {
    report(sink, 'TSN008', line.range, alreadySetMessage(line.name, before));
  } else {
    names.set(line.name, line.range.start.line);
  }
  if (line.name === 'Notation' && !/^TSN 2(\.\d+)?$/.test(line.value)) {
    report(sink, 'TSN009', line.valueRange, `This extension reads TSN 2; the file says "${excerpt(line.value)}". Write [Notation "TSN 2"] if the file follows TSN 2.`);
  }
}

/** TSN008's message: the tag `name` set before on line `before` (counted from 0). */
export function alreadySetMessage(name: string, before: number): string {
  return `The tag [${excerpt(name)}] is already set on line ${before + 1}; keep one.`;
}

/** TSN007's message: the round `label` written before on line `before` (counted from 0). */
export function alreadyWrittenMessage(label: string, before: number): string {
  return `${label} is already written on line ${before + 1}: each round has one line.`;
}

/** What the checks read of a tag line: a parse that keeps no tree keeps these (parser.ts, reparse.ts). */
export type TagChecked = Pick<TagLine, 'name' | 'value' | 'range' | 'valueRange'>;

/** What the turn order's check reads of a game line. */
export type OrderChecked = Pick<GameLine, 'label' | 'range'>;

/** Where a round falls within its turn: the deal, the setup (turn 1), the headline, the rounds, the end. */
function roundOrder(round: Round): number {
  switch (round) {
    case 'D': return 0;
    case 'S': return 1;
    case 'H': return 2;
    case 'E': return 20;
    default: return 2 + round;
  }
}

/** A round's place in the game: by turn, then within the turn; a line must come after the one before it. */
export function orderOf(label: Pick<GameLine['label'], 'turn' | 'round'>): number {
  return label.turn * 100 + roundOrder(label.round);
}

/** A game line's round against the game line before it: the same again, or out of order. */
export function checkOrder(previous: OrderChecked, line: OrderChecked, sink: Diagnostic[]): void {
  const before = orderOf(previous.label);
  const now = orderOf(line.label);
  if (now === before) {
    report(sink, 'TSN007', line.label.range, alreadyWrittenMessage(line.label.text, previous.range.start.line));
  } else if (now < before) {
    report(sink, 'TSN006', line.label.range,
      `${line.label.text} comes after ${previous.label.text}: lines go in the order the game was played (deal, setup, headline, rounds 1-8, end of turn).`);
  }
}
