// Helpers shared by the integration tests (bundled into each test file that imports them).
import * as vscode from 'vscode';

/** The extension under test, as named in package.json (publisher.name). */
export const EXTENSION_ID = 'tsn-tools.tsn-twilight-struggle';

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
