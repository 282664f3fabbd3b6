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
 * With a `budget`, a search over it is refused (INVALID_INPUT) before it starts.
 * @internal
 */
export function forEachSegmentPair(
  segments: Float64Array,
  count: number,
  visit: (i: number, j: number) => boolean | void,
  budget?: PairBudget,
): void {
  const axis = sweepAxis(segments, count, budget);
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

/** Below this many segments the sweep is quick along either axis. */
const CHOOSE_AXIS_FROM = 1024;

/**
 * Most steps `forEachSegmentPair` may take, and what the segments are in its refusal.
 * @internal
 */
export interface PairBudget {
  maxWork: number;
  what: string;
}

/**
 * The axis (0: x, 1: y) along which `forEachSegmentPair` does less work. With a `budget`,
 * segments over it along both axes are refused with INVALID_INPUT: a scribble, a ring
 * retraced over itself, or spikes that all overlap.
 */
function sweepAxis(segments: Float64Array, count: number, budget: PairBudget | undefined): 0 | 1 {
  // Too few segments to reach the budget, or for the choice to matter: x, as it always was.
  const mayExceed = budget !== undefined && (count * (count - 1)) / 2 > budget.maxWork;
  if (count < CHOOSE_AXIS_FROM && !mayExceed) return 0;
  const workX = segmentPairWork(segments, count, 0);
  const workY = segmentPairWork(segments, count, 1);
  const work = Math.min(workX, workY);
  if (budget !== undefined && work > budget.maxWork) {
    throw new SepaxError(
      'INVALID_INPUT',
      `${budget.what} overlap one another too densely to check in reasonable time: ${work} pairs of edges side by side, over the limit of ${budget.maxWork} (a scribble, a ring drawn over itself many times, or thousands of overlapping spikes). Simplify the polygon, or split it into smaller ones.`,
      { pairWork: work, maxPairWork: budget.maxWork },
    );
  }
  return workY < workX ? 1 : 0;
}
