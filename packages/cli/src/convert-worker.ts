// A worker thread of `sepax decompose --jobs`: converts the inputs the main thread posts,
// one at a time, and posts each outcome back with the index it came with.
import { parentPort } from 'node:worker_threads';
import { type ConversionTask, convertInput } from './convert-input.js';

parentPort?.on('message', (message: { index: number; task: ConversionTask }) => {
  parentPort?.postMessage({ index: message.index, outcome: convertInput(message.task) });
});
