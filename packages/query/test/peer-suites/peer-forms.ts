// The peers' own forms of a box and a ray, as sepax values, for the peer-suite ports (each port
// keeps the peer's inputs and passes them through these).
import { Polygon, type Vec2 } from '@sepax/core';

/** The box shape of an AABB given by its lower and upper corners (Box2D's b2AABB, planck's AABB). */
export function aabbShape(lx: number, ly: number, ux: number, uy: number): Polygon {
  return Polygon.box(ux - lx, uy - ly, { position: [(lx + ux) / 2, (ly + uy) / 2] });
}

/** The sepax ray for a segment cast from `start` to `end` (Box2D's p1 → p2, detect-collisions' `raycast(start, end)`). */
export function segmentRay(start: Vec2, end: Vec2) {
  const direction = { x: end.x - start.x, y: end.y - start.y };
  return { origin: start, direction, maxDistance: Math.hypot(direction.x, direction.y) };
}
