import { orientation } from './polygon-points.js';

/**
 * Convex hull of a flat point list by Andrew's monotone chain, counter-clockwise, with
 * collinear points on the hull dropped. O(n log n).
 * @internal
 */
export function convexHull(flat: readonly number[]): number[] {
  const n = flat.length / 2;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((i, j) => flat[2 * i] - flat[2 * j] || flat[2 * i + 1] - flat[2 * j + 1]);
  const lower = chain(flat, order);
  const upper = chain(flat, order.reverse());
  // Each chain ends where the other starts; drop those repeats.
  lower.pop();
  upper.pop();
  const hull: number[] = [];
  for (const i of lower.concat(upper)) hull.push(flat[2 * i], flat[2 * i + 1]);
  return hull;
}

/** One half of the hull: keeps only left turns while walking the sorted points. */
function chain(flat: readonly number[], order: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of order) {
    while (out.length >= 2 && orientation(flat, out[out.length - 2], out[out.length - 1], i) <= 0) out.pop();
    out.push(i);
  }
  return out;
}
