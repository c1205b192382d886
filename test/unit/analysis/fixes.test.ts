import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';

/** The newText of the alternatives offered for the out-of-reach placement on the file's third line. */
function outOfReachFixes(play: string): string[] {
  const analysis = analyze(`1.S   PL4 DD HU ; IT3 FR2 DE2\n1.H   DUC ; CON\n${play}\n`);
  const d = analysis.diagnostics.find((x) => x.code === 'TSN103' && x.range.start.line === 2);
  assert.ok(d, `an out-of-reach placement in ${play}`);
  return (d.alternatives ?? []).map((f) => f.newText);
}

describe('quick fixes: a placement out of reach offers the countries in reach, with the count written', () => {
  test('in the play\'s own operations', () => {
    assert.deepEqual(outOfReachFixes('1.1   VIE VN2 ; MAR&JP3 TH2').slice(0, 2), ['MY2', 'ID2']);
    assert.deepEqual(outOfReachFixes('1.1   VIE VN2 ; MAR&JP3 TH').slice(0, 2), ['MY', 'ID']);
  });

  test('in the operations of a card played inside the play (UN Intervention)', () => {
    // The sub-play's influence was not looked up: the count was dropped (MY instead of MY2).
    assert.deepEqual(outOfReachFixes('1.1   VIE VN2 ; UNI@NAS&TH2').slice(0, 2), ['MY2', 'ID2']);
    assert.deepEqual(outOfReachFixes('1.1   UNI@MAR&TH2 ; —').slice(0, 2), ['AF2', 'KR2']);
  });
});
