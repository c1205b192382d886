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
import { brushWar } from './brushWar';
import { armsRace } from './armsRace';
import { cubanMissileCrisis } from './cubanMissileCrisis';
import { nuclearSubs } from './nuclearSubs';
import { quagmire } from './quagmire';
import { saltNegotiations } from './saltNegotiations';
import { bearTrap } from './bearTrap';
import { summit } from './summit';
import { howILearnedToStopWorrying } from './howILearnedToStopWorrying';
import { junta } from './junta';
import { kitchenDebates } from './kitchenDebates';
import { missileEnvy } from './missileEnvy';
import { weWillBuryYou } from './weWillBuryYou';
import { brezhnevDoctrine } from './brezhnevDoctrine';
import { portugueseEmpireCrumbles } from './portugueseEmpireCrumbles';
import { southAfricanUnrest } from './southAfricanUnrest';
import { allende } from './allende';
import { willyBrandt } from './willyBrandt';
import { muslimRevolution } from './muslimRevolution';
import { abmTreaty } from './abmTreaty';
import { culturalRevolution } from './culturalRevolution';
import { flowerPower } from './flowerPower';
import { u2Incident } from './u2Incident';
import { opec } from './opec';
import { loneGunman } from './loneGunman';
import { colonialRearGuards } from './colonialRearGuards';
import { panamaCanalReturned } from './panamaCanalReturned';
import { campDavidAccords } from './campDavidAccords';
import { puppetGovernments } from './puppetGovernments';
import { grainSalesToSoviets } from './grainSalesToSoviets';
import { johnPaulIIElectedPope } from './johnPaulIIElectedPope';
import { latinAmericanDeathSquads } from './latinAmericanDeathSquads';
import { oasFounded } from './oasFounded';
import { nixonPlaysTheChinaCard } from './nixonPlaysTheChinaCard';
import { sadatExpelsSoviets } from './sadatExpelsSoviets';
import { shuttleDiplomacy } from './shuttleDiplomacy';
import { theVoiceOfAmerica } from './theVoiceOfAmerica';
import { liberationTheology } from './liberationTheology';
import { ussuriRiverSkirmish } from './ussuriRiverSkirmish';
import { askNotWhatYourCountryCanDoForYou } from './askNotWhatYourCountryCanDoForYou';
import { allianceForProgress } from './allianceForProgress';
import { oneSmallStep } from './oneSmallStep';
import { iranianHostageCrisis } from './iranianHostageCrisis';
import { theIronLady } from './theIronLady';
import { reaganBombsLibya } from './reaganBombsLibya';
import { starWars } from './starWars';
import { northSeaOil } from './northSeaOil';
import { theReformer } from './theReformer';
import { marineBarracksBombing } from './marineBarracksBombing';
import { sovietsShootDownKal007 } from './sovietsShootDownKal007';
import { glasnost } from './glasnost';
import { ortegaElectedInNicaragua } from './ortegaElectedInNicaragua';
import { terrorism } from './terrorism';
import { iranContraScandal } from './iranContraScandal';
import { chernobyl } from './chernobyl';
import { latinAmericanDebtCrisis } from './latinAmericanDebtCrisis';
import { tearDownThisWall } from './tearDownThisWall';
import { anEvilEmpire } from './anEvilEmpire';
import { aldrichAmesRemix } from './aldrichAmesRemix';
import { pershingIIDeployed } from './pershingIIDeployed';
import { wargames } from './wargames';
import { solidarity } from './solidarity';
import { iranIraqWar } from './iranIraqWar';
import { defectors } from './defectors';
import { theCambridgeFive } from './theCambridgeFive';
import { specialRelationship } from './specialRelationship';
import { norad } from './norad';
import { che } from './che';
import { ourManInTehran } from './ourManInTehran';
import { yuriAndSamantha } from './yuriAndSamantha';
import { awacsSaleToSaudis } from './awacsSaleToSaudis';

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
  BRU: brushWar, // 36
  ARM: armsRace, // 39
  CMC: cubanMissileCrisis, // 40
  NUC: nuclearSubs, // 41
  QUA: quagmire, // 42
  SAL: saltNegotiations, // 43
  BEA: bearTrap, // 44
  SUM: summit, // 45
  HIL: howILearnedToStopWorrying, // 46
  JUN: junta, // 47
  KIT: kitchenDebates, // 48
  MIS: missileEnvy, // 49
  WWB: weWillBuryYou, // 50
  BRE: brezhnevDoctrine, // 51
  PEC: portugueseEmpireCrumbles, // 52
  SAU: southAfricanUnrest, // 53
  ALL: allende, // 54
  WIL: willyBrandt, // 55
  MUS: muslimRevolution, // 56
  ABM: abmTreaty, // 57
  CUL: culturalRevolution, // 58
  FLO: flowerPower, // 59
  U2I: u2Incident, // 60
  OPE: opec, // 61
  LON: loneGunman, // 62
  CRG: colonialRearGuards, // 63
  PAN: panamaCanalReturned, // 64
  CDA: campDavidAccords, // 65
  PUP: puppetGovernments, // 66
  GRA: grainSalesToSoviets, // 67
  JP2: johnPaulIIElectedPope, // 68
  LDS: latinAmericanDeathSquads, // 69
  OAS: oasFounded, // 70
  NIX: nixonPlaysTheChinaCard, // 71
  SAD: sadatExpelsSoviets, // 72
  SHU: shuttleDiplomacy, // 73
  VOA: theVoiceOfAmerica, // 74
  LIB: liberationTheology, // 75
  URS: ussuriRiverSkirmish, // 76
  ASK: askNotWhatYourCountryCanDoForYou, // 77
  AFP: allianceForProgress, // 78
  OSS: oneSmallStep, // 80
  IHC: iranianHostageCrisis, // 82
  IRL: theIronLady, // 83
  RBL: reaganBombsLibya, // 84
  STA: starWars, // 85
  NSO: northSeaOil, // 86
  REF: theReformer, // 87
  MBB: marineBarracksBombing, // 88
  KAL: sovietsShootDownKal007, // 89
  GLA: glasnost, // 90
  ORT: ortegaElectedInNicaragua, // 91
  TER: terrorism, // 92
  ICS: iranContraScandal, // 93
  CNB: chernobyl, // 94
  LDC: latinAmericanDebtCrisis, // 95
  TDW: tearDownThisWall, // 96
  AEE: anEvilEmpire, // 97
  AAR: aldrichAmesRemix, // 98
  PER: pershingIIDeployed, // 99
  WAR: wargames, // 100
  SOL: solidarity, // 101
  IIW: iranIraqWar, // 102
  DEF: defectors, // 103
  CB5: theCambridgeFive, // 104
  SPR: specialRelationship, // 105
  NOR: norad, // 106
  CHE: che, // 107
  OMT: ourManInTehran, // 108
  YAS: yuriAndSamantha, // 109
  AWA: awacsSaleToSaudis, // 110
} as const satisfies Readonly<Record<string, EventDefinition>> & EventTable;

/** The codes of the cards whose event is implemented, in card order. */
export function implementedEvents(table: EventTable = EVENTS): string[] {
  return Object.keys(table).filter((code) => table[code] !== undefined);
}
