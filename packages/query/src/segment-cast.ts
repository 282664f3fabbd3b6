import type { CoreHit, CoreQuery } from './core-hit.js';

/** castCore's outcomes (the same numbering as core-cast.ts). */
const MISS = 0;
const HIT = 1;
const INSIDE = 2;

/**
 * How close to collinear (as a fraction of the lengths involved) a ray and a segment with no
 * thickness must be for the ray to run along it: the same ~1e4 ulps as core-cast's
 * ALONG_FACE_TOLERANCE, so a ray aimed along a segment in floats meets its nearer end.
 */
const COLLINEAR_TOLERANCE = 1e-12;

/**
 * Ray cast against a bare segment (a two-point core with radius 0: a `Segment`, or the
 * Minkowski difference of two of them in a sweep). A thickness-0 segment has no caps to stop
 * the face clipping at its ends, so it is solved directly:
 *
 * ```
 * e = b − a, denom = u × e
 * denom ≠ 0: t = ((a − o) × e) / denom, s = ((a − o) × u) / denom; a hit when t ∈ [0, tMax]
 *            and s ∈ [0, 1], on the side facing the ray (face 0 runs a→b, face 1 b→a)
 * collinear: the nearer end ahead of the origin, normal −u (an end has no face normal)
 * ```
 *
 * Returns MISS, HIT (out written as castCore writes it) or INSIDE (the origin is on it).
 * @internal
 */
export function castBareSegment(q: CoreQuery, w: Float64Array, normals: Float64Array, out: CoreHit): number {
  const ax = w[0] - q.x;
  const ay = w[1] - q.y;
  const ex = w[2] - w[0];
  const ey = w[3] - w[1];
  const denom = q.ux * ey - q.uy * ex;
  const offLine = ax * q.uy - ay * q.ux; // (a − o) × u: a's distance from the ray's line
  const scale = Math.abs(ax) + Math.abs(ay) + Math.abs(ex) + Math.abs(ey);
  if (Math.abs(denom) * scale <= COLLINEAR_TOLERANCE * scale * Math.sqrt(ex * ex + ey * ey)) {
    if (Math.abs(offLine) > COLLINEAR_TOLERANCE * scale) return MISS;
    return castAlong(q, w, ax, ay, ex, ey, out);
  }
  const t = (ax * ey - ay * ex) / denom;
  const s = offLine / denom;
  if (s < 0 || s > 1 || t < 0 || t > q.tMax) return MISS;
  if (t === 0) return INSIDE;
  const face = normals[0] * q.ux + normals[1] * q.uy <= 0 ? 0 : 1;
  out.distance = t;
  // On the segment, from its own parameter: a hit at a representable point comes out exactly.
  out.x = w[0] + s * ex;
  out.y = w[1] + s * ey;
  out.nx = normals[2 * face];
  out.ny = normals[2 * face + 1];
  out.edge = face;
  out.s = face === 0 ? s : 1 - s;
  return HIT;
}

/** The ray runs along the segment's line: it meets the nearer end ahead of the origin. */
function castAlong(
  q: CoreQuery,
  w: Float64Array,
  ax: number,
  ay: number,
  ex: number,
  ey: number,
  out: CoreHit,
): number {
  const tA = ax * q.ux + ay * q.uy;
  const tB = tA + ex * q.ux + ey * q.uy;
  if (tA < 0 && tB < 0) return MISS;
  if (tA <= 0 || tB <= 0) return INSIDE;
  const first = tA <= tB ? 0 : 1;
  const t = first === 0 ? tA : tB;
  if (t > q.tMax) return MISS;
  out.distance = t;
  out.x = w[2 * first];
  out.y = w[2 * first + 1];
  out.nx = -q.ux;
  out.ny = -q.uy;
  out.edge = 0;
  out.s = first;
  return HIT;
}
