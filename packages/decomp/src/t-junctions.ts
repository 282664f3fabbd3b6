import { FlatCycles } from './flat-cycles.js';
import { type IndexPolygon, isBoundaryEdge } from './index-polygon.js';
import { orientXY } from './predicates.js';
import { uint8Scratch } from './scratch.js';

/**
 * Repairs T-junctions so the cycles share edges again, as the exact tiling check needs:
 * earcut drops a vertex that its hole bridges leave collinear (no triangle uses it), and
 * may run a diagonal exactly through another vertex. Either way a cycle edge u→v has no
 * twin and is not a boundary edge (an "open" edge). Every open edge gets the vertices lying
 * exactly on it (dropped vertices, ends of other open edges, points where rings touch)
 * inserted as straight corners, in order along the edge; straight corners are removed when
 * pieces are finished. `open`: the open edges' positions in increasing order (openEdges;
 * the caller repairs only when there is one). Returns the repaired cycles.
 * @internal
 */
export function splitTJunctions(polygon: IndexPolygon, cycles: FlatCycles, open: readonly number[]): FlatCycles {
  const { vertices } = cycles;
  const to = open.map((i) => vertices[cycles.nextIn(cycleAt(cycles, i), i)]);
  const inserts = junctionInserts(
    polygon,
    unusedVertices(polygon, vertices, cycles.size),
    open.map((i) => vertices[i]),
    to,
  );
  return withInserts(cycles, open, inserts);
}

/**
 * For each open edge from[j]→to[j], the vertices lying exactly on it, strictly between its
 * ends, in order from from[j] (the repair's inserts): among the touching points, the
 * vertices no cycle uses (`unused`, as unusedVertices gives them) and the open edges'
 * ends. Shared by both merges (hertel-mehlhorn.ts splits its flat cycles with them,
 * small-merge.ts links them into its half-edges).
 * @internal
 */
export function junctionInserts(
  polygon: IndexPolygon,
  unused: readonly number[],
  from: readonly number[],
  to: readonly number[],
): number[][] {
  const candidates = candidateVertices(polygon, unused, from, to);
  return from.map((u, j) => verticesOn(polygon.coords, u, to[j], candidates));
}

/**
 * A copy of the cycles with inserts[j] after position open[j] (increasing): the runs
 * between open edges copied whole (a loop over every entry took as long as the search for
 * the vertices to insert), each cycle's start moved by the inserts before it.
 */
function withInserts(cycles: FlatCycles, open: readonly number[], inserts: readonly number[][]): FlatCycles {
  const vertices = new Int32Array(cycles.size + inserts.reduce((sum, on) => sum + on.length, 0));
  let from = 0;
  let written = 0;
  for (let j = 0; j < open.length; j++) {
    vertices.set(cycles.vertices.subarray(from, open[j] + 1), written);
    written += open[j] + 1 - from;
    for (const w of inserts[j]) vertices[written++] = w;
    from = open[j] + 1;
  }
  vertices.set(cycles.vertices.subarray(from, cycles.size), written);
  const starts = new Int32Array(cycles.count + 1);
  let shift = 0;
  for (let k = 0, j = 0; k <= cycles.count; k++) {
    while (j < open.length && open[j] < cycles.starts[k]) shift += inserts[j++].length;
    starts[k] = cycles.starts[k] + shift;
  }
  return new FlatCycles(vertices, starts, cycles.count);
}

/**
 * Positions i whose edge (vertex i → the next in its cycle) is open, in increasing order:
 * `twins[i]` is the position of the edge running the other way between the ends of the
 * edge at position i, or −1 (hertel-mehlhorn.ts). Usually none (one pass).
 * @internal
 */
export function openEdges(polygon: IndexPolygon, cycles: FlatCycles, twins: Int32Array): number[] {
  const { vertices, starts } = cycles;
  const open: number[] = [];
  for (let k = 0; k < cycles.count; k++) {
    for (let i = starts[k]; i < starts[k + 1]; i++) {
      if (twins[i] !== -1) continue; // most edges: a twin, nothing to look up
      if (!isBoundaryEdge(polygon, vertices[i], vertices[cycles.nextIn(k, i)])) open.push(i);
    }
  }
  return open;
}

const candidateMarkScratch = uint8Scratch();

/** A mark per vertex: used by a cycle (unusedVertices), listed as a candidate (candidateVertices). */
const MARKED = 1;

/**
 * The canonical vertices that no cycle uses, in increasing order: the cycles' vertices are
 * the first `used` entries of `vertices`.
 * @internal
 */
export function unusedVertices(polygon: IndexPolygon, vertices: Int32Array, used: number): number[] {
  const n = polygon.vertexCount;
  const marks = candidateMarkScratch.take(n);
  marks.fill(0, 0, n);
  for (let i = 0; i < used; i++) marks[vertices[i]] = MARKED;
  const unused: number[] = [];
  for (let v = 0; v < n; v++) if (marks[v] === 0 && polygon.canon[v] === v) unused.push(v);
  return unused;
}

/**
 * Vertices that may lie inside an open edge, each once, in this order: touching points,
 * unused vertices, ends of open edges (a mark per vertex in a scratch buffer keeps each
 * once: a Set of them cost a twentieth of the merge).
 */
function candidateVertices(
  polygon: IndexPolygon,
  unused: readonly number[],
  from: readonly number[],
  to: readonly number[],
): number[] {
  const n = polygon.vertexCount;
  const marks = candidateMarkScratch.take(n);
  marks.fill(0, 0, n);
  const candidates: number[] = [];
  for (const v of polygon.touchVertices) listOnce(marks, candidates, v);
  for (const v of unused) listOnce(marks, candidates, v);
  for (let j = 0; j < from.length; j++) {
    listOnce(marks, candidates, from[j]);
    listOnce(marks, candidates, to[j]);
  }
  return candidates;
}

/** Appends v to the candidates unless it is listed already. */
function listOnce(marks: Uint8Array, candidates: number[], v: number): void {
  if (marks[v] !== 0) return;
  marks[v] = MARKED;
  candidates.push(v);
}

/** The cycle holding position i (binary search over the starts). */
function cycleAt(cycles: FlatCycles, i: number): number {
  let lo = 0;
  let hi = cycles.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cycles.starts[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The candidates lying exactly on segment uv, strictly between its ends, in order from u. */
function verticesOn(coords: ArrayLike<number>, u: number, v: number, candidates: readonly number[]): number[] {
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
