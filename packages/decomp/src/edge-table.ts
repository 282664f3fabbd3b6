/**
 * A hash table from directed edges (u, v) of vertex indices to non-negative integers, with
 * open addressing in typed arrays: several times faster than a `Map` keyed by u·n + v on
 * the merge and proof loops, and no per-entry allocation. A missing edge reads as −1;
 * setting −1 "removes" it.
 * @internal
 */
export class EdgeTable {
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  private readonly values: Int32Array;
  private readonly mask: number;

  /** @param capacity - the most edges that will be stored */
  constructor(capacity: number) {
    let size = 16;
    while (size < 2 * capacity) size *= 2;
    this.from = new Int32Array(size).fill(-1);
    this.to = new Int32Array(size);
    this.values = new Int32Array(size);
    this.mask = size - 1;
  }

  get(u: number, v: number): number {
    const slot = this.find(u, v);
    return this.from[slot] === -1 ? -1 : this.values[slot];
  }

  set(u: number, v: number, value: number): void {
    const slot = this.find(u, v);
    this.from[slot] = u;
    this.to[slot] = v;
    this.values[slot] = value;
  }

  /** The slot holding (u, v), or the empty slot where it would go (linear probing). */
  private find(u: number, v: number): number {
    let slot = (Math.imul(u, 0x9e3779b1) ^ Math.imul(v, 0x85ebca6b)) & this.mask;
    while (this.from[slot] !== -1 && (this.from[slot] !== u || this.to[slot] !== v)) slot = (slot + 1) & this.mask;
    return slot;
  }
}
