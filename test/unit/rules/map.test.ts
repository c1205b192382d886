import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { initialState } from '../../../core/src/rules/state';
import { controlOf, isControlledBy, reachableCountries, neighboursOf, isAdjacentToSuperpower, isBattleground, isInSoutheastAsia, isInAsia, isInEurope, isIn, countriesOf, countryIndex, isInAt, isInAsiaAt, isInSoutheastAsiaAt } from '../../../core/src/rules/map';
import { COUNTRIES } from '../../../core/src/data';
import { withInfluence } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';

describe('map', () => {
  test('control: influence at least the stability and at least the stability more than the opponent', () => {
    const s = withInfluence(initialState(EVENTS), { IT: [2, 0], FR: [3, 1], IR: [3, 2], EG: [0, 2] });
    assert.equal(controlOf(s, 'IT'), 'US'); // 2 >= 2, 2 - 0 >= 2
    assert.equal(controlOf(s, 'FR'), null); // 3 - 1 < 3
    assert.equal(controlOf(s, 'IR'), null); // 3 - 2 < 2
    assert.ok(isControlledBy(s, 'EG', 'USSR'));
    assert.equal(controlOf(s, 'XX'), null);
  });

  test('reach: countries with own influence at the start of the round, their neighbours, and next to the own superpower', () => {
    const s = initialState(EVENTS);
    const us = reachableCountries(s, 'US');
    assert.ok(us.has('UK') && us.has('NO') && us.has('FR')); // UK and its neighbours
    assert.ok(us.has('MX') && us.has('CU')); // next to the US superpower space
    assert.ok(!us.has('TH'));
    const ussr = reachableCountries(s, 'USSR');
    assert.ok(ussr.has('AF') && ussr.has('RO') && ussr.has('PL')); // next to the USSR
    assert.ok(ussr.has('KR')); // next to North Korea
    assert.ok(!ussr.has('MX'));
  });

  test('adjacency: neighbours leave out the superpower spaces; superpower adjacency is per side', () => {
    assert.deepEqual([...neighboursOf('CA')], ['UK']);
    assert.ok(isAdjacentToSuperpower('CA', 'US'));
    assert.ok(!isAdjacentToSuperpower('CA', 'USSR'));
    assert.ok(isAdjacentToSuperpower('FI', 'USSR'));
  });

  test('regions: Southeast Asia is inside Asia; Austria and Finland are in both halves of Europe', () => {
    assert.ok(isInSoutheastAsia('TH') && isInAsia('TH'));
    assert.ok(!isInSoutheastAsia('JP') && isInAsia('JP'));
    assert.ok(isIn('AT', 'Western Europe') && isIn('AT', 'Eastern Europe') && isInEurope('AT'));
    assert.equal(countriesOf('Southeast Asia').length, 7);
    assert.equal(countriesOf('Asia').length, 15);
    assert.ok(isBattleground('TH') && !isBattleground('VN'));
  });

  test('regions by country index: the tables for Asia and Southeast Asia say what isIn says', () => {
    for (const country of COUNTRIES) {
      const i = countryIndex(country.code);
      assert.equal(isInAsiaAt(i), isIn(country.code, 'Asia'), country.code);
      assert.equal(isInSoutheastAsiaAt(i), isIn(country.code, 'Southeast Asia'), country.code);
      assert.equal(isInAt(i, 'Europe'), isInEurope(country.code), country.code);
      assert.equal(isInAsia(country.code), isIn(country.code, 'Asia'), country.code);
      assert.equal(isInSoutheastAsia(country.code), isIn(country.code, 'Southeast Asia'), country.code);
    }
    assert.equal(isIn('ZZ', 'Asia'), false);
    assert.equal(isInAsia('ZZ'), false);
    assert.equal(isInSoutheastAsia(''), false);
  });
});
