// Bridges from the package's shapes to the oracles' plain arrays.
import type { Obb } from '../obb.js';
import type { Sphere } from '../sphere.js';
import { hullPlanes, minkowskiDifference, originDepth, signedDistanceToHull } from './hull-oracle.js';
import type { SeedHitbox } from './seed-six-axis.js';
import { boxSupport, sphereSupport, type Support } from './support-oracle.js';
import { type V, fromVec } from './vector.js';

export const corners = (box: Obb): V[] => box.corners().map(fromVec);
export const axes = (box: Obb): V[] => [0, 1, 2].map((i) => fromVec(box.axis(i as 0 | 1 | 2)));

/** The exact signed depth of two boxes from the hull of their corner differences. */
export function exactBoxDepth(a: Obb, b: Obb): { depth: number; normal: V } {
  return originDepth(hullPlanes(minkowskiDifference(corners(a), corners(b))));
}

export function support(shape: Obb | Sphere): Support {
  if ('halfExtents' in shape) return boxSupport(fromVec(shape.position), fromVec(shape.halfExtents), axes(shape));
  return sphereSupport(fromVec(shape.position), shape.radius);
}

export function toSeedHitbox(box: Obb): SeedHitbox {
  return { vertices: corners(box), normals: axes(box), center: fromVec(box.position) };
}

/** The exact signed depth of a box and a sphere, from the box's hull planes. */
export function exactBoxSphereDepth(box: Obb, sphere: Sphere): number {
  const points = corners(box);
  return sphere.radius - signedDistanceToHull(hullPlanes(points), points, fromVec(sphere.position)).distance;
}

export type Outcome = 'apart' | 'overlap' | 'touching';

/** Runs `trial` `runs` times and counts its outcomes, so a test can insist on a mix. */
export function tally(runs: number, trial: () => Outcome): Record<Outcome, number> {
  const counts = { apart: 0, overlap: 0, touching: 0 };
  for (let n = 0; n < runs; n++) counts[trial()]++;
  return counts;
}

/** A random suite is only a test if it saw both answers often enough. */
export function expectMix(counts: Record<Outcome, number>, atLeast: number): void {
  if (counts.overlap < atLeast || counts.apart < atLeast) {
    throw new Error(`expected ≥ ${atLeast} overlapping and apart pairs; got ${JSON.stringify(counts)}`);
  }
}
