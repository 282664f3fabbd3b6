import type { Collision } from './collision.js';
import { SQUARE_SAFE_MAX, SQUARE_SAFE_MIN } from './collide-circles.js';
import type { ConvexShape } from './convex-shape.js';
import { core, type CoreSeparation } from './core-separation.js';
import { boxesApart, loadPair, type PairFrame } from './pair-frame.js';

/**
 * A polygon core (n ≥ 3 points, radius rP ≥ 0) against a one-point core (circle or point,
 * centre c, radius rC), Box2D's `b2CollidePolygonAndCircle`:
 *
 * ```
 * s = max over faces i of n_i · (c − v_i)        (the face c is farthest outside of)
 * s ≤ 0: c is inside the core, −s is its exact depth, the normal is that face's
 * s > 0: the closest core point lies on that face (the face of largest separation is
 *        always next to the closest feature); c beyond one of its ends → that vertex,
 *        distance |c − v|, normal (c − v)/|c − v|; else the face, distance s
 * overlap ⇔ distance ≤ rP + rC;  depth = rP + rC − distance
 * C in P ⇔ distance ≤ rP − rC (signed: negative inside);  P in C ⇔ every vertex within rC − rP of c
 * ```
 *
 * The circle's centre is read from its cached box ([x, y, x, y, radius]: one small array).
 * The frame is A = polygon, B = circle; `swapped` reports the result for the caller's order
 * (circle first): normal negated, containment flags exchanged. With `out` null only the
 * overlap is decided. Allocates nothing.
 * @internal
 */
export function collidePolygonCircle(
  polygon: ConvexShape,
  disc: ConvexShape,
  swapped: boolean,
  out: Collision | null,
): boolean {
  // Half the pairs a broad phase passes on are apart, most of them by their boxes: decided
  // before the polygon's points and normals are read.
  if (boxesApart(polygon._box, disc._box)) return false;
  const f = loadPair(polygon, disc);
  if (!separateFromFaces(f, core)) return false;
  if (core.separation > 0 && !separateFromVertex(f, core)) return false;
  if (out === null) return true;
  writeCircleHit(f, core, swapped, out);
  return true;
}

/**
 * The face the centre is farthest outside of: core.face, core.separation, core.normal.
 * Returns false as soon as one face has the centre beyond reach (a face's separation never
 * exceeds the distance, so the pair is apart).
 */
function separateFromFaces(f: PairFrame, c: CoreSeparation): boolean {
  const w = f.wa;
  const n = f.na;
  const cx = f.boxB[0];
  const cy = f.boxB[1];
  const reach = f.rA + f.rB + f.tolerance;
  let best = -Infinity;
  let face = 0;
  for (let i = 0; i < f.countA; i++) {
    // Differences of world points, each rounded once (no frame copy needed for precision).
    const s = n[2 * i] * (cx - w[2 * i]) + n[2 * i + 1] * (cy - w[2 * i + 1]);
    if (s > reach) return false;
    if (s > best) {
      best = s;
      face = i;
    }
  }
  c.face = face;
  c.separation = best;
  c.nx = n[2 * face];
  c.ny = n[2 * face + 1];
  return true;
}

/**
 * The centre is outside the core (separation > 0): if it lies beyond an end of the face,
 * that vertex is the closest core point, and the distance and normal come from the world
 * difference c − v (exact to round-off relative to the gap). Within the touching tolerance
 * of the face's separation the face's own normal stands (the difference's direction would
 * then be round-off). Returns false when the vertex is out of reach.
 */
function separateFromVertex(f: PairFrame, c: CoreSeparation): boolean {
  const w = f.wa;
  const cx = f.boxB[0];
  const cy = f.boxB[1];
  const i = c.face;
  const i2 = i + 1 === f.countA ? 0 : i + 1;
  const ex = w[2 * i2] - w[2 * i];
  const ey = w[2 * i2 + 1] - w[2 * i + 1];
  let v = -1;
  if ((cx - w[2 * i]) * ex + (cy - w[2 * i + 1]) * ey <= 0) v = i;
  else if ((cx - w[2 * i2]) * ex + (cy - w[2 * i2 + 1]) * ey >= 0) v = i2;
  if (v < 0) return true;
  const gx = cx - w[2 * v];
  const gy = cy - w[2 * v + 1];
  let gap = Math.sqrt(gx * gx + gy * gy);
  if (!(gap > SQUARE_SAFE_MIN && gap < SQUARE_SAFE_MAX)) gap = Math.hypot(gx, gy);
  if (gap > f.rA + f.rB + f.tolerance) return false;
  if (gap <= c.separation + f.tolerance) return true;
  c.face = -1;
  c.separation = gap;
  c.nx = gx / gap;
  c.ny = gy / gap;
  return true;
}

/**
 * Writes normal, depth, MTV, the contact (midway between the surfaces: c + (rP − rC − s)·n / 2
 * for separation s, face or vertex alike) and both containment flags, in the caller's order.
 */
function writeCircleHit(f: PairFrame, c: CoreSeparation, swapped: boolean, out: Collision): void {
  const rP = f.rA;
  const rC = f.rB;
  const s = c.separation;
  const sign = swapped ? -1 : 1;
  // + 0 turns −0 into 0, so results compare equal to literals.
  const nx = sign * c.nx + 0;
  const ny = sign * c.ny + 0;
  const depth = Math.max(0, rP + rC - s);
  out.normal.x = nx;
  out.normal.y = ny;
  out.depth = depth;
  out.mtv.x = nx * depth;
  out.mtv.y = ny * depth;
  const shift = 0.5 * (rP - rC - s);
  const p = out._points[0];
  p.x = f.boxB[0] + shift * c.nx;
  p.y = f.boxB[1] + shift * c.ny;
  out._setContactCount(1);
  // The disc is inside exactly when its centre's signed distance to the core leaves room for rC.
  const discInPolygon = s <= rP - rC + f.tolerance;
  const polygonInDisc = polygonWithinDisc(f);
  out.aInB = swapped ? discInPolygon : polygonInDisc;
  out.bInA = swapped ? polygonInDisc : discInPolygon;
}

/**
 * Whether every polygon core point is within rC − rP (+ tolerance) of the centre: the
 * polygon's disks then all fit in the disc. The cached core box rules most pairs out in O(1).
 */
function polygonWithinDisc(f: PairFrame): boolean {
  const allowed = f.rB - f.rA + f.tolerance;
  if (allowed < 0) return false;
  const cx = f.boxB[0];
  const cy = f.boxB[1];
  const box = f.boxA;
  if (cx - box[0] > allowed || box[2] - cx > allowed || cy - box[1] > allowed || box[3] - cy > allowed) return false;
  const w = f.wa;
  const limit = allowed * allowed;
  for (let i = 0; i < f.countA; i++) {
    const dx = w[2 * i] - cx;
    const dy = w[2 * i + 1] - cy;
    if (dx * dx + dy * dy > limit) return false;
  }
  return true;
}
