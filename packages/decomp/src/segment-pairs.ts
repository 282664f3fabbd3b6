import { boxesMeet, forEachSegmentPairInGrid } from './segment-grid.js';

/** Below this many segments every pair is tested directly: cheaper than any index. */
const BRUTE_FORCE_MAX = 24;
/**
 * The sweep along x is used while the pairs of segments overlapping in x are at most this
 * many per segment (outlines of art and maps: a handful); past that (stars, zigzags, huge
 * coastlines) the grid, which does not pay for long spikes, takes over.
 */
const SWEEP_MAX_PAIRS_PER_SEGMENT = 12;

/**
 * Calls `visit(i, j)` (i < j) once for every pair of segments whose closed bounding boxes
 * overlap — so for every pair that shares a point — and possibly for a few more (the grid).
 * `segments` holds x0, y0, x1, y1 per segment. Returning `true` from `visit` stops the
 * search. Chooses between brute force, a sort-and-sweep along x and a grid (segment-grid.ts)
 * by counting, exactly and in O(n log n), the pairs the sweep would meet.
 * @internal
 */
export function forEachSegmentPair(segments: Float64Array, count: number, visit: (i: number, j: number) => boolean | void): void {
  if (count <= BRUTE_FORCE_MAX) {
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) if (boxesMeet(segments, i, j) && visit(i, j) === true) return;
    }
    return;
  }
  const minX = new Float64Array(count);
  const maxX = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    minX[i] = Math.min(segments[4 * i], segments[4 * i + 2]);
    maxX[i] = Math.max(segments[4 * i], segments[4 * i + 2]);
  }
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => minX[a] - minX[b]);
  const sortedMin = Float64Array.from(order, (i) => minX[i]);
  if (sweepPairCount(order, sortedMin, maxX) > SWEEP_MAX_PAIRS_PER_SEGMENT * count) {
    forEachSegmentPairInGrid(segments, count, visit);
    return;
  }
  for (let a = 0; a < count; a++) {
    const i = order[a];
    for (let b = a + 1; b < count && sortedMin[b] <= maxX[i]; b++) {
      const j = order[b];
      if (boxesMeet(segments, i, j) && visit(Math.min(i, j), Math.max(i, j)) === true) return;
    }
  }
}

/** How many pairs overlap in x: for each segment, the later-starting ones that start before it ends. */
function sweepPairCount(order: Int32Array, sortedMin: Float64Array, maxX: Float64Array): number {
  let pairs = 0;
  for (let a = 0; a < order.length; a++) pairs += upperBound(sortedMin, maxX[order[a]]) - a - 1;
  return pairs;
}

/** The first index whose value is greater than x (values sorted ascending). */
function upperBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
