import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

// The Reformer (87, USSR, 3 ops, asterisk, persistent): the USSR adds 4 influence in Europe, no more
// than 2 per country, 6 when it is ahead on VP; while in force no USSR coup in Europe.
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('The Reformer (REF, 87)', () => {
  test('87: not ahead on VP: 4 USSR influence in Europe, at most 2 per country; persistent; removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   REF@AT2 FI2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('AT'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('FI'), { US: 0, USSR: 3 });
    const s = game.state();
    assert.ok(s.effects.some((e) => e.card === 'REF' && e.duration === 'persistent'));
    assert.ok(s.removed.includes('REF'));
  });

  test('87: the USSR ahead on VP: 6', () => {
    const game = scenario(`
      ${SETUP}
      8.1   IIW@xIR4+ =-2 ; —
      8.2   REF@AT2 FI2 IT2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IT'), { US: 3, USSR: 2 });
    const short = scenario(`
      ${SETUP}
      8.1   IIW@xIR4+ =-2 ; —
      8.2   REF@AT2 FI2 ; —`);
    short.expect('TSN182', '8.2', /The Reformer adds 6 USSR influence in Europe, no more than 2 per country \(the USSR is ahead on VP, 2\); the line adds 4: add 2 more/);
  });

  test('87: 6 when not ahead, 3 in a country, a country outside Europe, nothing, are errors', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      8.1   ${play} ; —`);
    line('REF@AT2 FI2 IT2').expect('TSN181', '8.1', /The Reformer adds 4 USSR influence in Europe, no more than 2 per country \(6 only when the USSR is ahead on VP; VP 0\); the line adds 6 in all: at most 4/);
    line('REF@AT3 FI').expect('TSN181', '8.1', /the line adds 3 in Austria: at most 2/);
    line('REF@AT2 SY2').expect('TSN181', '8.1', /the line adds USSR influence in Syria, which is not in Europe/);
    line('REF@').expect('TSN182', '8.1', /the line adds none: add 4/);
  });

  test('87: played by the US for operations, the USSR\'s influence in parentheses; headlined', () => {
    const ops = scenario(`
      ${SETUP}
      8.1   NAS&SY ; REF&JP3 @(AT2 FI2)`);
    ops.assertClean();
    assert.deepEqual(ops.influence('AT'), { US: 0, USSR: 2 });
    const headline = scenario(`
      ${SETUP}
      8.H   REF AT2 FI2 ; CIA&JP`);
    headline.assertClean();
  });

  test('87 in force: a USSR coup in Europe is forbidden (TSN123), elsewhere allowed; US coups and USSR realignment rolls in Europe allowed', () => {
    const coup = scenario(`
      ${SETUP}
      8.1   REF@AT2 FI2 ; —
      8.2   DES#IT6+5 D4 ; —`);
    onlyOn(coup, '8.2');
    coup.expect('TSN123', '8.2', /The USSR may not coup in Italy: The Reformer is in force: the USSR may not make coup attempts in Europe \(Italy\)/);
    const others = scenario(`
      ${SETUP}
      8.1   REF@AT2 FI2 ; DAC#AT6+1
      8.2   DES#IR4+3 D4 ; —
      9.1   NAS/IT6:1 ; —`);
    others.assertClean();
    const later = scenario(`
      ${SETUP}
      8.1   REF@AT2 FI2 ; —
      10.1  DES#IT6+5 D4 ; —`);
    later.expect('TSN123', '10.1', /The Reformer is in force/);
  });
});
