import type { Vec2 } from '@sepax/core';
import { cleanRing, isDegenerateCornerXY } from './clean.js';
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
  const m = cycle.length;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const points = new Array<Vec2>(m); // of exact length: grown by push, each took 16 slots
  for (let i = 0; i < m; i++) {
    const x = coords[2 * cycle[i]];
    const y = coords[2 * cycle[i] + 1];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    points[i] = { x, y };
  }
  const tol = DEFAULT_CLEAN_TOLERANCE * Math.max(maxX - minX, maxY - minY);
  // Usually every corner is a real one: one pass over the points says so, and they go out
  // as they are. Otherwise the full cleaning decides what goes.
  if (!hasDegenerateCorner(points, tol)) return points;
  return cleanRing(points, tol).points;
}

/** Whether some corner of the cycle is degenerate for `cleanRing` (a rolling pass). */
function hasDegenerateCorner(points: readonly Vec2[], tol: number): boolean {
  const m = points.length;
  let a = points[m - 1];
  let b = points[0];
  for (let i = 0; i < m; i++) {
    const c = points[i + 1 === m ? 0 : i + 1];
    if (isDegenerateCornerXY(a.x, a.y, b.x, b.y, c.x, c.y, tol)) return true;
    a = b;
    b = c;
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
    out.push(from === 0 ? piece.slice(0, maxVertices) : withFirst(piece, from, from + maxVertices - 1));
    from += from === 0 ? maxVertices - 1 : maxVertices - 2;
  }
  out.push(withFirst(piece, from, piece.length));
  return out;
}

/** [piece[0], piece[from] … piece[to − 1]] (a loop: spreading a slice cost more on this path). */
function withFirst<T>(piece: readonly T[], from: number, to: number): T[] {
  const out = new Array<T>(to - from + 1);
  out[0] = piece[0];
  for (let i = from; i < to; i++) out[i - from + 1] = piece[i];
  return out;
}
