// The table of card events the engine plays with: one line per card, keyed by its code, each
// definition in a file of its own named after the card. It is plain data: the analysis hands it to
// the engine with the initial state (`initialState(EVENTS)`), and a test may build a table of its
// own. Scoring cards are not events (rules/scoring.ts) and the China Card has none; a card missing
// here is reported as not implemented (TSN191) when its event happens.
import type { EventDefinition, EventTable } from '../eventDefinition';
import { duckAndCover } from './duckAndCover';
import { fiveYearPlan } from './fiveYearPlan';
import { socialistGovernments } from './socialistGovernments';
import { fidel } from './fidel';
import { vietnamRevolts } from './vietnamRevolts';
import { blockade } from './blockade';
import { koreanWar } from './koreanWar';
import { romanianAbdication } from './romanianAbdication';
import { arabIsraeliWar } from './arabIsraeliWar';
import { comecon } from './comecon';
import { nasser } from './nasser';
import { warsawPactFormed } from './warsawPactFormed';
import { deGaulleLeadsFrance } from './deGaulleLeadsFrance';
import { capturedNaziScientist } from './capturedNaziScientist';
import { trumanDoctrine } from './trumanDoctrine';
import { olympicGames } from './olympicGames';
import { nato } from './nato';
import { independentReds } from './independentReds';
import { marshallPlan } from './marshallPlan';
import { indoPakistaniWar } from './indoPakistaniWar';
import { containment } from './containment';
import { ciaCreated } from './ciaCreated';
import { usJapanMutualDefensePact } from './usJapanMutualDefensePact';
import { suezCrisis } from './suezCrisis';
import { eastEuropeanUnrest } from './eastEuropeanUnrest';
import { decolonization } from './decolonization';
import { redScarePurge } from './redScarePurge';
import { unIntervention } from './unIntervention';
import { deStalinization } from './deStalinization';
import { nuclearTestBan } from './nuclearTestBan';
import { formosanResolution } from './formosanResolution';
import { brezhnevDoctrine } from './brezhnevDoctrine';
import { missileEnvy } from './missileEnvy';
import { grainSalesToSoviets } from './grainSalesToSoviets';
import { culturalRevolution } from './culturalRevolution';
import { nixonPlaysTheChinaCard } from './nixonPlaysTheChinaCard';
import { shuttleDiplomacy } from './shuttleDiplomacy';
import { ussuriRiverSkirmish } from './ussuriRiverSkirmish';
import { askNotWhatYourCountryCanDoForYou } from './askNotWhatYourCountryCanDoForYou';
import { defectors } from './defectors';
import { theCambridgeFive } from './theCambridgeFive';
import { specialRelationship } from './specialRelationship';
import { norad } from './norad';
import { ourManInTehran } from './ourManInTehran';
import { junta } from './junta';
import { muslimRevolution } from './muslimRevolution';
import { abmTreaty } from './abmTreaty';
import { opec } from './opec';
import { loneGunman } from './loneGunman';
import { puppetGovernments } from './puppetGovernments';
import { johnPaulIIElectedPope } from './johnPaulIIElectedPope';
import { sadatExpelsSoviets } from './sadatExpelsSoviets';
import { oneSmallStep } from './oneSmallStep';
import { che } from './che';

export const EVENTS = {
  DAC: duckAndCover, // 4
  FYP: fiveYearPlan, // 5
  SOC: socialistGovernments, // 7
  FID: fidel, // 8
  VIE: vietnamRevolts, // 9
  BLO: blockade, // 10
  KOR: koreanWar, // 11
  ROM: romanianAbdication, // 12
  AIW: arabIsraeliWar, // 13
  COM: comecon, // 14
  NAS: nasser, // 15
  WPF: warsawPactFormed, // 16
  DGL: deGaulleLeadsFrance, // 17
  CNS: capturedNaziScientist, // 18
  TRU: trumanDoctrine, // 19
  OLY: olympicGames, // 20
  NAT: nato, // 21
  IND: independentReds, // 22
  MAR: marshallPlan, // 23
  IPW: indoPakistaniWar, // 24
  CON: containment, // 25
  CIA: ciaCreated, // 26
  USJ: usJapanMutualDefensePact, // 27
  SUE: suezCrisis, // 28
  EEU: eastEuropeanUnrest, // 29
  DEC: decolonization, // 30
  RED: redScarePurge, // 31
  UNI: unIntervention, // 32
  DES: deStalinization, // 33
  NTB: nuclearTestBan, // 34
  FOR: formosanResolution, // 35
  JUN: junta, // 47
  MIS: missileEnvy, // 49
  BRE: brezhnevDoctrine, // 51
  MUS: muslimRevolution, // 56
  ABM: abmTreaty, // 57
  CUL: culturalRevolution, // 58
  OPE: opec, // 61
  LON: loneGunman, // 62
  PUP: puppetGovernments, // 66
  GRA: grainSalesToSoviets, // 67
  JP2: johnPaulIIElectedPope, // 68
  NIX: nixonPlaysTheChinaCard, // 71
  SAD: sadatExpelsSoviets, // 72
  SHU: shuttleDiplomacy, // 73
  URS: ussuriRiverSkirmish, // 76
  ASK: askNotWhatYourCountryCanDoForYou, // 77
  OSS: oneSmallStep, // 80
  DEF: defectors, // 103
  CB5: theCambridgeFive, // 104
  SPR: specialRelationship, // 105
  NOR: norad, // 106
  CHE: che, // 107
  OMT: ourManInTehran, // 108
} as const satisfies Readonly<Record<string, EventDefinition>> & EventTable;

/** The codes of the cards whose event is implemented, in card order. */
export function implementedEvents(table: EventTable = EVENTS): string[] {
  return Object.keys(table).filter((code) => table[code] !== undefined);
}
