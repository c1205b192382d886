// The in-repo copy of the reference data must stay byte-identical to the shared reference.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_DIR, REFERENCE_FILES, SHARED_DIR } from './reference';

describe('reference copy', () => {
  test('every reference file is present in test/fixtures/reference and the JSON ones parse', () => {
    for (const name of REFERENCE_FILES) {
      const path = join(FIXTURE_DIR, name);
      assert.ok(existsSync(path), `${path} is missing`);
      const text = readFileSync(path, 'utf8');
      assert.ok(text.length > 0, `${name} is empty`);
      if (name.endsWith('.json')) assert.doesNotThrow(() => JSON.parse(text), `${name} is not valid JSON`);
    }
  });

  const shared = existsSync(SHARED_DIR);
  test(
    'the copy is byte-identical to ../shared/reference',
    { skip: shared ? false : `no shared reference at ${SHARED_DIR} (clean clone): comparing against the in-repo copy only` },
    () => {
      for (const name of REFERENCE_FILES) {
        const copy = readFileSync(join(FIXTURE_DIR, name));
        const original = readFileSync(join(SHARED_DIR, name));
        assert.ok(copy.equals(original), `test/fixtures/reference/${name} differs from ${join(SHARED_DIR, name)}; copy it again`);
      }
    },
  );
});
