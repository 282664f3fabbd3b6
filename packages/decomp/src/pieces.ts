import type { Vec2 } from '@sepax/core';
import { cleanRing, isDegenerateCornerXY, keptIndices } from './clean.js';
import { boundsOf, signedArea, sizeOf } from './geometry.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';

/**
 * Tidies a raw convex piece the way `@sepax/core`'s Polygon would (duplicate and collinear
 * vertices within DEFAULT_CLEAN_TOLERANCE × the piece's own size removed, counter-clockwise)
 * so a verified piece is exactly what the collider will hold. Removing a straight corner
 * keeps the area; a piece of a wrong decomposition stays wrong and verification rejects it.
 * @internal
 */
export function finishPiece(points: readonly Vec2[]): Vec2[] {
  const tidy = cleanRing(points, DEFAULT_CLEAN_TOLERANCE * sizeOf(boundsOf([points]))).points;
  if (tidy.length >= 3 && signedArea(tidy) < 0) tidy.reverse();
  return tidy;
}

/**
 * `finishPiece` for an index cycle already proved convex and counter-clockwise
 * (cycle-check.ts): the same cleaning, without the box and winding passes over objects.
 * @internal
 */
export function finishIndexCycle(coords: ArrayLike<number>, cycle: readonly number[]): Vec2[] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const v of cycle) {
    minX = Math.min(minX, coords[2 * v]);
    minY = Math.min(minY, coords[2 * v + 1]);
    maxX = Math.max(maxX, coords[2 * v]);
    maxY = Math.max(maxY, coords[2 * v + 1]);
  }
  const tol = DEFAULT_CLEAN_TOLERANCE * Math.max(maxX - minX, maxY - minY);
  const points: Vec2[] = [];
  for (const v of cycle) points.push({ x: coords[2 * v], y: coords[2 * v + 1] });
  // Usually every corner is a real one: one pass over the coordinates says so, and the
  // points go out as they are. Otherwise the full cleaning decides what goes.
  if (!hasDegenerateCorner(coords, cycle, tol)) return points;
  return keptIndices(points, tol).map((i) => points[i]);
}

/** Whether some corner of the cycle is degenerate for `cleanRing` (a rolling pass, no objects). */
function hasDegenerateCorner(coords: ArrayLike<number>, cycle: readonly number[], tol: number): boolean {
  const m = cycle.length;
  let ax = coords[2 * cycle[m - 1]];
  let ay = coords[2 * cycle[m - 1] + 1];
  let bx = coords[2 * cycle[0]];
  let by = coords[2 * cycle[0] + 1];
  for (let i = 0; i < m; i++) {
    const c = cycle[i + 1 === m ? 0 : i + 1];
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    if (isDegenerateCornerXY(ax, ay, bx, by, cx, cy, tol)) return true;
    ax = bx;
    ay = by;
    bx = cx;
    by = cy;
  }
  return false;
}

/**
 * Splits a strictly convex piece into strictly convex pieces of at most `maxVertices`
 * vertices by chords from its first vertex: (v0 … v[m−1]), then (v0, v[m−1] … ), and so on.
 * A chord of a strictly convex polygon leaves both sides strictly convex. (Points, or the
 * vertex indices of a convex ring.)
 * @internal
 */
export function splitToMaxVertices<T>(piece: T[], maxVertices: number): T[][] {
  if (piece.length <= maxVertices) return [piece];
  const out: T[][] = [];
  let from = 0;
  while (piece.length - from + 1 > maxVertices) {
    out.push(from === 0 ? piece.slice(0, maxVertices) : [piece[0], ...piece.slice(from, from + maxVertices - 1)]);
    from += from === 0 ? maxVertices - 1 : maxVertices - 2;
  }
  out.push([piece[0], ...piece.slice(from)]);
  return out;
}
