import type { Vec2 } from '@sepax/core';
import { orientXY } from '@sepax/core/internal';

// The exact orientation sign (1 left, −1 right, 0 collinear) is core's, shared with query.
export { orient, orientXY } from '@sepax/core/internal';

/** {@link orientXY} of vertices a, b and c of a flat coordinate array [x0, y0, x1, y1, …]. @internal */
export function orientVertices(coords: ArrayLike<number>, a: number, b: number, c: number): number {
  return orientXY(coords[2 * a], coords[2 * a + 1], coords[2 * b], coords[2 * b + 1], coords[2 * c], coords[2 * c + 1]);
}

/** The exact turn (1 left, −1 right, 0 straight) at vertex i of the ring coords[0 … 2n). @internal */
export function cornerTurn(coords: ArrayLike<number>, n: number, i: number): number {
  return orientVertices(coords, i === 0 ? n - 1 : i - 1, i, i + 1 === n ? 0 : i + 1);
}

/** The first vertex of the ring coords[0 … 2n) that is not a strictly convex corner, or −1. @internal */
export function firstReflexVertex(coords: Float64Array, n: number): number {
  for (let i = 0; i < n; i++) if (cornerTurn(coords, n, i) <= 0) return i;
  return -1;
}

/** How two closed segments meet. @internal */
export const enum Contact {
  /** No common point. */
  None = 0,
  /** They share a point but do not cross (an endpoint on the other, or collinear overlap). */
  Touch = 1,
  /** They cross at one point interior to both. */
  Cross = 2,
}

/** Exact classification of how closed segments ab and cd meet, on raw coordinates. @internal */
export function segmentContactXY(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): Contact {
  const o1 = orientXY(ax, ay, bx, by, cx, cy);
  const o2 = orientXY(ax, ay, bx, by, dx, dy);
  if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0)) return Contact.None;
  const o3 = orientXY(cx, cy, dx, dy, ax, ay);
  const o4 = orientXY(cx, cy, dx, dy, bx, by);
  if ((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0)) return Contact.None;
  if (o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) return Contact.Cross;
  if (o1 === 0 && within(ax, ay, bx, by, cx, cy)) return Contact.Touch;
  if (o2 === 0 && within(ax, ay, bx, by, dx, dy)) return Contact.Touch;
  if (o3 === 0 && within(cx, cy, dx, dy, ax, ay)) return Contact.Touch;
  if (o4 === 0 && within(cx, cy, dx, dy, bx, by)) return Contact.Touch;
  return Contact.None;
}

function within(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** For p collinear with ab: whether p lies within the closed segment (exact comparisons). @internal */
export function onSegment(a: Vec2, b: Vec2, p: Vec2): boolean {
  return within(a.x, a.y, b.x, b.y, p.x, p.y);
}

/** The point where segments ab and cd cross, interior to both (Contact.Cross). @internal */
export function crossingPoint(a: Vec2, b: Vec2, c: Vec2, d: Vec2): Vec2 {
  const denom = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  const t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / denom;
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}
