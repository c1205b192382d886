import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import {
  createConnection, createProtocolConnection, StreamMessageReader, StreamMessageWriter,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
import { startServer } from '../../../server/src/lsp/main';

/** The server and a client talking over in-memory streams, as an editor would over stdio. */
function connect() {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  startServer(createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)), 'test');
  const client = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  const diagnostics: PublishDiagnosticsParams[] = [];
  const waiters: (() => void)[] = [];
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    diagnostics.push(p);
    waiters.splice(0).forEach((w) => w());
  });
  client.listen();
  const nextDiagnostics = (uri: string, version: number) => new Promise<PublishDiagnosticsParams>((resolve) => {
    const check = () => {
      const found = diagnostics.find((d) => d.uri === uri && d.version === version);
      if (found) resolve(found); else waiters.push(check);
    };
    check();
  });
  return { client, nextDiagnostics, close: () => { client.dispose(); toServer.end(); toClient.end(); } };
}

describe('language server over the protocol', () => {
  const { client, nextDiagnostics, close } = connect();
  after(close);
  const uri = 'file:///game.tsn';

  test('initialize announces its features and the ready notification follows', async () => {
    const ready = new Promise((resolve) => client.onNotification('tsn/ready', resolve));
    const result = await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} }) as { capabilities: Record<string, unknown>; serverInfo: { name: string } };
    for (const feature of ['hoverProvider', 'completionProvider', 'documentSymbolProvider', 'foldingRangeProvider', 'documentFormattingProvider', 'codeActionProvider']) {
      assert.ok(result.capabilities[feature], feature);
    }
    assert.equal(result.serverInfo.name, 'tsn-language-server');
    await client.sendNotification('initialized', {});
    assert.deepEqual(await ready, { version: 'test' });
  });

  test('diagnostics follow the text as it changes', async () => {
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: '1.1   NSA#IR6+3 D4 ; —\n' } });
    const first = await nextDiagnostics(uri, 1);
    assert.deepEqual(first.diagnostics.map((d) => [d.code, d.range.start.character, d.severity]), [['TSN011', 6, 1]]);
    await client.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 6 }, end: { line: 0, character: 9 } }, text: 'NAS' }],
    });
    assert.deepEqual((await nextDiagnostics(uri, 2)).diagnostics, []);
  });

  test('hover, completion, symbols and formatting answer', async () => {
    const hover = await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 7 } }) as { contents: { value: string } };
    assert.match(hover.contents.value, /Nasser/);
    const items = await client.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 0, character: 10 } }) as { label: string }[];
    assert.ok(items.some((i) => i.label === 'IR'));
    const symbols = await client.sendRequest('textDocument/documentSymbol', { textDocument: { uri } }) as { name: string }[];
    assert.deepEqual(symbols.map((s) => s.name), ['Turn 1']);
    const edits = await client.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    assert.deepEqual(edits, []);
  });

  test('the server keeps serving through garbage', async () => {
    const garbage = '\u0000\u0001((([[[{{{' + '1.1 '.repeat(1000) + '\ud800';
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: garbage }] });
    const d = await nextDiagnostics(uri, 3);
    assert.ok(d.diagnostics.length > 0);
    const hover = await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 50 } });
    assert.ok(hover === null || typeof hover === 'object');
    const symbols = await client.sendRequest('textDocument/documentSymbol', { textDocument: { uri } });
    assert.ok(Array.isArray(symbols));
  });
});

describe('one diagnostic per mistake, links and completion, over the protocol', () => {
  const { client, nextDiagnostics, close } = connect();
  after(close);
  const uri = 'file:///work/turn2.tsn';
  const DOC = 'https://example.org/tsn/docs/diagnostics.md';
  const SETUP = '1.S   PL4 DD HU ; IT3 FR2 DE2';
  type Item = { label: string; sortText: string; tags?: number[]; labelDetails?: { description?: string }; textEdit?: { newText: string } };
  const ordered = (items: Item[]) => [...items].sort((a, b) => (a.sortText < b.sortText ? -1 : a.sortText > b.sortText ? 1 : 0));
  let version = 0;
  const show = async (text: string) => {
    version++;
    if (version === 1) await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version, text } });
    else await client.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    return (await nextDiagnostics(uri, version)).diagnostics;
  };
  const complete = (line: number, character: number, triggerCharacter?: string) =>
    client.sendRequest('textDocument/completion', {
      textDocument: { uri }, position: { line, character },
      ...(triggerCharacter ? { context: { triggerKind: 2, triggerCharacter } } : {}),
    }) as Promise<Item[]>;

  test('initialize: the client names docs/diagnostics.md; a space and the digits open lists where they are needed', async () => {
    const result = await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {}, initializationOptions: { diagnosticsDoc: DOC } }) as { capabilities: { completionProvider: { triggerCharacters: string[] } } };
    const triggers = result.capabilities.completionProvider.triggerCharacters;
    for (const c of ['@', '&', '#', ' ', '1']) assert.ok(triggers.includes(c), c);
    assert.ok(!triggers.includes(';'));
    await client.sendNotification('initialized', {});
  });

  test('an unknown card is one diagnostic; an illegal coup is one; each code links to its entry', async () => {
    const diagnostics = await show(`${SETUP}\n1.H   DUC ; CON\n1.1   DES#IR4+3 D4 ; —\n1.2   NAS#FR6+2 ; —\n`);
    assert.deepEqual(diagnostics.map((d) => [d.code, d.range.start.line]), [['TSN011', 1], ['TSN122', 3]]);
    assert.deepEqual(diagnostics.map((d) => d.codeDescription?.href), [
      `${DOC}#tsn011--unknown-card-code`, `${DOC}#tsn122--coup-forbidden-by-defcon`,
    ]);
  });

  test('relatedInformation: where the card went to the discard pile, where the effect came into force', async () => {
    const diagnostics = await show(`${SETUP}\n1.1   NAS#IR6+3 D4 ; —\n1.2   NAS#IR6 ; —\n`);
    assert.deepEqual(diagnostics.map((d) => d.code), ['TSN102']);
    assert.deepEqual(diagnostics[0]!.relatedInformation, [{
      location: { uri, range: { start: { line: 1, character: 6 }, end: { line: 1, character: 9 } } },
      message: 'Nasser went to the discard pile in 1.1',
    }]);
    const nato = await show(`${SETUP}\n1.1   FID&SY2 ; MAR@UK BX DK NO SE GR TR\n1.2   COM&CS2 YU ; NAT@\n1.3   DES#UK6 ; —\n`);
    const forbidden = nato.find((d) => d.code === 'TSN123')!;
    assert.equal(forbidden.message, 'The USSR may not coup in the United Kingdom: NATO protects the United Kingdom, a US-controlled European country.');
    assert.deepEqual(forbidden.relatedInformation?.map((r) => [r.location.range.start.line, r.message]), [[2, 'NATO came into force in 1.2']]);
  });

  test('quick fixes where the answer is known: the play symbol, the countries in reach, the influence total', async () => {
    const diagnostics = await show(`${SETUP}\n1.1   VIE VN2 ; MAR&JP3 TH\n1.2   COM&CS ; —\n`);
    const actions = await client.sendRequest('textDocument/codeAction', {
      textDocument: { uri }, range: { start: { line: 1, character: 0 }, end: { line: 2, character: 0 } }, context: { diagnostics },
    }) as { title: string; isPreferred: boolean; edit: { changes: Record<string, { newText: string }[]> } }[];
    const offered = actions.map((a) => [a.title, a.edit.changes[uri]![0]!.newText, a.isPreferred]);
    assert.deepEqual(offered.slice(0, 2), [['Write VIE@ (its event)', 'VIE@', true], ['Write VIE& (operations, influence)', 'VIE&', false]]);
    assert.ok(offered.some(([title, text, preferred]) => title === 'Change to MY (Malaysia, in reach)' && text === 'MY' && preferred === false));
    assert.ok(offered.some(([, text, preferred]) => text === 'COM&CS3' && preferred === true));
  });

  test('completion on the US part of turn 2: playable cards first, the USSR\'s China Card and the discarded ones after', async () => {
    await show(`${SETUP}\n1.H   VIE VN2 ; CON\n1.1   NAS#IR6+3 D4 ; MAR&JP3 KR\n1.2   FID&SY2 ; DAC&EG2 JO LB\n2.H   COM@PL HU RO DD ; DUC\n2.1   — ; `);
    const items = ordered(await complete(5, 10));
    const firstUnavailable = items.findIndex((i) => i.tags?.includes(1));
    const playable = items.slice(0, firstUnavailable).map((i) => i.label);
    for (const code of ['CHN', 'VIE', 'DAC', 'MAR', 'NAS']) assert.ok(!playable.includes(code), code);
    assert.equal(items.find((i) => i.label === 'DAC')!.labelDetails?.description, 'Duck and Cover — in the discard pile since 1.2');
  });

  test('completion after FID# at DEFCON 4: no European target before the open ones', async () => {
    await show(`${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#`);
    const items = ordered(await complete(2, 10, '#'));
    const firstClosed = items.findIndex((i) => i.tags?.includes(1));
    assert.ok(firstClosed > 0);
    assert.ok(items.slice(0, firstClosed).every((i) => !['UK', 'FR', 'IT', 'DE', 'CA'].includes(i.label)));
    assert.match(items[0]!.labelDetails!.description!, /needs \d\+: \d+%/);
  });

  test('no completion in a comment, nor opened by a space after a finished play; the next label at a line\'s start', async () => {
    await show(`${SETUP}\n1.1   NAS#IR6+3 {a note on I} D4 ; FYP&AF2 IR \n`);
    assert.deepEqual(await complete(1, 26), []);
    assert.deepEqual(await complete(1, 47, ' '), [], 'Five Year Plan\'s 3 ops are placed');
    const labels = await complete(2, 0);
    assert.deepEqual(labels.map((i) => i.textEdit?.newText), ['1.2   ', '1.E   ']);
  });

  const legal = (items: Item[]) => ordered(items).filter((i) => !i.tags?.includes(1));
  const gives = (items: Item[], code: string) => items.find((i) => i.label === code)!.labelDetails!.description;

  test('COM@: the Eastern European countries without US control first, the battlegrounds first, each with what it gives', async () => {
    await show(`${SETUP}\n1.1   COM@`);
    const items = await complete(1, 10, '@');
    assert.deepEqual(legal(items).map((i) => i.label).sort(), ['AT', 'BG', 'CS', 'DD', 'FI', 'HU', 'PL', 'RO', 'YU']);
    assert.deepEqual(legal(items).slice(0, 2).map((i) => i.label).sort(), ['DD', 'PL']);
    assert.equal(gives(items, 'CS'), 'Czechoslovakia — +1 USSR: 0 → 1');
    assert.equal(gives(items, 'IT'), 'Italy — not among COMECON\'s choices here');
    // Two written, two to go: a space opens the list of the others.
    await show(`${SETUP}\n1.1   COM@PL HU `);
    const next = legal(await complete(1, 16, ' ')).map((i) => i.label);
    assert.ok(next.length === 7 && !next.includes('PL') && !next.includes('HU'), next.join(' '));
  });

  test('DEC@: Africa and Southeast Asia, the countries it takes control of first', async () => {
    await show(`${SETUP}\n1.1   DEC@`);
    const items = legal(await complete(1, 10, '@'));
    assert.equal(items.length, 25);
    assert.ok(items.every((i) => !['EG', 'IN', 'JP', 'FR'].includes(i.label)));
    assert.equal(items[0]!.labelDetails!.description, 'Nigeria — +1 USSR: 0 → 1, USSR control');
  });

  test('JUN@PA2 #: the free coup\'s targets in Central and South America, with their odds', async () => {
    await show(`${SETUP}\n4.1   NAS&SY ; DAC&PA CR MX\n4.2   JUN@PA2 #`);
    const items = legal(await complete(2, 15, '#'));
    assert.deepEqual(items.map((i) => i.labelDetails!.description), ['Mexico — needs 3+: 67%', 'Panama — needs 3+: 67%', 'Costa Rica — needs 5+: 33%']);
  });

  test('an unknown card\'s operations: the countries, none judged (the engine has no card to ask; it threw before)', async () => {
    for (const symbol of ['&', '#', '/']) {
      await show(`${SETUP}\n1.1   ZZZ${symbol}`);
      const items = await complete(1, 10, symbol);
      assert.equal(items.length, 84, symbol);
      assert.ok(items.every((i) => !i.tags?.includes(1)), symbol);
    }
    await show(`${SETUP}\n1.1   COM@`);
    assert.ok(legal(await complete(1, 10, '@')).length > 0);
  });

  test('CON@: Containment writes nothing, so nothing is offered', async () => {
    await show(`${SETUP}\n1.1   — ; CON@`);
    assert.deepEqual(await complete(1, 14, '@'), []);
    assert.deepEqual(await complete(1, 14), []);
  });

  test('a digit at a line\'s start opens the labels that may come next', async () => {
    await show(`${SETUP}\n1.H   VIE ; CON\n1`);
    const labels = await complete(2, 1, '1');
    assert.deepEqual(labels.map((i) => [i.label, i.textEdit?.newText]), [['1.1', '1.1   ']]);
    assert.deepEqual(await complete(1, 8, '1'), [], 'a digit in a play opens nothing');
  });

  test('MAR&JP3 then a space: the op left goes where it is in reach, the countries whose control it takes first', async () => {
    await show(`${SETUP}\n1.1   — ; MAR&JP3 `);
    const items = await complete(1, 18, ' ');
    assert.equal(legal(items)[0]!.labelDetails!.description, 'France — 1 op');
    assert.equal(gives(items, 'SE'), 'Sweden — out of reach');
    assert.ok(!legal(items).some((i) => i.label === 'DD'), 'East Germany is USSR-controlled: 2 ops, one is left');
  });

  test('Vietnam Revolts in force: the operations\' bonus in Southeast Asia is shown, those countries first', async () => {
    await show(`${SETUP}\n1.H   VIE ; CON\n1.1   FYP&`);
    const items = legal(await complete(2, 10, '&'));
    assert.equal(items[0]!.labelDetails!.description, 'Laos/Cambodia — 1 op · 4 ops if all in Southeast Asia (+1 Vietnam Revolts)');
  });

  test('a card that cannot be played: the quick fixes offer the cards the side can play there', async () => {
    const deal = '1.D   [SME NAS FID KOR COM DES VIE TRU] ; [MAR CON DAC IND RED OLY NTB SPR]';
    const diagnostics = await show(`${deal}\n${SETUP}\n1.H   VIE ; CON\n1.1   DAC&PL2 ; —\n`);
    const unplayable = diagnostics.find((d) => d.code === 'TSN102')!;
    assert.ok(unplayable, diagnostics.map((d) => d.code).join(' '));
    const actions = await client.sendRequest('textDocument/codeAction', {
      textDocument: { uri }, range: unplayable.range, context: { diagnostics: [unplayable] },
    }) as { title: string; edit: { changes: Record<string, { newText: string }[]> } }[];
    const cards = actions.map((a) => a.edit.changes[uri]![0]!.newText);
    assert.deepEqual([...cards].sort(), ['CHN', 'COM', 'DES', 'FID', 'KOR', 'NAS', 'SME', 'TRU'], 'the hand and the China Card');
    assert.equal(actions.find((a) => a.edit.changes[uri]![0]!.newText === 'NAS')!.title, 'Play NAS instead (Nasser, 1 op)');
    assert.ok(cards.indexOf('SME') === cards.length - 1, 'a scoring card has no influence to place: last');
  });
});
