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
import { type Collision3, pending, setPendingAxis, writeCollision } from './collision.js';
import type { Obb } from './obb.js';
import { CONTAINMENT_SLACK, EDGE_PARALLEL_TOLERANCE, FACE_AXIS_PREFERENCE } from './tolerances.js';

// Scratch for the pair under test, filled by testAxes. Numbers travel between the helpers
// through these typed arrays, never as arguments or return values: V8 boxes a double that
// crosses a call it did not inline, and the narrow phase must not allocate.
const R = new Float64Array(9); // R[3i + j] = aᵢ · bⱼ
const absR = new Float64Array(9); // |R[3i + j]|, used by every shadow radius
const tA = new Float64Array(3); // (cB − cA) · aᵢ
const tB = new Float64Array(3); // (cB − cA) · bⱼ, filled only once A's face axes pass
const radiusOfBOnA = new Float64Array(3); // half of B's shadow on aᵢ
const radiusOfAOnB = new Float64Array(3); // half of A's shadow on bⱼ
const overlap = new Float64Array(15); // 0–5: face axes aᵢ, bⱼ; 6–14: aᵢ × bⱼ times |aᵢ × bⱼ|
const edgeLengthSq = new Float64Array(9); // |aᵢ × bⱼ|²

const EDGE_PARALLEL_TOLERANCE_SQ = EDGE_PARALLEL_TOLERANCE * EDGE_PARALLEL_TOLERANCE;

/** The index after `i` in cyclic order 0 → 1 → 2 → 0. */
function next(i: number): number {
  return i === 2 ? 0 : i + 1;
}

/** The index before `i` in cyclic order (equivalently, two after it). */
function previous(i: number): number {
  return i === 0 ? 2 : i - 1;
}

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
    for (let j = 0; j < 3; j++) {
      R[3 * i + j] = ax * ub[3 * j] + ay * ub[3 * j + 1] + az * ub[3 * j + 2];
      absR[3 * i + j] = Math.abs(R[3 * i + j]);
    }
    tA[i] = tx * ax + ty * ay + tz * az;
  }
}

/** Face axes: overlap = own half extent + the other box's shadow radius − center distance. */
function testFaceAxes(a: Obb, b: Obb): number {
  const ea = a.extentData;
  const eb = b.extentData;
  for (let i = 0; i < 3; i++) {
    radiusOfBOnA[i] = eb[0] * absR[3 * i] + eb[1] * absR[3 * i + 1] + eb[2] * absR[3 * i + 2];
    const faceOverlap = ea[i] + radiusOfBOnA[i] - Math.abs(tA[i]);
    overlap[i] = faceOverlap;
    if (faceOverlap < 0) return i;
  }
  for (let j = 0; j < 3; j++) {
    tB[j] = tA[0] * R[j] + tA[1] * R[3 + j] + tA[2] * R[6 + j];
    radiusOfAOnB[j] = ea[0] * absR[j] + ea[1] * absR[3 + j] + ea[2] * absR[6 + j];
    const faceOverlap = radiusOfAOnB[j] + eb[j] - Math.abs(tB[j]);
    overlap[3 + j] = faceOverlap;
    if (faceOverlap < 0) return 3 + j;
  }
  return -1;
}

/**
 * Edge axes L = aᵢ × bⱼ, in A's frame (L_i, L_i1, L_i2) = (0, −R[i2][j], R[i1][j]), so
 * |L|² = R[i1][j]² + R[i2][j]² (more accurate than 1 − R[i][j]²). B's shadow uses the
 * cofactor identity of a rotation (L · b_j1 = R[i][j2], L · b_j2 = −R[i][j1]), valid because
 * rotations are re-orthonormalised when set. Overlaps are kept scaled by |L|: the sign is
 * all a yes/no test needs, and collide divides by |L| only for the axes that survive.
 */
function testEdgeAxes(a: Obb, b: Obb): number {
  const ea = a.extentData;
  const eb = b.extentData;
  for (let i = 0; i < 3; i++) {
    const i1 = next(i);
    const i2 = previous(i);
    for (let j = 0; j < 3; j++) {
      const k = 3 * i + j;
      const p = R[3 * i1 + j];
      const q = R[3 * i2 + j];
      const lengthSq = p * p + q * q;
      edgeLengthSq[k] = lengthSq;
      if (lengthSq < EDGE_PARALLEL_TOLERANCE_SQ) {
        overlap[6 + k] = Infinity; // (nearly) parallel edges: the face axes cover this direction
        continue;
      }
      const j1 = next(j);
      const j2 = previous(j);
      const rA = ea[i1] * absR[3 * i2 + j] + ea[i2] * absR[3 * i1 + j];
      const rB = eb[j1] * absR[3 * i + j2] + eb[j2] * absR[3 * i + j1];
      const scaledOverlap = rA + rB - Math.abs(tA[i2] * p - tA[i1] * q);
      overlap[6 + k] = scaledOverlap;
      if (scaledOverlap < 0) return 6 + k;
    }
  }
  return -1;
}

/** Loads the pair and runs the 15 tests; the first separating axis (0–14), or −1. */
function findSeparatingAxis(a: Obb, b: Obb): number {
  loadPair(a, b);
  const face = testFaceAxes(a, b);
  return face >= 0 ? face : testEdgeAxes(a, b);
}

/**
 * Whether two boxes overlap (closed sets): the same tests as {@link collideObbObb}.
 * @internal
 */
export function overlapObbObb(a: Obb, b: Obb): boolean {
  return findSeparatingAxis(a, b) < 0;
}

/**
 * Collides two boxes into `out`; null when a separating axis exists.
 * @internal
 */
export function collideObbObb(a: Obb, b: Obb, out: Collision3): Collision3 | null {
  if (findSeparatingAxis(a, b) >= 0) return null;
  const face = smallestFaceOverlap();
  const edge = smallestEdgeOverlap();
  // overlap[6 + edge] now holds the normalised depth.
  if (edge >= 0 && overlap[6 + edge] < overlap[face] * (1 - FACE_AXIS_PREFERENCE)) {
    setEdgeNormal(a, edge);
    pending[3] = overlap[6 + edge];
  } else {
    if (face < 3) setPendingAxis(a.axisData, face, tA[face] < 0);
    else setPendingAxis(b.axisData, face - 3, tB[face - 3] < 0);
    pending[3] = overlap[face];
  }
  const aInB = shadowsWithinSlabs(b.extentData, radiusOfAOnB, tB);
  const bInA = shadowsWithinSlabs(a.extentData, radiusOfBOnA, tA);
  return writeCollision(out, aInB, bInA);
}

/** The face axis of least overlap; A's axes come first, so A wins ties with B. */
function smallestFaceOverlap(): number {
  let best = 0;
  for (let k = 1; k < 6; k++) if (overlap[k] < overlap[best]) best = k;
  return best;
}

/** Normalises the edge overlaps in place; the edge axis of least overlap, or −1 if all were skipped. */
function smallestEdgeOverlap(): number {
  let best = -1;
  for (let k = 0; k < 9; k++) {
    if (overlap[6 + k] === Infinity) continue;
    overlap[6 + k] /= Math.sqrt(edgeLengthSq[k]);
    if (best < 0 || overlap[6 + k] < overlap[6 + best]) best = k;
  }
  return best;
}

/** The unit normal along aᵢ × bⱼ (edge = 3i + j), from A's frame to world, A toward B. */
function setEdgeNormal(a: Obb, edge: number): void {
  const i = (edge / 3) | 0;
  const j = edge - 3 * i;
  const i1 = next(i);
  const i2 = previous(i);
  const l1 = -R[3 * i2 + j];
  const l2 = R[3 * i1 + j];
  const scale = (tA[i1] * l1 + tA[i2] * l2 < 0 ? -1 : 1) / Math.sqrt(edgeLengthSq[edge]);
  const u = a.axisData;
  for (let k = 0; k < 3; k++) pending[k] = (l1 * u[3 * i1 + k] + l2 * u[3 * i2 + k]) * scale;
}

/**
 * A box contains the other ⇔ on each of its own axes the other's shadow (radius `radii[k]`
 * around `offsets[k]`) lies within its slab [−extents[k], extents[k]].
 */
function shadowsWithinSlabs(extents: Float64Array, radii: Float64Array, offsets: Float64Array): boolean {
  for (let k = 0; k < 3; k++) {
    const reach = radii[k] + Math.abs(offsets[k]);
    if (reach - extents[k] > CONTAINMENT_SLACK * (extents[k] + reach)) return false;
  }
  return true;
}
