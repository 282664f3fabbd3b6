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
 * Merges counter-clockwise triangles (vertex indices into `coords`, x/y interleaved) into
 * convex counter-clockwise pieces of at most `maxVertices` corners. Zero-area triangles are
 * dropped (they cover nothing).
 * @internal
 */
export function mergeTriangles(coords: ArrayLike<number>, triangles: ArrayLike<number>, maxVertices: number): number[][] {
  const vertexCount = coords.length / 2;
  const pieces: (number[] | null)[] = [];
  const corners: number[] = [];
  const owner = new Map<number, number>(); // directed edge key u * vertexCount + v → piece
  for (let t = 0; t < triangles.length; t += 3) {
    const tri = counterClockwise(coords, triangles[t], triangles[t + 1], triangles[t + 2]);
    if (tri === null) continue;
    const id = pieces.length;
    pieces.push(tri);
    corners.push(3);
    for (let k = 0; k < 3; k++) owner.set(tri[k] * vertexCount + tri[(k + 1) % 3], id);
  }
  for (let id = 0; id < pieces.length; id++) {
    while (pieces[id] !== null && mergeOnce(coords, pieces, corners, owner, id, vertexCount, maxVertices));
  }
  return pieces.filter((p): p is number[] => p !== null);
}

/** A triangle as a CCW index cycle, or null when it has no area. */
function counterClockwise(coords: ArrayLike<number>, a: number, b: number, c: number): number[] | null {
  const o = turn(coords, a, b, c);
  if (o === 0) return null;
  return o > 0 ? [a, b, c] : [a, c, b];
}

function turn(coords: ArrayLike<number>, a: number, b: number, c: number): number {
  return orientXY(coords[2 * a], coords[2 * a + 1], coords[2 * b], coords[2 * b + 1], coords[2 * c], coords[2 * c + 1]);
}

/** Tries each edge of piece `id` for a merge; merges the first that works. */
function mergeOnce(
  coords: ArrayLike<number>,
  pieces: (number[] | null)[],
  corners: number[],
  owner: Map<number, number>,
  id: number,
  vertexCount: number,
  maxVertices: number,
): boolean {
  const a = pieces[id] as number[];
  for (let i = 0; i < a.length; i++) {
    const u = a[i];
    const v = a[(i + 1) % a.length];
    const other = owner.get(v * vertexCount + u);
    if (other === undefined || other === id || pieces[other] === null) continue;
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
    const cycle = [...rotate(b, (j + 1) % b.length).slice(0, b.length - 1), ...rotate(a, (i + 1) % a.length).slice(0, a.length - 1)];
    owner.delete(u * vertexCount + v);
    owner.delete(v * vertexCount + u);
    for (let k = 0; k < b.length; k++) {
      const key = b[k] * vertexCount + b[(k + 1) % b.length];
      if (owner.get(key) === other) owner.set(key, id);
    }
    pieces[id] = cycle;
    pieces[other] = null;
    corners[id] = merged;
    return true;
  }
  return false;
}

/** The cycle starting at index `from`. */
function rotate(cycle: number[], from: number): number[] {
  return [...cycle.slice(from), ...cycle.slice(0, from)];
}
