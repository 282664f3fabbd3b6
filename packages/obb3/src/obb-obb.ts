/*
 * OBB–OBB: the separating-axis test over all 15 candidate axes (Gottschalk's OBBTree test,
 * as in Ericson, Real-Time Collision Detection §4.4.1), extended to report the exact
 * minimum translation.
 *
 *   R[i][j] = aᵢ · bⱼ              B's axes in A's frame (the only rotation work)
 *   tA, tB  = cB − cA in A's and in B's frame
 *   for L in a0 a1 a2, b0 b1 b2, aᵢ × bⱼ (9 pairs; skip a pair with |aᵢ × bⱼ| < EDGE_PARALLEL_TOLERANCE)
 *     overlap(L) = (rA(L) + rB(L) − |t · L|) / |L|     projected radii minus center distance
 *     overlap(L) < 0 → a separating axis: apart
 *   depth = smallest overlap. Faces first (A's win ties with B's), and an edge axis replaces
 *   the best face only when it is smaller by more than FACE_AXIS_PREFERENCE of it.
 *
 * Why 15 axes are enough and exact: the Minkowski difference A − B is a convex polytope whose
 * face normals are exactly the face normals of A, of B, and the cross products of an edge
 * of A with an edge of B. The boxes overlap iff the origin lies in it, and the distance from
 * the origin to its boundary (the penetration depth) is the smallest overlap over those
 * normals. Testing only the 6 face normals misses the 9 edge–edge faces: two boxes whose
 * edges pass each other crosswise are reported as colliding although a plane separates them.
 *
 * Why skipping near-parallel pairs is safe: when aᵢ ∥ bⱼ the cross product is zero (its
 * normalised direction would be NaN) and the face axes already cover every direction
 * perpendicular to that edge; for nearly parallel edges the error is bounded as explained
 * at EDGE_PARALLEL_TOLERANCE.
 */
import { type Collision3, writeCollision } from './collision.js';
import type { Obb } from './obb.js';
import { CONTAINMENT_SLACK, EDGE_PARALLEL_TOLERANCE, FACE_AXIS_PREFERENCE } from './tolerances.js';

// Scratch for the pair under test; filled by loadPair, read by the helpers below.
const R = new Float64Array(9); // R[3i + j] = aᵢ · bⱼ
const tA = new Float64Array(3); // (cB − cA) · aᵢ
const tB = new Float64Array(3); // (cB − cA) · bⱼ

const EDGE_PARALLEL_TOLERANCE_SQ = EDGE_PARALLEL_TOLERANCE * EDGE_PARALLEL_TOLERANCE;

/** The two indices after `i` in cyclic order, packed as i1 = NEXT[i], i2 = NEXT[i + 3]. */
const NEXT = [1, 2, 0, 2, 0, 1];

function loadPair(a: Obb, b: Obb): void {
  const ua = a.axisData;
  const ub = b.axisData;
  const tx = b.centerData[0] - a.centerData[0];
  const ty = b.centerData[1] - a.centerData[1];
  const tz = b.centerData[2] - a.centerData[2];
  for (let i = 0; i < 3; i++) {
    const ax = ua[3 * i];
    const ay = ua[3 * i + 1];
    const az = ua[3 * i + 2];
    for (let j = 0; j < 3; j++) R[3 * i + j] = ax * ub[3 * j] + ay * ub[3 * j + 1] + az * ub[3 * j + 2];
    tA[i] = tx * ax + ty * ay + tz * az;
    tB[i] = tx * ub[3 * i] + ty * ub[3 * i + 1] + tz * ub[3 * i + 2];
  }
}

/** Half the length of B's shadow on A's axis i. */
function radiusOfBOnAxisOfA(b: Obb, i: number): number {
  const e = b.extentData;
  return e[0] * Math.abs(R[3 * i]) + e[1] * Math.abs(R[3 * i + 1]) + e[2] * Math.abs(R[3 * i + 2]);
}

/** Half the length of A's shadow on B's axis j. */
function radiusOfAOnAxisOfB(a: Obb, j: number): number {
  const e = a.extentData;
  return e[0] * Math.abs(R[j]) + e[1] * Math.abs(R[3 + j]) + e[2] * Math.abs(R[6 + j]);
}

function faceOverlapA(a: Obb, b: Obb, i: number): number {
  return a.extentData[i] + radiusOfBOnAxisOfA(b, i) - Math.abs(tA[i]);
}

function faceOverlapB(a: Obb, b: Obb, j: number): number {
  return radiusOfAOnAxisOfB(a, j) + b.extentData[j] - Math.abs(tB[j]);
}

/** |aᵢ × bⱼ|², from the components of bⱼ across aᵢ (more accurate than 1 − R[i][j]²). */
function edgeAxisLengthSq(i: number, j: number): number {
  const p = R[3 * NEXT[i] + j];
  const q = R[3 * NEXT[i + 3] + j];
  return p * p + q * q;
}

/**
 * Overlap along L = aᵢ × bⱼ, times |L|. In A's frame L = (L_i, L_i1, L_i2) = (0, −R[i2][j],
 * R[i1][j]); B's shadow uses the cofactor identity of a rotation (L · b_j1 = R[i][j2] and
 * L · b_j2 = −R[i][j1]), valid because rotations are re-orthonormalised when set.
 */
function edgeOverlapScaled(a: Obb, b: Obb, i: number, j: number): number {
  const i1 = NEXT[i];
  const i2 = NEXT[i + 3];
  const j1 = NEXT[j];
  const j2 = NEXT[j + 3];
  const ea = a.extentData;
  const eb = b.extentData;
  const rA = ea[i1] * Math.abs(R[3 * i2 + j]) + ea[i2] * Math.abs(R[3 * i1 + j]);
  const rB = eb[j1] * Math.abs(R[3 * i + j2]) + eb[j2] * Math.abs(R[3 * i + j1]);
  return rA + rB - Math.abs(tA[i2] * R[3 * i1 + j] - tA[i1] * R[3 * i2 + j]);
}

/**
 * Whether two boxes overlap (closed sets). Same tests as {@link collideObbObb}, without the
 * square roots, so the two always agree.
 * @internal
 */
export function overlapObbObb(a: Obb, b: Obb): boolean {
  loadPair(a, b);
  for (let i = 0; i < 3; i++) if (faceOverlapA(a, b, i) < 0) return false;
  for (let j = 0; j < 3; j++) if (faceOverlapB(a, b, j) < 0) return false;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      if (edgeAxisLengthSq(i, j) < EDGE_PARALLEL_TOLERANCE_SQ) continue;
      if (edgeOverlapScaled(a, b, i, j) < 0) return false;
    }
  }
  return true;
}

/**
 * Collides two boxes into `out`; null when a separating axis exists.
 * @internal
 */
export function collideObbObb(a: Obb, b: Obb, out: Collision3): Collision3 | null {
  loadPair(a, b);
  let faceDepth = Infinity;
  let face = -1; // 0–2: A's axis i, 3–5: B's axis j
  for (let k = 0; k < 6; k++) {
    const overlap = k < 3 ? faceOverlapA(a, b, k) : faceOverlapB(a, b, k - 3);
    if (overlap < 0) return null;
    if (overlap < faceDepth) {
      faceDepth = overlap;
      face = k;
    }
  }
  let edgeDepth = Infinity;
  let edge = -1; // 3i + j
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const lengthSq = edgeAxisLengthSq(i, j);
      if (lengthSq < EDGE_PARALLEL_TOLERANCE_SQ) continue;
      const scaled = edgeOverlapScaled(a, b, i, j);
      if (scaled < 0) return null;
      const overlap = scaled / Math.sqrt(lengthSq);
      if (overlap < edgeDepth) {
        edgeDepth = overlap;
        edge = 3 * i + j;
      }
    }
  }
  const aInB = aInsideB(a, b);
  const bInA = bInsideA(a, b);
  if (edge >= 0 && edgeDepth < faceDepth * (1 - FACE_AXIS_PREFERENCE)) {
    return writeEdgeCollision(out, a, edge, edgeDepth, aInB, bInA);
  }
  return face < 3
    ? writeAxisCollision(out, a, face, tA[face], faceDepth, aInB, bInA)
    : writeAxisCollision(out, b, face - 3, tB[face - 3], faceDepth, aInB, bInA);
}

/** Normal along `box`'s axis `axis`, turned to point from A toward B (+axis when centered). */
function writeAxisCollision(
  out: Collision3,
  box: Obb,
  axis: number,
  offset: number,
  depth: number,
  aInB: boolean,
  bInA: boolean,
): Collision3 {
  const u = box.axisData;
  const sign = offset < 0 ? -1 : 1;
  return writeCollision(out, sign * u[3 * axis], sign * u[3 * axis + 1], sign * u[3 * axis + 2], depth, aInB, bInA);
}

/** Normal along aᵢ × bⱼ, built in A's frame, normalised, and turned from A toward B. */
function writeEdgeCollision(out: Collision3, a: Obb, edge: number, depth: number, aInB: boolean, bInA: boolean): Collision3 {
  const i = (edge / 3) | 0;
  const j = edge % 3;
  const i1 = NEXT[i];
  const i2 = NEXT[i + 3];
  const l1 = -R[3 * i2 + j];
  const l2 = R[3 * i1 + j];
  const sign = tA[i1] * l1 + tA[i2] * l2 < 0 ? -1 : 1;
  const scale = sign / Math.sqrt(l1 * l1 + l2 * l2);
  const u = a.axisData;
  const nx = (l1 * u[3 * i1] + l2 * u[3 * i2]) * scale;
  const ny = (l1 * u[3 * i1 + 1] + l2 * u[3 * i2 + 1]) * scale;
  const nz = (l1 * u[3 * i1 + 2] + l2 * u[3 * i2 + 2]) * scale;
  return writeCollision(out, nx, ny, nz, depth, aInB, bInA);
}

/** B inside A ⇔ B's shadow lies within A's slab on each of A's three axes. */
function bInsideA(a: Obb, b: Obb): boolean {
  for (let i = 0; i < 3; i++) {
    if (!shadowWithin(a.extentData[i], radiusOfBOnAxisOfA(b, i), tA[i])) return false;
  }
  return true;
}

/** A inside B ⇔ A's shadow lies within B's slab on each of B's three axes. */
function aInsideB(a: Obb, b: Obb): boolean {
  for (let j = 0; j < 3; j++) {
    if (!shadowWithin(b.extentData[j], radiusOfAOnAxisOfB(a, j), tB[j])) return false;
  }
  return true;
}

/** A shadow of half-length `radius` centred at `offset` lies within [−extent, extent]. */
function shadowWithin(extent: number, radius: number, offset: number): boolean {
  const room = extent - radius - Math.abs(offset);
  return room >= -CONTAINMENT_SLACK * (extent + radius + Math.abs(offset));
}
