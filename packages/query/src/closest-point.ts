import type { ConvexShape, Shape, Vec2, VecLike } from '@sepax/core';
import { requireOut } from '@sepax/core/internal';
import { closestOnCore } from './core-closest.js';
import { CoreHit, CoreQuery } from './core-hit.js';
import { convexParts, readPointInto, refreshWorld, requireShape } from './input.js';
import type { QueryShape } from './input.js';

/**
 * The result of {@link closestPoint}: the point of a shape's surface nearest to a query point.
 *
 * - `point`: on the surface (for a query point inside, the nearest surface point, not the query).
 * - `normal`: unit outward surface normal at `point`; when the query point is outside, it is the
 *   direction from `point` toward the query point.
 * - `distance`: signed: > 0 outside, 0 on the surface, −depth inside.
 *
 * Pass one instance as `out` to reuse it; `closestPoint(p, shape, out)` then allocates nothing.
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * import { ClosestPointResult, closestPoint } from '@sepax/query';
 * const out = new ClosestPointResult();
 * closestPoint([5, 0], new Circle(1), out).point; // { x: 1, y: 0 }
 * ```
 */
export class ClosestPointResult {
  /** The nearest point on the surface. */
  readonly point: Vec2 = { x: 0, y: 0 };
  /** Unit outward surface normal at `point`. */
  readonly normal: Vec2 = { x: 1, y: 0 };
  /** Signed distance from the query point to the surface: > 0 outside, < 0 inside. */
  distance = 0;
}

const scratchQuery = new CoreQuery();
const scratchHit = new CoreHit();
const single: ConvexShape[] = [];

/**
 * Projects a point onto a shape's surface: the nearest surface point, the outward normal there
 * and the signed distance. Exact closed forms (no iteration) for every core shape.
 *
 * Ties: at a circle's centre (or on a capsule's segment) every direction is nearest; the
 * normal is then +x (or the side normal facing +x). For a `Compound` the result is the part
 * whose surface is nearest (outside) or deepest (inside): outside this is exact; inside, seams
 * between overlapping parts count as surface, so the depth is a lower bound of the depth into
 * the union.
 *
 * @param point - the query point, `{ x, y }` or `[x, y]`
 * @param shape - any core shape
 * @param out - result to write into (allocation-free reuse)
 * @throws SepaxError NON_FINITE, INVALID_ARGUMENT
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * import { closestPoint } from '@sepax/query';
 * const c = closestPoint([3, 0.5], Polygon.box(2, 2));
 * c.point; // { x: 1, y: 0.5 }
 * c.normal; // { x: 1, y: 0 }
 * c.distance; // 2
 * ```
 */
export function closestPoint(point: VecLike, shape: Shape, out?: ClosestPointResult): ClosestPointResult {
  requireOut(
    out,
    isClosestPointResult,
    'closestPoint(point, shape, out)',
    'a ClosestPointResult (new ClosestPointResult())',
  );
  readPointInto(point, 'point', scratchQuery);
  const hit = closestOnShape(scratchQuery, requireShape(shape, 'shape'), scratchHit);
  const result = out ?? new ClosestPointResult();
  result.point.x = hit.x;
  result.point.y = hit.y;
  result.normal.x = hit.nx + 0; // + 0: −0 becomes 0
  result.normal.y = hit.ny + 0;
  result.distance = hit.distance;
  return result;
}

/**
 * The signed distance from a point to a shape's surface: > 0 outside, 0 on it, −depth inside
 * (for a `Compound`, see {@link closestPoint}). Allocates nothing.
 *
 * @param point - the query point, `{ x, y }` or `[x, y]`
 * @param shape - any core shape
 * @throws SepaxError NON_FINITE, INVALID_ARGUMENT
 *
 * @example
 * ```ts
 * import { Capsule } from '@sepax/core';
 * import { distanceToPoint } from '@sepax/query';
 * distanceToPoint([0, 3], new Capsule([-1, 0], [1, 0], 0.5)); // 2.5
 * distanceToPoint([0, 0], new Capsule([-1, 0], [1, 0], 0.5)); // -0.5
 * ```
 */
export function distanceToPoint(point: VecLike, shape: Shape): number {
  readPointInto(point, 'point', scratchQuery);
  return closestOnShape(scratchQuery, requireShape(shape, 'shape'), scratchHit).distance;
}

/** Nearest part surface outside; deepest part inside (the smallest signed distance wins either way). */
function closestOnShape(q: CoreQuery, shape: QueryShape, out: CoreHit): CoreHit {
  const parts = convexParts(shape, single);
  let best = Infinity;
  let bx = 0;
  let by = 0;
  let bnx = 1;
  let bny = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    q.radius = refreshWorld(part)._radius;
    q.fx = 1;
    q.fy = 0;
    closestOnCore(q, part.worldPoints(), part.worldNormals(), part.count, out);
    if (out.distance < best) {
      best = out.distance;
      bx = out.x;
      by = out.y;
      bnx = out.nx;
      bny = out.ny;
    }
  }
  out.distance = best;
  out.x = bx;
  out.y = by;
  out.nx = bnx;
  out.ny = bny;
  return out;
}

function isClosestPointResult(out: unknown): boolean {
  return out instanceof ClosestPointResult;
}
