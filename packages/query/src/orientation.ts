import type { Vec2 } from '@sepax/core';
import { orient2d } from 'robust-predicates';

// Shewchuk's bound on the error of the float determinant below: (3 + 16ε)ε, ε = 2⁻⁵³. When
// |det| clears it times |detLeft + detRight|, the float sign is the exact sign.
const EPSILON = 2 ** -53;
const FAST_ERROR_BOUND = (3 + 16 * EPSILON) * EPSILON;

/**
 * The exact sign of the turn a → b → c: 1 when c lies left of the directed line a→b
 * (counter-clockwise), −1 when right, 0 when the three points are exactly collinear.
 *
 * The float determinant decides whenever Shewchuk's error bound allows (almost always); only
 * near-collinear points fall through to robust-predicates' adaptive-precision `orient2d`
 * (Shewchuk's algorithm, ported by Agafonkin). That function returns the opposite sign —
 * positive for clockwise — whatever its README says; a test pins the sign here. Points come
 * as records and a small integer goes back, so no double crosses this call: whether V8
 * inlines it depends on the run, and a double argument to a call it does not inline is
 * boxed (16 bytes each). Only the rare exact fallback passes numbers.
 * @internal
 */
export function orient(a: Vec2, b: Vec2, c: Vec2): number {
  const detLeft = (a.x - c.x) * (b.y - c.y);
  const detRight = (a.y - c.y) * (b.x - c.x);
  const det = detLeft - detRight;
  if (Math.abs(det) >= FAST_ERROR_BOUND * Math.abs(detLeft + detRight)) return det > 0 ? 1 : det < 0 ? -1 : 0;
  const clockwise = orient2d(a.x, a.y, b.x, b.y, c.x, c.y);
  return clockwise < 0 ? 1 : clockwise > 0 ? -1 : 0;
}
