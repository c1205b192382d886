/** Loads the TSN TextMate grammar with the engine VS Code uses: vscode-textmate on oniguruma's WebAssembly build. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';

export const ROOT = join(__dirname, '..', '..');
export const GRAMMAR_PATH = join(ROOT, 'syntaxes', 'tsn.tmLanguage.json');
export const ROOT_SCOPE = 'source.tsn';

let grammarPromise: Promise<vsctm.IGrammar> | undefined;

export function loadGrammar(): Promise<vsctm.IGrammar> {
  grammarPromise ??= (async () => {
    await oniguruma.loadWASM(readFileSync(join(ROOT, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm')));
    const registry = new vsctm.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
        createOnigString: (s: string) => new oniguruma.OnigString(s),
      }),
      loadGrammar: async (scopeName: string) =>
        scopeName === ROOT_SCOPE ? vsctm.parseRawGrammar(readFileSync(GRAMMAR_PATH, 'utf8'), GRAMMAR_PATH) : null,
    });
    const grammar = await registry.loadGrammar(ROOT_SCOPE);
    if (!grammar) throw new Error(`could not load ${GRAMMAR_PATH}`);
    return grammar;
  })();
  return grammarPromise;
}
