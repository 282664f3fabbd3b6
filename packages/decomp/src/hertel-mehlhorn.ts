import { EdgeTable } from './edge-table.js';
import { type IndexPolygon, isBoundaryEdge } from './index-polygon.js';
import { orientXY } from './predicates.js';

/*
 * Hertel–Mehlhorn: merge the triangles of a triangulation into convex pieces by removing
 * diagonals whose removal keeps both endpoints convex. Greedy, one pass per piece:
 *
 *   for each live piece A:
 *     for each edge u→v of A whose twin v→u belongs to another live piece B:
 *       p, q = A's neighbours of u, v;  r, s = B's neighbours of v, u
 *       if corner p-u-s and corner r-v-q are not reflex (exact orientation ≥ 0)
 *          and the merged piece has at most maxVertices real corners:
 *         A ← u … (B's side) … v … (A's side) …;  B dies;  restart A's edges
 *
 * The result has at most 4× the optimal number of pieces (Hertel & Mehlhorn 1983). A
 * straight (collinear) corner may be created by a merge; it is not counted as a corner and
 * is removed from the piece afterwards (area unchanged). Pieces are vertex-index cycles.
 */

/**
 * Merges earcut's triangles (vertex indices into the polygon's coordinates) into convex
 * counter-clockwise pieces of at most `maxVertices` corners, as cycles of canonical vertex
 * indices. Zero-area triangles are kept as pieces of their own (never merged) so that every
 * edge still has its twin for the exact check; finishing them leaves fewer than 3 vertices
 * and they are dropped then.
 * @internal
 */
export function mergeTriangles(polygon: IndexPolygon, triangles: ArrayLike<number>, maxVertices: number): number[][] {
  const { coords } = polygon;
  const pieces: (number[] | null)[] = orientedTriangles(polygon, triangles);
  splitTJunctions(polygon, pieces as number[][]);
  // A zero-area triangle never merges (its corner count is infinite).
  const corners = pieces.map((cycle) => (isFlat(coords, cycle as number[]) ? Infinity : 3));
  const owner = EdgeTable.scratch(pieces.reduce((sum, cycle) => sum + (cycle as number[]).length, 0)); // edge → piece
  pieces.forEach((cycle, id) => (cycle as number[]).forEach((u, k, c) => owner.set(u, c[(k + 1) % c.length], id)));
  for (let id = 0; id < pieces.length; id++) {
    while (pieces[id] !== null && mergeOnce(coords, pieces, corners, owner, id, maxVertices));
  }
  return pieces.filter((p): p is number[] => p !== null);
}

/**
 * earcut's triangles as canonical index cycles, all turned counter-clockwise. A triangle
 * using one point twice (both vertices of a pinch) encloses nothing and its edges cancel:
 * it is left out.
 */
function orientedTriangles(polygon: IndexPolygon, triangles: ArrayLike<number>): number[][] {
  const { coords, canon } = polygon;
  const flip = windingOf(coords, triangles) < 0;
  const cycles: number[][] = [];
  for (let t = 0; t < triangles.length; t += 3) {
    const a = canon[triangles[t]];
    const b = canon[triangles[t + (flip ? 2 : 1)]];
    const c = canon[triangles[t + (flip ? 1 : 2)]];
    if (a !== b && b !== c && c !== a) cycles.push([a, b, c]);
  }
  return cycles;
}

function isFlat(coords: ArrayLike<number>, cycle: number[]): boolean {
  return turn(coords, cycle[0], cycle[1], cycle[2]) === 0;
}

/**
 * Repairs T-junctions so the cycles share edges again, as the exact tiling check needs:
 * earcut drops a vertex that its hole bridges leave collinear (no triangle uses it), and
 * may run a diagonal exactly through another vertex. Either way a triangle edge u→v has no
 * twin and is not a boundary edge. Every such edge gets the vertices lying exactly on it
 * (dropped vertices, ends of other twinless edges, points where rings touch) inserted as
 * straight corners, in
 * order along the edge. Straight corners are removed when pieces are finished.
 */
function splitTJunctions(polygon: IndexPolygon, cycles: number[][]): void {
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

/** The sign of earcut's (consistent) triangle winding: that of its first non-degenerate triangle. */
function windingOf(coords: ArrayLike<number>, triangles: ArrayLike<number>): number {
  for (let t = 0; t < triangles.length; t += 3) {
    const o = turn(coords, triangles[t], triangles[t + 1], triangles[t + 2]);
    if (o !== 0) return o;
  }
  return 1;
}

function turn(coords: ArrayLike<number>, a: number, b: number, c: number): number {
  return orientXY(coords[2 * a], coords[2 * a + 1], coords[2 * b], coords[2 * b + 1], coords[2 * c], coords[2 * c + 1]);
}

/** Tries each edge of piece `id` for a merge; merges the first that works. */
function mergeOnce(
  coords: ArrayLike<number>,
  pieces: (number[] | null)[],
  corners: number[],
  owner: EdgeTable,
  id: number,
  maxVertices: number,
): boolean {
  const a = pieces[id] as number[];
  for (let i = 0; i < a.length; i++) {
    const u = a[i];
    const v = a[(i + 1) % a.length];
    const other = owner.get(v, u);
    if (other === -1 || other === id || pieces[other] === null) continue;
    if (!Number.isFinite(corners[id] + corners[other])) continue; // a zero-area triangle stays alone
    const b = pieces[other] as number[];
    const j = b.indexOf(v);
    const p = a[(i + a.length - 1) % a.length];
    const q = a[(i + 2) % a.length];
    const r = b[(j + b.length - 1) % b.length];
    const s = b[(j + 2) % b.length];
    const atU = turn(coords, p, u, s);
    const atV = turn(coords, r, v, q);
    if (atU < 0 || atV < 0) continue;
    const merged = corners[id] + corners[other] - 4 + (atU > 0 ? 1 : 0) + (atV > 0 ? 1 : 0);
    if (merged > maxVertices) continue;
    const cycle = joinAcross(a, i, b, j);
    owner.set(u, v, -1);
    owner.set(v, u, -1);
    for (let k = 0; k < b.length; k++) {
      const from = b[k];
      const to = b[(k + 1) % b.length];
      if (owner.get(from, to) === other) owner.set(from, to, id);
    }
    pieces[id] = cycle;
    pieces[other] = null;
    corners[id] = merged;
    return true;
  }
  return false;
}

/**
 * The merged cycle of A (edge u→v at i) and B (edge v→u at j) without their shared edge:
 * B from u round to just before v, then A from v round to just before u.
 */
function joinAcross(a: number[], i: number, b: number[], j: number): number[] {
  const cycle: number[] = [];
  for (let k = 1; k < b.length; k++) cycle.push(b[(j + k) % b.length]);
  for (let k = 1; k < a.length; k++) cycle.push(a[(i + k) % a.length]);
  return cycle;
}
