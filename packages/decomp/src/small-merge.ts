import { EdgeTable } from './edge-table.js';
import { type MergedCycles, mergePairedTriangles } from './hertel-mehlhorn.js';
import { type IndexPolygon, isBoundaryEdge } from './index-polygon.js';
import { orientVertices } from './predicates.js';
import { pairWithWaiting } from './waiting-twins.js';

/*
 * Hertel–Mehlhorn for a polygon whose rings touch nothing, without the general mesh
 * (hertel-mehlhorn.ts). At 12 vertices earcut triangulates the whole ring in about 0.45 µs,
 * and building the general half-edge mesh — scratch views, a copy of the triangles as
 * cycles, the T-junction scan, the union-find over cycles, a counting walk per piece — cost
 * more than that (at 104 vertices with holes, a seventh of the whole call; on the large
 * fixtures its passes were as many again as the merge's own work). Here the half-edges live
 * in arrays grown once, written as the triangles are read, twins paired on the way (up to
 * 128 vertices, as far as the proof's own edge table is dense, from a dense n × n table of
 * directed edges; beyond, by the general merge's waiting lists, and the pieces come with
 * the pairing certificate that spares the proof a hashed table), and the merge itself is
 * the general one, step for step (same order of diagonals, same exact corner tests, same
 * splices), so the pieces are the same cycles in the same order:
 *
 *   triangles turned counter-clockwise (earcut's winding is consistent: its first triangle's sign)
 *   twin of u→v = the half-edge v→u (paired as the triangles are read), else u→v is a boundary edge (else: give up)
 *   for h ascending, its twin t > h: merge as tryMerge does (both ends convex, ≤ maxVertices)
 *   pieces: each remaining cycle, from its lowest half-edge, in that order
 *
 * Anything the general merge treats specially gives up (null) before a result exists: a
 * touching point, a zero-area triangle (kept unmerged there), a repeated vertex in a
 * triangle, a directed edge used twice (dense table only: the waiting lists pair as the
 * general merge does). The general merge then runs from the start. An edge with neither
 * twin nor boundary edge (a T-junction to repair) does not give up: the triangles, read and
 * paired, go to the general merge's repair as they are (mergePairedTriangles).
 */

/**
 * The arrays, grown to the largest polygon seen and never shrunk (the merge is synchronous
 * and never re-entered: see scratch.ts). Each function reads the ones it uses into locals
 * first: read as module bindings on every access, the merge of a 12-vertex ring took 1.4×
 * as long.
 */
const mesh = {
  origin: new Int32Array(0),
  next: new Int32Array(0),
  prev: new Int32Array(0),
  twins: new Int32Array(0),
  /** 1: removed (a merged diagonal); 2: emitted as part of a piece. */
  flags: new Uint8Array(0),
  /** Union-find over the triangles (half-edge h starts in triangle ⌊h / 3⌋). */
  parent: new Int32Array(0),
  /** Real corners of each piece (straight corners made by a merge are not counted). */
  corners: new Int32Array(0),
  /** Half-edges of each piece (straight corners included): its cycle's length. */
  sizes: new Int32Array(0),
  /** Half-edge u→v plus one at slot n·u + v, 0 for none; every slot written is cleared after use. */
  edgeAt: new Int32Array(0),
  /** Over 128 vertices, the waiting lists pairing twins (waiting-twins.ts). */
  waitingHead: new Int32Array(0),
  waitingLink: new Int32Array(0),
  waitingTo: new Int32Array(0),
  /** The pairing certificate's names: the half-edge leaving each vertex of the pieces, piece after piece. */
  edges: new Int32Array(0),
};

/**
 * Grows the arrays to `count` half-edges and either (`dense`) an edge table of n × n slots
 * (fresh arrays are zero) or the waiting lists, emptied, for n vertices.
 */
function reserve(count: number, n: number, dense: boolean): void {
  if (mesh.origin.length < count) {
    const size = Math.max(count, 2 * mesh.origin.length, 48);
    mesh.origin = new Int32Array(size);
    mesh.next = new Int32Array(size);
    mesh.prev = new Int32Array(size);
    mesh.twins = new Int32Array(size);
    mesh.flags = new Uint8Array(size);
    mesh.parent = new Int32Array(Math.ceil(size / 3));
    mesh.corners = new Int32Array(Math.ceil(size / 3));
    mesh.sizes = new Int32Array(Math.ceil(size / 3));
  }
  if (!dense) reserveWaiting(count, n);
  else if (mesh.edgeAt.length < n * n) mesh.edgeAt = new Int32Array(Math.max(n * n, 256));
}

/** Grows the waiting lists and the certificate's names (over 128 vertices) to `count` half-edges and n vertices, no half-edge waiting. */
function reserveWaiting(count: number, n: number): void {
  if (mesh.waitingLink.length < count) {
    const size = Math.max(count, 2 * mesh.waitingLink.length);
    mesh.waitingLink = new Int32Array(size);
    mesh.waitingTo = new Int32Array(size);
    mesh.edges = new Int32Array(size);
  }
  if (mesh.waitingHead.length < n) mesh.waitingHead = new Int32Array(Math.max(n, 2 * mesh.waitingHead.length));
  mesh.waitingHead.fill(-1, 0, n);
}

/**
 * Merges earcut's triangles of a polygon whose rings touch nothing into the same convex
 * counter-clockwise index cycles, in the same order, as `mergeTriangles` (with the pairing
 * certificate over 128 vertices, where the proof's table is hashed; its arrays live until
 * the next merge), or returns null when that general merge must decide (see the header).
 * An open edge found once every triangle is read and paired hands them to the general
 * merge's repair as they are.
 * @internal
 */
export function mergeUntouchedPolygon(polygon: IndexPolygon, triangles: ArrayLike<number>, maxVertices: number): MergedCycles | null {
  const n = polygon.vertexCount;
  const count = triangles.length;
  if (polygon.touchVertices.length > 0 || count === 0) return null;
  const dense = EdgeTable.isDense(n);
  reserve(count, n, dense);
  const loaded = loadTriangles(polygon.coords, triangles, n, dense);
  // Cleared whatever happened: the table is empty again for the next call.
  const open = openEdgeScratch;
  open.length = 0;
  if (dense) clearEdgeTable(loaded, polygon, open);
  else collectOpenEdges(loaded, polygon, open);
  if (loaded < count) return null;
  if (open.length > 0) return mergePairedTriangles(polygon, mesh.origin, count / 3, open, maxVertices);
  const { twins } = mesh;
  for (let h = 0; h < count; h++) {
    const t = twins[h];
    if (t > h) tryMerge(polygon.coords, h, t, maxVertices);
  }
  const cycles = remainingCycles(count, !dense);
  return { cycles, flat: 0, pairing: dense ? undefined : { edges: mesh.edges, twins, count } };
}

/**
 * Writes the triangles' half-edges, each triangle turned counter-clockwise, starts every
 * triangle as a piece of its own and pairs each half-edge u→v with the half-edge v→u read
 * before it, if any, through the edge table (`dense`) or the waiting lists (`twins`: −1
 * until paired). Returns how many half-edges were written: fewer than all on a zero-area
 * triangle, a repeated vertex or (dense) a directed edge used twice (every half-edge
 * written has its table slot set).
 */
function loadTriangles(coords: Float64Array, triangles: ArrayLike<number>, n: number, dense: boolean): number {
  const { origin, next, prev, flags, parent, corners, sizes, twins, waitingHead, waitingLink, waitingTo } = mesh;
  const flip = orientVertices(coords, triangles[0], triangles[1], triangles[2]) < 0;
  for (let first = 0, k = 0; first < triangles.length; first += 3, k++) {
    const a = triangles[first];
    const b = triangles[first + (flip ? 2 : 1)];
    const c = triangles[first + (flip ? 1 : 2)];
    if (orientVertices(coords, a, b, c) <= 0) return first; // zero area (or earcut's winding not consistent)
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
    sizes[k] = 3;
    if (!dense) {
      // The general merge's twinsOf, one half-edge at a time in the same order: the same pairs.
      pairWithWaiting(waitingHead, waitingLink, waitingTo, twins, first, a, b);
      pairWithWaiting(waitingHead, waitingLink, waitingTo, twins, first + 1, b, c);
      pairWithWaiting(waitingHead, waitingLink, waitingTo, twins, first + 2, c, a);
    } else {
      if (!addHalfEdge(first, a, b, n)) return first;
      if (!addHalfEdge(first + 1, b, c, n)) return first + 1;
      if (!addHalfEdge(first + 2, c, a, n)) return first + 2;
    }
  }
  return triangles.length;
}

/** Enters half-edge h (u→v) in the edge table and pairs it with v→u if that is there; false if u→v already is. */
function addHalfEdge(h: number, u: number, v: number, n: number): boolean {
  const { twins, edgeAt } = mesh;
  const slot = n * u + v;
  if (edgeAt[slot] !== 0) return false;
  edgeAt[slot] = h + 1;
  const t = edgeAt[n * v + u] - 1;
  twins[h] = t;
  if (t !== -1) twins[t] = h;
  return true;
}

/**
 * The half-edges found open (neither twin nor ring edge: a T-junction the general merge
 * repairs), in increasing order; emptied by each merge (one array, not one per call).
 */
const openEdgeScratch: number[] = [];

/**
 * Clears the table slots of the first `written` half-edges and adds to `open` every one
 * without a twin that is not a ring edge (collectOpenEdges, in the same pass).
 */
function clearEdgeTable(written: number, polygon: IndexPolygon, open: number[]): void {
  const n = polygon.vertexCount;
  const { origin, next, twins, edgeAt } = mesh;
  for (let h = 0; h < written; h++) {
    const u = origin[h];
    const v = origin[next[h]];
    edgeAt[n * u + v] = 0;
    if (twins[h] === -1 && !isBoundaryEdge(polygon, u, v)) open.push(h);
  }
}

/** Adds to `open` every one of the first `written` half-edges without a twin that is not a ring edge. */
function collectOpenEdges(written: number, polygon: IndexPolygon, open: number[]): void {
  const { origin, next, twins } = mesh;
  for (let h = 0; h < written; h++) {
    if (twins[h] === -1 && !isBoundaryEdge(polygon, origin[h], origin[next[h]])) open.push(h);
  }
}

/** Removes diagonal h (twin t) if both its ends stay convex and the piece stays small enough (as hertel-mehlhorn.ts). */
function tryMerge(coords: Float64Array, h: number, t: number, maxVertices: number): void {
  const { origin, next, prev, flags, parent, corners, sizes } = mesh;
  const a = pieceOf(parent, h);
  const b = pieceOf(parent, t);
  if (a === b) return;
  const atU = orientVertices(coords, origin[prev[h]], origin[h], origin[next[next[t]]]);
  if (atU < 0) return; // (the second corner is not asked for then)
  const atV = orientVertices(coords, origin[prev[t]], origin[t], origin[next[next[h]]]);
  if (atV < 0) return;
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
  sizes[a] += sizes[b] - 2;
}

function pieceOf(parent: Int32Array, h: number): number {
  let k = (h / 3) | 0;
  while (parent[k] !== k) k = parent[k] = parent[parent[k]];
  return k;
}

/**
 * Every remaining piece as a vertex cycle, from its lowest half-edge, in that order (one
 * walk per piece: its length is kept by the merge), and if `named`, the half-edge leaving
 * each vertex in `edges` (the pairing certificate's names).
 */
function remainingCycles(count: number, named: boolean): number[][] {
  const { origin, next, flags, parent, sizes, edges } = mesh;
  const cycles: number[][] = [];
  let written = 0;
  for (let h = 0; h < count; h++) {
    if (flags[h] !== 0) continue;
    const length = sizes[pieceOf(parent, h)];
    const cycle = new Array<number>(length); // of exact length (grown by push, each took 16 slots)
    for (let i = 0, e = h; i < length; i++, e = next[e]) {
      flags[e] = 2;
      cycle[i] = origin[e];
      if (named) edges[written++] = e;
    }
    cycles.push(cycle);
  }
  return cycles;
}

