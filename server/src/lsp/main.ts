/**
 * The language server: wires each feature to the connection. Shared by the Node entry
 * (server.ts, `tsn lsp --stdio`) and, later, the web worker.
 */
import { TextDocuments, TextDocumentSyncKind, type Connection, type InitializeResult } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { READY } from '../../../core/src/protocol';
import { tell } from './messages';
import { PIECE_TEXT_DOCUMENTS } from './document';
import { Workspace } from './workspace';
import { registerDiagnostics } from './diagnostics';
import { registerHover } from './hover';
import { registerCompletion, TRIGGER_CHARACTERS } from './completion';
import { registerSymbols } from './symbols';
import { registerFolding } from './folding';
import { registerFormatting } from './formatting';
import { registerCodeActions } from './codeActions';
import { registerBoard } from './board';
import { registerImportLog } from './importLog';
import { guardConnection } from './guard';
import { warmUp } from './warmUp';
import { registerScore } from './score';
import { registerInlayHints } from './inlayHints';
import { registerCodeLens } from './codeLens';
import { registerReferences } from './references';
import { registerDefinition } from './definition';
import { registerSemanticTokens, SEMANTIC_TOKENS_LEGEND } from './semanticTokens';
import { clientFiles, registerWorkspaceSymbols, WorkspaceGames, type WorkspaceFiles } from './workspaceSymbols';

export const SERVER_NAME = 'tsn-language-server';

export interface ServerOptions {
  /**
   * The URL of docs/diagnostics.md, which each diagnostic's code links to (`codeDescription`). A
   * client's `initializationOptions.diagnosticsDoc` takes precedence (the VS Code client names
   * the copy packaged in the extension).
   */
  readonly diagnosticsDoc?: string;
  /** How the server reads the workspace's `.tsn` files when the client does not offer them (Node: the file system). */
  readonly files?: WorkspaceFiles;
}

export function startServer(rawConnection: Connection, version = '0.0.0', options: ServerOptions = {}): void {
  // Every handler below, and the open documents' own, runs inside one guard (guard.ts).
  const connection = guardConnection(rawConnection);
  const documents = new TextDocuments<TextDocument>(PIECE_TEXT_DOCUMENTS);
  const workspace = new Workspace(connection, documents);
  workspace.diagnosticsDoc = options.diagnosticsDoc;
  const games = new WorkspaceGames(workspace);
  let watchesFolders = false;
  let refreshesInlayHints = false;
  let refreshesCodeLenses = false;

  connection.onInitialize((params): InitializeResult => {
    if (params.capabilities.workspace?.configuration) workspace.enableConfiguration();
    const fromClient = (params.initializationOptions as { diagnosticsDoc?: unknown } | undefined)?.diagnosticsDoc;
    if (typeof fromClient === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(fromClient)) workspace.diagnosticsDoc = fromClient;
    // The VS Code client answers `tsn/workspaceFiles` (desktop and web); other clients leave it to the server.
    const offersFiles = (params.initializationOptions as { workspaceFiles?: unknown } | null | undefined)?.workspaceFiles === true;
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    games.setSource(offersFiles ? clientFiles(connection) : options.files, folders);
    watchesFolders = params.capabilities.workspace?.workspaceFolders === true;
    refreshesInlayHints = params.capabilities.workspace?.inlayHint?.refreshSupport === true;
    refreshesCodeLenses = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    // Before answering: the client opens its files right after, and the first one should not
    // wait for the JIT (warmUp.ts). A failure here is no reason not to start.
    try {
      warmUp();
    } catch (error) {
      connection.console.error(`warming up: ${String(error)}`);
    }
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        // A space and digits too, but they open a list only where it is needed (completion.ts).
        completionProvider: { triggerCharacters: TRIGGER_CHARACTERS },
        documentSymbolProvider: true,
        foldingRangeProvider: true,
        documentFormattingProvider: true,
        documentRangeFormattingProvider: true,
        codeActionProvider: { codeActionKinds: ['quickfix'] },
        inlayHintProvider: true,
        codeLensProvider: { resolveProvider: false },
        documentHighlightProvider: true,
        referencesProvider: true,
        definitionProvider: true,
        workspaceSymbolProvider: true,
        semanticTokensProvider: { legend: SEMANTIC_TOKENS_LEGEND, full: true, range: true },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
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
  registerImportLog(workspace);
  registerScore(workspace);
  registerInlayHints(workspace);
  registerCodeLens(workspace);
  registerReferences(workspace);
  registerDefinition(workspace);
  registerSemanticTokens(workspace);
  registerWorkspaceSymbols(workspace, games);

  connection.onInitialized(async () => {
    if (watchesFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        games.changeFolders(event.added.map((f) => f.uri), event.removed.map((f) => f.uri));
      });
    }
    await workspace.refreshSettings();
    diagnostics.validateAll();
    // Clients (and the integration tests) wait for this rather than for a fixed time.
    void tell(connection, READY, { version });
  });
  connection.onDidChangeConfiguration(async () => {
    await workspace.refreshSettings();
    diagnostics.validateAll();
    // tsn.inlayHints.enabled or tsn.rules.enabled may have changed what the hints and lenses say.
    if (refreshesInlayHints) void connection.languages.inlayHint.refresh().catch(() => undefined);
    if (refreshesCodeLenses) void connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
  });

  documents.listen(connection);
  connection.listen();
}
