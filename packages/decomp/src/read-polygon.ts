import { SepaxError, type Vec2 } from '@sepax/core';
import { describeValue, isPointForm, readXYInto } from '@sepax/core/internal';
import { float64Scratch } from './scratch.js';
import type { FlatPolygon, PolygonInput } from './types.js';

/** A polygon's rings as flat coordinates: x, y of every point, rings one after another (outer first). @internal */
export interface RingsXY {
  /** x, y of every point (may be longer than `2 × ringStarts[last]`: scratch buffers). */
  coords: Float64Array;
  /** The first point of each ring, then the point count. */
  ringStarts: number[];
}

const readScratch = float64Scratch();
/** Where readXYInto writes each point (reused: reading makes no point objects). */
const point: Vec2 = { x: 0, y: 0 };

/** Reads any accepted polygon form into flat coordinates (scratch, valid until the next call), copying it. @internal */
export function readPolygonXY(input: PolygonInput): RingsXY {
  const out: RingsXY = { coords: readScratch.take(0), ringStarts: [0] };
  if (Array.isArray(input)) readArrayForm(input, out);
  else if (input !== null && typeof input === 'object' && 'outer' in input)
    readOuterHoles(input as { outer: unknown; holes?: unknown }, out);
  else if (input !== null && typeof input === 'object' && 'vertices' in input)
    readFlatPolygon(input as FlatPolygon, out);
  else
    throw invalid(
      'a polygon must be a ring, a flat number array, { outer, holes }, { vertices, holes } or GeoJSON rings',
    );
  return out;
}

/** Fresh `{ x, y }` rings of flat rings. @internal */
export function pointRings({ coords, ringStarts }: RingsXY): Vec2[][] {
  const rings = new Array<Vec2[]>(ringStarts.length - 1);
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const ring = new Array<Vec2>(ringStarts[r + 1] - ringStarts[r]); // of exact length: an array grown by push keeps spare slots
    for (let k = 0, v = ringStarts[r]; v < ringStarts[r + 1]; k++, v++)
      ring[k] = { x: coords[2 * v], y: coords[2 * v + 1] };
    rings[r] = ring;
  }
  return rings;
}

/** Makes room in `out.coords` for point `v` (0-based), keeping the points read so far. */
function reservePoint(out: RingsXY, v: number): Float64Array {
  if (2 * v + 2 <= out.coords.length) return out.coords;
  const read = out.coords;
  const grown = readScratch.take(Math.max(64, 4 * v + 4));
  // take() hands back a new buffer when it grows: carry the points already read over.
  if (grown !== read) grown.set(read.subarray(0, 2 * v));
  out.coords = grown;
  return grown;
}

/** Whether an array polygon is GeoJSON rings (its first element a ring of points). @internal */
export function isRingList(input: readonly unknown[]): boolean {
  const first = input[0];
  return Array.isArray(first) && first.length > 0 && Array.isArray(first[0]);
}

/** A ring, a flat number array, or GeoJSON rings, told apart by the first element. */
function readArrayForm(input: readonly unknown[], out: RingsXY): void {
  const length = input.length;
  if (length === 0) return endRing(out, 0);
  if (typeof input[0] === 'number') return readFlatRing(input, 0, length, 2, out);
  if (isRingList(input)) {
    for (let i = 0; i < length; i++) readRing(input[i], 'ring ', i, out);
    return;
  }
  readRing(input, 'ring', -1, out);
}

function readOuterHoles(input: { outer: unknown; holes?: unknown }, out: RingsXY): void {
  const holes = input.holes ?? [];
  if (!Array.isArray(holes)) throw invalid('`holes` must be an array of rings');
  readRing(input.outer, 'outer', -1, out);
  const count = holes.length;
  for (let i = 0; i < count; i++) readRing(holes[i], 'holes', i, out);
}

function readFlatPolygon(input: FlatPolygon, out: RingsXY): void {
  const dim = input.dimensions ?? 2;
  if (!Number.isInteger(dim) || dim < 2) throw invalid('`dimensions` must be an integer ≥ 2');
  const data = input.vertices;
  if (data === null || typeof data !== 'object' || typeof data.length !== 'number') {
    throw invalid('`vertices` must be an array of numbers');
  }
  const count = Math.floor(data.length / dim);
  const starts = flatHoleStarts(input.holes, count);
  for (let r = 0; r + 1 < starts.length; r++) {
    const from = starts[r];
    const to = starts[r + 1];
    if (!Number.isInteger(from) || from < 0 || to < from || to > count) {
      throw invalid(`hole index ${from} is out of order or out of range (0…${count})`);
    }
    readFlatRing(data, from * dim, to * dim, dim, out);
  }
}

/** [0, the hole indices…, count], checked to be numbers before anything is sized from them. */
function flatHoleStarts(holes: unknown, count: number): number[] {
  const starts = [0];
  if (holes !== undefined) {
    if (!Array.isArray(holes) && !ArrayBuffer.isView(holes)) throw invalid('`holes` must be an array of point indices');
    const given = holes as ArrayLike<unknown>;
    const length = given.length;
    // Each hole starts at a distinct point: more indices than points cannot be in order.
    if (length > count) throw invalid(`\`holes\` lists ${length} hole starts for ${count} points`);
    for (let i = 0; i < length; i++) {
      const start = given[i];
      if (typeof start !== 'number') throw invalid(`hole index ${i} must be a number; got ${describeValue(start)}`);
      starts.push(start);
    }
  }
  starts.push(count);
  return starts;
}

function readFlatRing(data: ArrayLike<unknown>, from: number, to: number, dim: number, out: RingsXY): void {
  if ((to - from) % dim !== 0) throw invalid(`a flat coordinate array needs a multiple of ${dim} numbers`);
  let v = out.ringStarts[out.ringStarts.length - 1];
  for (let i = from; i < to; i += dim, v++) {
    const x = data[i];
    const y = data[i + 1];
    if (typeof x !== 'number' || typeof y !== 'number') throw invalid(`coordinate ${i} must have numeric x and y`);
    const coords = reservePoint(out, v);
    coords[2 * v] = x;
    coords[2 * v + 1] = y;
  }
  endRing(out, (to - from) / dim);
}

/** One ring of points. */
function readRing(ring: unknown, name: string, number: number, out: RingsXY): void {
  if (!Array.isArray(ring)) throw invalid(`${ringLabel(name, number)} must be an array of points ({ x, y } or [x, y])`);
  const start = out.ringStarts[out.ringStarts.length - 1];
  const length = ring.length;
  for (let i = 0; i < length; i++) {
    // Each point read once; non-finite coordinates are kept: validation reports them with their ring and index.
    const p = ring[i];
    if (!readXYInto(p, point)) throw invalidPoint(p, `${ringLabel(name, number)}[${i}]`);
    const coords = reservePoint(out, start + i);
    coords[2 * (start + i)] = point.x;
    coords[2 * (start + i) + 1] = point.y;
  }
  endRing(out, length);
}

/** Closes the ring just read, of `length` points. */
function endRing(out: RingsXY, length: number): void {
  out.ringStarts.push(out.ringStarts[out.ringStarts.length - 1] + length);
}

function ringLabel(name: string, number: number): string {
  if (number < 0) return name;
  return name === 'holes' ? `holes[${number}]` : `${name}${number}`;
}

function invalidPoint(p: unknown, what: string): SepaxError {
  if (isPointForm(p)) return invalid(`${what} must have numeric x and y; got ${describeValue(p)}`);
  return invalid(`${what} must be { x, y } or [x, y]; got ${describeValue(p)}`);
}

function invalid(what: string): SepaxError {
  return new SepaxError('INVALID_ARGUMENT', `Polygon input: ${what}.`);
}

const flatScratch = float64Scratch();

/** Point rings as flat rings (a scratch buffer, valid until the next call), with room for one more point. @internal */
export function flatRings(rings: readonly (readonly Vec2[])[]): RingsXY {
  let total = 0;
  for (const ring of rings) total += ring.length;
  const coords = flatScratch.take(2 * total + 2);
  const ringStarts = [0];
  let v = 0;
  for (const ring of rings) {
    for (const p of ring) {
      coords[2 * v] = p.x;
      coords[2 * v + 1] = p.y;
      v++;
    }
    ringStarts.push(v);
  }
  return { coords, ringStarts };
}
