/**
 * The `tsn` command line (contract: shared/spec/cli.md). Exit status: 0 no error, 1 an error in
 * a file, 2 the command misused or a file unreadable.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { splitLines } from '../../core/src/common/text';
import { checkText, decodeFileBytes, formatJson, formatText, hasErrors, notTextDiagnostic, type FileReport } from './check';
import { boardAfterLine, formatStateText } from './state';
import { PngUnavailable, renderText, svgToPngWithRsvg } from './render';
import { VERSION } from '../../core/src/version';

const USAGE = `Usage:
  tsn check FILE... [--format text|json] [--no-rules]
                            print every diagnostic of each file (a directory:
                            every .tsn file under it; -: standard input)
  tsn state FILE [--line N] [--format text|json]
                            print the board after line N (default: the last line)
  tsn render FILE [--line N] [--out PATH] [--format svg|png]
                            write the board after line N as the preview's map (SVG;
                            PNG through rsvg-convert, into PATH)
  tsn lsp --stdio           serve the language server on standard input and output
  tsn --version             print the version
  tsn --help                print this help

Exit status: 0 when no file has an error, 1 when a file has one, 2 when the
command is misused or a file cannot be read. For state, 0 when the file has no
error up to line N, 1 when it has one (the board is still printed).`;

export class UsageError extends Error {}

interface Io {
  out(text: string): void;
  err(text: string): void;
  /** A file's text; `-` is standard input. Throws when it cannot be read. */
  readFile(path: string): string;
  /** The `.tsn` files under `path` in path order when it is a directory; undefined when it is not one. */
  tsnFilesUnder?(path: string): string[] | undefined;
  writeFile?(path: string, data: string | Uint8Array): void;
  /** Makes a PNG of an SVG (default: rsvg-convert); throws PngUnavailable when it cannot. */
  svgToPng?(svg: string): Uint8Array;
}

/** Every `.tsn` file under a directory, recursively, sorted by path. */
function tsnFilesUnder(path: string): string[] | undefined {
  try {
    if (!statSync(path).isDirectory()) return undefined;
  } catch {
    return undefined; // reading it reports why
  }
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsn')) found.push(full);
    }
  };
  walk(path);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const nodeIo: Io = {
  out: (text) => { process.stdout.write(text + '\n'); },
  err: (text) => { process.stderr.write(text + '\n'); },
  readFile: (path) => decodeFileBytes(readFileSync(path === '-' ? 0 : path)),
  tsnFilesUnder,
  writeFile: (path, data) => writeFileSync(path, data),
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
  const text = io.readFile(path);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function reasonOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
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

/** Runs one command line; returns the exit status. */
export function run(argv: readonly string[], io: Io = nodeIo): number {
  const args = [...argv];
  try {
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
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`tsn: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    // A bug: one line saying so, never a stack trace.
    io.err(`tsn: internal error: ${e instanceof Error ? e.message : String(e)} (please report it)`);
    return 2;
  }
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
  let status: number;
  try {
    status = run(argv);
  } catch (e) {
    // An exception escaping a closed pipe's synchronous write: quiet as above.
    if ((e as NodeJS.ErrnoException | null)?.code === 'EPIPE') status = 0;
    else throw e;
  }
  if (status >= 0) process.exitCode = status;
}

function check(args: string[], io: Io): number {
  const fmt = format(args);
  const rules = !takeFlag(args, '--no-rules');
  rejectUnknownOptions(args);
  if (args.length === 0) throw new UsageError('tsn check needs at least one file');
  const reports: FileReport[] = [];
  let unreadable = false;
  const files = args.flatMap((arg) => (arg === '-' ? [arg] : io.tsnFilesUnder?.(arg) ?? [arg]));
  for (const file of files) {
    let text: string;
    try {
      text = readText(io, file);
    } catch (e) {
      unreadable = true;
      io.err(`tsn: cannot read ${file}: ${reasonOf(e)}`);
      continue;
    }
    reports.push(checkText(file, text, rules));
  }
  io.out(fmt === 'json' ? formatJson(reports) : formatText(reports));
  if (unreadable) return 2;
  return hasErrors(reports) ? 1 : 0;
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
    io.err(formatText([{ file, diagnostics: [notText] }]).split('\n')[0]!);
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

function render(args: string[], io: Io): number {
  const fmt = takeOption(args, '--format') ?? 'svg';
  if (fmt !== 'svg' && fmt !== 'png') throw new UsageError(`--format takes svg or png, not "${fmt}"`);
  const lineText = takeOption(args, '--line');
  const outPath = takeOption(args, '--out');
  if (fmt === 'png' && outPath === undefined) throw new UsageError('--format png needs --out PATH');
  const target = fileAtLine(args, io, 'render', lineText);
  if (typeof target === 'number') return target;
  const result = renderText(target.text, basename(target.file), target.line);
  if (outPath === undefined) {
    io.out(result.svg.trimEnd());
  } else {
    let data: string | Uint8Array = result.svg;
    if (fmt === 'png') {
      try {
        data = (io.svgToPng ?? svgToPngWithRsvg)(result.svg);
      } catch (e) {
        if (!(e instanceof PngUnavailable)) throw e;
        io.err(`tsn: ${e.message}`);
        return 2;
      }
    }
    try {
      (io.writeFile ?? nodeIo.writeFile!)(outPath, data);
    } catch (e) {
      io.err(`tsn: cannot write ${outPath}: ${(e as Error).message}`);
      return 2;
    }
  }
  return result.hasError || target.notText ? 1 : 0;
}

if (require.main === module || process.env.TSN_CLI_MAIN === '1') main(process.argv.slice(2));
