import type { Vec2 } from '@sepax/core';

/** An axis-aligned box, in the coordinates of the points it bounds. @internal */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The box around every point of `rings` (min +Infinity, max -Infinity when there is none).
 * Loops, not `Math.min(...ring)`: spreading a ring of some 10⁵ points overflows the stack.
 * @internal
 */
export function boundsOf(rings: readonly (readonly Vec2[])[]): Bounds {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of rings) {
    for (const p of ring) {
      box.minX = Math.min(box.minX, p.x);
      box.minY = Math.min(box.minY, p.y);
      box.maxX = Math.max(box.maxX, p.x);
      box.maxY = Math.max(box.maxY, p.y);
    }
  }
  return box;
}

/** The larger side of a box. @internal */
export function sizeOf(box: Bounds): number {
  return Math.max(box.maxX - box.minX, box.maxY - box.minY);
}
