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
export { Chain, type ChainOptions } from './chain.js';
export { Circle } from './circle.js';
export { Compound } from './compound.js';
export { ConvexShape } from './convex-shape.js';
export { type CoreErrorCode, SepaxError } from './errors.js';
export { fromJSON } from './json.js';
export type {
  CapsuleJSON,
  ChainJSON,
  CircleJSON,
  CompoundJSON,
  PointJSON,
  PolygonJSON,
  SegmentJSON,
  ShapeJSON,
  TransformJSON,
} from './json-types.js';
export { Point } from './point.js';
export { Polygon } from './polygon.js';
export { Segment } from './segment.js';
export { Shape, type ShapeKind } from './shape.js';
export type { TransformInit } from './transform.js';
export type { Vec2, VecLike } from './vec2.js';
export { collide, overlaps } from './collide.js';
export { Collision, DistanceResult } from './collision.js';
export { distance } from './distance.js';
export { MassProperties, massProperties } from './mass.js';
export { MAX_COORDINATE, MAX_REACH_PER_SIZE, MIN_EXTENT } from './tolerances.js';
