import type { CoreErrorCode } from '@sepax/core';

/**
 * The stable codes of the `SepaxError`s `@sepax/obb3` throws: core's, and the ones only 3D
 * boxes and rays have.
 *
 * @example
 * ```ts
 * import { SepaxError } from '@sepax/core';
 * import { Obb, type Obb3ErrorCode } from '@sepax/obb3';
 * try { new Obb([-1, 1, 1]); }
 * catch (e) { if (e instanceof SepaxError) console.log(e.code as Obb3ErrorCode); } // 'INVALID_EXTENTS'
 * ```
 */
export type Obb3ErrorCode =
  | CoreErrorCode
  /** A box's half extents are negative. */
  | 'INVALID_EXTENTS'
  /** A rotation is not orthonormal within tolerance. */
  | 'INVALID_ROTATION'
  /** A ray direction has zero length (or a subnormal one). */
  | 'ZERO_DIRECTION';
