/**
 * Vertex cycles stored flat: cycle k is vertices[starts[k]] … vertices[starts[k + 1] − 1].
 * Earcut's triangles become these without an array per triangle, in scratch buffers.
 * @internal
 */
export class FlatCycles {
  /**
   * `count` cycles; the arrays may be longer (scratch buffers): only vertices[0 … size) and
   * starts[0 … count] are read.
   */
  constructor(
    readonly vertices: Int32Array,
    readonly starts: Int32Array,
    readonly count: number,
  ) {}

  /** The vertex entries of all cycles together. */
  get size(): number {
    return this.starts[this.count];
  }

  /** The position of the vertex after position `i` (in cycle k) around its cycle. */
  nextIn(k: number, i: number): number {
    return i + 1 === this.starts[k + 1] ? this.starts[k] : i + 1;
  }
}
