// detect-collisions' body factories as sepax shapes, for the peer-suite ports in core, query
// and decomp (each port keeps the peer's own inputs).
import { Polygon, type VecLike } from '@sepax/core';

/** `system.createPolygon({ x, y }, points)`. */
export function dcPolygon(x: number, y: number, points: VecLike[]): Polygon {
  return new Polygon(points, { position: [x, y] });
}

/** `system.createBox({ x, y }, w, h)`: the corner at (x, y). */
export function dcBox(x: number, y: number, w: number, h: number): Polygon {
  return dcPolygon(x, y, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
}

/** The 10 × 10 square the peer's specs use, corner at the origin. */
export const square10 = (): VecLike[] => [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];
