// The 84 countries of the Twilight Struggle (Deluxe Edition) map and the two superpower spaces.
// The table between the GENERATED markers is written by scripts/gen-data.mjs from
// test/fixtures/reference/countries.json; test/unit/data/countries.test.ts checks every field.
// Pure data: no editor or LSP imports.

import { codeIndex, type CodeIndex } from './codeIndex';
import type { Region, Subregion } from './regions';
import type { Side, Sides } from './sides';


/** TSN codes of the two superpower spaces. */
export type SuperpowerCode = 'US' | 'SU';

export interface Country {
  /** Two-letter TSN code (`IR`, `DD`, `LA`, ...). */
  readonly code: string;
  readonly name: string;
  /** Southeast Asia countries have region `Asia` and subregion `Southeast Asia`. */
  readonly region: Region;
  /** Austria and Finland are in both Western and Eastern Europe. */
  readonly subregions: readonly Subregion[];
  readonly stability: number;
  readonly battleground: boolean;
  /** Adjacent spaces: country codes sorted, then the superpower space (`US`/`SU`) if any. */
  readonly adjacent: readonly string[];
  /** The superpower space this country touches, if any (rules 2.1.5, 6.1.4). */
  readonly adjacentSuperpower: SuperpowerCode | null;
  /** Fixed starting influence (rules 3.2/3.3), without the free placements. */
  readonly startInfluence: Sides<number>;
  /** Other names people write for the country (may repeat the name; empty when none). */
  readonly aliases: readonly string[];
}

export interface Superpower {
  readonly code: SuperpowerCode;
  readonly name: string;
  /** The player owning the space. */
  readonly player: Side;
  /** Countries touching the space. Not a country: it never holds influence, is never scored or couped. */
  readonly adjacent: readonly string[];
}

export const SUPERPOWERS: readonly Superpower[] = Object.freeze([
  Object.freeze({ code: 'US', name: 'United States', player: 'US', adjacent: Object.freeze(['CA', 'CU', 'JP', 'MX']) }),
  Object.freeze({ code: 'SU', name: 'USSR (Soviet Union)', player: 'USSR', adjacent: Object.freeze(['AF', 'FI', 'KP', 'PL', 'RO']) }),
] as const);

export function isSuperpowerCode(code: string): code is SuperpowerCode {
  return code === 'US' || code === 'SU';
}

export function superpowerByCode(code: string): Superpower | undefined {
  return SUPERPOWERS.find((space) => space.code === code);
}

/** The superpower space owned by a player. */
export function superpowerOf(player: Side): Superpower {
  return player === 'US' ? SUPERPOWERS[0]! : SUPERPOWERS[1]!;
}

type StartInfluence = { readonly US?: number; readonly USSR?: number };

function country(
  code: string,
  name: string,
  region: Region,
  subregions: readonly Subregion[],
  stability: number,
  battleground: boolean,
  adjacent: readonly string[],
  start: StartInfluence = {},
  aliases: readonly string[] = [],
): Country {
  return Object.freeze({
    code,
    name,
    region,
    subregions: Object.freeze([...subregions]),
    stability,
    battleground,
    adjacent: Object.freeze([...adjacent]),
    adjacentSuperpower: adjacent.find(isSuperpowerCode) ?? null,
    startInfluence: Object.freeze({ US: start.US ?? 0, USSR: start.USSR ?? 0 }),
    aliases: Object.freeze([...aliases]),
  });
}

const WE: Subregion = 'Western Europe';
const EE: Subregion = 'Eastern Europe';
const SEA: Subregion = 'Southeast Asia';

// Columns: code, name, region, subregions, stability, battleground, adjacent spaces,
// fixed starting influence (zero when left out), aliases.
export const COUNTRIES: readonly Country[] = Object.freeze([
  // BEGIN GENERATED countries (scripts/gen-data.mjs)
  // Europe: 21 countries, 5 battlegrounds; Austria and Finland are in both Western and Eastern Europe.
  country('CA', 'Canada',              'Europe',          [WE],     4, false, ['UK', 'US'],                   { US: 2 }),
  country('UK', 'United Kingdom',      'Europe',          [WE],     5, false, ['BX', 'CA', 'FR', 'NO'],       { US: 5 }, ['UK', 'U.K.', 'Britain']),
  country('NO', 'Norway',              'Europe',          [WE],     4, false, ['SE', 'UK']),
  country('SE', 'Sweden',              'Europe',          [WE],     4, false, ['DK', 'FI', 'NO']),
  country('FI', 'Finland',             'Europe',          [WE, EE], 4, false, ['SE', 'SU'],                   { USSR: 1 }),
  country('DK', 'Denmark',             'Europe',          [WE],     3, false, ['DE', 'SE']),
  country('BX', 'Benelux',             'Europe',          [WE],     3, false, ['DE', 'UK']),
  country('DE', 'West Germany',        'Europe',          [WE],     4, true,  ['AT', 'BX', 'DD', 'DK', 'FR'], {}, ['W. Germany', 'W.Germany', 'WGermany']),
  country('DD', 'East Germany',        'Europe',          [EE],     3, true,  ['AT', 'CS', 'DE', 'PL'],       { USSR: 3 }, ['E. Germany', 'E.Germany', 'EGermany']),
  country('FR', 'France',              'Europe',          [WE],     3, true,  ['DE', 'DZ', 'IB', 'IT', 'UK']),
  country('IB', 'Spain/Portugal',      'Europe',          [WE],     2, false, ['FR', 'IT', 'MA'],             {}, ['Spain', 'Spain/Portugal']),
  country('IT', 'Italy',               'Europe',          [WE],     2, true,  ['AT', 'FR', 'GR', 'IB', 'YU']),
  country('AT', 'Austria',             'Europe',          [WE, EE], 4, false, ['DD', 'DE', 'HU', 'IT']),
  country('PL', 'Poland',              'Europe',          [EE],     3, true,  ['CS', 'DD', 'SU']),
  country('CS', 'Czechoslovakia',      'Europe',          [EE],     3, false, ['DD', 'HU', 'PL'],             {}, ['Czech']),
  country('HU', 'Hungary',             'Europe',          [EE],     3, false, ['AT', 'CS', 'RO', 'YU']),
  country('RO', 'Romania',             'Europe',          [EE],     3, false, ['HU', 'TR', 'YU', 'SU']),
  country('YU', 'Yugoslavia',          'Europe',          [EE],     3, false, ['GR', 'HU', 'IT', 'RO']),
  country('BG', 'Bulgaria',            'Europe',          [EE],     3, false, ['GR', 'TR']),
  country('GR', 'Greece',              'Europe',          [WE],     2, false, ['BG', 'IT', 'TR', 'YU']),
  country('TR', 'Turkey',              'Europe',          [WE],     2, false, ['BG', 'GR', 'RO', 'SY']),

  // Asia: 15 countries (7 in Southeast Asia), 6 battlegrounds.
  country('AF', 'Afghanistan',         'Asia',            [],       2, false, ['IR', 'PK', 'SU']),
  country('PK', 'Pakistan',            'Asia',            [],       2, true,  ['AF', 'IN', 'IR']),
  country('IN', 'India',               'Asia',            [],       3, true,  ['BU', 'PK']),
  country('BU', 'Burma',               'Asia',            [SEA],    2, false, ['IN', 'LA']),
  country('LA', 'Laos/Cambodia',       'Asia',            [SEA],    1, false, ['BU', 'TH', 'VN'],             {}, ['Laos', 'Cambodia/Laos', 'Laos/Cambodia']),
  country('TH', 'Thailand',            'Asia',            [SEA],    2, true,  ['LA', 'MY', 'VN']),
  country('VN', 'Vietnam',             'Asia',            [SEA],    1, false, ['LA', 'TH']),
  country('MY', 'Malaysia',            'Asia',            [SEA],    2, false, ['AU', 'ID', 'TH']),
  country('ID', 'Indonesia',           'Asia',            [SEA],    1, false, ['MY', 'PH']),
  country('PH', 'Philippines',         'Asia',            [SEA],    2, false, ['ID', 'JP'],                   { US: 1 }),
  country('JP', 'Japan',               'Asia',            [],       4, true,  ['KR', 'PH', 'TW', 'US'],       { US: 1 }),
  country('TW', 'Taiwan',              'Asia',            [],       3, false, ['JP', 'KR']),
  country('KR', 'South Korea',         'Asia',            [],       3, true,  ['JP', 'KP', 'TW'],             { US: 1 }, ['S. Korea', 'S.Korea', 'SKorea']),
  country('KP', 'North Korea',         'Asia',            [],       3, true,  ['KR', 'SU'],                   { USSR: 3 }, ['N. Korea', 'N.Korea', 'NKorea']),
  country('AU', 'Australia',           'Asia',            [],       4, false, ['MY'],                         { US: 4 }),

  // Middle East: 10 countries, 6 battlegrounds.
  country('LB', 'Lebanon',             'Middle East',     [],       1, false, ['IL', 'JO', 'SY']),
  country('SY', 'Syria',               'Middle East',     [],       2, false, ['IL', 'LB', 'TR'],             { USSR: 1 }),
  country('IL', 'Israel',              'Middle East',     [],       4, true,  ['EG', 'JO', 'LB', 'SY'],       { US: 1 }),
  country('IQ', 'Iraq',                'Middle East',     [],       3, true,  ['GS', 'IR', 'JO', 'SA'],       { USSR: 1 }),
  country('IR', 'Iran',                'Middle East',     [],       2, true,  ['AF', 'IQ', 'PK'],             { US: 1 }),
  country('LY', 'Libya',               'Middle East',     [],       2, true,  ['EG', 'TN']),
  country('EG', 'Egypt',               'Middle East',     [],       2, true,  ['IL', 'LY', 'SD']),
  country('JO', 'Jordan',              'Middle East',     [],       2, false, ['IL', 'IQ', 'LB', 'SA']),
  country('GS', 'Gulf States',         'Middle East',     [],       3, false, ['IQ', 'SA'],                   {}, ['Gulf States']),
  country('SA', 'Saudi Arabia',        'Middle East',     [],       3, true,  ['GS', 'IQ', 'JO']),

  // Africa: 18 countries, 5 battlegrounds.
  country('MA', 'Morocco',             'Africa',          [],       3, false, ['DZ', 'IB', 'WA']),
  country('DZ', 'Algeria',             'Africa',          [],       2, true,  ['FR', 'MA', 'SS', 'TN']),
  country('TN', 'Tunisia',             'Africa',          [],       2, false, ['DZ', 'LY']),
  country('WA', 'West African States', 'Africa',          [],       2, false, ['CI', 'MA'],                   {}, ['West Africa']),
  country('SS', 'Saharan States',      'Africa',          [],       1, false, ['DZ', 'NG'],                   {}, ['Saharan States', 'Sahara States']),
  country('SD', 'Sudan',               'Africa',          [],       1, false, ['EG', 'ET']),
  country('CI', 'Ivory Coast',         'Africa',          [],       2, false, ['NG', 'WA']),
  country('NG', 'Nigeria',             'Africa',          [],       1, true,  ['CI', 'CM', 'SS']),
  country('ET', 'Ethiopia',            'Africa',          [],       1, false, ['SD', 'SO']),
  country('SO', 'Somalia',             'Africa',          [],       2, false, ['ET', 'KE']),
  country('CM', 'Cameroon',            'Africa',          [],       1, false, ['NG', 'ZR']),
  country('ZR', 'Zaire',               'Africa',          [],       1, true,  ['AO', 'CM', 'ZW'],             {}, ['Congo/Zaire']),
  country('KE', 'Kenya',               'Africa',          [],       2, false, ['SF', 'SO']),
  country('AO', 'Angola',              'Africa',          [],       1, true,  ['BW', 'ZA', 'ZR']),
  country('ZW', 'Zimbabwe',            'Africa',          [],       1, false, ['BW', 'SF', 'ZR']),
  country('SF', 'SE African States',   'Africa',          [],       1, false, ['KE', 'ZW'],                   {}, ['SE Africa', 'SE African States', 'South-East African States']),
  country('BW', 'Botswana',            'Africa',          [],       2, false, ['AO', 'ZA', 'ZW']),
  country('ZA', 'South Africa',        'Africa',          [],       3, true,  ['AO', 'BW'],                   { US: 1 }, ['South Africa']),

  // Central America: 10 countries, 3 battlegrounds.
  country('MX', 'Mexico',              'Central America', [],       2, true,  ['GT', 'US']),
  country('GT', 'Guatemala',           'Central America', [],       1, false, ['HN', 'MX', 'SV']),
  country('SV', 'El Salvador',         'Central America', [],       1, false, ['GT', 'HN']),
  country('HN', 'Honduras',            'Central America', [],       2, false, ['CR', 'GT', 'NI', 'SV']),
  country('CR', 'Costa Rica',          'Central America', [],       3, false, ['HN', 'NI', 'PA']),
  country('CU', 'Cuba',                'Central America', [],       3, true,  ['HT', 'NI', 'US']),
  country('NI', 'Nicaragua',           'Central America', [],       1, false, ['CR', 'CU', 'HN']),
  country('HT', 'Haiti',               'Central America', [],       1, false, ['CU', 'DO']),
  country('DO', 'Dominican Republic',  'Central America', [],       1, false, ['HT'],                         {}, ['Dominican Rep', 'Dominican Rep.']),
  country('PA', 'Panama',              'Central America', [],       2, true,  ['CO', 'CR'],                   { US: 1 }),

  // South America: 10 countries, 4 battlegrounds.
  country('CO', 'Colombia',            'South America',   [],       1, false, ['EC', 'PA', 'VE'],             {}, ['Columbia (misspelling in some sources)']),
  country('EC', 'Ecuador',             'South America',   [],       2, false, ['CO', 'PE']),
  country('PE', 'Peru',                'South America',   [],       2, false, ['BO', 'CL', 'EC']),
  country('CL', 'Chile',               'South America',   [],       3, true,  ['AR', 'PE']),
  country('AR', 'Argentina',           'South America',   [],       2, true,  ['CL', 'PY', 'UY']),
  country('VE', 'Venezuela',           'South America',   [],       2, true,  ['BR', 'CO']),
  country('BO', 'Bolivia',             'South America',   [],       2, false, ['PE', 'PY']),
  country('PY', 'Paraguay',            'South America',   [],       2, false, ['AR', 'BO', 'UY']),
  country('UY', 'Uruguay',             'South America',   [],       2, false, ['AR', 'BR', 'PY']),
  country('BR', 'Brazil',              'South America',   [],       2, true,  ['UY', 'VE']),
  // END GENERATED countries
]);

const COUNTRY_INDEX: CodeIndex = codeIndex(COUNTRIES.map((entry) => entry.code));

/** TSN codes of the 84 countries, in table order (superpower spaces excluded). */
export const COUNTRY_CODES: readonly string[] = Object.freeze(COUNTRIES.map((entry) => entry.code));

/**
 * COUNTRIES and COUNTRY_CODES as plain lists (not frozen), for the reads by position: V8 reads a
 * frozen array's elements through its generic keyed-load builtin, about 3.5 times slower than a
 * plain array's (node 20), and a replay reads a country by position for every point of influence,
 * every control check and every code the parser reads (issue 24). Only read here, never handed out.
 */
const COUNTRY_LIST: readonly Country[] = COUNTRIES.slice();
const COUNTRY_CODE_LIST: readonly string[] = COUNTRY_CODES.slice();

/** The country at `position` in COUNTRIES (the board's index of it: rules/map.ts re-exports it). */
export function countryAt(position: number): Country {
  return COUNTRY_LIST[position]!;
}

/** Looks up a country by its exact TSN code (`IR`; not `ir`, not the superpower spaces). */
export function countryByCode(code: string): Country | undefined {
  const position = COUNTRY_INDEX.positionOf(code);
  return position < 0 ? undefined : COUNTRY_LIST[position];
}

/** The code of the country written at `start` of `text` (two capitals there; what follows does not matter), or undefined. */
export function countryCodeAt(text: string, start: number): string | undefined {
  const position = COUNTRY_INDEX.positionAt(text, start);
  return position < 0 ? undefined : COUNTRY_CODE_LIST[position];
}

/** The country's position in COUNTRIES (`IR`; not `ir`, not the superpower spaces), or -1. */
export function countryPosition(code: string): number {
  return COUNTRY_INDEX.positionOf(code);
}

/** Countries of a region or subregion, in table order. */
export function countriesIn(area: Region | Subregion): readonly Country[] {
  return COUNTRIES.filter((entry) => entry.region === area || (entry.subregions as readonly string[]).includes(area));
}

/** True when the two spaces (countries or superpower spaces) are adjacent. */
export function areAdjacent(a: string, b: string): boolean {
  const from = countryByCode(a) ?? superpowerByCode(a);
  return from !== undefined && from.adjacent.includes(b);
}
