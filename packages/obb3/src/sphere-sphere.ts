import { type Collision3, writeCollision } from './collision.js';
import type { Sphere } from './sphere.js';
import { CONTAINMENT_SLACK } from './tolerances.js';

function centerDistanceSq(a: Sphere, b: Sphere): number {
  const dx = b.centerData[0] - a.centerData[0];
  const dy = b.centerData[1] - a.centerData[1];
  const dz = b.centerData[2] - a.centerData[2];
  return dx * dx + dy * dy + dz * dz;
}

/**
 * Whether two spheres overlap (closed sets).
 * @internal
 */
export function overlapSphereSphere(a: Sphere, b: Sphere): boolean {
  const reach = a.radiusValue + b.radiusValue;
  return centerDistanceSq(a, b) <= reach * reach;
}

/**
 * Collides two spheres into `out`; null when apart. Concentric spheres get the normal +x
 * (any direction is a least push; a fixed one keeps results reproducible).
 * @internal
 */
export function collideSphereSphere(a: Sphere, b: Sphere, out: Collision3): Collision3 | null {
  const ra = a.radiusValue;
  const rb = b.radiusValue;
  const distanceSq = centerDistanceSq(a, b);
  if (distanceSq > (ra + rb) * (ra + rb)) return null;
  const distance = Math.sqrt(distanceSq);
  const aInB = within(distance + ra, rb);
  const bInA = within(distance + rb, ra);
  if (distance === 0) return writeCollision(out, 1, 0, 0, ra + rb, aInB, bInA);
  const ca = a.centerData;
  const cb = b.centerData;
  const nx = (cb[0] - ca[0]) / distance;
  const ny = (cb[1] - ca[1]) / distance;
  const nz = (cb[2] - ca[2]) / distance;
  return writeCollision(out, nx, ny, nz, ra + rb - distance, aInB, bInA);
}

function within(reach: number, radius: number): boolean {
  return reach - radius <= CONTAINMENT_SLACK * (reach + radius);
}
