// Wording the messages share: country names carry their own article ("the United Kingdom"), card
// names are written inside a sentence in lower case ("the China Card"), and the ops cap reads as such.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { countryName, countryNameFirst } from '../../../core/src/rules/map';
import { cardTitle } from '../../../core/src/data';
import { midSentence } from '../../../core/src/common/text';
import { describeOps, opsBreakdown } from '../../../core/src/rules/ops';
import { addEffect } from '../../../core/src/rules/effects';
import { inTurn } from './helpers';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('message wording', () => {
  test('country names take "the" where English needs it, once', () => {
    assert.equal(countryName('UK'), 'the United Kingdom');
    assert.equal(countryName('PH'), 'the Philippines');
    assert.equal(countryName('IR'), 'Iran');
    assert.equal(countryNameFirst('UK'), 'The United Kingdom');
    // countryName() brings its article: a message that writes "the ${countryName(...)}" would say "the the".
    const root = join(__dirname, '..', '..', '..', 'core', 'src');
    for (const file of sources(root)) {
      assert.doesNotMatch(readFileSync(file, 'utf8'), /\bthe \$\{countryName(First)?\(/i, file);
    }
  });

  test('the China Card inside a sentence', () => {
    assert.equal(midSentence(cardTitle('CHN')), 'the China Card');
    assert.equal(midSentence(cardTitle('NAS')), 'Nasser');
    // The one title everywhere: the printed name without its quotation marks; an unknown code as it is.
    assert.equal(cardTitle('WWB'), 'We Will Bury You');
    assert.equal(cardTitle('ZZZ'), 'ZZZ');
  });

  test('an ops modifier held back by the cap of 4 says so', () => {
    const state = addEffect(inTurn(1), 'CON', 'US', 'turn');
    assert.equal(describeOps(opsBreakdown(state, 'US', 'NTB')), '4 ops (printed 4, +1 Containment adds nothing above 4)');
    assert.equal(describeOps(opsBreakdown(state, 'US', 'MAR')), '4 ops (printed 4, +1 Containment adds nothing above 4)');
    assert.equal(describeOps(opsBreakdown(state, 'US', 'DAC')), '4 ops (printed 3, +1 Containment)');
  });
});
