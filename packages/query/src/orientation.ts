import { orient2d } from 'robust-predicates';

/**
 * The exact sign of the turn a → b → c: > 0 when c lies left of the directed line a→b
 * (counter-clockwise), < 0 when right, exactly 0 when the three points are collinear.
 *
 * Why a wrapper: robust-predicates (Shewchuk's adaptive-precision determinant, ported by
 * Agafonkin) returns the opposite sign — positive for clockwise — whatever its README says,
 * so every caller in this package goes through this one function, and a test pins the sign.
 * @internal
 */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return -orient2d(ax, ay, bx, by, cx, cy);
}
