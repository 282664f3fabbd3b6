import { type Collision3, pending, writeCollision } from './collision.js';
import type { Sphere } from './sphere.js';
import { CONTAINMENT_SLACK } from './tolerances.js';

// Scratch: B's center minus A's, and its length². Numbers stay in a typed array so none is boxed.
const offset = new Float64Array(4);

function loadPair(a: Sphere, b: Sphere): void {
  offset[3] = 0;
  for (let k = 0; k < 3; k++) {
    offset[k] = b.centerData[k] - a.centerData[k];
    offset[3] += offset[k] * offset[k];
  }
}

/**
 * Whether two spheres overlap (closed sets).
 * @internal
 */
export function overlapSphereSphere(a: Sphere, b: Sphere): boolean {
  loadPair(a, b);
  const reach = a.radiusValue + b.radiusValue;
  return offset[3] <= reach * reach;
}

/**
 * Collides two spheres into `out`; null when apart. Concentric spheres get the normal +x
 * (every direction is a least push; a fixed one keeps results reproducible).
 * @internal
 */
export function collideSphereSphere(a: Sphere, b: Sphere, out: Collision3): Collision3 | null {
  if (!overlapSphereSphere(a, b)) return null;
  const distance = Math.sqrt(offset[3]);
  for (let k = 0; k < 3; k++) pending[k] = distance === 0 ? (k === 0 ? 1 : 0) : offset[k] / distance;
  pending[3] = a.radiusValue + b.radiusValue - distance;
  return writeCollision(out, contains(b, a), contains(a, b));
}

/** Whether `outer` contains `inner`, given the center distance in the scratch. */
function contains(outer: Sphere, inner: Sphere): boolean {
  const reach = Math.sqrt(offset[3]) + inner.radiusValue;
  return reach - outer.radiusValue <= CONTAINMENT_SLACK * (reach + outer.radiusValue);
}
