/**
 * The command line run in process on fake files, for the tests of each command: what it printed on
 * standard output and standard error, its exit status, and the files it wrote.
 */
import { run } from '../../../cli/src/main';

export interface CliRun {
  readonly status: number;
  readonly out: string;
  readonly err: string;
  /** The files written, by path. */
  readonly written: Record<string, string>;
}

export interface FakeFiles {
  /** The log files under each fake directory (`tsn import`); a path not listed is no directory. */
  readonly logDirectories?: Record<string, string[]>;
  /** Writing any file fails (permission denied). */
  readonly unwritable?: boolean;
}

/** Runs `tsn …args` with `files` (path to text; `-` is standard input) as the only files there are. */
export function runCli(args: string[], files: Record<string, string>, options: FakeFiles = {}): CliRun {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  const directories = options.logDirectories ?? {};
  const status = run(args, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: (path) => {
      if (!(path in files)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return files[path]!;
    },
    // A directory is any prefix of the fake files' paths followed by "/".
    tsnFilesUnder: (path) => {
      const under = Object.keys(files).filter((f) => f.startsWith(path + '/') && f.endsWith('.tsn')).sort();
      return under.length ? under : undefined;
    },
    writeFile: (path, data) => {
      if (options.unwritable) throw Object.assign(new Error(`EACCES: ${path}`), { code: 'EACCES' });
      written[path] = String(data);
    },
    makeDirectory: (path) => {
      if (options.unwritable) throw Object.assign(new Error(`EACCES: permission denied, mkdir '${path}'`), { code: 'EACCES' });
    },
    logFilesUnder: (path) => directories[path],
    isDirectory: (path) => path in directories || path === 'out',
  });
  return { status, out: out.join('\n'), err: err.join('\n'), written };
}
