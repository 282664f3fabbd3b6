import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Contact, segmentContactXY } from './predicates.js';
import { forEachSegmentPair } from './segment-pairs.js';
import { forEachSegmentPairBySweep } from './segment-sweep.js';
import {
  boxLeaves,
  BRUTE_FORCE_MAX,
  forEachSegmentPairInTree,
  leafSpreadY,
  LEAF_SIZE,
  treeOrderKey,
  treeOrderPart,
} from './segment-tree.js';
import { wobblyRing, wobblyRingFields } from './test-support/wobbly-rings.js';

/**
 * Closed rings as validation passes them: an outline and 0–5 holes, wobbly circles of 6–90
 * points, rounded to a lattice or not (vertical and horizontal edges, repeated x, repeated
 * points, rings touching and crossing), anywhere, at several scales and offsets.
 */
const rings = fc
  .tuple(
    fc.array(fc.record(wobblyRingFields(6, 90)), { minLength: 1, maxLength: 6 }),
    fc.constantFrom(1, 0.1, 3e5, 1e-150, 1e150),
    fc.constantFrom(0, -7.3, 1e6),
  )
  .map(([shapes, scale, shift]) => {
    const raw: number[] = [];
    const follows: number[] = [];
    for (const { points, centre, radius, wobble, lattice } of shapes) {
      const ring = wobblyRing(points, centre, radius, wobble, lattice);
      ring.forEach(([x, y], i) => {
        const [nx, ny] = ring[(i + 1) % ring.length];
        raw.push(x, y, nx, ny);
        follows.push(i + 1 < ring.length ? 1 : 0);
      });
    }
    return {
      segments: Float64Array.from(raw, (v) => v * scale + shift),
      count: follows.length,
      follows: Uint8Array.from(follows),
    };
  });

interface Input {
  segments: Float64Array;
  count: number;
  follows: Uint8Array;
}

/** Closed triangles (each as its three corners x0, y0, x1, y1, x2, y2) as validation passes rings. */
function triangles(list: readonly number[][]): Input {
  const raw: number[] = [];
  const follows: number[] = [];
  for (const corners of list) {
    for (let k = 0; k < 3; k++) {
      raw.push(corners[2 * k], corners[2 * k + 1], corners[(2 * k + 2) % 6], corners[(2 * k + 3) % 6]);
      follows.push(k < 2 ? 1 : 0);
    }
  }
  return { segments: Float64Array.from(raw), count: follows.length, follows: Uint8Array.from(follows) };
}

/**
 * The sweep runs on `input` and meets more than `atLeast` pairs: the same meeting pairs as
 * the tree, in its order, and as brute force.
 */
function expectSweptAsTheTree(input: Input, atLeast: number): void {
  let ran = false;
  const bySweep = meetingVisits(
    (visit) => (ran = forEachSegmentPairBySweep(input.segments, input.count, visit, input.follows)),
    input,
  );
  expect(ran).toBe(true);
  expect(bySweep.length).toBeGreaterThan(atLeast);
  expect(bySweep).toEqual(
    meetingVisits((visit) => forEachSegmentPairInTree(input.segments, input.count, visit, input.follows), input),
  );
  expect(new Set(bySweep)).toEqual(bruteForceMeetings(input));
}

/** Whether segments i and j share a point (exact). */
function meet(s: Float64Array, i: number, j: number): boolean {
  return (
    segmentContactXY(
      s[4 * i],
      s[4 * i + 1],
      s[4 * i + 2],
      s[4 * i + 3],
      s[4 * j],
      s[4 * j + 1],
      s[4 * j + 2],
      s[4 * j + 3],
    ) !== Contact.None
  );
}

/** The meeting pairs among a search's visits, in the order visited (i < j and no pair twice checked on the way). */
function meetingVisits(
  search: (visit: (i: number, j: number) => boolean) => void,
  { segments, follows }: Input,
): string[] {
  const seen = new Set<string>();
  const meeting: string[] = [];
  search((i, j) => {
    const key = `${i},${j}`;
    expect(i).toBeLessThan(j);
    expect(seen.has(key)).toBe(false);
    expect(j === i + 1 && follows[i] === 1).toBe(false);
    seen.add(key);
    if (meet(segments, i, j)) meeting.push(key);
    return false;
  });
  return meeting;
}

/** Every meeting pair but the flagged continuations, by brute force, as "i,j". */
function bruteForceMeetings({ segments, count, follows }: Input): Set<string> {
  const all = new Set<string>();
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++)
      if (!(j === i + 1 && follows[i] === 1) && meet(segments, i, j)) all.add(`${i},${j}`);
  }
  return all;
}

describe('segment sweep', () => {
  test('treeOrderKey spells the order the box tree visits pairs in, and treeOrderPart reads it back', () => {
    let compared = 0;
    fc.assert(
      fc.property(rings, ({ segments, count, follows }) => {
        if (count <= BRUTE_FORCE_MAX) return; // the tree's brute force, i then j: another order (never swept)
        const visited: number[] = [];
        const keys: number[] = [];
        forEachSegmentPairInTree(segments, count, (i, j) => void visited.push(i, j), follows);
        for (let k = 0; k < visited.length; k += 2) keys.push(treeOrderKey(visited[k], visited[k + 1]));
        expect(keys.every((key, k) => k === 0 || key > keys[k - 1])).toBe(true);
        expect(keys.flatMap((key) => [treeOrderPart(key, true), treeOrderPart(key, false)])).toEqual(visited);
        compared += keys.length;
      }),
      { numRuns: 60, seed: 5150 },
    );
    expect(compared).toBeGreaterThan(500);
    expect([treeOrderPart(treeOrderKey(65534, 65535), true), treeOrderPart(treeOrderKey(65534, 65535), false)]).toEqual(
      [65534, 65535],
    );
  });

  test('above 2^16 segments treeOrderKey keeps the walk order (digit pairs from the top, i first) and reads back exactly', () => {
    // The reference: 13 base-4 digit pairs of i and j (26 bits each), most significant first.
    const digitPairs = (i: number, j: number) =>
      Array.from({ length: 13 }, (_, level) => {
        const shift = 2 * (12 - level);
        return [Math.floor(i / 2 ** shift) % 4, Math.floor(j / 2 ** shift) % 4];
      }).flat();
    const lexicographic = (a: number[], b: number[]) => {
      for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] - b[k];
      return 0;
    };
    const index = fc.oneof(fc.integer({ min: 0, max: 2 ** 16 + 5 }), fc.integer({ min: 0, max: 2 ** 26 - 1 }));
    fc.assert(
      fc.property(index, index, index, index, (a, b, c, d) => {
        const [i, j] = a < b ? [a, b] : [b, a];
        const [k, l] = c < d ? [c, d] : [d, c];
        const key = treeOrderKey(i, j);
        expect([treeOrderPart(key, true), treeOrderPart(key, false)]).toEqual([i, j]);
        expect(Number.isSafeInteger(key)).toBe(true);
        expect(Math.sign(key - treeOrderKey(k, l))).toBe(Math.sign(lexicographic(digitPairs(i, j), digitPairs(k, l))));
      }),
      { numRuns: 3000, seed: 5151 },
    );
  });

  test('where it runs, the sweep visits every meeting pair once, in the box tree order', () => {
    let swept = 0;
    fc.assert(
      fc.property(rings, (input) => {
        const { segments, count, follows } = input;
        let ran = false;
        const bySweep = meetingVisits(
          (visit) => (ran = forEachSegmentPairBySweep(segments, count, visit, follows)),
          input,
        );
        if (!ran) {
          expect(bySweep).toEqual([]);
          return;
        }
        swept++;
        const byTree = meetingVisits((visit) => forEachSegmentPairInTree(segments, count, visit, follows), input);
        expect(bySweep).toEqual(byTree);
        expect(new Set(bySweep)).toEqual(bruteForceMeetings(input));
      }),
      { numRuns: 120, seed: 2718 },
    );
    expect(swept).toBeGreaterThan(60);
  });

  test('the sweep stops at the first visit that returns true', () => {
    fc.assert(
      fc.property(rings, ({ segments, count, follows }) => {
        let all = 0;
        if (!forEachSegmentPairBySweep(segments, count, () => void all++, follows)) return;
        const stopAfter = Math.ceil(all / 2);
        let visits = 0;
        forEachSegmentPairBySweep(segments, count, () => ++visits === stopAfter, follows);
        expect(visits).toBe(stopAfter);
      }),
      { numRuns: 30, seed: 2719 },
    );
  });

  test('many small rings scattered apart (over 2048 segments, leaves joining rings) are swept, in the tree order', () => {
    // 700 triangles of side up to 4 at seeded places in a 120 × 120 square: some cross or touch.
    let seed = 12345;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const input = triangles(
      Array.from({ length: 700 }, () => {
        const x = 120 * next();
        const y = 120 * next();
        return [x, y, x + 4 * next(), y + 0.5 * next(), x + 2 * next(), y + 4 * next()];
      }),
    );
    expectSweptAsTheTree(input, 100);
  });

  test('the sweep declines, visiting nothing, where many segments cross a line across either axis or both extents are zero or subnormal', () => {
    // A 200-spike star: each spike spans half the width.
    const star = Array.from({ length: 200 }, (_, k) => {
      const angle = (Math.PI * k) / 100;
      const r = k % 2 === 0 ? 100 : 10;
      return [r * Math.cos(angle), r * Math.sin(angle)];
    });
    const starSegments = Float64Array.from(star.flatMap(([x, y], k) => [x, y, ...star[(k + 1) % star.length]]));
    const onePoint = new Float64Array(4 * 40).fill(5);
    // A 40-gon 1e-310 across: subnormal, where 40 buckets over its width would overflow.
    const tiny = Float64Array.from({ length: 4 * 40 }, (_, k) => {
      const corner = ((k >> 2) + (k % 4 >= 2 ? 1 : 0)) % 40;
      return 1e-310 * (k % 2 === 0 ? Math.cos((2 * Math.PI * corner) / 40) : Math.sin((2 * Math.PI * corner) / 40));
    });
    let visits = 0;
    expect(forEachSegmentPairBySweep(starSegments, 200, () => void visits++, null)).toBe(false);
    expect(forEachSegmentPairBySweep(onePoint, 40, () => void visits++, null)).toBe(false);
    expect(forEachSegmentPairBySweep(tiny, 40, () => void visits++, null)).toBe(false);
    expect(visits).toBe(0);
  });

  test('the sweep gives up, visiting nothing, where tall clusters would make its work quadratic', () => {
    // Two columns of 1500 triangles each, alternating in ring order: the tree's leaves join
    // the columns (the leaf-spread rule picks the sweep), and each column's boxes all overlap in x.
    const columns = triangles(
      Array.from({ length: 3000 }, (_, t) => {
        const x = t % 2 === 0 ? 0 : 1000;
        const y = Math.floor(t / 2);
        return [x, y, x + 1, y, x + 0.5, y + 0.8];
      }),
    );
    let visits = 0;
    expect(forEachSegmentPairBySweep(columns.segments, columns.count, () => void visits++, columns.follows)).toBe(
      false,
    );
    expect(visits).toBe(0);
  });

  test('the sweep declines where one far outlier would put the other boxes in one bucket along either axis', () => {
    // 3000 tiny triangles at seeded places in the unit square, and one a million away in x
    // and y: n buckets over either whole extent leave the first holding 9000 boxes to sort.
    let seed = 777;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const tiny = (x: number, y: number) => [x, y, x + 1e-4, y, x + 5e-5, y + 1e-4];
    const input = triangles([...Array.from({ length: 3000 }, () => tiny(next(), next())), tiny(1e6, 1e6)]);
    let visits = 0;
    expect(forEachSegmentPairBySweep(input.segments, input.count, () => void visits++, input.follows)).toBe(false);
    expect(visits).toBe(0);
  });

  test("the spread along y measured with the tree's leaves is the sums a pass of its own makes", () => {
    fc.assert(
      fc.property(rings, ({ segments, count }) => {
        if (count <= BRUTE_FORCE_MAX) return;
        boxLeaves(segments, count);
        let least = Infinity;
        let greatest = -Infinity;
        let extents = 0;
        let leafExtents = 0;
        for (let first = 0; first < count; first += LEAF_SIZE) {
          const ys = Array.from(segments.subarray(4 * first, 4 * Math.min(count, first + LEAF_SIZE))).filter(
            (_, k) => k % 2 === 1,
          );
          for (let k = 0; k < ys.length; k += 2) extents += Math.abs(ys[k + 1] - ys[k]);
          leafExtents += Math.max(...ys) - Math.min(...ys);
          least = Math.min(least, ...ys);
          greatest = Math.max(greatest, ...ys);
        }
        expect(Array.from(leafSpreadY)).toEqual([least, greatest, extents, leafExtents]);
      }),
      { numRuns: 60, seed: 2720 },
    );
  });

  test('a column of rings listed out of order is swept along y, in the tree order', () => {
    // 800 triangles stacked in y (some touching their neighbours), listed 0, 799, 1, 798, …:
    // the tree's leaves join rings far apart in y; along x every box overlaps every other.
    const input = triangles(
      Array.from({ length: 800 }, (_, k) => {
        const y = 2 * (k % 2 === 0 ? k / 2 : 799 - (k - 1) / 2);
        return [0, y, 1, y, 0.5, y + (k % 7 === 0 ? 2 : 1.5)];
      }),
    );
    expectSweptAsTheTree(input, 50);
    // As the whole search takes it: x does not suit, y does on the spread the leaves measured.
    const searched = meetingVisits(
      (visit) => forEachSegmentPair(input.segments, input.count, visit, input.follows),
      input,
    );
    expect(searched).toEqual(
      meetingVisits((visit) => forEachSegmentPairInTree(input.segments, input.count, visit, input.follows), input),
    );
  });
});
