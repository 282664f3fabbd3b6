import { flatExtent } from './aabb.js';
import { SepaxError } from './errors.js';
import { RELATIVE_MERGE_TOLERANCE, requireWorkableRange } from './tolerances.js';

/**
 * Turns a user's point list into the form a convex polygon stores: the closing repeat,
 * duplicates and collinear points removed (tolerance relative to the polygon's size),
 * counter-clockwise. Rejects what cannot be a convex polygon with a SepaxError.
 *
 * Order of checks, so each error names the real problem: too few distinct points →
 * TOO_FEW_POINTS; coordinates whose products overflow or underflow → INVALID_ARGUMENT (scale
 * the shape); all on one line → ZERO_AREA; corners enclosing no area (a bow-tie) →
 * SELF_INTERSECTION; a reflex corner → NOT_CONVEX, or SELF_INTERSECTION when two edges
 * cross (a bow-tie whose loops differ in area); turning more than once around (a pentagram)
 * → SELF_INTERSECTION.
 *
 * @example
 * ```ts
 * import { normalizeConvexPoints } from '@sepax/core/internal';
 * normalizeConvexPoints([0, 0, 0, 1, 1, 1, 1, 0]); // [1, 0, 1, 1, 0, 1, 0, 0]: counter-clockwise
 * ```
 */
export function normalizeConvexPoints(flat: readonly number[], what = 'Polygon'): number[] {
  // At least the smallest positive double, so relative tolerances never become 0.
  const size = Math.max(flatExtent(flat), Number.MIN_VALUE);
  const tol = RELATIVE_MERGE_TOLERANCE * size;
  const pts = removeDuplicates(flat, tol);
  if (pts.length < 6) {
    // Given 3 or more, some merged: say by which rule, or "got 2" reads as a miscount.
    const merged =
      flat.length >= 6
        ? ` (points closer than ${RELATIVE_MERGE_TOLERANCE.toExponential(2)} × its size, ${size.toExponential(2)}, count as one)`
        : '';
    throw new SepaxError(
      'TOO_FEW_POINTS',
      `${what} needs at least 3 distinct points; got ${pts.length / 2}${merged}.`,
      { count: pts.length / 2 },
    );
  }
  requireWorkableRange(maxAbs(flat), size, what);
  const ring = removeCollinear(pts, tol);
  // Measured from the first point's y: far from the origin, raw y would round the area by more than the bound.
  const area = ring.length < 6 ? 0 : signedArea(ring, ring[1]);
  if (ring.length < 6 || Math.abs(area) <= tol * size) {
    // No net area: points on a line or a sliver (ZERO_AREA), or an outline crossing itself
    // so that its parts cancel (a bow-tie), told apart by the area the fan triangles cover
    // without their signs.
    if (ring.length >= 6 && unsignedFanArea(ring) > 2 * tol * size) {
      throw new SepaxError(
        'SELF_INTERSECTION',
        `${what} outline crosses itself (a bow-tie: its areas cancel); give the points in order around the shape.`,
      );
    }
    throw new SepaxError(
      'ZERO_AREA',
      `${what} points all lie on one line, so it has no area; give at least 3 points that are not collinear.`,
    );
  }
  if (area < 0) reverseRing(ring);
  checkConvex(ring, what);
  return ring;
}

/** Drops each point that repeats the one before it (the closing point included). */
function removeDuplicates(flat: readonly number[], tol: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    const n = out.length;
    if (n >= 2 && Math.hypot(flat[i] - out[n - 2], flat[i + 1] - out[n - 1]) <= tol) continue;
    out.push(flat[i], flat[i + 1]);
  }
  while (out.length >= 4 && Math.hypot(out[0] - out[out.length - 2], out[1] - out[out.length - 1]) <= tol) {
    out.length -= 2;
  }
  return out;
}

/**
 * Removes every vertex within `tol` of the line through its neighbours (spikes included),
 * until none is left, since removing one can make its neighbour collinear. O(n), so a traced
 * outline of a million points along a few straight sides takes milliseconds:
 *
 * ```
 * walk the ring, keeping a stack of vertices:
 *   before pushing p, pop the top while it is within tol of the line from the one below it to p
 * then, across the seam (the last kept vertex meets the first), drop the last or the first
 *   while either is within tol of the line through its neighbours
 * ```
 *
 * Every vertex left inside the stack was tested against both of its final neighbours, so only
 * the two at the seam need the second pass.
 */
function removeCollinear(flat: number[], tol: number): number[] {
  const ring: number[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    while (ring.length >= 4 && distanceToLine(ring, ring.length - 2, ring.length - 4, flat, i) <= tol) ring.length -= 2;
    ring.push(flat[i], flat[i + 1]);
  }
  let first = 0;
  while (ring.length - first >= 6) {
    const last = ring.length - 2;
    if (distanceToLine(ring, last, last - 2, ring, first) <= tol) ring.length -= 2;
    else if (distanceToLine(ring, first, last, ring, first + 2) <= tol) first += 2;
    else break;
  }
  return first === 0 ? ring : ring.slice(first);
}

/**
 * Distance from the point at offset `i` of `r` to the line from the point at offset `p` of
 * `r` to the point at offset `q` of `s` (offsets of x in flat arrays).
 */
function distanceToLine(r: readonly number[], i: number, p: number, s: readonly number[], q: number): number {
  const ex = s[q] - r[p];
  const ey = s[q + 1] - r[p + 1];
  const len = Math.hypot(ex, ey);
  const dx = r[i] - r[p];
  const dy = r[i + 1] - r[p + 1];
  if (len === 0) return Math.hypot(dx, dy);
  return Math.abs(ex * dy - ey * dx) / len;
}

/**
 * Signed area (shoelace formula, as trapezoids down to y = `originY`); positive for
 * counter-clockwise rings.
 * @internal
 */
export function signedArea(r: ArrayLike<number>, originY = 0): number {
  const n = r.length / 2;
  let sum = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    sum += (r[2 * j] - r[2 * i]) * (r[2 * j + 1] - originY + (r[2 * i + 1] - originY));
  }
  return sum / 2;
}

/** The area of the triangles fanned from the first point, each counted without its sign. */
function unsignedFanArea(r: readonly number[]): number {
  let sum = 0;
  for (let i = 2; i + 3 < r.length; i += 2) {
    sum += Math.abs((r[i] - r[0]) * (r[i + 3] - r[1]) - (r[i + 1] - r[1]) * (r[i + 2] - r[0]));
  }
  return sum / 2;
}

function reverseRing(r: number[]): void {
  const n = r.length / 2;
  for (let i = 0, j = n - 1; i < j; i++, j--) {
    const x = r[2 * i];
    const y = r[2 * i + 1];
    r[2 * i] = r[2 * j];
    r[2 * i + 1] = r[2 * j + 1];
    r[2 * j] = x;
    r[2 * j + 1] = y;
  }
}

/**
 * Every corner of a counter-clockwise convex ring turns left, and the turns add up to one
 * full turn; more than one turn means the outline crosses itself (a star drawn in one go).
 */
function checkConvex(r: number[], what: string): void {
  const n = r.length / 2;
  let turning = 0;
  for (let i = 0; i < n; i++) {
    const p = (i + n - 1) % n;
    const q = (i + 1) % n;
    const ax = r[2 * i] - r[2 * p];
    const ay = r[2 * i + 1] - r[2 * p + 1];
    const bx = r[2 * q] - r[2 * i];
    const by = r[2 * q + 1] - r[2 * i + 1];
    const cross = ax * by - ay * bx;
    if (cross < 0) {
      if (crossesItself(r)) {
        throw new SepaxError(
          'SELF_INTERSECTION',
          `${what} outline crosses itself; give the points of a simple convex outline in order around the shape.`,
        );
      }
      throw new SepaxError(
        'NOT_CONVEX',
        `${what} is not convex (reflex corner at vertex ${i}). Split concave outlines into convex pieces with decompose() or toColliders() from @sepax/decomp.`,
        { index: i },
      );
    }
    turning += Math.atan2(cross, ax * bx + ay * by);
  }
  if (turning > 3 * Math.PI) {
    throw new SepaxError(
      'SELF_INTERSECTION',
      `${what} winds around ${Math.round(turning / (2 * Math.PI))} times, so its outline crosses itself; give the points of a simple convex outline in order.`,
    );
  }
}

/**
 * Outlines with more vertices than this are not searched for crossings (the search is
 * O(n²), on the error path only): a reflex corner then reports NOT_CONVEX, which is true too.
 */
const MAX_CROSSING_SEARCH = 4096;

/**
 * Whether two non-adjacent edges of the ring cross properly (each one's ends strictly on
 * both sides of the other's line). Touching and overlapping along a line do not count: such
 * an outline is simple but not convex.
 */
function crossesItself(r: readonly number[]): boolean {
  const n = r.length / 2;
  if (n > MAX_CROSSING_SEARCH) return false;
  for (let i = 0; i < n; i++) {
    // Edge i runs from vertex i to i + 1; edges i + 1 and i − 1 share a vertex with it.
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (edgesCross(r, i, (i + 1) % n, j, (j + 1) % n)) return true;
    }
  }
  return false;
}

function edgesCross(r: readonly number[], a: number, b: number, c: number, d: number): boolean {
  const abc = orientation(r, a, b, c);
  const abd = orientation(r, a, b, d);
  const cda = orientation(r, c, d, a);
  const cdb = orientation(r, c, d, b);
  return ((abc > 0 && abd < 0) || (abc < 0 && abd > 0)) && ((cda > 0 && cdb < 0) || (cda < 0 && cdb > 0));
}

/**
 * z of (q − p) × (s − p) for vertices p, q, s of a flat point list: > 0 when p → q → s turns left.
 * @internal
 */
export function orientation(r: readonly number[], p: number, q: number, s: number): number {
  return (r[2 * q] - r[2 * p]) * (r[2 * s + 1] - r[2 * p + 1]) - (r[2 * q + 1] - r[2 * p + 1]) * (r[2 * s] - r[2 * p]);
}

/** The largest |coordinate| of the points. */
function maxAbs(flat: readonly number[]): number {
  let reach = 0;
  for (const c of flat) reach = Math.max(reach, Math.abs(c));
  return reach;
}
