import type { Vec2 } from '@sepax/core';
import { boundsOf } from './geometry.js';
import { orient } from './predicates.js';

/** Target edges per horizontal slab; the slab count is capped by MAX_SLABS. */
const EDGES_PER_SLAB = 4;
const MAX_SLABS = 4096;

/**
 * Point-in-rings queries by exact ray casting, with the edges bucketed into horizontal slabs
 * so a query looks only at the edges spanning its y (O(edges per slab) instead of O(n)).
 * @internal
 */
export class PointLocator {
  private readonly rings: readonly (readonly Vec2[])[];
  private readonly minY: number;
  private readonly slabHeight: number;
  private readonly slabCount: number;
  /** CSR layout: edges of slab s are items[starts[s]] … items[starts[s + 1] - 1]. */
  private readonly starts: Int32Array;
  /** Each edge as ring index and start vertex index, interleaved. */
  private readonly items: Int32Array;

  constructor(rings: readonly (readonly Vec2[])[]) {
    this.rings = rings;
    const box = boundsOf(rings);
    let edgeCount = 0;
    for (const ring of rings) edgeCount += ring.length;
    this.minY = box.minY;
    this.slabCount = Math.max(1, Math.min(MAX_SLABS, Math.ceil(edgeCount / EDGES_PER_SLAB)));
    this.slabHeight = (box.maxY - box.minY) / this.slabCount || 1;
    this.starts = new Int32Array(this.slabCount + 1);
    this.fillSlabs(null);
    for (let s = 0; s < this.slabCount; s++) this.starts[s + 1] += this.starts[s];
    this.items = new Int32Array(2 * this.starts[this.slabCount]);
    this.fillSlabs(this.starts.slice(0, this.slabCount));
  }

  /**
   * The number of rings (other than `skipRing`) that contain p strictly, counted by
   * crossings of the ray from p towards +x: odd means inside an odd number of rings. A point
   * exactly on an edge counts as crossing or not depending on the half-open rule, so callers
   * ask only about points known to be off every boundary.
   */
  crossings(p: Vec2, skipRing = -1): number {
    return this.sumOverRay(p, skipRing, false);
  }

  /**
   * The winding number about p of the rings (other than `skipRing`), counted with signs on
   * the ray from p towards +x (upward crossings +1, downward −1). Edges passing exactly
   * through p count 0 (exact orientation 0); with the half-open rule in y the result is the
   * winding number at p moved infinitesimally upward, ignoring those edges.
   */
  winding(p: Vec2, skipRing = -1): number {
    return this.sumOverRay(p, skipRing, true);
  }

  private sumOverRay(p: Vec2, skipRing: number, signed: boolean): number {
    const s = this.slabOf(p.y);
    if (s < 0 || s >= this.slabCount) return 0;
    let sum = 0;
    for (let k = this.starts[s]; k < this.starts[s + 1]; k++) {
      const r = this.items[2 * k];
      if (r === skipRing) continue;
      const ring = this.rings[r];
      const i = this.items[2 * k + 1];
      const crossing = signedRayCrossing(ring[i], ring[(i + 1) % ring.length], p);
      sum += signed ? crossing : crossing * crossing;
    }
    return sum;
  }

  private slabOf(y: number): number {
    return Math.min(this.slabCount - 1, Math.floor((y - this.minY) / this.slabHeight));
  }

  /** Counts each edge into starts[slab + 1] for every slab it spans (cursor null), or writes it at cursor[slab]++. */
  private fillSlabs(cursor: Int32Array | null): void {
    const rings = this.rings;
    for (let r = 0; r < rings.length; r++) {
      const ring = rings[r];
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i];
        const b = ring[i + 1 === ring.length ? 0 : i + 1];
        if (a.y === b.y) continue; // a horizontal edge never crosses a horizontal ray
        const to = this.slabOf(Math.max(a.y, b.y));
        for (let s = this.slabOf(Math.min(a.y, b.y)); s <= to; s++) {
          if (cursor === null) {
            this.starts[s + 1]++;
          } else {
            const at = cursor[s]++;
            this.items[2 * at] = r;
            this.items[2 * at + 1] = i;
          }
        }
      }
    }
  }
}

/**
 * The winding number about each of `points` of the rings other than `skipRings[k]` (−1:
 * none) and those of fewer than 3 points, as PointLocator's `winding` counts it, for all
 * points in one pass over the edges: the points sorted by y, each edge visits only the
 * points whose y lies in its half-open y range (the only ones it can cross the ray of). For
 * a batch of queries known in advance (validation's touching points and untouched holes:
 * tens of points, thousands of edges, where building a locator's slabs would cost more than
 * the queries). An edge spanning every
 * point's y visits them all: never more tests than a scan of every edge per point.
 * @internal
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
  // The first point at or above the edge's lower end: found by binary search on a ring's
  // first edge, then moved from the last edge's. Consecutive edges share an end, so within a
  // ring it moves past only points one of the two edges visits, where a search cost log₂ of
  // all of them per edge (most edges visit none); between rings it could move past every
  // point (many small rings listed in no y order).
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
