import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { createConnection, createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node';
import { analyze, type BoardSnapshot, type BoardView, type DocumentAnalysis } from '../../../core/src/analysis';
import { COUNTRY_CODES } from '../../../core/src/data';
import { boardAtLine, labelAt } from '../../../server/src/lsp/board';
import { BOARD_VIEW } from '../../../core/src/protocol';
import { startServer } from '../../../server/src/lsp/main';

/** The fixed starting influence (reference, rules 3.2/3.3), without the free placements. */
const START = {
  USSR: { SY: 1, IQ: 1, KP: 3, DD: 3, FI: 1 },
  US: { CA: 2, IR: 1, IL: 1, JP: 1, AU: 4, PH: 1, KR: 1, PA: 1, ZA: 1, UK: 5 },
} as const;

const GAME = `[Event "Test"]
[Notation "TSN 2"]

1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
# a comment
1.1   NAS#IR6+3 D4 ; MAR&JP3 KR

2.H   DES ; NTB
`;

/** The board before any line: the rules' initial state, as `tsn state --format json` writes it. */
const initialBoard = (): BoardSnapshot => boardAtLine(analyze(''), -1);

describe('the starting board', () => {
  const board = initialBoard();

  test('has exactly the fields of `tsn state --format json`, plus line and label', () => {
    assert.deepEqual(Object.keys(board).sort(), [
      'china', 'control', 'defcon', 'discard', 'effects', 'hands', 'influence', 'label', 'line', 'milops', 'removed',
      'result', 'round', 'space', 'turn', 'vp',
    ]);
    // It is plain JSON: what goes over the wire is what the renderer gets.
    assert.deepEqual(JSON.parse(JSON.stringify(board)), board);
  });

  test('the tracks as at the start of the game', () => {
    assert.equal(board.turn, 1);
    assert.equal(board.round, 'S');
    assert.equal(board.defcon, 5);
    assert.equal(board.vp, 0);
    assert.deepEqual(board.milops, { US: 0, USSR: 0 });
    assert.deepEqual(board.space, { US: 0, USSR: 0 });
    assert.deepEqual(board.china, { holder: 'USSR', faceUp: true });
    assert.deepEqual(board.effects, []);
    assert.deepEqual(board.discard, []);
    assert.deepEqual(board.removed, []);
    assert.deepEqual(board.hands, { US: null, USSR: null });
    assert.equal(board.result, null);
    assert.equal(board.line, -1);
    assert.equal(board.label, '');
  });

  test('influence for all 84 countries, zeros included, and exactly the fixed starting influence', () => {
    assert.equal(Object.keys(board.influence).length, 84);
    assert.deepEqual(Object.keys(board.influence).sort(), [...COUNTRY_CODES].sort());
    for (const code of COUNTRY_CODES) {
      const expected = { US: (START.US as Record<string, number>)[code] ?? 0, USSR: (START.USSR as Record<string, number>)[code] ?? 0 };
      assert.deepEqual(board.influence[code], expected, code);
    }
  });

  test('the control map holds only the controlled countries', () => {
    assert.deepEqual(board.control, { UK: 'US', DD: 'USSR', KP: 'USSR', AU: 'US' });
  });

  test('each call gives a fresh board', () => {
    const one = initialBoard();
    const other = initialBoard();
    assert.notEqual(one.influence, other.influence);
    assert.notEqual(one.effects, other.effects);
    assert.deepEqual(one, other);
  });

  test('control is the rules\' control: stability reached and a lead of at least the stability', () => {
    const after = boardAtLine(analyze('1.S   PL4 DD HU ; IT3 FR2 DE2\n'), 0);
    // Italy: US 3 of stability 2; France: US 2 of 3, West Germany: US 2 of 4; Poland: USSR 4 of 3.
    assert.equal(after.control.IT, 'US');
    assert.equal(after.control.FR, undefined);
    assert.equal(after.control.DE, undefined);
    assert.equal(after.control.PL, 'USSR');
  });
});

describe('boardAtLine with rules checking off (no replay): the starting board, labelled', () => {
  const analysis = analyze(GAME, { rules: false });

  test('on a game line: its own label, the line asked about', () => {
    const board = boardAtLine(analysis, 6);
    assert.equal(board.label, '1.1');
    assert.equal(board.line, 6);
    assert.deepEqual({ ...board, line: -1, label: '' }, initialBoard());
  });

  test('on a comment or blank line: the label of the game line above', () => {
    assert.equal(boardAtLine(analysis, 5).label, '1.H');
    assert.equal(boardAtLine(analysis, 7).label, '1.1');
    assert.equal(boardAtLine(analysis, 8).label, '2.H');
  });

  test('above the first game line: no label', () => {
    assert.equal(boardAtLine(analysis, 0).label, '');
    assert.equal(boardAtLine(analysis, 2).label, '');
    assert.equal(labelAt(analysis, 2), '');
  });

  test('a negative line: the board before any line', () => {
    assert.deepEqual(boardAtLine(analysis, -1), initialBoard());
  });

  test('past the end: clamped to the last line', () => {
    const last = analysis.lines.length - 1;
    const board = boardAtLine(analysis, 500);
    assert.equal(board.line, last);
    assert.equal(board.label, '2.H');
  });

  test('an empty document', () => {
    const board = boardAtLine(analyze(''), 3);
    assert.equal(board.line, 0);
    assert.equal(board.label, '');
  });
});

describe('boardAtLine with a replaying analysis', () => {
  const base = analyze(GAME);

  test('asks the analysis for the board after the line', () => {
    const asked: number[] = [];
    const replayed: BoardSnapshot = { ...initialBoard(), defcon: 4, vp: -1, line: 6, label: '1.1' };
    const analysis: DocumentAnalysis & { boardAt(line: number): BoardSnapshot | undefined } = {
      ...base,
      boardAt: (line) => { asked.push(line); return replayed; },
    };
    assert.equal(boardAtLine(analysis, 6), replayed);
    boardAtLine(analysis, 999);
    assert.deepEqual(asked, [6, base.lines.length - 1]);
  });

  test('falls back to the labelled starting board when the analysis has none', () => {
    const analysis = { ...base, boardAt: () => undefined };
    const board = boardAtLine(analysis, 4);
    assert.equal(board.label, '1.H');
    assert.equal(board.defcon, 5);
  });
});

describe('tsn/boardView over the protocol', () => {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  startServer(createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)), 'test');
  const client = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  // The server publishes diagnostics after each change; the tests wait for them before closing.
  const published: { uri: string; version?: number }[] = [];
  client.onNotification('textDocument/publishDiagnostics', (p: { uri: string; version?: number }) => { published.push(p); });
  const diagnosticsOf = async (version: number) => {
    while (!published.some((p) => p.uri === uri && p.version === version)) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  client.listen();
  after(() => { client.dispose(); toServer.end(); toClient.end(); });
  const uri = 'file:///board.tsn';

  test('answers with the board of an open document, null for an unknown one', async () => {
    await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await client.sendNotification('initialized', {});
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: GAME } });
    const { board } = await client.sendRequest(BOARD_VIEW.method, { uri, line: 5 }) as BoardView;
    assert.equal(board.line, 5);
    assert.equal(board.label, '1.H');
    assert.equal(Object.keys(board.influence).length, 84);
    assert.equal(await client.sendRequest(BOARD_VIEW.method, { uri: 'file:///unknown.tsn', line: 0 }), null);
    assert.equal(await client.sendRequest(BOARD_VIEW.method, { uri }), null);
    await diagnosticsOf(1);
  });

  test('tsn/boardView: the board map\'s whole view of a line in one answer', async () => {
    const view = await client.sendRequest(BOARD_VIEW.method, { uri, line: 6 }) as BoardView;
    assert.equal(view.board.line, 6);
    assert.equal(view.board.label, '1.1');
    assert.equal(view.before?.defcon, 5);
    assert.equal(view.board.defcon, 4);
    assert.match(view.reading[0]!, /^The USSR played Nasser for a coup in Iran/);
    assert.deepEqual(view.timeline.map((p) => p.label), ['1.S', '1.H', '1.1', '2.H']);
    assert.deepEqual(view.steps, { previous: 4, next: 8, turnStart: 3, end: 8 });
    assert.equal(view.scoring.length, 7);
    assert.deepEqual(view.history.IR?.map((c) => c.label), ['1.1']);
    assert.equal(await client.sendRequest(BOARD_VIEW.method, { uri: 'file:///unknown.tsn', line: 0 }), null);
    assert.equal(await client.sendRequest(BOARD_VIEW.method, { uri, line: 'x' }), null);
  });

  test('follows the document as it changes', async () => {
    await client.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 4, character: 0 }, end: { line: 4, character: 3 } }, text: '1.2' }],
    });
    const { board } = await client.sendRequest(BOARD_VIEW.method, { uri, line: 4 }) as BoardView;
    assert.equal(board.label, '1.2');
    await diagnosticsOf(2);
  });
});

describe('boardAtLine from the replay', () => {
  const game = `1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   DES#IR4+3 D4 ; MAR&JP3 KR\n# a note\n1.2   FID&SY2 ; DAC&EG2 JO LB\n`;
  const analysis = analyze(game);

  test('the board after the line under the cursor, with its label', () => {
    const board = boardAtLine(analysis, 1);
    assert.equal(board.label, '1.1');
    assert.equal(board.line, 1);
    assert.equal(board.defcon, 4);
    assert.deepEqual(board.influence.IR, { US: 0, USSR: 2 });
    assert.equal(board.control.IR, 'USSR');
  });

  test('on a comment line: the board after the game line above it', () => {
    const board = boardAtLine(analysis, 2);
    assert.equal(board.label, '1.1');
    assert.equal(board.line, 2);
    assert.deepEqual(board.influence.SY, { US: 0, USSR: 1 });
    assert.deepEqual(boardAtLine(analysis, 3).influence.SY, { US: 0, USSR: 3 });
  });
});
