import { type Chain, type ConvexShape, SepaxError, type Shape, type Vec2 } from '@sepax/core';
import { rayMissesChainSide } from './chain-rules.js';
import { castCore, insideHit } from './core-cast.js';
import { CoreHit, CoreQuery } from './core-hit.js';
import { convexParts, refreshWorld, requireShape } from './input.js';
import type { QueryShape } from './input.js';
import { pointInConvex } from './point-in-shape.js';
import { type Ray, type ReadRay, readRay } from './ray.js';

export type { Ray } from './ray.js';

/**
 * Where a ray first meets a shape (the result of {@link raycast}).
 *
 * - `point`: the hit point on the surface (the origin when the ray starts inside).
 * - `normal`: unit outward surface normal at `point`. For a ray starting inside (`inside`), the
 *   normal of the surface point nearest the origin — the way out; where that is undefined
 *   (the centre of a circle) the reversed ray direction. A `Point` shape has no surface
 *   normal: the reversed ray direction.
 * - `distance`: world units along the ray from the origin (0 when `inside`).
 * - `fraction`: `distance / maxDistance` when the ray has a finite `maxDistance` (0 when that is 0),
 *   else `distance / |direction|` — so `fraction ∈ [0, 1]` means "within one direction length".
 * - `inside`: the origin lies in the shape (closed: on the surface counts).
 *
 * Pass one instance as `out` to reuse it; `raycast(ray, shape, out)` then allocates nothing.
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * import { RaycastHit, raycast } from '@sepax/query';
 * const hit = new RaycastHit();
 * if (raycast({ origin: [-5, 0], direction: [1, 0] }, Polygon.box(2, 2), hit)) hit.point; // { x: -1, y: 0 }
 * ```
 */
export class RaycastHit {
  /** The hit point. */
  readonly point: Vec2 = { x: 0, y: 0 };
  /** Unit outward surface normal at the hit. */
  readonly normal: Vec2 = { x: -1, y: 0 };
  /** World units from the ray's origin. */
  distance = 0;
  /** `distance / maxDistance`, or `distance / |direction|` for an unbounded ray. */
  fraction = 0;
  /** The ray starts in the shape (hit at distance 0). */
  inside = false;
}

const scratchRay: ReadRay = { ox: 0, oy: 0, ux: 1, uy: 0, maxDistance: 0, fractionScale: 1 };
const query = new CoreQuery();
const scratchHit = new CoreHit();
const single: ConvexShape[] = [];

/**
 * Casts a ray against any core shape, a `Compound` included, and returns the first hit or
 * `null`. Exact closed forms, no iteration: a sharp polygon is clipped face by face
 * (Cyrus–Beck); a rounded shape (circle, capsule, rounded polygon) is the Minkowski sum of its
 * core with a disc — the ray meets a face pushed out by the radius or a vertex's circle.
 *
 * Defined edge cases: a ray that starts inside (or on the surface) hits at distance 0 with
 * `inside: true`; a ray ending exactly on the surface hits (`fraction` 1 with a `maxDistance`);
 * `maxDistance: 0` hits only from inside; a ray parallel to a face outside misses; a ray along
 * an edge or through a corner hits at the first point of the surface it touches. Never NaN.
 * A `Compound`'s hit is its nearest part's.
 *
 * @param ray - `{ origin, direction, maxDistance? }`; direction need not be unit
 * @param shape - any core shape
 * @param out - result to write into (allocation-free reuse)
 * @returns the hit (`out` when given), or null
 * @throws SepaxError ZERO_DIRECTION (direction (0, 0), or subnormal on an unbounded ray),
 *   NON_FINITE (NaN or ±Infinity in origin or direction, NaN maxDistance), INVALID_ARGUMENT
 *   (negative maxDistance, not a ray, not a shape)
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * import { raycast } from '@sepax/query';
 * const hit = raycast({ origin: [0, 0], direction: [10, 0] }, new Circle(1, { position: [5, 0] }));
 * hit?.point; // { x: 4, y: 0 }
 * hit?.distance; // 4
 * hit?.fraction; // 0.4 (of the direction's length, 10)
 * ```
 */
export function raycast(ray: Ray, shape: Shape, out?: RaycastHit): RaycastHit | null {
  const r = readRay(ray, scratchRay);
  const target = requireShape(shape, 'shape');
  if (out !== undefined && !(out instanceof RaycastHit)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'raycast(ray, shape, out): out must be a RaycastHit (new RaycastHit()) or left out.',
    );
  }
  if (!castShape(r, target, scratchHit)) return null;
  const result = out ?? new RaycastHit();
  writeHit(r, scratchHit, result);
  return result;
}

/**
 * Ray cast on validated input: the first hit over a shape's parts into `hit`.
 * @internal
 */
export function castShape(r: ReadRay, shape: QueryShape, hit: CoreHit): boolean {
  const parts = convexParts(shape, single);
  const q = query;
  q.x = r.ox;
  q.y = r.oy;
  q.ux = r.ux;
  q.uy = r.uy;
  // Inside is decided exactly (as pointInShape does), before any float clipping.
  for (let i = 0; i < parts.length; i++) {
    if (pointInConvex(q, parts[i]))
      return insideHit(withRadius(q, parts[i]), parts[i].worldPoints(), parts[i].worldNormals(), parts[i].count, hit);
  }
  let found = false;
  q.tMax = r.maxDistance;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (rayMissesChainSide(shape, i, q)) continue;
    if (castCore(withRadius(q, part), part.worldPoints(), part.worldNormals(), part.count, scratchBest)) {
      // Later parts must hit nearer to count.
      q.tMax = scratchBest.distance;
      hit.copy(scratchBest);
      // Clipping may still see the origin as inside when it is within round-off of the
      // surface; the exact test above said outside, so this is a surface hit at distance 0.
      hit.inside = false;
      found = true;
    }
  }
  return found;
}

const scratchBest = new CoreHit();

/**
 * Ray cast on validated input against segment i of a chain alone: what {@link castShape}
 * finds over that one part (the spatial index keeps a chain's segments apart, so a ray
 * reaches only the few near it).
 * @internal
 */
export function castChainSegment(r: ReadRay, chain: Chain, i: number, hit: CoreHit): boolean {
  const part = chain.segments[i];
  const q = query;
  q.x = r.ox;
  q.y = r.oy;
  q.ux = r.ux;
  q.uy = r.uy;
  if (pointInConvex(q, part))
    return insideHit(withRadius(q, part), part.worldPoints(), part.worldNormals(), part.count, hit);
  q.tMax = r.maxDistance;
  if (rayMissesChainSide(chain, i, q)) return false;
  if (!castCore(withRadius(q, part), part.worldPoints(), part.worldNormals(), part.count, hit)) return false;
  hit.inside = false;
  return true;
}

function withRadius(q: CoreQuery, part: ConvexShape): CoreQuery {
  q.radius = refreshWorld(part)._radius;
  return q;
}

function writeHit(r: ReadRay, hit: CoreHit, out: RaycastHit): void {
  out.inside = hit.inside;
  out.distance = hit.distance;
  out.fraction = r.fractionScale > 0 ? hit.distance / r.fractionScale : 0;
  out.point.x = hit.inside ? r.ox : hit.x;
  out.point.y = hit.inside ? r.oy : hit.y;
  // + 0 turns −0 into 0, so results print and compare as users expect.
  out.normal.x = hit.nx + 0;
  out.normal.y = hit.ny + 0;
}
