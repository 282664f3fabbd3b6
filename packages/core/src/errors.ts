import { ERROR_BRAND, hasBrand } from './brand.js';
/**
 * The stable error codes `@sepax/core` throws. Codes never change meaning between versions, so
 * callers may switch on them; messages may be reworded. Each sibling package exports its own
 * union (`DecompErrorCode`, `QueryErrorCode`, `Obb3ErrorCode`), which includes these: every
 * package throws the one {@link SepaxError} type, and owns the codes it adds.
 *
 * @example
 * ```ts
 * import { Polygon, SepaxError, type CoreErrorCode } from '@sepax/core';
 * try { new Polygon([[0, 0], [1, 0]]); }
 * catch (e) { if (e instanceof SepaxError && e.code === ('TOO_FEW_POINTS' satisfies CoreErrorCode)) console.warn(e.message); }
 * ```
 */
export type CoreErrorCode =
  /** A coordinate, radius, angle or scale is NaN or ±Infinity. */
  | 'NON_FINITE'
  /** Fewer distinct points than the shape needs (3 for a polygon). */
  | 'TOO_FEW_POINTS'
  /** The points enclose no area (all on one line, or all the same). */
  | 'ZERO_AREA'
  /** A polygon given to a convex shape has a reflex corner. */
  | 'NOT_CONVEX'
  /** Two edges of an outline cross. */
  | 'SELF_INTERSECTION'
  /** A radius is negative (or zero where a positive one is needed). */
  | 'INVALID_RADIUS'
  /** A scale component is zero, or non-uniform where the shape cannot take it. */
  | 'INVALID_SCALE'
  /** An argument has the wrong type or shape (not a point, not a shape, bad JSON). */
  | 'INVALID_ARGUMENT';

/**
 * The one error type every sepax package throws for rejected input. `code` is stable (each
 * package lists its own: {@link CoreErrorCode}, and the sibling packages' unions); `message`
 * says what went wrong and what to do about it; `details` carries indices or values where
 * useful.
 *
 * @typeParam Code - the codes the thrower may use; a caught error's code is a `string`
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
export class SepaxError<Code extends string = string> extends Error {
  /** The stable machine-readable code. */
  readonly code: Code;
  /** Extra facts about the problem (indices, offending values); shape depends on the code. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  /**
   * @param code - the stable code
   * @param message - what went wrong and what to do
   * @param details - optional indices or values
   */
  constructor(code: Code, message: string, details?: Record<string, unknown>) {
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
