import { float64Scratch, int32Scratch } from './scratch.js';
import { clearlyOneSide } from './segment-side.js';

/*
 * Candidate segment pairs along monotone chains, as GEOS and JTS node line work. A chain is
 * a maximal run of segments, each continuing the one before (`follows`, and starting where
 * it ended), that all head into one closed quadrant: x never decreases along the chain or
 * never increases, and likewise y (a segment's quadrant: east if dx ≥ 0, north if dy ≥ 0).
 * A segment of zero length is a chain of its own.
 *
 * Two segments a and b ≥ a + 2 of one chain never share a point. Say the chain heads
 * north-east, through points P_a ≤ P_(a+1) ≤ … ≤ P_(b+1), ordered in both coordinates.
 * A point Q on both lies in segment a's box, so Q ≤ P_(a+1), and in segment b's, so Q ≥ P_b
 * ≥ P_(a+2) ≥ P_(a+1): then P_(a+1) = P_(a+2), a segment of zero length, which no chain
 * holds. Consecutive segments are the continuations the caller skips. So only pairs from two
 * different chains need testing. And since a chain is monotone in both x and y, the box of
 * any run of its segments is the box of the run's first and last points: two chains whose
 * boxes overlap are halved together, dropping halves whose boxes miss, down to single
 * segments (JTS's computeOverlaps). Every comparison is exact, so nothing that meets is
 * missed.
 */

const chainStartScratch = int32Scratch();
const chainBoxScratch = float64Scratch();
const chainOrderScratch = int32Scratch();
/**
 * The last buildChains' chains (views of the scratch buffers above, read by the search):
 * chain c holds segments `chainStart[c]` to `chainStart[c + 1]` − 1 and has box minX, minY,
 * maxX, maxY.
 */
let chainStart = chainStartScratch.take(0);
let chainBoxes = chainBoxScratch.take(0);

/** Below this many chains to order, insertion sort (no recursion, few moves on short runs). */
const INSERTION_SORT_MAX = 12;
/**
 * The chain search pays when chains average at least this many segments; below, the box
 * tree wins (a star's spikes, noisy outlines and axis-parallel staircases make chains of 1–2
 * segments). Measured on the search alone: see the decomp README, round 8.
 */
const MIN_SEGMENTS_PER_CHAIN = 3;
/** After this many segments the chains so far decide whether to go on (so giving up costs little). */
const SAMPLE_SEGMENTS = 64;

/**
 * Splits the segments into monotone chains (see the file's comment) and boxes each, for
 * forEachChainSegmentPair; returns the number of chains, or 0 when they are too short for
 * the chain search to pay (judged on the first SAMPLE_SEGMENTS, as soon as they hold too many, then on all). `segments`
 * holds x0, y0, x1, y1 per segment; `follows[i]` = 1 says segment i + 1 continues segment i.
 * @internal
 */
export function buildChains(segments: Float64Array, count: number, follows: Uint8Array): number {
  const start = (chainStart = chainStartScratch.take(count + 1));
  const boxes = (chainBoxes = chainBoxScratch.take(4 * count));
  let chains = 0;
  // The previous segment's quadrant, or −1 when nothing may join it (a point, or none yet).
  let previous = -1;
  // Chains only add up: once the sample (or all, if fewer) holds too many, the answer is 0 already.
  const sampled = count < SAMPLE_SEGMENTS ? count : SAMPLE_SEGMENTS;
  for (let k = 0; k < count; k++) {
    const x0 = segments[4 * k];
    const y0 = segments[4 * k + 1];
    const x1 = segments[4 * k + 2];
    const y1 = segments[4 * k + 3];
    const quadrant = x0 === x1 && y0 === y1 ? -1 : (x1 >= x0 ? 0 : 1) + (y1 >= y0 ? 0 : 2);
    const joins =
      quadrant === previous &&
      quadrant >= 0 &&
      k > 0 &&
      follows[k - 1] === 1 &&
      x0 === segments[4 * k - 2] &&
      y0 === segments[4 * k - 1];
    previous = quadrant;
    if (joins) {
      // Monotone: the chain's box grows by the new end alone.
      const b = 4 * (chains - 1);
      if (x1 < boxes[b]) boxes[b] = x1;
      if (x1 > boxes[b + 2]) boxes[b + 2] = x1;
      if (y1 < boxes[b + 1]) boxes[b + 1] = y1;
      if (y1 > boxes[b + 3]) boxes[b + 3] = y1;
      continue;
    }
    start[chains] = k;
    // Comparisons, not Math.min and Math.max: see the segment tree's leafBoxes.
    const b = 4 * chains;
    boxes[b] = x0 < x1 ? x0 : x1;
    boxes[b + 1] = y0 < y1 ? y0 : y1;
    boxes[b + 2] = x0 < x1 ? x1 : x0;
    boxes[b + 3] = y0 < y1 ? y1 : y0;
    chains++;
    if (k < SAMPLE_SEGMENTS && MIN_SEGMENTS_PER_CHAIN * chains > sampled) return 0;
  }
  start[chains] = count;
  return MIN_SEGMENTS_PER_CHAIN * chains > count ? 0 : chains;
}

/**
 * Calls `visit(i, j)` (i < j) exactly once for every pair of segments that might share a
 * point, other than the continuations `follows` flags, over the `chains` chains the last
 * buildChains made of the same segments; returning `true` from `visit` stops the search.
 * Chains are ordered by their least x and swept: each chain meets the ones starting before
 * its box ends, and chain pairs whose boxes overlap are halved together (runPairs).
 * @internal
 */
export function forEachChainSegmentPair(
  segments: Float64Array,
  chains: number,
  visit: (i: number, j: number) => boolean | void,
  follows: Uint8Array,
): void {
  const boxes = chainBoxes;
  const start = chainStart;
  const order = chainOrderScratch.take(chains);
  for (let c = 0; c < chains; c++) order[c] = c;
  sortByLeastX(order, boxes, 0, chains - 1);
  for (let t = 0; t < chains; t++) {
    const c = order[t];
    const maxX = boxes[4 * c + 2];
    for (let u = t + 1; u < chains; u++) {
      const d = order[u];
      if (boxes[4 * d] > maxX) break;
      if (boxes[4 * c + 1] > boxes[4 * d + 3] || boxes[4 * d + 1] > boxes[4 * c + 3]) continue;
      if (runPairs(segments, follows, start[c], start[c + 1] - 1, start[d], start[d + 1] - 1, visit)) return;
    }
  }
}

/**
 * The candidate pairs between runs a..aLast and b..bLast of two chains: nothing when the
 * runs' boxes (their first and last points') miss, the pair itself for single segments,
 * else the longer run is halved. Returns true when `visit` stopped it.
 */
function runPairs(
  segments: Float64Array,
  follows: Uint8Array,
  a: number,
  aLast: number,
  b: number,
  bLast: number,
  visit: (i: number, j: number) => boolean | void,
): boolean {
  if (!runBoxesOverlap(segments, a, aLast, b, bLast)) return false;
  if (aLast - a < bLast - b) {
    const middle = (b + bLast) >>> 1;
    return (
      runPairs(segments, follows, a, aLast, b, middle, visit) ||
      runPairs(segments, follows, a, aLast, middle + 1, bLast, visit)
    );
  }
  if (aLast > a) {
    const middle = (a + aLast) >>> 1;
    return (
      runPairs(segments, follows, a, middle, b, bLast, visit) ||
      runPairs(segments, follows, middle + 1, aLast, b, bLast, visit)
    );
  }
  if (a > b) return isCandidate(segments, follows, b, a) && visit(b, a) === true;
  return isCandidate(segments, follows, a, b) && visit(a, b) === true;
}

/** Whether the boxes of runs a..aLast and b..bLast of monotone chains overlap (closed): each box is its run's first start and last end. */
function runBoxesOverlap(segments: Float64Array, a: number, aLast: number, b: number, bLast: number): boolean {
  const ax0 = segments[4 * a];
  const ax1 = segments[4 * aLast + 2];
  const bx0 = segments[4 * b];
  const bx1 = segments[4 * bLast + 2];
  if ((ax0 < ax1 ? ax0 : ax1) > (bx0 < bx1 ? bx1 : bx0) || (bx0 < bx1 ? bx0 : bx1) > (ax0 < ax1 ? ax1 : ax0))
    return false;
  const ay0 = segments[4 * a + 1];
  const ay1 = segments[4 * aLast + 3];
  const by0 = segments[4 * b + 1];
  const by1 = segments[4 * bLast + 3];
  return (ay0 < ay1 ? ay0 : ay1) <= (by0 < by1 ? by1 : by0) && (by0 < by1 ? by0 : by1) <= (ay0 < ay1 ? ay1 : ay0);
}

/**
 * Whether segments i < j of different chains, whose boxes overlap, might meet: not a
 * continuation the caller skips, and neither clearly on one side of the other.
 */
function isCandidate(segments: Float64Array, follows: Uint8Array, i: number, j: number): boolean {
  return !(j === i + 1 && follows[i] === 1) && !clearlyOneSide(segments, i, j);
}

/** Sorts order[first..last] by the chains' least x: quicksort, recursing into the smaller side. */
function sortByLeastX(order: Int32Array, boxes: Float64Array, first: number, last: number): void {
  while (last - first >= INSERTION_SORT_MAX) {
    const pivot = boxes[4 * order[(first + last) >>> 1]];
    let i = first;
    let j = last;
    while (i <= j) {
      while (boxes[4 * order[i]] < pivot) i++;
      while (boxes[4 * order[j]] > pivot) j--;
      if (i <= j) {
        const swap = order[i];
        order[i] = order[j];
        order[j] = swap;
        i++;
        j--;
      }
    }
    if (j - first < last - i) {
      sortByLeastX(order, boxes, first, j);
      first = i;
    } else {
      sortByLeastX(order, boxes, i, last);
      last = j;
    }
  }
  for (let k = first + 1; k <= last; k++) {
    const chain = order[k];
    const key = boxes[4 * chain];
    let m = k - 1;
    while (m >= first && boxes[4 * order[m]] > key) {
      order[m + 1] = order[m];
      m--;
    }
    order[m + 1] = chain;
  }
}
