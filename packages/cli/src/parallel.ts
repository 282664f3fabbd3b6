import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ConversionTask, convertInput, type InputOutcome } from './convert-input.js';

/** Batches this large convert on every core when `--jobs` is not given; smaller ones are not worth a thread's start-up. */
const PARALLEL_FROM_INPUTS = 32;

/** The compiled worker; absent when the CLI runs from its TypeScript sources (tests), which then convert on the main thread. */
const WORKER_URL = new URL('./convert-worker.js', import.meta.url);

/**
 * How many worker threads convert `inputs` files: `--jobs` if given, else every core for a
 * large batch; never more than the inputs. 1 means the main thread.
 * @example
 * ```ts no-run
 * threadCount(undefined, 100); // every core
 * threadCount(1, 100); // 1: the main thread
 * ```
 * @internal
 */
export function threadCount(jobs: number | undefined, inputs: number): number {
  const wanted = jobs ?? (inputs >= PARALLEL_FROM_INPUTS ? availableParallelism() : 1);
  const usable = existsSync(fileURLToPath(WORKER_URL)) ? wanted : 1;
  return Math.max(1, Math.min(usable, inputs));
}

/**
 * Converts every task, on `threads` worker threads (or the main thread for 1), calling
 * `done(index, outcome)` as each finishes, in whatever order they finish. The caller keeps
 * outcomes by index, so what it writes does not depend on the order.
 * @example
 * ```ts no-run
 * const outcomes: InputOutcome[] = [];
 * await convertTasks(tasks, threadCount(undefined, tasks.length), (i, outcome) => (outcomes[i] = outcome));
 * ```
 * @internal
 */
export async function convertTasks(
  tasks: readonly ConversionTask[],
  threads: number,
  done: (index: number, outcome: InputOutcome) => void,
): Promise<void> {
  if (threads <= 1) {
    for (let i = 0; i < tasks.length; i++) {
      await nextTick(); // let the progress bar redraw between files
      done(i, convertInput(tasks[i]));
    }
    return;
  }
  let next = 0;
  const runWorker = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_URL);
      let finished = false;
      const post = (): void => {
        if (next >= tasks.length) {
          finished = true;
          void worker.terminate().then(() => resolve());
          return;
        }
        const index = next++;
        worker.postMessage({ index, task: tasks[index] });
      };
      worker.on('message', (message: { index: number; outcome: InputOutcome }) => {
        done(message.index, message.outcome);
        post();
      });
      worker.on('error', reject);
      // A thread that ends with work in hand (out of memory) must fail the run, not leave it waiting.
      worker.on('exit', (code) => {
        if (!finished) reject(new Error(`a conversion thread stopped (exit code ${code})`));
      });
      post();
    });
  await Promise.all(Array.from({ length: threads }, runWorker));
}

function nextTick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
