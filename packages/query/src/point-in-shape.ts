import { orient } from '@sepax/core/internal';
import type { ConvexShape, Shape, Vec2, VecLike } from '@sepax/core';
import type { WorldRadiusField } from '@sepax/core/internal';
import { closestOnCore } from './core-closest.js';
import { CoreHit, CoreQuery } from './core-hit.js';
import { convexParts, readPointInto, requireShape } from './input.js';
import type { QueryShape } from './input.js';

const scratchPoint: Vec2 = { x: 0, y: 0 };
const single: ConvexShape[] = [];
const scratchHit = new CoreHit();
const scratchQuery = new CoreQuery();

/**
 * Whether `point` lies in `shape` (any core shape, a `Compound` included). Shapes are closed
 * sets: a point on the surface is inside.
 *
 * A sharp polygon is decided exactly (the sign of Shewchuk's orientation determinant on each
 * edge), so a point on an edge or vertex is always inside. A circle, capsule or rounded
 * polygon compares the distance to its core with the radius in floats: right to within
 * round-off of the surface. A `Point` contains only itself.
 * Allocates nothing.
 *
 * @param point - the query point, `{ x, y }` or `[x, y]`
 * @param shape - a `Polygon`, `Circle`, `Capsule`, `Point` or `Compound`
 * @throws SepaxError NON_FINITE, INVALID_ARGUMENT (not a point, not a shape)
 *
 * @example
 * ```ts
 * import { Capsule, Polygon } from '@sepax/core';
 * import { pointInShape } from '@sepax/query';
 * pointInShape([1, 1], Polygon.box(2, 2)); // true — a corner
 * pointInShape({ x: 0, y: 1.2 }, new Capsule([0, -1], [0, 1], 0.25)); // true
 * ```
 */
export function pointInShape(point: VecLike, shape: Shape): boolean {
  const p = readPointInto(point, 'point', scratchPoint);
  return pointInPartsAt(p, requireShape(shape, 'shape'));
}

/**
 * {@link pointInShape} on checked input, the point as an object (allocation-free when not inlined).
 * @internal
 */
export function pointInPartsAt(p: Vec2, shape: QueryShape): boolean {
  const parts = convexParts(shape, single);
  for (let i = 0; i < parts.length; i++) if (pointInConvex(p, parts[i])) return true;
  return false;
}

/**
 * Whether p lies in a convex shape (closed). Points are passed as objects, never as loose
 * floats, so a call V8 does not inline still allocates nothing.
 * @internal
 */
export function pointInConvex(p: Vec2, shape: ConvexShape): boolean {
  const w = shape.worldPoints();
  const n = shape.count;
  if (n >= 3 && inCorePolygon(p, w, n)) return true;
  const q = scratchQuery;
  q.radius = (shape as ConvexShape & WorldRadiusField)._radius; // refreshed by worldPoints() above (see refreshWorld)
  if (n >= 3 && q.radius === 0) return false;
  q.x = p.x;
  q.y = p.y;
  return closestOnCore(q, w, shape.worldNormals(), n, scratchHit).distance <= 0;
}

/** Exact: left of (or on) every counter-clockwise edge. */
function inCorePolygon(p: Vec2, w: Float64Array, n: number): boolean {
  const a = edgeStart;
  const b = edgeEnd;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    // Through records, not as numbers: see orient.
    a.x = w[2 * i];
    a.y = w[2 * i + 1];
    b.x = w[2 * j];
    b.y = w[2 * j + 1];
    if (orient(a, b, p) < 0) return false;
  }
  return true;
}

const edgeStart: Vec2 = { x: 0, y: 0 };
const edgeEnd: Vec2 = { x: 0, y: 0 };
