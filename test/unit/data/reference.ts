// Loads the in-repo copy of the checked reference data (test/fixtures/reference/), which the data
// tests compare the project's tables against. Not a test file itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURE_DIR = join(REPO_ROOT, 'test', 'fixtures', 'reference');
/** The shared reference next to the repository, present in the workspace but not in a clean clone. */
export const SHARED_DIR = join(REPO_ROOT, '..', 'shared', 'reference');
export const REFERENCE_FILES = ['countries.json', 'cards.json', 'tracks.json', 'board-layout.json', 'README.md'] as const;

function load<T>(name: string): T {
  return JSON.parse(readFileSync(join(FIXTURE_DIR, name), 'utf8')) as T;
}

export interface RefCountry {
  code: string;
  name: string;
  region: string;
  subregions: string[];
  stability: number;
  battleground: boolean;
  adjacent: string[];
  adjacent_superpower: 'US' | 'SU' | null;
  start_influence: { US: number; USSR: number };
  aliases?: string[];
}

export interface RefSuperpower {
  code: 'US' | 'SU';
  name: string;
  is_superpower: boolean;
  adjacent: string[];
}

export interface RefCountries {
  meta: {
    country_count: number;
    superpower_spaces: number;
    countries_per_region: Record<string, number>;
    battlegrounds_per_region: Record<string, number>;
    battleground_total: number;
    subregion_counts: Record<string, number>;
    adjacency_link_count: number;
    country_country_links: number;
    superpower_links: number;
  };
  superpowers: RefSuperpower[];
  countries: RefCountry[];
}

export interface RefCard {
  number: number;
  tsn_code: string;
  name: string;
  ops: number;
  side: 'US' | 'USSR' | 'neutral';
  era: 'Early' | 'Mid' | 'Late';
  removed_after_event: boolean;
  persistent: boolean;
  scoring: boolean;
  war: boolean;
  optional: boolean;
  in_deck: boolean;
  effect_duration: string;
  summary: string;
  notes?: string[];
}

export interface RefCards {
  meta: {
    card_count: number;
    per_era: Record<string, number>;
    per_era_and_side: Record<string, number>;
    per_side: Record<string, number>;
    scoring_cards: number[];
    war_cards: number[];
    persistent_cards: number[];
    removed_after_event_count: number;
    tsn_codes_given_by_spec: string[];
    tsn_code_decisions: Record<string, string>;
  };
  cards: RefCard[];
}

export interface RefSpaceBox {
  box: number;
  name: string;
  min_ops: number | null;
  success_rolls: [number, number] | null;
  vp_first: number;
  vp_second: number;
  ability: string | null;
}

export interface RefRegionScoring {
  card: number;
  presence: number;
  domination: number;
  control: number | string;
  per_battleground: number;
  per_country_adjacent_to_enemy_superpower: number;
  adjacency_bonus_printed: boolean;
  battlegrounds: number;
}

export interface RefSideSetup {
  fixed: Record<string, number>;
  free: { amount: number; where: string };
  total: number;
  places_first?: boolean;
}

export interface RefTracks {
  space_race: { boxes: RefSpaceBox[]; attempts_per_turn: string };
  vp_track: { range: [number, number]; automatic_victory: string };
  defcon: {
    start: number;
    max: number;
    game_over_level: number;
    levels: Record<string, { coup_realign_forbidden_in: string[] | null; effect?: string }>;
  };
  military_operations: { track_range: [number, number]; counts: string[]; war_cards: number[] };
  scoring: {
    regions: Record<string, RefRegionScoring>;
    adjacency_bonus_countries: { US_scores_for: string[]; USSR_scores_for: string[] };
    southeast_asia: { card: number; vp_per_controlled_country: Record<string, number> };
    final_scoring: string;
  };
  turn_structure: {
    turns: number;
    eras: Record<string, number[]>;
    hand_size: { turns_1_3: number; turns_4_10: number };
    action_rounds: { turns_1_3: number; turns_4_10: number; note: string };
    phases: { id: string; name: string; rule: string }[];
  };
  setup: {
    deal: string;
    ussr_influence: RefSideSetup;
    us_influence: RefSideSetup;
    markers: { defcon: number; vp: number; turn: number; space_race: string; military_ops: string };
  };
}

export const REF_COUNTRIES = load<RefCountries>('countries.json');
export const REF_CARDS = load<RefCards>('cards.json');
export const REF_TRACKS = load<RefTracks>('tracks.json');

/** Counts how often each key occurs. */
export function tally<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const k = key(item);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}
