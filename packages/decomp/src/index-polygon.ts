import type { Vec2 } from '@sepax/core';
import { flatRings, type RingsXY } from './read-polygon.js';
import { float64Scratch, int32Scratch } from './scratch.js';
import type { EdgeSplit } from './validate.js';

/** A cleaned polygon as vertex indices, the form earcut, Hertel–Mehlhorn and the exact proof work on. @internal */
export interface IndexPolygon {
  /** x, y of every vertex, rings one after another (earcut's input). */
  coords: Float64Array;
  /** The first vertex of each ring, then the vertex count (read only: kept forms share it). */
  ringStarts: readonly number[];
  /** How many vertices (the arrays below may be longer: scratch buffers). */
  vertexCount: number;
  /** For each vertex, its canonical index (itself unless rings touch there). */
  canon: Int32Array;
  /** The boundary as directed canonical edges u→v, region on the left, in CSR form. */
  boundaryStarts: Int32Array;
  boundaryTo: Int32Array;
  /** Canonical vertices where rings touch, T-junction candidates for merging (read only: kept forms share it). */
  touchVertices: readonly number[];
}

const coordScratch = float64Scratch();
const canonScratch = int32Scratch();
const boundaryStartScratch = int32Scratch();
const boundaryToScratch = int32Scratch();

/** Builds the index form of cleaned rings; `splits` and `touchPoints` come from validation. @internal */
export function indexPolygon(
  rings: readonly Vec2[][],
  splits: readonly EdgeSplit[],
  touchPoints: readonly Vec2[],
): IndexPolygon {
  return indexFlatPolygon(flatRings(rings), splits, touchPoints);
}

/** {@link indexPolygon} of flat cleaned rings. @internal */
export function indexFlatPolygon(
  rings: RingsXY,
  splits: readonly EdgeSplit[],
  touchPoints: readonly Vec2[],
): IndexPolygon {
  const { ringStarts } = rings;
  const count = ringStarts[ringStarts.length - 1];
  if (touchPoints.length === 0) return untouchedRings(rings.coords, ringStarts, count);
  const coords = copiedCoords(rings.coords, count);
  const canon = canonScratch.take(count);
  const table = canonicalIndices(coords, count, canon);
  const at = (p: Vec2) => firstAt(coords, table, p.x, p.y);
  const { boundaryStarts, boundaryTo } = touchedBoundary(coords, ringStarts, canon, splits, at);
  return {
    coords,
    ringStarts,
    vertexCount: count,
    canon,
    boundaryStarts,
    boundaryTo,
    touchVertices: touchPoints.map(at).filter((v) => v >= 0),
  };
}

/** `indexPolygon` of one ring, already cleaned, at `ring[0 … 2n)`. @internal */
export function indexRing(ring: Float64Array, n: number): IndexPolygon {
  if (n > RING_FORM_MAX_VERTICES) return untouchedRings(ring, [0, n], n);
  const form = ringFormOf(n);
  const coords = form.polygon.coords;
  if (ring !== form.withVertex.coords) for (let k = 0; k < 2 * n; k++) coords[k] = ring[k];
  return form.polygon;
}

/**
 * The coordinates of the kept index form of a ring of 3 ≤ n ≤ RING_FORM_MAX_VERTICES vertices, room for the fan's
 * centre after them: a ring read straight into them is indexed by {@link indexRing} without a copy. @internal
 */
export function ringFormCoords(n: number): Float64Array {
  return ringFormOf(n).withVertex.coords;
}

/** Up to this many vertices a single ring's index form is kept. */
const RING_FORM_MAX_VERTICES = 64;

/** A kept index form of one ring of n vertices and its twin with a vertex n added. */
interface RingForm {
  polygon: IndexPolygon;
  withVertex: IndexPolygon;
}

const ringForms: (RingForm | undefined)[] = [];

/** The kept form of a ring of n ≤ RING_FORM_MAX_VERTICES vertices, made on first use. */
function ringFormOf(n: number): RingForm {
  const known = ringForms[n];
  if (known !== undefined) return known;
  // Identity of n + 1 entries: the canonical map and the ring's CSR starts alike.
  const identity = new Int32Array(n + 2);
  for (let v = 0; v <= n + 1; v++) identity[v] = v;
  const boundaryTo = new Int32Array(n);
  for (let v = 0; v < n; v++) boundaryTo[v] = v + 1 < n ? v + 1 : 0;
  const startsWithVertex = identity.slice(0, n + 2);
  startsWithVertex[n + 1] = n; // the added vertex: no edge
  const ringStarts = [0, n];
  // One buffer for both: the twin's coordinates are the ring's plus the centre's slot after
  // them, so adding the centre writes two numbers and copies nothing.
  const coords = new Float64Array(2 * n + 2);
  const polygon = ringPolygon(
    coords.subarray(0, 2 * n),
    ringStarts,
    n,
    identity.subarray(0, n + 1),
    identity.subarray(0, n + 1),
    boundaryTo,
  );
  const withVertex = ringPolygon(coords, ringStarts, n + 1, identity.subarray(0, n + 1), startsWithVertex, boundaryTo);
  const form = { polygon, withVertex };
  ringForms[n] = form;
  return form;
}

/** An index form without touching points, field by field in the order of every other (one object shape). */
function ringPolygon(
  coords: Float64Array,
  ringStarts: number[],
  vertexCount: number,
  canon: Int32Array,
  boundaryStarts: Int32Array,
  boundaryTo: Int32Array,
): IndexPolygon {
  return { coords, ringStarts, vertexCount, canon, boundaryStarts, boundaryTo, touchVertices: [] };
}

const withVertexCoordScratch = float64Scratch();
const withVertexStartScratch = int32Scratch();

/** The polygon with one more vertex n at (x, y), on no boundary edge: the fan's centre. @internal */
export function withVertexAdded(polygon: IndexPolygon, x: number, y: number): IndexPolygon {
  const n = polygon.vertexCount;
  const form = n <= RING_FORM_MAX_VERTICES ? ringForms[n] : undefined;
  const kept = form !== undefined && form.polygon === polygon;
  const result = kept ? form.withVertex : generalWithVertex(polygon);
  const coords = result.coords;
  if (!kept) coords.set(polygon.coords); // (a kept form's twin shares the ring's coordinates: see ringFormOf)
  coords[2 * n] = x;
  coords[2 * n + 1] = y;
  return result;
}

/** {@link withVertexAdded}'s form for a polygon not kept: scratch coordinates, the boundary's starts extended. */
function generalWithVertex(polygon: IndexPolygon): IndexPolygon {
  const n = polygon.vertexCount;
  const starts = withVertexStartScratch.take(n + 2);
  for (let v = 0; v <= n; v++) starts[v] = polygon.boundaryStarts[v];
  starts[n + 1] = starts[n];
  const coords = withVertexCoordScratch.take(2 * n + 2);
  return {
    coords,
    ringStarts: polygon.ringStarts,
    vertexCount: n + 1,
    canon: polygon.canon,
    boundaryStarts: starts,
    boundaryTo: polygon.boundaryTo,
    touchVertices: polygon.touchVertices,
  };
}

/** `indexPolygon` of cleaned flat rings, each of at least 3 points, that touch nothing. @internal */
export function indexRings(rings: RingsXY): IndexPolygon {
  const { ringStarts } = rings;
  const count = ringStarts[ringStarts.length - 1];
  // One ring small enough: its kept form.
  if (ringStarts.length === 2 && count <= RING_FORM_MAX_VERTICES) return indexRing(rings.coords, count);
  return untouchedRings(rings.coords, ringStarts, count);
}

/** {@link indexRings} built per call: the coordinates copied into a view of their own. */
function untouchedRings(from: Float64Array, ringStarts: number[], count: number): IndexPolygon {
  return untouchedPolygon(copiedCoords(from, count), ringStarts, count);
}

/** The first `count` points of `from`, copied into a view of the index form's own. */
function copiedCoords(from: Float64Array, count: number): Float64Array {
  const coords = coordScratch.view(2 * count);
  // A copy by `set` (a memory copy) from a view, not an element loop.
  coords.set(from.length === 2 * count ? from : from.subarray(0, 2 * count));
  return coords;
}

/** Rings that touch nothing: every vertex is its own, the boundary is each ring's edges in order. */
function untouchedPolygon(coords: Float64Array, ringStarts: number[], count: number): IndexPolygon {
  const canon = canonScratch.take(count);
  for (let v = 0; v < count; v++) canon[v] = v;
  const { boundaryStarts, boundaryTo } = ringEdges(ringStarts, count);
  return { coords, ringStarts, vertexCount: count, canon, boundaryStarts, boundaryTo, touchVertices: [] };
}

/** The boundary of rings that touch nothing, in CSR form: one edge v → next vertex of its ring. */
function ringEdges(
  ringStarts: readonly number[],
  count: number,
): { boundaryStarts: Int32Array; boundaryTo: Int32Array } {
  const boundaryStarts = boundaryStartScratch.take(count + 1);
  const boundaryTo = boundaryToScratch.take(count);
  boundaryStarts[0] = 0;
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    for (let v = ringStarts[r]; v < ringStarts[r + 1]; v++) {
      boundaryStarts[v + 1] = v + 1;
      boundaryTo[v] = v + 1 < ringStarts[r + 1] ? v + 1 : ringStarts[r];
    }
  }
  return { boundaryStarts, boundaryTo };
}

const slotScratch = int32Scratch();
const hashBits = new Float64Array(1);
const hashWords = new Uint32Array(hashBits.buffer);

/**
 * Writes canon[v], the first vertex with v's exact coordinates, for every vertex, through an open-addressing table of
 * vertex indices hashed on the coordinates' bits (no "x,y" string per vertex).
 */
function canonicalIndices(coords: Float64Array, count: number, canon: Int32Array): Int32Array {
  let size = 16;
  while (size < 2 * count) size *= 2;
  const slots = slotScratch.take(size);
  slots.fill(-1, 0, size);
  for (let v = 0; v < count; v++) {
    const slot = slotOf(coords, slots, size - 1, coords[2 * v], coords[2 * v + 1]);
    if (slots[slot] === -1) slots[slot] = v;
    canon[v] = slots[slot];
  }
  return slots.subarray(0, size);
}

/** The first vertex at exactly (x, y), or −1. */
function firstAt(coords: Float64Array, slots: Int32Array, x: number, y: number): number {
  return slots[slotOf(coords, slots, slots.length - 1, x, y)];
}

/** The slot holding the first vertex at exactly (x, y), or the empty slot where it would go. */
function slotOf(coords: Float64Array, slots: Int32Array, mask: number, x: number, y: number): number {
  let slot = pointHash(x, y) & mask;
  for (let u = slots[slot]; u !== -1 && (coords[2 * u] !== x || coords[2 * u + 1] !== y); u = slots[slot])
    slot = (slot + 1) & mask;
  return slot;
}

/** A hash of a point's coordinate bits (−0 as 0, so that equal coordinates hash alike). */
function pointHash(x: number, y: number): number {
  hashBits[0] = x + 0;
  let h = Math.imul(hashWords[0] ^ Math.imul(hashWords[1], 0x9e3779b1), 0x85ebca6b);
  hashBits[0] = y + 0;
  h ^= Math.imul(hashWords[0] ^ Math.imul(hashWords[1], 0xc2b2ae35), 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}

const splitOrderScratch = int32Scratch();
const splitBucketScratch = int32Scratch();
const splitVertexScratch = int32Scratch();
const cursorScratch = int32Scratch();

/**
 * The boundary, every ring edge as canonical directed edges split in order at the points lying inside it, in CSR form
 * (scratch buffers, as the untouched form's).
 */
function touchedBoundary(
  coords: Float64Array,
  ringStarts: readonly number[],
  canon: Int32Array,
  splits: readonly EdgeSplit[],
  at: (p: Vec2) => number,
): { boundaryStarts: Int32Array; boundaryTo: Int32Array } {
  const count = ringStarts[ringStarts.length - 1];
  const order = splitsByEdge(splits, ringStarts, count);
  const splitVertex = splitVertexScratch.take(splits.length);
  for (let k = 0; k < splits.length; k++) splitVertex[k] = at(splits[k].point);
  const boundaryStarts = edgeStarts(canon, count, splitVertex, splits.length);
  const cursor = cursorScratch.take(count);
  for (let v = 0; v < count; v++) cursor[v] = boundaryStarts[v];
  const boundaryTo = boundaryToScratch.take(count + splits.length);
  let next = 0; // the first split (in `order`) not yet written
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    for (let u = ringStarts[r]; u < ringStarts[r + 1]; u++) {
      const w = u + 1 < ringStarts[r + 1] ? u + 1 : ringStarts[r];
      let from = canon[u];
      let end = next;
      while (end < splits.length && splitKey(splits[order[end]], ringStarts) === u) end++;
      if (end - next > 1) sortAlong(coords, u, w, splits, order, next, end);
      for (; next < end; next++) {
        const to = splitVertex[order[next]];
        boundaryTo[cursor[from]++] = to;
        from = to;
      }
      boundaryTo[cursor[from]++] = canon[w];
    }
  }
  return { boundaryStarts, boundaryTo };
}

/**
 * The CSR starts of the boundary (see touchedBoundary): the edges leaving each vertex, one
 * per ring vertex at its canonical index and one per split point, added up.
 */
function edgeStarts(canon: Int32Array, count: number, splitVertex: Int32Array, splitCount: number): Int32Array {
  const starts = boundaryStartScratch.take(count + 1);
  starts.fill(0, 0, count + 1);
  for (let u = 0; u < count; u++) starts[canon[u] + 1]++;
  for (let k = 0; k < splitCount; k++) starts[splitVertex[k] + 1]++;
  for (let v = 0; v < count; v++) starts[v + 1] += starts[v];
  return starts;
}

/** The first vertex of the edge a split lies inside. */
function splitKey(split: EdgeSplit, ringStarts: readonly number[]): number {
  return ringStarts[split.ring] + split.edge;
}

/** The splits' numbers ordered by the edge they lie inside, in their given order on one edge. */
function splitsByEdge(splits: readonly EdgeSplit[], ringStarts: readonly number[], count: number): Int32Array {
  const order = splitOrderScratch.take(splits.length);
  // Rings that touch only at shared vertices (rain: 2 points, no split): no buckets to count.
  if (splits.length === 0) return order;
  const next = splitBucketScratch.take(count + 1);
  next.fill(0, 0, count + 1);
  for (let k = 0; k < splits.length; k++) next[splitKey(splits[k], ringStarts) + 1]++;
  for (let v = 0; v < count; v++) next[v + 1] += next[v];
  for (let k = 0; k < splits.length; k++) order[next[splitKey(splits[k], ringStarts)]++] = k;
  return order;
}

/** Orders `order[first … end)`, splits lying on the segment from vertex a to vertex b of `coords`, from a to b. */
function sortAlong(
  coords: Float64Array,
  a: number,
  b: number,
  splits: readonly EdgeSplit[],
  order: Int32Array,
  first: number,
  end: number,
): void {
  const byX = coords[2 * a] !== coords[2 * b];
  const sign = byX ? Math.sign(coords[2 * b] - coords[2 * a]) : Math.sign(coords[2 * b + 1] - coords[2 * a + 1]);
  // How far split i lies past split j along ab (> 0: after it).
  const past = (i: number, j: number): number => {
    const p = splits[i].point;
    const q = splits[j].point;
    return sign * (byX ? p.x - q.x : p.y - q.y);
  };
  order.subarray(first, end).sort(past);
}

/** Whether u→v is a boundary edge. @internal */
export function isBoundaryEdge(polygon: IndexPolygon, u: number, v: number): boolean {
  const { boundaryStarts, boundaryTo } = polygon;
  for (let k = boundaryStarts[u]; k < boundaryStarts[u + 1]; k++) if (boundaryTo[k] === v) return true;
  return false;
}
