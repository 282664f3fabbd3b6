import { statSync, watch } from 'node:fs';
import path from 'node:path';
import type { InputOutcome } from './convert-input.js';
import type { DecomposeRequest } from './options.js';
import type { CliIO } from './run.js';

/** Changes arriving this close together (an editor's save is several events) start one run. */
const SETTLE_MS = 100;

/**
 * Under `--watch`, each input's outcome and the state (size, modification time) of every
 * file it read: a run converts again only the inputs whose files changed.
 * @example
 * ```ts no-run
 * const cache = new ConversionCache();
 * cache.remember(file, outcome);
 * cache.recall(file); // outcome, until one of the files it read changes
 * ```
 * @internal
 */
export class ConversionCache {
  private readonly known = new Map<string, { stamps: string[]; outcome: InputOutcome }>();

  remember(file: string, outcome: InputOutcome): void {
    this.known.set(file, { stamps: outcome.dependencies.map(fileStamp), outcome });
  }

  /** The outcome of the input if none of the files it read changed since, else undefined. */
  recall(file: string): InputOutcome | undefined {
    const entry = this.known.get(file);
    if (entry === undefined) return undefined;
    const unchanged = entry.outcome.dependencies.every((dep, i) => fileStamp(dep) === entry.stamps[i]);
    return unchanged ? entry.outcome : undefined;
  }
}

/** Size and modification time of a file, or a mark that it is missing. */
function fileStamp(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false, bigint: true });
  return stats === undefined ? 'missing' : `${stats.size}:${stats.mtimeNs}`;
}

/**
 * `--watch`: runs once, then watches the inputs' folders and runs again (converting only what
 * changed) after each burst of changes, until `io.signal` aborts; resolves to the last run's
 * exit status. Folders are watched, not files, so a file an editor replaces on save is still seen.
 * @example
 * ```ts no-run
 * const status = await watchInputs(request, io, (cache) => convertOnce(request, io, cache));
 * ```
 * @internal
 */
export async function watchInputs(
  request: DecomposeRequest,
  io: CliIO,
  run: (cache: ConversionCache) => Promise<number>,
): Promise<number> {
  const cache = new ConversionCache();
  let status = await run(cache);
  const signal = io.signal;
  if (signal?.aborted) return status;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const rerun = (): void => {
    timer = undefined;
    running = running.then(async () => {
      if (!signal?.aborted) status = await run(cache);
    });
  };
  const ownOutput = ownOutputTest(request, io.cwd);
  const watchers = watchedFolders(request.inputs, io.cwd).map((folder) =>
    watch(folder, { recursive: true }, (_event, name) => {
      const file = path.resolve(folder, String(name));
      // The run's own writes (output, previews, the hidden temporary files of atomic writes) change no art.
      if (path.basename(file).startsWith('.') || ownOutput(file)) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(rerun, SETTLE_MS);
    }),
  );
  io.stderr.write('sepax: watching for changes (Ctrl+C stops)\n');
  if (signal === undefined) return new Promise<number>(() => {}); // runs until the process ends
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      if (timer !== undefined) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      void running.then(resolve);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
  return status;
}

/** True for the files a run writes: the output file, anything under `--out-dir`, previews. */
function ownOutputTest(request: DecomposeRequest, cwd: string): (file: string) => boolean {
  const out = request.out === '-' ? undefined : path.resolve(cwd, request.out);
  const outDir = request.outDir === undefined ? undefined : path.resolve(cwd, request.outDir);
  return (file) =>
    file === out ||
    file.toLowerCase().endsWith('.preview.svg') ||
    (outDir !== undefined && (file === outDir || file.startsWith(`${outDir}${path.sep}`)));
}

/** The folders to watch: each input folder itself, each file's or glob's folder. */
function watchedFolders(inputs: readonly string[], cwd: string): string[] {
  const folders = inputs.map((input) => {
    const absolute = path.resolve(cwd, input);
    const stats = statSync(absolute, { throwIfNoEntry: false });
    if (stats?.isDirectory()) return absolute;
    if (stats !== undefined) return path.dirname(absolute);
    return path.resolve(cwd, globBase(input));
  });
  return [...new Set(folders)].filter((folder) => statSync(folder, { throwIfNoEntry: false })?.isDirectory());
}

/** The part of a glob before its first wildcard segment. */
function globBase(glob: string): string {
  const segments = glob.split('/');
  const wild = segments.findIndex((segment) => /[*?[\]{}!]/.test(segment));
  return wild <= 0 ? '.' : segments.slice(0, wild).join('/');
}
