/**
 * Tests of the TextMate grammar (syntaxes/tsn.tmLanguage.json) with the same engine VS Code uses:
 * vscode-textmate on the oniguruma WebAssembly build.
 *
 * - Snapshots: every line of the fixtures, tokenized with the rule stack carried from line to line,
 *   is compared with test/grammar/snapshots/<fixture>.tokens (one line per token: the text as JSON,
 *   then its scopes without source.tsn). `UPDATE_SNAPSHOTS=1` rewrites them; read the diff.
 * - Targeted assertions for the distinctions that matter (a snapshot alone would bless mistakes).
 * - Robustness: random junk never throws, never hangs, and never leaks into the next line.
 *
 * Run: node --import tsx --test test/grammar/grammar.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vsctm from 'vscode-textmate';
import { GRAMMAR_PATH, ROOT, ROOT_SCOPE, loadGrammar } from './textmate';

const FIXTURES = join(ROOT, 'test', 'fixtures');
const SNAPSHOTS = join(__dirname, 'snapshots');
const UPDATE = process.env['UPDATE_SNAPSHOTS'] === '1';

interface Token {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Scopes from the outermost to the innermost, without the root scope. */
  readonly scopes: readonly string[];
}


/** Tokenizes `lines` one after the other, carrying the rule stack, as an editor does. */
async function tokenizeLines(lines: readonly string[], start: vsctm.StateStack = vsctm.INITIAL): Promise<Token[][]> {
  const grammar = await loadGrammar();
  let stack = start;
  const out: Token[][] = [];
  for (const line of lines) {
    const result = grammar.tokenizeLine(line, stack);
    assert.equal(result.stoppedEarly, false, `tokenizing stopped early on ${JSON.stringify(line)}`);
    stack = result.ruleStack;
    out.push(toTokens(line, result.tokens));
  }
  return out;
}

function toTokens(line: string, raw: readonly vsctm.IToken[]): Token[] {
  const tokens: Token[] = [];
  for (const t of raw) {
    const end = Math.min(t.endIndex, line.length);
    if (end <= t.startIndex) continue;
    const scopes = t.scopes[0] === ROOT_SCOPE ? t.scopes.slice(1) : t.scopes.slice();
    tokens.push({ text: line.slice(t.startIndex, end), start: t.startIndex, end, scopes });
  }
  return tokens;
}

async function tokenizeLine(line: string): Promise<Token[]> {
  return (await tokenizeLines([line]))[0]!;
}

function splitText(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Snapshots

function renderSnapshot(fixture: string, lines: readonly string[], tokens: readonly Token[][]): string {
  const out = [
    `# Tokens of test/fixtures/${fixture} under ${ROOT_SCOPE}. Regenerate with UPDATE_SNAPSHOTS=1 and review the diff.`,
    '# Each source line (after ">") is followed by its tokens: the text as JSON, then its scopes',
    `# from the outermost to the innermost, without ${ROOT_SCOPE}.`,
  ];
  lines.forEach((line, i) => {
    out.push('', `> ${line}`);
    for (const t of tokens[i]!) {
      const text = JSON.stringify(t.text);
      out.push(`  ${text.padEnd(12)} ${t.scopes.length ? t.scopes.join(' ') : '(none)'}`);
    }
  });
  return out.join('\n') + '\n';
}

for (const fixture of ['spec-examples.tsn', 'rulings-examples.tsn']) {
  test(`snapshot: ${fixture}`, async () => {
    const lines = splitText(readFileSync(join(FIXTURES, fixture), 'utf8'));
    const actual = renderSnapshot(fixture, lines, await tokenizeLines(lines));
    const file = join(SNAPSHOTS, fixture.replace(/\.tsn$/, '.tokens'));
    if (UPDATE || !existsSync(file)) {
      mkdirSync(SNAPSHOTS, { recursive: true });
      writeFileSync(file, actual);
      if (!UPDATE) assert.fail(`wrote a new snapshot ${file}: review it, then run the tests again`);
      return;
    }
    assert.equal(actual, readFileSync(file, 'utf8'), `tokens differ from ${file} (UPDATE_SNAPSHOTS=1 rewrites it)`);
  });
}

// ---------------------------------------------------------------------------------------------
// Targeted assertions

/**
 * Asserts that the text `needle`, found in `line` at or after `from` (skipping `nth` earlier
 * occurrences), was cut out as a token of its own, or as several tokens, all with `scope`.
 * Returns where it was found.
 */
function expectScope(tokens: readonly Token[], line: string, needle: string, scope: string, nth = 0, from = 0): number {
  let start = from - 1;
  for (let i = 0; i <= nth; i++) {
    start = line.indexOf(needle, start + 1);
    assert.notEqual(start, -1, `${JSON.stringify(needle)} (#${nth} from ${from}) not in ${JSON.stringify(line)}`);
  }
  const end = start + needle.length;
  const covering = tokens.filter((t) => t.end > start && t.start < end);
  const show = covering.map((t) => `${JSON.stringify(t.text)}: ${t.scopes.join(' ')}`).join('\n  ');
  assert.ok(covering.length > 0, `no token for ${JSON.stringify(needle)}`);
  assert.equal(covering[0]!.start, start, `${JSON.stringify(needle)} does not start a token in ${JSON.stringify(line)}:\n  ${show}`);
  assert.equal(covering[covering.length - 1]!.end, end, `${JSON.stringify(needle)} does not end a token in ${JSON.stringify(line)}:\n  ${show}`);
  for (const t of covering) {
    assert.ok(hasScope(t, scope), `${JSON.stringify(needle)} at ${start} in ${JSON.stringify(line)} should be ${scope}:\n  ${show}`);
  }
  return start;
}

function hasScope(t: Token, scope: string): boolean {
  return t.scopes.some((s) => s === scope || s.startsWith(scope + '.'));
}

function expectNoScope(tokens: readonly Token[], line: string, needle: string, scope: string, nth = 0): void {
  let start = -1;
  for (let i = 0; i <= nth; i++) start = line.indexOf(needle, start + 1);
  assert.notEqual(start, -1, `${JSON.stringify(needle)} not in ${JSON.stringify(line)}`);
  const end = start + needle.length;
  for (const t of tokens.filter((t) => t.end > start && t.start < end)) {
    assert.ok(!hasScope(t, scope), `${JSON.stringify(needle)} in ${JSON.stringify(line)} should not be ${scope}: ${t.scopes.join(' ')}`);
  }
}

/**
 * Checks a list of [needle, scope] (or [needle, scope, nth]) on one line, left to right: each
 * needle is looked for from where the previous one starts (so a container may come before its
 * parts), and the round label is skipped.
 */
async function check(line: string, expectations: ReadonlyArray<readonly [string, string] | readonly [string, string, number]>) {
  const tokens = await tokenizeLine(line);
  let from = /^[ \t]*[0-9]+\.[A-Za-z0-9]+/.exec(line)?.[0].length ?? 0;
  for (const [needle, scope, nth] of expectations) from = expectScope(tokens, line, needle, scope, nth ?? 0, from);
  return tokens;
}

function invalidTokens(tokens: readonly Token[]): Token[] {
  return tokens.filter((t) => t.scopes.some((s) => s.startsWith('invalid')));
}

const CARD = 'support.class.card.tsn';
const COUNTRY = 'variable.other.country.tsn';
const COUNT = 'constant.numeric.count.tsn';
const DIE = 'constant.numeric.die.tsn';

test('# at the start of a line is a comment; inside a play it is the coup symbol', async () => {
  const comment = '# NAS#IR6+3 D3 ; SME=-4';
  const tokens = await tokenizeLine(comment);
  assert.ok(tokens.every((t) => hasScope(t, 'comment.line.number-sign.tsn')), 'the whole line is a comment');
  expectScope(tokens, comment, '#', 'punctuation.definition.comment.tsn');
  await check('   # indented comment', [['# indented comment', 'comment.line.number-sign.tsn']]);

  const play = '1.5   NAS#IR6+3 D3 ; SME=-4';
  const t = await check(play, [
    ['NAS#IR6+3 D3', 'meta.part.ussr.tsn'],
    ['NAS', CARD],
    ['#IR6+3', 'meta.roll.coup.tsn'],
    ['#', 'keyword.operator.coup.tsn'],
    ['IR', COUNTRY],
    ['6', DIE],
    ['+', 'keyword.operator.success.tsn'],
    ['3', 'constant.numeric.result.tsn'],
    ['D3', 'constant.numeric.defcon.tsn'],
    [';', 'punctuation.separator.sides.tsn'],
    ['SME=-4', 'meta.part.us.tsn'],
    ['SME', CARD],
    ['=-4', 'constant.numeric.vp.tsn'],
    ['=', 'punctuation.definition.vp.tsn'],
  ]);
  expectNoScope(t, play, '#', 'comment');
  assert.deepEqual(invalidTokens(t), []);
});

test('round labels: turn, dot and round, each kind of round', async () => {
  for (const [label, round] of [
    ['1.S', 'keyword.other.round.setup.tsn'],
    ['1.D', 'keyword.other.round.deal.tsn'],
    ['4.H', 'keyword.other.round.headline.tsn'],
    ['10.8', 'keyword.other.round.action.tsn'],
    ['3.E', 'keyword.other.round.end.tsn'],
  ] as const) {
    const line = `${label}   — ; —`;
    const tokens = await tokenizeLine(line);
    const dot = label.indexOf('.');
    expectScope(tokens, line, label, 'keyword.other.round.tsn');
    expectScope(tokens, line, label.slice(0, dot), 'keyword.other.round.turn.tsn');
    expectScope(tokens, line, '.', 'punctuation.separator.round.tsn');
    expectScope(tokens, line, label.slice(dot + 1), round, 0, dot + 1);
    expectScope(tokens, line, '—', 'constant.language.no-play.tsn');
  }
  // Labels that do not exist are marked, not guessed.
  const bad = async (line: string, needle: string, scope: string) => expectScope(await tokenizeLine(line), line, needle, scope);
  await bad('11.1   NAS@ ; —', '11', 'invalid.illegal.turn.tsn');
  await bad('1.9   NAS@ ; —', '9', 'invalid.illegal.round.tsn');
  await bad('1.h   NAS ; CON', 'h', 'invalid.illegal.round.tsn');
  await bad('2.S   PL ; IT', '2', 'invalid.illegal.turn.tsn');
  await bad('1.X   NAS ; CON', 'X', 'invalid.illegal.round.tsn');
});

test('JP2 at the start of a play is a card; IT2 after & is a country and a count', async () => {
  await check('4.3   JP2&IT2 PL ; DGL&JP2', [
    ['JP2', CARD],
    ['&', 'keyword.operator.influence.tsn'],
    ['IT2', 'meta.influence.tsn'],
    ['IT', COUNTRY],
    ['2', COUNT],
    ['PL', COUNTRY],
    ['DGL', CARD],
    // After & the same three characters are Japan and a count.
    ['JP', COUNTRY],
    ['2', COUNT],
  ]);
  // Other country items.
  await check('2.3   IT- ; SUE(FR-2 IL- UK-2)', [
    ['IT', COUNTRY],
    ['-', 'keyword.operator.sign.tsn'],
    ['SUE', CARD],
    ['(FR-2 IL- UK-2)', 'meta.other-side.tsn'],
    ['(', 'punctuation.section.parens.begin.tsn'],
    ['FR', COUNTRY],
    ['-', 'keyword.operator.sign.tsn'],
    ['2', COUNT],
    [')', 'punctuation.section.parens.end.tsn'],
  ]);
  // The setup line holds countries only: JP2 there is Japan 2 (a bid).
  await check('1.S   AT DD HU3 YU ; DK FI FR GR2 JP2', [
    ['HU', COUNTRY],
    ['3', COUNT],
    ['JP', COUNTRY],
    ['2', COUNT],
  ]);
  // A card played inside a play: the code right after @ is a card.
  await check('1.1   UNI@NAS&TW ; FYP&AF2 IT >TRU@AT-', [
    ['UNI', CARD],
    ['NAS', CARD],
    ['TW', COUNTRY],
    ['FYP', CARD],
    ['>', 'keyword.operator.card-move.tsn'],
    ['TRU', CARD],
    ['AT', COUNTRY],
  ]);
  await check('1.1   UNI@JP2&TW ; KOR#PA5+3 D2 NOR@(IT)', [
    ['JP2', CARD],
    ['NOR', CARD],
    ['IT', COUNTRY],
  ]);
});

test('DD2 is East Germany with 2, D3 is DEFCON', async () => {
  await check('1.6   FYP&AF2 IT >CON ; WPF&FR MA PA@(DD2 HU2 RO) D3', [
    ['>CON', 'meta.card-move.tsn'],
    ['CON', CARD],
    ['DD', COUNTRY],
    ['2', COUNT],
    ['D3', 'constant.numeric.defcon.tsn'],
  ]);
  await check('3.E   D4 ; —', [['D4', 'constant.numeric.defcon.tsn']]);
  await check('3.2   NAS#IR6+3 D7 ; —', [['7', 'invalid.illegal.defcon.tsn']]);
});

test('regions, hidden cards, comments, no play, separator and annotations', async () => {
  await check('3.4   SAS ; CNB@As', [
    ['CNB', CARD],
    ['@', 'keyword.operator.event.tsn'],
    ['As', 'constant.language.region.tsn'],
  ]);
  await check('5.4   OMT&CS SE@ >SAL ([^NTB KIT OPE SAD]) ; SAU*2+', [
    ['SE', COUNTRY],
    ['[^NTB KIT OPE SAD]', 'meta.other-side.tsn'],
    ['[^NTB KIT OPE SAD]', 'meta.hidden-cards.tsn'],
    ['[', 'punctuation.definition.hidden-cards.begin.tsn'],
    ['^', 'keyword.operator.returned.tsn'],
    ['NTB', CARD],
    ['KIT', CARD],
    [']', 'punctuation.definition.hidden-cards.end.tsn'],
    ['*', 'keyword.operator.space.tsn'],
    ['2', DIE],
    ['+', 'keyword.operator.success.tsn'],
  ]);
  await check('5.D   [FYP ASK JP2] ; [SOC CB5]', [
    ['FYP', CARD],
    ['JP2', CARD],
    [';', 'punctuation.separator.sides.tsn'],
    ['CB5', CARD],
  ]);
  const comment = '3.4   IND#PA5+3@(CS2) {cancelled by DEF} ; CNB@As';
  const tokens = await check(comment, [
    ['{cancelled by DEF}', 'comment.block.tsn'],
    ['{', 'punctuation.definition.comment.begin.tsn'],
    ['}', 'punctuation.definition.comment.end.tsn'],
    [';', 'punctuation.separator.sides.tsn'],
  ]);
  expectNoScope(tokens, comment, 'DEF', CARD);
  await check('8.7   ORT@#CU1 D1 ; —', [
    ['#', 'keyword.operator.coup.tsn'],
    ['CU', COUNTRY],
    ['1', DIE],
    ['D1', 'constant.numeric.defcon.tsn'],
    ['—', 'constant.language.no-play.tsn'],
  ]);
  await check('2.E   -- ; =-1 D5', [['--', 'constant.language.no-play.tsn']]);
  await check('2.4   KOR*3+ =-2 ; NAS#IR6+3!?', [
    ['=-2', 'constant.numeric.vp.tsn'],
    [';', 'punctuation.separator.sides.tsn'],
    ['!?', 'keyword.other.annotation.tsn'],
  ]);
  await check('2.5   NAS#IR6+3?? ; SOC@IT2!', [
    ['??', 'keyword.other.annotation.tsn'],
    ['IT', COUNTRY],
    ['!', 'keyword.other.annotation.tsn'],
  ]);
  // One ; separates the parts; a second one is an error.
  await check('1.1   NAS ; CON ; DUC', [
    [';', 'punctuation.separator.sides.tsn'],
    [';', 'invalid.illegal.separator.tsn', 1],
  ]);
});

test('each play symbol and each kind of roll has its own scope', async () => {
  await check('1.1   CHN/KR3:6 UK5:2 ; QUA~3+', [
    ['/', 'keyword.operator.realign.tsn'],
    ['KR3:6', 'meta.roll.realign.tsn'],
    ['KR', COUNTRY],
    ['3', DIE],
    [':', 'punctuation.separator.dice.tsn'],
    ['6', DIE],
    ['UK5:2', 'meta.roll.realign.tsn'],
    ['~', 'keyword.operator.trap.tsn'],
    ['3', DIE],
    ['+', 'keyword.operator.success.tsn'],
  ]);
  await check('2.1   NAS@(EG2) &TW ; KOR@xKR4+ #SY6+5', [
    ['x', 'keyword.operator.war.tsn'],
    ['KR', COUNTRY],
    ['4', DIE],
    ['+', 'keyword.operator.success.tsn'],
    ['#', 'keyword.operator.coup.tsn'],
    ['SY', COUNTRY],
    ['5', 'constant.numeric.result.tsn'],
  ]);
  await check('3.1   OLY@d3:5 d4:1 =-2 ; OLY@d4:6', [
    ['d', 'keyword.operator.dice.tsn'],
    ['3', DIE],
    ['5', DIE],
    ['d4:1', 'meta.roll.dice.tsn'],
    ['=-2', 'constant.numeric.vp.tsn'],
  ]);
  await check('1.E   =+2 ; >CON D4', [['=+2', 'constant.numeric.vp.tsn']]);
  await check('1.7   SAS ; SAS=0', [['=0', 'constant.numeric.vp.tsn']]);
});

test('tags, the replay block and malformed text', async () => {
  await check('[Result "US wins (DEFCON 1), turn 8, VP 20"]', [
    ['[Result', 'meta.tag.tsn'],
    ['[', 'punctuation.definition.tag.begin.tsn'],
    ['Result', 'entity.name.tag.tsn'],
    ['"US wins (DEFCON 1), turn 8, VP 20"', 'string.quoted.double.tsn'],
    [']', 'punctuation.definition.tag.end.tsn'],
  ]);
  await check('[Event "a \\"quoted\\" word"]', [['\\"', 'constant.character.escape.tsn']]);
  await check('[Event unquoted]', [['unquoted', 'invalid.illegal.tag.tsn']]);

  const replay = ['{seed 1938274651}', '{5.15.0.0 5.15.0.0 5.18.0.0}'];
  const [seed, decisions] = await tokenizeLines(replay);
  expectScope(seed!, replay[0]!, '{seed 1938274651}', 'meta.replay.tsn');
  expectScope(seed!, replay[0]!, 'seed', 'keyword.other.seed.tsn');
  expectScope(seed!, replay[0]!, '1938274651', 'constant.numeric.seed.tsn');
  expectScope(decisions!, replay[1]!, replay[1]!, 'comment.block.replay.tsn');

  // The replay block may wrap; it runs to its }.
  const wrapped = ['{5.15.0.0 5.15.0.0', '5.18.0.0 6.1.0.0}', '1.1   NAS@ ; —'];
  const w = await tokenizeLines(wrapped);
  expectScope(w[1]!, wrapped[1]!, wrapped[1]!, 'meta.replay.tsn');
  expectScope(w[2]!, wrapped[2]!, '1.1', 'keyword.other.round.tsn');

  // Junk inside a play is marked, not silently accepted.
  await check('1.1   TEC/IT4:3 ; NAS, CON.', [
    ['TEC', 'invalid.illegal.unknown-card.tsn'],
    [',', 'invalid.illegal.character.tsn'],
    ['.', 'invalid.illegal.character.tsn'],
  ]);
  await check('1.1   NAS@EG2) ; CON}', [
    [')', 'invalid.illegal.bracket.tsn'],
    ['}', 'invalid.illegal.bracket.tsn'],
  ]);
  await check('1.1   NAS@((EG2)) ; CON', [
    ['(', 'punctuation.section.parens.begin.tsn'],
    ['(', 'invalid.illegal.bracket.tsn', 1],
    [')', 'punctuation.section.parens.end.tsn'],
    [')', 'invalid.illegal.bracket.tsn', 1],
  ]);
  await check('just some prose', [['just some prose', 'invalid.illegal.line.tsn']]);
});

test('every card of the reference is a card, every country a country', async () => {
  const cards = (JSON.parse(readFileSync(join(FIXTURES, 'reference', 'cards.json'), 'utf8')) as { cards: { tsn_code: string }[] }).cards;
  const countries = (JSON.parse(readFileSync(join(FIXTURES, 'reference', 'countries.json'), 'utf8')) as { countries: { code: string }[] }).countries;
  assert.equal(cards.length, 110);
  for (const { tsn_code: code } of cards) {
    const line = `1.1   ${code}@ >${code} [${code}] ; —`;
    const tokens = await tokenizeLine(line);
    for (let nth = 0; nth < 3; nth++) expectScope(tokens, line, code, CARD, nth);
  }
  for (const { code } of countries) {
    const line = `1.1   DGL&${code}2 ${code}- ; NAS#${code}6+3 /${code}4:3`;
    const tokens = await tokenizeLine(line);
    for (let nth = 0; nth < 4; nth++) expectScope(tokens, line, code, COUNTRY, nth);
    assert.deepEqual(invalidTokens(tokens), [], line);
  }
});

test('fixtures: no invalid token except the spec placeholder TEC', async () => {
  for (const fixture of ['spec-examples.tsn', 'rulings-examples.tsn']) {
    const lines = splitText(readFileSync(join(FIXTURES, fixture), 'utf8'));
    const tokens = await tokenizeLines(lines);
    // TEC is the specification's placeholder for a card (tsn-rulings.md: not a card).
    const invalid = tokens.flatMap((line) => invalidTokens(line).map((t) => t.text)).filter((text) => text !== 'TEC');
    assert.deepEqual(invalid, [], fixture);
  }
});

test('an unclosed bracket, parenthesis, quote or { comment ends with its line', async () => {
  const next = '1.2   NAS#IR6+3 ; CON';
  const expected = await tokenizeLine(next);
  for (const broken of [
    '1.1   NAS {oops',
    '1.1   NAS@(EG2 ; CON',
    '1.1   ASK#MY1@ ([JUN PEC',
    '1.D   [SEU SME ; [FYP',
    '[Event "unterminated',
    '[Event "x"',
    '1.1   NAS ; CON {',
  ]) {
    const [, after] = await tokenizeLines([broken, next]);
    assert.deepEqual(after, expected, `the line after ${JSON.stringify(broken)} is affected`);
  }
  // Unclosed brackets give way to the separator: the US part is still read.
  await check('1.1   NAS@(EG2 ; CON', [[';', 'punctuation.separator.sides.tsn'], ['CON', CARD]]);
  await check('1.D   [SEU SME ; [FYP', [[';', 'punctuation.separator.sides.tsn'], ['FYP', CARD]]);
});

test('only the replay block may span lines', () => {
  const grammar = JSON.parse(readFileSync(GRAMMAR_PATH, 'utf8')) as { repository: Record<string, unknown> };
  const offenders: string[] = [];
  const visit = (rule: unknown, where: string) => {
    if (!rule || typeof rule !== 'object') return;
    const r = rule as { begin?: string; end?: string; patterns?: unknown[] };
    if (typeof r.begin === 'string' && where !== 'replay') {
      // `$` as a whole alternative of the end pattern closes the rule at the end of the line.
      if (typeof r.end !== 'string' || !/(^|\|)\$$/.test(r.end)) offenders.push(`${where}: end ${r.end}`);
    }
    (r.patterns ?? []).forEach((p, i) => visit(p, `${where}/${i}`));
  };
  for (const [name, rule] of Object.entries(grammar.repository)) visit(rule, name);
  assert.deepEqual(offenders, []);
});

// ---------------------------------------------------------------------------------------------
// Robustness

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function junkLines(count: number, seed: number): string[] {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const pieces = [
    '[', ']', '(', ')', '{', '}', '[^', '"', '\\', ';', ' ; ', '#', '@', '&', '/', '*', '~', '>', '=', '=+', '—', '--',
    '!?', '???', 'NAS', 'JP2', 'IT2', 'DD2', 'D3', 'D9', 'IR6+3', 'KR4:3', 'xKR4+', 'd4:6', 'As', 'TEC', '1.1', '10.8',
    '1.S', '1.D', '1.E', '1.H', '99.99', '{seed ', '…', 'é', '\t', '   ', '\u2014\u2014', '$', '^', '.',
  ];
  const lines: string[] = [];
  for (let n = 0; n < count; n++) {
    const length = Math.floor(rnd() * 60);
    let line = '';
    while (line.length < length) {
      line += rnd() < 0.5 ? pick(pieces) : printable[Math.floor(rnd() * printable.length)];
    }
    // Start some lines like real ones, so the junk reaches the inner rules.
    const start = rnd();
    if (start < 0.3) line = `${1 + Math.floor(rnd() * 10)}.${pick(['1', '5', 'H', 'D', 'E', 'S'])}   ${line}`;
    else if (start < 0.4) line = `[${line}`;
    lines.push(line);
  }
  return lines;
}

test('2,000 lines of junk: no exception, no hang, every character in a token', async () => {
  const lines = junkLines(2000, 20261104);
  const started = Date.now();
  const tokens = await tokenizeLines(lines);
  const elapsed = Date.now() - started;
  assert.ok(elapsed < 20_000, `tokenizing took ${elapsed} ms`);
  tokens.forEach((lineTokens, i) => {
    const line = lines[i]!;
    assert.equal(lineTokens.map((t) => t.text).join(''), line, `tokens do not cover line ${i + 1}`);
  });
});

test('pathological lines stay fast and leave the next line alone', async () => {
  const next = '1.2   NAS#IR6+3 D3 ; SME=-4';
  const expected = await tokenizeLine(next);
  for (const line of [
    '1.1   NAS' + '('.repeat(5000),
    '1.1   NAS ' + '[^'.repeat(5000),
    '1.1   ' + 'NAS#IR6+3 D3 '.repeat(1000) + ' ; ' + 'CHN/KR3:6 '.repeat(1000),
    '[Event ' + '"'.repeat(5001),
    '1.1   ' + '='.repeat(10000) + '-'.repeat(10000) + '!?'.repeat(5000),
    '{' + '5.15.0.0 '.repeat(5000) + '}',
  ]) {
    const started = Date.now();
    const [, after] = await tokenizeLines([line, next]);
    const elapsed = Date.now() - started;
    assert.ok(elapsed < 10_000, `${elapsed} ms for ${JSON.stringify(line.slice(0, 40))}…`);
    assert.deepEqual(after, expected, `the line after ${JSON.stringify(line.slice(0, 40))}…`);
  }
});

test('junk never leaks into the next line (except an unclosed replay block at a line start)', async () => {
  const next = '1.2   NAS#IR6+3 D3 ; SME=-4';
  const expected = await tokenizeLine(next);
  const grammar = await loadGrammar();
  for (const junk of junkLines(2000, 7)) {
    if (/^[ \t]*\{/.test(junk)) continue;
    const first = grammar.tokenizeLine(junk, vsctm.INITIAL);
    const second = grammar.tokenizeLine(next, first.ruleStack);
    assert.deepEqual(toTokens(next, second.tokens), expected, `after ${JSON.stringify(junk)}`);
  }
});
