import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CODES } from '../../../core/src/common/codes';
import { diagnosticsDoc, diagnosticsDocLinesModule } from '../../../scripts/gen-diagnostics-doc';
import { DIAGNOSTICS_DOC_LINES } from '../../../core/src/common/diagnosticsDocLines';

const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'diagnostics.md'), 'utf8');

describe('docs/diagnostics.md', () => {
  test('is up to date: every example still produces exactly the message quoted', () => {
    assert.equal(doc, diagnosticsDoc(), 'run node --import tsx scripts/gen-diagnostics-doc.ts and read the diff');
  });

  test('the table of its headings\' lines, which code links to the packaged file use, is up to date', () => {
    const table = readFileSync(join(__dirname, '..', '..', '..', 'core', 'src', 'common', 'diagnosticsDocLines.ts'), 'utf8');
    assert.equal(table, diagnosticsDocLinesModule(doc), 'run node --import tsx scripts/gen-diagnostics-doc.ts');
    const lines = doc.split('\n');
    for (const code of ALL_CODES) assert.match(lines[DIAGNOSTICS_DOC_LINES[code]! - 1]!, new RegExp(`^### ${code} — `));
  });

  test('documents every code the project defines, once', () => {
    const documented = [...doc.matchAll(/^### (TSN\d{3}) — /gm)].map((m) => m[1]);
    assert.deepEqual(documented, ALL_CODES);
  });

  test('every code used in the sources is defined', () => {
    const defined = new Set<string>(ALL_CODES);
    const { execFileSync } = require('node:child_process') as typeof import('node:child_process');
    const used = execFileSync('grep', ['-rhoE', "'TSN[0-9]{3}'", 'core/src', 'cli/src', 'server/src'], { cwd: join(__dirname, '..', '..', '..'), encoding: 'utf8' })
      .split('\n').filter(Boolean).map((s) => s.slice(1, -1));
    for (const code of new Set(used)) assert.ok(defined.has(code), `${code} is used in the sources but not defined`);
  });

  test('only codes no TSN text can produce go without an example', () => {
    const without = [...doc.matchAll(/^### (TSN\d{3}) — [^\n]*\n\n[^\n]*\n\nNo example/gm)].map((m) => m[1]);
    // TSN108 and TSN191 have no example once every card's event is implemented. TSN044 is a file's
    // bytes (a zero byte), which `tsn check` reads, not TSN text.
    assert.deepEqual(without, ['TSN041', 'TSN042', 'TSN044', 'TSN101', 'TSN108', 'TSN118', 'TSN143', 'TSN158', 'TSN163', 'TSN173', 'TSN175', 'TSN176', 'TSN191', 'TSN199']);
  });
});
