export * from './ast';
export { parseTsn, parseTsnSteps, parseLinesSteps, parseLine, MAX_NESTING, roundOrder, type ParseResult, type LinesParse, type ParsedLine } from './parser';
export { SyntaxLines } from './lines';
export { makeTsn, printPart, printLabel, printEffectText, printVp } from './printer';
export { tokenize, type Token, type TokenKind } from './lexer';
