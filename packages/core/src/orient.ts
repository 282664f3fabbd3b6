import { orient2d } from 'robust-predicates';
import type { Vec2 } from './vec2.js';

/*
 * The exact sign of the turn a → b → c, for the siblings' exact geometry (decomp's
 * validation and decomposition, query's point-in-polygon).
 *
 *   det = (a − c) × (b − c)
 *   float filter: when |det| clears Shewchuk's error bound (and nothing underflowed), its
 *                 sign is exact (almost always)
 *   else:         Shewchuk's adaptive-precision orient2d (robust-predicates) on the
 *                 coordinates scaled by a power of two, away from the subnormals
 *
 * Exact unless a coordinate is below 2⁻⁵⁰⁰ of the largest of the six (a product of two such
 * would fall into the subnormals). Only a small integer crosses the call: a double returned from a call
 * V8 does not inline is boxed.
 */

/** (3 + 16ε)ε with ε = 2⁻⁵³: the float determinant's relative error bound (Shewchuk's ccwerrboundA). */
const ORIENT_ERROR_BOUND = (3 + 16 * 2 ** -53) * 2 ** -53;
/**
 * Added to the filter's bound (2⁻¹⁰⁰⁰): products in the subnormals round by an absolute 2⁻¹⁰⁷⁵
 * that the relative bound does not cover. Far below any determinant of real coordinates.
 */
const UNDERFLOW_SLACK = 2 ** -1000;
/**
 * The exact sign of the turn a → b → c: 1 when c lies left of the directed line a→b
 * (counter-clockwise, y up), −1 when right, 0 when the three points are exactly collinear.
 */
export function orient(a: Vec2, b: Vec2, c: Vec2): number {
  // The filter repeated here, not a call to orientXY: records go in and a small integer comes
  // out, so no double crosses a call unless the rare exact path runs.
  const detLeft = (a.x - c.x) * (b.y - c.y);
  const detRight = (a.y - c.y) * (b.x - c.x);
  const det = detLeft - detRight;
  const detSum = Math.abs(detLeft + detRight);
  if (Math.abs(det) >= ORIENT_ERROR_BOUND * detSum + UNDERFLOW_SLACK) return det > 0 ? 1 : -1;
  if (detSum === 0 && (a.x === c.x || b.y === c.y) && (a.y === c.y || b.x === c.x)) return 0;
  return orientXY(a.x, a.y, b.x, b.y, c.x, c.y);
}

/**
 * {@link orient} on raw coordinates.
 */
export function orientXY(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const detLeft = (ax - cx) * (by - cy);
  const detRight = (ay - cy) * (bx - cx);
  const det = detLeft - detRight;
  const detSum = Math.abs(detLeft + detRight);
  if (Math.abs(det) >= ORIENT_ERROR_BOUND * detSum + UNDERFLOW_SLACK) return det > 0 ? 1 : -1;
  // Both products zero because a factor is (not because they underflowed): exactly collinear.
  if (detSum === 0 && (ax === cx || by === cy) && (ay === cy || bx === cx)) return 0;
  return exactOrientSign(ax, ay, bx, by, cx, cy);
}

function exactOrientSign(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const largest = Math.max(Math.abs(ax), Math.abs(ay), Math.abs(bx), Math.abs(by), Math.abs(cx), Math.abs(cy));
  if (!(largest > 0)) return 0; // all zero (or NaN, which callers never pass)
  // Scale by a power of two (exact) so the largest coordinate is about 2^500: products of
  // points clustered near the origin then stay clear of the subnormals, where Shewchuk's
  // expansions lose exactness, and none overflows. Two factors, as one may be out of range.
  const k = 500 - Math.ceil(Math.log2(largest));
  const s = 2 ** (k >> 1);
  const t = 2 ** (k - (k >> 1));
  // robust-predicates' orient2d is positive for clockwise turns: the opposite sign.
  const clockwise = orient2d(ax * s * t, ay * s * t, bx * s * t, by * s * t, cx * s * t, cy * s * t);
  return clockwise < 0 ? 1 : clockwise > 0 ? -1 : 0;
}
