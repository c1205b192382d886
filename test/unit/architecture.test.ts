// The invariants ARCHITECTURE.md states, checked (each check fails on a planted violation): the
// core imports no editor, no Node and no LSP module, so it runs in a browser worker, the CLI and
// the server alike; its folders import downward only and through each other's index; the rules
// engine knows no text and the parser no rules; the engine's core gets its card events as data
// (the EVENTS table handed to initialState), never by importing them; codes and card facts live
// in their tables.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CARD_CODES } from '../../core/src/data/cards';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'core', 'src');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** Every module specifier a file imports or re-exports. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm), ...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1]!);
}

function layer(name: string): string[] {
  return sources(join(SRC, name));
}

const FOREIGN = /^(vscode|vscode-languageserver|vscode-languageclient|vscode-jsonrpc|node:|fs$|path$|os$|child_process$|url$)/;

/** The core's folders and the core folders each may import (ARCHITECTURE.md's code map). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  data: [],
  common: ['data'],
  notation: ['common', 'data'],
  rules: ['common', 'data'],
  analysis: ['common', 'data', 'notation', 'rules', 'import'],
  view: ['common', 'data', 'analysis'],
  import: ['common', 'data', 'notation'],
};

/** Import statements of a file with their specifiers, and whether each imports types only. */
function importStatements(file: string): { spec: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(import|export)(\s+type)?\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => ({ spec: m[3]!, typeOnly: m[2] !== undefined }));
}

/** The core folder a relative import of `file` lands in, or undefined outside core/src's folders. */
function coreFolderOf(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const path = relative(SRC, join(file, '..', spec));
  if (path.startsWith('..')) return undefined;
  return path.split('/')[0]!.replace(/\.ts$/, '');
}

describe('layers', () => {
  test('each core folder imports only the folders below it (ARCHITECTURE.md\'s code map); the view takes only types from the analysis', () => {
    for (const [folder, allowed] of Object.entries(MAY_IMPORT)) {
      for (const file of layer(folder)) {
        for (const { spec, typeOnly } of importStatements(file)) {
          const target = coreFolderOf(file, spec);
          if (target === undefined || target === folder) continue;
          assert.ok(allowed.includes(target), `${relative(SRC, file)} imports ${spec}: ${folder} may import only ${allowed.join(', ') || 'nothing of the core'}`);
          if (folder === 'view' && target === 'analysis') assert.ok(typeOnly, `${relative(SRC, file)} imports values from the analysis (${spec}): the view renders data it is given`);
        }
      }
    }
  });

  test('the analysis, the view and the importer reach the notation and the rules through their index', () => {
    for (const file of [...layer('analysis'), ...layer('view'), ...layer('import')]) {
      for (const { spec } of importStatements(file)) {
        const target = coreFolderOf(file, spec);
        if (target !== 'rules' && target !== 'notation') continue;
        assert.match(spec, /\/(rules|notation)$/, `${relative(SRC, file)} imports ${spec}: import ../${target}, the folder's public surface`);
      }
    }
  });

  test('the shells (command line, language server, the exported page\'s script) reach the core through its one facade, and the protocol', () => {
    const surfaces = /^core\/src(\/protocol)?$/;
    for (const file of ['cli', 'server', 'page'].flatMap((dir) => sources(join(ROOT, dir, 'src')))) {
      for (const { spec } of importStatements(file)) {
        if (!spec.startsWith('.')) continue;
        const path = relative(ROOT, join(file, '..', spec));
        if (!path.startsWith('core/')) continue;
        assert.match(path, surfaces, `${relative(ROOT, file)} imports ${spec}: import the core's facade (core/src/index.ts names what the shells use)`);
      }
    }
  });

  test('the facade names what it exports, from the folders\' public surfaces', () => {
    const facade = join(SRC, 'index.ts');
    for (const { spec } of importStatements(facade)) {
      assert.match(spec, /^\.\/(analysis|data|import|notation|rules|view|version|common\/[a-zA-Z]+)$/, `core/src/index.ts re-exports ${spec}: re-export a folder's index`);
    }
  });

  test('named exports only: no export * in the core, so each index lists what it exports', () => {
    for (const file of sources(SRC)) {
      const found = readFileSync(file, 'utf8').match(/^\s*export\s+\*/m);
      assert.equal(found, null, `${relative(SRC, file)} has export *: name what it exports`);
    }
  });

  test('behaviour keyed by diagnostic code lives in the code table: no list of codes and no severity written by hand elsewhere', () => {
    for (const file of ['core', 'cli', 'server'].flatMap((dir) => sources(join(ROOT, dir, 'src')))) {
      if (file === join(SRC, 'common', 'codes.ts')) continue;
      const text = readFileSync(file, 'utf8');
      const list = text.match(/\[\s*'TSN\d{3}'\s*,\s*'TSN\d{3}'/);
      assert.equal(list, null, `${relative(ROOT, file)} lists codes (${list?.[0]}…): make it a column of common/codes.ts`);
      const severity = text.match(/severity:\s*'(error|warning|information|hint)'/);
      assert.equal(severity, null, `${relative(ROOT, file)} writes a severity by hand (${severity?.[0]}): take it from common/codes.ts`);
    }
  });

  test('card facts live on the card: no card code is written in the engine\'s core or the analysis', () => {
    const cardCodes = new Set(CARD_CODES);
    for (const file of [...layer('rules'), ...layer('analysis')]) {
      if (relative(join(SRC, 'rules'), file).startsWith('events')) continue;
      for (const [, code] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Z0-9]{3})['"`]/g)) {
        assert.ok(!cardCodes.has(code!), `${relative(SRC, file)} names the card ${code}: make it a fact of the card (data/cards.ts) or of its event (rules/events/)`);
      }
    }
  });

  test('the core imports no editor, Node or LSP module', () => {
    for (const dir of ['common', 'data', 'notation', 'rules', 'analysis', 'import']) {
      for (const file of layer(dir)) {
        for (const spec of importsOf(file)) assert.doesNotMatch(spec, FOREIGN, `${relative(SRC, file)} imports ${spec}`);
      }
    }
  });

  test('the rules engine knows no text and no analysis; the parser knows no rules', () => {
    for (const file of layer('rules')) {
      for (const spec of importsOf(file)) assert.doesNotMatch(spec, /\/(notation|analysis|lsp|cli)(\/|$)/, `${relative(SRC, file)} imports ${spec}`);
    }
    for (const file of layer('notation')) {
      for (const spec of importsOf(file)) assert.doesNotMatch(spec, /\/(rules|analysis|lsp|cli)(\/|$)/, `${relative(SRC, file)} imports ${spec}`);
    }
  });

  test('the core is one folder; the command line and the language server are shells outside it', () => {
    // Everything under core/src is pure (checked above); the shells may import Node and LSP.
    for (const file of [...sources(join(ROOT, 'cli', 'src')), ...sources(join(ROOT, 'server', 'src'))]) {
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = join(file, '..', spec);
        assert.ok(!relative(ROOT, target).startsWith('client'), `${relative(ROOT, file)} imports the client (${spec})`);
      }
    }
  });

  test('the engine\'s core gets the card events as data: only the rules index re-exports the table', () => {
    for (const file of layer('rules')) {
      const path = relative(join(SRC, 'rules'), file);
      if (path.startsWith('events') || path === 'index.ts') continue;
      for (const spec of importsOf(file)) assert.doesNotMatch(spec, /^\.\/events(\/|$)/, `rules/${path} imports the event definitions`);
    }
  });

  test('only data defines Side (and the other words for the sides and rounds)', () => {
    const everything = ['core', 'cli', 'server', 'client'].flatMap((dir) => sources(join(ROOT, dir, 'src')));
    const words = /\btype\s+(?:Side|Sides|SideValues|Player|Round|RoundId)\b(?:<[^>]*>)?\s*=|\binterface\s+(?:Side|Sides|SideValues|Player|Round|RoundId)\b|\bfunction\s+(opponent|otherSide)\b|'US' \| 'USSR'(?! \| 'neutral')|'USSR' \| 'US'/;
    for (const file of everything) {
      if (relative(SRC, file) === join('data', 'sides.ts')) continue;
      const found = readFileSync(file, 'utf8').match(words);
      assert.equal(found, null, `${relative(ROOT, file)} defines ${found?.[0]}: use data/sides.ts`);
    }
  });

  test('the exported page\'s script (page/src) is a shell over the core, as the command line is: no editor, Node or LSP module, no client', () => {
    for (const file of sources(join(ROOT, 'page', 'src'))) {
      for (const spec of importsOf(file)) {
        assert.doesNotMatch(spec, FOREIGN, `${relative(ROOT, file)} imports ${spec}`);
        if (spec.startsWith('.')) assert.ok(relative(ROOT, join(file, '..', spec)).startsWith('core'), `${relative(ROOT, file)} imports ${spec}, outside the core`);
      }
    }
  });

  test('the client imports only the protocol, the view and the text module of the core', () => {
    const allowed = [join(SRC, 'protocol.ts'), join(SRC, 'view'), join(SRC, 'common', 'text.ts')];
    for (const file of sources(join(ROOT, 'client', 'src'))) {
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = join(file, '..', spec);
        if (!target.startsWith(join(ROOT, 'core'))) continue;
        const path = target.endsWith('.ts') ? target : `${target}.ts`;
        assert.ok(allowed.some((a) => path === a || target === a || target.startsWith(`${a}/`)), `${relative(ROOT, file)} imports ${spec}`);
      }
    }
  });
});
