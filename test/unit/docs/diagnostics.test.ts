import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTATION_CODES } from '../../../server/src/common/codes';
import { analyze } from '../../../server/src/analysis';

const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'diagnostics.md'), 'utf8');

interface Entry { code: string; title: string; severity: string; example: string; message: string }

function entries(): Entry[] {
  const out: Entry[] = [];
  const section = /^### (TSN\d{3}) — (.+)\n\nSeverity: (\w+)\.[^\n]*\n\n```tsn\n([\s\S]*?)\n```\n\n> (.+)$/gm;
  for (const m of doc.matchAll(section)) out.push({ code: m[1]!, title: m[2]!, severity: m[3]!, example: m[4]!, message: m[5]! });
  return out;
}

describe('docs/diagnostics.md', () => {
  const documented = entries();

  test('documents every code, once, with its title and severity', () => {
    const codes = { ...NOTATION_CODES } as Record<string, { severity: string; title: string }>;
    assert.deepEqual(documented.map((e) => e.code).sort(), Object.keys(codes).sort());
    for (const e of documented) {
      assert.equal(e.title, codes[e.code]!.title, e.code);
      assert.equal(e.severity, codes[e.code]!.severity, e.code);
    }
  });

  for (const e of documented) {
    test(`${e.code}: the example yields the documented message`, () => {
      const found = analyze(e.example).diagnostics.filter((d) => d.code === e.code);
      assert.ok(found.length > 0, `${e.code} not reported for ${JSON.stringify(e.example)}`);
      assert.ok(found.some((d) => d.message === e.message), `message differs:\n${found.map((d) => d.message).join('\n')}`);
    });
  }
});
