import { MAX_COORDINATE, SepaxError } from '@sepax/core';
import { describeValue, readFinite, requireWorkableRange } from '@sepax/core/internal';

/**
 * A 3D vector or point: the structural `{ x, y, z }` every obb3 API returns.
 *
 * @example
 * ```ts
 * import type { Vec3 } from '@sepax/obb3';
 * const up: Vec3 = { x: 0, y: 1, z: 0 };
 * ```
 */
export interface Vec3 {
  /** First coordinate. */
  x: number;
  /** Second coordinate. */
  y: number;
  /** Third coordinate. */
  z: number;
}

/**
 * What obb3 accepts wherever a vector is read: `{ x, y, z }` or an `[x, y, z]` triple (any
 * number array, so vectors parsed from JSON type-check as they are).
 *
 * @example
 * ```ts
 * import { Obb } from '@sepax/obb3';
 * new Obb([1, 2, 3], { position: { x: 0, y: 5, z: 0 } });
 * ```
 */
export type Vec3Like = Vec3 | readonly [number, number, number] | readonly number[];

/**
 * Reads a vector given as `{ x, y, z }` or `[x, y, z]` into `target[0..2]`, rejecting
 * anything else, non-finite coordinates and coordinates beyond ±{@link MAX_COORDINATE}.
 * Allocates nothing, so setters on the hot path may call it. `what` names the argument in
 * the error message.
 * @internal
 */
export function readVec3Into(v: unknown, target: Float64Array, what: string): void {
  let x: unknown;
  let y: unknown;
  let z: unknown;
  if (Array.isArray(v)) {
    x = v[0];
    y = v[1];
    z = v[2];
  } else if (v !== null && typeof v === 'object') {
    x = (v as Vec3).x;
    y = (v as Vec3).y;
    z = (v as Vec3).z;
  } else {
    throw new SepaxError('INVALID_ARGUMENT', `${what} must be { x, y, z } or [x, y, z]; got ${describeValue(v)}.`);
  }
  if (typeof x !== 'number' || typeof y !== 'number' || typeof z !== 'number') {
    throw new SepaxError('INVALID_ARGUMENT', `${what} must have numeric x, y and z; got ${describeValue(v)}.`);
  }
  writeWorkableVec3(target, x, y, z, what);
}

/**
 * Writes (x, y, z) into `target[0..2]` after checking each is a finite number within
 * ±{@link MAX_COORDINATE}: the range `@sepax/core` works in, where squared distances
 * (sphere tests, ray lengths) stay finite. Beyond it two far-apart spheres would read as
 * overlapping with a NaN depth. One comparison per coordinate, NaN included.
 * @internal
 */
export function writeWorkableVec3(target: Float64Array, x: number, y: number, z: number, what: string): void {
  // The types first: Math.abs throws on a BigInt, a Symbol or a null-prototype object.
  const numbers = typeof x === 'number' && typeof y === 'number' && typeof z === 'number';
  if (!(numbers && Math.abs(x) <= MAX_COORDINATE && Math.abs(y) <= MAX_COORDINATE && Math.abs(z) <= MAX_COORDINATE)) {
    rejectVec3(x, y, z, what);
  }
  target[0] = x;
  target[1] = y;
  target[2] = z;
}

/** Throws the error for a vector that failed writeWorkableVec3's check (off the hot path). */
function rejectVec3(x: unknown, y: unknown, z: unknown, what: string): void {
  if (typeof x !== 'number' || typeof y !== 'number' || typeof z !== 'number') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} must be three numbers; got (${describeValue(x)}, ${describeValue(y)}, ${describeValue(z)}).`,
    );
  }
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) {
    throw new SepaxError('NON_FINITE', `${what} has a non-finite coordinate (${x}, ${y}, ${z}); pass finite numbers.`);
  }
  // Finite, so the check failed on the range: core's words for it.
  requireWorkableRange(Math.max(Math.abs(x), Math.abs(y), Math.abs(z)), 0, what);
}

/** Shared with core so every package rejects bad scalars with the same words. @internal */
export { readFinite };

/**
 * Writes `data[offset..offset+2]` into `out` (or a new vector) and returns it.
 * @internal
 */
export function toVec3(data: Float64Array, offset: number, out: Vec3 = { x: 0, y: 0, z: 0 }): Vec3 {
  out.x = data[offset];
  out.y = data[offset + 1];
  out.z = data[offset + 2];
  return out;
}
