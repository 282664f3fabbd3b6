// Convex rings take the chord split (no triangulation): the fewest pieces of at most
// maxVertices corners, ⌈(n − 2) / (maxVertices − 2)⌉ (hand-computed below), checked against
// the brute-force tiling oracle.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decomposeDetailed } from '../src/index.js';
import { seeded, tilingFailures, toPts } from './support.js';

/** A convex n-gon: a circle's points with seeded angular jitter (every corner strictly convex). */
function jitteredCircle(n: number, seed: number): [number, number][] {
  const random = seeded(seed);
  return Array.from({ length: n }, (_, i): [number, number] => {
    const a = ((i + 0.4 * random()) / n) * 2 * Math.PI;
    return [50 * Math.cos(a) + 7, 50 * Math.sin(a) - 3];
  });
}

describe('convex rings', () => {
  test.each([
    [12, 8, 2],
    [12, 3, 10],
    [12, Infinity, 1],
    [40, 8, 7],
    [7, 8, 1],
  ])('%i corners, at most %i per piece: %i pieces', (n, maxVertices, expected) => {
    const ring = jitteredCircle(n, n);
    const result = decomposeDetailed(ring, { maxVertices });
    expect(result.method).toBe('triangulate');
    expect(result.pieces).toHaveLength(expected);
    expect(tilingFailures([toPts(ring)], result.pieces, { maxVertices, random: seeded(3) })).toEqual([]);
  });

  test('any convex ring, either winding, tiles exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(3, 4, 8),
        fc.boolean(),
        (n, seed, maxVertices, clockwise) => {
          const ring = jitteredCircle(n, seed);
          if (clockwise) ring.reverse();
          const pieces = decomposeDetailed(ring, { maxVertices }).pieces;
          expect(pieces).toHaveLength(Math.ceil((n - 2) / (maxVertices - 2)));
          expect(tilingFailures([toPts(ring)], pieces, { maxVertices, random: seeded(seed) })).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
