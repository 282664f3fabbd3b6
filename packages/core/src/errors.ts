import { ERROR_BRAND, hasBrand } from './brand.js';
/**
 * Every stable error code sepax throws. Codes never change meaning between versions, so
 * callers may switch on them; messages may be reworded.
 *
 * @example
 * ```ts
 * import { SepaxError } from '@sepax/core';
 * try { new Polygon([[0, 0], [1, 0]]); }
 * catch (e) { if (e instanceof SepaxError && e.code === 'TOO_FEW_POINTS') console.warn(e.message); }
 * ```
 */
export type SepaxErrorCode =
  /** A coordinate, radius, angle or scale is NaN or ±Infinity. */
  | 'NON_FINITE'
  /** Fewer distinct points than the shape needs (3 for a polygon). */
  | 'TOO_FEW_POINTS'
  /** The points enclose no area (all on one line, or all the same). */
  | 'ZERO_AREA'
  /** A polygon given to a convex shape has a reflex corner. */
  | 'NOT_CONVEX'
  /** Two edges of the outline cross (decomp accepts mere touching and reports it as a warning). */
  | 'SELF_INTERSECTION'
  /** A radius is negative (or zero where a positive one is needed). */
  | 'INVALID_RADIUS'
  /** A scale component is zero, or non-uniform where the shape cannot take it. */
  | 'INVALID_SCALE'
  /** An argument has the wrong type or shape (not a point, not a shape, bad JSON). */
  | 'INVALID_ARGUMENT'
  /** A hole lies (partly) outside the outer ring. */
  | 'HOLE_OUTSIDE'
  /** Two holes overlap. */
  | 'HOLES_OVERLAP'
  /** A hole touches the outer ring: a warning code of decomp's `validate`, never thrown. */
  | 'HOLE_TOUCHES_OUTER'
  /** No decomposition method produced a verified result. */
  | 'DECOMPOSITION_FAILED'
  /** A spatial-index handle is unknown or was removed. */
  | 'INVALID_HANDLE'
  /** A ray or sweep direction has zero length (or, where its length is the unit of the answer, a subnormal one). */
  | 'ZERO_DIRECTION'
  /** A box's half extents are negative (3D oriented boxes). */
  | 'INVALID_EXTENTS'
  /** An axis-aligned box has min > max. */
  | 'INVALID_AABB'
  /** A rotation (3D) is not orthonormal within tolerance. */
  | 'INVALID_ROTATION'
  /** An input file or image cannot be read or decoded. */
  | 'INVALID_INPUT';

/**
 * The one error type sepax throws for rejected input. `code` is stable; `message` says what
 * went wrong and what to do about it; `details` carries indices or values where useful.
 *
 * @example
 * ```ts
 * import { Polygon, SepaxError } from '@sepax/core';
 * try {
 *   new Polygon([[0, 0], [2, 0], [1, 0.2], [1, 2]]); // concave
 * } catch (e) {
 *   if (e instanceof SepaxError) console.log(e.code); // 'NOT_CONVEX'
 * }
 * ```
 */
export class SepaxError extends Error {
  /** The stable machine-readable code. */
  readonly code: SepaxErrorCode;
  /** Extra facts about the problem (indices, offending values); shape depends on the code. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  /**
   * @param code - the stable code
   * @param message - what went wrong and what to do
   * @param details - optional indices or values
   */
  constructor(code: SepaxErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'SepaxError';
    this.code = code;
    this.details = details;
  }

  /**
   * `instanceof SepaxError` is true for a SepaxError from any copy of @sepax/core (two
   * versions installed side by side), not only this one's.
   *
   * @example
   * ```ts
   * import { SepaxError } from '@sepax/core';
   * new SepaxError('NOT_CONVEX', 'concave') instanceof SepaxError; // true
   * ```
   */
  static override [Symbol.hasInstance](value: unknown): value is SepaxError {
    // A subclass keeps the ordinary prototype-chain test.
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class on the right of instanceof
    if (this !== SepaxError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return hasBrand(value, ERROR_BRAND);
  }
}

Object.defineProperty(SepaxError.prototype, ERROR_BRAND, { value: true });
