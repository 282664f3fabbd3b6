import type { IndexPolygon } from './index-polygon.js';
import { orientXY } from './predicates.js';
import { uint8Scratch } from './scratch.js';

/**
 * For each open edge from[j]→to[j], the vertices lying exactly on it, strictly between its ends, in order from
 * from[j]: among the touching points, the vertices no cycle uses and the open edges' ends. @internal
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

const candidateMarkScratch = uint8Scratch();

/** A mark per vertex: used by a cycle (unusedVertices), listed as a candidate (candidateVertices). */
const MARKED = 1;

/** The canonical vertices that no cycle uses, in increasing order. @internal */
export function unusedVertices(polygon: IndexPolygon, vertices: Int32Array, used: number): number[] {
  const n = polygon.vertexCount;
  const marks = candidateMarkScratch.take(n);
  marks.fill(0, 0, n);
  for (let i = 0; i < used; i++) marks[vertices[i]] = MARKED;
  const unused: number[] = [];
  for (let v = 0; v < n; v++) if (marks[v] === 0 && polygon.canon[v] === v) unused.push(v);
  return unused;
}

/** Vertices that may lie inside an open edge, each once. */
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
  for (const list of [polygon.touchVertices, unused, from, to]) {
    for (const v of list) {
      if (marks[v] === 0) candidates.push(v);
      marks[v] = MARKED;
    }
  }
  return candidates;
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
