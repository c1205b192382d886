/**
 * A small pool of worker threads for the command line's work on many files (`tsn check DIR`,
 * `tsn import` of several logs): the tasks are handed out in order, two at a time to each
 * worker, and their results delivered strictly in task order, so that what the command prints is
 * what one thread would print. A worker that stops before answering (a crash, running out of
 * memory) gives its task the `crashed` result and is replaced; the pool never waits on a worker
 * that is gone.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a worker is sent: a task and its place in the order. */
export interface TaskMessage<T> {
  readonly index: number;
  readonly task: T;
}

/** What a worker answers: the task's place and its result. */
export interface ResultMessage<R> {
  readonly index: number;
  readonly result: R;
}

export interface PoolOptions<R> {
  /** The worker's script (a bundled .js file, or a .ts file when run from the sources through tsx). */
  readonly workerFile: string;
  /** How many workers at most (capped by the number of tasks). */
  readonly jobs: number;
  /** The result of the task at `index` whose worker stopped before answering; `why` says how. */
  readonly crashed: (index: number, why: string) => R;
}

/**
 * The default number of workers: one per core but one, left to the main thread and V8's collector
 * threads, which one thread alone already keeps busy (bench/folder.ts on 2 idle cores: 1.86 s of
 * CPU in 1.30 s; two workers took 1.59 s). On 2 cores, so, the work stays on the main thread.
 */
export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The tasks a worker holds at a time: the next is there as soon as it answers one, so that it
 * does not wait for the main thread (on a loaded machine, a thread waits its turn to run).
 */
const IN_FLIGHT = 2;

/**
 * A worker on `file`. The sources run through tsx (the tests) name worker.ts, which a worker
 * thread loads only once tsx's require hook is in it: a thread does not inherit the hooks.
 */
function startWorker(file: string): Worker {
  if (!file.endsWith('.ts')) return new Worker(file);
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, { eval: true });
}

/**
 * Runs `tasks` on worker threads; `deliver` gets each result in task order, as soon as it and all
 * before it are in. Resolves once all are delivered (the workers ended); rejects when `deliver`
 * throws (the workers ended too).
 */
export function runInOrder<T, R>(tasks: readonly T[], options: PoolOptions<R>, deliver: (result: R, index: number) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const waiting = new Map<number, R>();
    const live = new Set<Worker>();
    let nextToHand = 0;
    let nextToDeliver = 0;
    let ended = false;

    const end = (error?: unknown) => {
      if (ended) return;
      ended = true;
      for (const worker of live) void worker.terminate();
      live.clear();
      if (error === undefined) resolve();
      else reject(error);
    };

    const settle = (index: number, result: R) => {
      if (ended) return;
      waiting.set(index, result);
      while (waiting.has(nextToDeliver)) {
        const next = waiting.get(nextToDeliver)!;
        waiting.delete(nextToDeliver);
        try {
          deliver(next, nextToDeliver);
        } catch (e) {
          end(e);
          return;
        }
        nextToDeliver++;
      }
      if (nextToDeliver === tasks.length) end();
    };

    // Tasks handed to a worker that stopped before reaching them: handed out again, before the rest.
    const again: number[] = [];
    const nextTask = () => (again.length ? again.shift() : nextToHand < tasks.length ? nextToHand++ : undefined);
    const tasksLeft = () => again.length > 0 || nextToHand < tasks.length;

    const start = () => {
      const worker = startWorker(options.workerFile);
      live.add(worker);
      // The tasks sent to it and not answered yet, in the order it takes them.
      const sent: number[] = [];
      let failure: string | undefined;
      const handOut = () => {
        if (ended) return;
        while (sent.length < IN_FLIGHT) {
          const index = nextTask();
          if (index === undefined) break;
          sent.push(index);
          const message: TaskMessage<T> = { index, task: tasks[index]! };
          worker.postMessage(message);
        }
        if (sent.length === 0) {
          // Nothing left for it: it ends now rather than idle until the last task is in.
          live.delete(worker);
          void worker.terminate();
        }
      };
      worker.on('message', (message: ResultMessage<R>) => {
        if (message.index !== sent[0]) return;
        sent.shift();
        settle(message.index, message.result);
        handOut();
      });
      // An uncaught exception in the worker: its 'exit' follows, which settles the task.
      worker.on('error', (e) => { failure = e instanceof Error ? `${e.name}: ${e.message}` : String(e); });
      worker.on('exit', (code) => {
        live.delete(worker);
        if (ended || sent.length === 0) return;
        // It stopped on the first task it had not answered; the ones after it were never begun.
        const lost = sent.shift()!;
        again.push(...sent);
        again.sort((x, y) => x - y);
        settle(lost, options.crashed(lost, `its worker thread stopped: ${failure ?? `exit code ${code}`}`.slice(0, 200)));
        if (!ended && tasksLeft()) start();
      });
      handOut();
    };

    if (tasks.length === 0) { end(); return; }
    const jobs = Math.max(1, Math.min(options.jobs, tasks.length));
    for (let i = 0; i < jobs; i++) start();
  });
}
