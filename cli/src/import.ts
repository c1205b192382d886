/**
 * `tsn import LOG… [--out PATH] [--from playdek]` (shared/spec/cli.md): the digital edition's game
 * logs in, TSN 2 games out. Exit status: 0 when every line of every log was read, 1 when some were
 * kept as `# not imported` comments (the game is still written), 2 on misuse, a file that cannot be
 * read or written, or an input that is not a log the importer knows (nothing written for it).
 */
import { statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { reasonOf } from './input';
import { filesUnder, printedNotes, type ListDir, type WalkNotes } from './walk';
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
  /**
   * Imports several logs on worker threads, each outcome given to `report` in the logs' order;
   * undefined (or absent) when they are imported on this thread.
   */
  inWorkers?(tasks: ImportTask[], report: (outcome: ImportOutcome) => void): Promise<void> | undefined;
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

/**
 * Runs `tsn import` once its options are read; returns the exit status, or its promise when the
 * logs go to worker threads (`io.inWorkers`).
 */
export function runImport(args: ImportArguments, io: ImportIo): number | Promise<number> {
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
  const targets = logs.map((log) => (args.out === undefined ? undefined : outIsDirectory ? join(args.out, gameFileName(log)) : args.out));
  const report = (outcome: ImportOutcome) => {
    for (const line of outcome.err) io.err(line);
    if (outcome.out !== undefined) io.out(outcome.out);
    status = Math.max(status, outcome.status);
  };
  const inWorkers = logs.length > 1 ? io.inWorkers?.(logs.map((log, i) => ({ log, target: targets[i] })), report) : undefined;
  if (inWorkers) return inWorkers.then(() => status);
  logs.forEach((log, i) => report(importLogFile(log, targets[i], io)));
  return status;
}

/** What importing one log gave: the lines for standard error, the game for standard output (no --out), the exit status. */
export interface ImportOutcome {
  readonly status: number;
  readonly err: readonly string[];
  readonly out?: string;
}

/** One log to import, and where its game goes (undefined: standard output). */
export interface ImportTask {
  readonly log: string;
  readonly target: string | undefined;
}

/** The outcome of a log whose import failed (a bug): that log alone fails, with one line saying so. */
export function failedImport(log: string, why: string): ImportOutcome {
  return { status: 2, err: [`tsn: cannot import ${log}: internal error: ${why} (please report it)`] };
}

/**
 * Imports one log to standard output or to `target`, on the main thread or on a worker thread
 * alike; what it would print is returned, not printed, so that the lines come out in the logs' order.
 */
export function importLogFile(log: string, target: string | undefined, io: Pick<ImportIo, 'readFile' | 'writeFile'>): ImportOutcome {
  let text: string;
  try {
    text = io.readFile(log);
  } catch (e) {
    return { status: 2, err: [`tsn: cannot read ${log}: ${reasonOf(e)}`] };
  }
  let result: ReturnType<typeof importPlaydekLog>;
  try {
    result = importPlaydekLog(text, log === '-' ? {} : { source: basename(log) });
  } catch (e) {
    return failedImport(log, e instanceof Error ? e.message : String(e));
  }
  if (!result.recognised) return { status: 2, err: [`tsn: ${log} is not a game log of the digital edition: ${result.reason}; nothing written`] };
  const err = result.notImported.map((line) => `${log}:${line.line + 1}: not imported: ${line.reason}: ${oneLine(line.text)}`);
  if (target === undefined) return { status: result.notImported.length > 0 ? 1 : 0, err, out: result.tsn.replace(/\n$/, '') };
  try {
    (io.writeFile ?? (() => { throw new Error('no file can be written here'); }))(target, result.tsn);
  } catch (e) {
    return { status: 2, err: [...err, `tsn: cannot write ${target}: ${reasonOf(e)}`] };
  }
  return { status: result.notImported.length > 0 ? 1 : 0, err };
}

/** A log line as the message shows it: trimmed, and cut when very long (a binary or a pasted blob). */
function oneLine(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}… (${trimmed.length} characters)` : trimmed;
}
