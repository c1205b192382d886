// Where everything stands on the board map that the preview and `tsn render` draw: one table of
// coordinates, in the units of the printed board's image (about 5100 x 3300, x to the right, y
// down). The country boxes are those of test/fixtures/reference/board-layout.json (each point is
// a box's top-left corner); the superpower spaces, the region names and the panels of tracks are
// placed in the sea around them. test/unit/data/boardLayout.test.ts checks that every country is
// here once, as the reference places it, and that no two boxes overlap.
// Pure data: no editor or LSP imports.

import type { Region } from './regions';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box extends Point {
  readonly width: number;
  readonly height: number;
}

/** The drawing's size: every box lies inside it. */
export const BOARD_SIZE = { width: 5000, height: 3420 } as const;

/** Every country box has this size (the closest boxes on the printed board are 145 apart in y and 210 in x). */
const COUNTRY_BOX = { width: 196, height: 132 } as const;

/** The top-left corner of each country's box, by TSN code. */
export const COUNTRY_POSITIONS: Readonly<Record<string, Point>> = Object.freeze({
  CA: { x: 842, y: 752 },
  UK: { x: 1690, y: 572 },
  NO: { x: 1932, y: 278 },
  SE: { x: 2234, y: 410 },
  FI: { x: 2522, y: 286 },
  DK: { x: 1982, y: 432 },
  BX: { x: 1860, y: 728 },
  DE: { x: 2078, y: 728 },
  DD: { x: 2156, y: 580 },
  FR: { x: 1820, y: 906 },
  IB: { x: 1660, y: 1118 },
  IT: { x: 2114, y: 1036 },
  AT: { x: 2172, y: 880 },
  PL: { x: 2386, y: 580 },
  CS: { x: 2346, y: 728 },
  HU: { x: 2394, y: 880 },
  RO: { x: 2614, y: 880 },
  YU: { x: 2342, y: 1038 },
  BG: { x: 2570, y: 1038 },
  GR: { x: 2392, y: 1200 },
  TR: { x: 2788, y: 1056 },
  AF: { x: 3345, y: 1250 },
  PK: { x: 3345, y: 1450 },
  IN: { x: 3585, y: 1552 },
  BU: { x: 3855, y: 1580 },
  LA: { x: 4070, y: 1600 },
  TH: { x: 3980, y: 1769 },
  VN: { x: 4200, y: 1760 },
  MY: { x: 4080, y: 1990 },
  ID: { x: 4450, y: 2176 },
  PH: { x: 4530, y: 1755 },
  JP: { x: 4705, y: 1348 },
  TW: { x: 4435, y: 1525 },
  KR: { x: 4530, y: 1200 },
  KP: { x: 4480, y: 1050 },
  AU: { x: 4450, y: 2442 },
  LB: { x: 2660, y: 1205 },
  SY: { x: 2870, y: 1205 },
  IL: { x: 2620, y: 1350 },
  IQ: { x: 2870, y: 1350 },
  IR: { x: 3082, y: 1350 },
  LY: { x: 2290, y: 1490 },
  EG: { x: 2520, y: 1510 },
  JO: { x: 2760, y: 1500 },
  GS: { x: 3010, y: 1500 },
  SA: { x: 2950, y: 1650 },
  MA: { x: 1710, y: 1400 },
  DZ: { x: 1935, y: 1330 },
  TN: { x: 2160, y: 1310 },
  WA: { x: 1690, y: 1595 },
  SS: { x: 2025, y: 1650 },
  SD: { x: 2550, y: 1690 },
  CI: { x: 1835, y: 1885 },
  NG: { x: 2110, y: 1859 },
  ET: { x: 2710, y: 1845 },
  SO: { x: 2955, y: 1910 },
  CM: { x: 2210, y: 2035 },
  ZR: { x: 2470, y: 2110 },
  KE: { x: 2735, y: 2045 },
  AO: { x: 2280, y: 2290 },
  ZW: { x: 2545, y: 2365 },
  SF: { x: 2760, y: 2250 },
  BW: { x: 2475, y: 2520 },
  ZA: { x: 2370, y: 2690 },
  MX: { x: 175, y: 1370 },
  GT: { x: 360, y: 1526 },
  SV: { x: 295, y: 1690 },
  HN: { x: 515, y: 1675 },
  CR: { x: 495, y: 1830 },
  CU: { x: 750, y: 1480 },
  NI: { x: 735, y: 1675 },
  HT: { x: 970, y: 1620 },
  DO: { x: 1180, y: 1620 },
  PA: { x: 738, y: 1830 },
  CO: { x: 878, y: 2010 },
  EC: { x: 650, y: 2075 },
  PE: { x: 780, y: 2244 },
  CL: { x: 885, y: 2570 },
  AR: { x: 955, y: 2860 },
  VE: { x: 1000, y: 1850 },
  BO: { x: 1005, y: 2385 },
  PY: { x: 1130, y: 2550 },
  UY: { x: 1200, y: 2740 },
  BR: { x: 1385, y: 2230 },
});

/** The superpower spaces (not on the reference's list): the US beside Canada, Mexico and Cuba, the USSR beside Finland, Poland, Romania and Afghanistan. */
export const SUPERPOWER_BOXES: Readonly<Record<'US' | 'SU', Box>> = Object.freeze({
  US: { x: 290, y: 1000, width: 320, height: 170 },
  SU: { x: 2900, y: 690, width: 320, height: 170 },
});

/** Where each region's (and subregion's) name is written. */
export const REGION_LABELS: readonly { readonly text: string; readonly region: Region; readonly box: Box }[] = Object.freeze([
  { text: 'Europe', region: 'Europe', box: { x: 1380, y: 320, width: 300, height: 60 } },
  { text: 'Western Europe', region: 'Europe', box: { x: 1380, y: 440, width: 300, height: 50 } },
  { text: 'Eastern Europe', region: 'Europe', box: { x: 2600, y: 600, width: 300, height: 50 } },
  { text: 'Middle East', region: 'Middle East', box: { x: 3160, y: 1700, width: 340, height: 60 } },
  { text: 'Asia', region: 'Asia', box: { x: 3700, y: 1250, width: 300, height: 60 } },
  { text: 'Southeast Asia', region: 'Asia', box: { x: 3700, y: 2000, width: 340, height: 50 } },
  { text: 'Africa', region: 'Africa', box: { x: 1540, y: 2080, width: 280, height: 60 } },
  { text: 'Central America', region: 'Central America', box: { x: 20, y: 1880, width: 440, height: 60 } },
  { text: 'South America', region: 'South America', box: { x: 260, y: 2400, width: 360, height: 60 } },
]);

/** The panels around the map. */
export const PANELS = Object.freeze({
  /** Turn, action round and the space race. */
  turnAndSpace: { x: 100, y: 40, width: 1240, height: 660 },
  /** DEFCON, military operations and the China Card. */
  defconAndOps: { x: 3300, y: 40, width: 1650, height: 880 },
  /** The effects in force. */
  effects: { x: 1420, y: 2420, width: 840, height: 560 },
  /** What each region would score now. */
  scoring: { x: 2990, y: 2200, width: 1410, height: 800 },
  /** The VP track, from USSR 20 to US 20. */
  vp: { x: 100, y: 3030, width: 4850, height: 200 },
  /** A line of text saying which position this is (file, line, play). */
  caption: { x: 100, y: 3250, width: 4850, height: 150 },
} satisfies Record<string, Box>);

/** The box of a country on the map, or undefined for a code that is not a country's. */
export function countryBox(code: string): Box | undefined {
  const at = COUNTRY_POSITIONS[code];
  return at ? { x: at.x, y: at.y, width: COUNTRY_BOX.width, height: COUNTRY_BOX.height } : undefined;
}

/** True when two boxes share some area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
