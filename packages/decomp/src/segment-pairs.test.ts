import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Contact, segmentContactXY } from './predicates.js';
import { forEachSegmentPair } from './validate.js';
import { wobblyRing, wobblyRingFields } from './test-support/wobbly-rings.js';

/** Segments on a small lattice (many shared endpoints, collinear overlaps, axis-parallel ones), scaled and shifted. */
const lattice = fc.tuple(
  fc.array(
    fc.tuple(
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 0, max: 12 }),
    ),
    {
      minLength: 25,
      maxLength: 120,
    },
  ),
  // Tiny and huge scales too (products near the ends of the double range, where a box test
  // must not reject a meeting pair; beyond them orient2d itself overflows).
  fc.constantFrom(1, 0.1, 1e-7, 3e5, 1e-150, 1e150),
  fc.constantFrom(0, -7.3, 1e6),
);

/** Short segments from lattice points, few or many. */
const short = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: -2, max: 2 }),
      ),
      {
        minLength: 2,
        maxLength: 150,
      },
    ),
    fc.constantFrom(1, 1e-7, 3e5),
    fc.constantFrom(0, -7.3, 1e6),
  )
  .map(([raw, scale, shift]): [number[][], number, number] => [
    raw.map(([x, y, dx, dy]) => [x, y, x + dx, y + dy]),
    scale,
    shift,
  ]);

/** A closed scribble through random points: long segments crossing at all angles, far from the origin too. */
const scribble = fc
  .tuple(
    fc.array(fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })), {
      minLength: 3,
      maxLength: 150,
    }),
    fc.constantFrom(1, 1e-6, 4e4),
    fc.constantFrom(0, 1e5),
  )
  .map(([points, scale, shift]): [number[][], number, number] => [
    points.map(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length];
      return [x, y, nx, ny];
    }),
    scale,
    shift,
  ]);

/**
 * Connected walks on a small lattice, 10–240 steps (past brute force mostly): runs that keep
 * their x and y direction, axis-parallel steps, turns back and revisits that make them meet
 * themselves; sometimes broken into several walks.
 */
const latticeWalk = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
      ),
      { minLength: 10, maxLength: 40 },
    ),
    fc.constantFrom(1, 0.1, 3e5),
    fc.constantFrom(0, -7.3, 1e6),
  )
  .map(([runs, scale, shift]): [number[][], number, number] => {
    const segments: number[][] = [];
    let x = 0;
    let y = 0;
    for (const [dx, dy, steps, jump] of runs) {
      if (jump) {
        x = (x + 3 * dy) % 9;
        y = (y + 3 * dx) % 9;
      }
      for (let k = 0; k < steps; k++) {
        // A small wobble keeps most runs monotone without keeping them straight.
        const wx = k % 2 === 0 ? dx : dx + Math.sign(dx);
        segments.push([x, y, x + wx, y + dy]);
        x += wx;
        y += dy;
      }
    }
    return [segments, scale, shift];
  });

/**
 * Closed rings as validation passes them: an outline and 0–4 holes, each a wobbly circle of
 * 33–150 points (long monotone chains), on a lattice or not (rounding makes vertical and
 * horizontal edges, repeated x and y, repeated points, touching and crossing rings), or a
 * comb of vertical teeth; holes anywhere, crossing the outline and each other too.
 */
const rings = fc
  .tuple(
    fc.array(fc.record({ ...wobblyRingFields(33, 80), comb: fc.constantFrom(false, false, true) }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.constantFrom(1, 1, 0.1, 3e5, 1e-150, 1e150),
    fc.constantFrom(0, 0, -7.3, 1e6),
  )
  .map(([shapes, scale, shift]): [number[][], number, number] => {
    const segments: number[][] = [];
    for (const { points, centre, radius, wobble, lattice, comb } of shapes) {
      const ring = comb ? combRing(points, centre) : wobblyRing(points, centre, radius, wobble, lattice);
      ring.forEach(([x, y], i) => {
        const [nx, ny] = ring[(i + 1) % ring.length];
        segments.push([x, y, nx, ny]);
      });
    }
    return [segments, scale, shift];
  });

/** A comb: vertical teeth of varying height over a base, so chains break at every vertical edge. */
function combRing(points: number, [cx, cy]: [number, number]): number[][] {
  const ring: number[][] = [];
  for (let t = 0; 4 * t < points; t++)
    ring.push(
      [cx + 2 * t, cy],
      [cx + 2 * t, cy + 3 + (t % 5)],
      [cx + 2 * t + 1, cy + 3 + (t % 3)],
      [cx + 2 * t + 1, cy],
    );
  ring.push([cx + ring.length / 2, cy - 4], [cx, cy - 4]);
  return ring;
}

type Finder = (segments: Float64Array, count: number, visit: (i: number, j: number) => boolean | void) => void;

/**
 * Every pair that meets (brute force, exact) is visited, and no pair twice.
 */
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
      const meet = segmentContactXY(
        s[4 * i],
        s[4 * i + 1],
        s[4 * i + 2],
        s[4 * i + 3],
        s[4 * j],
        s[4 * j + 1],
        s[4 * j + 2],
        s[4 * j + 3],
      );
      if (meet !== Contact.None) expect(seen.has(`${i},${j}`)).toBe(true);
    }
  }
}

describe('the segment pair search', () => {
  test('the pair search visits every pair of long lattice segments that meet, each once', () => {
    fc.assert(
      fc.property(lattice, (input) => visitsEveryMeetingPair(forEachSegmentPair, input)),
      { numRuns: 80, seed: 4242 },
    );
  });

  test('the pair search visits every meeting pair of connected lattice walks, each once', () => {
    fc.assert(
      fc.property(latticeWalk, (input) => visitsEveryMeetingPair(forEachSegmentPair, input)),
      { numRuns: 120, seed: 7 },
    );
  });

  test('the pair search visits every meeting pair of closed rings, each once', () => {
    fc.assert(
      fc.property(rings, (input) => visitsEveryMeetingPair(forEachSegmentPair, input)),
      { numRuns: 120, seed: 32 },
    );
  });

  test('the pair search visits every meeting pair once, few segments or many', () => {
    fc.assert(
      fc.property(fc.oneof(short, lattice, scribble), (input) => visitsEveryMeetingPair(forEachSegmentPair, input)),
      { numRuns: 90, seed: 99 },
    );
  });
});
