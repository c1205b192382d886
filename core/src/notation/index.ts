export type {
  Action, CardMove, Code, CoupRoll, DealPart, Effect, EndPart, GameLine, HiddenCards, InfluenceChange, Line,
  NoPlay, Owner, Part, Play, PlaySymbol, RealignRoll, RollKind, SetupPart, SubPlay, TagLine, Comment, AnnotationText,
} from './ast';
export { rollKindOf } from './ast';
export {
  lineTextsOf, parseLine, parseLinesSteps, parseTsn, parseTsnSteps, type LinesParse, type ParsedLine, type ParseResult,
} from './parser';
export { notationAbove, notationErrorsOn, notationErrorsReader, notationOf, parseLinesAgainSteps, visitNotationSteps, visitNotationWithinSteps } from './reparse';
export type { LinesMemo } from './lineFacts';
export { isShortened, lineHead, lineLength, LONG_LINE_CHARS } from './keptLines';
export { SyntaxLines } from './lines';
export { forEachEffect, partsOf, type SidePart } from './walk';
export { makeTsn, printEffectText, printLine, printPart } from './printer';
export {
  isAlphanumeric, isDigit, isLetter, isSpaceOrTab, tokenize, type Token,
} from './lexer';
