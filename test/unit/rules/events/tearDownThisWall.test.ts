import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Tear Down This Wall (96, US, 3 ops, asterisk, persistent): cancels and prevents Willy Brandt; US +3
// in East Germany; then a free coup or realignment rolls in Europe, ignoring DEFCON, with no
// military operations.
describe('Tear Down This Wall (TDW, 96)', () => {
  test('96: US +3 in East Germany; the effect stays in force, the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; TDW@DD3`);
    game.assertClean();
    assert.deepEqual(game.influence('DD'), { US: 3, USSR: 4 });
    const s = game.state();
    assert.ok(s.effects.some((e) => e.card === 'TDW' && e.duration === 'persistent'));
    assert.ok(s.removed.includes('TDW'));
  });

  test('96: a free coup in Europe at DEFCON 4 (no TSN122), no military operations; a battleground still degrades DEFCON', () => {
    const game = scenario(`
      ${SETUP}
      8.1   DES#IR4+3 D4 ; TDW@DD3 #PL6+3 D3`);
    game.assertClean();
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 1 });
    assert.equal(game.state().milops.US, 0);
    assert.equal(game.state().defcon, 3);
  });

  test('96: free realignment rolls in Europe at DEFCON 4, one per op', () => {
    const game = scenario(`
      ${SETUP}
      8.1   DES#IR4+3 D4 ; TDW@DD3 /PL6:1 PL1:6 PL1:6`);
    game.assertClean();
    // First roll: US 6 against USSR 1 + 1 (more influence) + 1 (next to the USSR) = 3: the USSR
    // loses 3 of 4; then the USSR wins the other two, and the US has none there to lose.
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 1 });
    assert.equal(game.state().milops.US, 0);
  });

  test('96: the rolls are the US\'s option ("may"): the rulings\' TDW@DD3 /FR3:4 FR2:6 makes 2 of its 3, clean', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DGL@FR (FR-2) ; CIA&JP
      8.1   NAS&SY ; TDW@DD3 /FR3:4 FR2:6`);
    game.assertClean();
    // US 3 + 2 (UK, Italy) = 5 against USSR 4 + 1 (more influence) = 5: a tie; then the USSR
    // wins, and the US has none in France to lose.
    assert.deepEqual(game.influence('FR'), { US: 0, USSR: 1 });
    assert.deepEqual(game.influence('DD'), { US: 3, USSR: 4 });
    const none = scenario(`
      ${SETUP}
      8.1   NAS&SY ; TDW@DD3 /PL6:1`);
    none.assertClean();
    assert.deepEqual(none.influence('PL'), { US: 0, USSR: 1 });
  });

  test('96: played by the USSR for operations, the US\'s event in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      8.1   TDW&AF3 @(DD3 #PL6+3) D4 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('DD'), { US: 3, USSR: 4 });
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 1 });
  });

  test('96 then Willy Brandt: its event is prevented (TSN105 played for it; nothing to write played by the US for operations)', () => {
    const event = scenario(`
      ${SETUP}
      8.1   NAS&SY ; TDW@DD3
      8.2   WIL@DE =-1 ; —`);
    event.expect('TSN105', '8.2', /Willy Brandt's event cannot happen: Tear Down This Wall is in force/);
    const ops = scenario(`
      ${SETUP}
      8.1   NAS&SY ; TDW@DD3
      8.2   FID&SY2 ; WIL&JP2`);
    ops.assertClean();
    assert.ok(!ops.state().effects.some((e) => e.card === 'WIL'));
    assert.ok(ops.state().discard.includes('WIL'));
  });

  test('96 cancels Willy Brandt in force', () => {
    const game = scenario(`
      ${SETUP}
      8.1   WIL@DE =-1 ; —
      8.2   NAS&SY ; TDW@DD3`);
    assert.ok(game.state('8.1').effects.some((e) => e.card === 'WIL'), 'Willy Brandt in force after its event');
    assert.ok(!game.state().effects.some((e) => e.card === 'WIL'));
    assert.deepEqual(game.state().effects.map((e) => e.card), ['TDW']);
  });

  test('96: East Germany left out or short is TSN182; rolls outside Europe, a coup and rolls, two coups, too many rolls are errors', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      8.1   NAS&SY ; ${play}`);
    line('TDW@').expect('TSN182', '8.1', /Tear Down This Wall adds 3 US influence in East Germany; the line writes none of it: write DD3/);
    line('TDW@DD2').expect('TSN182', '8.1', /the line adds 2 US influence in East Germany: write DD3/);
    line('TDW@DD3 #SY6+3').expect('TSN181', '8.1', /Tear Down This Wall's free coup must be in Europe; the line writes one in Syria/);
    line('TDW@DD3 #PL6+3 /PL6:1').expect('TSN181', '8.1', /a free coup or realignment rolls, not both/);
    line('TDW@DD3 /PL6:1 PL6:1 PL6:1 PL6:1').expect('TSN133', '8.1', /Tear Down This Wall gives the US 3 ops for realignment rolls: at most one roll per op, 3 in all; 4 written/);
    line('TDW@DD3 /PL6:1').assertClean();
    line('TDW@DD3 #PL6+2').expect('TSN151', '8.1', /Coup result should be \+3/);
  });
});
