/**
 * Up to this many vertices the table is a dense vertexCount² matrix instead of a hash:
 * an edge's cell is u·vertexCount + v, found without hashing or probing, and a generation
 * stamp per cell marks it filled, so emptying the table costs nothing. 128² cells are
 * 128 KB of buffers.
 */
const DENSE_MAX_VERTICES = 128;

/** Generations before the dense stamps are cleared and numbering restarts. */
const MAX_GENERATION = 0x3fffffff;

/**
 * Signed counts on directed edges (u, v) of vertex indices, for the tiling proof's chain
 * (cycle-check.ts): a hash with open addressing in typed arrays, or for few vertices a dense
 * matrix (see DENSE_MAX_VERTICES): no per-entry allocation, unlike a `Map`. One scratch
 * table is reused by every call (`EdgeTable.scratch`): proofs run one after another, never
 * nested, and a fresh table per call would cost more than a small polygon's merge.
 * @internal
 */
export class EdgeTable {
  private static shared: EdgeTable | null = null;
  private from = new Int32Array(0);
  private to = new Int32Array(0);
  private values = new Int32Array(0);
  private mask = 0;
  /** Dense mode: the vertex count (a cell is u · side + v); 0 in hash mode. */
  private side = 0;
  /** Dense mode: the cells' values and the generation that last wrote each. */
  private cellValues = new Int32Array(0);
  private cellStamps = new Int32Array(0);
  private generation = 0;
  /** How many stored edges have a value other than 0 (kept by `add`). */
  private nonZero = 0;

  /** Whether a table over this many vertices is the dense matrix (no hashing). */
  static isDense(vertexCount: number): boolean {
    return vertexCount <= DENSE_MAX_VERTICES;
  }

  /**
   * The shared table, emptied and sized for `capacity` edges between vertices numbered below
   * `vertexCount`. Valid until the next call.
   */
  static scratch(capacity: number, vertexCount: number): EdgeTable {
    EdgeTable.shared ??= new EdgeTable();
    return EdgeTable.shared.reset(capacity, vertexCount);
  }

  private reset(capacity: number, vertexCount: number): this {
    this.nonZero = 0;
    this.side = EdgeTable.isDense(vertexCount) ? vertexCount : 0;
    return this.side > 0 ? this.resetDense() : this.resetHash(capacity);
  }

  private resetDense(): this {
    const cells = this.side * this.side;
    if (this.cellStamps.length < cells) {
      this.cellStamps = new Int32Array(DENSE_MAX_VERTICES * DENSE_MAX_VERTICES);
      this.cellValues = new Int32Array(DENSE_MAX_VERTICES * DENSE_MAX_VERTICES);
    }
    if (this.generation === MAX_GENERATION) {
      this.cellStamps.fill(0);
      this.generation = 0;
    }
    this.generation++;
    return this;
  }

  private resetHash(capacity: number): this {
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
    let before: number;
    if (this.side > 0) {
      const cell = u * this.side + v;
      before = this.cellStamps[cell] === this.generation ? this.cellValues[cell] : 0;
      this.cellStamps[cell] = this.generation;
      this.cellValues[cell] = before + delta;
    } else {
      const slot = this.find(u, v);
      before = this.from[slot] === -1 ? 0 : this.values[slot];
      this.from[slot] = u;
      this.to[slot] = v;
      this.values[slot] = before + delta;
    }
    this.nonZero += (before + delta !== 0 ? 1 : 0) - (before !== 0 ? 1 : 0);
  }

  /** Some edge whose value `add` left other than 0, as [u, v], or null (O(1) when none). */
  findNonZero(): [number, number] | null {
    if (this.nonZero === 0) return null;
    if (this.side > 0) {
      for (let cell = 0; cell < this.side * this.side; cell++) {
        if (this.cellStamps[cell] === this.generation && this.cellValues[cell] !== 0)
          return [Math.floor(cell / this.side), cell % this.side];
      }
      return null;
    }
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
