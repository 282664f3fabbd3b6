import type { Vec3 } from './vec3.js';

/**
 * How two overlapping shapes meet, and how to part them.
 *
 * @example
 * ```ts
 * import { Obb, collide } from '@sepax/obb3';
 * const hit = collide(new Obb([1, 1, 1]), new Obb([1, 1, 1], { center: [1.5, 0, 0] }));
 * // hit.normal = { x: 1, y: 0, z: 0 }, hit.depth = 0.5, hit.mtv = { x: 0.5, y: 0, z: 0 }
 * ```
 */
export interface Collision3 {
  /** Unit vector from A toward B along the axis of least penetration. */
  normal: Vec3;
  /** Penetration depth along `normal`, ≥ 0 (0 when the shapes just touch). */
  depth: number;
  /** `normal × depth`: moving B by +mtv (or A by −mtv) leaves the shapes touching. */
  mtv: Vec3;
  /** A lies entirely inside B (closed: touching from inside counts). */
  aInB: boolean;
  /** B lies entirely inside A. */
  bInA: boolean;
}

/**
 * A zeroed {@link Collision3} to reuse as `out` in `collide(a, b, out)`, which then
 * allocates nothing.
 *
 * @example
 * ```ts
 * import { Obb, collide, createCollision } from '@sepax/obb3';
 * const scratch = createCollision();
 * const a = new Obb([1, 1, 1]);
 * const b = new Obb([1, 1, 1], { center: [1, 1, 1] });
 * if (collide(a, b, scratch)) console.log(scratch.depth); // 1
 * ```
 */
export function createCollision(): Collision3 {
  return { normal: { x: 0, y: 0, z: 0 }, depth: 0, mtv: { x: 0, y: 0, z: 0 }, aInB: false, bInA: false };
}

/**
 * Fills `out` from a unit normal (A toward B), a depth and the containment flags.
 * @internal
 */
export function writeCollision(
  out: Collision3,
  nx: number,
  ny: number,
  nz: number,
  depth: number,
  aInB: boolean,
  bInA: boolean,
): Collision3 {
  // `+ 0` turns −0 (from negating a zero component) into 0, so equal results compare equal.
  out.normal.x = nx + 0;
  out.normal.y = ny + 0;
  out.normal.z = nz + 0;
  out.depth = depth;
  out.mtv.x = nx * depth + 0;
  out.mtv.y = ny * depth + 0;
  out.mtv.z = nz * depth + 0;
  out.aInB = aInB;
  out.bInA = bInA;
  return out;
}

/**
 * Turns `out`, filled for the pair (B, A), into the result for (A, B).
 * @internal
 */
export function swapCollision(out: Collision3): Collision3 {
  return writeCollision(out, -out.normal.x, -out.normal.y, -out.normal.z, out.depth, out.bInA, out.aInB);
}
