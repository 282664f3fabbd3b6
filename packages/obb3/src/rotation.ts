import { SepaxError } from '@sepax/core';
import { describeValue } from '@sepax/core/internal';
import { ROTATION_TOLERANCE } from './tolerances.js';

/**
 * A unit quaternion `{ x, y, z, w }` (w is the scalar part, as in three.js, cannon-es and
 * glTF). Lengths within {@link ROTATION_TOLERANCE} of 1 are accepted and normalised.
 *
 * @example
 * ```ts
 * import type { Quat } from '@sepax/obb3';
 * const quarterTurnAboutZ: Quat = { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 };
 * ```
 */
export interface Quat {
  /** Vector part, x. */
  x: number;
  /** Vector part, y. */
  y: number;
  /** Vector part, z. */
  z: number;
  /** Scalar part. */
  w: number;
}

/**
 * A 3×3 rotation matrix as 9 numbers in row-major order, the way it is written on paper:
 * `[m00, m01, m02, m10, m11, m12, m20, m21, m22]`. It maps box-local to world coordinates, so
 * its columns are the box's axes in world space. (three.js `Matrix3.elements` is
 * column-major: pass `new Matrix3().copy(m).transpose().elements`.)
 *
 * @example
 * ```ts
 * import type { Mat3 } from '@sepax/obb3';
 * const quarterTurnAboutZ: Mat3 = [0, -1, 0, 1, 0, 0, 0, 0, 1];
 * ```
 */
export type Mat3 = ArrayLike<number>;

/**
 * A rotation: a unit quaternion or a row-major 3×3 rotation matrix.
 *
 * @example
 * ```ts
 * import { Obb, type Rotation } from '@sepax/obb3';
 * const r: Rotation = { x: 0, y: 0, z: 0, w: 1 };
 * new Obb([1, 1, 1], { rotation: r });
 * ```
 */
export type Rotation = Quat | Mat3;

/**
 * Validates `rotation` and writes the three box axes (the matrix columns) into `axes` as
 * `[a0x, a0y, a0z, a1x, a1y, a1z, a2x, a2y, a2z]`. Allocates nothing.
 * @internal
 */
export function writeRotationAxes(rotation: unknown, axes: Float64Array): void {
  if (Array.isArray(rotation) || ArrayBuffer.isView(rotation)) {
    writeMatrixAxes(rotation as ArrayLike<unknown>, axes);
  } else if (rotation !== null && typeof rotation === 'object' && 'w' in rotation) {
    writeQuaternionAxes(rotation as Quat, axes);
  } else {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `A rotation must be a quaternion { x, y, z, w } or 9 numbers (row-major 3×3 matrix); got ${describeValue(rotation)}.`,
    );
  }
}

function writeQuaternionAxes(q: Quat, axes: Float64Array): void {
  const { x, y, z, w } = q;
  checkNumber(x);
  checkNumber(y);
  checkNumber(z);
  checkNumber(w);
  const length = Math.sqrt(x * x + y * y + z * z + w * w);
  if (!(Math.abs(length - 1) <= ROTATION_TOLERANCE)) {
    throw new SepaxError(
      'INVALID_ROTATION',
      `The quaternion has length ${length}, not 1; normalise it (divide each part by its length).`,
      { length },
    );
  }
  // Dividing by the squared length normalises the quaternion on the way.
  const s = 2 / (length * length);
  const xx = x * x * s;
  const yy = y * y * s;
  const zz = z * z * s;
  const xy = x * y * s;
  const xz = x * z * s;
  const yz = y * z * s;
  const wx = w * x * s;
  const wy = w * y * s;
  const wz = w * z * s;
  axes[0] = 1 - yy - zz;
  axes[1] = xy + wz;
  axes[2] = xz - wy;
  axes[3] = xy - wz;
  axes[4] = 1 - xx - zz;
  axes[5] = yz + wx;
  axes[6] = xz + wy;
  axes[7] = yz - wx;
  axes[8] = 1 - xx - yy;
}

function writeMatrixAxes(m: ArrayLike<unknown>, axes: Float64Array): void {
  if (m.length !== 9) {
    throw new SepaxError('INVALID_ARGUMENT', `A rotation matrix needs 9 numbers (row-major 3×3); got ${m.length}.`);
  }
  for (let k = 0; k < 9; k++) checkNumber(m[k]);
  const n = m as ArrayLike<number>;
  for (let axis = 0; axis < 3; axis++) {
    axes[3 * axis] = n[axis];
    axes[3 * axis + 1] = n[3 + axis];
    axes[3 * axis + 2] = n[6 + axis];
  }
  const error = orthonormalityError(axes);
  if (!(error <= ROTATION_TOLERANCE)) {
    throw new SepaxError(
      'INVALID_ROTATION',
      `The matrix is not a rotation: its columns are off orthonormal by ${error}. ` +
        'Pass a pure rotation (no scale or shear; put sizes in halfExtents) or a unit quaternion.',
      { error },
    );
  }
  if (determinant(axes) < 0) {
    throw new SepaxError(
      'INVALID_ROTATION',
      'The matrix is a reflection (determinant −1), not a rotation; negate one column.',
    );
  }
  orthonormalise(axes);
}

function checkNumber(v: unknown): void {
  if (typeof v !== 'number') {
    throw new SepaxError('INVALID_ARGUMENT', `A rotation's parts must be numbers; got ${describeValue(v)}.`);
  }
  if (!Number.isFinite(v)) {
    throw new SepaxError('NON_FINITE', `A rotation has a non-finite part (${v}); pass finite numbers.`);
  }
}

function dotAxes(axes: Float64Array, i: number, j: number): number {
  return axes[3 * i] * axes[3 * j] + axes[3 * i + 1] * axes[3 * j + 1] + axes[3 * i + 2] * axes[3 * j + 2];
}

/** Largest deviation of the Gram matrix (axes dotted pairwise) from the identity. */
function orthonormalityError(axes: Float64Array): number {
  let worst = 0;
  for (let i = 0; i < 3; i++) {
    for (let j = i; j < 3; j++) {
      worst = Math.max(worst, Math.abs(dotAxes(axes, i, j) - (i === j ? 1 : 0)));
    }
  }
  return worst;
}

function determinant(axes: Float64Array): number {
  // The triple product a0 · (a1 × a2).
  return (
    axes[0] * (axes[4] * axes[8] - axes[5] * axes[7]) -
    axes[1] * (axes[3] * axes[8] - axes[5] * axes[6]) +
    axes[2] * (axes[3] * axes[7] - axes[4] * axes[6])
  );
}

/** Gram–Schmidt, then a2 = a0 × a1: turns a nearly orthonormal basis into an exact one. */
function orthonormalise(axes: Float64Array): void {
  scaleAxis(axes, 0, 1 / Math.sqrt(dotAxes(axes, 0, 0)));
  const along = dotAxes(axes, 0, 1);
  for (let k = 0; k < 3; k++) axes[3 + k] -= along * axes[k];
  scaleAxis(axes, 1, 1 / Math.sqrt(dotAxes(axes, 1, 1)));
  axes[6] = axes[1] * axes[5] - axes[2] * axes[4];
  axes[7] = axes[2] * axes[3] - axes[0] * axes[5];
  axes[8] = axes[0] * axes[4] - axes[1] * axes[3];
}

function scaleAxis(axes: Float64Array, axis: number, factor: number): void {
  for (let k = 0; k < 3; k++) axes[3 * axis + k] *= factor;
}
