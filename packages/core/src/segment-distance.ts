/**
 * Closest points of two segments, written by {@link closestSegmentPoints}.
 * @internal
 */
export class SegmentPair {
  /** Closest point on the first segment. */
  ax = 0;
  ay = 0;
  /** Closest point on the second segment. */
  bx = 0;
  by = 0;
  /** Their distance. */
  distance = 0;
}

/**
 * Closest points between segment P = p0→p1 and segment Q = q0→q1 (either may have zero
 * length), after Ericson, Real-Time Collision Detection §5.1.9:
 *
 * ```
 * minimise |P(s) − Q(t)| over s, t ∈ [0, 1]
 *   s from the unconstrained optimum (or 0 when parallel), clamped;
 *   t = the optimum for that s; if t had to be clamped, s is recomputed for the clamped t
 * ```
 *
 * Parallel segments (denominator 0) take s = 0 first; the clamping steps still land on a
 * closest pair, since for parallel segments every s whose t needs no clamping is closest.
 * @internal
 */
export function closestSegmentPoints(
  p0x: number,
  p0y: number,
  p1x: number,
  p1y: number,
  q0x: number,
  q0y: number,
  q1x: number,
  q1y: number,
  out: SegmentPair,
): SegmentPair {
  const d1x = p1x - p0x;
  const d1y = p1y - p0y;
  const d2x = q1x - q0x;
  const d2y = q1y - q0y;
  const rx = p0x - q0x;
  const ry = p0y - q0y;
  const a = d1x * d1x + d1y * d1y;
  const e = d2x * d2x + d2y * d2y;
  const f = d2x * rx + d2y * ry;
  let s = 0;
  let t = 0;
  if (a === 0) {
    t = e === 0 ? 0 : clamp01(f / e);
  } else {
    const c = d1x * rx + d1y * ry;
    if (e === 0) {
      s = clamp01(-c / a);
    } else {
      const b = d1x * d2x + d1y * d2y;
      const denom = a * e - b * b;
      s = denom > 0 ? clamp01((b * f - c * e) / denom) : 0;
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = clamp01(-c / a);
      } else if (t > 1) {
        t = 1;
        s = clamp01((b - c) / a);
      }
    }
  }
  // At a clamped end, the end itself (p0 + (p1 − p0) need not round back to p1).
  out.ax = s === 1 ? p1x : p0x + d1x * s;
  out.ay = s === 1 ? p1y : p0y + d1y * s;
  out.bx = t === 1 ? q1x : q0x + d2x * t;
  out.by = t === 1 ? q1y : q0y + d2y * t;
  out.distance = Math.hypot(out.bx - out.ax, out.by - out.ay);
  return out;
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}
