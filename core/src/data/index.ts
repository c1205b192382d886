// Game data of Twilight Struggle (Deluxe Edition): regions, countries, cards, tracks and the
// "did you mean" helpers. Pure data and functions, safe for the server, the CLI and the web build.
export { opponent, SIDES, type ResultReason, type Round, type Side, type Sides } from './sides';
export { REGION_CODES, regionByCode, REGIONS, type Region } from './regions';
export {
  COUNTRIES, COUNTRY_CODES, countryByCode, countryCodeAt, countryPosition, superpowerByCode, type Country,
} from './countries';
export { CARD_CODES, cardByCode, cardCodeAt, CARDS, cardTitle, type Card } from './cards';
export {
  actionRoundsForTurn, defconForbiddenRegions, EAGLE_BEAR_HAS_LANDED_BOX, handSizeForTurn,
  isCoupOrRealignForbidden, MILITARY_OPS_MAX, SETUP_FREE_PLACEMENT, SPACE_RACE_FINAL_BOX, spaceRaceBox,
  VP_MAX,
} from './tracks';
export { suggestCard, suggestCountry } from './suggest';
export {
  BOARD_SIZE, boxesOverlap, COUNTRY_POSITIONS, countryBox, PANELS, REGION_LABELS, SUPERPOWER_BOXES, type Box,
} from './boardLayout';
