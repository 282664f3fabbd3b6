/**
 * The broad phase's persistent candidate pairs (Box2D's pair buffer, kept sorted): every pair
 * of handles whose fat boxes overlapped when one of them last moved. A pair is one float64
 * key, `low × PAIR_KEY_BASE + high`, so ordering the keys orders the pairs by (low, high).
 *
 * Each frame only the handles that left their fat boxes are queried; their new pairs are
 * sorted (few) and merged into the sorted list (linear), duplicates dropped. The list is a
 * superset of the true candidates: the caller drops stale pairs as it walks them.
 *
 * @internal
 */

import { resizeF64, resizeI32 } from './aabb-tree.js';
import { NO_RESULT } from './pair-results.js';

/** Handles must stay below this so a pair key is an exact float64 integer (2^26 × 2^26 = 2^52). */
export const PAIR_KEY_BASE = 2 ** 26;

/** @internal */
export class PairCache {
  /** Sorted pair keys; the first `count` are live. */
  keys = new Float64Array(64);
  /**
   * Per key: the slot of its stored Collision in PairResults (NO_RESULT if none), and the
   * entry stamp its stored verdict was taken at (0: none). See PairWalk.
   */
  slots = new Int32Array(64);
  stamps = new Int32Array(64);
  count = 0;
  private spare = new Float64Array(64);
  private spareSlots = new Int32Array(64);
  private spareStamps = new Int32Array(64);
  private fresh = new Float64Array(64);
  private freshCount = 0;

  /** Records a newly found candidate pair (either order; duplicates are fine). */
  addFresh(a: number, b: number): void {
    if (this.freshCount === this.fresh.length) this.fresh = resizeF64(this.fresh, 2 * this.fresh.length);
    this.fresh[this.freshCount++] = a < b ? a * PAIR_KEY_BASE + b : b * PAIR_KEY_BASE + a;
  }

  /**
   * Merges the fresh pairs into the sorted list, dropping duplicates. A pair already listed
   * keeps its slot and stamp; a new one has neither.
   */
  mergeFresh(): void {
    if (this.freshCount === 0) return;
    const fresh = this.fresh;
    const freshCount = this.freshCount;
    sortKeys(fresh, freshCount);
    const total = this.count + freshCount;
    if (this.spare.length < total) {
      const length = Math.max(total, 2 * this.spare.length);
      this.spare = new Float64Array(length);
      this.spareSlots = new Int32Array(length);
      this.spareStamps = new Int32Array(length);
    }
    const { keys, slots, stamps } = this;
    const out = this.spare;
    const outSlots = this.spareSlots;
    const outStamps = this.spareStamps;
    let i = 0;
    let j = 0;
    let n = 0;
    let last = -1;
    while (i < this.count || j < freshCount) {
      // On a tie the listed pair comes first, so it is the one kept.
      if (j >= freshCount || (i < this.count && keys[i] <= fresh[j])) {
        if (keys[i] !== last) {
          out[n] = keys[i];
          outSlots[n] = slots[i];
          outStamps[n++] = stamps[i];
        }
        last = keys[i++];
      } else {
        if (fresh[j] !== last) {
          out[n] = fresh[j];
          outSlots[n] = NO_RESULT;
          outStamps[n++] = 0;
        }
        last = fresh[j++];
      }
    }
    this.swapSpare();
    this.count = n;
    this.freshCount = 0;
  }

  /** Moves pair `from` to index `to` (≤ from), slot and stamp with it. */
  moveTo(to: number, from: number): void {
    this.keys[to] = this.keys[from];
    this.slots[to] = this.slots[from];
    this.stamps[to] = this.stamps[from];
  }

  /** Moves pairs `from…end−1` down to start at `to`. */
  moveRange(to: number, from: number, end: number): void {
    this.keys.copyWithin(to, from, end);
    this.slots.copyWithin(to, from, end);
    this.stamps.copyWithin(to, from, end);
  }

  /** The merged list (in the spare arrays) becomes the list; the old arrays become the spare. */
  private swapSpare(): void {
    const { keys, slots, stamps } = this;
    this.keys = this.spare;
    this.slots = this.spareSlots;
    this.stamps = this.spareStamps;
    const length = this.keys.length;
    this.spare = keys.length >= length ? keys : new Float64Array(length);
    this.spareSlots = slots.length >= length ? slots : resizeI32(slots, length);
    this.spareStamps = stamps.length >= length ? stamps : resizeI32(stamps, length);
  }

  /** Forgets every pair. */
  clear(): void {
    this.count = 0;
    this.freshCount = 0;
  }
}

/** Below this many keys a range is finished by insertion sort. */
const INSERTION_SORT_BELOW = 16;

/** Pending ranges of `sortKeys`: the larger side is pushed, so 2 × 64 slots cover any count. */
const SORT_STACK = new Int32Array(128);

/**
 * Sorts `a[0…count−1]` ascending in place: quicksort (median of three) with an explicit stack,
 * insertion sort for short ranges. Typed-array `sort` needs a `subarray` view for a prefix,
 * a fresh object every frame; this allocates nothing. Keys are distinct-or-equal integers
 * (no NaN), so plain comparisons order them.
 * @internal
 */
export function sortKeys(a: Float64Array, count: number): void {
  const stack = SORT_STACK;
  let top = 0;
  let lo = 0;
  let hi = count - 1;
  for (;;) {
    if (hi - lo < INSERTION_SORT_BELOW) {
      insertionSort(a, lo, hi);
      if (top === 0) return;
      hi = stack[--top];
      lo = stack[--top];
      continue;
    }
    const split = partition(a, lo, hi);
    // Loop on the smaller side, push the larger: the stack stays O(log n) deep.
    if (split - lo < hi - split) {
      stack[top++] = split + 1;
      stack[top++] = hi;
      hi = split;
    } else {
      stack[top++] = lo;
      stack[top++] = split;
      lo = split + 1;
    }
  }
}

/** Hoare partition of a[lo…hi] around the median of three; returns j with a[lo…j] ≤ a[j+1…hi]. */
function partition(a: Float64Array, lo: number, hi: number): number {
  const mid = (lo + hi) >> 1;
  if (a[mid] < a[lo]) swap(a, mid, lo);
  if (a[hi] < a[lo]) swap(a, hi, lo);
  if (a[hi] < a[mid]) swap(a, hi, mid);
  const pivot = a[mid];
  let i = lo - 1;
  let j = hi + 1;
  for (;;) {
    do i++;
    while (a[i] < pivot);
    do j--;
    while (a[j] > pivot);
    if (i >= j) return j;
    swap(a, i, j);
  }
}

function insertionSort(a: Float64Array, lo: number, hi: number): void {
  for (let i = lo + 1; i <= hi; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= lo && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

/** The smaller handle of a pair key. @internal */
export function pairLow(key: number): number {
  return Math.floor(key / PAIR_KEY_BASE);
}

/** The larger handle of a pair key. @internal */
export function pairHigh(key: number): number {
  return key - Math.floor(key / PAIR_KEY_BASE) * PAIR_KEY_BASE;
}
