/**
 * Reading an input of the command line (a file, or standard input as `-`), the same on the main
 * thread and on a worker thread (worker.ts): bounded in size, decoded as the editor decodes it,
 * and the reason it could not be read in a few words.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { decodeFileBytes } from './check';

/**
 * The most a command reads of one input, in bytes: far above any game or club archive (a 10 MB
 * file holds hundreds of games), low enough that \`tsn check /dev/zero\` or \`yes | tsn check -\`
 * stops at once with a message instead of reading until the process aborts (issue 22).
 */
export const MAX_INPUT_MB = 64;
export const MAX_INPUT_BYTES = MAX_INPUT_MB * 1024 * 1024;

/** Too much input: more than MAX_INPUT_BYTES. */
export class InputTooLarge extends Error {
  constructor() {
    super(`larger than ${MAX_INPUT_MB} MB, the most tsn reads of one input`);
  }
}

/** Sleeps a little, synchronously: standard input may be a non-blocking pipe (EAGAIN). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A file's bytes, or standard input's (`-`), up to MAX_INPUT_BYTES; InputTooLarge past that. */
export function readBounded(path: string, limit = MAX_INPUT_BYTES): Uint8Array {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limit + 1 - total));
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') { pause(5); continue; }
        if ((e as NodeJS.ErrnoException).code === 'EOF') break;
        throw e;
      }
      if (n === 0) break;
      total += n;
      if (total > limit) throw new InputTooLarge();
      chunks.push(chunk.subarray(0, n));
    }
    return Buffer.concat(chunks, total);
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/** A file's text (`-`: standard input's), decoded as VS Code decodes it; throws when it cannot be read. */
export function readInputFile(path: string): string {
  return decodeFileBytes(readBounded(path));
}

/**
 * A file's text as the editor holds it: VS Code drops a leading byte order mark when it opens a
 * file, so the columns the command line prints (cli.md: "as the editor does") must not count it.
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Why an input could not be read, in a few words. */
export function reasonOf(e: unknown): string {
  if (e instanceof InputTooLarge) return e.message;
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'a part of the path is not a directory';
  return e instanceof Error ? e.message : String(e);
}
