import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Contact, segmentContactXY } from './predicates.js';
import { forEachSegmentPairInGrid } from './segment-grid.js';
import { forEachSegmentPair } from './segment-pairs.js';

/** Segments on a small lattice (many shared endpoints, collinear overlaps, axis-parallel ones), scaled and shifted. */
const lattice = fc.tuple(
  fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })), {
    minLength: 25,
    maxLength: 120,
  }),
  fc.constantFrom(1, 0.1, 1e-7, 3e5),
  fc.constantFrom(0, -7.3, 1e6),
);

/** Short segments from lattice points, few or many (brute force below 25). */
const short = fc.tuple(
  fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })), {
    minLength: 2,
    maxLength: 150,
  }),
  fc.constantFrom(1, 1e-7, 3e5),
  fc.constantFrom(0, -7.3, 1e6),
).map(([raw, scale, shift]): [number[][], number, number] => [raw.map(([x, y, dx, dy]) => [x, y, x + dx, y + dy]), scale, shift]);

type Finder = (segments: Float64Array, count: number, visit: (i: number, j: number) => boolean | void) => void;

/** Every pair that meets (brute force, exact) is visited, and no pair twice. */
function visitsEveryMeetingPair(find: Finder, [raw, scale, shift]: [number[][], number, number]): void {
  const segments = Float64Array.from(raw.flat().map((v) => v * scale + shift));
  const count = raw.length;
  const seen = new Set<string>();
  find(segments, count, (i, j) => {
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
}

describe('segment pairs', () => {
  test('the grid visits every pair of long lattice segments that meet, each once', () => {
    fc.assert(fc.property(lattice, (input) => visitsEveryMeetingPair(forEachSegmentPairInGrid, input)), { numRuns: 60, seed: 4242 });
  });

  test('forEachSegmentPair (brute force for a few, the grid for more) visits every meeting pair once', () => {
    fc.assert(fc.property(fc.oneof(short, lattice), (input) => visitsEveryMeetingPair(forEachSegmentPair, input)), { numRuns: 60, seed: 99 });
  });
});
