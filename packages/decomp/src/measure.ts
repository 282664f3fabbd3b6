/* Boxes and areas of rings: what cleaning, validation and the proof measure. */

import type { Vec2 } from '@sepax/core';
import { requireWorkableRange } from '@sepax/core/internal';

/** An axis-aligned box. @internal */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Rejects with INVALID_ARGUMENT rings whose box's products would overflow or underflow; returns the box. @internal */
export function requireWorkableBox(box: Box): Box {
  requireWorkableRange(Math.max(-box.minX, box.maxX, -box.minY, box.maxY), sizeOf(box), 'The polygon');
  return box;
}

/** The bounding box of several rings. @internal */
export function boundsOf(rings: readonly (readonly Vec2[])[]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of rings) {
    for (const p of ring) {
      if (p.x < box.minX) box.minX = p.x;
      if (p.y < box.minY) box.minY = p.y;
      if (p.x > box.maxX) box.maxX = p.x;
      if (p.y > box.maxY) box.maxY = p.y;
    }
  }
  return box;
}

/** The bounding box of the points `from … to` of flat coordinates `coords` (x, y each). @internal */
export function boundsXY(coords: Float64Array, from: number, to: number): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 2 * from; k < 2 * to; k += 2) {
    const x = coords[k];
    const y = coords[k + 1];
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** The boxes of points `0 … split` (the outer ring) and `0 … count`, or null if one is not finite. @internal */
export function finiteBoundsXY(coords: Float64Array, split: number, count: number): { outer: Box; all: Box } | null {
  // x × 0 is NaN exactly when x is not finite, else ±0: the sum stays 0 while all are finite.
  let probe = 0;
  for (let k = 0; k < 2 * count; k++) probe += coords[k] * 0;
  if (probe !== 0) return null;
  const outer = boundsXY(coords, 0, split);
  return { outer, all: split === count ? outer : boundsXY(coords, 0, count) };
}

/** The larger side of a box (0 for an empty or point box). @internal */
export function sizeOf(box: Box): number {
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  return Number.isFinite(size) ? size : 0;
}

/** Shoelace signed area (> 0 counter-clockwise), about an origin near the ring so digits do not cancel. @internal */
export function signedArea(ring: readonly Vec2[], originX = 0, originY = 0): number {
  let twice = 0;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++)
    twice += crossAbout(ring[j].x, ring[j].y, ring[i].x, ring[i].y, originX, originY);
  return twice / 2;
}

/** The shoelace term of edge a→b about the origin: twice the signed area of (origin, a, b). @internal */
export function crossAbout(ax: number, ay: number, bx: number, by: number, originX: number, originY: number): number {
  return (ax - originX) * (by - originY) - (bx - originX) * (ay - originY);
}

/** The area a polygon with holes encloses, |outer| − Σ|hole|, each ring's taken about `origin`. @internal */
export function enclosedArea(outer: readonly Vec2[], holes: readonly (readonly Vec2[])[], origin: Vec2): number {
  let area = Math.abs(signedArea(outer, origin.x, origin.y));
  for (const hole of holes) area -= Math.abs(signedArea(hole, origin.x, origin.y));
  return area;
}

/** The centre of a box. @internal */
export function centreOf(box: Box): Vec2 {
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}
