import { collideChain, overlapsChain } from './chain-collide.js';
import { Collision } from './collision.js';
import { collideCircles } from './collide-circles.js';
import { collideConvex, copyCollision, overlapsConvex } from './collide-convex.js';
import { collideParts, overlapsParts } from './compound-collide.js';
import type { ConvexShape } from './convex-shape.js';
import { describeValue } from './describe-value.js';
import { SepaxError } from './errors.js';
import { isShape, SHAPE_BRAND } from './brand.js';
import type { Shape } from './shape.js';
import { CHAIN_CLASS, COMPOUND_CLASS, ONE_POINT_CORE, POLYGON_CORE } from './shape-class.js';

/**
 * Whether two shapes overlap. Shapes are closed sets: touching counts. Works for every pair
 * of kinds in either order; a compound overlaps when any of its parts does. Allocates
 * nothing.
 *
 * @param a - first shape
 * @param b - second shape
 * @throws SepaxError INVALID_ARGUMENT when either argument is not a sepax shape
 *
 * @example
 * ```ts
 * import { Capsule, Polygon, overlaps } from '@sepax/core';
 * const ground = Polygon.box(10, 1);
 * const player = new Capsule([0, 0], [0, 1], 0.25, { position: [0, 0.7] });
 * overlaps(ground, player); // true: the capsule's lower cap dips 0.05 into the ground
 * ```
 */
export function overlaps(a: Shape, b: Shape): boolean {
  const ca = classOf(a);
  const cb = classOf(b);
  if (!(ca > 0)) rejectShape(a, 'overlaps', 'a');
  if (!(cb > 0)) rejectShape(b, 'overlaps', 'b');
  if (ca === CHAIN_CLASS || cb === CHAIN_CLASS) return overlapsChain(a, b);
  if (ca === COMPOUND_CLASS || cb === COMPOUND_CLASS) return overlapsParts(a, b);
  return overlapsConvex(a as ConvexShape, b as ConvexShape);
}

const scratch = new Collision();

/**
 * Collides two shapes: `null` when they are apart, else how they touch and the minimum
 * translation that separates them.
 *
 * - `normal` points from A toward B, `depth` ≥ 0 is exact (containment included), and
 *   `mtv = normal × depth`: moving B by `+mtv` (or A by `−mtv`) leaves them touching.
 * - `contacts`: 1 or 2 world points (Box2D-style clipping of the incident edge for faces).
 * - `aInB` / `bInA`: exact containment (identical shapes give both).
 *
 * Compounds: the deepest overlapping part pair decides normal, depth and contacts; `aInB`
 * means A lies inside the union of B's parts (a part of A may straddle several parts of B;
 * exact through sharp polygon parts, which is what `@sepax/decomp` builds).
 *
 * @param a - first shape
 * @param b - second shape
 * @param out - a {@link Collision} to fill, so the call allocates nothing; without it a new
 *   one is allocated when the shapes overlap
 * @returns the collision (`out` when given), or `null` when the shapes are apart
 * @throws SepaxError INVALID_ARGUMENT when an argument is not a shape (or `out` not a Collision)
 *
 * @example
 * ```ts
 * import { Circle, Collision, Polygon, collide } from '@sepax/core';
 * const box = Polygon.box(2, 2);
 * const ball = new Circle(0.5, { position: [1.2, 0] });
 * const hit = collide(box, ball); // normal (1, 0), depth 0.3
 * if (hit) ball.translate(hit.mtv.x, hit.mtv.y); // now just touching
 *
 * const out = new Collision(); // reuse in a hot loop
 * collide(box, ball, out);
 * ```
 */
export function collide(a: Shape, b: Shape, out?: Collision): Collision | null {
  const ca = classOf(a);
  const cb = classOf(b);
  if (!(ca > 0)) rejectShape(a, 'collide', 'a');
  if (!(cb > 0)) rejectShape(b, 'collide', 'b');
  if (out !== undefined && !(out instanceof Collision)) rejectOut();
  const target = out ?? scratch;
  let hit: boolean;
  // Both classes are ONE_POINT_CORE exactly when their bits together are (every other class
  // has a higher bit).
  if ((ca | cb) === ONE_POINT_CORE) {
    // Circles first and directly (collideConvex would take them the same way): the cheapest
    // pair, where the calls between here and the arithmetic would cost as much as it does.
    // collide stays small so that V8, inlining it into a caller's loop, has the budget left
    // to inline collideCircles too.
    const sa = a as ConvexShape;
    const sb = b as ConvexShape;
    if (sa._cacheStamp !== sa._stamp || sa._parent !== null) sa._refresh();
    if (sb._cacheStamp !== sb._stamp || sb._parent !== null) sb._refresh();
    hit = collideCircles(sa, sb, target);
  } else if (ca > POLYGON_CORE || cb > POLYGON_CORE) hit = collideContainers(a, b, ca, cb, target);
  else hit = collideConvex(a as ConvexShape, b as ConvexShape, target);
  if (!hit) return null;
  return out ?? copyCollision(scratch, new Collision());
}

/** Collides a pair of which one is a chain or a compound (classes `ca`, `cb`). */
function collideContainers(a: Shape, b: Shape, ca: number, cb: number, out: Collision): boolean {
  return ca === CHAIN_CLASS || cb === CHAIN_CLASS ? collideChain(a, b, out) : collideParts(a, b, out);
}

/**
 * The narrow-phase class of a sepax shape (see shape-class.ts), or 0 for anything else: the
 * brand check and the dispatch in two reads of the shape's prototype. Only null and undefined
 * need a guard (a primitive's wrapper prototype has no brand); a `typeof` test costs every
 * call more than the circle–circle arithmetic can spare.
 */
function classOf(s: unknown): number {
  return s !== null && s !== undefined && (s as Record<symbol, unknown>)[SHAPE_BRAND] === true
    ? (s as Shape)._class
    : 0;
}

/**
 * Rejects an argument that is not a sepax shape.
 * @internal
 */
export function checkShape(s: unknown, fn: string, name: string): void {
  if (!isShape(s)) rejectShape(s, fn, name);
}

function rejectOut(): never {
  throw new SepaxError(
    'INVALID_ARGUMENT',
    'collide(a, b, out): out must be a Collision (new Collision()) or left out.',
  );
}

/** Throws the error for an argument that is not a shape this copy of @sepax/core can collide. */
function rejectShape(s: unknown, fn: string, name: string): never {
  // A shape from a copy of @sepax/core that predates the narrow-phase class.
  if (isShape(s)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${fn}(a, b): ${name} is ${describeValue(s)}, a shape from another version of @sepax/core; install one version of @sepax/core so every package shares it.`,
    );
  }
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `${fn}(a, b): ${name} must be a sepax shape (Polygon, Circle, Capsule, Point, Segment, Chain or Compound); got ${describeValue(s)}.`,
  );
}
