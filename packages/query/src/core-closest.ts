import type { CoreHit } from './core-hit.js';

/**
 * The point of a rounded convex core's surface nearest to (px, py), with the signed distance
 * (> 0 outside, 0 on the surface, < 0 inside), the outward normal there and the core feature.
 *
 * When the normal is undefined — the query point is the centre of a circle, or lies on a
 * capsule's segment — (fx, fy) (unit) breaks the tie: the normal is the candidate closest to it.
 * Allocates nothing.
 * @internal
 */
export function closestOnCore(
  px: number,
  py: number,
  w: Float64Array,
  normals: Float64Array,
  count: number,
  radius: number,
  fx: number,
  fy: number,
  out: CoreHit,
): CoreHit {
  // Each helper leaves the closest CORE point in (x, y) and the signed core distance.
  if (count === 1) closestOnVertex(px, py, w[0], w[1], fx, fy, out);
  else if (count === 2) closestOnSegment(px, py, w, normals, fx, fy, out);
  else closestOnPolygon(px, py, w, normals, count, out);
  out.x += radius * out.nx;
  out.y += radius * out.ny;
  out.distance -= radius;
  return out;
}

function closestOnVertex(px: number, py: number, vx: number, vy: number, fx: number, fy: number, out: CoreHit): void {
  const dx = px - vx;
  const dy = py - vy;
  const d = Math.hypot(dx, dy);
  out.x = vx;
  out.y = vy;
  out.distance = d;
  out.edge = 0;
  out.s = 0;
  if (d > 0) setNormal(out, dx / d, dy / d);
  else setNormal(out, fx, fy);
}

function closestOnSegment(px: number, py: number, w: Float64Array, normals: Float64Array, fx: number, fy: number, out: CoreHit): void {
  const s = segmentParameter(px, py, w[0], w[1], w[2], w[3]);
  const qx = w[0] + s * (w[2] - w[0]);
  const qy = w[1] + s * (w[3] - w[1]);
  const dx = px - qx;
  const dy = py - qy;
  const d = Math.hypot(dx, dy);
  out.x = qx;
  out.y = qy;
  out.distance = d;
  out.edge = 0;
  out.s = s;
  if (d > 0) setNormal(out, dx / d, dy / d);
  else if (normals[0] * fx + normals[1] * fy >= 0) setNormal(out, normals[0], normals[1]);
  else setNormal(out, normals[2], normals[3]);
}

/**
 * Inside a convex polygon the nearest boundary point is the foot on the face of greatest
 * separation (any other face is farther, or the foot would cross it); outside it is the
 * nearest point over all edges.
 */
function closestOnPolygon(px: number, py: number, w: Float64Array, normals: Float64Array, n: number, out: CoreHit): void {
  let best = -Infinity;
  let face = 0;
  for (let i = 0; i < n; i++) {
    const separation = normals[2 * i] * (px - w[2 * i]) + normals[2 * i + 1] * (py - w[2 * i + 1]);
    if (separation > best) {
      best = separation;
      face = i;
    }
  }
  if (best <= 0) {
    const nx = normals[2 * face];
    const ny = normals[2 * face + 1];
    const j = face + 1 === n ? 0 : face + 1;
    out.x = px - best * nx;
    out.y = py - best * ny;
    out.distance = best;
    out.edge = face;
    out.s = segmentParameter(out.x, out.y, w[2 * face], w[2 * face + 1], w[2 * j], w[2 * j + 1]);
    setNormal(out, nx, ny);
    return;
  }
  closestOnEdges(px, py, w, normals, n, face, out);
}

function closestOnEdges(px: number, py: number, w: Float64Array, normals: Float64Array, n: number, face: number, out: CoreHit): void {
  let bestD2 = Infinity;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const s = segmentParameter(px, py, w[2 * i], w[2 * i + 1], w[2 * j], w[2 * j + 1]);
    const qx = w[2 * i] + s * (w[2 * j] - w[2 * i]);
    const qy = w[2 * i + 1] + s * (w[2 * j + 1] - w[2 * i + 1]);
    const d2 = (px - qx) * (px - qx) + (py - qy) * (py - qy);
    if (d2 < bestD2) {
      bestD2 = d2;
      out.x = qx;
      out.y = qy;
      out.edge = i;
      out.s = s;
    }
  }
  const d = Math.sqrt(bestD2);
  out.distance = d;
  // d = 0 only when round-off puts an outside point on an edge: the separating face's normal.
  if (d > 0) setNormal(out, (px - out.x) / d, (py - out.y) / d);
  else setNormal(out, normals[2 * face], normals[2 * face + 1]);
}

/**
 * Parameter s ∈ [0, 1] of the point of segment a→b nearest to p.
 * @internal
 */
export function segmentParameter(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  if (len2 === 0) return 0;
  const s = ((px - ax) * ex + (py - ay) * ey) / len2;
  return s < 0 ? 0 : s > 1 ? 1 : s;
}

function setNormal(out: CoreHit, nx: number, ny: number): void {
  out.nx = nx;
  out.ny = ny;
}
