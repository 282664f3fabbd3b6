import type { Vec2 } from '@sepax/core';
import { flatRings, type RingsXY } from './read-polygon.js';
import { int32Scratch } from './scratch.js';
import type { EdgeSplit } from './validate.js';

/** A cleaned polygon as vertex indices, the form earcut, Hertel–Mehlhorn and the exact proof work on. @internal */
export interface IndexPolygon {
  /** x, y of every vertex, rings one after another, then room for one more (the fan's centre). */
  coords: Float64Array;
  /** The first vertex of each ring, then the vertex count (read only). */
  ringStarts: readonly number[];
  /** How many vertices (the arrays below may be longer: scratch buffers). */
  vertexCount: number;
  /** For each vertex, its canonical index (itself unless rings touch there). */
  canon: Int32Array;
  /** The boundary as directed canonical edges u→v, region on the left, in CSR form. */
  boundaryStarts: Int32Array;
  boundaryTo: Int32Array;
  /** Canonical vertices where rings touch, T-junction candidates for merging (read only). */
  touchVertices: readonly number[];
}

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

/** {@link indexPolygon} of flat cleaned rings (their coordinates are the form's: room after them). @internal */
export function indexFlatPolygon(
  rings: RingsXY,
  splits: readonly EdgeSplit[],
  touchPoints: readonly Vec2[],
): IndexPolygon {
  if (touchPoints.length === 0) return indexRings(rings);
  const { coords, ringStarts } = rings;
  const count = ringStarts[ringStarts.length - 1];
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

/** `indexPolygon` of one small ring, already cleaned, at `ring[0 … 2n)` with room after it (kept per size). @internal */
export function indexRing(ring: Float64Array, n: number): IndexPolygon {
  // The small-ring path's form: only its coordinates change from call to call (bench/suites/decomp.mjs: small rings).
  const kept = (keptRings[n] ??= keptRing(n));
  kept.coords = ring;
  return kept;
}

const keptRings: IndexPolygon[] = [];

/** The form of a ring of n vertices, with edges of its own (the scratch ones are rewritten by other polygons). */
function keptRing(n: number): IndexPolygon {
  const form = indexRings({ coords: new Float64Array(0), ringStarts: [0, n] });
  return { ...form, boundaryTo: form.boundaryTo.slice(0, n) };
}

/** No touching points (shared, read only). */
const NO_TOUCHES: readonly number[] = [];

/** `indexPolygon` of cleaned flat rings, each of at least 3 points, that touch nothing. @internal */
export function indexRings({ coords, ringStarts }: RingsXY): IndexPolygon {
  const count = ringStarts[ringStarts.length - 1];
  // Every vertex is its own and leaves by one edge: the canonical map and the CSR starts are the identity.
  const identity = identityOf(count + 1);
  const boundaryTo = ringEdges(ringStarts, count);
  return {
    coords,
    ringStarts,
    vertexCount: count,
    canon: identity,
    boundaryStarts: identity,
    boundaryTo,
    touchVertices: NO_TOUCHES,
  };
}

let identity = new Int32Array(0);

/** 0, 1, 2, … at least `length` long, kept from call to call (read only). */
function identityOf(length: number): Int32Array {
  if (identity.length >= length) return identity;
  identity = new Int32Array(Math.max(length, 2 * identity.length));
  for (let v = 0; v < identity.length; v++) identity[v] = v;
  return identity;
}

/** The boundary of rings that touch nothing: the edge leaving each vertex goes to the next vertex of its ring. */
function ringEdges(ringStarts: readonly number[], count: number): Int32Array {
  const boundaryTo = boundaryToScratch.take(count);
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const end = ringStarts[r + 1];
    for (let v = ringStarts[r]; v < end; v++) boundaryTo[v] = v + 1 < end ? v + 1 : ringStarts[r];
  }
  return boundaryTo;
}

const slotScratch = int32Scratch();
const hashBits = new Float64Array(1);
const hashWords = new Uint32Array(hashBits.buffer);

/** Writes canon[v], the first vertex at v's exact coordinates, through a table hashed on the coordinates' bits. */
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
const splitVertexScratch = int32Scratch();
const cursorScratch = int32Scratch();

/** The boundary in CSR form: every ring edge as canonical directed edges, split in order at the points inside it. */
function touchedBoundary(
  coords: Float64Array,
  ringStarts: readonly number[],
  canon: Int32Array,
  splits: readonly EdgeSplit[],
  at: (p: Vec2) => number,
): { boundaryStarts: Int32Array; boundaryTo: Int32Array } {
  const count = ringStarts[ringStarts.length - 1];
  const keys = splits.map((split) => ringStarts[split.ring] + split.edge);
  const order = splitsInOrder(coords, ringStarts, splits, keys);
  const splitVertex = splitVertexScratch.take(splits.length);
  for (let k = 0; k < splits.length; k++) splitVertex[k] = at(splits[k].point);
  const boundaryStarts = edgeStarts(canon, count, splitVertex, splits.length);
  const cursor = cursorScratch.take(count);
  for (let v = 0; v < count; v++) cursor[v] = boundaryStarts[v];
  const boundaryTo = boundaryToScratch.take(count + splits.length);
  let next = 0; // the first split (in `order`) not yet written
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    for (let u = ringStarts[r]; u < ringStarts[r + 1]; u++) {
      let from = canon[u];
      for (; next < splits.length && keys[order[next]] === u; next++) {
        const to = splitVertex[order[next]];
        boundaryTo[cursor[from]++] = to;
        from = to;
      }
      boundaryTo[cursor[from]++] = canon[u + 1 < ringStarts[r + 1] ? u + 1 : ringStarts[r]];
    }
  }
  return { boundaryStarts, boundaryTo };
}

/** The boundary's CSR starts: one edge per ring vertex at its canonical index and one per split point, added up. */
function edgeStarts(canon: Int32Array, count: number, splitVertex: Int32Array, splitCount: number): Int32Array {
  const starts = boundaryStartScratch.take(count + 1);
  starts.fill(0, 0, count + 1);
  for (let u = 0; u < count; u++) starts[canon[u] + 1]++;
  for (let k = 0; k < splitCount; k++) starts[splitVertex[k] + 1]++;
  for (let v = 0; v < count; v++) starts[v + 1] += starts[v];
  return starts;
}

/** The splits' numbers ordered by the edge they lie inside (`keys`: its first vertex), then along it. */
function splitsInOrder(
  coords: Float64Array,
  ringStarts: readonly number[],
  splits: readonly EdgeSplit[],
  keys: readonly number[],
): Int32Array {
  const order = splitOrderScratch.take(splits.length).subarray(0, splits.length);
  for (let k = 0; k < splits.length; k++) order[k] = k;
  // How far split i lies past split j along their edge a→b (> 0: after it).
  const past = (i: number, j: number): number => {
    const a = keys[i];
    const b = a + 1 < ringStarts[splits[i].ring + 1] ? a + 1 : ringStarts[splits[i].ring];
    const byX = coords[2 * a] !== coords[2 * b];
    const p = splits[i].point;
    const q = splits[j].point;
    const sign = byX ? Math.sign(coords[2 * b] - coords[2 * a]) : Math.sign(coords[2 * b + 1] - coords[2 * a + 1]);
    return sign * (byX ? p.x - q.x : p.y - q.y);
  };
  return order.sort((i, j) => keys[i] - keys[j] || past(i, j) || i - j);
}

/** Whether u→v is a boundary edge. @internal */
export function isBoundaryEdge(polygon: IndexPolygon, u: number, v: number): boolean {
  const { boundaryStarts, boundaryTo } = polygon;
  for (let k = boundaryStarts[u]; k < boundaryStarts[u + 1]; k++) if (boundaryTo[k] === v) return true;
  return false;
}
