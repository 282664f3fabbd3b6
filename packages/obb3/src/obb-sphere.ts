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
import { type Collision3, pending, setPendingAxis, writeCollision } from './collision.js';
import type { Obb } from './obb.js';
import type { Sphere } from './sphere.js';
import { CONTAINMENT_SLACK } from './tolerances.js';

// Scratch, filled by loadPair; numbers stay in typed arrays so nothing is boxed per call.
const p = new Float64Array(3); // sphere center in the box's frame
const gap = new Float64Array(4); // 0–2: p − clamp(p), the part of p outside the box; 3: its length²

function loadPair(box: Obb, sphere: Sphere): void {
  box._toLocal(sphere.centerData, p);
  gap[3] = 0;
  for (let k = 0; k < 3; k++) {
    const e = box.extentData[k];
    gap[k] = p[k] > e ? p[k] - e : p[k] < -e ? p[k] + e : 0;
    gap[3] += gap[k] * gap[k];
  }
}

/**
 * Whether a box and a sphere overlap (closed sets).
 * @internal
 */
export function overlapObbSphere(box: Obb, sphere: Sphere): boolean {
  loadPair(box, sphere);
  return gap[3] <= sphere.radiusValue * sphere.radiusValue;
}

/**
 * Collides box A with sphere B into `out`; null when apart.
 * @internal
 */
export function collideObbSphere(box: Obb, sphere: Sphere, out: Collision3): Collision3 | null {
  if (!overlapObbSphere(box, sphere)) return null;
  const r = sphere.radiusValue;
  const u = box.axisData;
  if (gap[3] > 0) {
    const distance = Math.sqrt(gap[3]);
    for (let k = 0; k < 3; k++) pending[k] = (gap[0] * u[k] + gap[1] * u[3 + k] + gap[2] * u[6 + k]) / distance;
    pending[3] = r - distance;
  } else {
    const k = nearestFace(box);
    setPendingAxis(u, k, p[k] < 0);
    pending[3] = r + box.extentData[k] - Math.abs(p[k]);
  }
  return writeCollision(out, boxInsideSphere(box, sphere), sphereInsideBox(box, sphere));
}

/** The axis whose face is nearest to p (p inside the box); the lowest axis wins ties. */
function nearestFace(box: Obb): number {
  const e = box.extentData;
  let best = 0;
  for (let k = 1; k < 3; k++) if (e[k] - Math.abs(p[k]) < e[best] - Math.abs(p[best])) best = k;
  return best;
}

function sphereInsideBox(box: Obb, sphere: Sphere): boolean {
  for (let k = 0; k < 3; k++) {
    const e = box.extentData[k];
    const reach = Math.abs(p[k]) + sphere.radiusValue;
    if (reach - e > CONTAINMENT_SLACK * (e + reach)) return false;
  }
  return true;
}

/** The box is inside the sphere iff its farthest corner is. */
function boxInsideSphere(box: Obb, sphere: Sphere): boolean {
  let farthestSq = 0;
  for (let k = 0; k < 3; k++) {
    const reach = Math.abs(p[k]) + box.extentData[k];
    farthestSq += reach * reach;
  }
  const rSq = sphere.radiusValue * sphere.radiusValue;
  return farthestSq - rSq <= 2 * CONTAINMENT_SLACK * (farthestSq + rSq);
}
