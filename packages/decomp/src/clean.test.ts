// gatherKeptMeasured writes the kept points in order and measures them as signedArea does, to
// the bit: cleaning's area (decompose's reference for its pieces) must not move.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boundsXY, signedArea } from './measure.js';
import { cleanRingsXY, gatherKeptMeasured, measuredPolygon } from './clean.js';
import { pointRings, readPolygonXY } from './read-polygon.js';

const coordinate = fc.double({ min: -1e6, max: 1e6, noNaN: true });

/** Points, a choice of them in some order (kept indices may skip and start anywhere), an offset for each side. */
const gathering = fc
  .tuple(
    fc.array(fc.tuple(coordinate, coordinate), { minLength: 1, maxLength: 24 }),
    fc.nat(3),
    fc.nat(3),
    coordinate,
    coordinate,
  )
  .chain(([points, from, at, ox, oy]) =>
    fc.record({
      points: fc.constant(points),
      kept: fc.array(fc.nat(points.length - 1), { minLength: 0, maxLength: points.length }),
      from: fc.constant(from),
      at: fc.constant(at),
      origin: fc.constant({ x: ox, y: oy }),
    }),
  );

describe('gatherKeptMeasured', () => {
  test('gathers the kept points in order and measures as signedArea, exactly', () => {
    fc.assert(
      fc.property(gathering, ({ points, kept, from, at, origin }) => {
        const coords = new Float64Array(2 * (from + points.length));
        points.forEach(([x, y], i) => coords.set([x, y], 2 * (from + i)));
        const keptIndices = Int32Array.from(kept);
        const n = kept.length;
        const measured = new Float64Array(2 * (at + n));
        const area = gatherKeptMeasured(coords, from, keptIndices, n, measured, at, origin);
        expect([...measured.subarray(2 * at)]).toEqual(kept.flatMap((i) => points[i]));
        const ring = kept.map((i) => ({ x: points[i][0], y: points[i][1] }));
        expect(area).toBe(signedArea(ring, origin.x, origin.y));
      }),
      { numRuns: 500 },
    );
  });

  test('a square about its centre: area 4, and −4 gathered the other way round', () => {
    const coords = Float64Array.from([0, 0, 2, 0, 2, 2, 0, 2]);
    const out = new Float64Array(8);
    expect(gatherKeptMeasured(coords, 0, Int32Array.from([0, 1, 2, 3]), 4, out, 0, { x: 1, y: 1 })).toBe(4);
    expect(gatherKeptMeasured(coords, 0, Int32Array.from([3, 2, 1, 0]), 4, out, 0, { x: 1, y: 1 })).toBe(-4);
    expect([...out]).toEqual([0, 2, 2, 2, 2, 0, 0, 0]);
  });
});

describe('measuredPolygon', () => {
  // Small integer rings, so that repeats, straight runs and rings cleaned away (fewer than
  // 3 points, the outer ring too) are common.
  const ring = fc.array(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), {
    minLength: 1,
    maxLength: 9,
  });

  test('gives each kept point as read with its input index, and the outer ring as read where cleaning leaves it under 3 points', () => {
    fc.assert(
      fc.property(fc.array(ring, { minLength: 1, maxLength: 4 }), (rings) => {
        const read = readPolygonXY(rings);
        const points = pointRings(read);
        const cleaned = cleanRingsXY(read, 1e-10, boundsXY(read.coords, 0, read.ringStarts[1]));
        const measured = measuredPolygon(cleaned, read);
        measured.rings.forEach((kept, r) => expect(kept).toEqual(measured.sources[r].map((i) => points[r][i])));
        expect(measured.degenerateOuter).toEqual(cleaned.ringStarts[1] >= 3 ? null : points[0]);
        expect([measured.size, measured.area, measured.origin]).toEqual([cleaned.size, cleaned.area, cleaned.origin]);
      }),
      { numRuns: 300, seed: 1122 },
    );
  });
});
