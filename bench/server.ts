/**
 * The language server as the benchmarks drive it: `tsn lsp --stdio` in its own process (the built
 * server when there is one, else the sources through tsx), started with the Node flags the
 * desktop client gives it (SERVER_NODE_FLAGS) and initialised as an editor does it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection, type PublishDiagnosticsParams } from 'vscode-languageserver/node';
import { SERVER_NODE_FLAGS } from '../core/src/protocol';

/** The repository's root: the first folder above this file (or its bundle in out/bench) with a package.json. */
export const ROOT = (() => {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();

/** Whether `npm run build` made the server bundle. */
export const BUILT = existsSync(join(ROOT, 'dist', 'server', 'server.js'));

export const SERVER_ARGS = BUILT ? [join(ROOT, 'bin', 'tsn.js'), 'lsp', '--stdio'] : ['--import', 'tsx', join(ROOT, 'server', 'src', 'server.ts'), '--stdio'];

export interface Server {
  readonly client: ProtocolConnection;
  /** The server process's id. */
  readonly pid: number;
  /** Resolves with the diagnostics of `uri` at `version` when they arrive (ask before sending what makes them). */
  diagnostics(uri: string, version: number): Promise<PublishDiagnosticsParams>;
  /** Milliseconds from spawning the process to the answer to `initialize`. */
  readonly startMs: number;
  /**
   * Writes a message encoded beforehand (`encodedNotification`) to the server, after those sent
   * before it: a large one costs this process no serialising while it times the server's answers
   * (10 MB: 100-200 ms in which the hovers it timed could not be read). Resolves when the pipe
   * has taken all of it.
   */
  sendEncoded(message: Buffer): Promise<void>;
  stop(): void;
}

/** A notification as the protocol writes it (header and JSON body), to be sent with `sendEncoded`. */
export function encodedNotification(method: string, params: unknown): Buffer {
  const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', method, params }), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}

/** A new `tsn lsp --stdio` process, initialised as an editor does it; `env` is added to its environment. */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const t0 = performance.now();
  // Started with the flags the desktop client gives it; TSN_BENCH_SERVER_NODE_ARGS: more flags for
  // the server's node only, after them (`--cpu-prof` is refused in NODE_OPTIONS).
  const nodeArgs = process.env.TSN_BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, ...SERVER_ARGS], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const client = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const arrived = new Map<string, (p: PublishDiagnosticsParams) => void>();
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    const key = `${p.uri}@${p.version}`;
    arrived.get(key)?.(p);
    arrived.delete(key);
  });
  // Format Document's refusal of a huge file is a message with no action to choose.
  client.onRequest('window/showMessageRequest', () => null);
  client.listen();
  await client.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
  const startMs = performance.now() - t0;
  await client.sendNotification('initialized', {});
  return {
    client,
    pid: child.pid!,
    startMs,
    diagnostics: (uri, version) => new Promise<PublishDiagnosticsParams>((resolve) => arrived.set(`${uri}@${version}`, resolve)),
    // The client's writer writes each message's header and body in one synchronous call, so a write here never falls between them.
    sendEncoded: (message) => new Promise<void>((resolve) => { child.stdin.write(message, () => resolve()); }),
    stop: () => {
      if (nodeArgs.length === 0) { client.dispose(); child.kill(); return; }
      // A server that exits by itself writes what its node flags asked for (a CPU profile).
      void client.sendRequest('shutdown').then(() => client.sendNotification('exit')).finally(() => setTimeout(() => client.dispose(), 1000));
    },
  };
}
