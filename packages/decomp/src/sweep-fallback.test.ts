// If the sweep were ever wrong, decompose must still never hand back a wrong collider: its
// triangles are proved like any method's, and where they fail, validation and earcut run the
// old way. Here the sweep is replaced by one that vouches for anything and returns triangles
// with one turned clockwise: decompose must still return verified pieces, or validation's error.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { polygonArea, seeded, shoelace, tilingFailures, toPts } from '../test/support.js';

vi.mock('./sweep-triangulation.js', async (original) => {
  const real = await original<typeof import('./sweep-triangulation.js')>();
  return {
    ...real,
    sweepTriangulate: (coords: Float64Array, ringStarts: readonly number[]) => {
      if (!sabotage) return real.sweepTriangulate(coords, ringStarts);
      // A fan from vertex 0 of the outer ring, its first triangle turned clockwise.
      const triangles: number[] = [];
      for (let v = 1; v + 1 < ringStarts[1]; v++) triangles.push(0, v, v + 1);
      [triangles[1], triangles[2]] = [triangles[2], triangles[1]];
      return { triangles: Int32Array.from(triangles), pinches: [], splits: [] };
    },
  };
});

const { decomposeDetailed } = await import('./index.js');

let sabotage = false;
afterEach(() => {
  sabotage = false;
});

describe('a sweep that vouches wrongly', () => {
  test('a valid polygon: earcut’s pieces, verified, and the failed attempt recorded', () => {
    const rings: [number, number][][] = [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [6, 10],
        [6, 4],
        [4, 4],
        [4, 10],
        [0, 10],
      ],
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 2],
      ].reverse() as [number, number][],
    ];
    const honest = decomposeDetailed(rings);
    sabotage = true;
    const { pieces, method, attempts } = decomposeDetailed(rings);
    expect(method).toBe('triangulate');
    expect(attempts.some((a) => a.method === 'triangulate')).toBe(true);
    expect(honest.attempts.some((a) => a.method === 'triangulate')).toBe(false);
    const points = rings.map(toPts);
    expect(tilingFailures(points, pieces, { maxVertices: 8, random: seeded(5), samples: 300 })).toEqual([]);
    expect(pieces.reduce((s, p) => s + shoelace(p), 0)).toBeCloseTo(polygonArea(points), 9);
  });

  test('a self-crossing polygon: validation’s SELF_INTERSECTION, not pieces', () => {
    // Two holes crossing each other inside a square: the sabotaged sweep vouches for them.
    const rings: [number, number][][] = [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      [
        [2, 2],
        [2, 6],
        [6, 6],
        [6, 2],
      ],
      [
        [4, 4],
        [4, 8],
        [8, 8],
        [8, 4],
      ],
    ];
    sabotage = true;
    expect(() => decomposeDetailed(rings)).toThrowError(expect.objectContaining({ code: 'HOLES_OVERLAP' }));
  });
});
