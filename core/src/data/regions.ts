// Map regions of Twilight Struggle (Deluxe Edition) and the region codes TSN uses for them.
// Pure data: no editor or LSP imports, safe to bundle anywhere.

/** The six scoring regions of the map, in the order the reference lists them. */
export type Region = 'Europe' | 'Asia' | 'Middle East' | 'Africa' | 'Central America' | 'South America';

/**
 * Subregions: parts of a region that events (and Southeast Asia Scoring) refer to on their own.
 * A country in a subregion still belongs to its region for scoring and DEFCON (rule 2.1.2).
 */
export type Subregion = 'Western Europe' | 'Eastern Europe' | 'Southeast Asia';

/** TSN region codes (case-sensitive: `Ca` is Central America, `CA` is the country Canada). */
export type RegionCode = 'Eu' | 'As' | 'Me' | 'Af' | 'Ca' | 'Sa' | 'Se';

export const REGIONS: readonly Region[] = Object.freeze([
  'Europe',
  'Asia',
  'Middle East',
  'Africa',
  'Central America',
  'South America',
] as const);

export const SUBREGIONS: readonly Subregion[] = Object.freeze(['Western Europe', 'Eastern Europe', 'Southeast Asia'] as const);

/** The region each subregion lies in. */
export const SUBREGION_PARENT: Readonly<Record<Subregion, Region>> = Object.freeze({
  'Western Europe': 'Europe',
  'Eastern Europe': 'Europe',
  'Southeast Asia': 'Asia',
});

/** What a TSN region code stands for. */
export interface RegionCodeInfo {
  readonly code: RegionCode;
  /** The region or subregion named by the code. */
  readonly name: Region | Subregion;
  readonly kind: 'region' | 'subregion';
  /** The region itself, or for a subregion the region containing it. */
  readonly region: Region;
}

const REGION_CODE_TABLE: readonly RegionCodeInfo[] = Object.freeze([
  { code: 'Eu', name: 'Europe', kind: 'region', region: 'Europe' },
  { code: 'As', name: 'Asia', kind: 'region', region: 'Asia' },
  { code: 'Me', name: 'Middle East', kind: 'region', region: 'Middle East' },
  { code: 'Af', name: 'Africa', kind: 'region', region: 'Africa' },
  { code: 'Ca', name: 'Central America', kind: 'region', region: 'Central America' },
  { code: 'Sa', name: 'South America', kind: 'region', region: 'South America' },
  // Southeast Asia is only a subregion of Asia, but TSN gives it a code of its own (e.g. for
  // Vietnam Revolts or Southeast Asia Scoring).
  { code: 'Se', name: 'Southeast Asia', kind: 'subregion', region: 'Asia' },
].map((entry) => Object.freeze(entry)) as RegionCodeInfo[]);

/** All TSN region codes: `Eu As Me Af Ca Sa Se`. */
export const REGION_CODES: readonly RegionCode[] = Object.freeze(REGION_CODE_TABLE.map((entry) => entry.code));

/** True when `code` is exactly one of the TSN region codes (case-sensitive). */
export function isRegionCode(code: string): code is RegionCode {
  return (REGION_CODES as readonly string[]).includes(code);
}

/** Looks up a TSN region code (case-sensitive, so `CA` is not Central America). */
export function regionByCode(code: string): RegionCodeInfo | undefined {
  return REGION_CODE_TABLE.find((entry) => entry.code === code);
}

/** The TSN code of a region or subregion (`Southeast Asia` -> `Se`). Western/Eastern Europe have none. */
export function regionCodeOf(name: Region | Subregion): RegionCode | undefined {
  return REGION_CODE_TABLE.find((entry) => entry.name === name)?.code;
}
