/** The language server's Node entry, started by the VS Code client over IPC or by `tsn lsp --stdio`. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './lsp/main';
import { VERSION } from './version';
import { nodeFiles } from './lsp/nodeFiles';

// From a checkout (`tsn lsp --stdio`, dist/server/ beside docs/), diagnostic codes link to the
// repository's docs/diagnostics.md; a client may name another copy in its initialization options.
const doc = join(__dirname, '..', '..', 'docs', 'diagnostics.md');

startServer(createConnection(ProposedFeatures.all), VERSION, { files: nodeFiles, ...(existsSync(doc) ? { diagnosticsDoc: pathToFileURL(doc).href } : {}) });
