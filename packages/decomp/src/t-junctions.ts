import { EdgeTable } from './edge-table.js';
import { type IndexPolygon, isBoundaryEdge } from './index-polygon.js';
import { orientXY } from './predicates.js';

/**
 * Whether some half-edge u→v (origin[h] → origin[next[h]]) has no twin v→u and is not a
 * boundary edge: a T-junction to repair. `edges` holds every half-edge (any value ≥ 0); the
 * usual answer is no.
 * @internal
 */
export function hasOpenEdge(polygon: IndexPolygon, count: number, origin: Int32Array, next: Int32Array, edges: EdgeTable): boolean {
  for (let h = 0; h < count; h++) {
    const u = origin[h];
    const v = origin[next[h]];
    if (edges.get(v, u) === -1 && !isBoundaryEdge(polygon, u, v)) return true;
  }
  return false;
}

/**
 * Repairs T-junctions so the cycles share edges again, as the exact tiling check needs:
 * earcut drops a vertex that its hole bridges leave collinear (no triangle uses it), and
 * may run a diagonal exactly through another vertex. Either way a triangle edge u→v has no
 * twin and is not a boundary edge. Every such edge gets the vertices lying exactly on it
 * (dropped vertices, ends of other twinless edges, points where rings touch) inserted as
 * straight corners, in
 * order along the edge. Straight corners are removed when pieces are finished.
 * @internal
 */
export function splitTJunctions(polygon: IndexPolygon, cycles: number[][]): void {
  const { coords, canon } = polygon;
  const n = coords.length / 2;
  const edges = EdgeTable.scratch(3 * cycles.length);
  const used = new Uint8Array(n);
  for (const cycle of cycles) cycle.forEach((u, k) => (edges.set(u, cycle[(k + 1) % cycle.length], 1), (used[u] = 1)));
  const isOpen = (u: number, v: number) => edges.get(v, u) === -1 && !isBoundaryEdge(polygon, u, v);
  const candidates = new Set<number>(polygon.touchVertices);
  for (let v = 0; v < n; v++) if (used[v] === 0 && canon[v] === v) candidates.add(v);
  const broken = cycles.filter((cycle) =>
    cycle.some((u, k) => {
      const v = cycle[(k + 1) % cycle.length];
      if (!isOpen(u, v)) return false;
      candidates.add(u).add(v);
      return true;
    }),
  );
  for (const cycle of broken) {
    const rebuilt: number[] = [];
    cycle.forEach((u, k) => {
      const v = cycle[(k + 1) % cycle.length];
      rebuilt.push(u);
      if (isOpen(u, v)) rebuilt.push(...verticesOn(coords, u, v, candidates));
    });
    cycle.splice(0, cycle.length, ...rebuilt);
  }
}

/** The candidates lying exactly on segment uv, strictly between its ends, in order from u. */
function verticesOn(coords: ArrayLike<number>, u: number, v: number, candidates: Set<number>): number[] {
  const ax = coords[2 * u];
  const ay = coords[2 * u + 1];
  const bx = coords[2 * v];
  const by = coords[2 * v + 1];
  const on: number[] = [];
  for (const w of candidates) {
    const x = coords[2 * w];
    const y = coords[2 * w + 1];
    if ((x - ax) * (bx - x) + (y - ay) * (by - y) > 0 && orientXY(ax, ay, bx, by, x, y) === 0) on.push(w);
  }
  const along = (w: number) => (coords[2 * w] - ax) * (bx - ax) + (coords[2 * w + 1] - ay) * (by - ay);
  return on.sort((p, q) => along(p) - along(q));
}

