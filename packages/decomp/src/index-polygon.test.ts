// The index form of rings that touch nothing, against forms written out by hand: every vertex
// its own, one boundary edge from each vertex to the next of its ring.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type IndexPolygon, indexRing, indexRings } from './index-polygon.js';

/** Rings of 3–70 points each, one to three of them, flat with room for one more point. */
const anyRings = fc
  .array(
    fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })), {
      minLength: 3,
      maxLength: 70,
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((rings) => {
    const ringStarts = [0];
    for (const ring of rings) ringStarts.push(ringStarts[ringStarts.length - 1] + ring.length);
    return { coords: Float64Array.from([...rings.flat(2), 0, 0]), ringStarts };
  });

/** What a consumer of the index form reads: its first vertexCount entries, as plain arrays. */
function readForm(polygon: IndexPolygon): unknown {
  const n = polygon.vertexCount;
  const edges = polygon.boundaryStarts[n];
  return {
    coords: [...polygon.coords.subarray(0, 2 * n)],
    ringStarts: [...polygon.ringStarts],
    vertexCount: n,
    canon: [...polygon.canon.subarray(0, n)],
    boundaryStarts: [...polygon.boundaryStarts.subarray(0, n + 1)],
    boundaryTo: [...polygon.boundaryTo.subarray(0, edges)],
    touchVertices: [...polygon.touchVertices],
  };
}

/** The form written out: vertex v's edge goes to v + 1, or back to its ring's first vertex. */
function expectedForm(coords: Float64Array, ringStarts: number[]): unknown {
  const n = ringStarts[ringStarts.length - 1];
  const next = Array.from({ length: n }, (_, v) => {
    const r = ringStarts.findIndex((start, k) => k > 0 && v < start);
    return v + 1 < ringStarts[r] ? v + 1 : ringStarts[r - 1];
  });
  return {
    coords: [...coords.subarray(0, 2 * n)],
    ringStarts,
    vertexCount: n,
    canon: Array.from({ length: n }, (_, v) => v),
    boundaryStarts: Array.from({ length: n + 1 }, (_, v) => v),
    boundaryTo: next,
    touchVertices: [],
  };
}

describe('the index form of rings that touch nothing', () => {
  test('reads as the form written out by hand, from either entry', () => {
    fc.assert(
      fc.property(anyRings, ({ coords, ringStarts }) => {
        expect(readForm(indexRings({ coords, ringStarts }))).toEqual(expectedForm(coords, ringStarts));
        if (ringStarts.length === 2) {
          expect(readForm(indexRing(coords, ringStarts[1]))).toEqual(expectedForm(coords, ringStarts));
        }
      }),
      { numRuns: 300 },
    );
  });
});
