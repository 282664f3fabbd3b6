// Property tests: random simple polygons (star-shaped, random-walk radii, with holes) must
// decompose into pieces that pass the brute-force oracles; rotating by 90° and translating
// keep the piece count and area; inputs are never mutated.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SepaxError } from '@sepax/core';
import { decompose, type DecomposeMethod, validate } from '../src/index.js';
import { deepFreeze, polygonArea, seeded, shoelace, starShapedRing, tilingFailures, toPts } from './support.js';

type Ring = [number, number][];

/** A star-shaped polygon around the origin. */
const starShaped = starShapedRing(40);

/** A random walk in radius (a wobbly blob): each radius is the last one plus a small step. */
const randomWalk = fc
  .array(fc.double({ min: -0.15, max: 0.15, noNaN: true }), { minLength: 8, maxLength: 120 })
  .map((steps) => {
    let r = 1;
    return steps.map((step, i): [number, number] => {
      r = Math.min(2, Math.max(0.5, r + step));
      const t = (2 * Math.PI * i) / steps.length;
      return [r * Math.cos(t) * 50 + 7, r * Math.sin(t) * 50 - 3];
    });
  });

/** A blob with up to three small square holes strictly inside its inner radius (0.5 × 50). */
const withHoles = fc.tuple(randomWalk, fc.integer({ min: 1, max: 3 })).map(([outer, count]) => {
  const holes: Ring[] = [];
  for (let k = 0; k < count; k++) {
    const cx = 7 - 12 + 12 * k;
    const cy = -3 + (k % 2 === 0 ? 5 : -5);
    holes.push([
      [cx - 3, cy - 3],
      [cx - 3, cy + 3],
      [cx + 3, cy + 3],
      [cx + 3, cy - 3],
    ]);
  }
  return { outer, holes };
});

const methods: DecomposeMethod[] = ['auto', 'fan', 'optimal', 'triangulate'];
const runs = { numRuns: 60, seed: 20261121 };

function rotate90([x, y]: [number, number]): [number, number] {
  return [-y, x];
}

describe('decompose properties', () => {
  test.each(methods)('star-shaped polygons tile exactly (%s)', (method) => {
    fc.assert(
      fc.property(starShaped, fc.integer(), (ring, seed) => {
        const pieces = decompose(deepFreeze(ring), { method });
        expect(tilingFailures([toPts(ring)], pieces, { maxVertices: 8, random: seeded(seed), samples: 60 })).toEqual(
          [],
        );
      }),
      runs,
    );
  });

  test('random-walk blobs tile exactly, with maxVertices respected', () => {
    fc.assert(
      fc.property(randomWalk, fc.integer({ min: 3, max: 10 }), fc.integer(), (ring, maxVertices, seed) => {
        const pieces = decompose(deepFreeze(ring), { maxVertices });
        expect(tilingFailures([toPts(ring)], pieces, { maxVertices, random: seeded(seed), samples: 60 })).toEqual([]);
      }),
      runs,
    );
  });

  test('polygons with holes tile exactly (holes subtracted)', () => {
    fc.assert(
      fc.property(withHoles, fc.integer(), (polygon, seed) => {
        const pieces = decompose(deepFreeze(polygon));
        const rings = [toPts(polygon.outer), ...polygon.holes.map(toPts)];
        expect(tilingFailures(rings, pieces, { random: seeded(seed), samples: 60 })).toEqual([]);
      }),
      runs,
    );
  });

  test('decompose rejects exactly what validate calls an error, with its first code (holes anywhere)', () => {
    // Lattice squares as holes of a 10 × 10 square: inside, outside, straddling the edge,
    // overlapping, nested or touching. decompose checks where holes lie only after no method
    // verified; the code it throws must still be validate's first error, and a polygon
    // validate accepts must decompose into pieces covering its area.
    const square = (x: number, y: number, size: number): Ring => [
      [x, y],
      [x, y + size],
      [x + size, y + size],
      [x + size, y],
    ];
    const hole = fc.tuple(
      fc.integer({ min: -4, max: 12 }),
      fc.integer({ min: -4, max: 12 }),
      fc.integer({ min: 1, max: 5 }),
    );
    let rejected = 0;
    fc.assert(
      fc.property(fc.array(hole, { minLength: 1, maxLength: 4 }), (specs) => {
        const polygon = { outer: square(0, 0, 10).reverse(), holes: specs.map(([x, y, size]) => square(x, y, size)) };
        const firstError = validate(polygon).find((p) => p.severity === 'error');
        let thrown: unknown = null;
        let area = 0;
        try {
          area = decompose(polygon).reduce((sum, piece) => sum + shoelace(piece), 0);
        } catch (error) {
          thrown = error;
        }
        if (firstError) {
          rejected++;
          expect(thrown).toBeInstanceOf(SepaxError);
          expect((thrown as SepaxError).code).toBe(firstError.code);
        } else {
          expect(thrown).toBeNull();
          expect(area).toBeCloseTo(polygonArea([toPts(polygon.outer), ...polygon.holes.map(toPts)]), 9);
        }
      }),
      { numRuns: 300, seed: 77 },
    );
    expect(rejected).toBeGreaterThan(50);
  });

  test('rotating by 90° and translating keep the piece count and the area', () => {
    fc.assert(
      fc.property(
        randomWalk,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (ring, dx, dy) => {
          const base = decompose(ring);
          const rotated = decompose(ring.map(rotate90));
          const moved = decompose(ring.map(([x, y]): [number, number] => [x + dx, y + dy]));
          const area = polygonArea([toPts(ring)]);
          for (const pieces of [rotated, moved]) {
            expect(pieces.length).toBe(base.length);
            expect(pieces.reduce((s, p) => s + shoelace(p), 0)).toBeCloseTo(area, 6);
          }
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  });

  test('inputs are never mutated (deep-frozen inputs of every form)', () => {
    fc.assert(
      fc.property(withHoles, (polygon) => {
        const copy = JSON.stringify(polygon);
        decompose(deepFreeze(polygon), { method: 'triangulate' });
        decompose(deepFreeze(polygon.outer), { method: 'optimal' });
        decompose(deepFreeze([polygon.outer, ...polygon.holes]));
        decompose(deepFreeze(polygon.outer.flat()));
        expect(JSON.stringify(polygon)).toBe(copy);
      }),
      { numRuns: 30, seed: 11 },
    );
  });
});
