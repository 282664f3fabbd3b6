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
 *   twin of u→v = the half-edge v→u, else u→v is a ring edge (else: give up)
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

// Fixed arrays, made once (the merge is synchronous and never re-entered: see scratch.ts).
const origin = new Int32Array(MAX_HALF_EDGES);
const next = new Int32Array(MAX_HALF_EDGES);
const prev = new Int32Array(MAX_HALF_EDGES);
const twins = new Int32Array(MAX_HALF_EDGES);
/** 1: removed (a merged diagonal); 2: emitted as part of a piece. */
const flags = new Uint8Array(MAX_HALF_EDGES);
/** Union-find over the triangles (half-edge h starts in triangle ⌊h / 3⌋). */
const parent = new Int32Array(MAX_HALF_EDGES / 3);
/** Real corners of each piece (straight corners made by a merge are not counted). */
const corners = new Int32Array(MAX_HALF_EDGES / 3);
/** Half-edge u→v plus one at slot 16u + v, 0 for none; every slot written is cleared after use. */
const edgeAt = new Int32Array(TABLE_SIDE * TABLE_SIDE);

/**
 * Merges earcut's triangles of a small untouched ring into the same convex counter-clockwise
 * index cycles, in the same order, as `mergeTriangles`, or returns null when that general
 * merge must decide (see the header).
 * @internal
 */
export function mergeSmallRing(polygon: IndexPolygon, triangles: ArrayLike<number>, maxVertices: number): number[][] | null {
  const n = polygon.vertexCount;
  const count = triangles.length;
  if (polygon.ringStarts.length !== 2 || polygon.touchVertices.length > 0 || n > SMALL_MERGE_MAX_VERTICES) return null;
  if (count === 0 || count > MAX_HALF_EDGES || !loadTriangles(polygon.coords, triangles)) return null;
  const paired = pairTwins(n, count);
  clearEdgeTable(count);
  if (!paired) return null;
  for (let h = 0; h < count; h++) {
    const t = twins[h];
    if (t > h) tryMerge(polygon.coords, h, t, maxVertices);
  }
  return remainingCycles(count);
}

/**
 * Writes the triangles' half-edges, each triangle turned counter-clockwise, and starts every
 * triangle as a piece of its own; false on a zero-area triangle or a repeated vertex.
 */
function loadTriangles(coords: Float64Array, triangles: ArrayLike<number>): boolean {
  const flip = turn(coords, triangles[0], triangles[1], triangles[2]) < 0;
  for (let first = 0, k = 0; first < triangles.length; first += 3, k++) {
    const a = triangles[first];
    const b = triangles[first + (flip ? 2 : 1)];
    const c = triangles[first + (flip ? 1 : 2)];
    if (turn(coords, a, b, c) <= 0) return false; // zero area (or earcut's winding not consistent)
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
  }
  return true;
}

/**
 * Fills `twins` (−1 for a ring edge) through the dense edge table; false when a directed edge
 * is used twice or an edge has neither twin nor ring edge. The table is cleared by the caller.
 */
function pairTwins(n: number, count: number): boolean {
  for (let h = 0; h < count; h++) {
    const slot = TABLE_SIDE * origin[h] + origin[next[h]];
    if (edgeAt[slot] !== 0) return false;
    edgeAt[slot] = h + 1;
  }
  for (let h = 0; h < count; h++) {
    const u = origin[h];
    const v = origin[next[h]];
    twins[h] = edgeAt[TABLE_SIDE * v + u] - 1;
    if (twins[h] === -1 && v !== (u + 1 === n ? 0 : u + 1)) return false;
  }
  return true;
}

/** Clears every slot the half-edges may have written (a slot written twice is cleared twice). */
function clearEdgeTable(count: number): void {
  for (let h = 0; h < count; h++) edgeAt[TABLE_SIDE * origin[h] + origin[next[h]]] = 0;
}

/** Removes diagonal h (twin t) if both its ends stay convex and the piece stays small enough (as hertel-mehlhorn.ts). */
function tryMerge(coords: Float64Array, h: number, t: number, maxVertices: number): void {
  const a = pieceOf(h);
  const b = pieceOf(t);
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

function pieceOf(h: number): number {
  let k = (h / 3) | 0;
  while (parent[k] !== k) k = parent[k] = parent[parent[k]];
  return k;
}

/** Every remaining piece as a vertex cycle, from its lowest half-edge, in that order. */
function remainingCycles(count: number): number[][] {
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
