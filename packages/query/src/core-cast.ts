import { closestOnCore } from './core-closest.js';
import type { CoreHit, CoreQuery } from './core-hit.js';
import { castBareSegment } from './segment-cast.js';

/**
 * Ray cast against a rounded convex core (the Minkowski sum of the core with a disc of
 * `q.radius`), exact up to float round-off: no iteration, no tolerance.
 *
 * ```
 * clip the ray against the core's faces pushed out by radius (Cyrus–Beck):
 *   for each face i: the ray enters its half-plane at t = (n·(v − o) + r) / (n·u) if n·u < 0,
 *   leaves it if n·u > 0, and misses outright if parallel and outside
 *   t_enter = max of entries, t_exit = min(tMax, exits); t_enter > t_exit → miss
 * the entry point P lies on face i pushed out by r:
 *   P projects inside the face's segment → hit the flat face (always so for r = 0)
 *   otherwise P is in the corner region of the nearer vertex v, where the rounded surface is the
 *   circle (v, r): the ray hits that circle first or misses the shape entirely
 * no face entered (origin within every pushed-out face): origin is in the shape, or in a corner
 *   region — then cast against the circle of the nearest vertex
 * ```
 *
 * The ray is `q` (origin, unit direction, tMax, which may be Infinity). On a hit writes `out`
 * (distance, surface point, normal, feature) and returns true. A ray that starts in the shape
 * hits at distance 0 with `out.inside` set and the nearest surface point's normal and feature
 * in `out` (its point is NOT the origin: callers choose). Allocates nothing.
 * @internal
 */
export function castCore(q: CoreQuery, w: Float64Array, normals: Float64Array, count: number, out: CoreHit): boolean {
  out.inside = false;
  const result =
    count === 1
      ? castCircle(q, w, 0, out)
      : count === 2 && q.radius === 0
        ? (castBareSegment(q, w, normals, out) as CastResult)
        : castFaces(q, w, normals, count, out);
  if (result !== INSIDE) return result === HIT;
  return insideHit(q, w, normals, count, out);
}

/**
 * The hit of a ray that starts in the shape: distance 0, and the nearest surface point's
 * normal (the way out; the reversed ray direction where that is undefined) and feature.
 * @internal
 */
export function insideHit(q: CoreQuery, w: Float64Array, normals: Float64Array, count: number, out: CoreHit): true {
  q.fx = -q.ux;
  q.fy = -q.uy;
  closestOnCore(q, w, normals, count, out);
  out.distance = 0;
  out.inside = true;
  return true;
}

const MISS = 0;
const HIT = 1;
const INSIDE = 2;
type CastResult = typeof MISS | typeof HIT | typeof INSIDE;

function castFaces(q: CoreQuery, w: Float64Array, normals: Float64Array, n: number, out: CoreHit): CastResult {
  let tEnter = 0;
  let tExit = q.tMax;
  let face = -1;
  for (let i = 0; i < n; i++) {
    const nx = normals[2 * i];
    const ny = normals[2 * i + 1];
    const room = nx * (w[2 * i] - q.x) + ny * (w[2 * i + 1] - q.y) + q.radius; // ≥ 0: origin inside this half-plane
    const closing = nx * q.ux + ny * q.uy;
    // Along the face's line (within round-off) the ray touches the face without crossing it:
    // no bound. Its entry time room / closing would be a quotient of two round-off errors.
    if (Math.abs(closing) <= NEAR_PARALLEL_SINE && runsAlongFace(q, w, normals, i, n)) continue;
    if (closing === 0) {
      if (room < 0) return MISS;
      continue;
    }
    const t = room / closing;
    if (closing < 0) {
      if (t > tEnter) {
        tEnter = t;
        face = i;
      }
    } else if (t < tExit) tExit = t;
    if (tEnter > tExit) return MISS;
  }
  if (face < 0) return q.radius === 0 ? INSIDE : castFromCorner(q, w, normals, n, out);
  out.distance = tEnter;
  return hitFace(q, face, w, normals, n, out);
}

/**
 * Below this sine between the ray and a face, castFaces asks whether the ray runs along it.
 * A cheap gate: a ray that runs along a face within ALONG_FACE_TOLERANCE is parallel to it
 * within about 1e-12 × (its distance / the face's length), far below this.
 */
const NEAR_PARALLEL_SINE = 1e-4;

/**
 * The ray runs along a face when both of the face's ends (pushed out by the radius) lie
 * within this fraction of their distance from the origin (plus the origin's own magnitude,
 * for the rounding of far coordinates) of the ray's line: about 1e4 ulps, far above the
 * round-off of world points computed through a rotation, far below any visible gap.
 */
const ALONG_FACE_TOLERANCE = 1e-12;

/**
 * Whether the ray runs along face i (pushed out by q.radius) within round-off: then a ray
 * meant to slide along an edge, a hair off its line either way in floats, touches the face
 * from its nearer end, instead of missing or entering it part-way down.
 */
function runsAlongFace(q: CoreQuery, w: Float64Array, normals: Float64Array, i: number, n: number): boolean {
  const j = i + 1 === n ? 0 : i + 1;
  const shiftX = normals[2 * i] * q.radius - q.x;
  const shiftY = normals[2 * i + 1] * q.radius - q.y;
  const ax = w[2 * i] + shiftX; // face start, relative to the origin
  const ay = w[2 * i + 1] + shiftY;
  const bx = w[2 * j] + shiftX; // face end, relative to the origin
  const by = w[2 * j + 1] + shiftY;
  const slack = ALONG_FACE_TOLERANCE * (Math.abs(q.x) + Math.abs(q.y));
  return (
    Math.abs(ax * q.uy - ay * q.ux) <= ALONG_FACE_TOLERANCE * (Math.abs(ax) + Math.abs(ay)) + slack &&
    Math.abs(bx * q.uy - by * q.ux) <= ALONG_FACE_TOLERANCE * (Math.abs(bx) + Math.abs(by)) + slack
  );
}

/** The ray enters face `face` pushed out by the radius at t = out.distance. */
function hitFace(
  q: CoreQuery,
  face: number,
  w: Float64Array,
  normals: Float64Array,
  n: number,
  out: CoreHit,
): CastResult {
  const j = face + 1 === n ? 0 : face + 1;
  const ax = w[2 * face];
  const ay = w[2 * face + 1];
  const ex = w[2 * j] - ax;
  const ey = w[2 * j + 1] - ay;
  const t = out.distance;
  const px = q.x + t * q.ux;
  const py = q.y + t * q.uy;
  const len2 = ex * ex + ey * ey;
  const s = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
  if (q.radius > 0 && (s < 0 || s > 1)) return castCircle(q, w, s < 0 ? face : j, out);
  const along = s < 0 ? 0 : s > 1 ? 1 : s;
  // A sharp face's hit is placed on the face from its parameter (within the face, and exact
  // where the answer is representable); a rounded face's on the ray.
  out.x = q.radius === 0 ? ax + along * ex : px;
  out.y = q.radius === 0 ? ay + along * ey : py;
  out.nx = normals[2 * face];
  out.ny = normals[2 * face + 1];
  out.edge = face;
  out.s = along;
  return HIT;
}

/** The origin is within every pushed-out face: in the shape, or in the corner region of a vertex. */
function castFromCorner(q: CoreQuery, w: Float64Array, normals: Float64Array, n: number, out: CoreHit): CastResult {
  q.fx = -q.ux;
  q.fy = -q.uy;
  closestOnCore(q, w, normals, n, out);
  if (out.distance <= 0) return INSIDE;
  const j = out.edge + 1 === n ? 0 : out.edge + 1;
  return castCircle(q, w, out.s < 0.5 ? out.edge : j, out);
}

/**
 * Ray against the circle of q.radius about core point k. Solved about the ray's closest
 * approach to the centre (Box2D's form), which keeps the half-chord accurate far from the
 * circle where the textbook quadratic cancels. A ray that passes the circle within
 * ALONG_FACE_TOLERANCE (as for faces) touches it: the tangent ray along a rounded side,
 * a hair outside the circle in floats, would otherwise miss the shape. A zero radius hits
 * only on a line-up within that tolerance.
 */
function castCircle(q: CoreQuery, w: Float64Array, k: number, out: CoreHit): CastResult {
  const cx = w[2 * k];
  const cy = w[2 * k + 1];
  const mx = q.x - cx;
  const my = q.y - cy;
  const r = q.radius;
  if (mx * mx + my * my <= r * r) return INSIDE;
  const along = -(mx * q.ux + my * q.uy);
  if (along < 0) return MISS;
  const px = mx + along * q.ux;
  const py = my + along * q.uy;
  const halfChord2 = r * r - (px * px + py * py);
  if (halfChord2 < 0) {
    // Inline, not a helper: numbers passed to a call V8 does not inline are boxed.
    const slack = ALONG_FACE_TOLERANCE * (Math.abs(mx) + Math.abs(my) + Math.abs(q.x) + Math.abs(q.y));
    if (Math.sqrt(px * px + py * py) - r > slack) return MISS;
  }
  let t = halfChord2 > 0 ? along - Math.sqrt(halfChord2) : along;
  if (t < 0) t = 0;
  if (t > q.tMax) return MISS;
  out.distance = t;
  // A bare point is hit at itself.
  out.x = r === 0 ? cx : q.x + t * q.ux;
  out.y = r === 0 ? cy : q.y + t * q.uy;
  const dx = out.x - cx;
  const dy = out.y - cy;
  const d = Math.sqrt(dx * dx + dy * dy);
  out.nx = d > 0 ? dx / d : -q.ux;
  out.ny = d > 0 ? dy / d : -q.uy;
  out.edge = k;
  out.s = 0;
  return HIT;
}
