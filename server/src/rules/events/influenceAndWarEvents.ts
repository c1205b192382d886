// The events of the "influence and wars" group: influence placed or removed by the card's rule,
// and the war cards. Shared mechanisms: support/influence.ts, support/war.ts.
import type { EventDefinition } from '../registry';
import { ARAB_ISRAELI_WAR } from './arabIsraeliWar';
import { COMECON } from './comecon';
import { DECOLONIZATION } from './decolonization';
import { DE_STALINIZATION } from './deStalinization';
import { EAST_EUROPEAN_UNREST } from './eastEuropeanUnrest';
import { FIDEL } from './fidel';
import { INDEPENDENT_REDS } from './independentReds';
import { INDO_PAKISTANI_WAR } from './indoPakistaniWar';
import { KOREAN_WAR } from './koreanWar';
import { NASSER } from './nasser';
import { ROMANIAN_ABDICATION } from './romanianAbdication';
import { SOCIALIST_GOVERNMENTS } from './socialistGovernments';
import { SUEZ_CRISIS } from './suezCrisis';
import { VIETNAM_REVOLTS } from './vietnamRevolts';

export const INFLUENCE_AND_WAR_EVENTS: readonly EventDefinition[] = [
  SOCIALIST_GOVERNMENTS,
  FIDEL,
  VIETNAM_REVOLTS,
  KOREAN_WAR,
  ROMANIAN_ABDICATION,
  ARAB_ISRAELI_WAR,
  COMECON,
  NASSER,
  INDEPENDENT_REDS,
  INDO_PAKISTANI_WAR,
  SUEZ_CRISIS,
  EAST_EUROPEAN_UNREST,
  DECOLONIZATION,
  DE_STALINIZATION,
];
