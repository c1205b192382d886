/** The language server's Node entry, started by the VS Code client over IPC or by `tsn lsp --stdio`. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './lsp/main';
import { VERSION } from '../../core/src';
import { nodeFiles } from './lsp/nodeFiles';
import { startMemoryLog } from './memoryLog';

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

startServer(createConnection(ProposedFeatures.all), VERSION, { files: nodeFiles, ...(existsSync(doc) ? { diagnosticsDoc: pathToFileURL(doc).href } : {}) });
