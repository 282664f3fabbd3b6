import type { Vec2 } from '@sepax/core';
import { orient } from './predicates.js';

/**
 * The winding number about each of `points` of the rings other than `skipRings[k]` and those of fewer than 3 points,
 * counted with signs on the ray from each point towards +x. @internal
 */
export function windingNumbersAt(
  rings: readonly (readonly Vec2[])[],
  points: readonly Vec2[],
  skipRings: readonly number[],
): number[] {
  if (points.length === 0) return []; // (most polygons: no touching point, no hole to place)
  const order = points.map((_, k) => k).sort((i, j) => points[i].y - points[j].y);
  const ys = order.map((k) => points[k].y);
  const sums = points.map(() => 0);
  // The first point at or above the edge's lower end.
  let from = 0;
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r];
    if (ring.length < 3) continue; // (encloses nothing: the two edges of a 2-point ring cancel)
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[i + 1 === ring.length ? 0 : i + 1];
      const bottom = a.y < b.y ? a.y : b.y;
      const top = a.y < b.y ? b.y : a.y;
      if (i === 0) {
        from = firstAtOrAbove(ys, bottom);
      } else {
        while (from > 0 && ys[from - 1] >= bottom) from--;
        while (from < ys.length && ys[from] < bottom) from++;
      }
      for (let q = from; q < ys.length && ys[q] < top; q++) {
        const k = order[q];
        if (skipRings[k] !== r) sums[k] += signedRayCrossing(a, b, points[k]);
      }
    }
  }
  return sums;
}

/** The first index of the ascending `ys` whose value is at least y (ys.length if none). */
function firstAtOrAbove(ys: readonly number[], y: number): number {
  let lo = 0;
  let hi = ys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ys[mid] < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * +1 when edge ab crosses the ray from p towards +x upward, −1 downward, else 0. Half-open
 * in y (a vertex exactly at p.y counts once), and the side is decided by the exact orientation.
 */
function signedRayCrossing(a: Vec2, b: Vec2, p: Vec2): number {
  if (a.y <= p.y && p.y < b.y) return orient(a, b, p) > 0 ? 1 : 0;
  if (b.y <= p.y && p.y < a.y) return orient(a, b, p) < 0 ? -1 : 0;
  return 0;
}
