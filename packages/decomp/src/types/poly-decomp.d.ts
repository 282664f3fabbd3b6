// poly-decomp 0.3 ships no types. Only the two functions sepax calls are declared; points are
// `[x, y]` pairs and polygons are arrays of them.
declare module 'poly-decomp' {
  type Point = [number, number];
  interface PolyDecomp {
    /** Keil's optimal decomposition (fewest diagonals); exponential in the reflex count. */
    decomp(polygon: Point[]): Point[][] | false;
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
