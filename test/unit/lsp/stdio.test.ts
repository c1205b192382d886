/**
 * The language server as a process over standard input and output, as an editor runs it: random
 * edits (insert, delete, paste, undo) with hovers and completions between them, hostile messages,
 * and a huge file. Every request gets its answer, the process never exits, and the diagnostics of
 * the last version equal a fresh analysis of the same text. No assertion is about time: the
 * huge-file tests assert the order of answers (another file's hover before the huge file's
 * diagnostics) and the number of diagnostics.
 *
 *   TSN_STRESS_EDITS=2000   more edits (default 150)
 *   TSN_HUGE_MB=10          the huge file's size and the huge paste's (default 1)
 */
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type Diagnostic as LspDiagnostic, type PublishDiagnosticsParams } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyze } from '../../../core/src/analysis';
import { boundedDiagnostics, MAX_PUBLISHED } from '../../../server/src/lsp/diagnostics';
import { SERVER_NODE_FLAGS } from '../../../core/src/protocol';
import { generateGame } from '../../../bench/generateGame';
import { grammarText, int, mutate, mutatedGame, pick, play, realGames, rng } from '../fuzz/generate';

const EDITS = Number(process.env.TSN_STRESS_EDITS ?? 150);
const HUGE_MB = Number(process.env.TSN_HUGE_MB ?? 1);
const SERVER = join(__dirname, '..', '..', '..', 'server', 'src', 'server.ts');

/** The server in its own process, with the Node flags editors start it with (README, the desktop client). */
function startServer() {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let exited: number | null | undefined;
  child.on('exit', (code) => { exited = code; });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const client = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const published: PublishDiagnosticsParams[] = [];
  const logs: string[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => { published.push(p); wake(); });
  client.onNotification('window/logMessage', (p: { message: string }) => { logs.push(p.message); wake(); });
  client.listen();
  const until = (found: () => boolean) => new Promise<void>((resolve) => {
    const check = () => (found() ? resolve() : waiters.push(check));
    check();
  });
  const diagnosticsOf = async (uri: string, version: number) => {
    await until(() => published.some((d) => d.uri === uri && d.version === version));
    return published.find((d) => d.uri === uri && d.version === version)!;
  };
  const stop = () => {
    client.dispose();
    child.kill();
  };
  return { client, child, published, logs, until, diagnosticsOf, stop, exited: () => exited, stderr: () => stderr };
}

describe('language server over stdio', () => {
  const server = startServer();
  after(server.stop);
  const { client } = server;

  test('starts', async () => {
    await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await client.sendNotification('initialized', {});
  });

  test(`random edits with hovers and completions between: every answer arrives, diagnostics equal a fresh analysis (${EDITS} edits)`, async () => {
    const random = rng(42);
    const uri = 'file:///stress.tsn';
    let document = TextDocument.create(uri, 'tsn', 1, realGames()[0]!);
    const history: string[] = [];
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: document.getText() } });
    const answers: Promise<unknown>[] = [];
    for (let edit = 0; edit < EDITS; edit++) {
      const text = document.getText();
      let start = int(random, text.length + 1);
      let end = start;
      let insert = '';
      const kind = history.length && random() < 0.15 ? 'undo' : pick(random, ['insert', 'insert', 'delete', 'paste', 'type']);
      if (kind === 'undo') {
        // Back to the text before the last edit, as one change: the differing middle.
        const before = history.pop()!;
        let prefix = 0;
        while (prefix < text.length && prefix < before.length && text[prefix] === before[prefix]) prefix++;
        let suffix = 0;
        while (suffix < text.length - prefix && suffix < before.length - prefix && text[text.length - 1 - suffix] === before[before.length - 1 - suffix]) suffix++;
        start = prefix;
        end = text.length - suffix;
        insert = before.slice(prefix, before.length - suffix);
      } else {
        history.push(text);
        if (kind === 'delete') end = Math.min(text.length, start + int(random, 30));
        else if (kind === 'paste') {
          const source = pick(random, realGames());
          const from = int(random, source.length);
          insert = source.slice(from, from + int(random, 400));
        } else if (kind === 'type') insert = play(random);
        else insert = mutate(random, '').slice(0, 50) || 'x';
      }
      const change = { range: { start: document.positionAt(start), end: document.positionAt(end) }, text: insert };
      const version = document.version + 1;
      document = TextDocument.update(document, [change], version);
      await client.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
      const position = document.positionAt(int(random, document.getText().length + 1));
      if (random() < 0.5) answers.push(client.sendRequest('textDocument/hover', { textDocument: { uri }, position }));
      if (random() < 0.3) answers.push(client.sendRequest('textDocument/completion', { textDocument: { uri }, position }));
      if (random() < 0.05) answers.push(client.sendRequest('textDocument/documentSymbol', { textDocument: { uri } }));
      if (edit % 25 === 24 || edit === EDITS - 1) {
        const got = await server.diagnosticsOf(uri, version);
        // Converted as the server converts them: related lines in this document; each code's link
        // (codeDescription) is the packaged doc's, checked by its own tests, so it is left out here.
        const withoutLinks = (ds: readonly LspDiagnostic[]) => ds.map(({ codeDescription: _link, ...d }) => d);
        assert.deepEqual(withoutLinks(got.diagnostics), withoutLinks(boundedDiagnostics(analyze(document.getText()).diagnostics, { uri })), `after edit ${edit}`);
      }
    }
    const results = await Promise.all(answers);
    assert.equal(results.length, answers.length);
    assert.equal(server.exited(), undefined);
  });

  test('didOpen with text: null opens an empty document; the next edit is analysed', async () => {
    const uri = 'file:///null.tsn';
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: null } });
    assert.deepEqual((await server.diagnosticsOf(uri, 1)).diagnostics, []);
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: '1.1   NSA#IR6+3 ; —' }] });
    assert.deepEqual((await server.diagnosticsOf(uri, 2)).diagnostics.map((d) => d.code), ['TSN011']);
    assert.equal(await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 5, character: 0 } }), null);
  });

  test('a request the handler cannot serve is logged and answered empty', async () => {
    const uri = 'file:///null.tsn';
    const answer = await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: null });
    assert.equal(answer, null);
    await server.until(() => server.logs.some((l) => /textDocument\/hover|onHover/.test(l) && /failed and was answered empty/.test(l)));
    assert.equal(server.exited(), undefined);
  });

  test('deep nesting of each kind: one TSN040 each, and the server answers on', async () => {
    const plays = {
      parens: `1.1   CIA@${'('.repeat(6000)}IT${')'.repeat(6000)} ; —`,
      subPlays: `1.1   ${'UNI@'.repeat(3000)}NAS&TW ; —`,
      cardMoves: `1.1   FYP@${'>TRU@'.repeat(3000)}AT- ; —`,
    };
    for (const [name, text] of Object.entries(plays)) {
      const uri = `file:///deep-${name}.tsn`;
      await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text } });
      const got = await server.diagnosticsOf(uri, 1);
      assert.equal(got.diagnostics.filter((d) => d.code === 'TSN040').length, 1, name);
      const hover = await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 8 } });
      assert.ok(hover === null || typeof hover === 'object');
    }
    assert.equal(server.exited(), undefined);
  });
});

describe(`language server over stdio: a ${HUGE_MB} MB file of repeated games`, () => {
  const server = startServer();
  after(server.stop);
  const { client } = server;
  const game = generateGame(1);
  let huge = game;
  while (huge.length < HUGE_MB * 1e6) huge += '\n' + game;

  test('another file\'s hover is answered while it is analysed; a newer edit drops the older work; diagnostics are bounded', async () => {
    await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await client.sendNotification('initialized', {});
    const small = 'file:///small.tsn';
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri: small, languageId: 'tsn', version: 1, text: '1.1   NAS#IR6+3 D4 ; —\n' } });
    await server.diagnosticsOf(small, 1);

    const uri = 'file:///huge.tsn';
    const order: string[] = [];
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: huge } });
    // A newer version at once: the analysis of version 1 is dropped, only version 2 is published.
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# a comment\n' }] });
    const hover = client.sendRequest('textDocument/hover', { textDocument: { uri: small }, position: { line: 0, character: 7 } }).then((h) => { order.push('hover on the small file'); return h; });
    const diagnostics = server.diagnosticsOf(uri, 2).then((d) => { order.push('the huge file\'s diagnostics'); return d; });
    const [answer, published] = await Promise.all([hover, diagnostics]);
    assert.match((answer as { contents: { value: string } }).contents.value, /Nasser/);
    assert.deepEqual(order, ['hover on the small file', 'the huge file\'s diagnostics']);
    assert.ok(!server.published.some((d) => d.uri === uri && d.version === 1), 'version 1 was dropped for version 2');

    const all = analyze('# a comment\n' + huge).diagnostics;
    assert.ok(all.length > MAX_PUBLISHED, `the huge file has ${all.length} problems`);
    assert.equal(published.diagnostics.length, MAX_PUBLISHED + 1);
    const last = published.diagnostics[MAX_PUBLISHED]!;
    assert.equal(last.code, 'TSN042');
    assert.match(String(last.message), new RegExp(`^${all.length - MAX_PUBLISHED} more problems`));
    // One diagnostic for each run of lines after the game ended, not one per play.
    assert.ok(all.filter((d) => d.code === 'TSN171' || d.code === 'TSN173').length <= all.filter((d) => d.code === 'TSN006').length + 2);
    assert.equal(server.exited(), undefined);
  });

  test('what an editor asks about the file while it is analysed (tokens, lenses, hints) waits for it; the other file is answered first', async () => {
    const uri = 'file:///huge.tsn';
    // Opened again, so that the whole file is analysed: a line added at its top is now analysed
    // within one slice (the lines below it kept unread, issue 22), before the requests are read.
    await client.sendNotification('textDocument/didClose', { textDocument: { uri } });
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 3, text: '# another comment\n# a comment\n' + huge } });
    const order: string[] = [];
    const about = (what: string, answer: Promise<unknown>) => answer.then((a) => { order.push(what); return a; });
    const wide = { start: { line: 0, character: 0 }, end: { line: 200, character: 0 } };
    const tokens = about('tokens', client.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri } }));
    const lenses = about('lenses', client.sendRequest('textDocument/codeLens', { textDocument: { uri } }));
    const hints = about('hints', client.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range: wide }));
    const hover = about('hover on the small file', client.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///small.tsn' }, position: { line: 0, character: 7 } }));
    const [t, l, h] = await Promise.all([tokens, lenses, hints, hover]);
    assert.equal(order[0], 'hover on the small file');
    assert.ok((t as { data: number[] }).data.length > 0);
    assert.ok((l as unknown[]).length > 0);
    assert.ok((h as unknown[]).length > 0);
    assert.equal(server.exited(), undefined);
  });
});

describe(`language server over stdio: a ${HUGE_MB} MB paste into a game being written`, () => {
  const server = startServer();
  after(server.stop);
  const { client } = server;
  const random = rng(7);
  const game = realGames()[0]!;
  // What a new user might paste: games with typos, random plays, lines of junk, over and over.
  let paste = '';
  while (paste.length < HUGE_MB * 1e6) paste += `${mutatedGame(random)}\n${grammarText(random, 40)}\n${mutate(random, game)}\n`;

  test('another file is answered meanwhile, the diagnostics are bounded, and undoing the paste gives the game\'s own diagnostics back', async () => {
    await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await client.sendNotification('initialized', {});
    const small = 'file:///small.tsn';
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri: small, languageId: 'tsn', version: 1, text: '1.1   NAS#IR6+3 D4 ; —\n' } });
    await server.diagnosticsOf(small, 1);
    const uri = 'file:///writing.tsn';
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: game } });
    await server.diagnosticsOf(uri, 1);

    const end = TextDocument.create(uri, 'tsn', 1, game).positionAt(game.length);
    const order: string[] = [];
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: end, end }, text: paste }] });
    const hover = client.sendRequest('textDocument/hover', { textDocument: { uri: small }, position: { line: 0, character: 7 } }).then((h) => { order.push('hover on the other file'); return h; });
    const pasted = server.diagnosticsOf(uri, 2).then((d) => { order.push('the pasted file\'s diagnostics'); return d; });
    const [answer, published] = await Promise.all([hover, pasted]);
    assert.match((answer as { contents: { value: string } }).contents.value, /Nasser/);
    assert.deepEqual(order, ['hover on the other file', 'the pasted file\'s diagnostics']);
    const all = analyze(game + paste).diagnostics;
    assert.ok(all.length > MAX_PUBLISHED, `the paste has ${all.length} problems`);
    assert.equal(published.diagnostics.length, MAX_PUBLISHED + 1);
    assert.equal(published.diagnostics[MAX_PUBLISHED]!.code, 'TSN042');

    // Undo: the paste goes, and the game's own diagnostics come back, as a fresh analysis gives them.
    const pastedEnd = TextDocument.create(uri, 'tsn', 2, game + paste).positionAt(game.length + paste.length);
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ range: { start: end, end: pastedEnd }, text: '' }] });
    const undone = await server.diagnosticsOf(uri, 3);
    assert.deepEqual(undone.diagnostics.map((d) => [d.code, d.range.start.line, d.message]), boundedDiagnostics(analyze(game).diagnostics).map((d) => [d.code, d.range.start.line, d.message]));
    assert.equal(server.exited(), undefined);
  });
});
