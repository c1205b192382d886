// The layers of the project, written down and checked: the core (common, data, notation, rules,
// analysis) imports no editor, no Node and no LSP module, so it runs in a browser worker, the CLI
// and the server alike; the rules engine knows no text and the parser no rules; the engine's core
// gets its card events as data (the EVENTS table handed to initialState), never by importing them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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

describe('layers', () => {
  test('the core imports no editor, Node or LSP module', () => {
    for (const dir of ['common', 'data', 'notation', 'rules', 'analysis']) {
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
