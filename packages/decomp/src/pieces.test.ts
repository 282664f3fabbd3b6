import { describe, expect, test } from 'vitest';
import { decompose } from './decompose.js';
import { signedArea } from './geometry.js';
import { splitToMaxVertices } from './pieces.js';

const regular = (n: number) => Array.from({ length: n }, (_, i) => ({ x: Math.cos((2 * Math.PI * i) / n), y: Math.sin((2 * Math.PI * i) / n) }));

describe('splitToMaxVertices', () => {
  test.each([3, 4, 5, 8])('a 20-gon into pieces of at most %i vertices, area kept, all vertices used', (max) => {
    const polygon = regular(20);
    const pieces = splitToMaxVertices(polygon, max);
    expect(pieces.every((p) => p.length >= 3 && p.length <= max)).toBe(true);
    expect(pieces.reduce((s, p) => s + signedArea(p), 0)).toBeCloseTo(signedArea(polygon), 12);
    expect(new Set(pieces.flat()).size).toBe(20);
  });

  test('fast and optimal respect maxVertices on a convex 30-gon', () => {
    const ring = regular(30).map((p): [number, number] => [p.x, p.y]);
    for (const method of ['fast', 'optimal', 'triangulate'] as const) {
      const pieces = decompose(ring, { method, maxVertices: 6 });
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(6);
    }
  });

  test('maxVertices must be an integer ≥ 3', () => {
    expect(() => decompose(regular(5), { maxVertices: 2 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decompose(regular(5), { maxVertices: 4.5 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(decompose(regular(40), { maxVertices: Infinity })).toHaveLength(1);
  });
});
