import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  REGIONS,
  REGION_CODES,
  SUBREGIONS,
  SUBREGION_PARENT,
  isRegionCode,
  regionByCode,
  regionCodeOf,
} from '../../../core/src/data/regions';
import { REF_COUNTRIES } from './reference';

describe('regions', () => {
  test('the six regions and three subregions are those of the reference', () => {
    assert.deepEqual([...REGIONS], Object.keys(REF_COUNTRIES.meta.countries_per_region));
    assert.deepEqual([...SUBREGIONS], Object.keys(REF_COUNTRIES.meta.subregion_counts));
  });

  test('every subregion lies in the region of each of its countries', () => {
    for (const country of REF_COUNTRIES.countries) {
      for (const subregion of country.subregions) {
        assert.equal(SUBREGION_PARENT[subregion as keyof typeof SUBREGION_PARENT], country.region, `${country.code} ${subregion}`);
      }
    }
  });

  test('TSN region codes are Eu As Me Af Ca Sa Se', () => {
    assert.deepEqual([...REGION_CODES], ['Eu', 'As', 'Me', 'Af', 'Ca', 'Sa', 'Se']);
  });

  test('regionByCode maps each code to its region', () => {
    const expected: Record<string, string> = {
      Eu: 'Europe',
      As: 'Asia',
      Me: 'Middle East',
      Af: 'Africa',
      Ca: 'Central America',
      Sa: 'South America',
    };
    for (const [code, region] of Object.entries(expected)) {
      const info = regionByCode(code);
      assert.ok(info, code);
      assert.equal(info.name, region);
      assert.equal(info.region, region);
      assert.equal(info.kind, 'region');
    }
  });

  test('Se is the Southeast Asia subregion of Asia', () => {
    assert.deepEqual(regionByCode('Se'), { code: 'Se', name: 'Southeast Asia', kind: 'subregion', region: 'Asia' });
  });

  test('region codes are case-sensitive: CA is Canada, not Central America', () => {
    for (const code of ['CA', 'ca', 'SE', 'EU', 'eu', 'SA', 'AF', '', 'Europe', 'Xx']) {
      assert.equal(regionByCode(code), undefined, code);
      assert.equal(isRegionCode(code), false, code);
    }
    for (const code of REGION_CODES) assert.equal(isRegionCode(code), true, code);
  });

  test('regionCodeOf is the inverse of regionByCode', () => {
    for (const code of REGION_CODES) assert.equal(regionCodeOf(regionByCode(code)!.name), code);
    assert.equal(regionCodeOf('Western Europe'), undefined);
    assert.equal(regionCodeOf('Eastern Europe'), undefined);
  });
});
