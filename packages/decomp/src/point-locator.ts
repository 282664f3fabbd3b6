import type { Vec2 } from '@sepax/core';
import { boundsOf } from './geometry.js';
import { orient } from './predicates.js';

const EMPTY = new Int32Array(0);

/** Target edges per horizontal slab; the slab count is capped by MAX_SLABS. */
const EDGES_PER_SLAB = 4;
const MAX_SLABS = 4096;

/**
 * Up to this many expected queries the locator keeps no slabs and each query scans every
 * edge: building the slabs (the box, then two passes placing each edge in every slab it
 * spans) took 3.5–5 scans' time on the earcut fixtures, and validation asks one query per
 * touching point, often only one or two.
 */
const SCAN_MAX_QUERIES = 3;

/**
 * Point-in-rings queries by exact ray casting, with the edges bucketed into horizontal slabs
 * so a query looks only at the edges spanning its y (O(edges per slab) instead of O(n)), or,
 * for a caller expecting at most SCAN_MAX_QUERIES queries, over every edge (no slabs to build).
 * @internal
 */
export class PointLocator {
  private readonly rings: readonly (readonly Vec2[])[];
  private readonly minY: number = 0;
  private readonly slabHeight: number = 1;
  /** 0: no slabs, every query scans every edge. */
  private readonly slabCount: number = 0;
  /** CSR layout: edges of slab s are items[starts[s]] … items[starts[s + 1] - 1]. */
  private readonly starts = EMPTY;
  /** Each edge as ring index and start vertex index, interleaved. */
  private readonly items = EMPTY;

  /** `expectedQueries`: how many queries the caller will ask at most, if it knows (the slabs pay off only over several). */
  constructor(rings: readonly (readonly Vec2[])[], expectedQueries = Infinity) {
    this.rings = rings;
    if (expectedQueries <= SCAN_MAX_QUERIES) return;
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
    if (this.slabCount === 0) return this.sumOverEveryEdge(p, skipRing, signed);
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

  /** sumOverRay without slabs: every edge of every ring but `skipRing` (an edge off p's y gives 0). */
  private sumOverEveryEdge(p: Vec2, skipRing: number, signed: boolean): number {
    let sum = 0;
    for (let r = 0; r < this.rings.length; r++) {
      const ring = this.rings[r];
      if (r === skipRing || ring.length === 0) continue;
      let a = ring[ring.length - 1];
      for (let i = 0; i < ring.length; i++) {
        const crossing = signedRayCrossing(a, ring[i], p);
        sum += signed ? crossing : crossing * crossing;
        a = ring[i];
      }
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
 * +1 when edge ab crosses the ray from p towards +x upward, −1 downward, else 0. Half-open
 * in y (a vertex exactly at p.y counts once), and the side is decided by the exact orientation.
 */
function signedRayCrossing(a: Vec2, b: Vec2, p: Vec2): number {
  if (a.y <= p.y && p.y < b.y) return orient(a, b, p) > 0 ? 1 : 0;
  if (b.y <= p.y && p.y < a.y) return orient(a, b, p) < 0 ? -1 : 0;
  return 0;
}
