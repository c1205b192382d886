/**
 * The messages the TSN client and language server exchange beyond LSP, each once, typed: the
 * method's name with the types of its parameters and its result. The server (server/src/lsp) and
 * the VS Code client (client/src) both import this module, so a message cannot be renamed or
 * retyped on one side only. It imports nothing from LSP (the core stays editor-free): each side
 * adapts a message to its own connection in a line (`onRequest(message.method, …)`).
 */
import type { BoardView } from './analysis/boardView';
import type { LineScore } from './analysis/score';
import type { ImportResult } from './import';

// The types the messages carry, for the client, which imports the core only through this module,
// the view (core/src/view) and the text module (core/src/common/text.ts).
export type { BoardView, CountryChange, RegionForecast, TimelinePoint, BoardSteps } from './analysis/boardView';
export type { BoardSnapshot } from './analysis/snapshot';
export type { LineScore } from './analysis/score';
export type { Side, Sides } from './data/sides';
export type { ImportResult, NotImported } from './import';

/** A request from one side to the other: `method`, its parameters `P` and its result `R`. */
export interface RequestMessage<P, R> {
  readonly method: string;
  /** Never set: it carries the types of the parameters and the result. */
  readonly types?: (params: P) => R;
}

/** A notification: `method` and its parameters `P`. */
export interface NotificationMessage<P> {
  readonly method: string;
  readonly types?: (params: P) => void;
}

/** A line of an open document, 0-based, by the document's URI as the client knows it. */
export interface DocumentLineParams {
  readonly uri: string;
  readonly line: number;
}

/** Whether `value` has the shape of `DocumentLineParams` (a message's parameters are untrusted). */
export function isDocumentLineParams(value: unknown): value is DocumentLineParams {
  const params = value as Partial<DocumentLineParams> | null;
  return typeof params?.uri === 'string' && typeof params.line === 'number';
}

/** A `.tsn` file of the workspace, and a stamp that changes when it does (its modification time). */
export interface WorkspaceFile {
  readonly uri: string;
  readonly stamp: number;
}

/** A game log's text to convert, and where it came from (a file name, for the `[Source]` tag). */
export interface ImportLogParams {
  readonly text: string;
  readonly source?: string;
}

/** Whether `value` has the shape of `ImportLogParams`. */
export function isImportLogParams(value: unknown): value is ImportLogParams {
  const params = value as Partial<ImportLogParams> | null;
  return typeof params?.text === 'string' && (params.source === undefined || typeof params.source === 'string');
}

/** Client -> server: a game log of the digital edition written as a TSN 2 game ("TSN: Import Game Log…"). */
export const IMPORT_LOG: RequestMessage<ImportLogParams, ImportResult | null> = { method: 'tsn/importLog' };

/** Client -> server: everything the board preview shows after a line (one request per cursor move). */
export const BOARD_VIEW: RequestMessage<DocumentLineParams, BoardView | null> = { method: 'tsn/boardView' };

/** Client -> server: the tracks after a line, for the status bar (null without the rules). */
export const SCORE_AT: RequestMessage<DocumentLineParams, LineScore | null> = { method: 'tsn/scoreAt' };

/** Server -> client: the `.tsn` files of the workspace folders (for workspace symbols). */
export const WORKSPACE_FILES: RequestMessage<Record<string, never>, WorkspaceFile[] | null> = { method: 'tsn/workspaceFiles' };

/** Server -> client: a workspace file's text, through the editor's file system (desktop and web). */
export const READ_FILE: RequestMessage<{ readonly uri: string }, string | null> = { method: 'tsn/readFile' };

/** Server -> client: the server has started and checked the open documents. */
export const READY: NotificationMessage<{ readonly version: string }> = { method: 'tsn/ready' };

/**
 * The Node flags the language server runs with: the desktop client's `execArgv`, the benchmarks'
 * server, and the command the README gives other editors. Semi-spaces of 4 MB, not V8's 16 MB:
 * the analysis of a large file keeps much of what it makes, and each scavenge of a full 16 MB
 * semi-space held the server 15-30 ms, while another file's hover waited (issue 22: its p99 was
 * 56-65 ms over stdio while 10 MB of games were opened and edited, 41-45 ms with these flags, and
 * the server's peak 250 MB, not 271-279). Two platform threads for V8's background work
 * (concurrent marking and sweeping, compiling), not Node's four: each thread's allocations keep a
 * malloc arena of its own, 5-7 MB each outside V8's heap, and the server's work is on one thread
 * (issue 22: 10 MB of one play per line peaked at 296-299 MB over stdio with four, 278 with two,
 * the edits and another file's hovers no slower). Batch commands (`tsn check`) keep V8's
 * defaults, for which fewer, longer scavenges cost less in all.
 */
export const SERVER_NODE_FLAGS: readonly string[] = Object.freeze(['--max-semi-space-size=4', '--v8-pool-size=2']);
