/**
 * Exact 2D collision detection with the Separating Axis Theorem: shapes with settable
 * transforms, overlap tests, collisions with the minimum translation vector and contacts,
 * and distances.
 *
 * @example
 * ```ts
 * import { Circle, Polygon, collide } from '@sepax/core';
 * const box = Polygon.box(2, 2);
 * const ball = new Circle(0.5, { position: [1.2, 0] });
 * const hit = collide(box, ball); // { normal: { x: 1, y: 0 }, depth: 0.3, … }
 * if (hit) ball.translate(hit.mtv.x, hit.mtv.y); // now touching, no longer overlapping
 * ```
 * @packageDocumentation
 */
export { type AABB, aabbOverlaps } from './aabb.js';
export { Capsule } from './capsule.js';
export { Circle } from './circle.js';
export { Compound } from './compound.js';
/** @internal The part pairs of two shapes (one a compound) whose boxes come near, through the part trees. */
export { gatherNearPairs, NearPairs, worldBoxOf } from './compound-collide.js';
/** @internal A list of part indices, as a compound's part tree fills it. */
export { PartList } from './part-tree.js';
/** @internal Safe, bounded descriptions of odd values for every package's error messages. */
export { describeValue } from './describe-value.js';
export { ConvexShape } from './convex-shape.js';
export { SepaxError, type SepaxErrorCode } from './errors.js';
export { fromJSON } from './json.js';
/** @internal Options and `out` argument checks shared by every package. */
export { readOptions, requireOut } from './options.js';
export type {
  CapsuleJSON,
  CircleJSON,
  CompoundJSON,
  PointJSON,
  PolygonJSON,
  ShapeJSON,
  TransformJSON,
} from './json-types.js';
export { Point } from './point.js';
export { Polygon } from './polygon.js';
export { Shape, type ShapeKind } from './shape.js';
export type { TransformInit } from './transform.js';
export type { Vec2, VecLike } from './vec2.js';
/** @internal Shared argument validation for sibling packages (obb3, query, decomp). */
export { isPointForm, readFinite, readVec, readVecInto, readXYInto } from './vec2.js';
export { collide, overlaps } from './collide.js';
export { Collision, DistanceResult } from './collision.js';
export { distance } from './distance.js';
export { MAX_COORDINATE, MAX_REACH_PER_SIZE, MIN_EXTENT } from './tolerances.js';
/** @internal The workable coordinate range check, shared with decomp. */
export { requireWorkableRange } from './tolerances.js';
