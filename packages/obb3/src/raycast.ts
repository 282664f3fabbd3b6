/*
 * Ray against OBB: the slab method (Kay–Kajiya) in the box's frame.
 *
 *   o, d = ray origin and direction in box coordinates
 *   for each axis k: the ray is between the two faces ±eₖ for t in [(−eₖ − oₖ)/dₖ, (eₖ − oₖ)/dₖ]
 *   enter = max of the entries, leave = min of the exits
 *   hit ⇔ enter ≤ leave and leave ≥ 0; the entering axis gives the normal
 */
import { SepaxError } from '@sepax/core';
import { describeValue } from '@sepax/core/internal';
import { requireRayHitOut } from './arguments.js';
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

// Scratch: numbers travel through typed arrays, never as arguments or return values, so
// V8 boxes none of them and `raycast(ray, box, out)` allocates nothing.
const origin = new Float64Array(3);
const direction = new Float64Array(3);
const localOrigin = new Float64Array(3);
const localDirection = new Float64Array(3);
const span = new Float64Array(4); // 0: enter, 1: leave, 2: |direction|, 3: maxDistance

/** The smallest positive normal double, 2^−1022: below it a length keeps fewer than 53 bits. */
const SMALLEST_NORMAL = 2 ** -1022;

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
  readRay(ray, box);
  if (out !== undefined) requireRayHitOut(out);
  box.toLocal(origin, localOrigin);
  const u = box.axisData;
  for (let k = 0; k < 3; k++) {
    localDirection[k] = direction[0] * u[3 * k] + direction[1] * u[3 * k + 1] + direction[2] * u[3 * k + 2];
  }
  const enterAxis = clipToSlabs(box);
  if (enterAxis === MISS) return null;
  const fraction = Math.max(span[0], 0);
  if (fraction * span[2] > span[3]) return null;
  span[0] = fraction;
  return writeHit(out ?? emptyHit(), box, span[0] > 0 ? enterAxis : INSIDE);
}

const MISS = -2;
const INSIDE = -1;

/**
 * A ray runs along a slab's faces when, over its reach to the box, it moves across the slab
 * by at most this fraction of the coordinates involved (about 1e4 ulps): in floats a ray
 * meant to slide along a turned box's face is off its plane by round-off either way, and its
 * entry time would be a quotient of two round-off errors (a miss, or an entry part-way down
 * the face). Such a ray is taken as lying in the face's plane: touching, closed set.
 */
const ALONG_FACE_TOLERANCE = 1e-12;

/** Clips the ray to the three slabs: sets span[0..1] and returns the entering axis, or MISS. */
function clipToSlabs(box: Obb): number {
  span[0] = -Infinity;
  span[1] = Infinity;
  let enterAxis = INSIDE;
  const e = box.extentData;
  const c = box.centerData;
  // At least the distance from the origin to any point of the box, and the round-off scale.
  const reach = Math.abs(localOrigin[0]) + Math.abs(localOrigin[1]) + Math.abs(localOrigin[2]) + e[0] + e[1] + e[2];
  const slack = ALONG_FACE_TOLERANCE * (reach + Math.abs(c[0]) + Math.abs(c[1]) + Math.abs(c[2]));
  for (let k = 0; k < 3; k++) {
    const o = localOrigin[k];
    const d = localDirection[k];
    if (Math.abs(d) * reach <= slack * span[2]) {
      // Parallel to this slab (within round-off over the reach): in it, or a miss.
      if (o < -e[k] - slack || o > e[k] + slack) return MISS;
      continue;
    }
    const t0 = (-e[k] - o) / d;
    const t1 = (e[k] - o) / d;
    if (Math.min(t0, t1) > span[0]) {
      span[0] = Math.min(t0, t1);
      enterAxis = k;
    }
    span[1] = Math.min(span[1], Math.max(t0, t1));
  }
  return span[0] > span[1] || span[1] < 0 ? MISS : enterAxis;
}

/** Validates the ray into the scratch (origin, direction, span[2] = |direction|, span[3] = maxDistance). */
function readRay(ray: Ray3, box: Obb): void {
  if (!(box instanceof Obb)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `raycast: box must be an Obb from @sepax/obb3; got ${describeValue(box)}.`,
    );
  }
  if (ray === null || typeof ray !== 'object') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `raycast: ray must be { origin, direction, maxDistance? }; got ${describeValue(ray)}.`,
    );
  }
  readVec3Into(ray.origin, origin, 'ray.origin');
  readVec3Into(ray.direction, direction, 'ray.direction');
  measureDirection();
  if (span[2] === 0) {
    throw new SepaxError('ZERO_DIRECTION', 'ray.direction is zero; give the ray a direction.');
  }
  // `fraction` is measured in lengths of the direction: a subnormal one (5e-324) keeps too
  // few bits to be that unit, and the slab times divided by it overflow to Infinity.
  if (span[2] < SMALLEST_NORMAL) {
    throw new SepaxError(
      'ZERO_DIRECTION',
      `ray.direction is only ${span[2]} long (subnormal); give a longer direction (it need not be unit).`,
    );
  }
  const maxDistance = ray.maxDistance ?? Infinity;
  if (typeof maxDistance !== 'number' || Number.isNaN(maxDistance) || maxDistance < 0) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `ray.maxDistance must be a number ≥ 0 or Infinity; got ${describeValue(maxDistance)}.`,
    );
  }
  span[3] = maxDistance;
}

/**
 * span[2] = |direction|, scaled by its largest component first so that the squares neither
 * underflow (a direction of 1e-200 is not zero) nor lose the length to round-off.
 */
function measureDirection(): void {
  const largest = Math.max(Math.abs(direction[0]), Math.abs(direction[1]), Math.abs(direction[2]));
  if (largest === 0) {
    span[2] = 0;
    return;
  }
  const x = direction[0] / largest;
  const y = direction[1] / largest;
  const z = direction[2] / largest;
  span[2] = largest * Math.sqrt(x * x + y * y + z * z);
}

function emptyHit(): RayHit3 {
  return { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, fraction: 0 };
}

/** Fills `out` for the hit at fraction span[0]; `axis` INSIDE: the normal opposes the direction. */
function writeHit(out: RayHit3, box: Obb, axis: number): RayHit3 {
  const fraction = span[0];
  const length = span[2];
  out.point.x = origin[0] + fraction * direction[0];
  out.point.y = origin[1] + fraction * direction[1];
  out.point.z = origin[2] + fraction * direction[2];
  out.distance = fraction * length;
  out.fraction = fraction;
  // `+ 0` turns −0 into 0 so equal results compare equal.
  if (axis === INSIDE) {
    out.normal.x = -direction[0] / length + 0;
    out.normal.y = -direction[1] / length + 0;
    out.normal.z = -direction[2] / length + 0;
    return out;
  }
  // The ray enters through the face whose outward normal opposes it along this axis.
  const sign = localDirection[axis] > 0 ? -1 : 1;
  const u = box.axisData;
  out.normal.x = sign * u[3 * axis] + 0;
  out.normal.y = sign * u[3 * axis + 1] + 0;
  out.normal.z = sign * u[3 * axis + 2] + 0;
  return out;
}
