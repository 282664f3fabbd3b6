#!/usr/bin/env node
import { runCli } from './run.js';

// A reader that stops early (`sepax decompose … -o - | head`) closes the pipe: the rest of
// the output has nowhere to go, which is no error of the run. Without this, Node throws the
// EPIPE as an unhandled 'error' event, with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
});
