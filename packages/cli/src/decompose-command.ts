import { realpathSync } from 'node:fs';
import path from 'node:path';
import { SepaxError } from '@sepax/core';
import { writeOutputFile } from './atomic-write.js';
import type { ColliderEntry } from './colliders-file.js';
import { type ConversionTask, type InputOutcome, sheetImageFiles } from './convert-input.js';
import type { ConvertedInput } from './convert.js';
import { failureOf } from './failure.js';
import { outputText } from './formats/output-format.js';
import { discoverInputs, type InputFile } from './inputs.js';
import { uniqueNames } from './naming.js';
import type { DecomposeRequest } from './options.js';
import { convertTasks, threadCount } from './parallel.js';
import { previewSvg } from './preview.js';
import { printable } from './printable.js';
import { createReporter, type FileOutcome } from './progress.js';
import type { CliIO } from './run.js';
import { type ConversionCache, watchInputs } from './watch.js';

/** The exit status when at least one input failed. */
const EXIT_FAILED = 1;
const STDOUT = '-';

/**
 * `sepax decompose`: converts every input (on worker threads for a large batch), reporting
 * each; a failing input is reported and skipped. Outputs are written atomically: per input
 * as soon as it converts (`--out-dir`), or all together at the end, in input order whatever
 * order the inputs finished in. With `--watch`, keeps converting what changes until
 * `io.signal` aborts. Resolves to the exit status.
 * @internal
 */
export async function runDecompose(request: DecomposeRequest, io: CliIO): Promise<number> {
  if (request.watch) return watchInputs(request, io, (cache) => convertOnce(request, io, cache));
  return convertOnce(request, io, undefined);
}

/**
 * One run over every input. `cache` (under `--watch`) keeps each input's outcome with the
 * state of the files it read; an input whose files are unchanged is not converted again.
 */
async function convertOnce(request: DecomposeRequest, io: CliIO, cache: ConversionCache | undefined): Promise<number> {
  const started = performance.now();
  const discovered = discoverInputs(request.inputs, io.cwd);
  const sheetImages = sheetImageFiles(discovered.files, request.limits);
  const files = discovered.files.filter((f) => !sheetImages.has(f.file));
  const { problems } = discovered;
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
  const outcomes: InputOutcome[] = new Array(files.length);
  const finish = (index: number, outcome: InputOutcome): void => {
    outcomes[index] = outcome;
    cache?.remember(files[index].file, outcome);
    if (!outcome.ok) return report(files[index].display, outcome.failure);
    try {
      writePerInputOutputs(names[index], outcome.converted, request, io.cwd);
      report(files[index].display, { ok: true, pieces: pieceCount(outcome.converted) });
    } catch (error) {
      outcomes[index] = { ok: false, failure: failureOf(error), dependencies: outcome.dependencies };
      report(files[index].display, failureOf(error));
    }
  };
  const tasks: ConversionTask[] = [];
  const taskIndex: number[] = [];
  files.forEach((input, i) => {
    const known = cache?.recall(input.file);
    if (known !== undefined) finish(i, known);
    else {
      tasks.push({ input, name: names[i], settings: request.settings, limits: request.limits });
      taskIndex.push(i);
    }
  });
  await convertTasks(tasks, threadCount(request.jobs, tasks.length), (k, outcome) => finish(taskIndex[k], outcome));
  const entries = uniqueEntryNames(outcomes.flatMap((o) => (o.ok ? o.converted.map((c) => c.entry) : [])));
  if (request.outDir === undefined && !writeCombinedOutput(entries, request, io, tally.failed)) tally.failed++;
  reporter.finish({
    files: total,
    pieces: tally.pieces,
    failed: tally.failed,
    seconds: (performance.now() - started) / 1000,
  });
  return tally.failed > 0 ? EXIT_FAILED : 0;
}

function pieceCount(converted: readonly ConvertedInput[]): number {
  return converted.reduce((sum, c) => sum + c.entry.pieces, 0);
}

/**
 * Keeps collider names unique in one output file: a sprite sheet's frames are named after
 * the frames, which another input may share; a later duplicate gets `#2`, `#3`, ….
 */
function uniqueEntryNames(entries: ColliderEntry[]): ColliderEntry[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = (seen.get(entry.name) ?? 0) + 1;
    seen.set(entry.name, count);
    return count === 1 ? entry : { ...entry, name: `${entry.name}#${count}` };
  });
}

/** The `--out-dir` file and the `--preview` SVGs (one per collider) of one converted input. */
function writePerInputOutputs(
  name: string,
  converted: readonly ConvertedInput[],
  request: DecomposeRequest,
  cwd: string,
): void {
  // Made even without --out-dir: what the format refuses (a piece planck would weld) fails this input, not the run.
  const text = outputText(request.output, request.settings, uniqueEntryNames(converted.map((c) => c.entry)));
  if (request.outDir !== undefined) writeOutputFile(perInputFile(request.outDir, name, cwd), text);
  if (request.preview) converted.forEach((c) => writePreview(c, request, cwd));
}

function writePreview(converted: ConvertedInput, request: DecomposeRequest, cwd: string): void {
  const { entry } = converted;
  const svg = previewSvg({
    name: entry.name,
    outlines: converted.outlines,
    pieces: converted.pieces,
    yUp: request.settings.flipY === true,
  });
  const authored = entry.kind === 'atlas' || entry.kind === 'tiled';
  writeOutputFile(previewFile(request, authored ? fileNameOf(entry.name) : entry.name, cwd), svg);
}

/**
 * A collider name as one file name: a sprite sheet's frame or a Tiled object is named by the
 * art's author (`hero/run 1.png`, `../x`), and its preview must land beside the output, not
 * in a folder the name climbs to or one that does not exist.
 */
function fileNameOf(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const safe = name.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '_');
  return safe === '' ? '_' : safe;
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
  const text = outputText(request.output, request.settings, entries);
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
