/**
 * Spatial queries over `@sepax/core` shapes: point-in-polygon for any simple polygon with
 * holes, point-in-shape, closest points, ray casts and linear sweeps (time of impact).
 *
 * @example
 * ```ts
 * import { Circle, Polygon } from '@sepax/core';
 * import { pointInPolygon, raycast, sweep } from '@sepax/query';
 * pointInPolygon([1, 1], { outer: [[0, 0], [4, 0], [4, 4], [0, 4]], holes: [[[1, 1], [2, 1], [2, 2]]] }); // true (on a hole's edge)
 * raycast({ origin: [-5, 0], direction: [1, 0] }, Polygon.box(2, 2))?.point; // { x: -1, y: 0 }
 * sweep(new Circle(0.5), [10, 0], Polygon.box(0.1, 4, { position: [5, 0] }))?.time; // 0.445
 * ```
 * @packageDocumentation
 */
export { ClosestPointResult, closestPoint, distanceToPoint } from './closest-point.js';
export { pointInPolygon, type PolygonWithHoles, type Ring } from './point-in-polygon.js';
export { pointInShape } from './point-in-shape.js';
export type { QueryErrorCode } from './error-codes.js';
export type { Ray } from './ray.js';
export { RaycastHit, raycast } from './raycast.js';
export { SweepHit, sweep } from './sweep.js';
export { sweepRotating } from './sweep-rotating.js';
export * from './spatial-index.js';
export * from './spatial-index-types.js';
