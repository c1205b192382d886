export * from './ast';
export { parseTsn, parseTsnSteps, parseLinesSteps, parseLine, MAX_NESTING, roundOrder, formatVp, type ParseResult, type LinesParse, type ParsedLine } from './parser';
export { SyntaxLines } from './lines';
export { makeTsn, printPart, printLabel, printEffectText } from './printer';
export { tokenize, type Token, type TokenKind } from './lexer';
