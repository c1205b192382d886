// The core's one facade: everything the shells (the command line, the language server, the
// exported page's script) use of the library, named here and nowhere else. The shells import this
// module, and the protocol module for the messages between server and client; the client imports
// only the protocol, the view and the text module, so its bundle carries no engine (ARCHITECTURE.md).

// ---- the game's facts: sides, rounds, cards, countries, regions (data/) ---------------------------
export {
  cardByCode, CARDS, cardTitle, COUNTRIES, countryByCode, regionByCode, REGIONS,
  type Card, type Round, type Side,
} from './data';

// ---- notation: the lexer's tokens, the syntax tree, the printer (notation/) ------------------------
export {
  isAlphanumeric, isDigit, isSpaceOrTab, partsOf, printLine, printPart, tokenize,
  type GameLine, type Token,
} from './notation';

// ---- the board as JSON, for `tsn state` (rules/) ----------------------------------------------------
export { stateJson, type StateJson } from './rules';

// ---- analysis: a document replayed, and what each feature reads of it (analysis/) -----------------
export {
  analyze, analyzeSteps, DEFAULT_OPTIONS, KEEP_TREE_UP_TO, type AnalysisOptions, type DocumentAnalysis, type EarlierAnalysis,
  // a file whose analysis failed (TSN041), as the command line reports one whose worker stopped
  analysisFailure, describeError,
  // where the cursor is, and every place a code is written
  findAt, occurrenceAt, occurrencesNear, occurrencesOf,
  // the readings of a play, from the engine's record
  gameRecord, lineReading, partReadingsAt, trackChanges, unwrittenChangesOf, lastMoveOf,
  type GameRecord, type PartReading, type PlayRecord,
  // boards, scores and their words
  boardMarkdown, boardSnapshot, boardView, scoreAt, scoringJson, scoringText, turnScores,
  type BoardSnapshot, type BoardView, type RegionScoreJson,
  // hover texts of a card, a country, a region
  cardFacts, cardMarkdown, countryFacts, countryMarkdown, regionMarkdown,
  // the legal choices where the cursor is: completion, quick fixes, random games
  cardChoices, nextLabels, playableCardFixes, randomGame, sideTokens, targetChoices,
  type ChoicePoint, type TargetChoice, type Targets, type TargetSpot,
} from './analysis';

// ---- the digital edition's logs, read into TSN (import/) --------------------------------------------
export { importPlaydekLog } from './import';

// ---- views: the board's SVG, the board and game pages (view/) --------------------------------------
export {
  GAME_DATA_ID, GAME_PAGE_IDS, gameTitle, lineOfFragment, newNonce, parseGamePageData, parsePageMessage, playAtOrAbove,
  playItemId, renderBoardContent, renderBoardSvg, renderGameHead, renderGamePage, renderPlayList, renderScoringTable,
  type BoardMessage,
} from './view';

// ---- common: diagnostics and their codes, English wordings, the version ------------------------------
export { codeAnchor, CODES } from './common/codes';
export type { Diagnostic, Fix, Severity } from './common/diagnostic';
export { diagnosticList, type DiagnosticList } from './common/diagnosticStore';
export { DIAGNOSTICS_DOC_LINES } from './common/diagnosticsDocLines';
export type { ChunkedOffsets } from './common/chunked';
export { PieceText, startsLine, wholeText, type DocumentText } from './common/pieceText';
export { firstAtOrAfter, windowAround } from './common/search';
export { controlText, range, resultTag, resultText, roundName, sameRange, spanRanges, splitLines, vpText } from './common/text';
export { VERSION } from './version';
