import type { Collision } from './collision.js';
import type { ConvexShape } from './convex-shape.js';
import { CONCENTRIC_NORMAL_X, CONCENTRIC_NORMAL_Y } from './core-separation.js';
import { TOUCH_TOLERANCE } from './pair-frame.js';

/**
 * A length computed as √(dx² + dy²) is exact to round-off only while the squares neither
 * underflow (differences below ~1e-154 lose digits, then vanish) nor overflow (above
 * ~1e154). Outside [SQUARE_SAFE_MIN, SQUARE_SAFE_MAX] (world units) the fast paths fall back
 * to Math.hypot, which scales first; inside it they keep the ~7× cheaper square root.
 * @internal
 */
export const SQUARE_SAFE_MIN = 1e-150;
/** @internal */
export const SQUARE_SAFE_MAX = 1e150;

/**
 * Two shapes with one-point cores (circles and points), Box2D's `b2CollideCircles`: the
 * cores are the centres, so the whole query is their distance d.
 *
 * ```
 * overlap ⇔ d ≤ rA + rB (+ tolerance);  depth = rA + rB − d;  normal = (cB − cA) / d
 * contact: midway between the surfaces, cA + (d + rA − rB)·normal / 2
 * A in B ⇔ d + rA ≤ rB;  B in A ⇔ d + rB ≤ rA   (both within the tolerance)
 * ```
 *
 * Centres closer than the touching tolerance have no direction; they take the fixed
 * concentric normal, as the general path does. With `out` null only the overlap is decided.
 * Both shapes' world caches must be fresh (centres and radii are read from their boxes).
 * Allocates nothing (no double crosses a call).
 * @internal
 */
export function collideCircles(sa: ConvexShape, sb: ConvexShape, out: Collision | null): boolean {
  // A one-point core's box is its centre, then its radius: [x, y, x, y, r].
  const ga = sa._box;
  const gb = sb._box;
  const ax = ga[0];
  const ay = ga[1];
  const rA = ga[4];
  const rB = gb[4];
  const radii = rA + rB;
  // The difference of the world centres: rounded once, relative to the gap itself.
  const dx = gb[0] - ax;
  const dy = gb[1] - ay;
  // The pair's tolerance, as loadPair computes it (B's centre is the pair's extent from A's).
  const tol = TOUCH_TOLERANCE * (Math.max(dx, -dx, dy, -dy) + radii);
  const reach = radii + tol;
  const d2 = dx * dx + dy * dy;
  // Apart without a square root (half of all pairs in a broad phase's output), unless reach²
  // may have underflowed; then the careful length below decides. An overflowing reach² is +∞
  // and keeps the pair.
  if (d2 > reach * reach && reach > SQUARE_SAFE_MIN) return false;
  let d = Math.sqrt(d2);
  if (!(d > SQUARE_SAFE_MIN && d < SQUARE_SAFE_MAX)) d = Math.hypot(dx, dy);
  if (d > reach) return false;
  if (out === null) return true;
  const concentric = d <= tol;
  const inverse = 1 / d;
  // + 0 in each branch: it turns −0 into 0 (results compare equal to literals), and it makes
  // the imported constant a number to the compiler, so the two branches merge as plain
  // doubles; merged with an untyped import, every normal would be boxed (16 bytes a call).
  const nx = concentric ? CONCENTRIC_NORMAL_X + 0 : dx * inverse + 0;
  const ny = concentric ? CONCENTRIC_NORMAL_Y + 0 : dy * inverse + 0;
  const depth = d < radii ? radii - d : 0;
  const normal = out.normal;
  normal.x = nx;
  normal.y = ny;
  out.depth = depth;
  const mtv = out.mtv;
  mtv.x = nx * depth;
  mtv.y = ny * depth;
  const p = out._points[0];
  const shift = rA - rB;
  p.x = ax + 0.5 * (dx + shift * nx);
  p.y = ay + 0.5 * (dy + shift * ny);
  out.contacts = out._one;
  out.aInB = d <= tol - shift;
  out.bInA = d <= shift + tol;
  return true;
}
