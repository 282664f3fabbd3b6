// The exact test oracle for sepax's narrow phase.
//
// Why it is independent of the code under test: sepax's narrow phase works with separating
// axes (face normals of each shape, one-sided face separation, closest features). This file
// uses none of that. It builds the Minkowski difference of the two cores outright —
// D = hull{ b_j − a_i } over every pair of core points, O(n·m) points — and asks one plain
// geometric question: how far is the origin from D? The two shapes overlap exactly when the
// origin is within rA + rB of D, and the minimum translation is the shortest way to push D
// (by moving B) until the origin is rA + rB away from it. Nothing here is shared with
// packages/core/src: its own hull, its own point–segment distance, no tolerances, no caches.
// It is slow (quadratic) on purpose; clarity is the point.
//
// Conventions (the same as sepax's public contract):
// - shapes are closed sets: touching overlaps, with depth 0;
// - `normal` is a unit vector from A toward B; moving B by normal × depth leaves them
//   touching;
// - `distance` is the gap when apart, 0 when overlapping; `signedDistance` is gap or −depth.

/**
 * Collides two convex shapes given as cores (Box2D proxy form) against the exact Minkowski
 * difference of their cores.
 * @param {{ points: ArrayLike<number>, radius: number }} a flat world core of A (≥ 1 point, CCW when ≥ 3), radius ≥ 0
 * @param {{ points: ArrayLike<number>, radius: number }} b the same for B
 * @returns {{ overlapping: boolean, depth: number, normal: { x: number, y: number } | null, distance: number, signedDistance: number }}
 */
export function oracleCollide(a, b) {
  const r = a.radius + b.radius;
  const hull = convexHull(minkowskiDifference(toPoints(a.points), toPoints(b.points)));
  const q = originQuery(hull);
  // q.gap: distance from the origin to D when outside (0 when on or inside D);
  // q.inset: distance from the origin to D's boundary when inside (0 when on or outside).
  const signedDistance = q.gap > 0 ? q.gap - r : -q.inset - r;
  let normal = q.direction;
  // With no unique direction there is no unique normal (e.g. concentric circles, a vertex
  // of D exactly at the origin).
  if (normal !== null && !(Math.hypot(normal.x, normal.y) > 0)) normal = null;
  return {
    overlapping: signedDistance <= 0,
    depth: Math.max(0, -signedDistance),
    normal,
    distance: Math.max(0, signedDistance),
    signedDistance,
  };
}

/**
 * How far B must move along the unit direction `n` for the two shapes to stop overlapping
 * (they touch after the move); ≤ 0 when they are already apart along `n` by that much.
 * A correct MTV (normal, depth) has `oracleSeparationAlong(a, b, normal) ≈ depth`, which checks
 * a normal even when several directions are equally short (a tie has no unique normal).
 *
 * Moving B by t·n moves D by t·n; the origin is then at distance ≥ r from D along n exactly
 * when min over D of n·x, plus t, is ≥ r. So t = r − min_{x ∈ D} n·x.
 * @param {{ points: ArrayLike<number>, radius: number }} a
 * @param {{ points: ArrayLike<number>, radius: number }} b
 * @param {{ x: number, y: number }} n unit direction
 * @returns {number}
 */
export function oracleSeparationAlong(a, b, n) {
  const d = minkowskiDifference(toPoints(a.points), toPoints(b.points));
  let lowest = Infinity;
  for (const p of d) lowest = Math.min(lowest, n.x * p.x + n.y * p.y);
  return a.radius + b.radius - lowest;
}

/**
 * The core of a sepax ConvexShape as the oracle reads it.
 * @param {{ worldPoints(): ArrayLike<number>, worldRadius(): number }} shape
 */
export function coreOf(shape) {
  return { points: Array.from(shape.worldPoints()), radius: shape.worldRadius() };
}

function toPoints(flat) {
  if (flat.length < 2 || flat.length % 2 !== 0)
    throw new Error(`oracle: a core needs ≥ 1 point as a flat [x, y, …] list, got length ${flat.length}`);
  const points = [];
  for (let i = 0; i < flat.length; i += 2) points.push({ x: flat[i], y: flat[i + 1] });
  return points;
}

/** Every b − a: the hull of these is the Minkowski difference B ⊖ A of two convex cores. */
function minkowskiDifference(as, bs) {
  const out = [];
  for (const p of as) for (const q of bs) out.push({ x: q.x - p.x, y: q.y - p.y });
  return out;
}

/** z of (a − o) × (b − o): > 0 when o → a → b turns left. */
function turn(o, a, b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/**
 * Andrew's monotone chain: the hull's corners, counter-clockwise, without duplicate or
 * collinear points. Returns 1 point (all points equal), 2 (all collinear) or ≥ 3.
 */
function convexHull(points) {
  const sorted = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  const halfHull = (list) => {
    const chain = [];
    for (const p of list) {
      while (chain.length >= 2 && turn(chain[chain.length - 2], chain[chain.length - 1], p) <= 0) chain.pop();
      chain.push(p);
    }
    return chain;
  };
  const lower = halfHull(sorted);
  const upper = halfHull([...sorted].reverse());
  const hull = lower.slice(0, -1).concat(upper.slice(0, -1));
  if (hull.length === 0) return [sorted[0]]; // all points identical
  return hull;
}

/** The point of segment [p, q] closest to the origin. */
function closestOnSegment(p, q) {
  const ex = q.x - p.x;
  const ey = q.y - p.y;
  const len2 = ex * ex + ey * ey;
  if (len2 === 0) return p;
  const t = Math.min(1, Math.max(0, -(p.x * ex + p.y * ey) / len2));
  return { x: p.x + t * ex, y: p.y + t * ey };
}

/**
 * Where the origin is relative to D:
 * - outside: gap = |c| for the closest point c of D, direction = c / |c| (that is B − A);
 * - inside or on the boundary: inset = distance to the nearest edge line, direction = minus
 *   that edge's outward normal (moving B that way pushes the edge past the origin); null when
 *   two edges tie or D has no interior (a point or a segment through the origin).
 */
function originQuery(hull) {
  if (hull.length === 1) return pointQuery(hull[0]);
  if (hull.length === 2) return segmentQuery(hull[0], hull[1]);
  return polygonQuery(hull);
}

function pointQuery(p) {
  const gap = Math.hypot(p.x, p.y);
  return { gap, inset: 0, direction: gap > 0 ? { x: p.x / gap, y: p.y / gap } : null };
}

function segmentQuery(p, q) {
  const c = closestOnSegment(p, q);
  const gap = Math.hypot(c.x, c.y);
  return { gap, inset: 0, direction: gap > 0 ? { x: c.x / gap, y: c.y / gap } : null };
}

function polygonQuery(hull) {
  const n = hull.length;
  const origin = { x: 0, y: 0 };
  let inside = true;
  for (let i = 0; i < n; i++) if (turn(hull[i], hull[(i + 1) % n], origin) < 0) inside = false;
  if (!inside) {
    let best = null;
    for (let i = 0; i < n; i++) {
      const c = closestOnSegment(hull[i], hull[(i + 1) % n]);
      if (best === null || Math.hypot(c.x, c.y) < Math.hypot(best.x, best.y)) best = c;
    }
    return pointQuery(best);
  }
  // Inside (or on the boundary): the nearest edge line. The distance from the origin to the
  // line of edge p → q, with outward normal m = (ey, −ex)/|e|, is m·p (≥ 0 inside).
  let inset = Infinity;
  let direction = null;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const p = hull[i];
    const q = hull[(i + 1) % n];
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const mx = (q.y - p.y) / len;
    const my = -(q.x - p.x) / len;
    const s = mx * p.x + my * p.y;
    if (s < inset) {
      inset = s;
      direction = { x: -mx, y: -my };
      ties = 0;
    } else if (s === inset) ties++;
  }
  return { gap: 0, inset: Math.max(0, inset), direction: ties === 0 ? direction : null };
}
