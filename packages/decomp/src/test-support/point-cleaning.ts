import type { Vec2 } from '@sepax/core';
import { keptIndicesXY } from '../clean.js';
import type { IndexPolygon } from '../index-polygon.js';
import { proveAndFinish } from '../cycle-check.js';
import { boundsOf, signedArea, sizeOf } from '../measure.js';
import { DEFAULT_CLEAN_TOLERANCE } from '../tolerances.js';

/*
 * The finishing and proof steps on point arrays, one piece at a time: the references the
 * flat, one-pass versions (pieces.ts, cycle-check.ts) must match.
 */

/** A cleaned ring and, for each kept point, its index in the input ring. */
export interface CleanRing {
  points: Vec2[];
  source: number[];
}

/**
 * Cleans one ring as the package cleans every ring (keptIndicesXY): drops repeated points
 * (the closing one included), collinear points and zero-area spikes. The kept points are
 * the ring's own objects.
 */
export function cleanRing(ring: readonly Vec2[], tol: number): CleanRing {
  const n = ring.length;
  const coords = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    coords[2 * i] = ring[i].x;
    coords[2 * i + 1] = ring[i].y;
  }
  const kept = new Int32Array(n);
  const count = keptIndicesXY(coords, n, tol, kept);
  const points: Vec2[] = [];
  const source: number[] = [];
  for (let k = 0; k < count; k++) {
    points.push(ring[kept[k]]);
    source.push(kept[k]);
  }
  return { points, source };
}

/**
 * Tidies a raw convex piece the way `@sepax/core`'s Polygon would (duplicate and collinear
 * vertices within DEFAULT_CLEAN_TOLERANCE × the piece's own size removed, counter-clockwise):
 * what finishing a proved cycle must give.
 */
export function finishPiece(points: readonly Vec2[]): Vec2[] {
  const tidy = cleanRing(points, DEFAULT_CLEAN_TOLERANCE * sizeOf(boundsOf([points]))).points;
  if (tidy.length >= 3 && signedArea(tidy) < 0) tidy.reverse();
  return tidy;
}

/** Checks canonical index cycles against the polygon's boundary: null when they tile it, else the reason. */
export function checkIndexTiling(polygon: IndexPolygon, cycles: readonly number[][], centre?: number): string | null {
  const proved = proveAndFinish(polygon, cycles, centre, 0, 0);
  return typeof proved === 'string' ? proved : null;
}
