import type { PairFrame } from './pair-frame.js';
import { closestSegmentPoints, SegmentPair } from './segment-distance.js';

const closest = new SegmentPair();

/**
 * Whether one shape of the pair lies entirely inside the other (closed sets: touching the
 * boundary from inside counts, so identical shapes contain each other).
 *
 * With cores I (inner, radius ri) and O (outer, radius ro), and slack = ro − ri:
 *
 * ```
 * slack ≥ 0: inside ⇔ every core point of I is within `slack` of O's core
 *            (a disk of radius ri fits in O ⊕ disk(ro) ⇔ its centre is in O ⊕ disk(slack))
 * slack < 0: inside ⇔ O is a polygon and every core point of I is at least −slack inside
 *            every face of O (O ⊕ disk(ro) shrunk by ri is O shrunk by ri − ro)
 * ```
 *
 * The hull of I's disks is inside the convex outer shape exactly when each disk is, so
 * testing I's core points is exact. Round-off within the pair's touching tolerance counts
 * as on the boundary.
 * @internal
 */
export function contains(f: PairFrame, innerIsA: boolean): boolean {
  const tol = f.tolerance;
  const ri = innerIsA ? f.rA : f.rB;
  const ro = innerIsA ? f.rB : f.rA;
  if (!boxInside(f.box, innerIsA ? 0 : 4, innerIsA ? 4 : 0, ri, ro, tol)) return false;
  const inner = innerIsA ? f.a : f.b;
  const innerCount = innerIsA ? f.countA : f.countB;
  const outerCount = innerIsA ? f.countB : f.countA;
  const slack = ro - ri;
  if (slack < -tol && outerCount < 3) return false;
  for (let i = 0; i < innerCount; i++) {
    const x = inner[2 * i];
    const y = inner[2 * i + 1];
    const allowed = slack + tol;
    if (outerCount >= 3 ? !withinPolygon(f, innerIsA, x, y, allowed) : coreDistance(f, innerIsA, x, y) > allowed) {
      return false;
    }
  }
  return true;
}

/** Necessary condition, O(1): the inner box (grown by ri) lies in the outer box (grown by ro). */
function boxInside(box: Float64Array, inner: number, outer: number, ri: number, ro: number, tol: number): boolean {
  const grow = ro - ri + tol;
  return (
    box[inner] >= box[outer] - grow &&
    box[inner + 1] >= box[outer + 1] - grow &&
    box[inner + 2] <= box[outer + 2] + grow &&
    box[inner + 3] <= box[outer + 3] + grow
  );
}

/**
 * Whether (x, y) is within signed distance `allowed` of the outer polygon core (negative:
 * at least −allowed inside). The largest face distance is the signed distance inside and a
 * lower bound outside; only a point outside but possibly within reach needs the exact
 * distance to the boundary.
 */
function withinPolygon(f: PairFrame, innerIsA: boolean, x: number, y: number, allowed: number): boolean {
  const outer = innerIsA ? f.b : f.a;
  const normals = innerIsA ? f.nb : f.na;
  const count = innerIsA ? f.countB : f.countA;
  let faceDistance = -Infinity;
  for (let j = 0; j < count; j++) {
    const d = normals[2 * j] * (x - outer[2 * j]) + normals[2 * j + 1] * (y - outer[2 * j + 1]);
    if (d > faceDistance) faceDistance = d;
  }
  if (faceDistance <= Math.min(0, allowed)) return true;
  if (faceDistance > allowed) return false;
  return boundaryDistance(outer, count, x, y) <= allowed;
}

/** Distance from (x, y) to the nearest edge of a polygon. */
function boundaryDistance(p: Float64Array, count: number, x: number, y: number): number {
  let best = Infinity;
  for (let j = 0; j < count; j++) {
    const k = j + 1 === count ? 0 : j + 1;
    const d = closestSegmentPoints(x, y, x, y, p[2 * j], p[2 * j + 1], p[2 * k], p[2 * k + 1], closest).distance;
    if (d < best) best = d;
  }
  return best;
}

/** Distance from (x, y) to an outer core of 1 or 2 points. */
function coreDistance(f: PairFrame, innerIsA: boolean, x: number, y: number): number {
  const o = innerIsA ? f.b : f.a;
  const end = (innerIsA ? f.countB : f.countA) === 2 ? 2 : 0;
  return closestSegmentPoints(x, y, x, y, o[0], o[1], o[end], o[end + 1], closest).distance;
}
