import { type Chain, type Compound, type ConvexShape, MAX_COORDINATE, SepaxError, type Vec2 } from '@sepax/core';
import {
  describeValue,
  isChain,
  isCompound,
  isConvexShape,
  isShape,
  measureDirection as measureVector,
  readVecInto,
  requireWorkableRange,
  type WorldRadiusField,
} from '@sepax/core/internal';

/**
 * Core's allocation-free point reader, also rejecting coordinates beyond ±MAX_COORDINATE
 * (core's workable range): past it the products of coordinates overflow, and answers come
 * out NaN (a distance to (1e200, 1e200)) or wrong (a point read as outside a square that
 * holds it). `what` names the argument in the message.
 * @internal
 */
export function readPointInto(p: unknown, what: string, out: Vec2): Vec2 {
  readVecInto(p, what, out);
  if (!isWorkablePoint(out)) rejectBeyondWorkableRange(out, what);
  return out;
}

/**
 * Whether a finite point lies within ±MAX_COORDINATE (see readPointInto).
 * @internal
 */
export function isWorkablePoint(p: Vec2): boolean {
  return Math.abs(p.x) <= MAX_COORDINATE && Math.abs(p.y) <= MAX_COORDINATE;
}

/**
 * Throws core's error for a point that failed {@link isWorkablePoint} (off the hot path, so
 * the check itself stays inline); `what` names it.
 * @internal
 */
export function rejectBeyondWorkableRange(p: Vec2, what: string): void {
  requireWorkableRange(Math.max(Math.abs(p.x), Math.abs(p.y)), 0, what);
}

/**
 * The length and unit direction of the last vector given to {@link measureDirection}:
 * `[length, ux, uy]`. A typed array, so no double is boxed on the way out.
 * @internal
 */
export const measuredDirection = new Float64Array(3);

const measuredVector = new Float64Array(2);

/**
 * Measures `v` into {@link measuredDirection} (core's scaled measure: a vector of 1e-200 is
 * not taken for zero). A zero vector measures 0 with the unit direction (1, 0).
 * @internal
 */
export function measureDirection(v: Vec2): void {
  measuredVector[0] = v.x;
  measuredVector[1] = v.y;
  measureVector(measuredVector, measuredDirection);
}

/**
 * Any shape a query takes: a convex shape, a compound, or a chain (its segments are its parts).
 * @internal
 */
export type QueryShape = ConvexShape | Compound | Chain;

/**
 * Rejects anything that is not a sepax shape (a `Polygon`, `Circle`, `Capsule`, `Point`,
 * `Segment`, `Chain` or `Compound` from `@sepax/core`).
 * @internal
 */
export function requireShape(shape: unknown, what: string): QueryShape {
  if (isConvexShape(shape) || isCompound(shape) || isChain(shape)) return shape;
  const got = isShape(shape) ? `a ${shape.kind}` : describeValue(shape);
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `${what} must be a shape from @sepax/core (Polygon, Circle, Capsule, Point, Segment, Chain or Compound); got ${got}. Plain objects are not shapes: build one with its constructor or fromJSON().`,
  );
}

/**
 * The parts to test for a shape: a compound's convex parts, or the convex shape itself.
 * Returns a stable array per compound, so a hot loop allocates nothing.
 * @internal
 */
export function convexParts(shape: QueryShape, single: ConvexShape[]): readonly ConvexShape[] {
  if (isCompound(shape)) return shape.parts;
  if (isChain(shape)) return shape.segments;
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
export function refreshWorld(part: ConvexShape): ConvexShape & WorldRadiusField {
  part.worldPoints();
  return part as ConvexShape & WorldRadiusField;
}
