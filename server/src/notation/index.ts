export * from './ast';
export { parseTsn, parseTsnSteps, parseLine, MAX_NESTING, roundOrder, formatVp, type ParseResult, type ParsedLine } from './parser';
export { makeTsn, printPart, printLabel, printEffectText } from './printer';
export { tokenize, type Token, type TokenKind } from './lexer';
