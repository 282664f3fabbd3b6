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
 * const ball = new Sphere(0.5, { position: [0, 3, 0] });
 * ball.setPosition(0, 2, 0);
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
  constructor(radius: number, placement: { position?: Vec3Like } = {}) {
    requirePlacement(placement, 'Sphere', '{ position? }');
    this.radius = radius;
    this.position = placement.position ?? [0, 0, 0];
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

  /** The position: the sphere's center (a copy; assign to move the sphere). */
  get position(): Vec3 {
    return toVec3(this.centerData, 0);
  }

  set position(position: Vec3Like) {
    readVec3Into(position, this.centerData, 'Sphere position');
  }

  /**
   * Moves the sphere without allocating.
   * @example
   * ```ts
   * import { Sphere } from '@sepax/obb3';
   * new Sphere(1).setPosition(0, 10, 0);
   * ```
   */
  setPosition(x: number, y: number, z: number): this {
    writeWorkableVec3(this.centerData, x, y, z, 'Sphere position');
    return this;
  }
}
