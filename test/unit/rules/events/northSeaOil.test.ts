import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// North Sea Oil (86, US, 3 ops, asterisk, persistent): OPEC prevented; the US may take an eighth
// action round this turn, written only if played: `8.8   — ; AWA&IT3`.
const ROUNDS_2_TO_7 = [2, 3, 4, 5, 6, 7].map((r) => `      8.${r}   — ; —`).join('\n');

describe('North Sea Oil (NSO, 86)', () => {
  test('86: the US plays an eighth action round; the effect stays in force; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@
${ROUNDS_2_TO_7}
      8.8   — ; AWA&IT3`);
    game.assertClean();
    assert.deepEqual(game.influence('IT'), { US: 6, USSR: 0 });
    const s = game.state();
    assert.ok(s.effects.some((e) => e.card === 'NSO' && e.duration === 'persistent'));
    assert.ok(s.removed.includes('NSO'));
    assert.equal(s.extraRounds.US, 1);
  });

  test('86: without North Sea Oil an eighth US round is TSN172; the USSR gets none; the next turn has 7 again', () => {
    const without = scenario(`
      ${SETUP}
      8.1   NAS&SY ; CIA&JP
${ROUNDS_2_TO_7}
      8.8   — ; AWA&IT3`);
    without.expect('TSN172', '8.8', /The US has 7 action rounds in turn 8: there is no round 8/);
    const ussr = scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@
${ROUNDS_2_TO_7}
      8.8   FID&SY2 ; —`);
    ussr.expect('TSN172', '8.8', /The USSR has 7 action rounds in turn 8/);
    const next = scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@
      9.1   — ; —
${ROUNDS_2_TO_7.replace(/8\./g, '9.')}
      9.8   — ; AWA&IT3`);
    next.expect('TSN172', '9.8', /The US has 7 action rounds in turn 9/);
  });

  test('86: the eighth round is the US\'s option, written only if played: a turn that stops at 8.7 is complete (no TSN180)', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@
${ROUNDS_2_TO_7}

      9.H   OPE ; DEC`);
    assert.deepEqual(game.problems().filter((p) => p.startsWith('TSN180')), []);
    assert.equal(game.state().turn, 9);
    const short = scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@
      8.2   — ; —

      9.H   OPE ; DEC`);
    short.expect('TSN180', '9.H', /rounds 8\.3-8\.7 are not written/);
  });

  test('86: played by the USSR for operations, the US\'s event gives it the eighth round; headlined', () => {
    const ops = scenario(`
      ${SETUP}
      8.1   NSO&SY3 @ ; —
${ROUNDS_2_TO_7}
      8.8   — ; AWA&IT3`);
    ops.assertClean();
    const headline = scenario(`
      ${SETUP}
      8.H   NAS EG2 ; NSO
      8.1   FID&SY2 ; —
${ROUNDS_2_TO_7}
      8.8   — ; AWA&IT3`);
    headline.assertClean();
  });

  test('86 prevents OPEC (TSN105 played for it; nothing to write when the US plays it for operations); anything written is TSN181', () => {
    const opec = scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@
      8.2   OPE@ =-1 ; —`);
    opec.expect('TSN105', '8.2', /OPEC's event cannot happen: North Sea Oil is in force/);
    const ops = scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@
      8.2   FID&SY2 ; OPE&JP3`);
    ops.assertClean();
    scenario(`
      ${SETUP}
      8.1   NAS&SY ; NSO@UK`).expect('TSN181', '8.1', /North Sea Oil writes nothing: OPEC can no longer be played as an event, and the US may take an eighth action round this turn; the line adds US influence in the United Kingdom/);
  });
});
