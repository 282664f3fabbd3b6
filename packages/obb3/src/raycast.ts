/*
 * Ray against a shape, in world distances along the unit direction u.
 *
 * Box: the slab method (Kay–Kajiya) in the box's frame.
 *   o, u = ray origin and unit direction in box coordinates
 *   for each axis k: the ray is between the two faces ±eₖ for t in [(−eₖ − oₖ)/uₖ, (eₖ − oₖ)/uₖ]
 *   enter = max of the entries, leave = min of the exits
 *   hit ⇔ enter ≤ leave and leave ≥ 0; the entering axis gives the normal
 * Sphere: m = o − c; inside when m·m ≤ r²; else t = the smaller root of |m + t u|² = r².
 * The same model as @sepax/query's 2D raycast: `fraction`, `inside` and `maxDistance` mean
 * the same in both.
 */
import { SepaxError } from '@sepax/core';
import { describeValue, measureDirection, readRayMaxDistance } from '@sepax/core/internal';
import { Obb } from './obb.js';
import { Sphere } from './sphere.js';
import { readVec3Into, type Vec3, type Vec3Like } from './vec3.js';

/**
 * A ray: from `origin` along `direction` (any non-zero length), up to `maxDistance` world
 * units if given, else unbounded. The same model as `@sepax/query`'s `Ray`.
 *
 * @example
 * ```ts
 * import type { Ray3 } from '@sepax/obb3';
 * const down: Ray3 = { origin: [0, 10, 0], direction: [0, -1, 0], maxDistance: 20 };
 * ```
 */
export interface Ray3 {
  /** Where the ray starts. */
  readonly origin: Vec3Like;
  /** Which way it goes; need not be unit length, must not be zero. */
  readonly direction: Vec3Like;
  /** Longest distance (world units, ≥ 0) that counts as a hit; omit it (or pass Infinity) for an unbounded ray. */
  readonly maxDistance?: number;
}

/**
 * Where a ray first meets a shape (the result of {@link raycast}); the same fields and
 * meanings as `@sepax/query`'s `RaycastHit`.
 *
 * - `point`: the hit point on the surface (the origin when the ray starts inside).
 * - `normal`: unit outward surface normal at `point`. For a ray starting inside (`inside`),
 *   the normal of the surface point nearest the origin — the way out; where that is
 *   undefined (the centre of a sphere) the reversed ray direction.
 * - `distance`: world units along the ray from the origin (0 when `inside`).
 * - `fraction`: `distance / maxDistance` when the ray has a finite `maxDistance` (0 when that
 *   is 0), else `distance / |direction|`.
 * - `inside`: the origin lies in the shape (closed: on the surface counts).
 *
 * Pass one instance as `out` to reuse it; `raycast(ray, shape, out)` then allocates nothing.
 *
 * @example
 * ```ts
 * import { Obb, RaycastHit3, raycast } from '@sepax/obb3';
 * const hit = new RaycastHit3();
 * if (raycast({ origin: [0, 10, 0], direction: [0, -2, 0] }, new Obb([1, 1, 1]), hit)) hit.distance; // 9
 * ```
 */
export class RaycastHit3 {
  /** The hit point. */
  readonly point: Vec3 = { x: 0, y: 0, z: 0 };
  /** Unit outward surface normal at the hit. */
  readonly normal: Vec3 = { x: -1, y: 0, z: 0 };
  /** World units from the ray's origin. */
  distance = 0;
  /** `distance / maxDistance`, or `distance / |direction|` for an unbounded ray. */
  fraction = 0;
  /** The ray starts in the shape (hit at distance 0). */
  inside = false;
}

// Scratch: numbers travel through typed arrays, never as arguments or return values, so
// V8 boxes none of them and `raycast(ray, shape, out)` allocates nothing.
const origin = new Float64Array(3);
const direction = new Float64Array(3);
/** |direction| and the unit direction. */
const measured = new Float64Array(4);
const localOrigin = new Float64Array(3);
const localDirection = new Float64Array(3);
const span = new Float64Array(4); // 0: enter, 1: leave, 2: fraction scale, 3: maxDistance

/** The smallest positive normal double, 2^−1022: below it a length keeps fewer than 53 bits. */
const SMALLEST_NORMAL = 2 ** -1022;

/**
 * The first hit of `ray` on a box or a sphere, or null. Shapes are closed: a ray starting
 * inside or on the surface hits at distance 0 with `inside: true` and the way-out normal; a
 * ray ending exactly on the surface hits; a ray grazing a face, an edge or a sphere hits.
 * With `out`, the hit is written into it and nothing is allocated.
 *
 * @param ray - `{ origin, direction, maxDistance? }`; direction need not be unit
 * @param shape - an `Obb` or a `Sphere`
 * @param out - result to write into (allocation-free reuse)
 * @returns the hit (`out` when given), or null
 * @throws SepaxError ZERO_DIRECTION (direction (0, 0, 0), or subnormal on an unbounded ray),
 *   NON_FINITE (NaN or ±Infinity in origin or direction, NaN maxDistance), INVALID_ARGUMENT
 *   (negative maxDistance, not a ray, not a shape, `out` not a RaycastHit3)
 * @example
 * ```ts
 * import { Obb, Sphere, raycast } from '@sepax/obb3';
 * const crate = new Obb([1, 1, 1], { position: [5, 0, 0] });
 * raycast({ origin: [0, 0, 0], direction: [1, 0, 0] }, crate)?.distance; // 4
 * raycast({ origin: [0, 0, 0], direction: [10, 0, 0] }, new Sphere(1, { position: [5, 0, 0] }))?.fraction; // 0.4
 * ```
 */
export function raycast(ray: Ray3, shape: Obb | Sphere, out?: RaycastHit3): RaycastHit3 | null {
  if (!(shape instanceof Obb) && !(shape instanceof Sphere)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `raycast: shape must be an Obb or a Sphere from @sepax/obb3; got ${describeValue(shape)}.`,
    );
  }
  readRay(ray);
  if (out !== undefined && !(out instanceof RaycastHit3)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'raycast(ray, shape, out): out must be a RaycastHit3 (new RaycastHit3()) or left out.',
    );
  }
  return shape instanceof Obb ? raycastObb(shape, out) : raycastSphere(shape, out);
}

function raycastObb(box: Obb, out: RaycastHit3 | undefined): RaycastHit3 | null {
  box._toLocal(origin, localOrigin);
  const u = box.axisData;
  for (let k = 0; k < 3; k++) {
    localDirection[k] = measured[1] * u[3 * k] + measured[2] * u[3 * k + 1] + measured[3] * u[3 * k + 2];
  }
  const enterAxis = clipToSlabs(box);
  if (enterAxis === MISS) return null;
  if (span[0] > span[3]) return null;
  if (span[0] > 0) return writeSurfaceHit(out ?? new RaycastHit3(), box, enterAxis);
  return writeInsideHit(out ?? new RaycastHit3(), box);
}

function raycastSphere(sphere: Sphere, out: RaycastHit3 | undefined): RaycastHit3 | null {
  const c = sphere.centerData;
  const r = sphere.radiusValue;
  const mx = origin[0] - c[0];
  const my = origin[1] - c[1];
  const mz = origin[2] - c[2];
  const mm = mx * mx + my * my + mz * mz;
  const hit = out ?? new RaycastHit3();
  if (mm <= r * r) {
    const m = Math.sqrt(mm);
    if (m === 0) writeNormal(hit, -measured[1], -measured[2], -measured[3]);
    else writeNormal(hit, mx / m, my / m, mz / m);
    return writeInside(hit);
  }
  const b = mx * measured[1] + my * measured[2] + mz * measured[3];
  if (b > 0) return null; // outside and heading away
  const disc = b * b - (mm - r * r);
  if (disc < 0) return null;
  // The nearer root, as (mm − r²) / (−b + √disc): the product of the roots over the larger,
  // which has no cancellation when the ray passes far from the centre.
  const t = (mm - r * r) / (-b + Math.sqrt(disc));
  if (t > span[3]) return null;
  const px = origin[0] + t * measured[1];
  const py = origin[1] + t * measured[2];
  const pz = origin[2] + t * measured[3];
  if (r === 0) writeNormal(hit, -measured[1], -measured[2], -measured[3]);
  else writeNormal(hit, (px - c[0]) / r, (py - c[1]) / r, (pz - c[2]) / r);
  return writePoint(hit, t, px, py, pz);
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
    if (Math.abs(d) * reach <= slack) {
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

/** Validates the ray into the scratch: origin, direction, `measured`, span[2] (the fraction scale) and span[3] (maxDistance). */
function readRay(ray: Ray3): void {
  if (ray === null || typeof ray !== 'object') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `raycast: ray must be { origin, direction, maxDistance? }; got ${describeValue(ray)}.`,
    );
  }
  readVec3Into(ray.origin, origin, 'ray.origin');
  readVec3Into(ray.direction, direction, 'ray.direction');
  measureDirection(direction, measured);
  const length = measured[0];
  if (length === 0) {
    throw new SepaxError(
      'ZERO_DIRECTION',
      'ray.direction is (0, 0, 0); give the ray a direction (it need not be unit).',
    );
  }
  const maxDistance = readRayMaxDistance(ray.maxDistance);
  // Without maxDistance the direction's length is the unit of `fraction`: a subnormal one
  // (5e-324) keeps too few bits to be one, and every fraction of it overflows to Infinity.
  if (maxDistance === Infinity && length < SMALLEST_NORMAL) {
    throw new SepaxError(
      'ZERO_DIRECTION',
      `ray.direction is only ${length} long (subnormal), too short to measure fractions of; give a longer direction (it need not be unit) or a maxDistance.`,
    );
  }
  span[2] = maxDistance === Infinity ? length : maxDistance;
  span[3] = maxDistance;
}

/** Fills `out` for the hit through the face entered along `axis`, at distance span[0]. */
function writeSurfaceHit(out: RaycastHit3, box: Obb, axis: number): RaycastHit3 {
  const t = span[0];
  // The ray enters through the face whose outward normal opposes it along this axis.
  const sign = localDirection[axis] > 0 ? -1 : 1;
  const u = box.axisData;
  writeNormal(out, sign * u[3 * axis], sign * u[3 * axis + 1], sign * u[3 * axis + 2]);
  return writePoint(out, t, origin[0] + t * measured[1], origin[1] + t * measured[2], origin[2] + t * measured[3]);
}

/** Fills `out` for a ray starting in the box: the normal of the face nearest the origin. */
function writeInsideHit(out: RaycastHit3, box: Obb): RaycastHit3 {
  const e = box.extentData;
  let axis = 0;
  for (let k = 1; k < 3; k++) {
    if (e[k] - Math.abs(localOrigin[k]) < e[axis] - Math.abs(localOrigin[axis])) axis = k;
  }
  // On a tie between the two faces of the axis (the origin midway), the face the ray heads to.
  const o = localOrigin[axis];
  const sign = o > 0 || (o === 0 && localDirection[axis] >= 0) ? 1 : -1;
  const u = box.axisData;
  writeNormal(out, sign * u[3 * axis], sign * u[3 * axis + 1], sign * u[3 * axis + 2]);
  return writeInside(out);
}

function writeInside(out: RaycastHit3): RaycastHit3 {
  out.inside = true;
  out.distance = 0;
  out.fraction = 0;
  out.point.x = origin[0];
  out.point.y = origin[1];
  out.point.z = origin[2];
  return out;
}

function writePoint(out: RaycastHit3, t: number, x: number, y: number, z: number): RaycastHit3 {
  out.inside = false;
  out.distance = t;
  out.fraction = span[2] > 0 ? t / span[2] : 0;
  out.point.x = x;
  out.point.y = y;
  out.point.z = z;
  return out;
}

function writeNormal(out: RaycastHit3, x: number, y: number, z: number): void {
  // `+ 0` turns −0 into 0 so equal results compare equal.
  out.normal.x = x + 0;
  out.normal.y = y + 0;
  out.normal.z = z + 0;
}
