/** The language server's Node entry, started by the VS Code client over IPC or by `tsn lsp --stdio`. */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './lsp/main';
import { VERSION } from './version';
import { nodeFiles } from './lsp/nodeFiles';

startServer(createConnection(ProposedFeatures.all), VERSION, { files: nodeFiles });
