import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Contact, segmentContactXY } from './predicates.js';
import { forEachSegmentPair } from './segment-grid.js';

/** Segments on a small lattice (many shared endpoints, collinear overlaps, axis-parallel ones), scaled and shifted. */
const lattice = fc.tuple(
  fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })), {
    minLength: 25,
    maxLength: 120,
  }),
  fc.constantFrom(1, 0.1, 1e-7, 3e5),
  fc.constantFrom(0, -7.3, 1e6),
);

describe('forEachSegmentPair', () => {
  test('visits every pair of segments that meet (brute force, exact), each once', () => {
    fc.assert(
      fc.property(lattice, ([raw, scale, shift]) => {
        const segments = Float64Array.from(raw.flat().map((v) => v * scale + shift));
        const count = raw.length;
        const seen = new Set<string>();
        forEachSegmentPair(segments, count, (i, j) => {
          const key = `${i},${j}`;
          expect(i).toBeLessThan(j);
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        });
        const s = segments;
        for (let i = 0; i < count; i++) {
          for (let j = i + 1; j < count; j++) {
            const meet = segmentContactXY(s[4 * i], s[4 * i + 1], s[4 * i + 2], s[4 * i + 3], s[4 * j], s[4 * j + 1], s[4 * j + 2], s[4 * j + 3]);
            if (meet !== Contact.None) expect(seen.has(`${i},${j}`)).toBe(true);
          }
        }
      }),
      { numRuns: 80, seed: 4242 },
    );
  });
});
