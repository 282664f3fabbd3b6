import { Compound, ConvexShape, SepaxError, Shape, type Vec2 } from '@sepax/core';

/**
 * Reads a point given as `{ x, y }` or `[x, y]` into `out` without allocating, rejecting
 * anything else and non-finite coordinates. `what` names the argument in the message.
 * @internal
 */
export function readPointInto(p: unknown, what: string, out: Vec2): Vec2 {
  let x: unknown;
  let y: unknown;
  if (Array.isArray(p)) {
    x = p[0];
    y = p[1];
  } else if (p !== null && typeof p === 'object') {
    x = (p as Vec2).x;
    y = (p as Vec2).y;
  } else {
    throw new SepaxError('INVALID_ARGUMENT', `${what} must be { x, y } or [x, y]; got ${String(p)}.`);
  }
  if (typeof x !== 'number' || typeof y !== 'number') {
    throw new SepaxError('INVALID_ARGUMENT', `${what} must have numeric x and y; got ${safeJSON(p)}.`);
  }
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    throw new SepaxError('NON_FINITE', `${what} has a non-finite coordinate (${x}, ${y}); pass finite numbers.`);
  }
  out.x = x;
  out.y = y;
  return out;
}

/**
 * Rejects anything that is not a sepax shape (a `Polygon`, `Circle`, `Capsule`, `Point` or
 * `Compound` from `@sepax/core`).
 * @internal
 */
export function requireShape(shape: unknown, what: string): ConvexShape | Compound {
  if (shape instanceof ConvexShape || shape instanceof Compound) return shape;
  const got = shape instanceof Shape ? `a ${shape.kind}` : String(shape);
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `${what} must be a shape from @sepax/core (Polygon, Circle, Capsule, Point or Compound); got ${got}. Plain objects are not shapes: build one with its constructor or fromJSON().`,
  );
}

/**
 * The parts to test for a shape: a compound's convex parts, or the convex shape itself.
 * Returns a stable array per compound, so a hot loop allocates nothing.
 * @internal
 */
export function convexParts(shape: ConvexShape | Compound, single: ConvexShape[]): readonly ConvexShape[] {
  if (shape instanceof Compound) return shape.parts;
  single[0] = shape;
  return single;
}

function safeJSON(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/**
 * Brings a part's world cache up to date, so its `_radius` (world radius) can be read as a
 * field. Why not `worldRadius()`: a float returned by a call V8 does not inline is boxed on
 * the heap, and the query hot paths must allocate nothing; reading the field after a refresh
 * is the same value without the call.
 * @internal
 */
export function refreshWorld(part: ConvexShape): ConvexShape {
  part.worldPoints();
  return part;
}
