import type { IndexPolygon } from './index-polygon.js';
import { orientXY } from './predicates.js';

/*
 * Hertel–Mehlhorn for a small ring, without the general mesh (hertel-mehlhorn.ts). At 12
 * vertices earcut triangulates the whole ring in about 0.45 µs, and building the general
 * half-edge mesh — scratch views, twins by waiting lists, the T-junction scan, the union-find
 * over cycles, the pairing certificate — cost more than that. Here the ≤ 42 half-edges of a
 * ring of at most SMALL_MERGE_MAX_VERTICES vertices live in fixed arrays made once, twins
 * are read from a dense 16 × 16 table of directed edges, and the merge itself is the general
 * one, step for step (same order of diagonals, same exact corner tests, same splices), so
 * the pieces are the same cycles in the same order:
 *
 *   triangles turned counter-clockwise (earcut's winding is consistent: its first triangle's sign)
 *   twin of u→v = the half-edge v→u (paired as the triangles are read), else u→v is a ring edge (else: give up)
 *   for h ascending, its twin t > h: merge as tryMerge does (both ends convex, ≤ maxVertices)
 *   pieces: each remaining cycle, from its lowest half-edge, in that order
 *
 * Anything the general merge treats specially gives up (null) before a result exists: more
 * than one ring or a touching point, a zero-area triangle (kept unmerged there), a repeated
 * vertex in a triangle, a directed edge used twice, an edge with neither twin nor ring edge
 * (a T-junction to repair). The general merge then runs from the start.
 */

/** The largest ring merged here: 16 vertices, so a directed edge u→v is table slot 16u + v. */
export const SMALL_MERGE_MAX_VERTICES = 16;

const TABLE_SIDE = SMALL_MERGE_MAX_VERTICES;
/** A ring of n vertices has n − 2 triangles: at most 14, 42 half-edges. */
const MAX_HALF_EDGES = 3 * (SMALL_MERGE_MAX_VERTICES - 2);

/**
 * The fixed arrays, made once (the merge is synchronous and never re-entered: see
 * scratch.ts). Each function reads the ones it uses into locals first: read as module
 * bindings on every access, the merge of a 12-vertex ring took 1.4× as long.
 */
const mesh = {
  origin: new Int32Array(MAX_HALF_EDGES),
  next: new Int32Array(MAX_HALF_EDGES),
  prev: new Int32Array(MAX_HALF_EDGES),
  twins: new Int32Array(MAX_HALF_EDGES),
  /** 1: removed (a merged diagonal); 2: emitted as part of a piece. */
  flags: new Uint8Array(MAX_HALF_EDGES),
  /** Union-find over the triangles (half-edge h starts in triangle ⌊h / 3⌋). */
  parent: new Int32Array(MAX_HALF_EDGES / 3),
  /** Real corners of each piece (straight corners made by a merge are not counted). */
  corners: new Int32Array(MAX_HALF_EDGES / 3),
  /** Half-edge u→v plus one at slot 16u + v, 0 for none; every slot written is cleared after use. */
  edgeAt: new Int32Array(TABLE_SIDE * TABLE_SIDE),
};

/**
 * Merges earcut's triangles of a small untouched ring into the same convex counter-clockwise
 * index cycles, in the same order, as `mergeTriangles`, or returns null when that general
 * merge must decide (see the header).
 * @internal
 */
export function mergeSmallRing(polygon: IndexPolygon, triangles: ArrayLike<number>, maxVertices: number): number[][] | null {
  const { twins } = mesh;
  const n = polygon.vertexCount;
  const count = triangles.length;
  if (polygon.ringStarts.length !== 2 || polygon.touchVertices.length > 0 || n > SMALL_MERGE_MAX_VERTICES) return null;
  if (count === 0 || count > MAX_HALF_EDGES) return null;
  const loaded = loadTriangles(polygon.coords, triangles);
  // Cleared whatever happened: the table is empty again for the next call.
  const paired = clearEdgeTable(loaded, n);
  if (loaded < count || !paired) return null;
  for (let h = 0; h < count; h++) {
    const t = twins[h];
    if (t > h) tryMerge(polygon.coords, h, t, maxVertices);
  }
  return remainingCycles(count);
}

/**
 * Writes the triangles' half-edges, each triangle turned counter-clockwise, starts every
 * triangle as a piece of its own and pairs each half-edge u→v with the half-edge v→u read
 * before it, if any, through the edge table (`twins`: −1 until paired). Returns how many
 * half-edges were written: fewer than all on a zero-area triangle, a repeated vertex or a
 * directed edge used twice (every half-edge written has its table slot set).
 */
function loadTriangles(coords: Float64Array, triangles: ArrayLike<number>): number {
  const { origin, next, prev, flags, parent, corners } = mesh;
  const flip = turn(coords, triangles[0], triangles[1], triangles[2]) < 0;
  for (let first = 0, k = 0; first < triangles.length; first += 3, k++) {
    const a = triangles[first];
    const b = triangles[first + (flip ? 2 : 1)];
    const c = triangles[first + (flip ? 1 : 2)];
    if (turn(coords, a, b, c) <= 0) return first; // zero area (or earcut's winding not consistent)
    origin[first] = a;
    origin[first + 1] = b;
    origin[first + 2] = c;
    next[first] = first + 1;
    next[first + 1] = first + 2;
    next[first + 2] = first;
    prev[first] = first + 2;
    prev[first + 1] = first;
    prev[first + 2] = first + 1;
    flags[first] = flags[first + 1] = flags[first + 2] = 0;
    parent[k] = k;
    corners[k] = 3;
    if (!addHalfEdge(first, a, b)) return first;
    if (!addHalfEdge(first + 1, b, c)) return first + 1;
    if (!addHalfEdge(first + 2, c, a)) return first + 2;
  }
  return triangles.length;
}

/** Enters half-edge h (u→v) in the edge table and pairs it with v→u if that is there; false if u→v already is. */
function addHalfEdge(h: number, u: number, v: number): boolean {
  const { twins, edgeAt } = mesh;
  const slot = TABLE_SIDE * u + v;
  if (edgeAt[slot] !== 0) return false;
  edgeAt[slot] = h + 1;
  const t = edgeAt[TABLE_SIDE * v + u] - 1;
  twins[h] = t;
  if (t !== -1) twins[t] = h;
  return true;
}

/**
 * Clears the table slots of the first `written` half-edges and tells whether every
 * half-edge without a twin is a ring edge (else an edge is open: a T-junction the general
 * merge repairs).
 */
function clearEdgeTable(written: number, n: number): boolean {
  const { origin, next, twins, edgeAt } = mesh;
  let paired = true;
  for (let h = 0; h < written; h++) {
    const u = origin[h];
    const v = origin[next[h]];
    edgeAt[TABLE_SIDE * u + v] = 0;
    if (twins[h] === -1 && v !== (u + 1 === n ? 0 : u + 1)) paired = false;
  }
  return paired;
}

/** Removes diagonal h (twin t) if both its ends stay convex and the piece stays small enough (as hertel-mehlhorn.ts). */
function tryMerge(coords: Float64Array, h: number, t: number, maxVertices: number): void {
  const { origin, next, prev, flags, parent, corners } = mesh;
  const a = pieceOf(parent, h);
  const b = pieceOf(parent, t);
  if (a === b) return;
  const atU = turn(coords, origin[prev[h]], origin[h], origin[next[next[t]]]);
  const atV = turn(coords, origin[prev[t]], origin[t], origin[next[next[h]]]);
  if (atU < 0 || atV < 0) return;
  const merged = corners[a] + corners[b] - 4 + (atU > 0 ? 1 : 0) + (atV > 0 ? 1 : 0);
  if (merged > maxVertices) return;
  // Unlink h (u→v) and t (v→u): prev(h) continues with next(t), prev(t) with next(h).
  next[prev[h]] = next[t];
  prev[next[t]] = prev[h];
  next[prev[t]] = next[h];
  prev[next[h]] = prev[t];
  flags[h] = flags[t] = 1;
  parent[b] = a;
  corners[a] = merged;
}

function pieceOf(parent: Int32Array, h: number): number {
  let k = (h / 3) | 0;
  while (parent[k] !== k) k = parent[k] = parent[parent[k]];
  return k;
}

/** Every remaining piece as a vertex cycle, from its lowest half-edge, in that order. */
function remainingCycles(count: number): number[][] {
  const { origin, next, flags } = mesh;
  const cycles: number[][] = [];
  for (let h = 0; h < count; h++) {
    if (flags[h] !== 0) continue;
    let length = 1;
    for (let e = next[h]; e !== h; e = next[e]) length++;
    const cycle = new Array<number>(length); // of exact length (grown by push, each took 16 slots)
    for (let i = 0, e = h; i < length; i++, e = next[e]) {
      flags[e] = 2;
      cycle[i] = origin[e];
    }
    cycles.push(cycle);
  }
  return cycles;
}

function turn(coords: Float64Array, a: number, b: number, c: number): number {
  return orientXY(coords[2 * a], coords[2 * a + 1], coords[2 * b], coords[2 * b + 1], coords[2 * c], coords[2 * c + 1]);
}
