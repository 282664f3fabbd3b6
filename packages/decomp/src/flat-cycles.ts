/**
 * Vertex cycles stored flat: cycle k is vertices[starts[k]] … vertices[starts[k + 1] − 1].
 * Earcut's triangles become these without an array per triangle.
 * @internal
 */
export class FlatCycles {
  constructor(
    readonly vertices: Int32Array,
    readonly starts: Int32Array,
  ) {}

  get count(): number {
    return this.starts.length - 1;
  }

  /** The position of the vertex after position `i` (in cycle k) around its cycle. */
  nextIn(k: number, i: number): number {
    return i + 1 === this.starts[k + 1] ? this.starts[k] : i + 1;
  }
}
