import { isPointForm, readXYInto, SepaxError, type Vec2 } from '@sepax/core';
import type { FlatPolygon, PolygonInput } from './types.js';

/**
 * Reads any accepted polygon form into fresh rings (outer first), copying every point so
 * nothing downstream can touch the caller's arrays. Non-finite coordinates are kept (and
 * reported by validation with their index); malformed structure throws INVALID_ARGUMENT.
 * @internal
 */
export function readPolygon(input: PolygonInput): Vec2[][] {
  if (Array.isArray(input)) return readArrayForm(input);
  if (input !== null && typeof input === 'object') {
    if ('outer' in input) return readOuterHoles(input as { outer: unknown; holes?: unknown });
    if ('vertices' in input) return readFlatPolygon(input as FlatPolygon);
  }
  throw invalid('a polygon must be a ring, a flat number array, { outer, holes }, { vertices, holes } or GeoJSON rings');
}

/** A ring, a flat number array, or GeoJSON rings, told apart by the first element. */
function readArrayForm(input: readonly unknown[]): Vec2[][] {
  if (input.length === 0) return [[]];
  const first = input[0];
  if (typeof first === 'number') return [readFlatRing(input, 0, input.length, 2)];
  if (Array.isArray(first) && first.length > 0 && Array.isArray(first[0])) {
    return input.map((ring, i) => readRing(ring, 'ring ', i));
  }
  return [readRing(input, 'ring', -1)];
}

function readOuterHoles(input: { outer: unknown; holes?: unknown }): Vec2[][] {
  const holes = input.holes ?? [];
  if (!Array.isArray(holes)) throw invalid('`holes` must be an array of rings');
  return [readRing(input.outer, 'outer', -1), ...holes.map((h, i) => readRing(h, 'holes', i))];
}

function readFlatPolygon(input: FlatPolygon): Vec2[][] {
  const dim = input.dimensions ?? 2;
  if (!Number.isInteger(dim) || dim < 2) throw invalid('`dimensions` must be an integer ≥ 2');
  const data = input.vertices;
  if (data === null || typeof data !== 'object' || typeof data.length !== 'number') {
    throw invalid('`vertices` must be an array of numbers');
  }
  const count = Math.floor(data.length / dim);
  const starts = [0, ...Array.from(input.holes ?? [], Number), count];
  const rings: Vec2[][] = [];
  for (let r = 0; r + 1 < starts.length; r++) {
    const from = starts[r];
    const to = starts[r + 1];
    if (!Number.isInteger(from) || from < 0 || to < from || to > count) {
      throw invalid(`hole index ${from} is out of order or out of range (0…${count})`);
    }
    rings.push(readFlatRing(data, from * dim, to * dim, dim));
  }
  return rings;
}

function readFlatRing(data: ArrayLike<unknown>, from: number, to: number, dim: number): Vec2[] {
  if ((to - from) % dim !== 0) throw invalid(`a flat coordinate array needs a multiple of ${dim} numbers`);
  const ring: Vec2[] = [];
  for (let i = from; i < to; i += dim) {
    const x = data[i];
    const y = data[i + 1];
    if (typeof x !== 'number' || typeof y !== 'number') throw invalid(`coordinate ${i} must have numeric x and y`);
    ring.push({ x, y });
  }
  return ring;
}

/**
 * One ring of points. `name` and `number` name it in messages ('ring', 'outer': number −1;
 * 'ring ', 'holes': the ring's number), built only when something is wrong: a message
 * string per point cost more than reading the point.
 */
function readRing(ring: unknown, name: string, number: number): Vec2[] {
  if (!Array.isArray(ring)) throw invalid(`${ringLabel(name, number)} must be an array of points ({ x, y } or [x, y])`);
  const points = new Array<Vec2>(ring.length); // of exact length: grown by push it took up to 1.5×
  for (let i = 0; i < ring.length; i++) {
    const point = { x: 0, y: 0 };
    // Non-finite coordinates are kept: validation reports them with their ring and index.
    if (!readXYInto(ring[i], point)) throw invalidPoint(ring[i], `${ringLabel(name, number)}[${i}]`);
    points[i] = point;
  }
  return points;
}

function ringLabel(name: string, number: number): string {
  if (number < 0) return name;
  return name === 'holes' ? `holes[${number}]` : `${name}${number}`;
}

function invalidPoint(p: unknown, what: string): SepaxError {
  if (isPointForm(p)) return invalid(`${what} must have numeric x and y`);
  return invalid(`${what} must be { x, y } or [x, y]; got ${String(p)}`);
}

function invalid(what: string): SepaxError {
  return new SepaxError('INVALID_ARGUMENT', `Polygon input: ${what}.`);
}
