import type { CoreHit, CoreQuery } from './core-hit.js';

/**
 * The point of a rounded convex core's surface nearest to (q.x, q.y), with the signed distance
 * (> 0 outside, 0 on the surface, < 0 inside), the outward normal there and the core feature,
 * for a core swept by `q.radius`.
 *
 * When the normal is undefined — the query point is the centre of a circle, or lies on a
 * capsule's segment — (q.fx, q.fy) (unit) breaks the tie: the normal is the candidate closest
 * to it. Allocates nothing.
 * @internal
 */
export function closestOnCore(
  q: CoreQuery,
  w: Float64Array,
  normals: Float64Array,
  count: number,
  out: CoreHit,
): CoreHit {
  // Each helper leaves the closest CORE point in (x, y) and the signed core distance.
  if (count === 1) closestOnVertex(q, w, out);
  else if (count === 2) closestOnSegment(q, w, normals, out);
  else closestOnPolygon(q, w, normals, count, out);
  out.x += q.radius * out.nx;
  out.y += q.radius * out.ny;
  out.distance -= q.radius;
  return out;
}

function closestOnVertex(q: CoreQuery, w: Float64Array, out: CoreHit): void {
  out.x = w[0];
  out.y = w[1];
  out.edge = 0;
  out.s = 0;
  normalFromFoot(q, out);
  if (out.distance === 0) {
    out.nx = q.fx;
    out.ny = q.fy;
  }
}

function closestOnSegment(q: CoreQuery, w: Float64Array, normals: Float64Array, out: CoreHit): void {
  projectOnEdge(q, w, 0, 1, out);
  out.edge = 0;
  normalFromFoot(q, out);
  if (out.distance > 0) return;
  // On the segment: the side facing the tie-break direction.
  const side = normals[0] * q.fx + normals[1] * q.fy >= 0 ? 0 : 2;
  out.nx = normals[side];
  out.ny = normals[side + 1];
}

/**
 * Inside a convex polygon the nearest boundary point is the foot on the face of greatest
 * separation (any other face is farther, or the foot would cross it); outside it is the
 * nearest point over all edges.
 */
function closestOnPolygon(q: CoreQuery, w: Float64Array, normals: Float64Array, n: number, out: CoreHit): void {
  let best = -Infinity;
  let face = 0;
  for (let i = 0; i < n; i++) {
    const separation = normals[2 * i] * (q.x - w[2 * i]) + normals[2 * i + 1] * (q.y - w[2 * i + 1]);
    if (separation > best) {
      best = separation;
      face = i;
    }
  }
  if (best > 0) return closestOnEdges(q, w, normals, n, face, out);
  projectOnEdge(q, w, face, face + 1 === n ? 0 : face + 1, out);
  // The foot on the face's line, which (convexity) lies within the face up to round-off.
  out.x = q.x - best * normals[2 * face];
  out.y = q.y - best * normals[2 * face + 1];
  out.distance = best;
  out.edge = face;
  out.nx = normals[2 * face];
  out.ny = normals[2 * face + 1];
}

function closestOnEdges(
  q: CoreQuery,
  w: Float64Array,
  normals: Float64Array,
  n: number,
  face: number,
  out: CoreHit,
): void {
  let bestD2 = Infinity;
  let bestX = 0;
  let bestY = 0;
  let bestS = 0;
  let bestEdge = 0;
  for (let i = 0; i < n; i++) {
    projectOnEdge(q, w, i, i + 1 === n ? 0 : i + 1, out);
    const d2 = (q.x - out.x) * (q.x - out.x) + (q.y - out.y) * (q.y - out.y);
    if (d2 < bestD2) {
      bestD2 = d2;
      bestX = out.x;
      bestY = out.y;
      bestS = out.s;
      bestEdge = i;
    }
  }
  out.x = bestX;
  out.y = bestY;
  out.s = bestS;
  out.edge = bestEdge;
  normalFromFoot(q, out);
  // distance 0 only when round-off puts an outside point on an edge: the separating face's normal.
  if (out.distance === 0) {
    out.nx = normals[2 * face];
    out.ny = normals[2 * face + 1];
  }
}

/** With the core point in (out.x, out.y): distance from it to q and the unit direction toward q. */
function normalFromFoot(q: CoreQuery, out: CoreHit): void {
  const dx = q.x - out.x;
  const dy = q.y - out.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  out.distance = d;
  if (d > 0) {
    out.nx = dx / d;
    out.ny = dy / d;
  }
}

/**
 * Writes the point of edge w[i]→w[j] nearest to q into (out.x, out.y) and its parameter
 * s ∈ [0, 1] into out.s.
 * @internal
 */
export function projectOnEdge(q: CoreQuery, w: Float64Array, i: number, j: number, out: CoreHit): void {
  const ax = w[2 * i];
  const ay = w[2 * i + 1];
  const ex = w[2 * j] - ax;
  const ey = w[2 * j + 1] - ay;
  const len2 = ex * ex + ey * ey;
  let s = len2 === 0 ? 0 : ((q.x - ax) * ex + (q.y - ay) * ey) / len2;
  s = s < 0 ? 0 : s > 1 ? 1 : s;
  out.s = s;
  out.x = ax + s * ex;
  out.y = ay + s * ey;
}
