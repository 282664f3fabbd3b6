import { describeValue } from './describe-value.js';
import { SepaxError } from './errors.js';

/**
 * An axis-aligned bounding box in world coordinates (closed: a box of zero width is valid).
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * const box = new Circle(1, { position: [5, 0] }).aabb(); // { minX: 4, minY: -1, maxX: 6, maxY: 1 }
 * ```
 */
export interface AABB {
  /** Smallest x. */
  minX: number;
  /** Smallest y. */
  minY: number;
  /** Largest x. */
  maxX: number;
  /** Largest y. */
  maxY: number;
}

/**
 * Whether two boxes share at least one point (touching counts).
 *
 * @example
 * ```ts
 * import { aabbOverlaps } from '@sepax/core';
 * aabbOverlaps({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, { minX: 1, minY: 0, maxX: 2, maxY: 1 }); // true
 * ```
 */
export function aabbOverlaps(a: AABB, b: AABB): boolean {
  if (a === null || typeof a !== 'object') rejectBox(a, 'a');
  if (b === null || typeof b !== 'object') rejectBox(b, 'b');
  // Each bound read once, and only numbers compared: a Symbol or an object would make the
  // comparison throw (or run the caller's valueOf).
  const aMinX = a.minX;
  const aMinY = a.minY;
  const aMaxX = a.maxX;
  const aMaxY = a.maxY;
  const bMinX = b.minX;
  const bMinY = b.minY;
  const bMaxX = b.maxX;
  const bMaxY = b.maxY;
  if (typeof aMinX !== 'number' || typeof aMinY !== 'number' || typeof aMaxX !== 'number' || typeof aMaxY !== 'number')
    rejectBox(a, 'a');
  if (typeof bMinX !== 'number' || typeof bMinY !== 'number' || typeof bMaxX !== 'number' || typeof bMaxY !== 'number')
    rejectBox(b, 'b');
  return aMinX <= bMaxX && bMinX <= aMaxX && aMinY <= bMaxY && bMinY <= aMaxY;
}

function rejectBox(box: unknown, name: string): never {
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `aabbOverlaps(a, b): ${name} must be a box { minX, minY, maxX, maxY } of numbers; got ${describeValue(box)}.`,
  );
}

/**
 * What `aabb(out)` does when writing into `out` threw: an `out` that takes no new
 * properties (frozen, sealed) is refused with INVALID_ARGUMENT; any other error (a setter
 * of the caller's) passes through. Called from a `catch` around the writes, which costs
 * nothing until they throw, where testing `Object.isFrozen` first would cost every call.
 * @internal
 */
export function rethrowBoxWrite(out: object, error: unknown): never {
  if (!Object.isExtensible(out)) rejectAABBOut(out);
  throw error;
}

/**
 * Throws INVALID_ARGUMENT for an `out` box that is not an object. Callers test
 * `out === null || typeof out !== 'object'` inline and call this only then, so the good path
 * costs one comparison and no call.
 * @internal
 */
export function rejectAABBOut(out: unknown): never {
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `aabb(out): out must be an object that takes { minX, minY, maxX, maxY } (not frozen or sealed), or left out; got ${describeValue(out)}.`,
  );
}

/**
 * A fresh empty box (min = +∞, max = −∞), ready to be grown.
 * @internal
 */
export function emptyAABB(): AABB {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

/**
 * The larger side of the bounding box of flat points `[x0, y0, x1, y1, …]` (0 for one point).
 * @internal
 */
export function flatExtent(flat: ArrayLike<number>): number {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < flat.length; i += 2) {
    minX = Math.min(minX, flat[i]);
    maxX = Math.max(maxX, flat[i]);
    minY = Math.min(minY, flat[i + 1]);
    maxY = Math.max(maxY, flat[i + 1]);
  }
  return Math.max(maxX - minX, maxY - minY);
}

/**
 * The box around the boxes of `shapes` (a compound's parts, a chain's segments) into `out`;
 * `scratch` takes each shape's box in turn, so the call allocates nothing.
 * @internal
 */
export function unionOfBoxes(shapes: readonly { aabb(out: AABB): AABB }[], scratch: AABB, out: AABB): AABB {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const shape of shapes) {
    shape.aabb(scratch);
    if (scratch.minX < minX) minX = scratch.minX;
    if (scratch.minY < minY) minY = scratch.minY;
    if (scratch.maxX > maxX) maxX = scratch.maxX;
    if (scratch.maxY > maxY) maxY = scratch.maxY;
  }
  try {
    out.minX = minX;
    out.minY = minY;
    out.maxX = maxX;
    out.maxY = maxY;
  } catch (error) {
    rethrowBoxWrite(out, error);
  }
  return out;
}
