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
  private fresh = new Float64Array(64);
  private freshCount = 0;

  /** Records a newly found candidate pair (either order; duplicates are fine). */
  addFresh(a: number, b: number): void {
    if (this.freshCount === this.fresh.length) this.fresh = resizeF64(this.fresh, 2 * this.fresh.length);
    this.fresh[this.freshCount++] = a < b ? a * PAIR_KEY_BASE + b : b * PAIR_KEY_BASE + a;
  }

  /**
   * Merges the fresh pairs into the sorted list, dropping duplicates. A pair already listed
   * keeps its slot and stamp; a new one has neither. The merge runs backwards in place, from
   * the end of the room for both lists: no second copy of the list is kept.
   */
  mergeFresh(): void {
    if (this.freshCount === 0) return;
    const fresh = this.fresh;
    const freshCount = this.freshCount;
    sortKeys(fresh, freshCount);
    const total = this.count + freshCount;
    if (this.keys.length < total) this.grow(Math.max(total, 2 * this.keys.length));
    const { keys, slots, stamps } = this;
    let i = this.count - 1;
    let w = total - 1;
    for (let j = freshCount - 1; j >= 0; j--) {
      const key = fresh[j];
      while (i >= 0 && keys[i] > key) this.moveTo(w--, i--);
      // A fresh pair already listed, or fresh twice, adds nothing.
      if ((i >= 0 && keys[i] === key) || (j + 1 < freshCount && fresh[j + 1] === key)) continue;
      keys[w] = key;
      slots[w] = NO_RESULT;
      stamps[w--] = 0;
    }
    // Dropped duplicates leave a gap between the listed pairs still in place and the merged tail.
    if (w > i) this.moveRange(i + 1, w + 1, total);
    this.count = total - (w - i);
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

  private grow(length: number): void {
    this.keys = resizeF64(this.keys, length);
    this.slots = resizeI32(this.slots, length);
    this.stamps = resizeI32(this.stamps, length);
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
