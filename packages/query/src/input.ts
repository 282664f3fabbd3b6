import { Compound, ConvexShape, SepaxError, Shape } from '@sepax/core';

/** Core's allocation-free point reader, under the name the query files use. @internal */
export { readVecInto as readPointInto } from '@sepax/core';

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
