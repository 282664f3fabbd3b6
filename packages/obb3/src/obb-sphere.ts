/*
 * OBB–sphere: the sphere's center p, in the box's frame, against the box.
 *
 *   q = clamp(p, −e, e)                      closest point of the box
 *   p outside the box:  overlap ⇔ |p − q| ≤ r;  normal = (p − q)/|p − q|, depth = r − |p − q|
 *   p inside (closed):  the face nearest p:     normal = ±aₖ,            depth = r + (eₖ − |pₖ|)
 *
 * Both are exact: the set of sphere centers touching the box is the box grown by r (its
 * support function is the box's plus r), so the least push is r minus the distance to the
 * box from outside, and r plus the distance to the nearest face from inside.
 */
import { type Collision3, writeCollision } from './collision.js';
import type { Obb } from './obb.js';
import type { Sphere } from './sphere.js';
import { CONTAINMENT_SLACK } from './tolerances.js';

const p = new Float64Array(3); // sphere center in the box's frame
const gap = new Float64Array(3); // p − clamp(p): the part of p outside the box, per axis

/** Fills `p` and `gap`; returns |gap|². */
function loadPair(box: Obb, sphere: Sphere): number {
  const c = sphere.centerData;
  let gapSq = 0;
  for (let k = 0; k < 3; k++) {
    p[k] = box.alongAxis(k, c[0], c[1], c[2]);
    const e = box.extentData[k];
    gap[k] = p[k] > e ? p[k] - e : p[k] < -e ? p[k] + e : 0;
    gapSq += gap[k] * gap[k];
  }
  return gapSq;
}

/**
 * Whether a box and a sphere overlap (closed sets).
 * @internal
 */
export function overlapObbSphere(box: Obb, sphere: Sphere): boolean {
  const r = sphere.radiusValue;
  return loadPair(box, sphere) <= r * r;
}

/**
 * Collides box A with sphere B into `out`; null when apart.
 * @internal
 */
export function collideObbSphere(box: Obb, sphere: Sphere, out: Collision3): Collision3 | null {
  const r = sphere.radiusValue;
  const gapSq = loadPair(box, sphere);
  if (gapSq > r * r) return null;
  const boxInSphere = boxInsideSphere(box, r);
  const sphereInBox = sphereInsideBox(box, r);
  const u = box.axisData;
  if (gapSq > 0) {
    const distance = Math.sqrt(gapSq);
    const nx = (gap[0] * u[0] + gap[1] * u[3] + gap[2] * u[6]) / distance;
    const ny = (gap[0] * u[1] + gap[1] * u[4] + gap[2] * u[7]) / distance;
    const nz = (gap[0] * u[2] + gap[1] * u[5] + gap[2] * u[8]) / distance;
    return writeCollision(out, nx, ny, nz, r - distance, boxInSphere, sphereInBox);
  }
  const k = nearestFace(box);
  const sign = p[k] < 0 ? -1 : 1;
  const depth = r + box.extentData[k] - Math.abs(p[k]);
  return writeCollision(out, sign * u[3 * k], sign * u[3 * k + 1], sign * u[3 * k + 2], depth, boxInSphere, sphereInBox);
}

/** The axis whose face is nearest to p (p inside the box); the lowest axis wins ties. */
function nearestFace(box: Obb): number {
  let best = 0;
  let bestRoom = Infinity;
  for (let k = 0; k < 3; k++) {
    const room = box.extentData[k] - Math.abs(p[k]);
    if (room < bestRoom) {
      bestRoom = room;
      best = k;
    }
  }
  return best;
}

function sphereInsideBox(box: Obb, r: number): boolean {
  for (let k = 0; k < 3; k++) {
    const e = box.extentData[k];
    const reach = Math.abs(p[k]) + r;
    if (reach - e > CONTAINMENT_SLACK * (e + reach)) return false;
  }
  return true;
}

/** The box is inside the sphere iff its farthest corner is. */
function boxInsideSphere(box: Obb, r: number): boolean {
  let farthestSq = 0;
  for (let k = 0; k < 3; k++) {
    const reach = Math.abs(p[k]) + box.extentData[k];
    farthestSq += reach * reach;
  }
  return farthestSq - r * r <= 2 * CONTAINMENT_SLACK * (farthestSq + r * r);
}
