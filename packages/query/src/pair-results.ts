import type { Collision } from '@sepax/core';
import type { CollisionFields } from '@sepax/core/internal';
import { resizeF64, resizeI32 } from './aabb-tree.js';

/**
 * The last `Collision` of each candidate pair that overlapped, kept while neither entry is
 * updated: a pair of resting entries (a tile map's, a sleeping pile's) is then reported from
 * here instead of by the narrow phase (query-broadphase bench suite, 100k static + 1k moving).
 *
 * A result is RESULT_SIZE numbers in slot order: normal, depth, mtv, contact count, contacts,
 * and the containment flags. Slots are recycled through a free list, so a frame that only
 * replaces results allocates nothing. A result is loaded back into the one Collision the
 * pair walk hands out, so the callback sees the same object for every pair.
 * @internal
 */
export class PairResults {
  private values = new Float64Array(16 * RESULT_SIZE);
  private free = new Int32Array(16);
  private freeCount = 0;
  private used = 0;
  /** @param target - the Collision that `load` writes into */
  constructor(private readonly target: Collision) {}

  /** Stores `hit` in `slot`, or in a new slot when `slot` is NO_RESULT; returns the slot. */
  store(slot: number, hit: Collision): number {
    const at = slot === NO_RESULT ? this.claim() : slot;
    const v = this.values;
    const o = RESULT_SIZE * at;
    const contacts = hit.contacts;
    v[o] = hit.normal.x;
    v[o + 1] = hit.normal.y;
    v[o + 2] = hit.depth;
    v[o + 3] = hit.mtv.x;
    v[o + 4] = hit.mtv.y;
    v[o + 5] = contacts.length;
    v[o + 6] = contacts[0].x;
    v[o + 7] = contacts[0].y;
    v[o + 8] = contacts.length > 1 ? contacts[1].x : 0;
    v[o + 9] = contacts.length > 1 ? contacts[1].y : 0;
    v[o + 10] = (hit.aInB ? 1 : 0) + (hit.bInA ? 2 : 0);
    return at;
  }

  /** The stored result of `slot`, written into the target Collision. */
  load(slot: number): Collision {
    const v = this.values;
    const o = RESULT_SIZE * slot;
    const hit = this.target;
    const points = (hit as unknown as CollisionFields)._points;
    hit.normal.x = v[o];
    hit.normal.y = v[o + 1];
    hit.depth = v[o + 2];
    hit.mtv.x = v[o + 3];
    hit.mtv.y = v[o + 4];
    points[0].x = v[o + 6];
    points[0].y = v[o + 7];
    points[1].x = v[o + 8];
    points[1].y = v[o + 9];
    (hit as unknown as CollisionFields)._setContactCount(v[o + 5] === 1 ? 1 : 2);
    hit.aInB = (v[o + 10] & 1) !== 0;
    hit.bInA = (v[o + 10] & 2) !== 0;
    return hit;
  }

  /** Returns a slot to the pool (NO_RESULT is ignored). */
  release(slot: number): void {
    if (slot === NO_RESULT) return;
    if (this.freeCount === this.free.length) this.free = resizeI32(this.free, 2 * this.free.length);
    this.free[this.freeCount++] = slot;
  }

  private claim(): number {
    if (this.freeCount > 0) return this.free[--this.freeCount];
    if (RESULT_SIZE * (this.used + 1) > this.values.length)
      this.values = resizeF64(this.values, 2 * this.values.length);
    return this.used++;
  }
}

/** Numbers per stored result. */
const RESULT_SIZE = 11;

/** The slot of a pair without a stored overlap. @internal */
export const NO_RESULT = -1;
