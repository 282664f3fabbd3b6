import { SepaxError } from '@sepax/core';
import { float64Scratch, int32Scratch } from './scratch.js';
import { sumOfCountsBelow } from './sorted-counts.js';

/* Which segments' boxes meet: a sort and sweep along the axis where the segments overlap least. */

const lowScratch = float64Scratch();
const highScratch = float64Scratch();
const orderScratch = int32Scratch();

/**
 * Calls `visit(i, j)` (i < j) once for every pair of segments (x0, y0, x1, y1 each) whose
 * boxes meet; `true` from `visit` stops the search. The segments are swept along the axis
 * with less work (see `segmentPairWork`): an outline's edges overlap along x only with the
 * few a vertical line crosses, but the long teeth of a comb lying along x all overlap along x.
 * @internal
 */
export function forEachSegmentPair(
  segments: Float64Array,
  count: number,
  visit: (i: number, j: number) => boolean | void,
): void {
  const axis = cheaperAxis(segments, count);
  const other = 1 - axis;
  const low = lowScratch.take(count);
  const order = orderScratch.view(count);
  for (let i = 0; i < count; i++) {
    low[i] = Math.min(segments[4 * i + axis], segments[4 * i + 2 + axis]);
    order[i] = i;
  }
  order.sort((a, b) => low[a] - low[b]);
  for (let k = 0; k < count; k++) {
    const e = order[k];
    const high = Math.max(segments[4 * e + axis], segments[4 * e + 2 + axis]);
    const across0 = Math.min(segments[4 * e + other], segments[4 * e + 2 + other]);
    const across1 = Math.max(segments[4 * e + other], segments[4 * e + 2 + other]);
    for (let m = k + 1; m < count && low[order[m]] <= high; m++) {
      const f = order[m];
      const a = segments[4 * f + other];
      const b = segments[4 * f + 2 + other];
      if ((a < across0 && b < across0) || (a > across1 && b > across1)) continue;
      if (visit(Math.min(e, f), Math.max(e, f)) === true) return;
    }
  }
}

/**
 * The steps of `forEachSegmentPair`'s inner loop when it sweeps along `axis` (0: x, 1: y):
 * the pairs of segments whose spans along that axis meet. Exact, in O(n log n): for each
 * segment, the segments starting at or before its far end, less those before it in the sweep.
 * @internal
 */
export function segmentPairWork(segments: Float64Array, count: number, axis: 0 | 1): number {
  const low = lowScratch.take(count);
  const high = highScratch.take(count);
  for (let i = 0; i < count; i++) {
    const a = segments[4 * i + axis];
    const b = segments[4 * i + 2 + axis];
    low[i] = Math.min(a, b);
    high[i] = Math.max(a, b);
  }
  const lows = low.subarray(0, count).sort();
  const highs = high.subarray(0, count).sort();
  // The k-th segment of the sweep meets the later ones that start at or before its end: the
  // starts at or before it, less k + 1. Summed over k, the ends can be taken in any order.
  return sumOfCountsBelow(lows, highs, true) - (count * (count + 1)) / 2;
}

/** The axis (0: x, 1: y) along which `forEachSegmentPair` does less work. */
function cheaperAxis(segments: Float64Array, count: number): 0 | 1 {
  // Too few segments for the choice to matter: x, as it always was.
  if (count < CHOOSE_AXIS_FROM) return 0;
  return segmentPairWork(segments, count, 1) < segmentPairWork(segments, count, 0) ? 1 : 0;
}

/** Below this many segments the sweep is quick along either axis. */
const CHOOSE_AXIS_FROM = 1024;

/**
 * Refuses, with INVALID_INPUT, segments whose pair search would take more than `limit` steps
 * along either axis: a scribble, a ring retraced over itself, or spikes that all overlap.
 * @internal
 */
export function requireSegmentPairsWithin(segments: Float64Array, count: number, limit: number, what: string): void {
  // Too few segments to reach the limit: nothing to count.
  if ((count * (count - 1)) / 2 <= limit) return;
  const work = Math.min(segmentPairWork(segments, count, 0), segmentPairWork(segments, count, 1));
  if (work > limit) {
    throw new SepaxError(
      'INVALID_INPUT',
      `${what} overlap one another too densely to check in reasonable time: ${work} pairs of edges side by side, over the limit of ${limit} (a scribble, a ring drawn over itself many times, or thousands of overlapping spikes). Simplify the polygon, or split it into smaller ones.`,
      { pairWork: work, maxPairWork: limit },
    );
  }
}
