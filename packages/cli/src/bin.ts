#!/usr/bin/env node
import { printable } from './printable.js';
import { runCli } from './run.js';

/** Exit status of a run that could not finish its output (documented with the per-input failures). */
const EXIT_FAILED = 1;

// A reader that stops early (`sepax decompose … -o - | head`) closes the pipe: the rest of
// the output has nowhere to go, which is no error of the run. Any other failure of stdout
// (a full disk behind `> file`) is reported in one line, not as an unhandled 'error' event
// with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') {
    process.stderr.write(`sepax: ${error.code ?? 'ERROR'} cannot write to stdout: ${printable(error.message)}\n`);
    process.exit(EXIT_FAILED);
  }
  process.exit(process.exitCode ?? 0);
});

// Under --watch, Ctrl+C (or a service manager's stop) ends the watch once the run under way has
// written its output; a second one, or one during any other run, stops at once as usual.
const stop = new AbortController();
const watching = process.argv.slice(2).some((arg) => arg === '--watch' || arg === '-w');
if (watching) for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());

try {
  process.exitCode = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    signal: stop.signal,
  });
} catch (error) {
  // A fault of sepax itself: one line that says so, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `sepax: INTERNAL_ERROR ${printable(message)} (please report this, with the command that caused it)\n`,
  );
  process.exitCode = EXIT_FAILED;
}
