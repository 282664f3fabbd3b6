import type { ConvexShape } from '@sepax/core';

/**
 * The Minkowski difference M = B ⊕ (−A) of two convex cores, in Box2D's proxy form (see
 * `CoreHit`), with the vertices of A and B that make each vertex of M. A translated by p
 * overlaps B exactly when p lies in M rounded by rA + rB, so a sweep of A along δ is a ray cast
 * from the origin along δ against rounded M — and each face of M is one separating axis of the
 * pair (a face normal of B, or a reversed face normal of A).
 *
 * Buffers grow to the largest pair seen and are then reused: building M allocates nothing.
 * @internal
 */
export class MinkowskiDifference {
  /** Flat vertices of M, counter-clockwise. */
  points = new Float64Array(16);
  /** Outward unit normal of edge k (vertex k → k + 1). */
  normals = new Float64Array(16);
  /** Index in A of the vertex that makes vertex k of M (M_k = B[fromB[k]] − A[fromA[k]]). */
  fromA = new Int32Array(8);
  /** Index in B of the vertex that makes vertex k of M. */
  fromB = new Int32Array(8);
  /** Number of vertices of M: 1, 2 or n ≥ 3. */
  count = 0;

  /** Makes room for `n` vertices. */
  reserve(n: number): void {
    if (n <= this.fromA.length) return;
    this.points = new Float64Array(2 * n);
    this.normals = new Float64Array(2 * n);
    this.fromA = new Int32Array(n);
    this.fromB = new Int32Array(n);
  }
}

/**
 * Builds B ⊕ (−A) from the world cores of `a` and `b` into `out` in O(n + m): walk both
 * outlines from their lowest vertex and merge the edges in order of angle (parallel edges
 * merge into one). −A is A turned half a turn, so its edges are A's reversed, its normals
 * A's negated, and its lowest vertex A's highest.
 * @internal
 */
export function minkowskiDifference(a: ConvexShape, b: ConvexShape, out: MinkowskiDifference): MinkowskiDifference {
  const wa = a.worldPoints();
  const wb = b.worldPoints();
  const na = a.worldNormals();
  const nb = b.worldNormals();
  const ca = a.count;
  const cb = b.count;
  const edgesA = ca >= 2 ? ca : 0;
  const edgesB = cb >= 2 ? cb : 0;
  out.reserve(Math.max(1, edgesA + edgesB));
  let i = extremeVertex(wa, ca, -1);
  let j = extremeVertex(wb, cb, 1);
  let stepsA = 0;
  let stepsB = 0;
  let k = 0;
  writeVertex(out, k, wa, i, wb, j);
  while (stepsA < edgesA || stepsB < edgesB) {
    const iNext = i + 1 === ca ? 0 : i + 1;
    const jNext = j + 1 === cb ? 0 : j + 1;
    const order = stepsA === edgesA ? 1 : stepsB === edgesB ? -1 : compareEdgeAngles(wa, i, iNext, wb, j, jNext);
    if (order <= 0) {
      out.normals[2 * k] = -na[2 * i];
      out.normals[2 * k + 1] = -na[2 * i + 1];
      i = iNext;
      stepsA++;
    }
    if (order >= 0) {
      out.normals[2 * k] = nb[2 * j];
      out.normals[2 * k + 1] = nb[2 * j + 1];
      j = jNext;
      stepsB++;
    }
    if (stepsA < edgesA || stepsB < edgesB) writeVertex(out, ++k, wa, i, wb, j);
  }
  out.count = k + 1;
  return out;
}

function writeVertex(
  out: MinkowskiDifference,
  k: number,
  wa: Float64Array,
  i: number,
  wb: Float64Array,
  j: number,
): void {
  out.points[2 * k] = wb[2 * j] - wa[2 * i];
  out.points[2 * k + 1] = wb[2 * j + 1] - wa[2 * i + 1];
  out.fromA[k] = i;
  out.fromB[k] = j;
}

/**
 * The lowest vertex (least y, then least x) for sign 1; the highest (greatest y, then greatest
 * x) for sign −1 — the lowest of the negated outline. From there the edges of a counter-clockwise
 * outline turn through angles [0, 2π) in order.
 */
function extremeVertex(w: Float64Array, n: number, sign: number): number {
  let best = 0;
  for (let i = 1; i < n; i++) {
    const dy = sign * (w[2 * i + 1] - w[2 * best + 1]);
    if (dy < 0 || (dy === 0 && sign * (w[2 * i] - w[2 * best]) < 0)) best = i;
  }
  return best;
}

/**
 * Compares the angles in [0, 2π) of edge i→iNext of −A (A's edge reversed) and edge j→jNext
 * of B: < 0 when A's is smaller, 0 when parallel. Takes indices, not coordinates: a call V8
 * does not inline would box every float argument.
 */
function compareEdgeAngles(
  wa: Float64Array,
  i: number,
  iNext: number,
  wb: Float64Array,
  j: number,
  jNext: number,
): number {
  const ax = wa[2 * i] - wa[2 * iNext];
  const ay = wa[2 * i + 1] - wa[2 * iNext + 1];
  const bx = wb[2 * jNext] - wb[2 * j];
  const by = wb[2 * jNext + 1] - wb[2 * j + 1];
  const halfA = ay < 0 || (ay === 0 && ax < 0) ? 1 : 0;
  const halfB = by < 0 || (by === 0 && bx < 0) ? 1 : 0;
  if (halfA !== halfB) return halfA - halfB;
  const cross = ax * by - ay * bx;
  return cross > 0 ? -1 : cross < 0 ? 1 : 0;
}
