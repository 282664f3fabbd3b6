/*
 * Ray against OBB: the slab method (Kay–Kajiya) in the box's frame.
 *
 *   o, d = ray origin and direction in box coordinates
 *   for each axis k: the ray is between the two faces ±eₖ for t in [(−eₖ − oₖ)/dₖ, (eₖ − oₖ)/dₖ]
 *   enter = max of the entries, leave = min of the exits
 *   hit ⇔ enter ≤ leave and leave ≥ 0; the entering axis gives the normal
 */
import { SepaxError } from '@sepax/core';
import { Obb } from './obb.js';
import { readVec3Into, type Vec3, type Vec3Like } from './vec3.js';

/**
 * A ray: from `origin` along `direction` (any non-zero length), up to `maxDistance` world
 * units (default: unbounded).
 *
 * @example
 * ```ts
 * import type { Ray3 } from '@sepax/obb3';
 * const down: Ray3 = { origin: [0, 10, 0], direction: [0, -1, 0], maxDistance: 20 };
 * ```
 */
export interface Ray3 {
  /** Where the ray starts. */
  origin: Vec3Like;
  /** Which way it goes; need not be unit length, must not be zero. */
  direction: Vec3Like;
  /** Farthest hit distance reported, in world units, ≥ 0. */
  maxDistance?: number;
}

/**
 * Where a ray first meets a shape.
 *
 * @example
 * ```ts
 * import { Obb, raycast } from '@sepax/obb3';
 * const hit = raycast({ origin: [0, 10, 0], direction: [0, -2, 0] }, new Obb([1, 1, 1]));
 * // hit.point { x: 0, y: 1, z: 0 }, normal { x: 0, y: 1, z: 0 }, distance 9, fraction 4.5
 * ```
 */
export interface RayHit3 {
  /** The first point of the shape on the ray. */
  point: Vec3;
  /** Unit outward normal of the face hit; −(unit direction) when the ray starts inside. */
  normal: Vec3;
  /** World distance from the origin to `point`. */
  distance: number;
  /** `point = origin + fraction × direction` (so `fraction = distance / |direction|`). */
  fraction: number;
}

const origin = new Float64Array(3);
const direction = new Float64Array(3);
const localOrigin = new Float64Array(3);
const localDirection = new Float64Array(3);

/**
 * The first hit of `ray` on `box`, or null. Boxes are closed: a ray starting inside or on
 * the surface hits at distance 0 (normal −direction); a ray grazing a face or an edge hits.
 * With `out`, the hit is written into it and nothing is allocated.
 *
 * @example
 * ```ts
 * import { Obb, raycast } from '@sepax/obb3';
 * const crate = new Obb([1, 1, 1], { center: [5, 0, 0] });
 * raycast({ origin: [0, 0, 0], direction: [1, 0, 0] }, crate)?.distance; // 4
 * ```
 */
export function raycast(ray: Ray3, box: Obb, out?: RayHit3): RayHit3 | null {
  const maxDistance = readRay(ray, box);
  const length = Math.hypot(direction[0], direction[1], direction[2]);
  toBoxFrame(box);
  let enter = -Infinity;
  let leave = Infinity;
  let enterAxis = -1;
  for (let k = 0; k < 3; k++) {
    const o = localOrigin[k];
    const d = localDirection[k];
    const e = box.extentData[k];
    if (d === 0) {
      if (o < -e || o > e) return null; // parallel to this slab and outside it
      continue;
    }
    const t0 = (-e - o) / d;
    const t1 = (e - o) / d;
    const near = Math.min(t0, t1);
    if (near > enter) {
      enter = near;
      enterAxis = k;
    }
    leave = Math.min(leave, Math.max(t0, t1));
  }
  if (enter > leave || leave < 0) return null;
  const fraction = Math.max(enter, 0);
  if (fraction * length > maxDistance) return null;
  return writeHit(out ?? emptyHit(), box, enter > 0 ? enterAxis : -1, fraction, length);
}

function readRay(ray: Ray3, box: Obb): number {
  if (!(box instanceof Obb)) {
    throw new SepaxError('INVALID_ARGUMENT', `raycast: box must be an Obb from @sepax/obb3; got ${String(box)}.`);
  }
  if (ray === null || typeof ray !== 'object') {
    throw new SepaxError('INVALID_ARGUMENT', `raycast: ray must be { origin, direction, maxDistance? }; got ${String(ray)}.`);
  }
  readVec3Into(ray.origin, origin, 0, 'ray.origin');
  readVec3Into(ray.direction, direction, 0, 'ray.direction');
  if (direction[0] === 0 && direction[1] === 0 && direction[2] === 0) {
    throw new SepaxError('ZERO_DIRECTION', 'ray.direction is zero; give the ray a direction.');
  }
  const maxDistance = ray.maxDistance ?? Infinity;
  if (typeof maxDistance !== 'number' || Number.isNaN(maxDistance) || maxDistance < 0) {
    throw new SepaxError('INVALID_ARGUMENT', `ray.maxDistance must be a number ≥ 0 or Infinity; got ${String(maxDistance)}.`);
  }
  return maxDistance;
}

function toBoxFrame(box: Obb): void {
  const u = box.axisData;
  for (let k = 0; k < 3; k++) {
    localOrigin[k] = box.alongAxis(k, origin[0], origin[1], origin[2]);
    localDirection[k] = direction[0] * u[3 * k] + direction[1] * u[3 * k + 1] + direction[2] * u[3 * k + 2];
  }
}

function emptyHit(): RayHit3 {
  return { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, fraction: 0 };
}

/** `axis` −1: the ray starts inside, so the normal opposes the direction. */
function writeHit(out: RayHit3, box: Obb, axis: number, fraction: number, length: number): RayHit3 {
  out.point.x = origin[0] + fraction * direction[0];
  out.point.y = origin[1] + fraction * direction[1];
  out.point.z = origin[2] + fraction * direction[2];
  out.distance = fraction * length;
  out.fraction = fraction;
  if (axis < 0) {
    out.normal.x = -direction[0] / length;
    out.normal.y = -direction[1] / length;
    out.normal.z = -direction[2] / length;
    return out;
  }
  // The ray enters through the face whose outward normal opposes it along this axis.
  const sign = localDirection[axis] > 0 ? -1 : 1;
  const u = box.axisData;
  out.normal.x = sign * u[3 * axis];
  out.normal.y = sign * u[3 * axis + 1];
  out.normal.z = sign * u[3 * axis + 2];
  return out;
}
