import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { endInput, headlineEntry, playCommand } from '../../../core/src/analysis/lower';
import { parseLine, type GameLine, type Play } from '../../../core/src/notation';
import type { PlayCommand } from '../../../core/src/rules';

/** The USSR's play of an action round line 3.2. */
function play(text: string): Play {
  return (parseLine(`3.2   ${text} ; —`).line as GameLine).ussr as Play;
}

/** The fields a command sets: the lowering gives every command all of them, undefined where the play writes none. */
function setFields(command: PlayCommand): Partial<PlayCommand> {
  return Object.fromEntries(Object.entries(command).filter(([, value]) => value !== undefined));
}

const command = (text: string) => setFields(playCommand(play(text), 'USSR', 3, 2));
const base = { turn: 3, round: 2, side: 'USSR' } as const;
/** The US's play of 3.2 (the US's own cards played for their events). */
const usCommand = (text: string) => setFields(playCommand((parseLine(`3.2   — ; ${text}`).line as GameLine).us as Play, 'US', 3, 2));
const usBase = { turn: 3, round: 2, side: 'US' } as const;

describe('lowering: a play becomes the engine command it writes', () => {
  test('every command has every field, in one order (one shape for the engine, rules/play.ts applyPlay)', () => {
    const fields = ['turn', 'round', 'side', 'card', 'kind', 'influence', 'coup', 'realign', 'space', 'trap', 'event', 'eventFirst', 'vp', 'defcon'];
    for (const text of ['DUC&IT2 FR1', 'NAS@', 'ABM#IR3+1 D3', 'CSC*4 =+2', 'KOR/KR4:2 JP1:1']) {
      assert.deepEqual(Object.keys(playCommand(play(text), 'USSR', 3, 2)), fields, text);
    }
  });

  test('operations for influence: each placement, no event', () => {
    assert.deepEqual(command('DUC&IT2 FR1'), {
      ...base, card: 'DUC', kind: 'influence', influence: [{ country: 'IT', amount: 2 }, { country: 'FR', amount: 1 }], eventFirst: false,
    });
  });

  test('items of the event written among the operations go to the event', () => {
    assert.deepEqual(command('FYP&AF2 IT >CON'), {
      ...base, card: 'FYP', kind: 'influence', influence: [{ country: 'AF', amount: 2 }, { country: 'IT', amount: 1 }],
      event: { cardMoves: [{ card: 'CON', side: 'USSR' }] }, eventFirst: false,
    });
    assert.deepEqual(command('KOR#PA5+3 D2 NOR@(IT)'), {
      ...base, card: 'KOR', kind: 'coup', coup: { country: 'PA', die: 5, result: 3 },
      event: { subPlays: [{ card: 'NOR', side: 'USSR', kind: 'event', event: { influence: [{ country: 'IT', side: 'US', delta: 1 }] } }] },
      eventFirst: false, defcon: 2,
    });
  });

  test('an event written first, then operations: the event comes first', () => {
    assert.deepEqual(command('CIA@&JP'), { ...base, card: 'CIA', kind: 'influence', influence: [{ country: 'JP', amount: 1 }], event: {}, eventFirst: true });
  });

  test('operations an event grants are the event\'s: influence, coups, sub-plays', () => {
    assert.deepEqual(command('OLY@&IT2 FR2'), {
      ...base, card: 'OLY', kind: 'event', event: { ops: [{ side: 'USSR', kind: 'influence', influence: [{ country: 'IT', amount: 2 }, { country: 'FR', amount: 2 }] }] },
    });
    assert.deepEqual(command('ORT@#CU1'), { ...base, card: 'ORT', kind: 'event', event: { coups: [{ country: 'CU', die: 1 }] } });
    assert.deepEqual(command('UNI@NAS&TW'), {
      ...base, card: 'UNI', kind: 'event', event: { subPlays: [{ card: 'NAS', side: 'USSR', kind: 'influence', influence: [{ country: 'TW', amount: 1 }] }] },
    });
  });

  test('realignments, the space race and a trap roll', () => {
    assert.deepEqual(command('NAS/IR3:4 IR2:6'), {
      ...base, card: 'NAS', kind: 'realign', realign: [{ country: 'IR', usDie: 3, ussrDie: 4 }, { country: 'IR', usDie: 2, ussrDie: 6 }], eventFirst: false,
    });
    assert.deepEqual(command('SPA*4'), { ...base, card: 'SPA', kind: 'space', space: { die: 4, success: false }, eventFirst: false });
    assert.deepEqual(command('QJM~5+'), { ...base, card: 'QJM', kind: 'trap', trap: { die: 5, success: true }, eventFirst: false });
  });

  test('granted operations after a moved card whose event wrote what it did are that card\'s; after a bare card (or a bare @), the outer event\'s', () => {
    assert.deepEqual(usCommand('GRA@ >JUN@BR2 #PA6+4'), {
      ...usBase, card: 'GRA', kind: 'event',
      event: { cardMoves: [{ card: 'JUN', side: 'US', event: { influence: [{ country: 'BR', side: 'US', delta: 2 }], coups: [{ country: 'PA', die: 6, result: 4 }] } }] },
    });
    assert.deepEqual(usCommand('STA@ >GRA@ >OAS #SY6+5'), {
      ...usBase, card: 'STA', kind: 'event',
      event: { cardMoves: [{ card: 'GRA', side: 'US', event: { cardMoves: [{ card: 'OAS', side: 'US' }], coups: [{ country: 'SY', die: 6, result: 5 }] } }] },
    });
    assert.deepEqual(usCommand('GRA@ >SEU #BR4+2'), {
      ...usBase, card: 'GRA', kind: 'event', event: { cardMoves: [{ card: 'SEU', side: 'US' }], coups: [{ country: 'BR', die: 4, result: 2 }] },
    });
    assert.deepEqual(usCommand('GRA@ >RED@ &JP2'), {
      ...usBase, card: 'GRA', kind: 'event',
      event: { cardMoves: [{ card: 'RED', side: 'US', event: {} }], ops: [{ side: 'US', kind: 'influence', influence: [{ country: 'JP', amount: 2 }] }] },
    });
  });

  test('a space race attempt with a card an event handed over keeps its roll', () => {
    assert.deepEqual(command('MIS@ >FYP*2+'), {
      ...base, card: 'MIS', kind: 'event', event: { cardMoves: [{ card: 'FYP', side: 'USSR', event: { ops: [{ side: 'USSR', kind: 'space', space: { die: 2, success: true } }] } }] },
    });
  });

  test('an event\'s items, with every owner resolved to a side', () => {
    assert.deepEqual(command('CHE@xCU4+ d3:4'), { ...base, card: 'CHE', kind: 'event', event: { wars: [{ country: 'CU', die: 4, won: true }], dice: [{ first: 3, second: 4 }] } });
    assert.deepEqual(command('SOC(CA-)'), { ...base, card: 'SOC', kind: 'event', event: { influence: [{ country: 'CA', side: 'US', delta: -1 }] } });
    assert.deepEqual(command('FYP@[JUN PEC]'), { ...base, card: 'FYP', kind: 'event', event: { hidden: [{ side: 'USSR', cards: ['JUN', 'PEC'], returned: false }] } });
  });

  test('a card written after a space is the part\'s, never the moved card\'s nor the card played beside the event\'s (rulings: MIS@ >MAR#PA6+6 D2 NOR@(IT))', () => {
    const norad = { card: 'NOR', side: 'USSR', kind: 'event', event: { influence: [{ country: 'IT', side: 'US', delta: 1 }] } } as const;
    assert.deepEqual(command('MIS@ >MAR#PA6+6 D2 NOR@(IT)'), {
      ...base, card: 'MIS', kind: 'event', defcon: 2,
      event: { cardMoves: [{ card: 'MAR', side: 'USSR', event: { coups: [{ country: 'PA', die: 6, result: 6 }] } }], subPlays: [norad] },
    });
    assert.deepEqual(command('UNI@NAS&TW D2 NOR@(IT)'), {
      ...base, card: 'UNI', kind: 'event', defcon: 2,
      event: { subPlays: [{ card: 'NAS', side: 'USSR', kind: 'influence', influence: [{ country: 'TW', amount: 1 }] }, norad] },
    });
  });

  test('a moved card\'s event and a card played beside an event end at a spaced symbol: what follows is the play\'s', () => {
    // Star Wars played for a coup after its event, which played UN Intervention with CIA Created beside it.
    assert.deepEqual(command('STA@ >UNI@CIA/CU2:5 #WA2'), {
      ...base, card: 'STA', kind: 'coup', coup: { country: 'WA', die: 2 }, eventFirst: true,
      event: { cardMoves: [{ card: 'UNI', side: 'USSR', event: { subPlays: [{ card: 'CIA', side: 'USSR', kind: 'realign', realign: [{ country: 'CU', usDie: 2, ussrDie: 5 }] }] } }] },
    });
  });

  test('a headline and an end of turn', () => {
    const headline = (parseLine('3.H   NAS EG2 =+1 ; —').line as GameLine).ussr as Play;
    assert.deepEqual(headlineEntry(headline, 'USSR'), { card: 'NAS', event: { influence: [{ country: 'EG', side: 'USSR', delta: 2 }] }, vp: 1 });
    const end = (parseLine('3.E   =-2 D3 >DUC ; —').line as GameLine).ussr;
    assert.equal(end?.kind, 'end');
    if (end?.kind === 'end') assert.deepEqual(endInput(end), { vp: -2, defcon: 3, discards: ['DUC'] });
  });
});
