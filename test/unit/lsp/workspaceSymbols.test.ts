// Workspace symbols across the games of the workspace folders: read from the file system by the
// Node server for a plain client, or through the client's tsn/workspaceFiles and tsn/readFile;
// open documents as the editor holds them. Driven over the protocol.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SymbolInformation } from 'vscode-languageserver';
import { nodeFiles } from '../../../server/src/lsp/nodeFiles';
import { fileNameOf, matchQuery, WorkspaceGames, type WorkspaceFiles } from '../../../server/src/lsp/workspaceSymbols';
import type { Workspace } from '../../../server/src/lsp/workspace';
import { analyze, type DocumentAnalysis } from '../../../core/src/analysis';
import { READ_FILE, WORKSPACE_FILES } from '../../../core/src/protocol';
import { startTestClient, type TestClient } from '../helpers/lspClient';
import { RUNNING } from '../helpers/games';

const SECOND = `[Event "Club final"]
[US "Carol"]
[USSR "Dmitri"]

1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
1.1   NAS#IR6+3 D4 ; MAR&JP3 KR
`;

describe('workspace symbols from the file system (a plain LSP client)', () => {
  const root = mkdtempSync(join(tmpdir(), 'tsn-symbols-'));
  let client: TestClient;
  before(async () => {
    writeFileSync(join(root, 'running.tsn'), RUNNING);
    mkdirSync(join(root, 'club'));
    writeFileSync(join(root, 'club', 'final.tsn'), SECOND);
    writeFileSync(join(root, 'notes.txt'), '1.1   NAS#IR6+3 D4 ; MAR&JP3 KR\n');
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(join(root, 'node_modules', 'ignored.tsn'), SECOND);
    client = await startTestClient({ workspaceFolders: [{ uri: pathToFileURL(root).toString(), name: 'games' }] }, { files: nodeFiles });
  });
  after(async () => {
    await client.close();
    rmSync(root, { recursive: true, force: true });
  });

  const symbols = (query: string) => client.request<SymbolInformation[]>('workspace/symbol', { query });

  test('announced by initialize', () => {
    assert.ok(client.capabilities.workspaceSymbolProvider);
  });

  test('each game, each turn and each play, from every .tsn file under the folders', async () => {
    const all = await symbols('');
    const games = all.filter((s) => s.kind === 1 /* File */).map((s) => s.name).sort();
    assert.deepEqual(games, ['Club final (Dmitri v Carol)', 'Running score (Boris v Alice)']);
    const final = all.filter((s) => s.location.uri.endsWith('/club/final.tsn')).map((s) => [s.name, s.containerName ?? '']);
    assert.deepEqual(final, [
      ['Club final (Dmitri v Carol)', ''],
      ['Turn 1', 'Club final (Dmitri v Carol)'],
      ['1.H USSR Vietnam Revolts: VIE VN2', 'Club final (Dmitri v Carol)'],
      ['1.H US Containment: CON', 'Club final (Dmitri v Carol)'],
      ['1.1 USSR Nasser: NAS#IR6+3 D4', 'Club final (Dmitri v Carol)'],
      ['1.1 US Marshall Plan: MAR&JP3 KR', 'Club final (Dmitri v Carol)'],
    ]);
    assert.ok(!all.some((s) => s.location.uri.includes('node_modules')), 'node_modules is searched');
  });

  test('a query finds every play of a card across the games, with its place', async () => {
    const found = await symbols('Nasser');
    assert.deepEqual(found.map((s) => [s.location.uri.slice(s.location.uri.lastIndexOf('/') + 1), s.name, s.location.range.start.line]).sort(), [
      ['final.tsn', '1.1 USSR Nasser: NAS#IR6+3 D4', 6],
      ['running.tsn', '1.4 USSR Nasser: NAS#JO4+1', 13],
    ]);
  });

  test('an open document is read as the editor holds it, and a changed file again', async () => {
    const uri = pathToFileURL(join(root, 'running.tsn')).toString();
    await client.open(uri, RUNNING.replace('1.4   NAS#JO4+1', '1.4   NAS#JO5+2'));
    assert.deepEqual((await symbols('Nasser')).map((s) => s.name).sort(), ['1.1 USSR Nasser: NAS#IR6+3 D4', '1.4 USSR Nasser: NAS#JO5+2']);
    const file = join(root, 'club', 'final.tsn');
    writeFileSync(file, SECOND.replace('Club final', 'Club semi-final'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    assert.deepEqual((await symbols('semi')).filter((s) => s.kind === 1).map((s) => s.name), ['Club semi-final (Dmitri v Carol)']);
  });
});

describe('workspace symbols through the client', () => {
  let client: TestClient;
  const files: Record<string, string> = { 'memfs:/games/a.tsn': SECOND, 'memfs:/games/b.tsn': RUNNING };
  const reads: string[] = [];
  before(async () => {
    client = await startTestClient({ initializationOptions: { workspaceFiles: true }, workspaceFolders: [{ uri: 'memfs:/games', name: 'games' }] }, {}, (connection) => {
      connection.onRequest(WORKSPACE_FILES.method, () => Object.keys(files).map((uri) => ({ uri, stamp: 1 })));
      connection.onRequest(READ_FILE.method, (params: { uri: string }) => {
        reads.push(params.uri);
        return files[params.uri] ?? null;
      });
    });
  });
  after(() => client.close());

  test('the files the client lists, read once while they do not change', async () => {
    const found = await client.request<SymbolInformation[]>('workspace/symbol', { query: 'Containment' });
    assert.deepEqual(found.map((s) => [s.location.uri, s.name]).sort(), [
      ['memfs:/games/a.tsn', '1.H US Containment: CON'],
      ['memfs:/games/b.tsn', '1.H US Containment: CON'],
    ]);
    await client.request('workspace/symbol', { query: 'Marshall' });
    assert.deepEqual(reads.sort(), ['memfs:/games/a.tsn', 'memfs:/games/b.tsn']);
  });
});

describe('matchQuery', () => {
  test('each word of the query in the text, any case: the best match', () => {
    assert.equal(matchQuery('nasser', '1.1 USSR Nasser: NAS#IR6+3'), 2);
    assert.equal(matchQuery('1.4 nas', '1.4 USSR Nasser: NAS#JO4+1'), 2);
  });

  test('else the characters in order from the start of a word', () => {
    assert.equal(matchQuery('nasr', '1.1 USSR Nasser: NAS#IR6+3'), 1);
    assert.equal(matchQuery('destal', '1.1 USSR De-Stalinization: DES#IR4+3'), 1);
    // The letters of "nasser" are all in "Integration test game (Tester B v Tester A)", but no word starts with n.
    assert.equal(matchQuery('nasser', 'Integration test game (Tester B v Tester A)'), 0);
    assert.equal(matchQuery('nasx', '1.1 USSR Nasser: NAS#IR6+3'), 0);
  });

  test('nodeFiles lists nothing for a folder that is not a file URI', async () => {
    assert.deepEqual(await nodeFiles.list(['memfs:/games']), []);
    assert.equal(await nodeFiles.read('memfs:/games/a.tsn'), undefined);
  });
});

describe('workspace symbols on hostile workspaces (issue 22)', () => {
  // The Workspace as WorkspaceGames uses it: open documents and their analyses.
  const workspaceWith = (open: Record<string, DocumentAnalysis>) => ({
    documents: { all: () => Object.keys(open).map((uri) => ({ uri })) },
    analysisWhenReady: async (uri: string) => open[uri],
  }) as unknown as Workspace;
  const filesOf = (files: Record<string, string>): WorkspaceFiles => ({
    list: async () => Object.keys(files).map((uri) => ({ uri, stamp: 1 })),
    read: async (uri) => files[uri],
  });

  test('an open document of 130,000 plays: its symbols, no stack overflow', async () => {
    const text = `1.S   PL4 DD HU ; IT3 FR2 DE2\n${'1.1   NAS#IR6+3 ; MAR&JP3\n'.repeat(65_000)}`;
    const games = new WorkspaceGames(workspaceWith({ 'memfs:/huge.tsn': analyze(text, { rules: false }) }));
    const found = await games.symbols('Marshall');
    assert.equal(found.length, 2_000);
    assert.equal(found[0]!.name, '1.1 US Marshall Plan: MAR&JP3');
  });

  test('a malformed % escape in a file name: the name as written, the other files still found', async () => {
    const games = new WorkspaceGames(workspaceWith({}));
    games.setSource(filesOf({ 'memfs:/games/bad%E0%A4%A.tsn': '1.1   NAS#IR6+3 ; —\n', 'memfs:/games/a.tsn': SECOND }), ['memfs:/games']);
    const all = await games.symbols('');
    assert.deepEqual(all.filter((s) => s.kind === 1).map((s) => s.name).sort(), ['Club final (Dmitri v Carol)', 'bad%E0%A4%A.tsn']);
    assert.equal(fileNameOf('memfs:/games/club%20final.tsn'), 'club final.tsn');
  });

  test('the folder\'s files are parsed in slices, the event loop turning between them', async () => {
    const big = `1.S   PL4 DD HU ; IT3 FR2 DE2\n${'1.1   NAS#IR6+3 ; MAR&JP3\n'.repeat(20_000)}`;
    const games = new WorkspaceGames(workspaceWith({}));
    games.setSource(filesOf({ 'memfs:/a.tsn': big, 'memfs:/b.tsn': big }), ['memfs:/']);
    let turns = 0;
    let done = false;
    const turn = () => { turns++; if (!done) setImmediate(turn); };
    setImmediate(turn);
    const found = await games.symbols('Nasser');
    done = true;
    assert.equal(found.length, 2_000);
    // Read from memory, a file would be parsed without a turn: each file gives at least one.
    assert.ok(turns >= 2, `${turns} turns of the event loop while two files were parsed`);
  });
});
