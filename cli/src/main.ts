/**
 * The `tsn` command line (contract: shared/spec/cli.md). Exit status: 0 no error, 1 an error in
 * a file, 2 the command misused or a file unreadable.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { splitLines, VERSION } from '../../core/src';
import { checkFile, failedReport, formatJsonPieces, formatTextLines, hasErrors, notTextDiagnostic, type FileOutcome, type FileReport } from './check';
import { boardAfterLine, formatStateText } from './state';
import { bundledPageScript, PageScriptUnavailable, PngUnavailable, renderPageText, renderText, svgToPngWithRsvg } from './render';
import { failedImport, ImportUsageError, isDirectory, logFilesUnder, runImport, type ImportIo } from './import';
import { MAX_INPUT_MB, readInputFile, reasonOf, withoutByteOrderMark } from './input';
import { defaultWorkerCount, runInOrder } from './pool';
import { RandomUsageError, runRandom } from './random';
import { givenInput, type WorkerResult, type WorkerTask } from './tasks';
import { filesUnder, printedNotes, type ListDir, type WalkNotes } from './walk';

export type { WalkNotes } from './walk';

export { MAX_INPUT_BYTES, MAX_INPUT_MB, readBounded } from './input';

const USAGE = `Usage:
  tsn check FILE... [--format text|json] [--no-rules] [--jobs N]
                            print every diagnostic of each file (a directory:
                            every .tsn file under it; -: standard input)
  tsn state FILE [--line N] [--format text|json]
                            print the board after line N (default: the last line)
  tsn render FILE [--line N] [--out PATH] [--format svg|png|html]
                            write the board after line N as the preview's map (SVG;
                            PNG through rsvg-convert, into PATH); html: the whole
                            game as one web page, opening at line N
  tsn import LOG... [--out PATH] [--from playdek] [--jobs N]
                            write the digital edition's game log as a TSN 2 game
                            (a directory: every .txt or .log file under it, into
                            --out DIRECTORY; -: standard input)
  tsn random [--seed N] [--turns T] [--count C] [--out DIR]
                            play C random legal games (default 1) from seed N
                            (default 1; game k has seed N+k) to the game's end or
                            turn T, written as TSN with their deals: to standard
                            output, or into DIR as random-SEED.tsn
  tsn lsp --stdio           serve the language server on standard input and output
  tsn --version             print the version
  tsn --help                print this help

A file (or standard input) is read up to ${MAX_INPUT_MB} MB; a larger one cannot be read.
Under a directory, what is not a regular file (a FIFO, a device) is skipped, with
a line on standard error saying so.

--jobs N: check or import several files on N threads (default: one per core but
one, each with 4 files at least; 1: all on this thread). The output is the same
whatever N.

Exit status: 0 when no file has an error, 1 when a file has one, 2 when the
command is misused or a file cannot be read. For state, 0 when the file has no
error up to line N, 1 when it has one (the board is still printed). For import, 0
when every line of the log was read, 1 when some were kept as # not imported
comments, 2 on misuse or an input that is no such log (nothing written). For
random, 0 when every game checks clean, 1 when the engine finds fault with its own
play (said on standard error: an engine defect), 2 on misuse or a file not written.`;

export class UsageError extends Error {}

interface Io {
  out(text: string): void;
  err(text: string): void;
  /** A file's text; `-` is standard input. Throws when it cannot be read. */
  readFile(path: string): string;
  /** The `.tsn` files under `path` in path order when it is a directory; undefined when it is not one. */
  tsnFilesUnder?(path: string, notes: WalkNotes): string[] | undefined;
  writeFile?(path: string, data: string | Uint8Array): void;
  /** Makes a PNG of an SVG (default: rsvg-convert); throws PngUnavailable when it cannot. */
  svgToPng?(svg: string): Uint8Array;
  /** The web page's script (default: dist/page/game.js); throws PageScriptUnavailable when it cannot. */
  pageScript?(): string;
  /** For `tsn import`: the log files under a directory (undefined when not one), and whether a path is a directory. */
  logFilesUnder?(path: string, notes: WalkNotes): string[] | undefined;
  isDirectory?(path: string): boolean;
  /**
   * The worker threads' script (worker.ts, bundled as worker.js beside this bundle): several
   * files are checked or imported on worker threads (pool.ts), which read them from the disk.
   * Absent: all the work is done on this thread, through `readFile`.
   */
  workerFile?: string;
  /** For `tsn random --out`: makes the directory when it is missing. */
  makeDirectory?(path: string): void;
}

/** Every `.tsn` regular file under a directory, recursively, sorted by path (walk.ts). */
export function tsnFilesUnder(path: string, notes: WalkNotes, listDir?: ListDir): string[] | undefined {
  return filesUnder(path, (name) => name.endsWith('.tsn'), notes, listDir);
}

const nodeIo: Io = {
  out: (text) => { process.stdout.write(text + '\n'); },
  err: (text) => { process.stderr.write(text + '\n'); },
  readFile: readInputFile,
  tsnFilesUnder,
  writeFile: (path, data) => writeFileSync(path, data),
  logFilesUnder,
  isDirectory,
  makeDirectory: (path) => { mkdirSync(path, { recursive: true }); },
  // The sources run through tsx have worker.ts beside this module; the bundle, worker.js.
  workerFile: [join(__dirname, 'worker.js'), join(__dirname, 'worker.ts')].find((file) => existsSync(file)),
};

/** Takes every occurrence of `--name VALUE` or `--name=VALUE`; the last one given counts. */
function takeOption(args: string[], name: string): string | undefined {
  let value: string | undefined;
  for (;;) {
    const i = args.findIndex((a) => a === name || a.startsWith(name + '='));
    if (i < 0) return value;
    const arg = args[i]!;
    if (arg.includes('=')) { args.splice(i, 1); value = arg.slice(name.length + 1); continue; }
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) throw new UsageError(`${name} needs a value`);
    args.splice(i, 2);
    value = next;
  }
}

/** Takes every occurrence of a flag (given twice, it is given). */
function takeFlag(args: string[], name: string): boolean {
  let found = false;
  for (let i = args.indexOf(name); i >= 0; i = args.indexOf(name)) {
    args.splice(i, 1);
    found = true;
  }
  return found;
}

/**
 * A file's text as the editor holds it: VS Code drops a leading byte order mark when it opens a
 * file, so the columns the command line prints (cli.md: "as the editor does") must not count it.
 */
function readText(io: Io, path: string): string {
  return withoutByteOrderMark(io.readFile(path));
}

function format(args: string[]): 'text' | 'json' {
  const value = takeOption(args, '--format') ?? 'text';
  if (value !== 'text' && value !== 'json') throw new UsageError(`--format takes text or json, not "${value}"`);
  return value;
}

function rejectUnknownOptions(args: string[]): void {
  const unknown = args.find((a) => a.startsWith('-') && a !== '-');
  if (unknown) throw new UsageError(`unknown option ${unknown}`);
}

/**
 * Runs one command line; returns the exit status, or its promise when the work went to worker
 * threads (only with an `io` that has a `workerFile`).
 */
export function run(argv: readonly string[], io: Io & { workerFile?: undefined }): number;
export function run(argv: readonly string[], io?: Io): number | Promise<number>;
export function run(argv: readonly string[], io: Io = nodeIo): number | Promise<number> {
  try {
    const status = command([...argv], io);
    return typeof status === 'number' ? status : status.catch((e: unknown) => failed(e, io));
  } catch (e) {
    return failed(e, io);
  }
}

/** The exit status of a command that threw: misuse (with the usage), or a bug (one line, never a stack trace). */
function failed(e: unknown, io: Io): number {
  if (e instanceof UsageError || e instanceof ImportUsageError || e instanceof RandomUsageError) {
    io.err(`tsn: ${e.message}\n\n${USAGE}`);
    return 2;
  }
  io.err(`tsn: internal error: ${e instanceof Error ? e.message : String(e)} (please report it)`);
  return 2;
}

function command(args: string[], io: Io): number | Promise<number> {
  const command = args.shift();
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-v') {
    io.out(VERSION);
    return 0;
  }
  if (command === 'check') return check(args, io);
  if (command === 'state') return state(args, io);
  if (command === 'render') return render(args, io);
  if (command === 'import') return importLogs(args, io);
  if (command === 'random') return random(args, io);
  if (command === 'lsp') {
    if (!takeFlag(args, '--stdio')) throw new UsageError('tsn lsp needs --stdio');
    rejectUnknownOptions(args);
    // The bundled server (dist/server/server.js, beside this bundle's folder) listens on
    // standard input and output as soon as it is loaded; the process then lives as long as it.
    const serverBundle = join(__dirname, '..', 'server', 'server.js');
    if (!existsSync(serverBundle)) throw new UsageError(`the language server bundle ${serverBundle} is missing; run "npm run build"`);
    process.argv.push('--stdio');
    require(serverBundle);
    return -1;
  }
  throw new UsageError(`unknown command "${command}"`);
}

/**
 * The process's entry: runs the command line and sets the exit status. Output to a closed pipe
 * (`tsn check … | head`) ends the process quietly with the status it had.
 */
export function main(argv: readonly string[]): void {
  const quietOnClosedPipe = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    process.stderr.write(`tsn: cannot write the output: ${error.message}\n`);
    process.exit(2);
  };
  process.stdout.on('error', quietOnClosedPipe);
  process.stderr.on('error', () => process.exit(typeof process.exitCode === 'number' ? process.exitCode : 2));
  let status: number | Promise<number>;
  try {
    status = run(argv);
  } catch (e) {
    // An exception escaping a closed pipe's synchronous write: quiet as above.
    if ((e as NodeJS.ErrnoException | null)?.code === 'EPIPE') status = 0;
    else throw e;
  }
  if (typeof status !== 'number') void status.then((done) => { process.exitCode = done; });
  else if (status >= 0) process.exitCode = status;
}

/** `--jobs N`: how many threads at most (from 1); undefined when not given. */
function takeJobs(args: string[]): number | undefined {
  const text = takeOption(args, '--jobs');
  if (text !== undefined && (!/^\d{1,4}$/.test(text) || Number(text) < 1)) throw new UsageError(`--jobs takes a number of threads from 1, not "${text}"`);
  return text === undefined ? undefined : Number(text);
}

/**
 * Files a worker must have, by default, to pay for its start: each worker loads and warms the
 * engine itself (~50 ms of CPU), more than checking a game or two on this thread costs.
 */
const FILES_PER_WORKER = 4;

/**
 * The threads for `inputs` inputs: `--jobs`, else the default workers (one per core but one) with
 * at least FILES_PER_WORKER inputs each; at most one per input. One: all on this thread, no worker.
 */
function threadsFor(jobs: number | undefined, inputs: number): number {
  const wanted = jobs ?? Math.min(defaultWorkerCount(), Math.floor(inputs / FILES_PER_WORKER));
  return Math.max(1, Math.min(wanted, inputs));
}

function check(args: string[], io: Io): number | Promise<number> {
  const fmt = format(args);
  const rules = !takeFlag(args, '--no-rules');
  const jobs = takeJobs(args);
  rejectUnknownOptions(args);
  if (args.length === 0) throw new UsageError('tsn check needs at least one file');
  const reports: FileReport[] = [];
  let unreadable = false;
  const notes = printedNotes(io.err, () => { unreadable = true; });
  const files = args.flatMap((arg) => (arg === '-' ? [arg] : io.tsnFilesUnder?.(arg, notes) ?? [arg]));
  const threads = threadsFor(jobs, files.length);
  // Each file's outcome, in path order whichever thread checked it.
  const record = (outcome: FileOutcome | WorkerResult, index: number) => {
    if ('report' in outcome) { reports.push(outcome.report); return; }
    unreadable = true;
    io.err(`tsn: cannot read ${files[index]}: ${(outcome as { unreadable: string }).unreadable}`);
  };
  const finish = () => {
    writeInPieces(io, fmt === 'json' ? formatJsonPieces(reports) : formatTextLines(reports));
    if (unreadable) return 2;
    return hasErrors(reports) ? 1 : 0;
  };
  if (threads > 1 && io.workerFile !== undefined) {
    // Standard input is read here, each `-` at once in the order given, as one thread reads it.
    const tasks: WorkerTask[] = files.map((file) => ({ kind: 'check', file, rules, ...(file === '-' ? { given: givenInput(() => readText(io, file)) } : {}) }));
    return runInOrder(tasks, { workerFile: io.workerFile, jobs: threads, crashed: (i, why) => ({ report: failedReport(files[i]!, why) }) }, record).then(finish);
  }
  files.forEach((file, index) => record(checkFile(file, (path) => readText(io, path), reasonOf, rules), index));
  return finish();
}

/** Writes lines a batch at a time (about 64 KB): the output as one string could pass V8's limit. */
function writeInPieces(io: Io, lines: Iterable<string>): void {
  let batch: string[] = [];
  let size = 0;
  for (const line of lines) {
    batch.push(line);
    size += line.length;
    if (size >= 1 << 16) { io.out(batch.join('\n')); batch = []; size = 0; }
  }
  if (batch.length) io.out(batch.join('\n'));
}

/**
 * The `FILE [--line N]` of `tsn state` and `tsn render`, once their own options are taken: the
 * file's text and the line asked for (from 1), or the exit status when the file cannot be read.
 * A line that is not a number, or past the end of the file, is misuse.
 */
function fileAtLine(args: string[], io: Io, command: string, lineText: string | undefined): { file: string; text: string; line: number | undefined; notText?: true } | number {
  rejectUnknownOptions(args);
  if (args.length !== 1) throw new UsageError(`tsn ${command} takes one file`);
  let line: number | undefined;
  if (lineText !== undefined) {
    if (!/^\d{1,9}$/.test(lineText) || Number(lineText) < 1) throw new UsageError(`--line takes a line number from 1, not "${lineText}"`);
    line = Number(lineText);
  }
  const file = args[0]!;
  let text: string;
  try {
    text = readText(io, file);
  } catch (e) {
    io.err(`tsn: cannot read ${file}: ${reasonOf(e)}`);
    return 2;
  }
  const lineCount = splitLines(text).length;
  if (line !== undefined && line > lineCount) throw new UsageError(`--line ${line} is past the end of ${file}, which has ${lineCount} line${lineCount === 1 ? '' : 's'}`);
  // Not a text (a zero byte): said as `tsn check` says it (TSN044), and nothing of it is read.
  const notText = notTextDiagnostic(text);
  if (notText) {
    io.err(formatTextLines([{ file, diagnostics: [notText] }]).next().value!);
    return { file, text: '', line: undefined, notText: true };
  }
  return { file, text, line };
}

function state(args: string[], io: Io): number {
  const fmt = format(args);
  const target = fileAtLine(args, io, 'state', takeOption(args, '--line'));
  if (typeof target === 'number') return target;
  const report = boardAfterLine(target.text, target.line);
  io.out(fmt === 'json' ? JSON.stringify(report.board, null, 2) : formatStateText(report));
  return report.errors || target.notText ? 1 : 0;
}

function importLogs(args: string[], io: Io): number | Promise<number> {
  const out = takeOption(args, '--out');
  const from = takeOption(args, '--from') ?? 'playdek';
  const jobs = takeJobs(args);
  rejectUnknownOptions(args);
  const workerFile = io.workerFile;
  const inWorkers: ImportIo['inWorkers'] = (logs, report) => {
    const threads = threadsFor(jobs, logs.length);
    if (threads === 1 || workerFile === undefined) return undefined;
    // Standard input is read here, each `-` at once in the order given, as one thread reads it.
    const tasks: WorkerTask[] = logs.map(({ log, target }) => ({ kind: 'import', log, target, ...(log === '-' ? { given: givenInput(() => readText(io, log)) } : {}) }));
    return runInOrder(tasks, { workerFile, jobs: threads, crashed: (i, why) => failedImport(logs[i]!.log, why) }, report as (result: WorkerResult) => void);
  };
  return runImport({ logs: args, out, from }, { ...io, readFile: (path) => readText(io, path), inWorkers });
}

function random(args: string[], io: Io): number {
  const options = { seed: takeOption(args, '--seed'), turns: takeOption(args, '--turns'), count: takeOption(args, '--count'), out: takeOption(args, '--out') };
  rejectUnknownOptions(args);
  if (args.length) throw new UsageError(`tsn random takes no file (${args[0]})`);
  return runRandom(options, { ...io, writeFile: io.writeFile ?? nodeIo.writeFile! });
}

function render(args: string[], io: Io): number {
  const fmt = takeOption(args, '--format') ?? 'svg';
  if (fmt !== 'svg' && fmt !== 'png' && fmt !== 'html') throw new UsageError(`--format takes svg, png or html, not "${fmt}"`);
  const lineText = takeOption(args, '--line');
  const outPath = takeOption(args, '--out');
  if (fmt === 'png' && outPath === undefined) throw new UsageError('--format png needs --out PATH');
  const target = fileAtLine(args, io, 'render', lineText);
  if (typeof target === 'number') return target;
  let output: { data: string | Uint8Array; hasError: boolean };
  try {
    output = renderOutput(fmt, target, io);
  } catch (e) {
    if (!(e instanceof PngUnavailable || e instanceof PageScriptUnavailable)) throw e;
    io.err(`tsn: ${e.message}`);
    return 2;
  }
  const failed = output.hasError || target.notText === true;
  if (outPath === undefined) {
    io.out(String(output.data).trimEnd());
    return failed ? 1 : 0;
  }
  try {
    (io.writeFile ?? nodeIo.writeFile!)(outPath, output.data);
  } catch (e) {
    io.err(`tsn: cannot write ${outPath}: ${(e as Error).message}`);
    return 2;
  }
  return failed ? 1 : 0;
}

/** What `tsn render` writes in a format: the map after the line (SVG, PNG), or the whole game's page (HTML). */
function renderOutput(fmt: 'svg' | 'png' | 'html', target: { file: string; text: string; line: number | undefined }, io: Io): { data: string | Uint8Array; hasError: boolean } {
  const file = basename(target.file);
  if (fmt === 'html') {
    const page = renderPageText(target.text, file, target.line, (io.pageScript ?? bundledPageScript)());
    return { data: page.html, hasError: page.hasError };
  }
  const result = renderText(target.text, file, target.line);
  return { data: fmt === 'png' ? (io.svgToPng ?? svgToPngWithRsvg)(result.svg) : result.svg, hasError: result.hasError };
}

if (require.main === module || process.env.TSN_CLI_MAIN === '1') main(process.argv.slice(2));
