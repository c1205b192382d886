/**
 * Checks snippets/tsn.code-snippets and language-configuration.json:
 * - the snippets file is JSON, each snippet has a prefix, a body and a description, and each body
 *   is well-formed snippet syntax (every ${…} closed, known variables, consistent tab stops);
 * - each body, with its placeholders replaced by their defaults, tokenizes with the TSN grammar
 *   without a single invalid.* scope;
 * - the language configuration is JSON with the keys VS Code needs, and its wordPattern keeps the
 *   parts of a play (NAS#IR6+3: NAS, IR6, 3) separately selectable.
 *
 * Run: node --import tsx --test test/grammar/snippets.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vsctm from 'vscode-textmate';
import { ROOT, loadGrammar } from './textmate';

const SNIPPETS_PATH = join(ROOT, 'snippets', 'tsn.code-snippets');
const CONFIG_PATH = join(ROOT, 'language-configuration.json');

// ---------------------------------------------------------------------------------------------
// The grammar


/** The invalid tokens of `lines` ("line: text (scopes)"), the rule stack carried across lines. */
async function invalidTokens(lines: readonly string[]): Promise<string[]> {
  const grammar = await loadGrammar();
  let stack = vsctm.INITIAL;
  const found: string[] = [];
  for (const line of lines) {
    const result = grammar.tokenizeLine(line, stack);
    stack = result.ruleStack;
    for (const t of result.tokens) {
      if (t.scopes.some((s) => s.startsWith('invalid'))) {
        found.push(`${JSON.stringify(line)}: ${JSON.stringify(line.slice(t.startIndex, t.endIndex))} (${t.scopes.join(' ')})`);
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Snippet syntax (VS Code's flavour of TextMate snippets)

type SnippetNode =
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'tabstop'; readonly index: number; readonly children: readonly SnippetNode[] | null }
  | { readonly kind: 'choice'; readonly index: number; readonly options: readonly string[] }
  | { readonly kind: 'variable'; readonly name: string; readonly children: readonly SnippetNode[] | null };

/** The variables VS Code resolves in snippets. */
const KNOWN_VARIABLES = new Set([
  'TM_SELECTED_TEXT', 'TM_CURRENT_LINE', 'TM_CURRENT_WORD', 'TM_LINE_INDEX', 'TM_LINE_NUMBER', 'TM_FILENAME',
  'TM_FILENAME_BASE', 'TM_DIRECTORY', 'TM_FILEPATH', 'RELATIVE_FILEPATH', 'CLIPBOARD', 'WORKSPACE_NAME',
  'WORKSPACE_FOLDER', 'CURSOR_INDEX', 'CURSOR_NUMBER', 'CURRENT_YEAR', 'CURRENT_YEAR_SHORT', 'CURRENT_MONTH',
  'CURRENT_MONTH_NAME', 'CURRENT_MONTH_NAME_SHORT', 'CURRENT_DATE', 'CURRENT_DAY_NAME', 'CURRENT_DAY_NAME_SHORT',
  'CURRENT_HOUR', 'CURRENT_MINUTE', 'CURRENT_SECOND', 'CURRENT_SECONDS_UNIX', 'CURRENT_TIMEZONE_OFFSET', 'RANDOM',
  'RANDOM_HEX', 'UUID', 'BLOCK_COMMENT_START', 'BLOCK_COMMENT_END', 'LINE_COMMENT',
]);

class SnippetSyntaxError extends Error {}

/**
 * Parses a snippet body. Stricter than VS Code, which reads a malformed `${` as plain text: here
 * every `${` must be closed, and a `$` that starts nothing must be escaped as `\$`.
 */
function parseSnippet(source: string): SnippetNode[] {
  let pos = 0;
  const fail = (message: string): never => {
    throw new SnippetSyntaxError(`${message} at offset ${pos} of ${JSON.stringify(source)}`);
  };
  const readInt = (): number => {
    const m = /^[0-9]+/.exec(source.slice(pos));
    if (!m) return fail('expected a tab stop number');
    pos += m[0].length;
    return Number(m[0]);
  };
  const readName = (): string => {
    const m = /^[_A-Za-z][_A-Za-z0-9]*/.exec(source.slice(pos));
    if (!m) return fail('expected a variable name');
    pos += m[0].length;
    return m[0];
  };
  const expect = (text: string): void => {
    if (!source.startsWith(text, pos)) fail(`expected ${JSON.stringify(text)}`);
    pos += text.length;
  };

  const parseChoice = (index: number): SnippetNode => {
    const options: string[] = [];
    let current = '';
    for (;;) {
      if (pos >= source.length) fail('unclosed choice ${n|…|}');
      const c = source[pos]!;
      if (c === '\\' && pos + 1 < source.length && ',|\\$}'.includes(source[pos + 1]!)) {
        current += source[pos + 1];
        pos += 2;
      } else if (c === ',') {
        options.push(current);
        current = '';
        pos++;
      } else if (c === '|') {
        options.push(current);
        pos++;
        expect('}');
        return { kind: 'choice', index, options };
      } else {
        current += c;
        pos++;
      }
    }
  };

  const parseDollar = (): SnippetNode => {
    pos++; // $
    const c = source[pos];
    if (c !== undefined && /[0-9]/.test(c)) return { kind: 'tabstop', index: readInt(), children: null };
    if (c !== undefined && /[_A-Za-z]/.test(c)) return { kind: 'variable', name: readName(), children: null };
    if (c !== '{') return fail('a lone $ (write \\$ for a dollar sign)');
    pos++; // {
    const d = source[pos];
    if (d !== undefined && /[0-9]/.test(d)) {
      const index = readInt();
      const e = source[pos];
      if (e === '}') {
        pos++;
        return { kind: 'tabstop', index, children: null };
      }
      if (e === ':') {
        pos++;
        const children = parseNodes(true);
        expect('}');
        return { kind: 'tabstop', index, children };
      }
      if (e === '|') {
        pos++;
        return parseChoice(index);
      }
      return fail('expected }, : or | after the tab stop number');
    }
    if (d !== undefined && /[_A-Za-z]/.test(d)) {
      const name = readName();
      const e = source[pos];
      if (e === '}') {
        pos++;
        return { kind: 'variable', name, children: null };
      }
      if (e === ':') {
        pos++;
        const children = parseNodes(true);
        expect('}');
        return { kind: 'variable', name, children };
      }
      return fail('expected } or : after the variable name (transforms are not used here)');
    }
    return fail('malformed ${');
  };

  const parseNodes = (inside: boolean): SnippetNode[] => {
    const nodes: SnippetNode[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', value: text });
      text = '';
    };
    while (pos < source.length) {
      const c = source[pos]!;
      if (c === '\\' && pos + 1 < source.length && '$}\\'.includes(source[pos + 1]!)) {
        text += source[pos + 1];
        pos += 2;
      } else if (c === '}' && inside) {
        break;
      } else if (c === '$') {
        flush();
        nodes.push(parseDollar());
      } else {
        text += c;
        pos++;
      }
    }
    if (inside && pos >= source.length) fail('unclosed ${');
    flush();
    return nodes;
  };

  // At the top level a } is plain text, as in VS Code ({${1:comment}} inserts {comment}).
  return parseNodes(false);
}

function* walk(nodes: readonly SnippetNode[]): Generator<SnippetNode> {
  for (const node of nodes) {
    yield node;
    if ((node.kind === 'tabstop' || node.kind === 'variable') && node.children) yield* walk(node.children);
  }
}

/** Problems beyond the syntax: unknown variables, conflicting or missing tab stops. */
function checkTabStops(nodes: readonly SnippetNode[]): string[] {
  const problems: string[] = [];
  const defaults = new Map<number, string>();
  const indexes = new Set<number>();
  let finals = 0;
  for (const node of walk(nodes)) {
    if (node.kind === 'variable' && !KNOWN_VARIABLES.has(node.name)) problems.push(`unknown variable $${node.name}`);
    if (node.kind === 'tabstop' || node.kind === 'choice') {
      indexes.add(node.index);
      if (node.index === 0) {
        finals++;
        if (node.kind !== 'tabstop' || node.children) problems.push('$0 has a default');
        continue;
      }
      const value = node.kind === 'choice' ? `|${node.options.join(',')}|` : node.children ? JSON.stringify(node.children) : null;
      if (value !== null) {
        const before = defaults.get(node.index);
        if (before !== undefined && before !== value) problems.push(`tab stop ${node.index} has two different defaults`);
        defaults.set(node.index, value);
      }
    }
  }
  if (finals > 1) problems.push('$0 appears more than once');
  const numbered = [...indexes].filter((i) => i > 0).sort((a, b) => a - b);
  numbered.forEach((index, i) => {
    if (index !== i + 1) problems.push(`tab stops are not numbered 1, 2, 3…: found ${numbered.join(', ')}`);
  });
  return [...new Set(problems)];
}

const SAMPLE_VARIABLES: Record<string, string> = { CURRENT_YEAR: '2026', CURRENT_MONTH: '11', CURRENT_DATE: '04' };

/** The text the snippet inserts when every placeholder keeps its default. */
function expand(nodes: readonly SnippetNode[]): string {
  const defaults = new Map<number, readonly SnippetNode[]>();
  for (const node of walk(nodes)) {
    if (node.kind === 'tabstop' && node.children && !defaults.has(node.index)) defaults.set(node.index, node.children);
  }
  const render = (list: readonly SnippetNode[], depth: number): string => {
    if (depth > 20) throw new Error('a tab stop mirrors itself');
    return list
      .map((node) => {
        switch (node.kind) {
          case 'text':
            return node.value;
          case 'choice':
            return node.options[0] ?? '';
          case 'variable':
            return SAMPLE_VARIABLES[node.name] ?? (node.children ? render(node.children, depth + 1) : '');
          case 'tabstop': {
            const children = node.children ?? defaults.get(node.index);
            return children ? render(children, depth + 1) : '';
          }
        }
      })
      .join('');
  };
  return render(nodes, 0);
}

interface Snippet {
  scope?: unknown;
  prefix?: unknown;
  body?: unknown;
  description?: unknown;
}

function readSnippets(): Record<string, Snippet> {
  const text = readFileSync(SNIPPETS_PATH, 'utf8');
  const parsed: unknown = JSON.parse(text); // plain JSON: no comments, no trailing commas
  assert.ok(parsed && typeof parsed === 'object' && !Array.isArray(parsed), 'the snippets file is a JSON object');
  return parsed as Record<string, Snippet>;
}

function bodyText(snippet: Snippet): string {
  return Array.isArray(snippet.body) ? snippet.body.join('\n') : String(snippet.body);
}

// ---------------------------------------------------------------------------------------------
// Tests: snippets

test('snippets: valid JSON, each with prefix, body and description, for tsn', () => {
  const snippets = readSnippets();
  const names = Object.keys(snippets);
  assert.ok(names.length >= 10, `only ${names.length} snippets`);
  const prefixes = new Map<string, string>();
  for (const [name, snippet] of Object.entries(snippets)) {
    const prefixList = typeof snippet.prefix === 'string' ? [snippet.prefix] : snippet.prefix;
    assert.ok(Array.isArray(prefixList) && prefixList.length > 0, `${name}: prefix is a string or a non-empty array`);
    for (const prefix of prefixList) {
      assert.ok(typeof prefix === 'string' && /^[A-Za-z][\w-]*$/.test(prefix), `${name}: prefix ${JSON.stringify(prefix)}`);
      assert.ok(!prefixes.has(prefix), `${name}: prefix ${prefix} is also used by ${prefixes.get(prefix)}`);
      prefixes.set(prefix, name);
    }
    const body = snippet.body;
    assert.ok(
      typeof body === 'string' || (Array.isArray(body) && body.length > 0 && body.every((l) => typeof l === 'string')),
      `${name}: body is a string or an array of strings`,
    );
    assert.ok(typeof snippet.description === 'string' && snippet.description.length >= 20, `${name}: a clear description`);
    if (snippet.scope !== undefined) assert.equal(snippet.scope, 'tsn', `${name}: scope`);
    assert.ok(!bodyText(snippet).includes('\t'), `${name}: TSN aligns with spaces, not tabs`);
  }
});

test('snippets: well-formed snippet syntax', () => {
  for (const [name, snippet] of Object.entries(readSnippets())) {
    const source = bodyText(snippet);
    let nodes: SnippetNode[] = [];
    assert.doesNotThrow(() => {
      nodes = parseSnippet(source);
    }, `${name}: ${source}`);
    assert.deepEqual(checkTabStops(nodes), [], name);
    const placeholders = [...walk(nodes)].filter((n) => n.kind !== 'text');
    assert.ok(placeholders.length > 0, `${name}: has tab stops`);
  }
});

test('the snippet parser rejects malformed bodies', () => {
  for (const bad of ['${1:CARD', '${1:${2:x}', '${CARD', '${1|a,b}', '$', 'a $ b']) {
    assert.throws(() => parseSnippet(bad), SnippetSyntaxError, bad);
  }
  assert.deepEqual(checkTabStops(parseSnippet('${1:a} ${1:b}')), ['tab stop 1 has two different defaults']);
  assert.deepEqual(checkTabStops(parseSnippet('${1:a} ${3:b}')), ['tab stops are not numbered 1, 2, 3…: found 1, 3']);
  assert.deepEqual(checkTabStops(parseSnippet('$CURRENT_DAY')), ['unknown variable $CURRENT_DAY']);
  assert.equal(expand(parseSnippet('${2:$1.D\n}${1:4}.H \\$ {${3:x}}')), '4.D\n4.H $ {x}');
});

test('snippets: each body with its defaults tokenizes without an invalid scope', async () => {
  for (const [name, snippet] of Object.entries(readSnippets())) {
    const text = expand(parseSnippet(bodyText(snippet)));
    const lines = text.split('\n');
    const first = lines.find((l) => l.trim() !== '') ?? '';
    // Whole lines (tags, round labels, comments) as they are; a play inside a round line, on either side.
    const contexts = /^[ \t]*(\[|#|[0-9]+\.)/.test(first)
      ? [lines]
      : [[`1.1   ${text} ; —`], [`1.1   — ; ${text}`]];
    for (const context of contexts) {
      assert.ok(context.length > 1 || !context[0]!.includes('\n'), `${name}: a play snippet stays on one line`);
      assert.deepEqual(await invalidTokens(context), [], `${name}:\n${context.join('\n')}`);
    }
  }
});

test('the new game snippet writes the seven tags, today, the setup and the headline', () => {
  const snippets = readSnippets();
  const game = Object.values(snippets).find((s) => (Array.isArray(s.prefix) ? s.prefix : [s.prefix]).includes('game'));
  assert.ok(game, 'a snippet with prefix "game"');
  const text = expand(parseSnippet(bodyText(game)));
  const tags = [...text.matchAll(/^\[(\w+) "/gm)].map((m) => m[1]);
  assert.deepEqual(tags, ['Event', 'Site', 'Date', 'US', 'USSR', 'Result', 'Notation']);
  assert.match(text, /^\[Date "2026\.11\.04"\]$/m);
  assert.match(text, /^\[Notation "TSN 2"\]$/m);
  assert.match(text, /^1\.S   .+ ; .+$/m);
  assert.match(text, /^1\.H   .+ ; .+$/m);
  assert.match(bodyText(game), /\$CURRENT_YEAR\.\$CURRENT_MONTH\.\$CURRENT_DATE/);
});

test('the turn snippets: optional deal, headline, 6 or 7 action rounds', () => {
  const rounds = new Map<number, number>();
  for (const snippet of Object.values(readSnippets())) {
    const text = expand(parseSnippet(bodyText(snippet)));
    const labels = [...text.matchAll(/^([0-9]+)\.([0-9]+|[A-Z])   /gm)].map((m) => m[2]);
    if (!labels.includes('H') || !labels.includes('1')) continue;
    assert.deepEqual(labels.slice(0, 2), ['D', 'H'], 'the deal line, then the headline');
    const actionRounds = labels.filter((l) => /^[0-9]+$/.test(l!)).length;
    rounds.set(actionRounds, (rounds.get(actionRounds) ?? 0) + 1);
    // The deal line is one placeholder of its own, so that it can be deleted in one keystroke.
    assert.match(bodyText(snippet), /^\$\{2:\$1\.D [^\n]*\n\}/);
  }
  assert.deepEqual([...rounds.keys()].sort(), [6, 7]);
});

// ---------------------------------------------------------------------------------------------
// Tests: language configuration

interface LanguageConfiguration {
  comments?: { lineComment?: unknown; blockComment?: unknown };
  brackets?: unknown;
  autoClosingPairs?: unknown;
  surroundingPairs?: unknown;
  wordPattern?: unknown;
  folding?: { markers?: { start?: unknown; end?: unknown } };
}

function pairsOf(value: unknown): string[] {
  assert.ok(Array.isArray(value), 'a list of pairs');
  return value.map((p: unknown) => {
    if (Array.isArray(p)) return `${p[0]}${p[1]}`;
    const pair = p as { open?: unknown; close?: unknown };
    return `${String(pair.open)}${String(pair.close)}`;
  });
}

function wordRegExp(config: LanguageConfiguration): RegExp {
  const wp = config.wordPattern;
  if (typeof wp === 'string') return new RegExp(wp, 'g');
  const { pattern, flags } = wp as { pattern: string; flags?: string };
  return new RegExp(pattern, (flags ?? '').includes('g') ? flags : `${flags ?? ''}g`);
}

function words(re: RegExp, text: string): string[] {
  return [...text.matchAll(re)].map((m) => m[0]);
}

test('language configuration: valid JSON with the keys VS Code reads', () => {
  const config = JSON.parse(readFileSync(CONFIG_PATH, 'utf8')) as LanguageConfiguration;
  assert.equal(config.comments?.lineComment, '#');
  assert.deepEqual(pairsOf(config.brackets).sort(), ['()', '[]', '{}']);
  for (const pair of ['[]', '()', '{}', '""']) {
    assert.ok(pairsOf(config.autoClosingPairs).includes(pair), `auto-closing ${pair}`);
    assert.ok(pairsOf(config.surroundingPairs).includes(pair), `surrounding ${pair}`);
  }
  for (const marker of [config.folding?.markers?.start, config.folding?.markers?.end]) {
    if (marker !== undefined) assert.doesNotThrow(() => new RegExp(String(marker)));
  }
});

test('language configuration: the wordPattern keeps the parts of a play apart', () => {
  const config = JSON.parse(readFileSync(CONFIG_PATH, 'utf8')) as LanguageConfiguration;
  assert.ok(typeof config.wordPattern === 'string' || typeof config.wordPattern === 'object', 'a wordPattern');
  const re = wordRegExp(config);
  assert.equal(new RegExp(re.source, re.flags.replace('g', '')).exec(''), null, 'never matches the empty string');
  assert.deepEqual(words(re, 'NAS#IR6+3'), ['NAS', 'IR6', '3']);
  assert.deepEqual(words(re, '1.5   NAS#IR6+3 D3 ; SME=-4'), ['1', '5', 'NAS', 'IR6', '3', 'D3', 'SME', '4']);
  assert.deepEqual(words(re, 'KOR@xKR4+ #SY6+5'), ['KOR', 'x', 'KR4', 'SY6', '5']);
  assert.deepEqual(words(re, 'CHN/KR3:6'), ['CHN', 'KR3', '6']);
  assert.deepEqual(words(re, 'CNB@As UNI@NAS&TW U2I'), ['CNB', 'As', 'UNI', 'NAS', 'TW', 'U2I']);
  for (const c of ['-', '+', ':', '#', '@', '&', '/', '*', '~', '=', '>', ';', '—', '!', '?']) {
    assert.deepEqual(words(re, c), [], `${c} is not a word character`);
  }
});

test('package.json points at these files', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    contributes: {
      languages: { id: string; configuration?: string }[];
      grammars: { language: string; scopeName: string; path: string }[];
      snippets: { language: string; path: string }[];
    };
  };
  const language = pkg.contributes.languages.find((l) => l.id === 'tsn');
  assert.ok(language?.configuration && existsSync(join(ROOT, language.configuration)), 'language configuration');
  const grammar = pkg.contributes.grammars.find((g) => g.language === 'tsn');
  assert.ok(grammar && existsSync(join(ROOT, grammar.path)), 'grammar');
  assert.equal((JSON.parse(readFileSync(join(ROOT, grammar.path), 'utf8')) as { scopeName: string }).scopeName, grammar.scopeName);
  const snippets = pkg.contributes.snippets.find((s) => s.language === 'tsn');
  assert.ok(snippets && existsSync(join(ROOT, snippets.path)), 'snippets');
});
