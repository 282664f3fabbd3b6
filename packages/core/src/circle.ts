import { ConvexShape, NO_NORMALS } from './convex-shape.js';
import { SepaxError } from './errors.js';
import type { CircleJSON } from './json-types.js';
import { requireUniformScale } from './shape.js';
import type { TransformInit } from './transform.js';
import { readFinite } from './vec2.js';
import { ONE_POINT_CORE, setShapeClass } from './shape-class.js';

/**
 * A circle centred on its position.
 *
 * @example
 * ```ts
 * import { Circle, overlaps } from '@sepax/core';
 * const a = new Circle(1);
 * const b = new Circle(1, { position: [1.5, 0] });
 * overlaps(a, b); // true
 * ```
 */
export class Circle extends ConvexShape {
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

  get kind(): 'circle' {
    return 'circle';
  }

  /**
   * @param radius - radius > 0 in local units
   * @param transform - initial position, angle and (uniform) scale
   * @throws SepaxError INVALID_RADIUS, NON_FINITE, INVALID_SCALE
   */
  constructor(radius: number, transform?: TransformInit) {
    super(null, checkRadius(radius, 'Circle'));
    this._initTransform(transform);
  }

  /** @internal */
  protected override _checkScale(sx: number, sy: number): void {
    requireUniformScale('circle', sx, sy);
  }

  toJSON(): CircleJSON {
    return Object.assign({ type: 'circle' as const, radius: this._localRadius }, this._transformJSON());
  }
}

setShapeClass(Circle, ONE_POINT_CORE);

/**
 * Validates a radius that must be positive.
 * @internal
 */
export function checkRadius(radius: number, kind: string): number {
  const r = readFinite(radius, `${kind} radius`);
  if (r <= 0) {
    throw new SepaxError(
      'INVALID_RADIUS',
      `${kind} radius is ${r}; it must be > 0 (use a Point for a zero-size shape).`,
      { radius: r },
    );
  }
  return r;
}
