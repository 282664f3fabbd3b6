import { FaceQuery, maxFaceSeparation, polygonFaceSeparations } from './face-separation.js';
import type { PairFrame } from './pair-frame.js';
import { closestSegmentPoints, SegmentPair } from './segment-distance.js';

/**
 * Two segments count as parallel when the sine of the angle between them is below this
 * (dimensionless). Their Minkowski difference is then a sliver too thin for face normals to
 * decide: two collinear capsules end to end would show separation ≈ 0 along both sides.
 * 1e-12 is far above round-off of rotated unit vectors (~1e-16) and far below any angle a
 * user means.
 * @internal
 */
export const PARALLEL_TOLERANCE = 1e-12;

/**
 * The normal used when the cores share a point and no direction is preferred: coincident
 * circle centres, a point on a segment. Fixed, so the answer never depends on round-off.
 * @internal
 */
export const CONCENTRIC_NORMAL_X = 1;
/** @internal */
export const CONCENTRIC_NORMAL_Y = 0;

/**
 * How the two cores (radius not included) sit relative to each other: the exact signed
 * separation along the normal, and the features that realise it. Written by
 * {@link separateCores}; all points in the pair frame.
 * @internal
 */
export class CoreSeparation {
  /** Unit normal from A toward B. */
  nx = 1;
  ny = 0;
  /** Core distance when > 0; minus the core penetration depth when ≤ 0. */
  separation = 0;
  /** Witness points on A's and B's cores: pB − pA = separation × normal. */
  pax = 0;
  pay = 0;
  pbx = 0;
  pby = 0;
  /** True when the reference face belongs to A. */
  refIsA = true;
  /** Index of the reference face (edge i → i + 1 of the reference shape); −1 for a vertex feature. */
  face = -1;
  /** Index of the other shape's deepest point below the reference face. */
  support = 0;
}

/** @internal The one result record the narrow phase reuses. */
export const core = new CoreSeparation();

const faceA = new FaceQuery();
const faceB = new FaceQuery();
const closest = new SegmentPair();

/**
 * Finds how the cores of the pair in `f` separate (or overlap):
 *
 * ```
 * if the Minkowski difference of the cores has no area (points, parallel segments):
 *   closest points of the cores decide                                   (separateDirectly)
 * else:
 *   s = max(one-sided face separation of B below A's faces, and of A below B's faces)
 *   s ≤ 0: the cores overlap and −s is the exact core penetration (the faces of the
 *          Minkowski difference are exactly the faces of A and B), containment included
 *   s > 0: the cores are apart; the closest features lie on the reference face and the
 *          incident edge (the face separation is unimodal around the closest direction),
 *          so one segment–segment query gives the exact distance               (refine)
 * ```
 *
 * Returns false, leaving `out` partly written, once the cores are surely further apart
 * than `f.stopAbove` (the early out of `overlaps` and `collide`).
 *
 * Allocation: no double ever crosses a call boundary here (thresholds and points travel in
 * fields and typed arrays, with indices), because optimised code boxes a double argument or
 * return value of a call it does not inline: 16 bytes per query.
 * @internal
 */
export function separateCores(f: PairFrame, out: CoreSeparation = core): boolean {
  if (boxesBeyondStop(f)) return false;
  if (hasThinDifference(f)) return separateDirectly(f, out);
  if (!faceSeparations(f)) return false;
  // Ties go to A, so the result does not depend on round-off in the comparison.
  if (faceA.separation >= faceB.separation) setFaceFeature(f, faceA, true, out);
  else setFaceFeature(f, faceB, false, out);
  if (out.separation > 0) return refine(f, out);
  return true;
}

/** Both one-sided face separations into faceA and faceB; false once the pair is surely apart. */
function faceSeparations(f: PairFrame): boolean {
  if (f.countA >= 3 && f.countB >= 3) return polygonFaceSeparations(f, faceA, faceB);
  faceA.stopAbove = f.stopAbove;
  faceB.stopAbove = f.stopAbove;
  return (
    maxFaceSeparation(f.wa, f.na, f.countA, f.wb, f.countB, faceA) &&
    maxFaceSeparation(f.wb, f.nb, f.countB, f.wa, f.countA, faceB)
  );
}

/**
 * Whether the cores' cached boxes are further apart than `f.stopAbove` along x or y: the
 * gap between the boxes on an axis is a lower bound on the cores' distance, so the pair is
 * then surely apart (the separating axis test on the two coordinate axes, in O(1)).
 * Differences of box coordinates, so nothing cancels far from the origin. (pair-frame's
 * `boxesApart` is the overlap-only form, decided before a pair is loaded.)
 */
function boxesBeyondStop(f: PairFrame): boolean {
  const a = f.boxA;
  const b = f.boxB;
  const stop = f.stopAbove;
  return b[0] - a[2] > stop || a[0] - b[2] > stop || b[1] - a[3] > stop || a[1] - b[3] > stop;
}

/** Whether the cores' Minkowski difference is a point or a segment (no area). */
function hasThinDifference(f: PairFrame): boolean {
  if (f.countA > 2 || f.countB > 2) return false;
  if (f.countA === 1 || f.countB === 1) return true;
  const cross = f.na[0] * f.nb[1] - f.na[1] * f.nb[0];
  return Math.abs(cross) <= PARALLEL_TOLERANCE;
}

/** Records the reference face found by one face pass, with its witness points. */
function setFaceFeature(f: PairFrame, q: FaceQuery, refIsA: boolean, out: CoreSeparation): void {
  const ref = refIsA ? f.na : f.nb;
  const other = refIsA ? f.wb : f.wa;
  const sign = refIsA ? 1 : -1;
  const nx = sign * ref[2 * q.face];
  const ny = sign * ref[2 * q.face + 1];
  const s = q.separation;
  // The support point relative to the frame's origin.
  const x = other[2 * q.support] - f.ox;
  const y = other[2 * q.support + 1] - f.oy;
  out.nx = nx;
  out.ny = ny;
  out.separation = s;
  out.refIsA = refIsA;
  out.face = q.face;
  out.support = q.support;
  // The support point and its projection on the reference face's line.
  out.pax = refIsA ? x - s * nx : x;
  out.pay = refIsA ? y - s * ny : y;
  out.pbx = refIsA ? x : x + s * nx;
  out.pby = refIsA ? y : y + s * ny;
}

/** Witness points from a closest pair in world coordinates (first on A), moved into the frame. */
function setWitnessFrom(out: CoreSeparation, c: SegmentPair, f: PairFrame): void {
  out.pax = c.ax - f.ox;
  out.pay = c.ay - f.oy;
  out.pbx = c.bx - f.ox;
  out.pby = c.by - f.oy;
}

/**
 * The cores are apart along the reference face: the exact distance is between the
 * reference edge and the incident edge. When it equals the face separation the face
 * feature stands; otherwise the closest features are two vertices (or a vertex and the
 * incident edge) and their direction is the normal.
 */
function refine(f: PairFrame, out: CoreSeparation): boolean {
  const refIsA = out.refIsA;
  // World coordinates: each difference the segment query takes is then rounded once,
  // relative to the gap itself (the frame's coordinates may be far larger than the gap).
  const ref = refIsA ? f.wa : f.wb;
  const refCount = refIsA ? f.countA : f.countB;
  const other = refIsA ? f.wb : f.wa;
  const otherCount = refIsA ? f.countB : f.countA;
  const i = out.face;
  const k = incidentEdge(f, refIsA, i, out.support);
  const c = closestSegmentPoints(ref, i, nextIndex(i, refCount), other, k, nextIndex(k, otherCount), closest);
  if (c.distance > f.stopAbove) return false;
  if (c.distance <= out.separation + f.tolerance) {
    // The face stands, but with parallel faces the support point's foot may lie beyond the
    // reference face's ends; the edge pair's closest points lie on both edges (their overlap).
    if (refIsA) setWitnessFrom(out, c, f);
    else setWitnessFrom(out, swapSides(c), f);
    alignReferenceWitness(out);
    return true;
  }
  // Closer features than the face: a vertex against the incident edge's inside, or two vertices.
  if (refIsA) setClosestFeature(f, c, i, k, out);
  else setClosestFeature(f, swapSides(c), k, i, out);
  return true;
}

/**
 * Puts the reference side's witness at the other witness moved back by the separation along
 * the face normal, so that pB − pA = separation × normal. The closest pair the segment query
 * found may be two ends a hair off that normal: a pair offset sideways by e is farther by
 * only e²/2d, which rounds to a tie with the true pair below e ≈ 1e-8 × d.
 */
function alignReferenceWitness(out: CoreSeparation): void {
  const s = out.separation;
  if (out.refIsA) {
    out.pax = out.pbx - s * out.nx;
    out.pay = out.pby - s * out.ny;
  } else {
    out.pbx = out.pax + s * out.nx;
    out.pby = out.pay + s * out.ny;
  }
}

/** Swaps the two sides of a closest pair, so the first is always on A. */
function swapSides(c: SegmentPair): SegmentPair {
  const ax = c.ax;
  const ay = c.ay;
  c.ax = c.bx;
  c.ay = c.by;
  c.bx = ax;
  c.by = ay;
  c.interior = c.interior === 0 ? 0 : 3 - c.interior;
  const endA = c.endA;
  c.endA = c.endB;
  c.endB = endA;
  return c;
}

/**
 * Sets the normal and separation from closest core points (world coordinates; first on A,
 * second on B) that lie on A's edge `edgeA` and B's edge `edgeB`. When the pair meets inside
 * an edge the exact normal is that edge's normal, so it is read from the shape rather than
 * from the witness difference, whose direction round-off would grow as the gap shrinks.
 * Vertex to vertex, the world vertices themselves are subtracted, so the only round-off is
 * relative to the gap.
 */
function setClosestFeature(f: PairFrame, c: SegmentPair, edgeA: number, edgeB: number, out: CoreSeparation): void {
  out.face = -1;
  out.separation = c.distance;
  setWitnessFrom(out, c, f);
  const interior = c.interior !== 0;
  const edgeDecides = interior && !edgeShorterThanGap(f, c, edgeA, edgeB);
  if (edgeDecides && c.interior === 1) {
    setEdgeNormal(out, c, f.na, f.countA, edgeA, 1);
    return;
  }
  if (edgeDecides) {
    setEdgeNormal(out, c, f.nb, f.countB, edgeB, -1);
    return;
  }
  // An edge shorter than the gap: its world ends, rounded to their own magnitude, may not
  // resolve its direction (a capsule core 2.5e-14 long at y = 0.5 read as level, its exact
  // normal tilted by 0.002), so a foot found inside it can lie off the true edge; the
  // direction between the witnesses, rounded relative to the gap, is then the one to trust.
  const wa = f.wa;
  const wb = f.wb;
  const i = c.endA === 0 ? edgeA : nextIndex(edgeA, f.countA);
  const j = c.endB === 0 ? edgeB : nextIndex(edgeB, f.countB);
  const gx = interior ? c.bx - c.ax : wb[2 * j] - wa[2 * i];
  const gy = interior ? c.by - c.ay : wb[2 * j + 1] - wa[2 * i + 1];
  // The direction from the components scaled by the larger one, not from g / |g|: a gap of a
  // few subnormals rounds |g| coarsely ((5e-324, 5e-324) gave the normal (1, 1)).
  const m = Math.max(Math.abs(gx), Math.abs(gy));
  const ux = gx / m;
  const uy = gy / m;
  const scaledLength = Math.sqrt(ux * ux + uy * uy);
  out.nx = ux / scaledLength;
  out.ny = uy / scaledLength;
  out.separation = m * scaledLength;
  out.pbx = out.pax + gx;
  out.pby = out.pay + gy;
}

/**
 * Whether the edge that a closest pair meets inside (A's `edgeA` or B's `edgeB`, by
 * `c.interior`) is shorter than the gap. (Indices cross the call, not lengths: see boxing.)
 */
function edgeShorterThanGap(f: PairFrame, c: SegmentPair, edgeA: number, edgeB: number): boolean {
  const onA = c.interior === 1;
  const w = onA ? f.wa : f.wb;
  const k = onA ? edgeA : edgeB;
  const k2 = nextIndex(k, onA ? f.countA : f.countB);
  const ex = w[2 * k2] - w[2 * k];
  const ey = w[2 * k2 + 1] - w[2 * k + 1];
  // Squared lengths: an underflow to 0 only ever keeps the edge normal (as before this test),
  // an overflow to Infinity only picks the witness direction, well defined for such a gap.
  return ex * ex + ey * ey < c.distance * c.distance;
}

/** The index after `i` around a core of `count` points (a point's only index is 0). */
function nextIndex(i: number, count: number): number {
  return i + 1 >= count ? 0 : i + 1;
}

/**
 * out.normal ← sign × the outward normal of edge `edge` (a segment: the side facing from
 * the witness on that shape toward the other witness).
 */
function setEdgeNormal(
  out: CoreSeparation,
  c: SegmentPair,
  normals: ArrayLike<number>,
  count: number,
  edge: number,
  sign: number,
): void {
  let e = edge;
  if (count === 2) e = sign * (normals[0] * (c.bx - c.ax) + normals[1] * (c.by - c.ay)) >= 0 ? 0 : 1;
  out.nx = sign * normals[2 * e];
  out.ny = sign * normals[2 * e + 1];
}

/**
 * The other shape's edge that meets the reference face (Box2D's incident edge): of the two
 * edges at the support point, the one whose normal is most anti-parallel to the reference
 * normal. Returns its first point's index; a segment's edge is 0 → 1, a point's is 0 → 0.
 * @internal
 */
export function incidentEdge(f: PairFrame, refIsA: boolean, face: number, support: number): number {
  const count = refIsA ? f.countB : f.countA;
  if (count < 3) return 0;
  const rn = refIsA ? f.na : f.nb;
  const on = refIsA ? f.nb : f.na;
  const nx = rn[2 * face];
  const ny = rn[2 * face + 1];
  const before = support === 0 ? count - 1 : support - 1;
  const dotBefore = nx * on[2 * before] + ny * on[2 * before + 1];
  const dotAfter = nx * on[2 * support] + ny * on[2 * support + 1];
  return dotBefore < dotAfter ? before : support;
}

/**
 * Cores whose Minkowski difference has no area: a point and anything of ≤ 2 points, or two
 * parallel segments. Their closest points decide directly; touching cores take a side
 * normal of a segment (or the fixed concentric normal) so the normal is never NaN.
 */
function separateDirectly(f: PairFrame, out: CoreSeparation): boolean {
  // World coordinates, as in refine.
  const c = closestSegmentPoints(f.wa, 0, nextIndex(0, f.countA), f.wb, 0, nextIndex(0, f.countB), closest);
  if (c.distance > f.stopAbove) return false;
  out.refIsA = true;
  out.support = 0;
  if (c.distance > f.tolerance) {
    setClosestFeature(f, c, 0, 0, out);
  } else {
    // Closer than the touching tolerance the direction between the witnesses is round-off;
    // a segment's side normal (or the fixed one) is then minimal: the difference lies on a line.
    const aSide = f.countA === 2;
    const bSide = !aSide && f.countB === 2;
    // (+ 0 keeps the imported constant a number to the compiler: see collide-circles.ts.)
    out.nx = aSide ? f.na[0] : bSide ? -f.nb[0] : CONCENTRIC_NORMAL_X + 0;
    out.ny = aSide ? f.na[1] : bSide ? -f.nb[1] : CONCENTRIC_NORMAL_Y + 0;
    out.separation = c.distance;
    setWitnessFrom(out, c, f);
  }
  out.face = -1;
  if (f.countA === 2 && f.countB === 2) {
    // Parallel segments facing each other: A's side toward B is a face (two contacts).
    const along = out.nx * f.na[0] + out.ny * f.na[1];
    if (Math.abs(along) >= 1 - PARALLEL_TOLERANCE) out.face = along > 0 ? 0 : 1;
  }
  return true;
}
