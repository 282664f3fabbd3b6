import { describe, expect, it } from 'vitest';
import { boundsOf, sizeOf } from './bounds.js';

describe('boundsOf', () => {
  it('spans every point of every ring (hand-computed)', () => {
    const rings = [
      [
        { x: 1, y: 2 },
        { x: -3, y: 5 },
      ],
      [{ x: 4, y: -1 }],
    ];
    expect(boundsOf(rings)).toEqual({ minX: -3, minY: -1, maxX: 4, maxY: 5 });
    expect(sizeOf(boundsOf(rings))).toBe(7);
  });

  it('is empty (min above max) when there is no point', () => {
    const box = boundsOf([[], []]);
    expect(box.minX).toBe(Infinity);
    expect(box.maxX).toBe(-Infinity);
  });

  it('takes a ring of 200 000 points (past where a spread into Math.min overflows the stack)', () => {
    const ring = Array.from({ length: 200_000 }, (_, i) => ({ x: i, y: 5 - i }));
    expect(boundsOf([ring])).toEqual({ minX: 0, minY: -199_994, maxX: 199_999, maxY: 5 });
  });
});
