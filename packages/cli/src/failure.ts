import { SepaxError } from '@sepax/core';
import type { FileOutcome } from './progress.js';

/**
 * A failure as reported: a SepaxError keeps its code; a system error its errno code.
 * @example
 * ```ts no-run
 * failureOf(new SepaxError('INVALID_INPUT', 'bad')); // { ok: false, code: 'INVALID_INPUT', message: 'bad' }
 * ```
 * @internal
 */
export function failureOf(error: unknown): FileOutcome & { ok: false } {
  if (error instanceof SepaxError) return { ok: false, code: error.code, message: error.message };
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, code: typeof code === 'string' ? code : 'INTERNAL_ERROR', message };
}
