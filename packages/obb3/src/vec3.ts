import { MAX_COORDINATE, MIN_EXTENT, readFinite, SepaxError } from '@sepax/core';

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
 * What obb3 accepts wherever a vector is read: `{ x, y, z }` or an `[x, y, z]` triple.
 *
 * @example
 * ```ts
 * import { Obb } from '@sepax/obb3';
 * new Obb([1, 2, 3], { center: { x: 0, y: 5, z: 0 } });
 * ```
 */
export type Vec3Like = Vec3 | readonly [number, number, number];

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
    throw new SepaxError('INVALID_ARGUMENT', `${what} must be { x, y, z } or [x, y, z]; got ${String(v)}.`);
  }
  if (typeof x !== 'number' || typeof y !== 'number' || typeof z !== 'number') {
    throw new SepaxError('INVALID_ARGUMENT', `${what} must have numeric x, y and z; got ${JSON.stringify(v)}.`);
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
  if (!(Math.abs(x) <= MAX_COORDINATE && Math.abs(y) <= MAX_COORDINATE && Math.abs(z) <= MAX_COORDINATE)) {
    throw outsideWorkableRange(x, y, z, what);
  }
  target[0] = x;
  target[1] = y;
  target[2] = z;
}

/** The error for a vector that failed writeWorkableVec3's check (off the hot path). */
function outsideWorkableRange(x: unknown, y: unknown, z: unknown, what: string): SepaxError {
  if (typeof x !== 'number' || typeof y !== 'number' || typeof z !== 'number') {
    return new SepaxError('INVALID_ARGUMENT', `${what} must be three numbers; got (${String(x)}, ${String(y)}, ${String(z)}).`);
  }
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) {
    return new SepaxError('NON_FINITE', `${what} has a non-finite coordinate (${x}, ${y}, ${z}); pass finite numbers.`);
  }
  return new SepaxError(
    'INVALID_ARGUMENT',
    `${what} (${x}, ${y}, ${z}) reaches beyond ±${MAX_COORDINATE}, where squared distances overflow; scale the world down.`,
  );
}

/**
 * Rejects a size (a sphere's radius) beyond {@link MAX_COORDINATE}, or above 0 but under
 * {@link MIN_EXTENT}, where its square underflows (two spheres of radius 1e-200, 3e-170
 * apart, would read as touching). Zero is a valid size: a flat box, a point-like sphere.
 * @internal
 */
export function requireWorkableSize(size: number, what: string): void {
  if (size > MAX_COORDINATE) {
    throw new SepaxError('INVALID_ARGUMENT', `${what} is ${size}, beyond ${MAX_COORDINATE}, where squared distances overflow; scale the world down.`);
  }
  if (size > 0 && size < MIN_EXTENT) {
    throw new SepaxError('INVALID_ARGUMENT', `${what} is ${size}, under ${MIN_EXTENT}, where its square underflows; scale the world up (or use 0).`);
  }
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
