// The rules engine of Twilight Struggle (Deluxe Edition): typed commands in, state and problems out.
// No text, no TSN parsing, no editor imports. This is its whole public surface, by what a caller
// does with it; everything else in the folder is the engine's own.

// ---- a game: the start state, the commands that move it, the problems they find ----------------
export { initialState, opponent, ownedInPlace, releaseOwned, sameBoard, type GameState, type Side } from './state';
export { EVENTS, implementedEvents } from './events';
export { randomSource } from './rng';
export { applySetup } from './setup';
export { actionRoundsFor, advanceTo, applyDeal, applyEndOfTurn, milopsShortfall } from './turn';
export { applyHeadline } from './headline';
export { applyPass, applyPlay, playOnto } from './play';
export { applyFinalScoring, FINAL_SCORING_ORDER, scoreRegion, scoreSoutheastAsia, type ScoringLevel } from './scoring';
export type { EndPartInput, HeadlineCommand, HeadlineEntry, PlayCommand, PlayKind } from './commands';
export type { CardMoveInput, EventInput, HiddenCardsInput, NestedOpsInput, SubPlayInput } from './eventDefinition';
export type { InfluenceChange, Placement } from './influence';
export type { CoupInput } from './coup';
export type { RealignInput } from './realign';
export type { ExpectedValue, ProblemTarget, RelatedEvent, RuleProblem } from './problems';

// ---- reading a state: the board, the cards, the result ------------------------------------------
export {
  controlAt, controlOf, countriesOf, countryIndex, countryName, influenceAt, influenceOf, influenceSlots, isBattleground,
  isInAsia, isInSoutheastAsia, reachableCountries, regionOf,
} from './map';
export { CHINA_CARD, describeOps, modifiedOps, opsBreakdown, opsContextOf } from './ops';
export { cardMoved, cardsMoved, describePlace, notYetInDeck, playFromHand, whereIs } from './cards';
export { describeResult } from './markers';
export { stateJson, type StateJson } from './snapshot';

// ---- what a play may do now (legal choices, a generated game) -----------------------------------
export { coupClosed, coupModifier, coupResult, rollForbidden } from './coup';
export { realignClosed, realignModifiers } from './realign';
export { hasSpaceAbility, nextSpaceBox } from './space';

// ---- legal choices: what may be played at a point, each event's choices, whether a play was among them
export {
  cardOptions, coupOperations, effectWriteChoices, eventChoices, operationsBar, operationsChoices, placementBonus, playableCards,
  roundStartOf, writesAfterPlays, type CardOption, type ModeOption, type PlayPoint,
} from './choices';
export {
  optionGives, optionWeight, withDrawn, withInfluenceChange, withPlacement, withPoint,
  type ChoiceItem, type ChoiceOption, type EventChoice, type NestedPlay, type OperationsSpec,
} from './eventChoice';
export {
  headlineChoiceMiss, playChoiceMiss, writtenHeadline, writtenPlay, type WrittenEvent, type WrittenPlay,
} from './amongChoices';
export { boardAtEvent, trapRollEscapes } from './play';
export { headlineBoards } from './headline';
export { headlineOrder, heldScoringCards } from './turn';
export { checkVpVictory, signedVp } from './markers';
export { eventOwner, isOpponentCard } from './cards';
export { isEmptyInput, resolveEvent } from './resolveEvent';
export { spaceRollSucceeds } from './space';
export { warWon } from './events/support/war';
export type { EventApplyContext, EventCallContext, EventTable } from './eventDefinition';
export type { OperationsInput } from './ops';
// ---- what a command did: the engine's record of the steps it applied (record.ts) ----------------
export {
  isGroupStep, lengthOf, recordFrom, stepsBetween, type BoardStep, type CardStep, type CardsStep, type CoupStep, type EventStep, type FinalScoringStep,
  type GroupStep, type InfluenceStep, type PlayStep, type RealignStep, type ScoringStep, type SpaceAttemptStep, type Step,
  type StepLog, type TrapStep, type TurnEndStep, type WarStep,
} from './record';
export type { RegionScore, ScoringAdjustment, SideScore, SoutheastAsiaScore } from './scoring';
export type { CardPlace } from './cards';
export type { ChinaCard, GameResult } from './state';
