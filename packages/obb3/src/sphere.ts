import { SepaxError } from '@sepax/core';
import { requireWorkableRange } from '@sepax/core/internal';
import { requirePlacement } from './arguments.js';
import { readFinite, readVec3Into, toVec3, writeWorkableVec3, type Vec3, type Vec3Like } from './vec3.js';

/**
 * A ball: a center and a radius ≥ 0 (zero is a point). A closed set.
 *
 * @example
 * ```ts
 * import { Sphere } from '@sepax/obb3';
 * const ball = new Sphere(0.5, { center: [0, 3, 0] });
 * ball.setCenter(0, 2, 0);
 * ball.radius = 0.75;
 * ```
 */
export class Sphere {
  /** @internal Center, `[x, y, z]`. */
  readonly centerData = new Float64Array(3);
  /** @internal */
  radiusValue = 0;

  /**
   * @param radius - ≥ 0
   * @param placement - the center (default the origin)
   */
  constructor(radius: number, placement: { center?: Vec3Like } = {}) {
    requirePlacement(placement, 'Sphere', '{ center? }');
    this.radius = radius;
    this.center = placement.center ?? [0, 0, 0];
  }

  /** The radius; assign to resize. */
  get radius(): number {
    return this.radiusValue;
  }

  set radius(radius: number) {
    const r = readFinite(radius, 'Sphere radius');
    if (r < 0) {
      throw new SepaxError('INVALID_RADIUS', `Sphere radius must be ≥ 0; got ${r}.`);
    }
    // A radius beyond MAX_COORDINATE overflows squared distances; one under MIN_EXTENT
    // underflows its square (spheres of radius 1e-200, 3e-170 apart, would read as touching).
    requireWorkableRange(r, r, 'Sphere');
    this.radiusValue = r;
  }

  /** The center (a copy; assign to move the sphere). */
  get center(): Vec3 {
    return toVec3(this.centerData, 0);
  }

  set center(center: Vec3Like) {
    readVec3Into(center, this.centerData, 'Sphere center');
  }

  /**
   * Moves the sphere without allocating.
   * @example
   * ```ts
   * import { Sphere } from '@sepax/obb3';
   * new Sphere(1).setCenter(0, 10, 0);
   * ```
   */
  setCenter(x: number, y: number, z: number): this {
    writeWorkableVec3(this.centerData, x, y, z, 'Sphere center');
    return this;
  }
}
