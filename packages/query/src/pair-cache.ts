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

import { resizeF64 } from './aabb-tree.js';

/** Handles must stay below this so a pair key is an exact float64 integer (2^26 × 2^26 = 2^52). */
export const PAIR_KEY_BASE = 2 ** 26;

/** @internal */
export class PairCache {
  /** Sorted pair keys; the first `count` are live. */
  keys = new Float64Array(64);
  count = 0;
  private spare = new Float64Array(64);
  private fresh = new Float64Array(64);
  private freshCount = 0;

  /** Records a newly found candidate pair (either order; duplicates are fine). */
  addFresh(a: number, b: number): void {
    if (this.freshCount === this.fresh.length) this.fresh = resizeF64(this.fresh, 2 * this.fresh.length);
    this.fresh[this.freshCount++] = a < b ? a * PAIR_KEY_BASE + b : b * PAIR_KEY_BASE + a;
  }

  /** Merges the fresh pairs into the sorted list, dropping duplicates. */
  mergeFresh(): void {
    if (this.freshCount === 0) return;
    const fresh = this.fresh.subarray(0, this.freshCount).sort();
    const total = this.count + this.freshCount;
    if (this.spare.length < total) this.spare = new Float64Array(Math.max(total, 2 * this.spare.length));
    const keys = this.keys;
    const out = this.spare;
    let i = 0;
    let j = 0;
    let n = 0;
    let last = -1;
    while (i < this.count || j < fresh.length) {
      const key = j >= fresh.length || (i < this.count && keys[i] <= fresh[j]) ? keys[i++] : fresh[j++];
      if (key !== last) out[n++] = key;
      last = key;
    }
    this.spare = keys.length >= out.length ? keys : new Float64Array(out.length);
    this.keys = out;
    this.count = n;
    this.freshCount = 0;
  }

  /** Forgets every pair. */
  clear(): void {
    this.count = 0;
    this.freshCount = 0;
  }
}

/** The smaller handle of a pair key. @internal */
export function pairLow(key: number): number {
  return Math.floor(key / PAIR_KEY_BASE);
}

/** The larger handle of a pair key. @internal */
export function pairHigh(key: number): number {
  return key - Math.floor(key / PAIR_KEY_BASE) * PAIR_KEY_BASE;
}
