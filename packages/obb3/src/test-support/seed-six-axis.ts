// A faithful TypeScript port of the seed's Hitbox.TestIntersection
// (the code sepax grew from; not part of this repository): SAT over the 3 face normals of each box only,
// projecting all 8 corners, with its CalculateOverlap rule for the MTV (which moves A).
// Kept here to show what sepax fixes; never used as a reference for correct answers.
import { type V, dot, scale, sub } from './vector.js';

export interface SeedHitbox {
  vertices: V[];
  normals: V[];
  center: V;
}

function project(axis: V, points: readonly V[]): [number, number] {
  let min = Number.MAX_VALUE;
  let max = -Number.MAX_VALUE;
  for (const p of points) {
    const d = dot(p, axis);
    if (d < min) min = d;
    if (d > max) max = d;
  }
  return [min, max];
}

function doesOverlap(min1: number, max1: number, min2: number, max2: number): boolean {
  const between = (v: number, lo: number, hi: number) => lo <= v && v <= hi;
  return between(min2, min1, max1) || between(min1, min2, max2);
}

/** The seed's CalculateOverlap: the signed overlap along one axis, as written. */
function seedOverlap(min1: number, max1: number, min2: number, max2: number): number {
  if (min1 < min2) {
    if (max1 > max2) return max1 - max2 > min2 - min1 ? max2 - min1 : min2 - max1;
    return max1 - min2;
  }
  if (max1 < max2) return max2 - max1 > min1 - min2 ? max1 - min2 : min1 - max2;
  return min1 - max2;
}

export function seedTestIntersection(a: SeedHitbox, b: SeedHitbox): { intersect: boolean; mtv: V } {
  let mtvDistance = Number.MAX_VALUE;
  let mtv: V = [0, 0, 0];
  for (const normal of [...a.normals, ...b.normals]) {
    const [min1, max1] = project(normal, a.vertices);
    const [min2, max2] = project(normal, b.vertices);
    if (!doesOverlap(min1, max1, min2, max2)) return { intersect: false, mtv: [0, 0, 0] };
    const overlap = seedOverlap(min1, max1, min2, max2);
    if (overlap * overlap < mtvDistance) {
      mtvDistance = overlap * overlap;
      mtv = scale(normal, overlap);
      if (dot(sub(a.center, b.center), mtv) < 0) mtv = scale(mtv, -1);
    }
  }
  return { intersect: true, mtv };
}
