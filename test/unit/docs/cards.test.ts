import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CARDS, cardByCode } from '../../../core/src/data/cards';
import { CHINA_CARD, EVENTS, implementedEvents } from '../../../core/src/rules';
import { CARDS_DOC_PATH, cardsDoc } from '../../../scripts/gen-cards-doc';

const doc = readFileSync(CARDS_DOC_PATH, 'utf8');

interface Row { number: number; code: string; name: string; ops: number; side: string; era: string; status: string }

function rows(): Row[] {
  const out: Row[] = [];
  for (const m of doc.matchAll(/^\| (\d+) \| `(\w{3})` \| (.+?) \| (\d) \| (\w+) \| (\w+) \| (.+?) \|$/gm)) {
    out.push({ number: Number(m[1]), code: m[2]!, name: m[3]!.replace(/\\\|/g, '|'), ops: Number(m[4]), side: m[5]!, era: m[6]!, status: m[7]! });
  }
  return out;
}

describe('docs/cards.md', () => {
  test('is up to date with the card data and the engine\'s registry (rerun node --import tsx scripts/gen-cards-doc.ts)', () => {
    assert.equal(doc, cardsDoc());
  });

  test('lists the 110 cards, each once, in number order, with the data\'s code, name, ops, side and era', () => {
    const listed = rows();
    assert.equal(listed.length, 110);
    assert.deepEqual(listed.map((r) => r.number), [...CARDS].map((c) => c.number).sort((a, b) => a - b));
    for (const row of listed) {
      const card = cardByCode(row.code);
      assert.ok(card, row.code);
      assert.deepEqual([row.number, row.name, row.ops, row.side, row.era], [card.number, card.name, card.ops, card.side, card.era], row.code);
    }
  });

  test('says "implemented" exactly for the cards whose event the engine has registered', () => {
    for (const row of rows()) {
      const card = cardByCode(row.code)!;
      const expected = card.code === CHINA_CARD ? 'not an event'
        : card.scoring ? 'scoring (core)'
          : EVENTS[card.code as keyof typeof EVENTS] ? 'implemented' : 'not implemented';
      assert.equal(row.status, expected, `${row.code} ${row.name}`);
    }
  });

  test('the event table holds only events of real, non-scoring cards, each once', () => {
    const codes = implementedEvents();
    assert.equal(new Set(codes).size, codes.length, 'a card registered twice');
    for (const code of codes) {
      const card = cardByCode(code);
      assert.ok(card, `${code} is not a card`);
      assert.ok(!card.scoring && card.code !== CHINA_CARD, `${code} has no event definition of its own`);
      assert.equal(EVENTS[code as keyof typeof EVENTS].code, code, `the table's ${code} line holds another card's definition`);
    }
  });
});
