/**
 * Z-order (Morton order) keys for ids with boxes: sorting ids by them puts ids whose boxes are
 * near in space next to each other, so a batch of tree operations run in that order keeps
 * reaching the same branches, which stay in cache (query-broadphase bench suite, 100k moving
 * bodies).
 * @internal
 */

import { PAIR_KEY_BASE, sortKeys } from './pair-cache.js';

/** Steps per axis: 2 × 13 bits of Morton code times PAIR_KEY_BASE (2^26) stays an exact float64 integer. */
const STEPS = 1 << 13;

/**
 * Writes into `out` the keys `code × PAIR_KEY_BASE + id` of `ids[0…count−1]`, sorted, where
 * `code` interleaves the bits of the centre of the id's box (`boxes[4·slot…]`, slot = the id
 * itself, or its position in `ids` when `byPosition`) quantised across the box `frame[f…f+3]`.
 * Read an id back as `key % PAIR_KEY_BASE`. `out` must hold `count` keys.
 * @internal
 */
export function sortByZOrder(
  ids: Int32Array,
  count: number,
  boxes: Float64Array,
  byPosition: boolean,
  frame: Float64Array,
  f: number,
  out: Float64Array,
): void {
  // Steps per unit of a sum of min and max (twice the centre, so no halving per id).
  const sx = frame[f + 2] > frame[f] ? STEPS / (2 * (frame[f + 2] - frame[f])) : 0;
  const sy = frame[f + 3] > frame[f + 1] ? STEPS / (2 * (frame[f + 3] - frame[f + 1])) : 0;
  const x0 = 2 * frame[f];
  const y0 = 2 * frame[f + 1];
  for (let i = 0; i < count; i++) {
    const id = ids[i];
    const o = 4 * (byPosition ? i : id);
    const qx = Math.min(STEPS - 1, Math.max(0, Math.floor((boxes[o] + boxes[o + 2] - x0) * sx)));
    const qy = Math.min(STEPS - 1, Math.max(0, Math.floor((boxes[o + 1] + boxes[o + 3] - y0) * sy)));
    out[i] = (spreadBits(qx) | (spreadBits(qy) << 1)) * PAIR_KEY_BASE + id;
  }
  sortKeys(out, count);
}

/** The 13 low bits of v spread to the even bit positions (half a Morton code); NaN gives 0. */
function spreadBits(v: number): number {
  let x = v & (STEPS - 1);
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  return (x | (x << 1)) & 0x55555555;
}
