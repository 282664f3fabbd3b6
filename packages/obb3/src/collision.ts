import type { Vec3 } from './vec3.js';

/**
 * How two overlapping shapes meet, and how to part them (the result of `collide`). Pass one
 * instance as `out` to reuse it: `collide(a, b, out)` then allocates nothing.
 *
 * @example
 * ```ts
 * import { Collision3, Obb, collide } from '@sepax/obb3';
 * const hit = collide(new Obb([1, 1, 1]), new Obb([1, 1, 1], { position: [1.5, 0, 0] }));
 * // hit.normal = { x: 1, y: 0, z: 0 }, hit.depth = 0.5, hit.mtv = { x: 0.5, y: 0, z: 0 }
 * const scratch = new Collision3();
 * if (collide(new Obb([1, 1, 1]), new Obb([1, 1, 1], { position: [1, 1, 1] }), scratch)) scratch.depth; // 1
 * ```
 */
export class Collision3 {
  /** Unit vector from A toward B along the axis of least penetration. */
  readonly normal: Vec3 = { x: 0, y: 0, z: 0 };
  /** Penetration depth along `normal`, ≥ 0 (0 when the shapes just touch). */
  depth = 0;
  /** `normal × depth`: moving B by +mtv (or A by −mtv) leaves the shapes touching. */
  readonly mtv: Vec3 = { x: 0, y: 0, z: 0 };
  /** A lies entirely inside B (closed: touching from inside counts). */
  aInB = false;
  /** B lies entirely inside A. */
  bInA = false;
}

/**
 * The narrow-phase result under construction: unit normal (A toward B) x, y, z and depth.
 * Colliders write it, then call {@link writeCollision}. Passing these four numbers through
 * a typed array rather than as arguments keeps them unboxed: V8 boxes a double passed to
 * (or returned from) a function it did not inline, which would allocate on every call.
 * @internal
 */
export const pending = new Float64Array(4);

/**
 * Copies {@link pending} and the containment flags into `out`; mtv = normal × depth.
 * @internal
 */
export function writeCollision(out: Collision3, aInB: boolean, bInA: boolean): Collision3 {
  const depth = pending[3];
  // `+ 0` turns −0 (from negating a zero component) into 0, so equal results compare equal.
  out.normal.x = pending[0] + 0;
  out.normal.y = pending[1] + 0;
  out.normal.z = pending[2] + 0;
  out.depth = depth;
  out.mtv.x = pending[0] * depth + 0;
  out.mtv.y = pending[1] * depth + 0;
  out.mtv.z = pending[2] * depth + 0;
  out.aInB = aInB;
  out.bInA = bInA;
  return out;
}

/**
 * Sets the normal in {@link pending} to the `axis`-th vector of `axes` (3 × [x, y, z]), negated on request.
 * @internal
 */
export function setPendingAxis(axes: Float64Array, axis: number, negate: boolean): void {
  const sign = negate ? -1 : 1;
  pending[0] = sign * axes[3 * axis];
  pending[1] = sign * axes[3 * axis + 1];
  pending[2] = sign * axes[3 * axis + 2];
}

/**
 * Turns `out`, filled for the pair (B, A), into the result for (A, B).
 * @internal
 */
export function swapCollision(out: Collision3): Collision3 {
  const aInB = out.aInB;
  out.aInB = out.bInA;
  out.bInA = aInB;
  out.normal.x = -out.normal.x + 0;
  out.normal.y = -out.normal.y + 0;
  out.normal.z = -out.normal.z + 0;
  out.mtv.x = -out.mtv.x + 0;
  out.mtv.y = -out.mtv.y + 0;
  out.mtv.z = -out.mtv.z + 0;
  return out;
}
