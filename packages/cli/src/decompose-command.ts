import { realpathSync } from 'node:fs';
import path from 'node:path';
import { SepaxError } from '@sepax/core';
import { writeOutputFile } from './atomic-write.js';
import { type ColliderEntry, collidersFileText } from './colliders-file.js';
import { type ConvertedInput, convertFile } from './convert.js';
import { discoverInputs, type InputFile } from './inputs.js';
import { uniqueNames } from './naming.js';
import type { DecomposeRequest } from './options.js';
import { previewSvg } from './preview.js';
import { printable } from './printable.js';
import { createReporter, type FileOutcome } from './progress.js';
import type { CliIO } from './run.js';

/** The exit status when at least one input failed. */
const EXIT_FAILED = 1;
const STDOUT = '-';

/**
 * `sepax decompose`: converts every input, one at a time, reporting each; a failing input
 * is reported and skipped. Outputs are written atomically: per input as soon as it
 * converts (`--out-dir`), or all together at the end. Resolves to the exit status.
 * @internal
 */
export async function runDecompose(request: DecomposeRequest, io: CliIO): Promise<number> {
  const started = performance.now();
  const { files, problems } = discoverInputs(request.inputs, io.cwd);
  const reporter = createReporter(io.stderr, request.quiet);
  const total = files.length + problems.length;
  const tally = { done: 0, failed: 0, pieces: 0 };
  const report = (display: string, outcome: FileOutcome): void => {
    tally.done++;
    if (outcome.ok) tally.pieces += outcome.pieces;
    else tally.failed++;
    reporter.fileDone(tally.done, display, outcome);
  };
  const names = uniqueNames(files.map((f) => f.display));
  requireNoInputOverwritten(files, names, request, io.cwd); // a usage error, before anything is reported
  reporter.start(total);
  for (const problem of problems) report(problem.display, failureOf(problem.error));
  const entries: ColliderEntry[] = [];
  for (let i = 0; i < files.length; i++) {
    await nextTick(); // let the progress bar redraw between files
    try {
      const converted = convertFile(files[i], names[i], request.settings, request.limits);
      writePerInputOutputs(converted, request, io.cwd);
      entries.push(converted.entry);
      report(files[i].display, { ok: true, pieces: converted.entry.pieces });
    } catch (error) {
      report(files[i].display, failureOf(error));
    }
  }
  if (request.outDir === undefined && !writeCombinedOutput(entries, request, io, tally.failed)) tally.failed++;
  reporter.finish({
    files: total,
    pieces: tally.pieces,
    failed: tally.failed,
    seconds: (performance.now() - started) / 1000,
  });
  return tally.failed > 0 ? EXIT_FAILED : 0;
}

/** The `--out-dir` JSON and the `--preview` SVG of one converted input. */
function writePerInputOutputs(converted: ConvertedInput, request: DecomposeRequest, cwd: string): void {
  const { entry } = converted;
  if (request.outDir !== undefined) {
    writeOutputFile(perInputFile(request.outDir, entry.name, cwd), collidersFileText(request.settings, [entry]));
  }
  if (request.preview) {
    const svg = previewSvg({
      name: entry.name,
      outlines: converted.outlines,
      pieces: converted.pieces,
      yUp: request.settings.flipY === true,
    });
    writeOutputFile(previewFile(request, entry.name, cwd), svg);
  }
}

function perInputFile(outDir: string, name: string, cwd: string): string {
  return path.resolve(cwd, outDir, `${name}.json`);
}

function previewFile(request: DecomposeRequest, name: string, cwd: string): string {
  return path.resolve(previewFolder(request, cwd), `${name}.preview.svg`);
}

/**
 * Refuses, before converting anything, a run that would write over one of its own inputs:
 * `-o art.json` with art.json among the inputs, or `--out-dir` the art's own folder (each
 * JSON input's colliders would replace it). The art would be lost without a word.
 */
function requireNoInputOverwritten(
  files: readonly InputFile[],
  names: readonly string[],
  request: DecomposeRequest,
  cwd: string,
): void {
  const inputs = new Map(files.map((f) => [canonicalPath(f.file), f.display]));
  const clash = (file: string, what: string): void => {
    const input = inputs.get(canonicalPath(file));
    if (input !== undefined) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `${what} would overwrite the input ${input} with output; write the colliders elsewhere.`,
      );
    }
  };
  if (request.outDir === undefined && request.out !== STDOUT)
    clash(path.resolve(cwd, request.out), `-o ${request.out}`);
  for (const name of names) {
    if (request.outDir !== undefined)
      clash(perInputFile(request.outDir, name, cwd), `--out-dir ${request.outDir} (${name}.json)`);
    if (request.preview) clash(previewFile(request, name, cwd), `--preview (${name}.preview.svg)`);
  }
}

/** The real path of an existing file (links and `..` resolved), else the path as given. */
function canonicalPath(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    return file;
  }
}

/** Previews go beside the JSON they illustrate (the working directory when JSON goes to stdout). */
function previewFolder(request: DecomposeRequest, cwd: string): string {
  if (request.outDir !== undefined) return path.resolve(cwd, request.outDir);
  return request.out === STDOUT ? cwd : path.dirname(path.resolve(cwd, request.out));
}

/**
 * Writes the one colliders file. Nothing is written when every input failed, so a failed
 * run never replaces a good file with an empty one. Returns false if writing failed.
 */
function writeCombinedOutput(entries: ColliderEntry[], request: DecomposeRequest, io: CliIO, failed: number): boolean {
  if (entries.length === 0 && failed > 0) return true;
  const text = collidersFileText(request.settings, entries);
  if (request.out === STDOUT) {
    io.stdout.write(text);
    return true;
  }
  try {
    writeOutputFile(path.resolve(io.cwd, request.out), text);
    return true;
  } catch (error) {
    const failure = failureOf(error);
    io.stderr.write(`sepax: ${printable(failure.code)} ${printable(failure.message)}\n`);
    return false;
  }
}

/** A failure as reported: a SepaxError keeps its code; a system error its errno code. */
function failureOf(error: unknown): FileOutcome & { ok: false } {
  if (error instanceof SepaxError) return { ok: false, code: error.code, message: error.message };
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, code: typeof code === 'string' ? code : 'INTERNAL_ERROR', message };
}

function nextTick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
