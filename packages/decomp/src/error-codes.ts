import type { CoreErrorCode } from '@sepax/core';

/**
 * The stable codes of the `SepaxError`s `@sepax/decomp` throws: core's, and the ones only
 * decomposition and art reading have. `validate` reports some of them as problems without
 * throwing; its warning codes (`WarningCode`) are never thrown.
 *
 * @example
 * ```ts
 * import { SepaxError } from '@sepax/core';
 * import { decompose, type DecompErrorCode } from '@sepax/decomp';
 * try { decompose([[0, 0], [2, 2], [2, 0], [0, 2]]); }
 * catch (e) { if (e instanceof SepaxError) console.log(e.code as DecompErrorCode); } // 'SELF_INTERSECTION'
 * ```
 */
export type DecompErrorCode =
  | CoreErrorCode
  /** A hole lies (partly) outside the outer ring. */
  | 'HOLE_OUTSIDE'
  /** Two holes overlap. */
  | 'HOLES_OVERLAP'
  /** No decomposition method produced a verified result. */
  | 'DECOMPOSITION_FAILED'
  /** An image, SVG or GeoJSON source cannot be read or decoded. */
  | 'INVALID_INPUT';
