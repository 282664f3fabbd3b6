import { SepaxError, type Vec2, type VecLike } from '@sepax/core';
import { readRayMaxDistance } from '@sepax/core/internal';
import { measureDirection, measuredDirection, readPointInto } from './input.js';

/**
 * A ray: from `origin` along `direction` (any non-zero length), up to `maxDistance` world units
 * if given, else unbounded. The same model as `@sepax/obb3`'s `Ray3`: see the
 * {@link RaycastHit} fields for what a hit reports.
 *
 * @example
 * ```ts
 * import type { Ray } from '@sepax/query';
 * const ray: Ray = { origin: [0, 0], direction: [1, 1], maxDistance: 10 };
 * ```
 */
export interface Ray {
  /** Where the ray starts. */
  readonly origin: VecLike;
  /** Which way it goes; need not be unit, must not be zero. */
  readonly direction: VecLike;
  /** Longest distance (world units, ≥ 0) that counts as a hit; omit it (or pass Infinity) for an unbounded ray. */
  readonly maxDistance?: number;
}

/**
 * A validated ray, unit direction, reused across calls.
 * @internal
 */
export interface ReadRay {
  ox: number;
  oy: number;
  ux: number;
  uy: number;
  /** Largest hit distance (Infinity when unbounded). */
  maxDistance: number;
  /** distance / fractionScale = fraction: maxDistance if given, else |direction|. */
  fractionScale: number;
}

const scratch: Vec2 = { x: 0, y: 0 };

/** The smallest positive normal double, 2^−1022: below it a length keeps fewer than 53 bits. */
const SMALLEST_NORMAL = 2 ** -1022;

/**
 * Validates a {@link Ray} into `out` without allocating.
 * @internal
 */
export function readRay(ray: unknown, out: ReadRay): ReadRay {
  if (ray === null || typeof ray !== 'object') {
    throw new SepaxError('INVALID_ARGUMENT', 'ray must be an object { origin, direction, maxDistance? }.');
  }
  const r = ray as Ray;
  readPointInto(r.origin, 'ray.origin', scratch);
  out.ox = scratch.x;
  out.oy = scratch.y;
  readPointInto(r.direction, 'ray.direction', scratch);
  measureDirection(scratch);
  const length = measuredDirection[0];
  if (length === 0) {
    throw new SepaxError(
      'ZERO_DIRECTION',
      'ray.direction is (0, 0); give the ray a direction of non-zero length (it need not be unit).',
    );
  }
  out.ux = measuredDirection[1];
  out.uy = measuredDirection[2];
  readMaxDistance(r.maxDistance, out); // read once: a getter may answer differently twice
  const bounded = out.maxDistance !== Infinity;
  // Without maxDistance the direction's length is the unit of `fraction`: a subnormal one
  // (5e-324) keeps too few bits to be one, and every fraction of it overflows to Infinity.
  if (!bounded && length < SMALLEST_NORMAL) {
    throw new SepaxError(
      'ZERO_DIRECTION',
      `ray.direction is only ${length} long (subnormal), too short to measure fractions of; give a longer direction (it need not be unit) or a maxDistance.`,
    );
  }
  out.fractionScale = bounded ? out.maxDistance : length;
  return out;
}

function readMaxDistance(value: unknown, out: ReadRay): void {
  out.maxDistance = readRayMaxDistance(value);
}
