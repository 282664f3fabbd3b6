import { describeValue } from './describe-value.js';
import { SepaxError } from './errors.js';

/**
 * A 2D vector or point: the structural `{ x, y }` every sepax API reads and writes.
 *
 * @example
 * ```ts
 * import type { Vec2 } from '@sepax/core';
 * const p: Vec2 = { x: 3, y: 4 };
 * ```
 */
export interface Vec2 {
  /** Horizontal coordinate. */
  x: number;
  /** Vertical coordinate (y up in the math; y down works the same if you stay consistent). */
  y: number;
}

/**
 * What sepax accepts wherever a point is read: `{ x, y }` or an `[x, y]` pair. Any number
 * array is taken (its first two entries are x and y), so points parsed from JSON
 * (`number[][]`) type-check as they are.
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * new Polygon([[0, 0], { x: 1, y: 0 }, [0, 1]]);
 * const fromJSON: number[][] = JSON.parse('[[0, 0], [1, 0], [0, 1]]');
 * new Polygon(fromJSON);
 * ```
 */
export type VecLike = Vec2 | readonly [number, number] | readonly number[];

/**
 * Reads a point given as `{ x, y }` or `[x, y]`, rejecting anything else and non-finite
 * coordinates. `what` names the argument in the error message.
 * Shared with the sibling packages through `@sepax/core/internal`.
 */
export function readVec(p: unknown, what: string): Vec2 {
  return readVecInto(p, what, { x: 0, y: 0 });
}

/**
 * {@link readVec} writing into `out`, so hot query paths validate without allocating.
 * Shared with the sibling packages through `@sepax/core/internal`.
 */
export function readVecInto(p: unknown, what: string, out: Vec2): Vec2 {
  if (!readXYInto(p, out)) {
    if (!isPointForm(p))
      throw new SepaxError('INVALID_ARGUMENT', `${what} must be { x, y } or [x, y]; got ${describeValue(p)}.`);
    throw new SepaxError('INVALID_ARGUMENT', `${what} must have numeric x and y; got ${describeValue(p)}.`);
  }
  if (!Number.isFinite(out.x) || !Number.isFinite(out.y)) {
    throw new SepaxError(
      'NON_FINITE',
      `${what} has a non-finite coordinate (${out.x}, ${out.y}); pass finite numbers.`,
    );
  }
  return out;
}

/**
 * Reads `{ x, y }` or `[x, y]` into `out` without judging the numbers: false (and `out`
 * untouched) when `p` is neither form or a coordinate is not a number. NaN and ±Infinity
 * pass, for callers that report them later with the vertex's index; {@link readVecInto}
 * rejects them at once. Every reader of points in sepax goes through here.
 * Shared with the sibling packages through `@sepax/core/internal`.
 *
 * @example
 * ```ts
 * import { readXYInto } from '@sepax/core/internal';
 * const out = { x: 0, y: 0 };
 * readXYInto([3, NaN], out); // true: out is { x: 3, y: NaN }
 * readXYInto('3,4', out); // false
 * ```
 */
export function readXYInto(p: unknown, out: Vec2): boolean {
  // Each form stores its own numbers, inline: merged into one variable first, an array's raw
  // double would meet an object's field in a tagged value, and V8 would box it (16 bytes a
  // call); handed to a helper that V8 does not inline, it would be boxed too.
  if (Array.isArray(p)) {
    const x: unknown = p[0];
    const y: unknown = p[1];
    if (typeof x !== 'number' || typeof y !== 'number') return false;
    out.x = x;
    out.y = y;
    return true;
  }
  if (p !== null && typeof p === 'object') {
    const x: unknown = (p as Vec2).x;
    const y: unknown = (p as Vec2).y;
    if (typeof x !== 'number' || typeof y !== 'number') return false;
    out.x = x;
    out.y = y;
    return true;
  }
  return false;
}

/**
 * Whether `p` has the form of a point (an array or an object), whatever its contents: tells
 * "not a point at all" from "a point without numeric x and y" in error messages.
 * Shared with the sibling packages through `@sepax/core/internal`.
 *
 * @example
 * ```ts
 * import { isPointForm } from '@sepax/core/internal';
 * isPointForm({ x: 'a' }); // true
 * isPointForm(7); // false
 * ```
 */
export function isPointForm(p: unknown): boolean {
  return Array.isArray(p) || (p !== null && typeof p === 'object');
}

/**
 * Reads a list of points into a flat `[x0, y0, x1, y1, …]` array, validating each.
 * @internal
 */
export function readPoints(points: unknown, what: string): number[] {
  if (!Array.isArray(points)) {
    throw new SepaxError('INVALID_ARGUMENT', `${what} must be an array of points ({ x, y } or [x, y]).`);
  }
  const flat: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = readVec(points[i], `${what}[${i}]`);
    flat.push(p.x, p.y);
  }
  return flat;
}

/**
 * Rejects a non-finite or non-numeric scalar argument.
 * Shared with the sibling packages through `@sepax/core/internal`.
 */
export function readFinite(value: unknown, what: string): number {
  if (typeof value !== 'number') {
    throw new SepaxError('INVALID_ARGUMENT', `${what} must be a number; got ${describeValue(value)}.`);
  }
  if (!Number.isFinite(value)) {
    throw new SepaxError('NON_FINITE', `${what} is ${value}; pass a finite number.`);
  }
  return value;
}
