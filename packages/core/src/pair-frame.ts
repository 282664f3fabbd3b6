import type { ConvexShape } from './convex-shape.js';

/**
 * Touching within this × the pair's size counts as touching (closed sets). World points
 * carry round-off relative to their magnitude; 1e-12 absorbs that (a box moved by its own
 * MTV still touches) while staying far below any geometry a user draws on purpose.
 * @internal
 */
export const TOUCH_TOLERANCE = 1e-12;

/**
 * One convex pair as the general narrow phase sees it: references to both shapes' cached
 * world points, normals and boxes (nothing is copied), their radii, and the pair's touching
 * tolerance.
 *
 * Precision without a copy: every quantity the narrow phase decides on is a difference of
 * two world coordinates taken directly (a support point minus a face point, a point minus a
 * segment end), so it is rounded once, relative to the difference itself; a pair 1e6 away
 * from the origin computes what the same pair at the origin computes. Witness points are
 * kept relative to the frame's origin (A's first core point) for the same reason.
 *
 * One module-level instance is reused for every query, so the narrow phase allocates
 * nothing per call.
 * @internal
 */
export class PairFrame {
  /** World position of the frame's origin (A's first core point); witness points are relative to it. */
  ox = 0;
  oy = 0;
  /** A's and B's world core points. */
  wa: number[] = [];
  wb: number[] = [];
  /** A's and B's world edge normals. */
  na: number[] = [];
  nb: number[] = [];
  /** A's and B's world core boxes, [minX, minY, maxX, maxY] (radius not included), then the radius. */
  boxA: number[] = [0, 0, 0, 0, 0];
  boxB: number[] = [0, 0, 0, 0, 0];
  countA = 0;
  countB = 0;
  rA = 0;
  rB = 0;
  /**
   * Input to the core separation: stop once the cores are surely further apart than this.
   * A field rather than an argument, since a double argument to a call that is not inlined
   * is boxed (16 bytes a query).
   */
  stopAbove = 0;
  /** Absolute touching tolerance for this pair: TOUCH_TOLERANCE × its size. */
  tolerance = 0;
  /**
   * Set by the containment test: how far outside the outer core an inner core point may be
   * (ro − ri + tolerance). A field, not a return value, for the reason given on `stopAbove`.
   */
  allowance = 0;
}

/** @internal The one frame the narrow phase works in. */
export const frame = new PairFrame();

/**
 * Loads a pair of convex shapes into `frame` (refreshing their world caches first). O(1):
 * the frame only points at the shapes' caches.
 * @internal
 */
export function loadPair(sa: ConvexShape, sb: ConvexShape): PairFrame {
  // The freshness test written out (see ConvexShape._cacheStamp): one call less per shape.
  if (sa._cacheStamp !== sa._stamp || sa._parent !== null) sa._refresh();
  if (sb._cacheStamp !== sb._stamp || sb._parent !== null) sb._refresh();
  const f = frame;
  const wa = sa._world;
  f.ox = wa[0];
  f.oy = wa[1];
  f.wa = wa;
  f.wb = sb._world;
  f.na = sa._normals;
  f.nb = sb._normals;
  f.boxA = sa._box;
  f.boxB = sb._box;
  f.countA = sa.count;
  f.countB = sb.count;
  f.rA = sa._box[4];
  f.rB = sb._box[4];
  setPairTolerance(f);
  return f;
}

/**
 * f.tolerance ← TOUCH_TOLERANCE × (the pair's size + rA + rB), where the size is how far
 * either core box reaches from the frame's origin: the largest coordinate the pair has in a
 * frame centred on A's first core point, so the tolerance follows the pair, not its distance
 * from the world origin. (Written to the frame, not returned: see `stopAbove` on boxing.)
 */
function setPairTolerance(f: PairFrame): void {
  const a = f.boxA;
  const b = f.boxB;
  const ox = f.ox;
  const oy = f.oy;
  // A's box contains the origin (its own first point), so its reaches are ≥ 0; B's are
  // absolute values, written as max(v, −v) in the one call (fewer bytes for V8's inliner).
  const reach = Math.max(
    a[2] - ox,
    ox - a[0],
    a[3] - oy,
    oy - a[1],
    b[0] - ox,
    ox - b[0],
    b[1] - oy,
    oy - b[1],
    b[2] - ox,
    ox - b[2],
    b[3] - oy,
    oy - b[3],
  );
  f.tolerance = TOUCH_TOLERANCE * (reach + f.rA + f.rB);
}

/**
 * Whether two convex shapes are apart by their world boxes alone ([minX, minY, maxX, maxY,
 * radius], caches fresh): the core boxes' gap exceeds the radii by more than any pair
 * tolerance. The tolerance is bounded through the extent of the boxes' union, which contains
 * every point setPairTolerance measures from, so a pair rejected here is apart for the exact
 * test too. O(1), and it reads neither shape's points or normals.
 * @internal
 */
export function boxesApart(a: number[], b: number[]): boolean {
  const radii = a[4] + b[4];
  const gap = Math.max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]);
  const extent = Math.max(a[2], b[2]) - Math.min(a[0], b[0]) + Math.max(a[3], b[3]) - Math.min(a[1], b[1]);
  return gap - radii > TOUCH_TOLERANCE * (extent + radii);
}
