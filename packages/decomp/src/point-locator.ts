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
  private readonly starts: number[];
  /** Each edge as ring index and start vertex index, interleaved. */
  private readonly items: number[];

  constructor(rings: readonly (readonly Vec2[])[]) {
    this.rings = rings;
    const box = boundsOf(rings);
    const edgeCount = rings.reduce((n, r) => n + r.length, 0);
    this.minY = box.minY;
    this.slabCount = Math.max(1, Math.min(MAX_SLABS, Math.ceil(edgeCount / EDGES_PER_SLAB)));
    this.slabHeight = (box.maxY - box.minY) / this.slabCount || 1;
    const counts: number[] = new Array(this.slabCount + 1).fill(0);
    this.forEachEdgeSlab((s) => counts[s + 1]++);
    for (let s = 0; s < this.slabCount; s++) counts[s + 1] += counts[s];
    this.starts = counts.slice();
    this.items = new Array(2 * counts[this.slabCount]).fill(0);
    const fill = counts; // reused as the write cursor per slab
    this.forEachEdgeSlab((s, r, i) => {
      const at = fill[s]++;
      this.items[2 * at] = r;
      this.items[2 * at + 1] = i;
    });
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

  private forEachEdgeSlab(visit: (slab: number, ring: number, i: number) => void): void {
    this.rings.forEach((ring, r) => {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i];
        const b = ring[(i + 1) % ring.length];
        if (a.y === b.y) continue; // a horizontal edge never crosses a horizontal ray
        const from = this.slabOf(Math.min(a.y, b.y));
        const to = this.slabOf(Math.max(a.y, b.y));
        for (let s = from; s <= to; s++) visit(s, r, i);
      }
    });
  }
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
