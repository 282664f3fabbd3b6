import { readFileSync } from 'node:fs';
import { SepaxError } from '@sepax/core';
import { cac } from 'cac';
import { runDecompose } from './decompose-command.js';
import { DECOMPOSE_OPTIONS, GLOBAL_OPTIONS, helpText } from './help.js';
import { readDecomposeRequest } from './options.js';
import { printable } from './printable.js';
import type { TextSink } from './progress.js';

/**
 * Where a CLI run reads and writes: the working directory that relative paths start from,
 * stdout for data (the colliders JSON with `--out -`, help, version) and stderr for progress,
 * errors and the summary. `isTTY` on stderr turns the progress bar on.
 *
 * @example
 * ```ts
 * import { runCli, type CliIO } from '@sepax/cli';
 * const io: CliIO = { cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr };
 * process.exitCode = await runCli(['decompose', 'art/', '--out-dir', 'colliders'], io);
 * ```
 */
export interface CliIO {
  /** The folder relative paths are resolved against. */
  cwd: string;
  /** Data output. */
  stdout: TextSink;
  /** Progress, errors and the summary. */
  stderr: TextSink;
  /** Stops a `--watch` run (the binary aborts it on Ctrl+C); a run without `--watch` ignores it. */
  signal?: StopSignal;
}

/**
 * What a run needs of an `AbortSignal` (written out, so the types need no DOM or Node lib).
 *
 * @example
 * ```ts
 * import type { StopSignal } from '@sepax/cli';
 * const stop = new AbortController();
 * const signal: StopSignal = stop.signal; // an AbortSignal fits
 * ```
 */
export interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}

/** Exit status of a run whose every input converted. */
const EXIT_OK = 0;
/** Exit status of a usage error (unknown command or option, bad value, no input). */
const EXIT_USAGE = 2;

/**
 * Runs the `sepax` command line with `args` (what follows `sepax`, e.g.
 * `process.argv.slice(2)`) and resolves to the exit status: 0 when every input converted,
 * 1 when any failed (the rest are still converted and written), 2 for a usage error.
 *
 * @example
 * ```ts
 * import { runCli } from '@sepax/cli';
 * const status = await runCli(['decompose', 'ship.png', '--flip-y', '-o', 'ship.json'], {
 *   cwd: process.cwd(),
 *   stdout: process.stdout,
 *   stderr: process.stderr,
 * });
 * ```
 */
export async function runCli(args: readonly string[], io: CliIO): Promise<number> {
  const cli = cac('sepax');
  const decompose = cli.command('decompose [...inputs]', 'convert art into colliders JSON');
  for (const option of DECOMPOSE_OPTIONS) decompose.option(option.flags, option.description);
  for (const option of GLOBAL_OPTIONS) cli.option(option.flags, option.description);
  try {
    const parsed = cli.parse(['node', 'sepax', ...attachDashValues(args)], { run: false });
    if (parsed.options.help) return print(io.stdout, helpText(), EXIT_OK);
    if (parsed.options.version) return print(io.stdout, `${packageVersion()}\n`, EXIT_OK);
    if (!cli.matchedCommand) {
      const problem = args.length > 0 ? `unknown command "${printable(args[0])}"` : 'no command given';
      return print(io.stderr, `sepax: ${problem}.\n\n${helpText()}`, EXIT_USAGE);
    }
    cli.matchedCommand.checkUnknownOptions();
    const { '--': afterDashes = [], ...options } = parsed.options;
    const request = readDecomposeRequest([...parsed.args, ...afterDashes].map(String), options);
    return await runDecompose(request, io);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    const message = printable((error as Error).message);
    return print(io.stderr, `sepax: ${message}\nRun "sepax --help" for the options.\n`, EXIT_USAGE);
  }
}

/** The spellings of every option that takes a value (`-o`, `--out`, `--scale`, …). */
const VALUE_OPTIONS: ReadonlySet<string> = new Set(
  DECOMPOSE_OPTIONS.filter((option) => option.flags.includes('<')).flatMap((option) =>
    option.flags.replace(/\s*<.*$/, '').split(/,\s*/),
  ),
);

/** A value the argument parser would take for an option of its own: `-` (stdout) or a negative number. */
const DASH_VALUE = /^-(\d|\.\d|$)/;

/**
 * `--out -` → `--out=-`, `--scale -1` → `--scale=-1`: the argument parser reads a lone `-`
 * as a positional argument and `-1` as an unknown option `-1`, which would leave the option
 * without its value (and a negative scale reported as "Unknown option"). Arguments after
 * `--` are inputs, whatever they look like, and are left as they are.
 */
function attachDashValues(args: readonly string[]): string[] {
  const end = args.indexOf('--');
  const options = end < 0 ? args : args.slice(0, end);
  const joined: string[] = [];
  for (const arg of options) {
    const previous = joined[joined.length - 1];
    if (DASH_VALUE.test(arg) && previous !== undefined && VALUE_OPTIONS.has(previous))
      joined[joined.length - 1] = `${previous}=${arg}`;
    else joined.push(arg);
  }
  return end < 0 ? joined : [...joined, ...args.slice(end)];
}

/** cac's own errors (unknown option, missing value) and our option checks. */
function isUsageError(error: unknown): boolean {
  return (
    (error instanceof SepaxError && error.code === 'INVALID_ARGUMENT') ||
    (error instanceof Error && error.name === 'CACError')
  );
}

function print(sink: TextSink, text: string, status: number): number {
  sink.write(text);
  return status;
}

/** The version in this package's package.json (one level above both src/ and dist/). */
function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}
