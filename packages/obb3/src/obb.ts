import { SepaxError } from '@sepax/core';
import { describeValue } from '@sepax/core/internal';
import { type Rotation, writeRotationAxes } from './rotation.js';
import { CONTAINMENT_SLACK } from './tolerances.js';
import { requirePlacement } from './arguments.js';
import { readVec3Into, toVec3, writeWorkableVec3, type Vec3, type Vec3Like } from './vec3.js';

/**
 * Where an {@link Obb} sits: its center (default the origin) and rotation (default none).
 *
 * @example
 * ```ts
 * import { Obb, type ObbPlacement } from '@sepax/obb3';
 * const placement: ObbPlacement = { position: [0, 2, 0], rotation: { x: 0, y: 0, z: 0, w: 1 } };
 * new Obb([1, 1, 1], placement);
 * ```
 */
export interface ObbPlacement {
  /** World position of the box's center. */
  position?: Vec3Like;
  /** Unit quaternion or row-major 3×3 rotation matrix, box-local to world. */
  rotation?: Rotation;
}

const IDENTITY: Rotation = { x: 0, y: 0, z: 0, w: 1 };

/**
 * An oriented box in 3D: a center, three half extents (≥ 0; zero makes a flat box or a
 * segment) and a rotation. A closed set: points on its faces are inside. Every setter
 * validates its input, so a box is always well formed.
 *
 * @example
 * ```ts
 * import { Obb } from '@sepax/obb3';
 * const crate = new Obb([1, 0.5, 2], { position: [0, 0.5, 0] });
 * crate.rotation = { x: 0, y: Math.sin(Math.PI / 8), z: 0, w: Math.cos(Math.PI / 8) }; // 45° about y
 * crate.setPosition(3, 0.5, 0);
 * ```
 */
export class Obb {
  /** @internal Center, `[x, y, z]`. */
  readonly centerData = new Float64Array(3);
  /** @internal Half extents along the box's own axes. */
  readonly extentData = new Float64Array(3);
  /** @internal The box's axes in world space (rotation columns), 3 × `[x, y, z]`. */
  readonly axisData = new Float64Array(9);

  /**
   * @param halfExtents - half the box's size along each of its own axes, each ≥ 0
   * @param placement - center and rotation
   */
  constructor(halfExtents: Vec3Like, placement: ObbPlacement = {}) {
    requirePlacement(placement, 'Obb', '{ position?, rotation? }');
    this.halfExtents = halfExtents;
    this.position = placement.position ?? [0, 0, 0];
    this.rotation = placement.rotation ?? IDENTITY;
  }

  /** The position: the box's center (a copy; assign to move the box). */
  get position(): Vec3 {
    return toVec3(this.centerData, 0);
  }

  set position(position: Vec3Like) {
    readVec3Into(position, this.centerData, 'Obb position');
  }

  /** The half extents (a copy; assign to resize the box). */
  get halfExtents(): Vec3 {
    return toVec3(this.extentData, 0);
  }

  set halfExtents(halfExtents: Vec3Like) {
    const e = scratchVector;
    readVec3Into(halfExtents, e, 'Obb halfExtents');
    if (e[0] < 0 || e[1] < 0 || e[2] < 0) {
      throw new SepaxError(
        'INVALID_EXTENTS',
        `Obb halfExtents must each be ≥ 0; got (${e[0]}, ${e[1]}, ${e[2]}). Pass half sizes as non-negative numbers.`,
      );
    }
    this.extentData.set(e);
  }

  /** The rotation as a row-major 3×3 matrix (a copy); assign a quaternion or matrix to turn the box. */
  get rotation(): Mat3Tuple {
    const u = this.axisData;
    return [u[0], u[3], u[6], u[1], u[4], u[7], u[2], u[5], u[8]];
  }

  set rotation(rotation: Rotation) {
    // Through a scratch buffer, so a rejected rotation leaves the box as it was.
    writeRotationAxes(rotation, scratchAxes);
    this.axisData.set(scratchAxes);
  }

  /**
   * Moves the box without allocating: the hot-path form of `box.position = …`.
   * @example
   * ```ts
   * import { Obb } from '@sepax/obb3';
   * new Obb([1, 1, 1]).setPosition(0, 10, 0);
   * ```
   */
  setPosition(x: number, y: number, z: number): this {
    writeWorkableVec3(this.centerData, x, y, z, 'Obb position');
    return this;
  }

  /**
   * The box's `i`-th axis in world space (a unit vector): the direction of its half extent `i`.
   * @example
   * ```ts
   * import { Obb } from '@sepax/obb3';
   * new Obb([1, 1, 1]).axis(2); // { x: 0, y: 0, z: 1 }
   * ```
   */
  axis(i: 0 | 1 | 2, out?: Vec3): Vec3 {
    if (i !== 0 && i !== 1 && i !== 2) {
      throw new SepaxError('INVALID_ARGUMENT', `Obb axis index must be 0, 1 or 2; got ${describeValue(i)}.`);
    }
    if (out !== undefined && (out === null || typeof out !== 'object')) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `axis(i, out): out must be an object { x, y, z } or left out; got ${describeValue(out)}.`,
      );
    }
    return toVec3(this.axisData, 3 * i, out);
  }

  /**
   * The 8 corners in world space, in the order of the sign bits (−−−, +−−, −+−, ++−, …).
   * @example
   * ```ts
   * import { Obb } from '@sepax/obb3';
   * new Obb([1, 2, 3]).corners().length; // 8
   * ```
   */
  corners(): Vec3[] {
    const result: Vec3[] = [];
    for (let bits = 0; bits < 8; bits++) {
      const s0 = bits & 1 ? 1 : -1;
      const s1 = bits & 2 ? 1 : -1;
      const s2 = bits & 4 ? 1 : -1;
      result.push(this._localToWorld(s0 * this.extentData[0], s1 * this.extentData[1], s2 * this.extentData[2]));
    }
    return result;
  }

  /**
   * Whether `point` lies in the box (closed: faces count, up to {@link CONTAINMENT_SLACK}).
   * @example
   * ```ts
   * import { Obb } from '@sepax/obb3';
   * new Obb([1, 1, 1]).containsPoint([1, 0, 0]); // true: on a face
   * ```
   */
  containsPoint(point: Vec3Like): boolean {
    readVec3Into(point, scratchVector, 'point');
    this._toLocal(scratchVector, scratchVector);
    for (let i = 0; i < 3; i++) {
      const along = Math.abs(scratchVector[i]);
      const e = this.extentData[i];
      if (along - e > CONTAINMENT_SLACK * (e + along)) return false;
    }
    return true;
  }

  /**
   * The world-space axis-aligned bounds.
   * @example
   * ```ts
   * import { Obb } from '@sepax/obb3';
   * new Obb([1, 1, 1], { position: [5, 0, 0] }).aabb().min; // { x: 4, y: -1, z: -1 }
   * ```
   */
  aabb(): { min: Vec3; max: Vec3 } {
    const c = this.centerData;
    const reach = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      for (let i = 0; i < 3; i++) reach[k] += this.extentData[i] * Math.abs(this.axisData[3 * i + k]);
    }
    return {
      min: { x: c[0] - reach[0], y: c[1] - reach[1], z: c[2] - reach[2] },
      max: { x: c[0] + reach[0], y: c[1] + reach[1], z: c[2] + reach[2] },
    };
  }

  /**
   * @internal Writes the box-frame coordinates of the world point `point` (`[x, y, z]`) into
   * `out` (which may be `point`). Typed arrays in and out, so no number is boxed.
   */
  _toLocal(point: Float64Array, out: Float64Array): void {
    const c = this.centerData;
    const u = this.axisData;
    const x = point[0] - c[0];
    const y = point[1] - c[1];
    const z = point[2] - c[2];
    for (let i = 0; i < 3; i++) out[i] = x * u[3 * i] + y * u[3 * i + 1] + z * u[3 * i + 2];
  }

  /** @internal The world point with box-local coordinates (l0, l1, l2). */
  _localToWorld(l0: number, l1: number, l2: number): Vec3 {
    const c = this.centerData;
    const u = this.axisData;
    return {
      x: c[0] + l0 * u[0] + l1 * u[3] + l2 * u[6],
      y: c[1] + l0 * u[1] + l1 * u[4] + l2 * u[7],
      z: c[2] + l0 * u[2] + l1 * u[5] + l2 * u[8],
    };
  }
}

/**
 * A row-major 3×3 matrix as returned by {@link Obb.rotation}.
 *
 * @example
 * ```ts
 * import { Obb, type Mat3Tuple } from '@sepax/obb3';
 * const m: Mat3Tuple = new Obb([1, 1, 1]).rotation; // [1, 0, 0, 0, 1, 0, 0, 0, 1]
 * ```
 */
export type Mat3Tuple = [number, number, number, number, number, number, number, number, number];

const scratchVector = new Float64Array(3);
const scratchAxes = new Float64Array(9);
