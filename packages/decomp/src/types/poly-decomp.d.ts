// poly-decomp 0.3 ships no types. Only the function sepax calls is declared; points are
// `[x, y]` pairs and polygons are arrays of them.
declare module 'poly-decomp' {
  type Point = [number, number];
  interface PolyDecomp {
    /** Bayazit's fast decomposition (may add Steiner points); the argument list is positional. */
    quickDecomp(
      polygon: Point[],
      result?: Point[][],
      reflexVertices?: Point[],
      steinerPoints?: Point[],
      delta?: number,
      maxlevel?: number,
      level?: number,
    ): Point[][];
  }
  const polyDecomp: PolyDecomp;
  export default polyDecomp;
}
