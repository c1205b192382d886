/** The language server's web-worker entry, for the web extension (vscode.dev, github.dev). */
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { startServer } from './lsp/main';
import { VERSION } from '../../core/src';

declare const self: DedicatedWorkerGlobalScope;

startServer(createConnection(new BrowserMessageReader(self), new BrowserMessageWriter(self)), VERSION);
