import type { Chain } from './chain.js';
import { ConvexShape } from './convex-shape.js';
import { SepaxError } from './errors.js';
import type { SegmentJSON } from './json-types.js';
import { DEGENERATE_SEGMENT_TOLERANCE } from './tolerances.js';
import type { TransformInit } from './transform.js';
import { readVec, type Vec2, type VecLike } from './vec2.js';
import { TWO_POINT_CORE, setShapeClass } from './shape-class.js';

/**
 * A line segment from `a` to `b` with no thickness (Box2D's `b2Segment`, a SAT.js
 * two-point polygon): in sepax's model a core of two points with radius 0. It collides,
 * measures distance, answers point and ray queries and sweeps like every other kind; a
 * point on it is inside (closed set).
 *
 * A segment has two sides and no inside: two shapes that both touch it are not pushed
 * through it, but a shape straddling it is pushed out along the shorter way. For terrain
 * made of many segments use a {@link Chain}, which knows which side is solid.
 *
 * @example
 * ```ts
 * import { Circle, Segment, collide } from '@sepax/core';
 * const wall = new Segment([0, -5], [0, 5]);
 * const ball = new Circle(1, { position: [0.5, 0] });
 * collide(wall, ball)?.normal; // { x: 1, y: 0 }: push the ball to the right
 * ```
 */
export class Segment extends ConvexShape {
  /** @internal */ declare readonly _world: number[];
  /** @internal */ declare readonly _normals: number[];

  get kind(): 'segment' {
    return 'segment';
  }

  /**
   * @param a - first end, local
   * @param b - second end, local (distinct from `a`)
   * @param transform - initial position, angle and scale (any scale: a segment has no radius)
   * @throws SepaxError NON_FINITE, TOO_FEW_POINTS (the ends coincide: use a Point), INVALID_SCALE
   */
  constructor(a: VecLike, b: VecLike, transform?: TransformInit) {
    const pa = readVec(a, 'Segment a');
    const pb = readVec(b, 'Segment b');
    const size = Math.max(Math.abs(pa.x), Math.abs(pa.y), Math.abs(pb.x), Math.abs(pb.y));
    if (Math.hypot(pb.x - pa.x, pb.y - pa.y) <= DEGENERATE_SEGMENT_TOLERANCE * size) {
      throw new SepaxError(
        'TOO_FEW_POINTS',
        `Segment ends (${pa.x}, ${pa.y}) and (${pb.x}, ${pb.y}) coincide; give two distinct points (use a Point for one).`,
      );
    }
    super([pa.x, pa.y, pb.x, pb.y], 0);
    this._initTransform(transform);
  }

  /** First end, local (a fresh copy): the core's first point. */
  get a(): Vec2 {
    return { x: this._localAt(0), y: this._localAt(1) };
  }

  /** Second end, local (a fresh copy). */
  get b(): Vec2 {
    return { x: this._localAt(2), y: this._localAt(3) };
  }

  toJSON(): SegmentJSON {
    const json: SegmentJSON = {
      type: 'segment',
      a: [this._localAt(0), this._localAt(1)],
      b: [this._localAt(2), this._localAt(3)],
    };
    return Object.assign(json, this._transformJSON());
  }
}

setShapeClass(Segment, TWO_POINT_CORE);
