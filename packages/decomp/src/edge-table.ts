/** Signed counts on directed edges of vertex indices, for the tiling proof's chain. @internal */
export class EdgeTable {
  private static shared: EdgeTable | null = null;
  private from = new Int32Array(0);
  private to = new Int32Array(0);
  private values = new Int32Array(0);
  private mask = 0;
  /** How many stored edges have a value other than 0 (kept by `add`). */
  private nonZero = 0;

  /** The shared table, emptied and sized for `capacity` edges. */
  static scratch(capacity: number): EdgeTable {
    EdgeTable.shared ??= new EdgeTable();
    return EdgeTable.shared.reset(capacity);
  }

  private reset(capacity: number): this {
    this.nonZero = 0;
    let size = 16;
    while (size < 2 * capacity) size *= 2;
    if (this.from.length < size) {
      this.from = new Int32Array(size);
      this.to = new Int32Array(size);
      this.values = new Int32Array(size);
    }
    this.from.fill(-1, 0, size);
    this.mask = size - 1;
    return this;
  }

  /** Adds `delta` to the value of (u, v), a missing edge counting as 0 (signed counts). */
  add(u: number, v: number, delta: number): void {
    const slot = this.find(u, v);
    const before = this.from[slot] === -1 ? 0 : this.values[slot];
    this.from[slot] = u;
    this.to[slot] = v;
    this.values[slot] = before + delta;
    this.nonZero += (before + delta !== 0 ? 1 : 0) - (before !== 0 ? 1 : 0);
  }

  /** Some edge whose value `add` left other than 0, as [u, v], or null (O(1) when none). */
  findNonZero(): [number, number] | null {
    if (this.nonZero === 0) return null;
    for (let slot = 0; slot <= this.mask; slot++) {
      if (this.from[slot] !== -1 && this.values[slot] !== 0) return [this.from[slot], this.to[slot]];
    }
    return null;
  }

  /** The slot holding (u, v), or the empty slot where it would go (linear probing). */
  private find(u: number, v: number): number {
    let slot = (Math.imul(u, 0x9e3779b1) ^ Math.imul(v, 0x85ebca6b)) & this.mask;
    while (this.from[slot] !== -1 && (this.from[slot] !== u || this.to[slot] !== v)) slot = (slot + 1) & this.mask;
    return slot;
  }
}
