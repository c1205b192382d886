/**
 * A worker thread of the command line's pool (pool.ts): answers each task it is sent (a file to
 * check, a log to import) with its outcome. Bundled as dist/cli/worker.js beside dist/cli/tsn.js.
 */
import { parentPort } from 'node:worker_threads';
import type { ResultMessage, TaskMessage } from './pool';
import { performTask, type WorkerResult, type WorkerTask } from './tasks';

const port = parentPort;
if (!port) throw new Error('cli/src/worker.ts runs as a worker thread of the tsn command line');
port.on('message', (message: TaskMessage<WorkerTask>) => {
  const answer: ResultMessage<WorkerResult> = { index: message.index, result: performTask(message.task) };
  port.postMessage(answer);
});
