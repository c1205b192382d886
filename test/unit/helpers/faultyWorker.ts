/**
 * A worker thread for the tests of the command line's pool (cli/src/pool.ts): it checks a file as
 * cli/src/worker.ts does, through the same `checkFile`, except that a file named `*throws*` has a
 * check that throws (`throwingCheck`, which the tests run on one thread too), `*exits*` ends the
 * thread before it answers, and `*falls*` throws outside any handler, as a bug in the worker would.
 * It imports no log: a log to import ends it (exit code 9), as a crash would.
 */
import { basename } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { checkFile, checkText, type FileReport } from '../../../cli/src/check';
import { readInputFile, reasonOf, withoutByteOrderMark } from '../../../cli/src/input';
import type { TaskMessage } from '../../../cli/src/pool';

export function throwingCheck(file: string, text: string, rules: boolean): FileReport {
  if (basename(file).includes('throws')) throw new TypeError(`no check of ${basename(file)}`);
  return checkText(file, text, rules);
}

export function readAsTheCliDoes(path: string): string {
  return withoutByteOrderMark(readInputFile(path));
}

const port = parentPort;
port?.on('message', ({ index, task }: TaskMessage<{ kind?: string; file: string; rules: boolean }>) => {
  if (task.kind === 'import') process.exit(9);
  const name = basename(task.file);
  if (name.includes('exits')) process.exit(7);
  if (name.includes('falls')) setImmediate(() => { throw new RangeError('the worker fell over'); });
  else port.postMessage({ index, result: checkFile(task.file, readAsTheCliDoes, reasonOf, task.rules, throwingCheck) });
});
