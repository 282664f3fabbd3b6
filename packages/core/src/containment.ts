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
  // How far outside the outer core an inner core point may be: ro − ri, plus the tolerance.
  const slack = innerIsA ? f.rB - f.rA : f.rA - f.rB;
  f.allowance = slack + f.tolerance;
  if (!boxInside(f, innerIsA)) return false;
  const innerCount = innerIsA ? f.countA : f.countB;
  const outerCount = innerIsA ? f.countB : f.countA;
  if (slack < -f.tolerance && outerCount < 3) return false;
  for (let i = 0; i < innerCount; i++) {
    if (!(outerCount >= 3 ? withinPolygon(f, innerIsA, i) : withinCore(f, innerIsA, i))) return false;
  }
  return true;
}

/**
 * Necessary condition, O(1) on the shapes' cached core boxes: the inner box (grown by ri)
 * lies in the outer box (grown by ro). Most overlapping pairs fail it, and skip the
 * point-by-point test. Differences of box coordinates, so nothing cancels far from the origin.
 */
function boxInside(f: PairFrame, innerIsA: boolean): boolean {
  const inner = innerIsA ? f.boxA : f.boxB;
  const outer = innerIsA ? f.boxB : f.boxA;
  const grow = f.allowance;
  return (
    inner[0] - outer[0] >= -grow &&
    inner[1] - outer[1] >= -grow &&
    outer[2] - inner[2] >= -grow &&
    outer[3] - inner[3] >= -grow
  );
}

/**
 * Whether inner core point `i` is within signed distance `f.allowance` of the outer polygon
 * core (negative: at least −allowance inside). The largest face distance is the signed
 * distance inside and a lower bound outside; only a point outside but possibly within
 * reach needs the exact distance to the boundary. (Indices, not coordinates, cross calls:
 * see pair-frame.ts on boxing.)
 */
function withinPolygon(f: PairFrame, innerIsA: boolean, i: number): boolean {
  const inner = innerIsA ? f.wa : f.wb;
  const outer = innerIsA ? f.wb : f.wa;
  const normals = innerIsA ? f.nb : f.na;
  const count = innerIsA ? f.countB : f.countA;
  const x = inner[2 * i];
  const y = inner[2 * i + 1];
  const allowed = f.allowance;
  let faceDistance = -Infinity;
  for (let j = 0; j < count; j++) {
    const d = normals[2 * j] * (x - outer[2 * j]) + normals[2 * j + 1] * (y - outer[2 * j + 1]);
    if (d > faceDistance) faceDistance = d;
  }
  if (faceDistance <= Math.min(0, allowed)) return true;
  if (faceDistance > allowed) return false;
  for (let j = 0; j < count; j++) {
    const k = j + 1 === count ? 0 : j + 1;
    if (closestSegmentPoints(inner, i, i, outer, j, k, closest).distance <= allowed) return true;
  }
  return false;
}

/** Whether inner core point `i` is within `f.allowance` of an outer core of 1 or 2 points. */
function withinCore(f: PairFrame, innerIsA: boolean, i: number): boolean {
  const inner = innerIsA ? f.wa : f.wb;
  const outer = innerIsA ? f.wb : f.wa;
  const end = (innerIsA ? f.countB : f.countA) === 2 ? 1 : 0;
  return closestSegmentPoints(inner, i, i, outer, 0, end, closest).distance <= f.allowance;
}
