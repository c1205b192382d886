import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  COUNTRIES,
  COUNTRY_CODES,
  SUPERPOWERS,
  areAdjacent,
  countriesIn,
  countryAt,
  countryByCode,
  countryCodeAt,
  isSuperpowerCode,
  superpowerByCode,
  superpowerOf,
} from '../../../core/src/data/countries';
import { REF_COUNTRIES, tally } from './reference';

const REF_KEYS = new Set([
  'code',
  'name',
  'region',
  'subregions',
  'stability',
  'battleground',
  'adjacent',
  'adjacent_superpower',
  'start_influence',
  'aliases',
]);

describe('countries: field by field against countries.json', () => {
  test('84 countries, in the reference order', () => {
    assert.equal(COUNTRIES.length, 84);
    assert.equal(REF_COUNTRIES.countries.length, 84);
    assert.deepEqual([...COUNTRY_CODES], REF_COUNTRIES.countries.map((c) => c.code));
  });

  test('the reference has no country field the table leaves out', () => {
    for (const ref of REF_COUNTRIES.countries) {
      for (const key of Object.keys(ref)) assert.ok(REF_KEYS.has(key), `${ref.code}: unmapped reference field ${key}`);
    }
  });

  for (const ref of REF_COUNTRIES.countries) {
    test(`${ref.code} ${ref.name}`, () => {
      const country = countryByCode(ref.code);
      assert.ok(country, `${ref.code} missing`);
      assert.equal(country.code, ref.code);
      assert.equal(country.name, ref.name);
      assert.equal(country.region, ref.region);
      assert.deepEqual([...country.subregions], ref.subregions);
      assert.equal(country.stability, ref.stability);
      assert.equal(country.battleground, ref.battleground);
      assert.deepEqual([...country.adjacent], ref.adjacent);
      assert.equal(country.adjacentSuperpower, ref.adjacent_superpower);
      assert.deepEqual({ ...country.startInfluence }, ref.start_influence);
      assert.deepEqual([...country.aliases], ref.aliases ?? []);
    });
  }

  test('the superpower spaces match the reference', () => {
    assert.equal(SUPERPOWERS.length, REF_COUNTRIES.superpowers.length);
    for (const ref of REF_COUNTRIES.superpowers) {
      const space = superpowerByCode(ref.code);
      assert.ok(space, ref.code);
      assert.equal(space.name, ref.name);
      assert.deepEqual([...space.adjacent], ref.adjacent);
    }
    assert.equal(superpowerOf('US').code, 'US');
    assert.equal(superpowerOf('USSR').code, 'SU');
  });
});

describe('countries: counts and invariants', () => {
  test('countries per region: Europe 21, Asia 15, Middle East 10, Africa 18, Central America 10, South America 10', () => {
    const expected = { Europe: 21, Asia: 15, 'Middle East': 10, Africa: 18, 'Central America': 10, 'South America': 10 };
    assert.deepEqual(tally(COUNTRIES, (c) => c.region), expected);
    assert.deepEqual(expected, REF_COUNTRIES.meta.countries_per_region);
  });

  test('subregions: Western Europe 14, Eastern Europe 9, Southeast Asia 7; Austria and Finland in both halves of Europe', () => {
    assert.equal(countriesIn('Western Europe').length, 14);
    assert.equal(countriesIn('Eastern Europe').length, 9);
    assert.equal(countriesIn('Southeast Asia').length, 7);
    const both = COUNTRIES.filter((c) => c.subregions.length > 1).map((c) => c.code);
    assert.deepEqual(both.sort(), ['AT', 'FI']);
    assert.ok(countriesIn('Southeast Asia').every((c) => c.region === 'Asia'));
    assert.equal(countriesIn('Asia').length, 15);
  });

  test('29 battlegrounds: Europe 5, Asia 6, Middle East 6, Africa 5, Central America 3, South America 4', () => {
    const battlegrounds = COUNTRIES.filter((c) => c.battleground);
    assert.equal(battlegrounds.length, 29);
    assert.equal(REF_COUNTRIES.meta.battleground_total, 29);
    const expected = { Europe: 5, Asia: 6, 'Middle East': 6, Africa: 5, 'Central America': 3, 'South America': 4 };
    assert.deepEqual(tally(battlegrounds, (c) => c.region), expected);
    assert.deepEqual(expected, REF_COUNTRIES.meta.battlegrounds_per_region);
  });

  test('stabilities are 1-5', () => {
    for (const country of COUNTRIES) assert.ok(country.stability >= 1 && country.stability <= 5, country.code);
  });

  test('codes are unique two-letter upper-case codes; the superpower codes are not countries', () => {
    assert.equal(new Set(COUNTRY_CODES).size, 84);
    for (const code of COUNTRY_CODES) assert.match(code, /^[A-Z]{2}$/);
    assert.equal(countryByCode('US'), undefined);
    assert.equal(countryByCode('SU'), undefined);
    assert.equal(isSuperpowerCode('US'), true);
    assert.equal(isSuperpowerCode('SU'), true);
    assert.equal(isSuperpowerCode('UK'), false);
  });

  test('countryByCode is exact: IR is Iran, ir and unknown codes are undefined', () => {
    assert.equal(countryByCode('IR')?.name, 'Iran');
    assert.equal(countryByCode('LA')?.name, 'Laos/Cambodia');
    assert.equal(countryByCode('ir'), undefined);
    assert.equal(countryByCode('XX'), undefined);
    assert.equal(countryByCode(''), undefined);
  });

  test('121 adjacency links: 112 between countries and 9 to a superpower space', () => {
    const links = new Set<string>();
    let superpowerLinks = 0;
    for (const country of COUNTRIES) {
      for (const other of country.adjacent) {
        const key = [country.code, other].sort().join('-');
        if (links.has(key)) continue;
        links.add(key);
        if (isSuperpowerCode(other)) superpowerLinks++;
      }
    }
    assert.equal(links.size, 121);
    assert.equal(superpowerLinks, 9);
    assert.equal(links.size - superpowerLinks, 112);
    assert.equal(REF_COUNTRIES.meta.adjacency_link_count, 121);
    assert.equal(REF_COUNTRIES.meta.superpower_links, 9);
    assert.equal(REF_COUNTRIES.meta.country_country_links, 112);
  });

  test('adjacency is symmetric, superpower spaces included, and never lists the country itself', () => {
    for (const country of COUNTRIES) {
      assert.ok(!country.adjacent.includes(country.code), `${country.code} lists itself`);
      for (const other of country.adjacent) {
        const back = countryByCode(other) ?? superpowerByCode(other);
        assert.ok(back, `${country.code} lists unknown space ${other}`);
        assert.ok(back.adjacent.includes(country.code), `${country.code} -> ${other} but not back`);
        assert.ok(areAdjacent(country.code, other) && areAdjacent(other, country.code));
      }
    }
    for (const space of SUPERPOWERS) {
      for (const code of space.adjacent) {
        assert.ok(countryByCode(code)?.adjacent.includes(space.code), `${space.code} -> ${code} but not back`);
      }
    }
    assert.equal(areAdjacent('IR', 'DE'), false);
    assert.equal(areAdjacent('ZZ', 'IR'), false);
  });

  test('adjacency lists are sorted with the superpower space last', () => {
    for (const country of COUNTRIES) {
      const countries = country.adjacent.filter((code) => !isSuperpowerCode(code));
      const spaces = country.adjacent.filter(isSuperpowerCode);
      assert.deepEqual([...country.adjacent], [...[...countries].sort(), ...spaces], country.code);
      assert.ok(spaces.length <= 1, country.code);
      assert.equal(country.adjacentSuperpower, spaces[0] ?? null, country.code);
    }
  });

  test('the superpower spaces touch Canada, Cuba, Japan, Mexico (US) and Afghanistan, Finland, North Korea, Poland, Romania (USSR)', () => {
    assert.deepEqual(COUNTRIES.filter((c) => c.adjacentSuperpower === 'US').map((c) => c.code).sort(), ['CA', 'CU', 'JP', 'MX']);
    assert.deepEqual(COUNTRIES.filter((c) => c.adjacentSuperpower === 'SU').map((c) => c.code).sort(), ['AF', 'FI', 'KP', 'PL', 'RO']);
  });

  test('fixed starting influence: USSR 9, US 18', () => {
    const total = (player: 'US' | 'USSR') => COUNTRIES.reduce((sum, c) => sum + c.startInfluence[player], 0);
    assert.equal(total('USSR'), 9);
    assert.equal(total('US'), 18);
    assert.equal(countryByCode('UK')?.startInfluence.US, 5);
    assert.equal(countryByCode('DD')?.startInfluence.USSR, 3);
    assert.ok(COUNTRIES.every((c) => c.startInfluence.US === 0 || c.startInfluence.USSR === 0));
  });

  test('the tables are frozen', () => {
    assert.ok(Object.isFrozen(COUNTRIES));
    assert.ok(Object.isFrozen(COUNTRIES[0]));
    assert.ok(Object.isFrozen(COUNTRIES[0]!.adjacent));
    assert.ok(Object.isFrozen(COUNTRIES[0]!.startInfluence));
    assert.ok(Object.isFrozen(SUPERPOWERS[0]!.adjacent));
  });

  test('lookups hand out the frozen table\'s own entries and codes (they read a plain copy by position)', () => {
    COUNTRIES.forEach((country, position) => {
      assert.equal(countryByCode(country.code), country);
      assert.equal(countryAt(position), country);
      assert.equal(countryCodeAt(`&${country.code}2`, 1), country.code);
    });
    assert.ok(Object.isFrozen(countryAt(0)));
  });
});
