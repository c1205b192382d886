export * from './ast';
export { parseTsn, parseLine, roundOrder, formatVp, type ParseResult } from './parser';
export { makeTsn, printPart, printLabel, printEffectText } from './printer';
export { tokenize, type Token, type TokenKind } from './lexer';
