import type { Vec2 } from '@sepax/core';
import { cleanRing, keptIndices } from './clean.js';
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
  const points: Vec2[] = [];
  for (const v of cycle) {
    const x = coords[2 * v];
    const y = coords[2 * v + 1];
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
    points.push({ x, y });
  }
  const kept = keptIndices(points, DEFAULT_CLEAN_TOLERANCE * Math.max(maxX - minX, maxY - minY));
  if (kept.length === points.length) return points; // the points are fresh already: no second copy
  return kept.map((i) => points[i]);
}

/**
 * Splits a strictly convex piece into strictly convex pieces of at most `maxVertices`
 * vertices by chords from its first vertex: (v0 … v[m−1]), then (v0, v[m−1] … ), and so on.
 * A chord of a strictly convex polygon leaves both sides strictly convex.
 * @internal
 */
export function splitToMaxVertices(piece: Vec2[], maxVertices: number): Vec2[][] {
  if (piece.length <= maxVertices) return [piece];
  const out: Vec2[][] = [];
  let from = 0;
  while (piece.length - from + 1 > maxVertices) {
    out.push(from === 0 ? piece.slice(0, maxVertices) : [piece[0], ...piece.slice(from, from + maxVertices - 1)]);
    from += from === 0 ? maxVertices - 1 : maxVertices - 2;
  }
  out.push([piece[0], ...piece.slice(from)]);
  return out;
}
