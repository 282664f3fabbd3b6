import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Contact, segmentContactXY } from './predicates.js';
import { forEachSegmentPair, segmentPairWork } from './segment-pairs.js';
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

/** Pairs i < j whose spans along `axis` meet (closed): the steps of a sweep along it, by brute force. */
function bruteWork(segments: Float64Array, count: number, axis: 0 | 1): number {
  let work = 0;
  for (let i = 0; i < count; i++) {
    const lo = Math.min(segments[4 * i + axis], segments[4 * i + 2 + axis]);
    const hi = Math.max(segments[4 * i + axis], segments[4 * i + 2 + axis]);
    for (let j = i + 1; j < count; j++) {
      const a = Math.min(segments[4 * j + axis], segments[4 * j + 2 + axis]);
      const b = Math.max(segments[4 * j + axis], segments[4 * j + 2 + axis]);
      if (a <= hi && lo <= b) work++;
    }
  }
  return work;
}

/**
 * A comb of 300–400 teeth lying along x, stacked up y (each tooth 4 edges, over 1 024 in all, so
 * the search chooses its axis), teeth of random lengths on a wobbly spine, with random lattice
 * segments thrown in that cross and touch them. Every tooth overlaps every other along x.
 */
const teethRow = fc
  .tuple(
    fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 300, maxLength: 400 }),
    fc.array(
      fc.tuple(fc.integer({ min: 0, max: 800 }), fc.integer({ min: -1, max: 5 }), fc.integer({ min: -3, max: 3 })),
      {
        maxLength: 30,
      },
    ),
  )
  .map(([heights, extra]): [number[][], number, number] => {
    const segments: number[][] = [];
    heights.forEach((h, t) => {
      const y = 2 * t;
      const spine = t % 3 === 0 ? 0 : 0.5;
      segments.push([spine, y, h, y], [h, y, h, y + 1], [h, y + 1, 0, y + 1], [0, y + 1, spine, y + 2]);
    });
    for (const [y, x, d] of extra) segments.push([x, y, x + 1, y + d]);
    return [segments, 1, 0];
  });

describe('the axis of the segment pair search', () => {
  test('the work along each axis is the number of pairs whose spans meet, as brute force counts it', () => {
    fc.assert(
      fc.property(fc.oneof(short, lattice, scribble, latticeWalk, rings), ([raw, scale, shift]) => {
        const segments = Float64Array.from(raw.flat().map((v) => v * scale + shift));
        for (const axis of [0, 1] as const)
          expect(segmentPairWork(segments, raw.length, axis)).toBe(bruteWork(segments, raw.length, axis));
      }),
      { numRuns: 150, seed: 5 },
    );
  });

  test('a comb with teeth along x is swept along y, and every meeting pair is still visited once', () => {
    fc.assert(
      fc.property(teethRow, (input) => {
        const segments = Float64Array.from(input[0].flat());
        expect(segmentPairWork(segments, input[0].length, 1)).toBeLessThan(
          segmentPairWork(segments, input[0].length, 0),
        );
        visitsEveryMeetingPair(forEachSegmentPair, input);
      }),
      { numRuns: 6, seed: 11 },
    );
  });

  test('a square drawn over itself 10 000 times is refused, its work counted by hand', () => {
    // Laps of (0,0) (1,0) (1,1) (0,1): per lap two edges span [0, 1] along x, one [1, 1], one
    // [0, 0]. With q laps, pairs meeting along x: C(2q, 2) + 2q·q + 2q·q + 2·C(q, 2) = 7q² − 2q,
    // and the same along y.
    const q = 10_000;
    const corners = [0, 0, 1, 0, 1, 1, 0, 1];
    const segments = new Float64Array(16 * q);
    for (let e = 0; e < 4 * q; e++) {
      const a = e % 4;
      const b = (a + 1) % 4;
      segments.set([corners[2 * a], corners[2 * a + 1], corners[2 * b], corners[2 * b + 1]], 4 * e);
    }
    const work = 7 * q * q - 2 * q;
    expect(segmentPairWork(segments, 4 * q, 0)).toBe(work);
    expect(segmentPairWork(segments, 4 * q, 1)).toBe(work);
    // Refused before the search visits a pair; at the limit exactly, searched.
    let visited = 0;
    const search = (maxWork: number) =>
      forEachSegmentPair(segments, 4 * q, () => ++visited > 0, { maxWork, what: 'The edges' });
    expect(() => search(2 ** 27)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', details: { pairWork: work, maxPairWork: 2 ** 27 } }),
    );
    expect(visited).toBe(0);
    expect(() => search(work)).not.toThrow();
    expect(visited).toBe(1);
  });
});
