import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from '../../../core/src/common/diagnostic';
import { range, type Range } from '../../../core/src/common/text';
import { finishedMessage, rangeOfProblem, toDiagnostic, withoutRepeats } from '../../../core/src/analysis/problemRanges';
import { parseLine, type GameLine } from '../../../core/src/notation';
import type { ProblemTarget, RuleProblem } from '../../../core/src/rules';

function line(text: string): GameLine {
  return parseLine(text, 4).line as GameLine;
}

function problem(target: ProblemTarget, side: 'USSR' | 'US' = 'USSR'): RuleProblem {
  return { code: 'TSN103', severity: 'error', message: 'A problem', target, side };
}

const columns = (r: Range) => [r.start.line, r.start.character, r.end.character];

describe('problem ranges: each rules problem lands on the item it is about', () => {
  const round = line('3.2   FYP&IT2 FR1 >CON =+1 ; DUC#PA5+3 D2');

  test('in an action round: a country, a card moved, a mark, a roll, the card', () => {
    const ussr = round.ussr!;
    assert.deepEqual(columns(rangeOfProblem(problem({ kind: 'country', country: 'FR', section: 'ops' }), round, 'USSR', ussr)), [4, 14, 17]);
    assert.deepEqual(columns(rangeOfProblem(problem({ kind: 'cardMove', card: 'CON', index: 0 }), round, 'USSR', ussr)), [4, 18, 22]);
    assert.deepEqual(columns(rangeOfProblem(problem({ kind: 'vp' }), round, 'USSR', ussr)), [4, 23, 26]);
    assert.deepEqual(columns(rangeOfProblem(problem({ kind: 'card' }), round, 'USSR', ussr)), [4, 6, 9]);
    const us = round.us!;
    assert.deepEqual(columns(rangeOfProblem(problem({ kind: 'roll', index: 0, section: 'ops' }, 'US'), round, 'US', us)), [4, 33, 38]);
    assert.deepEqual(columns(rangeOfProblem(problem({ kind: 'defcon' }, 'US'), round, 'US', us)), [4, 39, 41]);
  });

  test('an item that is not written: the whole play', () => {
    assert.deepEqual(rangeOfProblem(problem({ kind: 'country', country: 'JP', section: 'ops' }), round, 'USSR', round.ussr), round.ussr!.range);
  });

  test('outside action rounds the problem\'s side says which part; without one, the line', () => {
    const headline = line('3.H   NAS EG2 ; DUC');
    assert.deepEqual(columns(rangeOfProblem(problem({ kind: 'card' }, 'US'), headline, 'USSR', undefined)), [4, 16, 19]);
    const noSide: RuleProblem = { code: 'TSN171', severity: 'error', message: 'Over', target: { kind: 'play' } };
    assert.deepEqual(rangeOfProblem(noSide, headline, 'USSR', undefined), headline.range);
  });
});

describe('problem ranges: diagnostics', () => {
  test('a message ends with a full stop, and the same message is one string', () => {
    const messages = new Map<string, string>();
    assert.equal(finishedMessage('The game ended on turn 4: nothing is played after it', messages), 'The game ended on turn 4: nothing is played after it.');
    assert.equal(finishedMessage('Already said.', messages), 'Already said.');
    assert.equal(messages.size, 2);
  });

  test('a diagnostic has the optional keys only when they are set', () => {
    const d = toDiagnostic(problem({ kind: 'play' }), range(1, 0, 3), 'A problem.', {}, []);
    assert.deepEqual(d, { range: range(1, 0, 3), severity: 'error', code: 'TSN103', message: 'A problem.' });
    assert.deepEqual(Object.keys(d).sort(), ['code', 'message', 'range', 'severity']);
  });

  test('a rules problem the notation already reports on the same item is left out', () => {
    const l = line('3.2   XXX&IT2 ; DUC&FR');
    const unknownCard: Diagnostic = { range: range(4, 6, 9), severity: 'error', code: 'TSN010', message: 'Unknown card.' };
    const notCard: Diagnostic = { range: range(4, 6, 9), severity: 'error', code: 'TSN101', message: 'Not a card.' };
    const elsewhere: Diagnostic = { range: range(4, 20, 22), severity: 'error', code: 'TSN103', message: 'Out of reach.' };
    assert.deepEqual(withoutRepeats([notCard, elsewhere], l, [unknownCard]), [elsewhere]);
    assert.deepEqual(withoutRepeats([notCard, elsewhere], l, []), [notCard, elsewhere]);
  });
});
