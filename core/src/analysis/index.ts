export {
  analysisFailure, analyze, analyzeSteps, DEFAULT_OPTIONS, describeError, KEEP_TREE_UP_TO, type AnalysisOptions, type DocumentAnalysis, type EarlierAnalysis,
} from './analysis';
export { describePart } from './describe';
export { findAt } from './lookup';
export { cardFacts, cardMarkdown, countryFacts, countryMarkdown, regionMarkdown } from './info';
export { boardMarkdown } from './boardText';
export { boardSnapshot, type BoardSnapshot } from './snapshot';
export {
  cardChoices, nextLabels, playableCardFixes, targetChoices, type CardChoice, type ChoicePoint, type TargetChoice, type Targets, type TargetSpot,
} from './choices';
export { scoreAt, trackChanges, turnScores } from './score';
export { lastMoveOf, occurrenceAt, occurrencesNear, occurrencesOf, unwrittenChangesOf } from './references';
export { sideTokens } from './sideTokens';
export {
  boardSteps, boardView, regionForecasts, regionView, scoringJson, type BoardView, type CountryChangeView, type RegionForecast, type RegionScoreJson,
  type TrackChangeView,
} from './boardView';
export { lineReading, partReadingsAt, readingTexts, scoringText, sideScoreText, type LineReading, type PartReading } from './reading';
export { boardStepsOf, factsOf, partsOf, recordTree, type Change, type PartRecord, type PlayFacts, type RecordItem, type RecordNode } from './playRecord';
export { placedAtOrAbove, stateBeforePart, type PlacedLine, type ReplayedLine } from './replay';
export { gameRecord, type GameRecord, type NotationPiece, type PlayProblem, type PlayRecord } from './gameRecord';
export { randomGame, type RandomGame, type RandomGameOptions } from './randomGame';
