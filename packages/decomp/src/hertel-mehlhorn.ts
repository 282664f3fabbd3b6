import { type IndexPolygon, isBoundaryEdge } from './index-polygon.js';
import { orientVertices } from './predicates.js';
import { atLeast } from './scratch.js';
import { junctionInserts, unusedVertices } from './t-junctions.js';

/*
 * Hertel–Mehlhorn: merge the triangles of a triangulation into convex pieces by removing each diagonal whose removal
 * keeps both its ends convex (one greedy pass; at most 4× the fewest pieces).
 */

/** The corner count of a piece that never merges: above any merge's, so the size test turns it away. */
const NEVER = 2 ** 29;

/** `next` of a half-edge removed or emitted as part of a piece: no cycle reads it any more. */
const GONE = -1;

/**
 * The merge's arrays, grown to the largest polygon seen (the merge is synchronous and never re-entered: see scratch.ts)
 * and dropped once its pieces are proved if that was over MESH_KEPT_MAX_HALF_EDGES (releaseLargeMesh).
 */
class Mesh {
  origin = new Int32Array(0);
  /** The next half-edge of the cycle, or GONE. */
  next = new Int32Array(0);
  prev = new Int32Array(0);
  twins = new Int32Array(0);
  /** Union-find over the triangles (half-edge h < the triangles' 3k starts in triangle ⌊h / 3⌋). */
  parent = new Int32Array(0);
  /** Real corners of each piece (straight corners made by a merge are not counted), or NEVER. */
  corners = new Int32Array(0);
  /** Half-edges of each piece (straight corners included): its cycle's length. */
  sizes = new Int32Array(0);
  /** The waiting lists pairing twins (waiting-twins.ts). */
  waitingHead = new Int32Array(0);
  waitingLink = new Int32Array(0);
  waitingTo = new Int32Array(0);
  /** For a half-edge a repair added (numbered after the triangles'): the open half-edge whose edge it continues. */
  anchor = new Int32Array(0);
  /** During a repair: 1 at each vertex of a repaired edge (its pairs are paired afresh). */
  marks = new Uint8Array(0);
}

let mesh = new Mesh();

/** Half-edges whose arrays are kept from call to call at most (about 35 MB): a huge polygon's are dropped. */
const MESH_KEPT_MAX_HALF_EDGES = 1 << 20;

/**
 * Drops the merge's arrays if the last merge grew them past MESH_KEPT_MAX_HALF_EDGES (they regrow on the next merge),
 * so one huge polygon does not pin them for the process's life. @internal
 */
export function releaseLargeMesh(): void {
  if (mesh.origin.length > MESH_KEPT_MAX_HALF_EDGES) mesh = new Mesh();
}

/** What loadTriangles found: half-edges written, zero-area triangles among them. */
const loaded = { written: 0, flat: 0 };

/**
 * Grows the arrays to `count` half-edges (a repair keeps what they hold: it adds half-edges, no triangle) and the
 * waiting lists, emptied, to n vertices.
 */
function reserve(count: number, n: number, repair: boolean): void {
  const grow = repair ? grownCopy : atLeast;
  mesh.origin = grow(mesh.origin, count);
  mesh.next = grow(mesh.next, count);
  mesh.prev = grow(mesh.prev, count);
  mesh.twins = grow(mesh.twins, count);
  mesh.anchor = atLeast(mesh.anchor, count);
  mesh.marks = atLeast(mesh.marks, n);
  if (!repair) {
    mesh.parent = atLeast(mesh.parent, Math.ceil(count / 3));
    mesh.corners = atLeast(mesh.corners, Math.ceil(count / 3));
    mesh.sizes = atLeast(mesh.sizes, Math.ceil(count / 3));
  }
  mesh.waitingLink = atLeast(mesh.waitingLink, count);
  mesh.waitingTo = atLeast(mesh.waitingTo, count);
  mesh.waitingHead = atLeast(mesh.waitingHead, n);
  mesh.waitingHead.fill(-1, 0, n);
}

/** {@link atLeast}, keeping the contents. */
function grownCopy<T extends Int32Array>(from: T, length: number): T {
  const to = atLeast(from, length);
  if (to !== from) to.set(from);
  return to;
}

/**
 * Merges earcut's triangles (all of one winding, as a triangulator gives them) into the same convex counter-clockwise
 * index cycles, in the same order, with the same count of flat ones, as `mergeTrianglesOnMesh`. @internal
 */
export function mergeTriangles(polygon: IndexPolygon, triangles: ArrayLike<number>, maxVertices: number): MergedCycles {
  const n = polygon.vertexCount;
  if (triangles.length === 0) return { cycles: [], flat: 0 };
  reserve(triangles.length, n, false);
  const open = openEdgeScratch;
  open.length = 0;
  loadTriangles(polygon, triangles);
  collectOpenEdges(polygon, open);
  const written = loaded.written;
  repairedEdges.length = 0;
  repairStarts.length = 0;
  const count = open.length > 0 ? repairOpenEdges(polygon, written, open) : written;
  mergeDiagonals(polygon.coords, written, count, Math.min(maxVertices, NEVER - 2));
  return { cycles: remainingCycles(written, count), flat: loaded.flat };
}

/**
 * Writes the triangles' half-edges as the general merge orders them, starts every triangle as a piece of its own and
 * pairs each half-edge u→v with the half-edge v→u read before it, if any, through the waiting lists.
 */
function loadTriangles(polygon: IndexPolygon, triangles: ArrayLike<number>): void {
  const { origin, next, prev, parent, corners, sizes, twins, waitingHead, waitingLink, waitingTo } = mesh;
  const { coords, canon } = polygon;
  const flip = windingOf(coords, triangles) < 0;
  loaded.flat = 0;
  let first = 0;
  let k = 0; // the triangle's number (a count: first / 3 would be a double to the compiler)
  for (let t = 0; t < triangles.length; t += 3) {
    const a = canon[triangles[t]];
    const b = canon[triangles[t + (flip ? 2 : 1)]];
    const c = canon[triangles[t + (flip ? 1 : 2)]];
    // Zero area is rare: the cases it covers are sorted out only then.
    const straight = orientVertices(coords, a, b, c) === 0;
    if (straight && (a === b || b === c || c === a)) continue; // both vertices of a pinch: encloses nothing
    origin[first] = a;
    origin[first + 1] = b;
    origin[first + 2] = c;
    next[first] = first + 1;
    next[first + 1] = first + 2;
    next[first + 2] = first;
    prev[first] = first + 2;
    prev[first + 1] = first;
    prev[first + 2] = first + 1;
    parent[k] = k;
    sizes[k] = 3;
    corners[k] = straight ? NEVER : 3;
    if (straight) loaded.flat++;
    // The general merge's twinsOf, one half-edge at a time in the same order: the same pairs.
    pairWithWaiting(waitingHead, waitingLink, waitingTo, twins, first, a, b);
    pairWithWaiting(waitingHead, waitingLink, waitingTo, twins, first + 1, b, c);
    pairWithWaiting(waitingHead, waitingLink, waitingTo, twins, first + 2, c, a);
    first += 3;
    k++;
  }
  loaded.written = first;
}

/** The open edges' positions in increasing order; emptied by each merge. */
const openEdgeScratch: number[] = [];

/**
 * Adds to `open` every half-edge without a twin that is not a ring edge, in increasing order, read off the waiting
 * lists: they hold exactly the half-edges left unpaired (about one a vertex, a third of them all).
 */
function collectOpenEdges(polygon: IndexPolygon, open: number[]): void {
  const { waitingHead, waitingLink, waitingTo } = mesh;
  for (let u = 0; u < polygon.vertexCount; u++) {
    for (let h = waitingHead[u]; h !== -1; h = waitingLink[h])
      if (!isBoundaryEdge(polygon, u, waitingTo[h])) open.push(h);
  }
  if (open.length > 1) open.sort((a, b) => a - b);
}

/** The general merge's T-junction repair, in place. */
function repairOpenEdges(polygon: IndexPolygon, written: number, open: readonly number[]): number {
  const { origin, next } = mesh;
  const unused = unusedVertices(polygon, origin, written);
  const inserts = junctionInserts(
    polygon,
    unused,
    open.map((h) => origin[h]),
    open.map((h) => origin[next[h]]),
  );
  let count = written;
  for (const on of inserts) count += on.length;
  reserve(count, polygon.vertexCount, true);
  linkInserts(written, open, inserts);
  pairRepairedAfresh(written, count);
  return count;
}

/** The open edges the repair split, in increasing order, and where each one's new half-edges start. */
const repairedEdges: number[] = [];
const repairStarts: number[] = [];

/**
 * Links each open edge's inserts in after it as new half-edges (the piece grows by as many straight corners), lists
 * it in `repairedEdges` and marks the vertices of its edge.
 */
function linkInserts(written: number, open: readonly number[], inserts: readonly number[][]): void {
  const { origin, next, prev, anchor, corners, sizes, marks } = mesh;
  let s = written;
  for (let j = 0; j < open.length; j++) {
    const h = open[j];
    const on = inserts[j];
    if (on.length === 0) continue;
    repairedEdges.push(h);
    repairStarts.push(s);
    const after = next[h];
    marks[origin[h]] = marks[origin[after]] = 1;
    let last = h;
    for (const w of on) {
      origin[s] = w;
      anchor[s] = h;
      prev[s] = last;
      next[last] = s;
      marks[w] = 1;
      last = s++;
    }
    next[last] = after;
    prev[after] = last;
    const k = (h / 3) | 0;
    sizes[k] += on.length;
    if (h % 3 === 0) corners[k] = NEVER;
  }
  repairStarts.push(s);
}

/** Pairs afresh, in the general merge's order, every half-edge between two marked vertices, then unmarks them. */
function pairRepairedAfresh(written: number, count: number): void {
  const { origin, next, twins, marks, waitingHead, waitingLink, waitingTo } = mesh;
  inGeneralOrder(written, count, (h) => {
    const u = origin[h];
    const v = origin[next[h]];
    if (marks[u] !== 0 && marks[v] !== 0) pairWithWaiting(waitingHead, waitingLink, waitingTo, twins, h, u, v);
  });
  for (let h = written; h < count; h++) marks[origin[h]] = marks[origin[next[h]]] = 0;
  for (const h of repairedEdges) marks[origin[h]] = 0;
}

/**
 * Visits half-edges 0 … count in the general merge's order: the triangles', each repaired edge followed by the half-edges
 * a repair added after it; `triangle` is the triangle each belongs to (an added one: its repaired edge's).
 */
function inGeneralOrder(written: number, count: number, visit: (h: number, triangle: number) => void): void {
  const repaired = count === written ? 0 : repairedEdges.length;
  for (let h = 0, j = 0; j <= repaired; j++) {
    const end = j < repaired ? repairedEdges[j] + 1 : written;
    for (; h < end; h++) visit(h, (h / 3) | 0);
    if (j === repaired) break;
    for (let e = repairStarts[j]; e < repairStarts[j + 1]; e++) visit(e, ((h - 1) / 3) | 0);
  }
}

/** Hertel–Mehlhorn over the diagonals in the general merge's order: each pair of twins once, at the first. */
function mergeDiagonals(coords: Float64Array, written: number, count: number, maxVertices: number): void {
  const { twins, anchor } = mesh;
  if (count === written) {
    for (let h = 0; h < count; h++) {
      const t = twins[h];
      if (t > h) tryMerge(coords, h, t, (h / 3) | 0, (t / 3) | 0, maxVertices);
    }
    return;
  }
  // Where a pair is met first: by the triangles' half-edge each one is, or continues (an added one).
  const at = (h: number) => (h < written ? h : anchor[h]);
  inGeneralOrder(written, count, (h, triangle) => {
    const t = twins[h];
    if (t !== -1 && at(t) > at(h)) tryMerge(coords, h, t, triangle, (at(t) / 3) | 0, maxVertices);
  });
}

/** Removes diagonal h if both its ends stay convex and the piece stays small enough. */
function tryMerge(coords: Float64Array, h: number, t: number, th: number, tt: number, maxVertices: number): void {
  const { origin, next, prev, parent, corners, sizes } = mesh;
  const atU = orientVertices(coords, origin[prev[h]], origin[h], origin[next[next[t]]]);
  if (atU < 0) return; // (the second corner is not asked for then)
  const atV = orientVertices(coords, origin[prev[t]], origin[t], origin[next[next[h]]]);
  if (atV < 0) return;
  const a = pieceOf(parent, th);
  const b = pieceOf(parent, tt);
  if (a === b) return;
  const merged = corners[a] + corners[b] - 4 + (atU > 0 ? 1 : 0) + (atV > 0 ? 1 : 0);
  if (merged > maxVertices) return;
  // Unlink h (u→v) and t (v→u): prev(h) continues with next(t), prev(t) with next(h).
  next[prev[h]] = next[t];
  prev[next[t]] = prev[h];
  next[prev[t]] = next[h];
  prev[next[h]] = prev[t];
  next[h] = next[t] = GONE;
  parent[b] = a;
  corners[a] = merged;
  sizes[a] += sizes[b] - 2;
}

/** The piece holding triangle k: its union-find root. */
function pieceOf(parent: Int32Array, k: number): number {
  while (parent[k] !== k) k = parent[k] = parent[parent[k]];
  return k;
}

/** Every remaining piece as a vertex cycle, from its first half-edge in the general merge's order, in that order. */
function remainingCycles(written: number, count: number): number[][] {
  const { origin, next, parent, sizes } = mesh;
  const cycles: number[][] = [];
  inGeneralOrder(written, count, (h, triangle) => {
    if (next[h] !== GONE) cycles.push(cycleFrom(origin, next, h, sizes[pieceOf(parent, triangle)]));
  });
  return cycles;
}

/** The cycle of `length` half-edges from h (each left GONE: emitted). */
function cycleFrom(origin: Int32Array, next: Int32Array, h: number, length: number): number[] {
  const cycle = new Array<number>(length); // of exact length (an array grown by push keeps spare slots)
  for (let i = 0, e = h; i < length; i++) {
    cycle[i] = origin[e];
    const after = next[e];
    next[e] = GONE;
    e = after;
  }
  return cycle;
}

/** Merged cycles and how many of them are flat (no area). @internal */
export interface MergedCycles {
  cycles: number[][];
  flat: number;
}

/** The sign of earcut's (consistent) triangle winding: that of its first non-degenerate triangle. @internal */
export function windingOf(coords: ArrayLike<number>, triangles: ArrayLike<number>): number {
  for (let t = 0; t < triangles.length; t += 3) {
    const o = orientVertices(coords, triangles[t], triangles[t + 1], triangles[t + 2]);
    if (o !== 0) return o;
  }
  return 1;
}

// Twins by waiting lists (the tests' mesh merge uses them too): cheaper than hashing every edge.

/**
 * Pairs half-edge h (u→v) with the latest half-edge v→u still waiting (taking it off its list) and records the pair
 * in `twins` both ways, or leaves h waiting at u (twins[h] = −1). @internal
 */
export function pairWithWaiting(
  head: Int32Array,
  link: Int32Array,
  to: Int32Array,
  twins: Int32Array,
  h: number,
  u: number,
  v: number,
): void {
  let before = -1;
  let t = head[v];
  while (t !== -1 && to[t] !== u) {
    before = t;
    t = link[t];
  }
  twins[h] = t;
  if (t === -1) {
    to[h] = v;
    link[h] = head[u];
    head[u] = h;
    return;
  }
  twins[t] = h;
  if (before === -1) head[v] = link[t];
  else link[before] = link[t];
}
