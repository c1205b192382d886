/** The language server's Node entry, started by the VS Code client or by `tsn lsp --stdio`, over standard input and output. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { format, inspect } from 'node:util';
import { createConnection, ProposedFeatures, StreamMessageWriter, type Connection } from 'vscode-languageserver/node';
import { startServer } from './lsp/main';
import { VERSION } from '../../core/src';
import { nodeFiles } from './lsp/nodeFiles';
import { startMemoryLog } from './memoryLog';
import { StdioMessageReader } from './stdioReader';

/**
 * How far V8 lets the heap grow past what survived its last full collection before the next one,
 * in percent. Left to itself V8 picks up to 4x, the more the slower its collector keeps up with
 * the program: a 10 MB messy paste's analysis holds ~110 MB, and the server's peak measured
 * 300-324 MB on a quiet or busy machine but 525-556 MB while another heavy process ran. With 20%
 * it measured 286-323 MB in every case, no slower (50%: 320 MB; 10%: 279 MB but a third slower).
 */
const HEAP_GROWING_PERCENT = 20;
// A heuristic V8 reads at each collection, so setting it now applies to the whole run.
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

startMemoryLog();

// From a checkout (`tsn lsp --stdio`, dist/server/ beside docs/), diagnostic codes link to the
// repository's docs/diagnostics.md; a client may name another copy in its initialization options.
const doc = join(__dirname, '..', '..', 'docs', 'diagnostics.md');

startServer(connect(), VERSION, { files: nodeFiles, ...(existsSync(doc) ? { diagnosticsDoc: pathToFileURL(doc).href } : {}) });

/**
 * The connection: over standard input and output (`--stdio`) with this project's reader, which
 * reads a large message in steps (stdioReader.ts), as the VS Code client and `tsn lsp --stdio`
 * start it; over any other transport the arguments name (`--node-ipc`, `--socket`), as the
 * protocol library makes it.
 */
function connect(): Connection {
  if (!process.argv.includes('--stdio')) return createConnection(ProposedFeatures.all);
  const reader = new StdioMessageReader(process.stdin);
  const connection = createConnection(ProposedFeatures.all, reader, new StreamMessageWriter(process.stdout));
  // As the library does for its own stdio: the end of input ends the process (0 after a
  // shutdown request, else 1), and the console writes to the client's log, never to the output
  // the protocol owns.
  const end = () => process.exit(reader.shutdownReceived ? 0 : 1);
  process.stdin.on('end', end);
  process.stdin.on('close', end);
  const say = (write: (text: string) => void) => (...args: unknown[]) => write(format(...args));
  console.log = console.info = console.debug = console.trace = say((text) => connection.console.log(text));
  console.warn = say((text) => connection.console.warn(text));
  console.error = say((text) => connection.console.error(text));
  console.dir = (item: unknown) => connection.console.log(inspect(item));
  return connection;
}
