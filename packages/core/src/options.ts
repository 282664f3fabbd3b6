import { describeValue } from './describe-value.js';
import { SepaxError } from './errors.js';

/**
 * Reads an options argument: `undefined` (left out) or an object, never an array or typed
 * array (whose `filter` method would be read as an option) nor a primitive. `what` names the argument
 * and `form` lists its fields, both for the message. Every package's options go through here.
 *
 * @example
 * ```ts
 * import { readOptions } from '@sepax/core/internal';
 * readOptions({ margin: 1 }, 'SpatialIndex options', '{ margin? }'); // { margin: 1 }
 * readOptions([], 'SpatialIndex options', '{ margin? }'); // throws INVALID_ARGUMENT
 * ```
 */
export function readOptions(value: unknown, what: string, form: string): Readonly<Record<string, unknown>> | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || ArrayBuffer.isView(value)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} must be an object ${form} or left out; got ${describeValue(value)}.`,
    );
  }
  return value as Record<string, unknown>;
}

/**
 * Rejects an `out` argument that is given but is not of the expected class or form:
 * `accepts` tells whether `out` fits, `form` says what was expected.
 *
 * @example
 * ```ts
 * import { requireOut } from '@sepax/core/internal';
 * requireOut(null, Array.isArray, 'queryPoint(point, options, out)', 'an array'); // throws INVALID_ARGUMENT
 * ```
 */
export function requireOut(out: unknown, accepts: (out: unknown) => boolean, what: string, form: string): void {
  if (out !== undefined && !accepts(out)) {
    throw new SepaxError('INVALID_ARGUMENT', `${what}: out must be ${form} or left out; got ${describeValue(out)}.`);
  }
}
