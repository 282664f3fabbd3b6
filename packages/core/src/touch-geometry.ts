import type { ConvexShape } from './convex-shape.js';
import type { Shape } from './shape.js';
import { ONE_POINT_CORE, POLYGON_CORE } from './shape-class.js';

/**
 * Reads, for each of `shapes[0…count−1]`, the memory the narrow phase reads first (the shape
 * object, its number array, its world points and normals), without computing anything: a
 * broad phase calls it on a batch of shapes it is about to collide, so that shapes far apart
 * in memory are fetched together instead of one cache miss after another.
 *
 * Three passes (the objects, then the arrays they point to, then the arrays' numbers) keep
 * each pass's loads independent of one another, so the processor has the whole batch's misses
 * in flight at once. Compounds and chains are skipped, and so are `undefined` slots. Returns
 * a count of the reads, which the caller keeps: a load whose value is unused may be dropped.
 *
 * @example
 * ```ts
 * import { Circle, Polygon } from '@sepax/core';
 * import { touchGeometry } from '@sepax/core/internal';
 * touchGeometry([new Circle(1), Polygon.box(1, 1)], 2); // > 0
 * ```
 */
export function touchGeometry(shapes: readonly (Shape | undefined)[], count: number): number {
  let seen = 0;
  for (let i = 0; i < count; i++) {
    const shape = shapes[i];
    if (shape !== undefined && shape._stamp >= 0) seen++;
  }
  for (let i = 0; i < count; i++) {
    const shape = shapes[i];
    if (shape === undefined || shape._class > POLYGON_CORE) continue;
    seen += shape._box.length > 0 ? 1 : 0;
    if (shape._class === ONE_POINT_CORE) continue;
    const convex = shape as ConvexShape;
    seen += convex._world.length + convex._normals.length > 0 ? 1 : 0;
  }
  for (let i = 0; i < count; i++) {
    const shape = shapes[i];
    if (shape === undefined || shape._class > POLYGON_CORE) continue;
    const box = shape._box;
    // The world box and radius (slots 0–4). A comparison per array keeps each load.
    if (box[0] <= box[4] || box[0] > box[4]) seen++;
    if (shape._class === ONE_POINT_CORE) continue;
    const world = (shape as ConvexShape)._world;
    const normals = (shape as ConvexShape)._normals;
    if (world[0] <= world[world.length - 1] || world[0] > world[world.length - 1]) seen++;
    if (normals.length > 0 && (normals[0] <= normals[normals.length - 1] || normals[0] > 0)) seen++;
  }
  return seen;
}
