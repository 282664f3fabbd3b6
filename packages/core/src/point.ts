import { ConvexShape, NO_NORMALS } from './convex-shape.js';
import type { PointJSON } from './json-types.js';
import { readVec, type VecLike } from './vec2.js';
import { ONE_POINT_CORE, setShapeClass } from './shape-class.js';

/**
 * A single point (a core of one point, radius 0): a bullet, a cursor, a sensor probe.
 * It collides like any other shape; its angle and scale change nothing.
 *
 * @example
 * ```ts
 * import { Point, Polygon, overlaps } from '@sepax/core';
 * overlaps(new Point([0.5, 0.5]), Polygon.box(2, 2)); // true
 * ```
 */
export class Point extends ConvexShape {
  /** Number of core points: 1, its centre. */
  override get count(): number {
    return 1;
  }

  /** @internal Its world point: the corner [x, y] of its box. */
  get _world(): number[] {
    return this._box;
  }

  /** @internal None: a point has no edges. */
  get _normals(): number[] {
    return NO_NORMALS;
  }

  get kind(): 'point' {
    return 'point';
  }

  /**
   * @param position - where the point is (world coordinates)
   * @throws SepaxError NON_FINITE, INVALID_ARGUMENT
   */
  constructor(position: VecLike = [0, 0]) {
    super(null, 0);
    const p = readVec(position, 'Point position');
    this._initTransform({ position: p });
  }

  toJSON(): PointJSON {
    // Angle and scale change nothing here, but they are the point's state: written (when not
    // the defaults) so that a round trip gives the same transform back.
    return Object.assign(
      { type: 'point' as const, position: [this._px, this._py] as [number, number] },
      this._transformJSON(),
    );
  }
}

setShapeClass(Point, ONE_POINT_CORE);
