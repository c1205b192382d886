/**
 * The files a command reads under a directory (`tsn check DIR`, `tsn import DIR`), walked the
 * same way for both (shared/spec/cli.md): what is not a regular file (a FIFO would block the
 * reader forever) is skipped and said, a folder that cannot be listed is said in plain words and
 * the others walked.
 */
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { reasonOf } from './input';

/** What a directory walk met besides the files it takes: said on standard error. */
export interface WalkNotes {
  /** An entry of a name the command reads that is not a regular file (a FIFO, a device): not read, not an error. */
  skipped(path: string, why: string): void;
  /** A folder that could not be listed: the command fails with exit 2, as for an unreadable file. */
  unreadable(path: string, why: string): void;
}

/** Lists a folder's entries (the file system's; a test's own). */
export type ListDir = (dir: string) => Dirent[];

const listWithTypes: ListDir = (dir) => readdirSync(dir, { withFileTypes: true });

/** The notes a command prints: each skip, and each folder it could not list (`onUnreadable` is told). */
export function printedNotes(err: (text: string) => void, onUnreadable: () => void): WalkNotes {
  return {
    skipped: (path, why) => err(`tsn: skipped ${path}: ${why}, not a regular file`),
    unreadable: (path, why) => { onUnreadable(); err(`tsn: cannot read ${path}: ${why}`); },
  };
}

/** Which kind of entry a path is, in words, when it is not a regular file or a directory. */
function kindOf(stats: { isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Every regular file under a directory whose name `takes`, recursively, sorted by path;
 * undefined when `path` is no directory.
 */
export function filesUnder(path: string, takes: (name: string) => boolean, notes: WalkNotes, listDir: ListDir = listWithTypes): string[] | undefined {
  try {
    if (!statSync(path).isDirectory()) return undefined;
  } catch {
    return undefined; // reading it reports why
  }
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = listDir(dir);
    } catch (e) {
      notes.unreadable(dir, reasonOf(e));
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) { walk(full); continue; }
      if (!takes(entry.name)) continue;
      if (entry.isFile()) { found.push(full); continue; }
      // A symbolic link is read when it leads to a regular file.
      let target: ReturnType<typeof statSync> | undefined;
      try {
        target = entry.isSymbolicLink() ? statSync(full) : undefined;
      } catch {
        found.push(full); // a broken link: reading it reports why
        continue;
      }
      if (target?.isFile()) found.push(full);
      else notes.skipped(full, target?.isDirectory() ? 'a link to a directory' : kindOf(target ?? entry));
    }
  };
  walk(path);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
