import cliProgress from 'cli-progress';
import { printable } from './printable.js';

/**
 * Where the CLI writes text: `process.stdout`/`process.stderr` fit, and so does anything
 * with a `write(text)` method (a test collecting output, a logger).
 *
 * @example
 * ```ts
 * import type { TextSink } from '@sepax/cli';
 * const lines: string[] = [];
 * const sink: TextSink = { write: (text) => lines.push(text), isTTY: false };
 * ```
 */
export interface TextSink {
  /** Writes a piece of text (already newline-terminated where a line ends). */
  write(text: string): unknown;
  /** True when the sink is a terminal (progress bars redraw in place). */
  isTTY?: boolean;
  /** Terminal width in columns, when known. */
  columns?: number;
}

/** The outcome of one input, as the progress display reports it. @internal */
export type FileOutcome = { ok: true; pieces: number } | { ok: false; code: string; message: string };

/** Totals printed at the end of a run. @internal */
export interface RunSummary {
  files: number;
  pieces: number;
  failed: number;
  seconds: number;
}

/** How a run tells the user where it is. @internal */
export interface ProgressReporter {
  start(total: number): void;
  fileDone(done: number, display: string, outcome: FileOutcome): void;
  finish(summary: RunSummary): void;
}

/**
 * Picks the display: nothing but errors with `quiet`; a redrawing bar with counts and ETA on
 * a terminal; one plain line per file otherwise (CI logs, pipes), so logs stay readable.
 * @internal
 */
export function createReporter(stderr: TextSink, quiet: boolean): ProgressReporter {
  if (quiet) return new QuietReporter(stderr);
  return stderr.isTTY ? new BarReporter(stderr) : new LineReporter(stderr);
}

/** One line per failure, `display: CODE message`, control characters escaped. @internal */
export function failureLine(display: string, outcome: FileOutcome & { ok: false }): string {
  return `${printable(display)}: ${printable(outcome.code)} ${printable(outcome.message)}`;
}

/** The closing summary line. @internal */
export function summaryLine(summary: RunSummary): string {
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `sepax: ${plural(summary.files, 'file')}, ${plural(summary.pieces, 'piece')}, ${summary.failed} failed in ${summary.seconds.toFixed(2)} s\n`;
}

class QuietReporter implements ProgressReporter {
  constructor(private readonly sink: TextSink) {}

  start(): void {}

  fileDone(_done: number, display: string, outcome: FileOutcome): void {
    if (!outcome.ok) this.sink.write(`error: ${failureLine(display, outcome)}\n`);
  }

  finish(): void {}
}

class LineReporter implements ProgressReporter {
  private total = 0;

  constructor(private readonly sink: TextSink) {}

  start(total: number): void {
    this.total = total;
  }

  fileDone(done: number, display: string, outcome: FileOutcome): void {
    const status = outcome.ok
      ? `ok (${outcome.pieces} piece${outcome.pieces === 1 ? '' : 's'})`
      : `FAILED ${printable(outcome.code)} ${printable(outcome.message)}`;
    this.sink.write(`[${done}/${this.total}] ${printable(display)} ${status}\n`);
  }

  finish(summary: RunSummary): void {
    this.sink.write(summaryLine(summary));
  }
}

class BarReporter implements ProgressReporter {
  private readonly bars: cliProgress.MultiBar;
  private bar: cliProgress.SingleBar | undefined;
  private pieces = 0;

  constructor(private readonly sink: TextSink) {
    this.bars = new cliProgress.MultiBar(
      {
        stream: sink as unknown as NodeJS.WritableStream,
        format: 'decompose [{bar}] {value}/{total} files | {pieces} pieces | ETA {eta_formatted} | {file}',
        barsize: 24,
        hideCursor: true,
        clearOnComplete: true,
        etaBuffer: 20,
      },
      cliProgress.Presets.shades_classic,
    );
  }

  start(total: number): void {
    this.bar = this.bars.create(total, 0, { pieces: 0, file: '' });
  }

  fileDone(done: number, display: string, outcome: FileOutcome): void {
    if (outcome.ok) this.pieces += outcome.pieces;
    else this.bars.log(`✗ ${failureLine(display, outcome)}\n`);
    this.bar?.update(done, { pieces: this.pieces, file: printable(display) });
    if (!outcome.ok) this.bars.update(); // flush the log above the bar now, not at the next tick
  }

  finish(summary: RunSummary): void {
    this.bars.update(); // stop() alone would drop log lines not yet flushed
    this.bars.stop();
    this.sink.write(summaryLine(summary));
  }
}
