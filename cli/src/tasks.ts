/**
 * The work one file makes for the command line's worker threads (worker.ts): a file to check or a
 * log to import, done exactly as the main thread does it (check.ts `checkFile`, import.ts
 * `importLogFile`), reading from the disk there. Standard input (`-`) is read by the main thread
 * and its text, or why it could not be read, sent along.
 */
import { writeFileSync } from 'node:fs';
import { checkFile, type FileOutcome } from './check';
import { importLogFile, type ImportOutcome } from './import';
import { readInputFile, reasonOf, withoutByteOrderMark } from './input';

/** An input the main thread has read already: its text, or why it could not be read. */
export type GivenInput = { readonly text: string } | { readonly unreadable: string };

export type WorkerTask =
  | { readonly kind: 'check'; readonly file: string; readonly rules: boolean; readonly given?: GivenInput }
  | { readonly kind: 'import'; readonly log: string; readonly target: string | undefined; readonly given?: GivenInput };

export type WorkerResult = FileOutcome | ImportOutcome;

/** Reads an input as the main thread does (bounded, decoded, without a byte order mark), or gives what it was given. */
function readerOf(given: GivenInput | undefined): (path: string) => string {
  if (given === undefined) return (path) => withoutByteOrderMark(readInputFile(path));
  return () => {
    if ('unreadable' in given) throw new Error(given.unreadable);
    return given.text;
  };
}

/** What the main thread read of an input, to send along with its task. */
export function givenInput(read: () => string): GivenInput {
  try {
    return { text: read() };
  } catch (e) {
    return { unreadable: reasonOf(e) };
  }
}

export function performTask(task: WorkerTask): WorkerResult {
  const read = readerOf(task.given);
  if (task.kind === 'check') return checkFile(task.file, read, reasonOf, task.rules);
  return importLogFile(task.log, task.target, { readFile: read, writeFile: (path, data) => writeFileSync(path, data) });
}
