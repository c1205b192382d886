/**
 * A plain LSP client talking to the server over in-memory streams, as an editor does over stdio:
 * initialize, open documents, send requests. For the tests of each server feature.
 */
import { PassThrough } from 'node:stream';
import {
  createConnection, createProtocolConnection, StreamMessageReader, StreamMessageWriter,
  type InitializeParams, type InitializeResult, type ProtocolConnection, type PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
import { startServer, type ServerOptions } from '../../../server/src/lsp/main';

export interface TestClient {
  readonly connection: ProtocolConnection;
  readonly capabilities: InitializeResult['capabilities'];
  /** Opens a document and waits for its diagnostics (so that nothing is still being sent at close). */
  open(uri: string, text: string, version?: number): Promise<void>;
  /** Replaces a document's text and waits for its diagnostics. */
  change(uri: string, text: string, version: number): Promise<void>;
  request<R>(method: string, params: unknown): Promise<R>;
  /** The diagnostics the server published for a version of a document (waits for them). */
  diagnostics(uri: string, version: number): Promise<PublishDiagnosticsParams>;
  /** Lets the server's already scheduled work (diagnostics) finish, then closes both ends. */
  close(): Promise<void>;
}

/**
 * Starts a server and a client, initializes it (with `params` merged in) and waits for `tsn/ready`.
 * `setup` runs before initialize, to register handlers for the server's requests to the client.
 */
export async function startTestClient(
  params: Partial<InitializeParams> = {},
  options: ServerOptions = {},
  setup?: (connection: ProtocolConnection) => void,
): Promise<TestClient> {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  startServer(createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)), 'test', options);
  const connection = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  setup?.(connection);
  const published: PublishDiagnosticsParams[] = [];
  const waiters: (() => void)[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
    waiters.splice(0).forEach((wake) => wake());
  });
  connection.listen();
  const ready = new Promise((resolve) => connection.onNotification('tsn/ready', resolve));
  const result = await connection.sendRequest<InitializeResult>('initialize', { processId: null, rootUri: null, capabilities: {}, ...params });
  await connection.sendNotification('initialized', {});
  await ready;
  const diagnostics = (uri: string, version: number) => new Promise<PublishDiagnosticsParams>((resolve) => {
    const check = () => {
      const found = published.find((d) => d.uri === uri && d.version === version);
      if (found) resolve(found); else waiters.push(check);
    };
    check();
  });
  return {
    connection,
    capabilities: result.capabilities,
    open: async (uri, text, version = 1) => {
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version, text } });
      await diagnostics(uri, version);
    },
    change: async (uri, text, version) => {
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
      await diagnostics(uri, version);
    },
    request: (method, requestParams) => connection.sendRequest(method, requestParams),
    diagnostics,
    close: async () => {
      // The server schedules diagnostics with timers; one of ours, set later, fires after them.
      await new Promise((resolve) => setTimeout(resolve, 0));
      connection.dispose();
      toServer.end();
      toClient.end();
    },
  };
}

/** A client whose settings a test changes, counting the server's requests to refresh a feature. */
export interface SettingsClient {
  readonly client: TestClient;
  /** The `tsn` settings the client answers `workspace/configuration` with. */
  settings: Record<string, unknown>;
  /** How many `workspace/<feature>/refresh` requests the server has sent. */
  readonly refreshes: number;
  /** Sends `workspace/didChangeConfiguration` and waits (up to a second) for one more refresh request. */
  changeSettings(settings: Record<string, unknown>): Promise<void>;
}

/**
 * A client that can be configured and refreshes `feature` (`codeLens`, `inlayHint`), with `uri`
 * opened holding `text`.
 */
export async function startSettingsClient(feature: 'codeLens' | 'inlayHint', uri: string, text: string): Promise<SettingsClient> {
  const state = { settings: {} as Record<string, unknown>, refreshes: 0 };
  const client = await startTestClient(
    { capabilities: { workspace: { configuration: true, [feature]: { refreshSupport: true } } } },
    {},
    (connection) => {
      connection.onRequest('workspace/configuration', () => [state.settings]);
      connection.onRequest(`workspace/${feature}/refresh`, () => { state.refreshes++; return null; });
    },
  );
  await client.open(uri, text);
  return {
    client,
    get settings() { return state.settings; },
    set settings(value) { state.settings = value; },
    get refreshes() { return state.refreshes; },
    async changeSettings(settings) {
      state.settings = settings;
      const before = state.refreshes;
      await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
      for (let tries = 0; tries < 100 && state.refreshes === before; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
