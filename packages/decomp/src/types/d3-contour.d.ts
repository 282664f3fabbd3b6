// d3-contour 4 ships no types (and @types/d3-contour is not a dependency): only the
// marching-squares generator sepax uses is declared.
declare module 'd3-contour' {
  /** A GeoJSON MultiPolygon: polygons of rings of `[x, y]` points, first ring outer. */
  interface ContourMultiPolygon {
    type: 'MultiPolygon';
    value: number;
    coordinates: [number, number][][][];
  }
  interface Contours {
    size(size: [number, number]): Contours;
    smooth(smooth: boolean): Contours;
    thresholds(thresholds: number[]): Contours;
    (values: ArrayLike<number>): ContourMultiPolygon[];
    contour(values: ArrayLike<number>, threshold: number): ContourMultiPolygon;
  }
  export function contours(): Contours;
}
