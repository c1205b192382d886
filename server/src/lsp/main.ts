/**
 * The language server: wires each feature to the connection. Shared by the Node entry
 * (server.ts, `tsn lsp --stdio`) and, later, the web worker.
 */
import { TextDocuments, TextDocumentSyncKind, type Connection, type InitializeResult } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Workspace } from './workspace';
import { registerDiagnostics } from './diagnostics';
import { registerHover } from './hover';
import { registerCompletion } from './completion';
import { registerSymbols } from './symbols';
import { registerFolding } from './folding';
import { registerFormatting } from './formatting';
import { registerCodeActions } from './codeActions';
import { registerBoard } from './board';
import { guardConnection } from './guard';

export const SERVER_NAME = 'tsn-language-server';

export interface ServerOptions {
  /**
   * The URL of docs/diagnostics.md, which each diagnostic's code links to (`codeDescription`). A
   * client's `initializationOptions.diagnosticsDoc` takes precedence (the VS Code client names
   * the copy packaged in the extension).
   */
  readonly diagnosticsDoc?: string;
}


export function startServer(rawConnection: Connection, version = '0.0.0', options: ServerOptions = {}): void {
  // Every handler below, and the open documents' own, runs inside one guard (guard.ts).
  const connection = guardConnection(rawConnection);
  const documents = new TextDocuments(TextDocument);
  const workspace = new Workspace(connection, documents);
  workspace.diagnosticsDoc = options.diagnosticsDoc;

  connection.onInitialize((params): InitializeResult => {
    if (params.capabilities.workspace?.configuration) workspace.enableConfiguration();
    const fromClient = (params.initializationOptions as { diagnosticsDoc?: unknown } | undefined)?.diagnosticsDoc;
    if (typeof fromClient === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(fromClient)) workspace.diagnosticsDoc = fromClient;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        // No space or `;`: a list opened by a space would take the Enter that ends the line.
        completionProvider: { triggerCharacters: ['&', '#', '/', '@', '>', '(', '[', '"'] },
        documentSymbolProvider: true,
        foldingRangeProvider: true,
        documentFormattingProvider: true,
        documentRangeFormattingProvider: true,
        codeActionProvider: { codeActionKinds: ['quickfix'] },
      },
      serverInfo: { name: SERVER_NAME, version },
    };
  });

  const diagnostics = registerDiagnostics(workspace);
  registerHover(workspace);
  registerCompletion(workspace);
  registerSymbols(workspace);
  registerFolding(workspace);
  registerFormatting(workspace);
  registerCodeActions(workspace);
  registerBoard(workspace);

  connection.onInitialized(async () => {
    await workspace.refreshSettings();
    diagnostics.validateAll();
    // Clients (and the integration tests) wait for this rather than for a fixed time.
    void connection.sendNotification('tsn/ready', { version });
  });
  connection.onDidChangeConfiguration(async () => {
    await workspace.refreshSettings();
    diagnostics.validateAll();
  });

  documents.listen(connection);
  connection.listen();
}
