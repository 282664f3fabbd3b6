import { SepaxError } from '@sepax/core';
import { describeValue } from '@sepax/core/internal';
import { Collision3 } from './collision.js';

/**
 * Rejects a placement (the constructors' second argument) that is not an object, so
 * `new Obb(e, null)` says what to pass instead of failing inside a property read.
 * @internal
 */
export function requirePlacement(placement: unknown, shape: string, form: string): void {
  if (!isObject(placement) || Array.isArray(placement)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${shape} placement must be an object ${form} or left out; got ${describeValue(placement)}.`,
    );
  }
  // The pre-release name: ignoring it would leave the shape at the origin without a word.
  if ('center' in placement) {
    throw new SepaxError('INVALID_ARGUMENT', `${shape} placement: \`center\` is now \`position\`; rename the field.`);
  }
}

function isObject(v: unknown): v is object {
  return v !== null && typeof v === 'object';
}

/**
 * Rejects an `out` for `collide` that is not a {@link Collision3}, before anything is
 * written into it.
 * @internal
 */
export function requireCollisionOut(out: Collision3): void {
  if (!(out instanceof Collision3)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'collide(a, b, out): out must be a Collision3 (new Collision3()) or left out.',
    );
  }
}
