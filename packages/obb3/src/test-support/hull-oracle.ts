// Exact reference for convex polytopes given by their points, independent of SAT:
// the supporting planes of the convex hull found by brute force (every triple of points whose
// plane has all other points on one side). For two boxes, the hull of the 64 corner
// differences is the Minkowski difference A − B: they overlap iff the origin is inside, and
// the penetration depth is the distance from the origin to the nearest hull face.
import { type V, add, cross, dot, norm, scale, sub } from './vector.js';

export interface Plane {
  normal: V; // outward unit normal
  offset: number; // normal · x = offset on the plane
}

/** Every facet plane of the hull of `points` (duplicates allowed), by brute force. */
export function hullPlanes(points: readonly V[]): Plane[] {
  const size = Math.max(...points.map((p) => norm(p))) + 1e-300;
  const tolerance = 1e-9 * size;
  const planes: Plane[] = [];
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        const raw = cross(sub(points[j], points[i]), sub(points[k], points[i]));
        const length = norm(raw);
        if (length < 1e-7 * size * size) continue; // (nearly) collinear triple: no plane
        const normal = scale(raw, 1 / length);
        const offset = dot(normal, points[i]);
        const side = supportingSide(points, normal, offset, tolerance);
        if (side !== 0) planes.push({ normal: scale(normal, side), offset: side * offset });
      }
    }
  }
  return planes;
}

/** +1 if every point is below the plane, −1 if every point is above, 0 otherwise. */
function supportingSide(points: readonly V[], normal: V, offset: number, tolerance: number): number {
  let above = false;
  let below = false;
  for (const p of points) {
    const h = dot(normal, p) - offset;
    if (h > tolerance) above = true;
    else if (h < -tolerance) below = true;
    if (above && below) return 0;
  }
  return above ? -1 : 1;
}

/**
 * Signed depth of the origin in the hull: the distance to the nearest facet plane when inside
 * (≥ 0), negative when outside; with the outward normal of that facet.
 */
export function originDepth(planes: readonly Plane[]): { depth: number; normal: V } {
  let best = planes[0];
  for (const plane of planes) if (plane.offset < best.offset) best = plane;
  return { depth: best.offset, normal: best.normal };
}

/** Whether p is inside the hull (closed, with `slack` in length units). */
export function insideHull(planes: readonly Plane[], p: V, slack: number): boolean {
  return planes.every((plane) => dot(plane.normal, p) <= plane.offset + slack);
}

/** The corner differences a − b, the points whose hull is A − B. */
export function minkowskiDifference(a: readonly V[], b: readonly V[]): V[] {
  const result: V[] = [];
  for (const p of a) for (const q of b) result.push(sub(p, q));
  return result;
}

/**
 * Signed distance from p to the hull (negative inside: minus the distance to the nearest
 * facet plane) and the nearest boundary point, from the facet planes alone: candidates are
 * p projected onto each facet plane, onto each line where two planes meet, and the vertices,
 * kept when they satisfy every plane.
 */
export function signedDistanceToHull(
  planes: readonly Plane[],
  vertices: readonly V[],
  p: V,
): { distance: number; nearest: V } {
  const slack = 1e-9 * (Math.max(...vertices.map((v) => norm(v))) + norm(p));
  if (insideHull(planes, p, 0)) {
    const facet = originDepth(
      planes.map((plane) => ({ normal: plane.normal, offset: plane.offset - dot(plane.normal, p) })),
    );
    return { distance: -facet.depth, nearest: add(p, scale(facet.normal, facet.depth)) };
  }
  let best: V = vertices[0];
  const consider = (q: V) => {
    if (insideHull(planes, q, slack) && norm(sub(q, p)) < norm(sub(best, p))) best = q;
  };
  for (const v of vertices) consider(v);
  for (const plane of planes) consider(sub(p, scale(plane.normal, dot(plane.normal, p) - plane.offset)));
  for (const m of planes) {
    for (const n of planes) {
      const direction = cross(m.normal, n.normal);
      const lengthSq = dot(direction, direction);
      if (lengthSq < 1e-12) continue;
      // A point on both planes: the combination of the two normals meeting both offsets.
      const onBoth = scale(
        add(scale(cross(n.normal, direction), m.offset), scale(cross(direction, m.normal), n.offset)),
        1 / lengthSq,
      );
      consider(add(onBoth, scale(direction, dot(sub(p, onBoth), direction) / lengthSq)));
    }
  }
  return { distance: norm(sub(best, p)), nearest: best };
}
