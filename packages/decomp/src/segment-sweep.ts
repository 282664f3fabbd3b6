import { bucketStarts } from './buckets.js';
import { float64Scratch, int32Scratch } from './scratch.js';
import { clearlyOneSide } from './segment-side.js';
import { BRUTE_FORCE_MAX, LEAF_SIZE, treeOrderKey, treeOrderPart } from './segment-tree.js';

/*
 * Validation's pair search by sort and sweep along x, for outlines where few segments
 * cross any vertical line, or whose many small rings the box tree boxes badly:
 *
 *   boxes sorted by least x (a counting sort into n buckets of equal width, then insertion
 *     sort, which only reorders boxes within a bucket)
 *   for each box in that order, the boxes after it up to its greatest x: test y, the
 *     continuation, the side test (as the tree's leaf pairs do)
 *   the candidates, keyed by their place in the box tree's walk (treeOrderKey), sorted and
 *     visited in that order
 *
 * The visits come in the tree's order, so every result that depends on it (which crossings
 * a search stopped at the limit keeps, the order of touch points and edge splits) is the
 * tree's: both searches visit a superset of the meeting pairs, and the meeting pairs in
 * the same order. Where it pays: the tree boxes segments in ring order, and its leaves and
 * nodes grow large where rings end; the sweep's work is the pairs overlapping in x. Search
 * alone, CPU time, against the tree (the fixtures' rings as given): dude 0.63–0.72×, issue35
 * 0.45–0.72×, eberly-6 0.73×, water2 0.82–0.89×, touching-holes6 0.81×, self-tangent-4
 * 0.39×, water-huge3 0.15×; but 1.25× on rain (2693 edges, where the tree is at its best) and
 * 1.4–2.7× where many segments cross a vertical line (stars over 64 edges, noisy circle 1024,
 * hilbert). Hence the limits below (a size, a density, the leaves' spread), and a bound on
 * its work where those sums miss a few tall clusters.
 */

/**
 * Above this many segments only outlines the tree boxes badly are swept (LEAF_SPREAD_MIN):
 * rain's 2693 edges took 1.25× the tree's time; eberly-6's 1418 0.73×.
 */
const SWEEP_MAX_SEGMENTS = 2048;

/** The keys hold segment numbers below 2^26 (treeOrderKey): beyond, the tree searches. */
const KEY_MAX_SEGMENTS = 2 ** 26;

/**
 * Where the tree's leaves (4 consecutive segments) span, added up in x, at least this many
 * times their segments' own x extents, many leaves join rings lying apart: within a ring a
 * leaf's segments run end to end, so it spans at most their extents added up, and more
 * comes only from ring ends inside leaves (hundreds of rings of 3–5 points in water-huge3,
 * self-tangent-4 and touching-holes6). Their boxes, and their nodes', reach across the gaps
 * and the walk meets many node pairs, while the sweep's work is the segments' own. Measured,
 * search alone: self-tangent-4 (3.3) 0.39×, water-huge3 (7.3, 12864 edges) 0.15×,
 * touching-holes6 (1.5) 0.81× the tree's time; rain (1.0) 1.25×, hilbert (0.75) 2.3×.
 */
const LEAF_SPREAD_MIN = 1.5;

/**
 * Up to SWEEP_MAX_SEGMENTS segments, the sweep runs where their x extents add up to at most
 * this many times the outline's width: the mean number of segments a vertical line crosses,
 * which the sweep's work grows with. Measured, search alone against the tree: 0.6–0.9× from
 * 2 to 8.5 (noisy circles of 64–256 edges and 8–200 holes, combs, dude, issue35, eberly-6,
 * water2 at 8.5), 0.9× for a 64-spike star at 10.2, but 1.16× for a noisy circle of 500
 * edges with 10 holes at 11.4, and 1.4–2.7× from 16 on (hilbert, noisy circle 1024, stars).
 */
const SWEEP_MAX_DENSITY = 9;

/**
 * The sweep's work (the insertion sort's moves at worst, judged from its buckets' sizes
 * before sorting, then the pairs of boxes met overlapping in x) may reach this many per
 * segment before it gives up and the tree searches (nothing has been visited yet). The rules above judge sums, and a few tall clusters can pass them
 * while the sweep's work grows with the square of a cluster's size: two columns of 4000
 * triangles each, alternating in ring order, took 1.1 s with the sweep where the tree takes
 * 0.3 s (validate as a whole). The fixtures meet at most 51 pairs per segment (water-huge3).
 */
const SWEEP_WORK_PER_SEGMENT = 256;

const boxScratch = float64Scratch();
const indexScratch = int32Scratch();
const bucketScratch = int32Scratch();
const countScratch = int32Scratch();
/** The least coordinate and the width along the axis swept (suitsSweep's answer; one array, not one per call). */
const range = new Float64Array(2);
/**
 * The candidates' keys (treeOrderKey), grown by copying as they are found; dropped after a
 * call that grew them past KEYS_KEPT_MAX. Unsigned 32-bit keys up to 2^16 segments, doubles
 * above: a typed sort of doubles took 2.7× as long on 600 keys.
 */
let keys: Uint32Array | Float64Array = new Uint32Array(64);

/** Up to this many segments the keys fit in 32 bits (treeOrderKey). */
const KEY_32_MAX_SEGMENTS = 0x10000;

/** Keys kept from call to call at most (8 MB): up to 256 per segment could hold far more for the process's life. */
const KEYS_KEPT_MAX = 1 << 20;

/**
 * Visits the candidate pairs as `forEachSegmentPairInTree` does, in its order (see the
 * header), by sort and sweep along x, or else along y, and returns true; or returns false
 * without visiting anything when the outline suits neither (too many segments, or too many
 * crossing a line across the axis; a zero or infinite extent; more work than
 * SWEEP_WORK_PER_SEGMENT allows) and the tree should search, or when the tree would test
 * every pair directly (up to BRUTE_FORCE_MAX segments: another order).
 * @internal
 */
export function forEachSegmentPairBySweep(
  segments: Float64Array,
  count: number,
  visit: (i: number, j: number) => boolean | void,
  follows: Uint8Array | null,
): boolean {
  return sweptAlongX(segments, count, visit, follows) || sweptAlongY(segments, count, visit, follows, null);
}

/** The sweep along x alone (see forEachSegmentPairBySweep): whether it suited and visited. @internal */
export function sweptAlongX(
  segments: Float64Array,
  count: number,
  visit: (i: number, j: number) => boolean | void,
  follows: Uint8Array | null,
): boolean {
  if (count <= BRUTE_FORCE_MAX || count > KEY_MAX_SEGMENTS) return false;
  return suitsSweep(segments, count, 0) && sweepAlongX(segments, count, visit, follows);
}

/**
 * The sweep along y alone (see forEachSegmentPairBySweep): whether it suited and visited.
 * `spreadY`: the segments' spread along y as boxLeaves measured it (leafSpreadY), or null
 * to measure it here.
 * @internal
 */
export function sweptAlongY(
  segments: Float64Array,
  count: number,
  visit: (i: number, j: number) => boolean | void,
  follows: Uint8Array | null,
  spreadY: Float64Array | null,
): boolean {
  if (count <= BRUTE_FORCE_MAX || count > KEY_MAX_SEGMENTS) return false;
  const suits =
    spreadY === null
      ? suitsSweep(segments, count, 1)
      : suitsSpread(count, spreadY[0], spreadY[1], spreadY[2], spreadY[3]);
  // Judged on the segments' own y first: the mirrored copy is made only where it suits.
  return suits && sweepAlongX(mirrored(segments, count), count, visit, follows);
}

const mirrorScratch = float64Scratch();

/**
 * The segments mirrored across the line y = x (x and y swapped), so that sweeping them along
 * x sweeps the originals along y: many rings stacked in a column, listed out of order, where
 * the tree's boxes reach across the column and its walk grew with the square of their number
 * (10 000 triangles, validate 1.7–2.5 s). The candidates are the same pairs: boxes overlap
 * alike, and the side test gives the same answer on mirrored segments (its values negate
 * exactly: the same products and sums, negated; see segment-side.ts).
 */
function mirrored(segments: Float64Array, count: number): Float64Array {
  const out = mirrorScratch.take(4 * count);
  for (let k = 0; k < 4 * count; k += 2) {
    out[k] = segments[k + 1];
    out[k + 1] = segments[k];
  }
  return out;
}

/**
 * The sweep along x (see forEachSegmentPairBySweep) of segments that suit it (`range` holds
 * their least x and width), or false where it would take more work than the budget.
 */
function sweepAlongX(
  segments: Float64Array,
  count: number,
  visit: (i: number, j: number) => boolean | void,
  follows: Uint8Array | null,
): boolean {
  const boxes = boxScratch.take(4 * count);
  const index = indexScratch.take(count);
  const budget = SWEEP_WORK_PER_SEGMENT * count;
  if (!sortBoxes(segments, count, boxes, index, budget)) return false;
  const narrow = count <= KEY_32_MAX_SEGMENTS;
  if (narrow !== keys instanceof Uint32Array) keys = narrow ? new Uint32Array(64) : new Float64Array(64);
  const found = sweepCandidates(segments, count, boxes, index, follows, budget);
  if (found < 0) return false;
  visitInTreeOrder(found, visit);
  if (keys.length > KEYS_KEPT_MAX) keys = new Uint32Array(64);
  return true;
}

/**
 * Whether the sweep along x (`axis` 0) or y (1) suits the segments (see SWEEP_MAX_DENSITY
 * and LEAF_SPREAD_MIN): their width along it finite and not zero (nor so small that the
 * buckets' scale overflows), and either few of them (SWEEP_MAX_SEGMENTS) with few crossing
 * a line across the axis, or the tree's leaves spread far wider than their segments; leaves
 * the least coordinate and the width in `range`. Along y it reads the segments' y in place:
 * the sums a pass over the mirrored segments would make, term for term, without the copy
 * where y does not suit either. (A pass over all of them: judged on every 16th segment,
 * hilbert, a curve built in powers of two, passed for sparse.)
 */
function suitsSweep(segments: Float64Array, count: number, axis: number): boolean {
  let min = Infinity;
  let max = -Infinity;
  let extents = 0;
  let leafExtents = 0;
  for (let first = 0; first < count; first += LEAF_SIZE) {
    let leafMin = Infinity;
    let leafMax = -Infinity;
    const end = 4 * Math.min(count, first + LEAF_SIZE);
    for (let k = 4 * first + axis; k < end; k += 4) {
      const c0 = segments[k];
      const c1 = segments[k + 2];
      const lo = c0 < c1 ? c0 : c1;
      const hi = c0 < c1 ? c1 : c0;
      if (lo < leafMin) leafMin = lo;
      if (hi > leafMax) leafMax = hi;
      extents += hi - lo;
    }
    leafExtents += leafMax - leafMin;
    if (leafMin < min) min = leafMin;
    if (leafMax > max) max = leafMax;
  }
  return suitsSpread(count, min, max, extents, leafExtents);
}

/**
 * suitsSweep's rule on the sums it measures (the least and greatest coordinate, the
 * segments' extents and the leaves' added up), and `range` from them.
 */
function suitsSpread(count: number, min: number, max: number, extents: number, leafExtents: number): boolean {
  const width = max - min;
  range[0] = min;
  range[1] = width;
  const sparse = count <= SWEEP_MAX_SEGMENTS && extents <= SWEEP_MAX_DENSITY * width;
  // The buckets' scale, count / width, must be finite: a subnormal width would make it
  // infinite, and a least coordinate times it NaN, which no bucket holds.
  return (
    width > 0 && width < Infinity && count / width < Infinity && (sparse || leafExtents >= LEAF_SPREAD_MIN * extents)
  );
}

/**
 * Writes the segments' boxes (minX, minY, maxX, maxY) to `boxes` in order of least x, and
 * each box's segment to `index`. Buckets of equal width by least x first (a counting sort;
 * rounding is monotonic, so a box's bucket never precedes a smaller least x's), each box
 * written straight to its bucket's next place (the segments read in order), then an
 * insertion sort, which moves a box only past boxes of its own bucket. Returns false,
 * sorting nothing, where that could take more than `budget` moves (k boxes in a bucket, up
 * to k(k − 1)/2: one far outlier puts all the others in one bucket).
 */
function sortBoxes(
  segments: Float64Array,
  count: number,
  boxes: Float64Array,
  index: Int32Array,
  budget: number,
): boolean {
  if (!placeByBucket(segments, count, boxes, index, budget)) return false;
  for (let o = 1; o < count; o++) {
    const k = 4 * o;
    const minX = boxes[k];
    if (!(boxes[k - 4] > minX)) continue; // in place already: most boxes
    const minY = boxes[k + 1];
    const maxX = boxes[k + 2];
    const maxY = boxes[k + 3];
    const i = index[o];
    let p = o;
    for (; p > 0 && boxes[4 * p - 4] > minX; p--) moveBox(boxes, index, p - 1);
    writeBox(boxes, index, p, minX, minY, maxX, maxY, i);
  }
  return true;
}

/** Moves box p (and its segment) one place up (element by element: with copyWithin the search took 1.1× as long on dude and issue35). */
function moveBox(boxes: Float64Array, index: Int32Array, p: number): void {
  const k = 4 * p;
  boxes[k + 4] = boxes[k];
  boxes[k + 5] = boxes[k + 1];
  boxes[k + 6] = boxes[k + 2];
  boxes[k + 7] = boxes[k + 3];
  index[p + 1] = index[p];
}

function writeBox(
  boxes: Float64Array,
  index: Int32Array,
  p: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  i: number,
): void {
  boxes[4 * p] = minX;
  boxes[4 * p + 1] = minY;
  boxes[4 * p + 2] = maxX;
  boxes[4 * p + 3] = maxY;
  index[p] = i;
}

/**
 * Writes each segment's box to `boxes`, and the segment to `index`, ordered by bucket of
 * least x (n buckets over the width in `range`), in segment order within a bucket; or
 * returns false, writing nothing, where the buckets' sizes allow more than `budget` moves
 * to sort them.
 */
function placeByBucket(
  segments: Float64Array,
  count: number,
  boxes: Float64Array,
  index: Int32Array,
  budget: number,
): boolean {
  const bucket = bucketScratch.take(count);
  const starts = countScratch.take(count + 1);
  const minX = range[0];
  const scale = count / range[1];
  starts.fill(0, 0, count + 1);
  for (let i = 0; i < count; i++) {
    const x0 = segments[4 * i];
    const x1 = segments[4 * i + 2];
    const b = Math.min(count - 1, Math.floor(((x0 < x1 ? x0 : x1) - minX) * scale));
    bucket[i] = b;
    starts[b + 1]++;
  }
  if (bucketStarts(starts, count) > budget) return false;
  for (let i = 0; i < count; i++) {
    const x0 = segments[4 * i];
    const y0 = segments[4 * i + 1];
    const x1 = segments[4 * i + 2];
    const y1 = segments[4 * i + 3];
    writeBox(
      boxes,
      index,
      starts[bucket[i]]++,
      x0 < x1 ? x0 : x1,
      y0 < y1 ? y0 : y1,
      x0 < x1 ? x1 : x0,
      y0 < y1 ? y1 : y0,
      i,
    );
  }
  return true;
}

/**
 * Keys (treeOrderKey) of the candidate pairs, in `keys`; returns how many, or −1 once more
 * than `budget` pairs of boxes have been met (see SWEEP_WORK_PER_SEGMENT). Each pair of
 * boxes overlapping in x is met once, from the one earlier in the order (its least x is
 * at most the other's, which is at most its greatest x).
 */
function sweepCandidates(
  segments: Float64Array,
  count: number,
  boxes: Float64Array,
  index: Int32Array,
  follows: Uint8Array | null,
  budget: number,
): number {
  let found = 0;
  let met = 0;
  const end = 4 * count;
  for (let p = 0; p < end; p += 4) {
    const minY = boxes[p + 1];
    const maxX = boxes[p + 2];
    const maxY = boxes[p + 3];
    const i = index[p >> 2];
    let q = p + 4;
    for (; q < end && boxes[q] <= maxX; q += 4) {
      if (boxes[q + 1] > maxY || boxes[q + 3] < minY) continue;
      const j = index[q >> 2];
      if (isSweepCandidate(segments, i < j ? i : j, i < j ? j : i, follows))
        found = addKey(found, treeOrderKey(i < j ? i : j, i < j ? j : i));
    }
    met += (q - p - 4) >> 2;
    if (met > budget) return -1;
  }
  return found;
}

/** The tree's remaining tests of a pair i < j whose boxes overlap (its isCandidate without the box test): not a continuation, not clearly one side. */
function isSweepCandidate(segments: Float64Array, i: number, j: number, follows: Uint8Array | null): boolean {
  if (j === i + 1 && follows !== null && follows[i] === 1) return false;
  return !clearlyOneSide(segments, i, j);
}

/** Stores `key` as the candidate at `found` (growing the keys) and returns the new count. */
function addKey(found: number, key: number): number {
  if (found === keys.length) {
    const grown = keys instanceof Uint32Array ? new Uint32Array(2 * found) : new Float64Array(2 * found);
    grown.set(keys);
    keys = grown;
  }
  keys[found] = key;
  return found + 1;
}

/** Visits the first `found` candidates in increasing key order (the tree's), until `visit` returns true. */
function visitInTreeOrder(found: number, visit: (i: number, j: number) => boolean | void): void {
  const sorted = keys.subarray(0, found).sort();
  for (let k = 0; k < found; k++) {
    const key = sorted[k];
    if (visit(treeOrderPart(key, true), treeOrderPart(key, false)) === true) return;
  }
}
