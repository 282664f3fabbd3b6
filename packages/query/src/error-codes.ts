import type { CoreErrorCode } from '@sepax/core';

/**
 * The stable codes of the `SepaxError`s `@sepax/query` throws: core's, and the ones only
 * queries have.
 *
 * @example
 * ```ts
 * import { SepaxError } from '@sepax/core';
 * import { SpatialIndex, type QueryErrorCode } from '@sepax/query';
 * try { new SpatialIndex().remove(7); }
 * catch (e) { if (e instanceof SepaxError) console.log(e.code as QueryErrorCode); } // 'INVALID_HANDLE'
 * ```
 */
export type QueryErrorCode =
  | CoreErrorCode
  /** A spatial-index handle is unknown or was removed. */
  | 'INVALID_HANDLE'
  /** A ray or sweep direction has zero length (or a subnormal one, where its length is the unit of the answer). */
  | 'ZERO_DIRECTION'
  /** An axis-aligned region has min > max. */
  | 'INVALID_AABB'
  /** A query too costly to answer exactly (a fast spin grazing its target in `sweepRotating`). */
  | 'INVALID_INPUT';
