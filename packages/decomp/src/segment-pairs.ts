import { boxesMeet, forEachSegmentPairInGrid } from './segment-grid.js';

/** Below this many segments every pair is tested directly: cheaper than building a grid. */
const BRUTE_FORCE_MAX = 24;

/**
 * Calls `visit(i, j)` (i < j) once for every pair of segments whose closed bounding boxes
 * overlap — so for every pair that shares a point — and possibly for a few more (the grid).
 * `segments` holds x0, y0, x1, y1 per segment. Returning `true` from `visit` stops the
 * search. Brute force for a few segments, else the grid of segment-grid.ts. (A sort-and-sweep
 * along x, chosen when few segments overlap in x, was tried and measured: twice as slow as
 * the grid on every earcut fixture, the index sort alone costing more than the grid.)
 * @internal
 */
export function forEachSegmentPair(segments: Float64Array, count: number, visit: (i: number, j: number) => boolean | void): void {
  if (count > BRUTE_FORCE_MAX) {
    forEachSegmentPairInGrid(segments, count, visit);
    return;
  }
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) if (boxesMeet(segments, i, j) && visit(i, j) === true) return;
  }
}
