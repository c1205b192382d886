/**
 * `tsn import LOG… [--out PATH] [--from playdek]` (shared/spec/cli.md): the digital edition's game
 * logs in, TSN 2 games out. Exit status: 0 when every line of every log was read, 1 when some were
 * kept as `# not imported` comments (the game is still written), 2 on misuse, a file that cannot be
 * read or written, or an input that is not a log the importer knows (nothing written for it).
 */
import { statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { filesUnder, printedNotes, reasonOf, type ListDir, type WalkNotes } from './walk';
import { importPlaydekLog } from '../../core/src';

export interface ImportIo {
  out(text: string): void;
  err(text: string): void;
  /** A file's text; `-` is standard input. Throws when it cannot be read. */
  readFile(path: string): string;
  writeFile?(path: string, data: string): void;
  /** The log files (`.txt`, `.log`) under `path` in path order when it is a directory; undefined when it is not one. */
  logFilesUnder?(path: string, notes: WalkNotes): string[] | undefined;
  isDirectory?(path: string): boolean;
}

/** The sources `--from` knows. */
const SOURCES = ['playdek'] as const;

const LOG_EXTENSIONS = new Set(['.txt', '.log']);

/**
 * Every log file under a directory, recursively, sorted by path, walked as `tsn check DIR` walks
 * (walk.ts: what is not a regular file skipped and said, a folder that cannot be listed said);
 * undefined when `path` is no directory.
 */
export function logFilesUnder(path: string, notes: WalkNotes, listDir?: ListDir): string[] | undefined {
  return filesUnder(path, (name) => LOG_EXTENSIONS.has(extname(name).toLowerCase()), notes, listDir);
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The misuse of the command: reported with the usage, exit 2. */
export class ImportUsageError extends Error {}

export interface ImportArguments {
  readonly logs: readonly string[];
  readonly out: string | undefined;
  readonly from: string;
}

/** `<log name>.tsn`: the log's file name without its extension (`stdin.tsn` for standard input). */
export function gameFileName(log: string): string {
  if (log === '-') return 'stdin.tsn';
  const name = basename(log);
  const ext = extname(name);
  return `${ext ? name.slice(0, -ext.length) : name}.tsn`;
}

/** Runs `tsn import` once its options are read; returns the exit status. */
export function runImport(args: ImportArguments, io: ImportIo): number {
  if (!(SOURCES as readonly string[]).includes(args.from)) throw new ImportUsageError(`--from takes ${SOURCES.join(', ')}, not "${args.from}"`);
  if (args.logs.length === 0) throw new ImportUsageError('tsn import needs at least one log (a file, a directory of logs, or - for standard input)');
  const logs: string[] = [];
  let status = 0;
  let fromDirectory = false;
  const notes = printedNotes(io.err, () => { status = 2; });
  for (const arg of args.logs) {
    if (arg === '-') { logs.push(arg); continue; }
    const under = io.logFilesUnder?.(arg, notes);
    if (under === undefined) { logs.push(arg); continue; }
    fromDirectory = true;
    if (under.length === 0) {
      io.err(`tsn: ${arg} holds no log file (.txt or .log)`);
      status = 2;
    }
    logs.push(...under);
  }
  const outIsDirectory = args.out !== undefined && (logs.length > 1 || fromDirectory || io.isDirectory?.(args.out) === true);
  if (logs.length > 1 && args.out === undefined) {
    throw new ImportUsageError(`${logs.length} logs need --out DIRECTORY: each game is written there as <log name>.tsn`);
  }
  if (outIsDirectory && args.out !== undefined && io.isDirectory?.(args.out) === false) {
    io.err(`tsn: cannot write into ${args.out}: not a directory (with several logs, --out names a directory that exists)`);
    return 2;
  }
  for (const log of logs) status = Math.max(status, importOne(log, args.out === undefined ? undefined : outIsDirectory ? join(args.out, gameFileName(log)) : args.out, io));
  return status;
}

/** Imports one log to standard output or to `target`; its exit status. */
function importOne(log: string, target: string | undefined, io: ImportIo): number {
  let text: string;
  try {
    text = io.readFile(log);
  } catch (e) {
    io.err(`tsn: cannot read ${log}: ${reasonOf(e)}`);
    return 2;
  }
  const result = importPlaydekLog(text, log === '-' ? {} : { source: basename(log) });
  if (!result.recognised) {
    io.err(`tsn: ${log} is not a game log of the digital edition: ${result.reason}; nothing written`);
    return 2;
  }
  for (const line of result.notImported) io.err(`${log}:${line.line + 1}: not imported: ${line.reason}: ${oneLine(line.text)}`);
  if (target === undefined) {
    io.out(result.tsn.replace(/\n$/, ''));
  } else {
    try {
      (io.writeFile ?? (() => { throw new Error('no file can be written here'); }))(target, result.tsn);
    } catch (e) {
      io.err(`tsn: cannot write ${target}: ${reasonOf(e)}`);
      return 2;
    }
  }
  return result.notImported.length > 0 ? 1 : 0;
}

/** A log line as the message shows it: trimmed, and cut when very long (a binary or a pasted blob). */
function oneLine(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}… (${trimmed.length} characters)` : trimmed;
}
