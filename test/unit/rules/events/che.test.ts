import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The US puts influence in Costa Rica, Mexico, Honduras and Guatemala.
const US_IN_CENTRAL_AMERICA = `4.1   FID&SY2 ; DAC&CR2 MX
      4.2   NAS&SY ; CON&HN GT2`;

describe('Che (CHE, 107)', () => {
  test('107: a coup in a non-battleground; it removed US influence, so a second one elsewhere; each earns Che\'s 3 military operations (the track stops at 5)', () => {
    // The card: "a Coup Attempt, using this card's Operations value", not a free coup (lead's
    // ruling, as the digital edition credits them): 8.2.3 for each coup.
    const game = scenario(`
      ${SETUP}
      ${US_IN_CENTRAL_AMERICA}
      4.3   CHE@#GT4+5 #HN3+2 ; IND&JP2`);
    game.assertClean();
    assert.deepEqual(game.influence('GT'), { US: 0, USSR: 3 });
    assert.deepEqual(game.influence('HN'), { US: 0, USSR: 1 });
    assert.equal(game.state().milops.USSR, 5);
    assert.equal(game.state().defcon, 5);
    assert.ok(game.state().discard.includes('CHE'));
  });

  test('107: one coup (3 military operations), or none, is fine', () => {
    const one = scenario(`
      ${SETUP}
      ${US_IN_CENTRAL_AMERICA}
      4.3   CHE@#GT4+5 ; IND&JP2`);
    one.assertClean();
    assert.equal(one.state().milops.USSR, 3);
    const none = scenario(`
      ${SETUP}
      4.1   CHE@ ; DAC&JP3`);
    none.assertClean();
    assert.equal(none.state().milops.USSR, 0);
  });

  test('107 played by the US for operations: the USSR\'s coups in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      ${US_IN_CENTRAL_AMERICA}
      4.3   LON&SY ; CHE@(#GT4+5 #HN3+2) &JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('GT'), { US: 0, USSR: 3 });
    assert.deepEqual(game.influence('JP'), { US: 4, USSR: 0 });
  });

  test('107: a battleground, a failed first coup, the same country twice, a third coup are TSN181', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${US_IN_CENTRAL_AMERICA}
      4.3   ${play} ; IND&JP2`);
    line('CHE@#MX6+1').expect('TSN181', '4.3', /Che's coups are in non-battleground countries of Central America, South America or Africa; Mexico is a battleground/);
    line('CHE@#HN1 #GT4+5').expect('TSN181', '4.3', /the coup in Honduras removed none, so there is no coup in Guatemala/);
    line('CHE@#GT4+5 #GT4+5').expect('TSN181', '4.3', /in another country than the first/);
    line('CHE@#GT4+5 #HN3+2 #CR6+3').expect('TSN181', '4.3', /at most two coups/);
    line('CHE@#GT4+4').expect('TSN151', '4.3', /Coup result should be \+5/);
  });
});

describe('Che triggered by the opponent: the other order of event and operations', () => {
  test('Che: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC&CR2 MX
      4.2   NAS&SY ; CON&HN GT2
      4.3   LON&SY ; CHE&JP3@(#GT4+5 #HN3+2)`);
    game.assertClean();
    assert.deepEqual(game.influence('HN'), { US: 0, USSR: 1 });
    assert.deepEqual(game.state().milops, { US: 0, USSR: 5 }, 'the USSR\'s coups are its military operations, in the US\'s round too');
  });
});
