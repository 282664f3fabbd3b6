import type { PairFrame } from './pair-frame.js';

/**
 * The outcome of one one-sided face separation pass (see {@link maxFaceSeparation}).
 * @internal
 */
export class FaceQuery {
  /** max over faces of the deepest point's signed distance; −∞ when the shape has no faces. */
  separation = -Infinity;
  /** The face that gave `separation` (−1 when none). */
  face = -1;
  /** Index of the other shape's deepest point below that face. */
  support = 0;
  /** Input: stop once a face separates by more than this (a field, not an argument: see pair-frame.ts). */
  stopAbove = 0;
}

/**
 * One-sided face separation (Box2D's `b2FindMaxSeparation`, in O(n + m)):
 *
 * ```
 * for each face i of P (outward unit normal n_i through point p_i):
 *   s_i = min over points q_j of Q of  n_i · (q_j − p_i)   // deepest point of Q below face i
 * return max_i s_i
 * ```
 *
 * Q's deepest point below face i is its support point in direction −n_i. The faces of a
 * convex polygon come in counter-clockwise order, so their normals turn monotonically and
 * the support point only ever walks forward around Q: one full scan for the first face, then
 * a few steps per face (rotating calipers) instead of m dot products per face.
 *
 * P's faces: n for n ≥ 3 points, the two sides of a segment for 2, none for 1 point. Both
 * are world points: each separation is a difference of two world points, rounded once.
 * Stops early (returns false) as soon as a face separates by more than `out.stopAbove`.
 * @internal
 */
export function maxFaceSeparation(
  p: ArrayLike<number>,
  n: ArrayLike<number>,
  pCount: number,
  q: ArrayLike<number>,
  qCount: number,
  out: FaceQuery,
): boolean {
  const stopAbove = out.stopAbove;
  out.separation = -Infinity;
  out.face = -1;
  out.support = 0;
  const faces = pCount >= 2 ? pCount : 0;
  if (faces === 0) return true;
  let j = lowestIndex(q, qCount, n, 0);
  let best = -Infinity;
  for (let i = 0; i < faces; i++) {
    const nx = n[2 * i];
    const ny = n[2 * i + 1];
    // A segment's second side faces the opposite way: its support is the first side's
    // farthest point, which a walk from the first support finds only by climbing over a
    // near-flat top, where round-off can stop it. A full scan of Q is exact (and cheap: two
    // faces). A polygon's faces turn by less than π, so the walk never starts on a top.
    if (i > 0) j = pCount === 2 ? lowestIndex(q, qCount, n, i) : walkToLowest(q, qCount, n, i, j);
    const sep = nx * (q[2 * j] - p[2 * i]) + ny * (q[2 * j + 1] - p[2 * i + 1]);
    if (sep > best) {
      best = sep;
      out.face = i;
      out.support = j;
    }
    if (sep > stopAbove) {
      out.separation = sep;
      return false;
    }
  }
  out.separation = best;
  return true;
}

/**
 * Both one-sided face separations of two polygon cores (n, m ≥ 3 points) in one merged pass:
 * A's faces against B's points into `outA`, B's faces against A's points into `outB`, with
 * the same results as two {@link maxFaceSeparation} passes in about half the work.
 *
 * Why it works: the point of B deepest below A's face i is the vertex whose normal cone holds
 * −aᵢ, and the point of A deepest below B's face j is the vertex whose cone holds −bⱼ. Put
 * A's face normals aᵢ and B's reversed normals cⱼ = −bⱼ on one circle (both sequences turn
 * counter-clockwise): then B's support for aᵢ is the vertex before the next c after aᵢ, and
 * A's support for cⱼ is the vertex before the next a after cⱼ. So one merge of the two
 * sequences — the edges of the Minkowski difference, in order — yields every face's support
 * with one dot product each, plus one cross product to decide which sequence comes next:
 *
 * ```
 * j ← B's deepest point below A's face 0 (a full scan; then cⱼ is the next c after a₀)
 * repeat until all n a's and m c's are visited:
 *   next is cⱼ (it lies before aᵢ₊₁):  B's face j against A's point i + 1;  j ← j + 1
 *   next is aᵢ₊₁:                      A's face i + 1 against B's point j; i ← i + 1
 * ```
 *
 * Both candidates lie less than half a turn past the current direction (a convex polygon's
 * faces turn by less than π each), so the sign of one cross product orders them. A nearly
 * parallel pair may be ordered either way by round-off; the two candidate points then lie on
 * an edge parallel to the face, so their depths agree to round-off and either is exact.
 * Points are world points and each separation a difference of two of them, rounded once.
 * Stops early (returns false) as soon as a face separates by more than `f.stopAbove`.
 * @internal
 */
export function polygonFaceSeparations(f: PairFrame, outA: FaceQuery, outB: FaceQuery): boolean {
  const p = f.wa;
  const na = f.na;
  const n = f.countA;
  const q = f.wb;
  const nb = f.nb;
  const m = f.countB;
  const stopAbove = f.stopAbove;
  let j = lowestIndex(q, m, na, 0);
  let bestA = na[0] * (q[2 * j] - p[0]) + na[1] * (q[2 * j + 1] - p[1]);
  let bestB = -Infinity;
  outA.face = 0;
  outA.support = j;
  outB.face = -1;
  outB.support = 0;
  let i = 0;
  let reversedLeft = m;
  while (bestA <= stopAbove && bestB <= stopAbove && (i < n - 1 || reversedLeft > 0)) {
    const i1 = i + 1;
    const bx = nb[2 * j];
    const by = nb[2 * j + 1];
    // cⱼ = −bⱼ comes first when aᵢ₊₁ lies counter-clockwise of it: cross(cⱼ, aᵢ₊₁) > 0.
    const reversedFirst = reversedLeft > 0 && (i1 === n || bx * na[2 * i1 + 1] - by * na[2 * i1] < 0);
    if (reversedFirst) {
      const v = i1 === n ? 0 : i1;
      const t = bx * (p[2 * v] - q[2 * j]) + by * (p[2 * v + 1] - q[2 * j + 1]);
      if (t > bestB) {
        bestB = t;
        outB.face = j;
        outB.support = v;
      }
      j = j + 1 === m ? 0 : j + 1;
      reversedLeft--;
    } else {
      const s = na[2 * i1] * (q[2 * j] - p[2 * i1]) + na[2 * i1 + 1] * (q[2 * j + 1] - p[2 * i1 + 1]);
      if (s > bestA) {
        bestA = s;
        outA.face = i1;
        outA.support = j;
      }
      i = i1;
    }
  }
  outA.separation = bestA;
  outB.separation = bestB;
  return bestA <= stopAbove && bestB <= stopAbove;
}

/**
 * Index of the point of `q` lowest along normal `face` of `n`, by a full scan. Projections
 * are of differences from q's first point (its own coordinates, rounded relative to q's
 * size, not to its distance from the world origin). Normals are passed as array and index,
 * never as numbers: a double argument to a call that is not inlined is boxed, which would
 * allocate on every query.
 */
function lowestIndex(q: ArrayLike<number>, count: number, n: ArrayLike<number>, face: number): number {
  const nx = n[2 * face];
  const ny = n[2 * face + 1];
  const x0 = q[0];
  const y0 = q[1];
  let best = 0;
  let low = 0;
  for (let k = 1; k < count; k++) {
    const d = nx * (q[2 * k] - x0) + ny * (q[2 * k + 1] - y0);
    if (d < low) {
      low = d;
      best = k;
    }
  }
  return best;
}

/**
 * From point `j`, steps forward around `q` while the projection on normal `face` of `n` does
 * not grow (the step's own difference, so no large coordinates cancel); ties step on. At
 * most count − 1 steps.
 */
function walkToLowest(q: ArrayLike<number>, count: number, n: ArrayLike<number>, face: number, j: number): number {
  const nx = n[2 * face];
  const ny = n[2 * face + 1];
  for (let steps = 1; steps < count; steps++) {
    const k = j + 1 === count ? 0 : j + 1;
    if (nx * (q[2 * k] - q[2 * j]) + ny * (q[2 * k + 1] - q[2 * j + 1]) > 0) break;
    j = k;
  }
  return j;
}
