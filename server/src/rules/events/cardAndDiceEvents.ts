import type { EventDefinition } from '../registry';
import { FIVE_YEAR_PLAN } from './fiveYearPlan';
import { BLOCKADE } from './blockade';
import { CAPTURED_NAZI_SCIENTIST } from './capturedNaziScientist';
import { OLYMPIC_GAMES } from './olympicGames';
import { UN_INTERVENTION } from './unIntervention';
import { DEFECTORS } from './defectors';
import { THE_CAMBRIDGE_FIVE } from './theCambridgeFive';

/** The "cards and dice" group: events that move cards, roll dice or depend on how a card was played. */
export const CARD_AND_DICE_EVENTS: readonly EventDefinition[] = [
  FIVE_YEAR_PLAN,
  BLOCKADE,
  CAPTURED_NAZI_SCIENTIST,
  OLYMPIC_GAMES,
  UN_INTERVENTION,
  DEFECTORS,
  THE_CAMBRIDGE_FIVE,
];
