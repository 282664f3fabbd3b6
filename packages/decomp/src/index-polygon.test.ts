// A single ring's index form is kept from call to call up to 64 vertices (index-polygon.ts):
// it must read exactly as the form the general indexing of point rings builds for the same
// ring, and so must its twin with the fan's centre added.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { indexPolygon, type IndexPolygon, indexRing, indexRings, withVertexAdded } from './index-polygon.js';

/** Rings of 3–70 points (both sides of the kept forms' limit), flat. */
const anyRing = fc
  .array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })), {
    minLength: 3,
    maxLength: 70,
  })
  .map((points) => Float64Array.from(points.flat()));

/** What a consumer of the index form reads: its first vertexCount entries, as plain arrays. */
function readForm(polygon: IndexPolygon): unknown {
  const n = polygon.vertexCount;
  const edges = polygon.boundaryStarts[n];
  return {
    coords: [...polygon.coords.subarray(0, 2 * n)],
    ringStarts: [...polygon.ringStarts],
    vertexCount: n,
    // The rings' vertices (an added vertex lies on no ring: nothing reads its canonical index).
    canon: [...polygon.canon.subarray(0, polygon.ringStarts[polygon.ringStarts.length - 1])],
    boundaryStarts: [...polygon.boundaryStarts.subarray(0, n + 1)],
    boundaryTo: [...polygon.boundaryTo.subarray(0, edges)],
    touchVertices: [...polygon.touchVertices],
  };
}

/** The ring as points, for the general indexing (indexPolygon, which never keeps a form). */
function pointRing(ring: Float64Array): { x: number; y: number }[] {
  return Array.from({ length: ring.length / 2 }, (_, i) => ({ x: ring[2 * i], y: ring[2 * i + 1] }));
}

/** The general form of the ring, built per call from its points. */
function generalForm(ring: Float64Array): unknown {
  return readForm(indexPolygon([pointRing(ring)], [], []));
}

describe('a single ring’s index form', () => {
  test('reads as the general indexing’s, kept or not, from either entry', () => {
    fc.assert(
      fc.property(anyRing, (ring) => {
        const n = ring.length / 2;
        const expected = generalForm(ring);
        expect(readForm(indexRing(ring, n))).toEqual(expected);
        expect(readForm(indexRings({ coords: ring, ringStarts: [0, n] }))).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  test('with the centre added, reads as the general one with the vertex appended', () => {
    fc.assert(
      fc.property(anyRing, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (ring, x, y) => {
        const n = ring.length / 2;
        const general = indexPolygon([pointRing(ring)], [], []);
        const expected = readForm(withVertexAdded(general, x, y));
        const added = withVertexAdded(indexRing(ring, n), x, y);
        expect(readForm(added)).toEqual(expected);
        // The added vertex is vertex n, with no boundary edge of its own.
        expect([added.coords[2 * n], added.coords[2 * n + 1]]).toEqual([x, y]);
        expect(added.boundaryStarts[n + 1]).toBe(added.boundaryStarts[n]);
        expect(added.vertexCount).toBe(n + 1);
      }),
      { numRuns: 400 },
    );
  });

  test('a kept form takes the next ring’s coordinates (valid until the next call, as scratch)', () => {
    const square = indexRing(Float64Array.from([0, 0, 2, 0, 2, 2, 0, 2]), 4);
    const other = indexRing(Float64Array.from([1, 1, 5, 1, 5, 3, 1, 3]), 4);
    expect(other).toBe(square);
    expect([...other.coords]).toEqual([1, 1, 5, 1, 5, 3, 1, 3]);
    // Above the limit, each call builds its own object.
    const big = Float64Array.from({ length: 130 }, (_, k) => k);
    expect(indexRing(big, 65)).not.toBe(indexRing(big, 65));
  });
});
