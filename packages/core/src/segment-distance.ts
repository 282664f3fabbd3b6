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
 * Relative margin by which an end-to-end pair must be closer than a foot found inside a
 * segment to be chosen over it, either way round: a few units of rounding of either distance
 * (each is accurate to about one where the two nearly tie).
 */
const END_PAIR_MARGIN = 8 * Number.EPSILON;

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
  p: ArrayLike<number>,
  p0: number,
  p1: number,
  q: ArrayLike<number>,
  q0: number,
  q1: number,
  out: SegmentPair,
): SegmentPair {
  out.distance = Infinity;
  endToSegment(p, p0, 0, q, q0, q1, false, out);
  endToSegment(p, p1, 1, q, q0, q1, false, out);
  endToSegment(q, q0, 0, p, p0, p1, true, out);
  endToSegment(q, q1, 1, p, p0, p1, true, out);
  return out;
}

/**
 * Distance from end point `e` of array `E` to the segment from point `s0` to point `s1` of
 * array `S`; records it in `out` if it is the best so far (a foot inside the segment wins a
 * tie, and against an end pair a near-tie within END_PAIR_MARGIN: the foot's direction is the
 * segment's normal). `end` (0 or 1) says which end of its segment the point is; `endOnSecond`
 * says that segment is the second one (roles swap).
 *
 * Which part of the segment is closest is decided by the signs of (p − s0)·e and (p − s1)·e,
 * each measured from its own end: t = (p − s0)·e / e·e can round to exactly 1 for a foot a
 * hair inside the segment, and that hair is the difference between a vertex and an edge
 * normal. Points travel as array + index: a double argument to a call that is not inlined
 * is boxed, which would allocate on every query.
 */
function endToSegment(
  E: ArrayLike<number>,
  e: number,
  end: number,
  S: ArrayLike<number>,
  s0: number,
  s1: number,
  endOnSecond: boolean,
  out: SegmentPair,
): void {
  const x = E[2 * e];
  const y = E[2 * e + 1];
  const s0x = S[2 * s0];
  const s0y = S[2 * s0 + 1];
  const s1x = S[2 * s1];
  const s1y = S[2 * s1 + 1];
  const ex = s1x - s0x;
  const ey = s1y - s0y;
  const from0 = (x - s0x) * ex + (y - s0y) * ey;
  const from1 = (x - s1x) * ex + (y - s1y) * ey;
  const inside = from0 > 0 && from1 < 0;
  let cx = from0 <= 0 ? s0x : s1x;
  let cy = from0 <= 0 ? s0y : s1y;
  let d: number;
  if (!inside) {
    // Scaled, so a gap of a few subnormals does not square to 0 (Math.hypot's care, inline).
    const dx = Math.abs(x - cx);
    const dy = Math.abs(y - cy);
    const m = Math.max(dx, dy);
    d = m === 0 ? 0 : m * Math.sqrt((dx / m) * (dx / m) + (dy / m) * (dy / m));
  } else {
    // Project from the nearer end, and take the distance from the cross product with that
    // end (from the far end it would cancel catastrophically for a foot near this end).
    const len2 = ex * ex + ey * ey;
    const near0 = from0 < -from1;
    const nx = near0 ? s0x : s1x;
    const ny = near0 ? s0y : s1y;
    const t = (near0 ? from0 : from1) / len2;
    cx = nx + ex * t;
    cy = ny + ey * t;
    d = Math.abs(ex * (y - ny) - ey * (x - nx)) / Math.sqrt(len2);
  }
  // Between a foot inside a segment and an end pair, the foot wins unless the end pair is closer
  // by more than rounding: near a segment's end both measure about the same gap, but only the
  // foot's direction is the exact normal.
  const mixed = inside === (out.interior === 0);
  const limit = mixed ? out.distance * (inside ? 1 + END_PAIR_MARGIN : 1 - END_PAIR_MARGIN) : out.distance;
  if (!(d < limit || (d === limit && inside))) return;
  out.distance = d;
  const foot = inside ? -1 : from0 <= 0 ? 0 : 1;
  out.endA = endOnSecond ? foot : end;
  out.endB = endOnSecond ? end : foot;
  out.interior = inside ? (endOnSecond ? 1 : 2) : 0;
  out.ax = endOnSecond ? cx : x;
  out.ay = endOnSecond ? cy : y;
  out.bx = endOnSecond ? x : cx;
  out.by = endOnSecond ? y : cy;
}
