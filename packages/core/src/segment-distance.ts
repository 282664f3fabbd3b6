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
  /**
   * Which segment the closest pair meets inside (not at an end): 1 the first, 2 the second,
   * 0 neither (end to end). Inside an edge the exact direction is that edge's normal.
   */
  interior = 0;
  /** When the closest point on the first segment is one of its ends: 0 (p0) or 1 (p1); else −1. */
  endA = 0;
  /** The same for the second segment: 0 (q0), 1 (q1) or −1. */
  endB = 0;
}

/**
 * Closest points between segment P = p0→p1 and segment Q = q0→q1 (either may have zero
 * length), for segments that do not cross (or cross only along a shared line):
 *
 * ```
 * the best of: p0 to Q, p1 to Q, q0 to P, q1 to P   (each a clamped projection)
 * ```
 *
 * Two segments that do not cross always have a closest pair that includes an end point, so
 * these four candidates are exact. This is slower than solving for both parameters at once
 * (Ericson §5.1.9) but has no 2×2 system to go singular: nearly parallel segments, where that
 * system loses every digit, are exactly where the narrow phase needs the answer to be right.
 * An end point that is chosen is copied, not recomputed, so vertex–vertex directions are exact.
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
  out.distance = Infinity;
  endToSegment(p0x, p0y, 0, q0x, q0y, q1x, q1y, false, out);
  endToSegment(p1x, p1y, 1, q0x, q0y, q1x, q1y, false, out);
  endToSegment(q0x, q0y, 0, p0x, p0y, p1x, p1y, true, out);
  endToSegment(q1x, q1y, 1, p0x, p0y, p1x, p1y, true, out);
  return out;
}

/**
 * Distance from end point (x, y) to segment s0→s1; records it in `out` if it is the best so
 * far (on a tie, a foot inside the segment wins: its direction is the segment's normal).
 * `end` (0 or 1) says which end of its segment (x, y) is; `endOnSecond` says that segment
 * is the second one (so the roles swap).
 *
 * Which part of the segment is closest is decided by the signs of (p − s0)·e and (p − s1)·e,
 * each measured from its own end: t = (p − s0)·e / e·e can round to exactly 1 for a foot a
 * hair inside the segment, and that hair is the difference between a vertex and an edge normal.
 */
function endToSegment(x: number, y: number, end: number, s0x: number, s0y: number, s1x: number, s1y: number, endOnSecond: boolean, out: SegmentPair): void {
  const ex = s1x - s0x;
  const ey = s1y - s0y;
  const from0 = (x - s0x) * ex + (y - s0y) * ey;
  const from1 = (x - s1x) * ex + (y - s1y) * ey;
  let cx: number;
  let cy: number;
  let d: number;
  const inside = from0 > 0 && from1 < 0;
  if (!inside) {
    cx = from0 <= 0 ? s0x : s1x;
    cy = from0 <= 0 ? s0y : s1y;
    d = Math.hypot(x - cx, y - cy);
  } else {
    // Project from the nearer end, and take the distance from the cross product (exact to round-off).
    const len2 = ex * ex + ey * ey;
    const near0 = from0 < -from1;
    const t = near0 ? from0 / len2 : from1 / len2;
    const nx = near0 ? s0x : s1x;
    const ny = near0 ? s0y : s1y;
    cx = nx + ex * t;
    cy = ny + ey * t;
    d = Math.abs(ex * (y - ny) - ey * (x - nx)) / Math.sqrt(len2);
  }
  if (!(d < out.distance || (d === out.distance && inside))) return;
  out.distance = d;
  const foot = inside ? -1 : from0 <= 0 ? 0 : 1;
  out.endA = endOnSecond ? foot : end;
  out.endB = endOnSecond ? end : foot;
  if (endOnSecond) {
    out.ax = cx;
    out.ay = cy;
    out.bx = x;
    out.by = y;
    out.interior = inside ? 1 : 0;
  } else {
    out.ax = x;
    out.ay = y;
    out.bx = cx;
    out.by = cy;
    out.interior = inside ? 2 : 0;
  }
}
