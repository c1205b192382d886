/**
 * The `.tsn` files of the workspace folders read from the file system, for the Node server when
 * its client does not offer them (a plain LSP client over stdio). Not in the web worker's bundle.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WorkspaceFile } from '../../../core/src/protocol';
import type { WorkspaceFiles } from './workspaceSymbols';

/** Folders never searched: dependencies, build output, VCS data. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'out']);
const MAX_FILES = 5_000;

async function walk(dir: string, out: WorkspaceFile[]): Promise<void> {
  if (out.length >= MAX_FILES) return;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.')) await walk(full, out);
    } else if (entry.isFile() && entry.name.endsWith('.tsn') && out.length < MAX_FILES) {
      try {
        out.push({ uri: pathToFileURL(full).toString(), stamp: (await stat(full)).mtimeMs });
      } catch {
        // Gone since the listing: left out.
      }
    }
  }
}

export const nodeFiles: WorkspaceFiles = {
  async list(folders) {
    const out: WorkspaceFile[] = [];
    for (const folder of folders) {
      if (!folder.startsWith('file:')) continue;
      await walk(fileURLToPath(folder), out);
    }
    return out;
  },
  async read(uri) {
    if (!uri.startsWith('file:')) return undefined;
    try {
      return await readFile(fileURLToPath(uri), 'utf8');
    } catch {
      return undefined;
    }
  },
};
