import { checkRadius } from './circle.js';
import { ConvexShape } from './convex-shape.js';
import type { CapsuleJSON } from './json-types.js';
import { requireUniformScale } from './shape.js';
import { DEGENERATE_SEGMENT_TOLERANCE } from './tolerances.js';
import type { TransformInit } from './transform.js';
import { readVec, type Vec2, type VecLike } from './vec2.js';
import { TWO_POINT_CORE, setShapeClass } from './shape-class.js';

/**
 * A capsule: every point within `radius` of the segment from `a` to `b` (a stadium). A
 * capsule whose ends coincide behaves exactly as a circle.
 *
 * @example
 * ```ts
 * import { Capsule, Polygon, collide } from '@sepax/core';
 * const player = new Capsule([0, -0.5], [0, 0.5], 0.25, { position: [0, 1] });
 * const ground = Polygon.box(10, 1, { position: [0, 0] });
 * collide(ground, player)?.mtv; // push the player up out of the ground
 * ```
 */
export class Capsule extends ConvexShape {
  /** @internal */ declare readonly _world: number[];
  /** @internal */ declare readonly _normals: number[];

  get kind(): 'capsule' {
    return 'capsule';
  }

  /**
   * @param a - first end of the core segment, local
   * @param b - second end of the core segment, local
   * @param radius - radius > 0 in local units
   * @param transform - initial position, angle and (uniform) scale
   * @throws SepaxError NON_FINITE, INVALID_RADIUS, INVALID_SCALE
   */
  constructor(a: VecLike, b: VecLike, radius: number, transform?: TransformInit) {
    const pa = readVec(a, 'Capsule a');
    const pb = readVec(b, 'Capsule b');
    const r = checkRadius(radius, 'Capsule');
    const degenerate = Math.hypot(pb.x - pa.x, pb.y - pa.y) <= DEGENERATE_SEGMENT_TOLERANCE * r;
    // A zero-length core is stored as one point, so the narrow phase sees a circle.
    super(degenerate ? [pa.x, pa.y] : [pa.x, pa.y, pb.x, pb.y], r);
    this._a = pa;
    this._b = pb;
    this._initTransform(transform);
  }

  private readonly _a: Vec2;
  private readonly _b: Vec2;

  /** First end of the core segment, local (a fresh copy). */
  get a(): Vec2 {
    return { ...this._a };
  }

  /** Second end of the core segment, local (a fresh copy). */
  get b(): Vec2 {
    return { ...this._b };
  }

  /** @internal */
  protected override _checkScale(sx: number, sy: number): void {
    requireUniformScale('capsule', sx, sy);
  }

  toJSON(): CapsuleJSON {
    const json: CapsuleJSON = {
      type: 'capsule',
      a: [this._a.x, this._a.y],
      b: [this._b.x, this._b.y],
      radius: this._localRadius,
    };
    return Object.assign(json, this._transformJSON());
  }
}

setShapeClass(Capsule, TWO_POINT_CORE);
