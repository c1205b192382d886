/**
 * The `tsn` command line (contract: shared/spec/cli.md). Exit status: 0 no error, 1 an error in
 * a file, 2 the command misused or a file unreadable.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkText, formatJson, formatText, hasErrors, type FileReport } from './check';
import { boardAfterLine, formatBoardText } from './state';
import { PngUnavailable, renderText, svgToPngWithRsvg } from './render';
import { VERSION } from '../version';

const USAGE = `Usage:
  tsn check FILE... [--format text|json] [--no-rules]
                            print every diagnostic of each file
  tsn state FILE [--line N] [--format text|json]
                            print the board after line N (default: the last line)
  tsn render FILE [--line N] [--out PATH] [--format svg|png]
                            write the board after line N as the preview's map (SVG;
                            PNG through rsvg-convert, into PATH)
  tsn lsp --stdio           serve the language server on standard input and output
  tsn --version             print the version
  tsn --help                print this help

Exit status: 0 when no file has an error, 1 when a file has one, 2 when the
command is misused or a file cannot be read.`;

export class UsageError extends Error {}

interface Io {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): string;
  writeFile?(path: string, data: string | Uint8Array): void;
  /** Makes a PNG of an SVG (default: rsvg-convert); throws PngUnavailable when it cannot. */
  svgToPng?(svg: string): Uint8Array;
}

const nodeIo: Io = {
  out: (text) => process.stdout.write(text + '\n'),
  err: (text) => process.stderr.write(text + '\n'),
  readFile: (path) => readFileSync(path, 'utf8'),
  writeFile: (path, data) => writeFileSync(path, data),
};

function takeOption(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === name || a.startsWith(name + '='));
  if (i < 0) return undefined;
  const arg = args[i]!;
  if (arg.includes('=')) { args.splice(i, 1); return arg.slice(name.length + 1); }
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function takeFlag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
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
    throw e;
  }
}

function check(args: string[], io: Io): number {
  const fmt = format(args);
  const rules = !takeFlag(args, '--no-rules');
  rejectUnknownOptions(args);
  if (args.length === 0) throw new UsageError('tsn check needs at least one file');
  const reports: FileReport[] = [];
  let unreadable = false;
  for (const file of args) {
    let text: string;
    try {
      text = io.readFile(file);
    } catch (e) {
      unreadable = true;
      const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
      io.err(`tsn: cannot read ${file}: ${reason}`);
      continue;
    }
    reports.push(checkText(file, text, rules));
  }
  io.out(fmt === 'json' ? formatJson(reports) : formatText(reports));
  if (unreadable) return 2;
  return hasErrors(reports) ? 1 : 0;
}

function state(args: string[], io: Io): number {
  const fmt = format(args);
  const lineText = takeOption(args, '--line');
  rejectUnknownOptions(args);
  if (args.length !== 1) throw new UsageError('tsn state takes one file');
  let line: number | undefined;
  if (lineText !== undefined) {
    if (!/^\d+$/.test(lineText) || Number(lineText) < 1) throw new UsageError(`--line takes a line number from 1, not "${lineText}"`);
    line = Number(lineText);
  }
  const file = args[0]!;
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    io.err(`tsn: cannot read ${file}: ${reason}`);
    return 2;
  }
  const board = boardAfterLine(text, line);
  io.out(fmt === 'json' ? JSON.stringify(board, null, 2) : formatBoardText(board));
  return 0;
}

function render(args: string[], io: Io): number {
  const fmt = takeOption(args, '--format') ?? 'svg';
  if (fmt !== 'svg' && fmt !== 'png') throw new UsageError(`--format takes svg or png, not "${fmt}"`);
  const lineText = takeOption(args, '--line');
  const outPath = takeOption(args, '--out');
  if (fmt === 'png' && outPath === undefined) throw new UsageError('--format png needs --out PATH');
  rejectUnknownOptions(args);
  if (args.length !== 1) throw new UsageError('tsn render takes one file');
  let line: number | undefined;
  if (lineText !== undefined) {
    if (!/^\d+$/.test(lineText) || Number(lineText) < 1) throw new UsageError(`--line takes a line number from 1, not "${lineText}"`);
    line = Number(lineText);
  }
  const file = args[0]!;
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    io.err(`tsn: cannot read ${file}: ${reason}`);
    return 2;
  }
  const result = renderText(text, basename(file), line);
  if (line !== undefined && line > result.lineCount) throw new UsageError(`--line ${line} is past the end of ${file} (${result.lineCount} lines)`);
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
  return result.hasError ? 1 : 0;
}

if (require.main === module || process.env.TSN_CLI_MAIN === '1') {
  const status = run(process.argv.slice(2));
  if (status >= 0) process.exitCode = status;
}
