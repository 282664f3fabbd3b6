// auto on a small ring keeps the fewest pieces of the methods it runs: the fan only when it
// beats triangulate (a tie goes to triangulate, which adds no vertex).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decompose, decomposeDetailed } from './decompose.js';
import { starShapedRing } from '../test/support.js';

/** Star-shaped rings snapped to a coarse integer grid (exact collinear and repeated points happen). */
const snapped = starShapedRing(12).map((ring) =>
  ring.map(([x, y]): [number, number] => [Math.round(x / 10), Math.round(y / 10)]),
);

/** Pieces of one method, or null where it throws. */
function countOf(ring: [number, number][], method: 'fan' | 'triangulate', maxVertices: number): number | null {
  try {
    return decompose(ring, { method, maxVertices }).length;
  } catch {
    return null;
  }
}

describe('auto on small rings', () => {
  test('never gives more pieces than the fan or triangulate, and picks the fan only when it has fewer', () => {
    let fans = 0;
    fc.assert(
      fc.property(fc.oneof(starShapedRing(12, 3, -7), snapped), fc.constantFrom(3, 4, 5, 8), (ring, max) => {
        const triangulated = countOf(ring, 'triangulate', max);
        if (triangulated === null) return;
        const fan = countOf(ring, 'fan', max);
        const auto = decomposeDetailed(ring, { maxVertices: max });
        expect(auto.pieces.length).toBeLessThanOrEqual(Math.min(triangulated, fan ?? Infinity));
        if (auto.method === 'fan') {
          fans++;
          expect(fan).not.toBeNull();
          expect(fan).toBeLessThan(triangulated);
        } else if (fan !== null) {
          expect(auto.pieces.length).toBeLessThanOrEqual(fan);
        }
      }),
      { numRuns: 800 },
    );
    expect(fans).toBeGreaterThan(0); // the fan does win on some spiky rings
  });
});
