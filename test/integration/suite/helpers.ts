// Helpers shared by the integration tests (bundled into each test file that imports them). They
// run in both extension hosts: the desktop one (Node) and the web one (a Web Worker), so nothing
// here may use a Node module.
import * as vscode from 'vscode';

/** The extension under test, as named in package.json (publisher.name). */
export const EXTENSION_ID = 'tsn-tools.tsn-twilight-struggle';

// Set by the bundler (scripts/test-integration.mjs): which extension host the bundle is for.
declare const __TSN_TEST_HOST__: string | undefined;

/**
 * `desktop`: the Node extension host (VS Code, or code-server here), running dist/client/extension.js.
 * `web`: the web worker extension host (`@vscode/test-web`), running dist/web/extension.js.
 * (`vscode.env.uiKind` cannot tell them apart: it is Web in code-server too.)
 */
export const HOST: 'desktop' | 'web' = typeof __TSN_TEST_HOST__ !== 'undefined' && __TSN_TEST_HOST__ === 'web' ? 'web' : 'desktop';

/** What the tests use of the board preview, as exposed on the extension's API. */
export interface BoardPreviewHooks {
  readonly panel: vscode.WebviewPanel | undefined;
  /** The last message posted to the page: the board and its HTML. */
  lastPosted(): { readonly board: { readonly label: string; readonly line: number; readonly defcon: number } | null } | undefined;
  /** What the page said it rendered last (its own acknowledgement), when the preview offers it. */
  lastRendered?(): { readonly line: number | null } | undefined;
  /** The document and the cursor line the preview follows. */
  following(): { readonly uri: string; readonly line: number } | undefined;
}

/** The extension's API, as the tests see it (desktop and web). */
export interface TsnApi {
  /** Resolves when the language server has sent `tsn/ready`. */
  readonly ready: Promise<void>;
  readonly preview?: BoardPreviewHooks;
}

/** The folder the tests run in: test/integration/workspace, opened by the runner. */
export function workspaceUri(...segments: string[]): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('no workspace folder is open: the runner should open test/integration/workspace');
  return vscode.Uri.joinPath(folder.uri, ...segments);
}

/**
 * Polls `condition` until it returns a truthy value and returns that value; fails with `what` in
 * the message after `timeoutMs`. Use this to wait for VS Code to be ready, never a fixed sleep.
 */
export async function waitFor<T>(
  what: string,
  condition: () => T | Promise<T>,
  { timeoutMs = 20_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `promise`, or a failure naming `what` once `timeoutMs` has passed. */
export async function within<T>(what: string, promise: Thenable<T>, timeoutMs = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve(promise), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Activates the extension and waits for its language server's `tsn/ready`; returns the API.
 * Also turns auto save off (a browser VS Code saves edited files after a second by default): the
 * tests edit fixture files and revert them, and the edits must never reach the files.
 */
export async function tsnReady(): Promise<TsnApi> {
  const files = vscode.workspace.getConfiguration('files');
  if (files.get('autoSave') !== 'off') await files.update('autoSave', 'off', vscode.ConfigurationTarget.Global);
  const extension = vscode.extensions.getExtension<TsnApi>(EXTENSION_ID);
  if (!extension) throw new Error(`extension ${EXTENSION_ID} is not loaded`);
  const api = await within(`${EXTENSION_ID} to activate`, extension.activate());
  if (!api || typeof api.ready?.then !== 'function') throw new Error('the extension\'s API has no `ready` promise');
  await within('the language server to send tsn/ready', api.ready);
  return api;
}

/** Opens a file of the test workspace in an editor. */
export async function openFixture(name: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceUri(name));
  return vscode.window.showTextDocument(document, { preview: false });
}

/** The language server's diagnostics of a document (source `tsn`), in document order. */
export function tsnDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri)
    .filter((d) => d.source === 'tsn')
    .sort((a, b) => a.range.start.compareTo(b.range.start) || codeOf(a).localeCompare(codeOf(b)));
}

/** A diagnostic's code as a string (`TSN011`). */
export function codeOf(diagnostic: vscode.Diagnostic): string {
  const code = diagnostic.code;
  return typeof code === 'object' && code !== null ? String(code.value) : String(code ?? '');
}

/** Waits until the document's `tsn` diagnostics satisfy `condition`; returns them. */
export async function waitForDiagnostics(
  uri: vscode.Uri,
  what: string,
  condition: (diagnostics: vscode.Diagnostic[]) => boolean,
): Promise<vscode.Diagnostic[]> {
  let last: vscode.Diagnostic[] = [];
  try {
    return await waitFor(what, () => {
      last = tsnDiagnostics(uri);
      return condition(last) ? last : undefined;
    });
  } catch (error) {
    const seen = last.map((d) => `${codeOf(d)} ${d.range.start.line}:${d.range.start.character} ${d.message}`).join('\n  ');
    throw new Error(`${(error as Error).message}; diagnostics seen last:\n  ${seen || '(none)'}`);
  }
}

/** The text of hovers as plain strings (Markdown source). */
export function hoverText(hovers: readonly vscode.Hover[]): string {
  return hovers.flatMap((hover) => hover.contents.map((content) =>
    typeof content === 'string' ? content : content.value)).join('\n\n');
}

/** Throws away an editor's unsaved changes, so a fixture file stays as written. */
export async function revert(document: vscode.TextDocument): Promise<void> {
  if (!document.isDirty || document.isClosed) return;
  await vscode.window.showTextDocument(document, { preview: false });
  await vscode.commands.executeCommand('workbench.action.files.revert');
  await waitFor(`${document.uri.path} to be reverted`, () => !document.isDirty);
}

/**
 * Skips the calling suite or test (mocha's `this.skip()`) and says why on the output, since
 * mocha's reporter shows only the title of a skipped test.
 */
export function skipBecause(context: Mocha.Context, reason: string): never {
  // In a hook (suiteSetup) the suite is skipped; in a test, the test.
  const runnable = context.test;
  const inHook = (runnable as { type?: string } | undefined)?.type === 'hook';
  const title = (inHook ? runnable?.parent?.fullTitle() : runnable?.fullTitle()) ?? '';
  console.log(`  skipped${title ? ` "${title}"` : ''}: ${reason}`);
  context.skip();
}
