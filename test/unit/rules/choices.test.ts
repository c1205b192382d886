// Legal choices (rules/choices.ts, each event's `choices`): what the engine offers at a point of a
// game, written in TSN as the rules tests are, and checked against real play: every play of the
// example games, the fixture games and the eight real games of the digital edition is among the
// choices the engine listed for its point.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, type DocumentAnalysis } from '../../../core/src/analysis';
import { headlineEntry, playCommand } from '../../../core/src/analysis/lower';
import { randomGame } from '../../../core/src/analysis/randomGame';
import { stateBeforePart } from '../../../core/src/analysis/replay';
import { CARDS, cardByCode } from '../../../core/src/data';
import { importPlaydekLog } from '../../../core/src/import';
import { partsOf } from '../../../core/src/notation';
import {
  cardOptions, eventChoices, eventOwner, headlineChoiceMiss, optionGives, playChoiceMiss, roundStartOf,
  type EventChoice, type GameState, type Side,
} from '../../../core/src/rules';
import { scenario, SETUP } from '../helpers/scenario';

const ROOT = join(__dirname, '..', '..', '..');

/** Each play of a game that checks clean, with the board it was played on, and why it is not among the choices (null: it is). */
function misses(analysis: DocumentAnalysis): string[] {
  const out: string[] = [];
  for (const line of analysis.syntax.gameLines()) {
    const { turn, round } = line.label;
    const before = analysis.replayedAt(line.range.start.line - 1)?.replayed.after ?? analysis.stateAfter(-1);
    if (round === 'H') {
      const entry = (side: Side) => {
        const part = side === 'USSR' ? line.ussr : line.us;
        return part?.kind === 'play' ? headlineEntry(part, side) : undefined;
      };
      const miss = headlineChoiceMiss(before, { turn, USSR: entry('USSR') ?? null, US: entry('US') ?? null });
      if (miss) out.push(`${line.label.text}: ${miss}`);
      continue;
    }
    if (typeof round !== 'number') continue;
    for (const { side, part } of partsOf(line)) {
      if (part.kind !== 'play') continue;
      const miss = playChoiceMiss(stateBeforePart(before, line, side), playCommand(part, side, turn, round));
      if (miss) out.push(`${line.label.text} ${side}: ${miss}`);
    }
  }
  return out;
}

function clean(analysis: DocumentAnalysis): boolean {
  return !analysis.diagnostics.some((d) => d.severity === 'error' || d.severity === 'warning');
}

function tsnFiles(dir: string): { name: string; text: string }[] {
  return readdirSync(dir).filter((f) => f.endsWith('.tsn')).map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));
}

describe('every play of real games is among the choices the engine lists for its point', () => {
  const games = [
    ...tsnFiles(join(ROOT, 'examples')).map((g) => ({ ...g, name: `examples/${g.name}` })),
    ...tsnFiles(join(ROOT, 'test', 'fixtures', 'games')).map((g) => ({ ...g, name: `test/fixtures/games/${g.name}` })),
  ];
  for (const { name, text } of games) {
    test(name, () => {
      const analysis = analyze(text);
      // A fixture made to show a mistake is checked up to it: the plays before are real play.
      const firstError = analysis.diagnostics.find((d) => d.severity === 'error' || d.severity === 'warning')?.range.start.line ?? Infinity;
      const found = misses(analysis).filter((m) => lineOf(analysis, m) < firstError);
      assert.deepEqual(found, []);
    });
  }

  // The digital edition's eight logs, imported (test/fixtures/digital-logs: the importer's fixtures).
  const logs = join(ROOT, 'test', 'fixtures', 'digital-logs');
  for (const file of readdirSync(logs).filter((f) => f.endsWith('.txt'))) {
    test(`the real game ${file}, imported`, () => {
      const imported = importPlaydekLog(readFileSync(join(logs, file), 'utf8'));
      assert.ok(imported.recognised);
      const analysis = analyze(imported.tsn);
      assert.deepEqual(misses(analysis), []);
    });
  }

  test('the random player\'s games too (it plays from the same choices, written and read back)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const analysis = analyze(randomGame(seed).text);
      assert.ok(clean(analysis), `seed ${seed} checks clean`);
      assert.deepEqual(misses(analysis), [], `seed ${seed}`);
    }
  });
});

/** The label of a game line a miss names (`2.3 USSR: …`), as its line number in the file. */
function lineOf(analysis: DocumentAnalysis, miss: string): number {
  const label = miss.split(/[ :]/)[0]!;
  return [...analysis.syntax.gameLines()].find((l) => l.label.text === label)?.range.start.line ?? Infinity;
}

/** The choices of `card`'s event played by `side` in action round `label`, on the board the scenario leaves before that line. */
function eventChoicesAt(text: string, label: string, side: Side, card: string): EventChoice {
  const g = scenario(`${text}\n${label}   —`);
  const [turn, round] = label.split('.').map(Number) as [number, number];
  const before = g.analysis.stateAfter([...g.analysis.syntax.gameLines()].find((l) => l.label.text === label)!.range.start.line - 1);
  const roundStart = roundStartOf(before, { turn, round, side });
  const data = cardByCode(card)!;
  return eventChoices(roundStart, { card: data, player: side, owner: eventOwner(data, side), headline: false, roundStart, input: {} });
}

const countries = (choice: EventChoice) => choice.options.map((o) => ('country' in o.item ? o.item.country : '')).sort();

describe('the choices of an event, with the rule that limits them', () => {
  test('COMECON: an Eastern European country the US does not control, 1 each, 4 required', () => {
    const choice = eventChoicesAt(`${SETUP}\n1.1   NAS&SY ; MAR@UK BX DK NO SE GR TR`, '1.2', 'USSR', 'COM');
    assert.match(choice.rule, /COMECON adds 1 USSR influence to each of 4 different Eastern European countries not controlled by the US/);
    assert.deepEqual(countries(choice), ['AT', 'BG', 'CS', 'DD', 'FI', 'HU', 'PL', 'RO', 'YU']);
    assert.equal(choice.complete, false);
    assert.ok(choice.options.every((o) => o.item.kind === 'influence' && o.item.delta === 1 && o.item.side === 'USSR'));
    assert.equal(optionGives(choice.options.find((o) => 'country' in o.item && o.item.country === 'CS')!), '+1 USSR: 0 → 1');
  });

  test('Decolonization: Africa and Southeast Asia', () => {
    const choice = eventChoicesAt(SETUP, '1.1', 'USSR', 'DEC');
    const codes = countries(choice);
    assert.ok(codes.includes('AO') && codes.includes('VN') && codes.includes('ZA'), codes.join(' '));
    assert.ok(!codes.includes('IN') && !codes.includes('JP') && !codes.includes('EG'), 'Asia outside Southeast Asia, the Middle East: no');
    assert.equal(codes.length, 18 + 7);
  });

  test('Junta: 2 in one Central or South American country, then a free coup or realignment rolls there (no DEFCON limit)', () => {
    const text = `${SETUP}\n4.1   NAS&SY ; DAC&PA CR MX`;
    const first = eventChoicesAt(text, '4.2', 'USSR', 'JUN');
    assert.ok(countries(first).includes('BR') && countries(first).includes('CU'), 'South America, and Cuba: Central America');
    assert.ok(first.options.every((o) => o.item.kind === 'influence' && o.item.delta === 1));
    const g = scenario(`${text}\n4.2   —`);
    const board = roundStartOf(g.analysis.stateAfter(2), { turn: 4, round: 2, side: 'USSR' });
    const junta = cardByCode('JUN')!;
    const after = eventChoices(board, { card: junta, player: 'USSR', owner: 'USSR', headline: false, roundStart: board, input: { influence: [{ country: 'BR', side: 'USSR', delta: 2 }] } });
    assert.equal(after.complete, true, 'the rolls are the player\'s choice');
    const coups = after.options.filter((o) => o.item.kind === 'coup').map((o) => ('country' in o.item ? o.item.country : ''));
    assert.deepEqual(coups.sort(), ['CR', 'MX', 'PA'], 'the US\'s countries of Central and South America');
    assert.ok(after.options.some((o) => o.item.kind === 'realign'));
  });

  test('Containment: nothing to choose, and it says so', () => {
    const choice = eventChoicesAt(SETUP, '1.1', 'US', 'CON');
    assert.deepEqual(choice.options, []);
    assert.equal(choice.complete, true);
    assert.match(choice.rule, /Containment writes nothing/);
  });

  test('every card says what its event lets the line write: 110 cards, the scoring cards and the China Card with nothing to choose', () => {
    const g = scenario(`${SETUP}\n8.1   —`);
    const board = roundStartOf(g.state(), { turn: 8, round: 1, side: 'USSR' });
    for (const card of CARDS) {
      for (const side of ['USSR', 'US'] as const) {
        const choice = eventChoices(board, { card, player: side, owner: eventOwner(card, side), headline: false, roundStart: board, input: {} });
        assert.ok(choice.rule.length > 10, `${card.code}: ${choice.rule}`);
        if (card.scoring || card.code === 'CHN') assert.deepEqual(choice.options, [], card.code);
      }
    }
  });
});

describe('the cards and the ways to play them at a point', () => {
  test('a card out of the hand says why, as the check of a play would; a scoring card has no operations', () => {
    const g = scenario(`${SETUP}\n1.1   NAS#IR6+3 D4 ; —\n1.2   —`);
    const options = cardOptions(g.analysis.stateAfter(1), { turn: 1, round: 2, side: 'USSR' });
    assert.match(options.find((o) => o.card.code === 'NAS')!.why!, /Nasser is in the discard pile: the USSR cannot play it/);
    const europe = options.find((o) => o.card.code === 'SEU')!;
    assert.equal(europe.why, null);
    assert.match(europe.modes.find((m) => m.kind === 'influence')!.why!, /Europe Scoring is a scoring card: it has no operations/);
    assert.equal(europe.modes.find((m) => m.kind === 'event')!.why, null);
  });

  test('an opponent\'s card is not played for its event alone; the China Card has no event; a coup needs a target open at this DEFCON', () => {
    const g = scenario(`${SETUP}\n1.1   —`);
    const options = cardOptions(g.state(), { turn: 1, round: 1, side: 'USSR' });
    assert.match(options.find((o) => o.card.code === 'MAR')!.modes.find((m) => m.kind === 'event')!.why!, /Marshall Plan is a US card: the USSR plays it for its operations/);
    assert.match(options.find((o) => o.card.code === 'CHN')!.modes.find((m) => m.kind === 'event')!.why!, /The China Card has no event/);
    assert.equal(options.find((o) => o.card.code === 'MAR')!.modes.find((m) => m.kind === 'coup')!.why, null);
  });

  test('a state the check reads as the same play: a Missile Envy obligation bars every other card, and a trap every way but its roll', () => {
    const g = scenario(`${SETUP}\n4.1   MIS@ >CON@ ; —\n4.2   —`);
    const us = cardOptions(g.analysis.stateAfter(2), { turn: 4, round: 1, side: 'US' });
    assert.match(us.find((o) => o.card.code === 'DAC')!.modes.find((m) => m.kind === 'influence')!.why!, /must play Missile Envy/);
    assert.equal(us.find((o) => o.card.code === 'MIS')!.modes.find((m) => m.kind === 'influence')!.why, null);
    assert.match(us.find((o) => o.card.code === 'MIS')!.modes.find((m) => m.kind === 'event')!.why!, /not for its event/);
  });
});

describe('listing the choices reads the board and writes nothing', () => {
  test('listing the choices changes nothing on the board it is asked of', () => {
    const g = scenario(`${SETUP}\n1.1   —`);
    const state: GameState = g.state();
    const copy = JSON.stringify({ ...state, events: undefined });
    cardOptions(state, { turn: 1, round: 1, side: 'USSR' }).forEach((o) => o.modes.forEach((m) => m.why));
    assert.equal(JSON.stringify({ ...state, events: undefined }), copy);
  });
});
