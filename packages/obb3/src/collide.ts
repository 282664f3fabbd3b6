import { SepaxError } from '@sepax/core';
import { describeValue } from '@sepax/core/internal';
import { requireCollisionOut } from './arguments.js';
import { Collision3, swapCollision } from './collision.js';
import { Obb } from './obb.js';
import { collideObbObb, overlapObbObb } from './obb-obb.js';
import { collideObbSphere, overlapObbSphere } from './obb-sphere.js';
import { Sphere } from './sphere.js';
import { collideSphereSphere, overlapSphereSphere } from './sphere-sphere.js';

/**
 * A shape obb3 can test: an oriented box or a sphere.
 *
 * @example
 * ```ts
 * import { Obb, Sphere, type Shape3 } from '@sepax/obb3';
 * const shapes: Shape3[] = [new Obb([1, 1, 1]), new Sphere(1, { position: [3, 0, 0] })];
 * ```
 */
export type Shape3 = Obb | Sphere;

/** The error for a pair that is not two obb3 shapes (checked after dispatch, off the hot path). */
function notShapes(a: unknown, b: unknown, what: string): SepaxError {
  const bad = a instanceof Obb || a instanceof Sphere ? ['b', b] : ['a', a];
  return new SepaxError(
    'INVALID_ARGUMENT',
    `${what}: ${bad[0]} must be an Obb or a Sphere from @sepax/obb3; got ${describeValue(bad[1])}.`,
  );
}

/**
 * Whether `a` and `b` overlap. Closed sets: touching counts. Always agrees with
 * `collide(a, b) !== null`, and allocates nothing.
 *
 * @example
 * ```ts
 * import { Obb, Sphere, overlaps } from '@sepax/obb3';
 * overlaps(new Obb([1, 1, 1]), new Sphere(1, { position: [2, 0, 0] })); // true: they touch
 * ```
 */
export function overlaps(a: Shape3, b: Shape3): boolean {
  if (a instanceof Obb) {
    if (b instanceof Obb) return overlapObbObb(a, b);
    if (b instanceof Sphere) return overlapObbSphere(a, b);
  } else if (a instanceof Sphere) {
    if (b instanceof Obb) return overlapObbSphere(b, a);
    if (b instanceof Sphere) return overlapSphereSphere(a, b);
  }
  throw notShapes(a, b, 'overlaps');
}

/**
 * How `a` and `b` overlap: the unit `normal` from A toward B, the `depth`, the `mtv`
 * (normal × depth; moving B by +mtv leaves them touching) and the containment flags; null
 * when they are apart. With `out`, the result is written into it and nothing is allocated.
 *
 * OBB–OBB tests all 15 separating axes (3 + 3 face normals, 9 edge cross products), so boxes
 * that are apart only along an edge–edge axis are reported apart.
 *
 * @example
 * ```ts
 * import { Collision3, Obb, collide } from '@sepax/obb3';
 * const a = new Obb([1, 1, 1]);
 * const b = new Obb([1, 1, 1], { position: [1.5, 0, 0] });
 * const hit = collide(a, b); // normal { x: 1, y: 0, z: 0 }, depth 0.5
 * const scratch = new Collision3();
 * collide(a, b, scratch); // same, no allocation
 * ```
 */
export function collide(a: Shape3, b: Shape3, out?: Collision3): Collision3 | null {
  if (out !== undefined) requireCollisionOut(out);
  if (a instanceof Obb) {
    if (b instanceof Obb) return collideObbObb(a, b, out ?? new Collision3());
    if (b instanceof Sphere) return collideObbSphere(a, b, out ?? new Collision3());
  } else if (a instanceof Sphere) {
    if (b instanceof Obb) {
      const hit = collideObbSphere(b, a, out ?? new Collision3());
      return hit === null ? null : swapCollision(hit);
    }
    if (b instanceof Sphere) return collideSphereSphere(a, b, out ?? new Collision3());
  }
  throw notShapes(a, b, 'collide');
}
