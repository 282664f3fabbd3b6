import { type MergedCycles, windingOf } from '../hertel-mehlhorn.js';
import { type IndexPolygon, isBoundaryEdge } from '../index-polygon.js';
import { orientVertices } from '../predicates.js';
import { float64Scratch, int32Scratch, uint8Scratch } from '../scratch.js';
import { junctionInserts, unusedVertices } from '../t-junctions.js';
import { pairWithWaiting } from '../hertel-mehlhorn.js';
import { FlatCycles } from './flat-cycles.js';

/*
 * Hertel–Mehlhorn: merge the triangles of a triangulation into convex pieces by removing
 * diagonals whose removal keeps both endpoints convex. Greedy, one pass over the diagonals,
 * on half-edges in typed arrays (each piece a circular list of its boundary half-edges):
 *
 *   for each diagonal u→v (half-edge h) whose twin v→u (t) lies in another piece:
 *     p = origin of prev(h), q = end of next(h)     (A's neighbours of u and v)
 *     r = origin of prev(t), s = end of next(t)     (B's neighbours of v and u)
 *     if corner p-u-s and corner r-v-q are not reflex (exact orientation ≥ 0)
 *        and the merged piece has at most maxVertices real corners:
 *       splice the two lists together without h and t (O(1))
 *
 * A diagonal that cannot go now never can later (merges only widen the corners at its ends),
 * so one pass leaves only essential diagonals: at most 4× the optimal number of pieces
 * (Hertel & Mehlhorn 1983). A straight (collinear) corner may be created by a merge; it is
 * not counted as a corner and is removed from the piece afterwards (area unchanged). Pieces
 * are vertex-index cycles.
 */

/**
 * Merges earcut's triangles (vertex indices into the polygon's coordinates) into convex
 * counter-clockwise pieces of at most `maxVertices` corners, as cycles of canonical vertex
 * indices. Zero-area triangles are kept as pieces of their own (never merged) so that every
 * edge still has its twin for the exact check; finishing them leaves fewer than 3 vertices
 * and they are dropped then; `flat` counts them. (`decompose` merges without this mesh,
 * in small-merge.ts, into the same cycles: this general merge is the reference its tests
 * hold it to.)
 * @internal
 */
export function mergeTrianglesOnMesh(
  polygon: IndexPolygon,
  triangles: ArrayLike<number>,
  maxVertices: number,
): MergedCycles {
  const cycles = orientedTriangles(polygon, triangles);
  const twins = twinsOf(cycles, polygon.vertexCount);
  const open = openEdges(polygon, cycles, twins);
  // (The mesh is built only for the cycles merged: a repair replaces these.)
  if (open.length > 0) return mergeRepaired(polygon, cycles, open, maxVertices);
  return mergeCycles(polygon.coords, cycles, new HalfEdges(cycles), twins, maxVertices);
}

/** Repairs the triangles' open edges (T-junctions), then pairs and merges the repaired cycles afresh. */
function mergeRepaired(
  polygon: IndexPolygon,
  triangles: FlatCycles,
  open: readonly number[],
  maxVertices: number,
): MergedCycles {
  const cycles = splitTJunctions(polygon, triangles, open);
  return mergeCycles(polygon.coords, cycles, new HalfEdges(cycles), twinsOf(cycles, polygon.vertexCount), maxVertices);
}

const twinScratch = int32Scratch();
const edgeIdScratch = int32Scratch();
const waitingHeadScratch = int32Scratch();
const waitingLinkScratch = int32Scratch();
const waitingToScratch = int32Scratch();

/**
 * For every half-edge (a position in `cycles`, as HalfEdges numbers them), the half-edge
 * running the other way between the same two vertices, or −1 (a boundary edge, or an open
 * one), in the first `cycles.size` entries of a scratch buffer: one pass pairing by waiting
 * lists (waiting-twins.ts), then plain array reads for the T-junction scan and the merge.
 * Read off the cycles, not a mesh: triangles with an open edge are repaired into new cycles
 * before any mesh is needed.
 */
function twinsOf(cycles: FlatCycles, vertexCount: number): Int32Array {
  const { vertices, starts } = cycles;
  const size = cycles.size;
  const head = waitingHeadScratch.take(vertexCount);
  head.fill(-1, 0, vertexCount);
  const link = waitingLinkScratch.take(size);
  const to = waitingToScratch.take(size);
  const twins = twinScratch.take(size);
  for (let k = 0; k < cycles.count; k++) {
    const first = starts[k];
    const end = starts[k + 1];
    for (let h = first; h < end; h++)
      pairWithWaiting(head, link, to, twins, h, vertices[h], vertices[h + 1 === end ? first : h + 1]);
  }
  return twins;
}

const cornerScratch = float64Scratch();
const triangleScratch = int32Scratch();
const triangleStartScratch = int32Scratch();

/** Hertel–Mehlhorn over the half-edges of `cycles` (see the header), and how many cycles are flat. */
function mergeCycles(
  coords: ArrayLike<number>,
  cycles: FlatCycles,
  mesh: HalfEdges,
  twins: Int32Array,
  maxVertices: number,
): MergedCycles {
  const { vertices, starts } = cycles;
  const corners = cornerScratch.take(cycles.count);
  let flat = 0;
  for (let k = 0; k < cycles.count; k++) {
    const first = starts[k];
    const straight = orientVertices(coords, vertices[first], vertices[first + 1], vertices[first + 2]) === 0;
    corners[k] = straight ? Infinity : 3; // flat (or a repaired cycle starting straight): never merges
    if (straight && isFlat(coords, vertices, first, starts[k + 1])) flat++;
  }
  for (let h = 0; h < mesh.count; h++) {
    const t = twins[h];
    if (t > h) tryMerge(coords, mesh, corners, h, t, maxVertices);
  }
  const out = mesh.cycles();
  return { cycles: out.cycles, flat };
}

/** Whether every corner of the cycle vertices[first … end) is straight (it encloses nothing). */
function isFlat(coords: ArrayLike<number>, vertices: Int32Array, first: number, end: number): boolean {
  for (let i = first; i < end; i++) {
    const b = i + 1 === end ? first : i + 1;
    const c = b + 1 === end ? first : b + 1;
    if (orientVertices(coords, vertices[i], vertices[b], vertices[c]) !== 0) return false;
  }
  return true;
}

/** Removes diagonal h (twin t) if both its ends stay convex and the piece stays small enough. */
function tryMerge(
  coords: ArrayLike<number>,
  mesh: HalfEdges,
  corners: Float64Array,
  h: number,
  t: number,
  maxVertices: number,
): void {
  const a = mesh.pieceOf(h);
  const b = mesh.pieceOf(t);
  if (a === b || !Number.isFinite(corners[a] + corners[b])) return;
  const { origin, next, prev } = mesh;
  const atU = orientVertices(coords, origin[prev[h]], origin[h], mesh.end(next[t]));
  if (atU < 0) return; // (the second corner is not asked for then)
  const atV = orientVertices(coords, origin[prev[t]], origin[t], mesh.end(next[h]));
  if (atV < 0) return;
  const merged = corners[a] + corners[b] - 4 + (atU > 0 ? 1 : 0) + (atV > 0 ? 1 : 0);
  if (merged > maxVertices) return;
  mesh.remove(h, t);
  mesh.join(b, a);
  corners[a] = merged;
}

const nextScratch = int32Scratch();
const prevScratch = int32Scratch();
const cycleOfScratch = int32Scratch();
const parentScratch = int32Scratch();
const sizeScratch = int32Scratch();
const flagScratch = uint8Scratch();

/**
 * The half-edges of a set of cycles: half-edge h runs from origin[h] to the origin of
 * next[h]; each cycle's half-edges start as a contiguous circular list. Pieces are joined
 * with a union-find over the cycle ids.
 */
class HalfEdges {
  readonly count: number;
  readonly origin: Int32Array;
  readonly next: Int32Array;
  readonly prev: Int32Array;
  private readonly cycleOf: Int32Array;
  private readonly parent: Int32Array;
  /** Half-edges of each piece (by its union-find root): its cycle's length. */
  private readonly sizes: Int32Array;
  /** 1: removed (a merged diagonal); 2: emitted by `cycles()`. */
  private readonly flags: Uint8Array;

  constructor(cycles: FlatCycles) {
    const { vertices, starts } = cycles;
    this.count = cycles.size;
    this.origin = vertices;
    // Scratch buffers (meshes are built one after another, never nested): a fresh set of
    // typed arrays per call cost more than the merge itself on small polygons.
    this.next = nextScratch.take(this.count);
    this.prev = prevScratch.take(this.count);
    this.cycleOf = cycleOfScratch.take(this.count);
    this.parent = parentScratch.take(cycles.count);
    this.sizes = sizeScratch.take(cycles.count);
    this.flags = flagScratch.take(this.count);
    this.flags.fill(0, 0, this.count);
    for (let k = 0; k < cycles.count; k++) {
      this.parent[k] = k;
      const first = starts[k];
      const last = starts[k + 1] - 1;
      this.sizes[k] = last - first + 1;
      for (let h = first; h <= last; h++) {
        this.next[h] = h === last ? first : h + 1;
        this.prev[h] = h === first ? last : h - 1;
        this.cycleOf[h] = k;
      }
    }
  }

  end(h: number): number {
    return this.origin[this.next[h]];
  }

  pieceOf(h: number): number {
    let k = this.cycleOf[h];
    while (this.parent[k] !== k) k = this.parent[k] = this.parent[this.parent[k]];
    return k;
  }

  /** Unlinks twins h (u→v) and t (v→u): prev(h) continues with next(t), prev(t) with next(h). */
  remove(h: number, t: number): void {
    const { next, prev } = this;
    next[prev[h]] = next[t];
    prev[next[t]] = prev[h];
    next[prev[t]] = next[h];
    prev[next[h]] = prev[t];
    this.flags[h] = 1;
    this.flags[t] = 1;
  }

  /** Joins piece `from` into piece `into` (after `remove` took out the diagonal between them). */
  join(from: number, into: number): void {
    this.parent[from] = into;
    this.sizes[into] += this.sizes[from] - 2;
  }

  /**
   * Every remaining piece as a vertex cycle, in the order of its first half-edge, and the
   * half-edge leaving each vertex, cycle after cycle, in the first entries of a scratch
   * buffer (the pairing certificate's names, see PairedEdges). One walk per piece: its
   * length is kept by `join`.
   */
  cycles(): { cycles: number[][]; edges: Int32Array } {
    const { flags, next } = this;
    const cycles: number[][] = [];
    const edges = edgeIdScratch.take(this.count);
    let written = 0;
    for (let h = 0; h < this.count; h++) {
      if (flags[h] !== 0) continue;
      const length = this.sizes[this.pieceOf(h)];
      // Of exact length: grown by push from empty, each took 16 slots.
      const cycle = new Array<number>(length);
      for (let i = 0, e = h; i < length; i++, e = next[e]) {
        flags[e] = 2;
        cycle[i] = this.origin[e];
        edges[written++] = e;
      }
      cycles.push(cycle);
    }
    return { cycles, edges };
  }
}

/**
 * earcut's triangles as canonical index cycles, all turned counter-clockwise. A triangle
 * using one point twice (both vertices of a pinch) encloses nothing and its edges cancel:
 * it is left out.
 */
function orientedTriangles(polygon: IndexPolygon, triangles: ArrayLike<number>): FlatCycles {
  const { coords, canon } = polygon;
  const flip = windingOf(coords, triangles) < 0;
  const vertices = triangleScratch.take(triangles.length);
  let count = 0;
  for (let t = 0; t < triangles.length; t += 3) {
    const a = canon[triangles[t]];
    const b = canon[triangles[t + (flip ? 2 : 1)]];
    const c = canon[triangles[t + (flip ? 1 : 2)]];
    if (a === b || b === c || c === a) continue;
    vertices[3 * count] = a;
    vertices[3 * count + 1] = b;
    vertices[3 * count + 2] = c;
    count++;
  }
  return new FlatCycles(vertices, triangleStarts(count), count);
}

/** Where each of `count` triangles starts among the vertices of FlatCycles (every third entry). */
function triangleStarts(count: number): Int32Array {
  const starts = triangleStartScratch.take(count + 1);
  for (let k = 0; k <= count; k++) starts[k] = 3 * k;
  return starts;
}

/**
 * Repairs T-junctions so the cycles share edges again, as the exact tiling check needs:
 * earcut drops a vertex that its hole bridges leave collinear (no triangle uses it), and
 * may run a diagonal exactly through another vertex. Either way a cycle edge u→v has no
 * twin and is not a boundary edge (an "open" edge). Every open edge gets the vertices lying
 * exactly on it (dropped vertices, ends of other open edges, points where rings touch)
 * inserted as straight corners, in order along the edge; straight corners are removed when
 * pieces are finished. `open`: the open edges' positions in increasing order (openEdges;
 * the caller repairs only when there is one). Returns the repaired cycles.
 *  */
function splitTJunctions(polygon: IndexPolygon, cycles: FlatCycles, open: readonly number[]): FlatCycles {
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
 *  */
function openEdges(polygon: IndexPolygon, cycles: FlatCycles, twins: Int32Array): number[] {
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
