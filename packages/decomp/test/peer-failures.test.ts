// Inputs known to break peer libraries (poly-decomp, earcut; bench/suites/decomp.mjs shows
// the peers' results), each pinned by name: sepax must decompose correctly (checked by
// brute-force oracles) or reject with a specific code.
import type { SepaxError } from '@sepax/core';
import { describe, expect, test } from 'vitest';
import { decompose, decomposeDetailed } from '../src/index.js';
import { errorOf, seeded, shoelace, star, tilingFailures, toPts } from './support.js';

function codeOf(run: () => unknown): string | undefined {
  return errorOf(run)?.code;
}

const ell: [number, number][] = [
  [0, 0],
  [4, 0],
  [4, 1],
  [1, 1],
  [1, 4],
  [0, 4],
];

describe('auto', () => {
  test('uses the exact method on a small polygon where merging triangles is not minimal', () => {
    // Found by a seeded search: Hertel–Mehlhorn gives 3 pieces here, the optimum is 2.
    const ring: [number, number][] = [
      [103, 20],
      [6, 23],
      [-68, 92],
      [-66, -5],
      [-29, -27],
      [25, -69],
      [57, -35],
    ];
    const merged = decompose(ring, { method: 'triangulate' });
    const auto = decomposeDetailed(ring);
    expect(merged.length).toBe(3);
    expect(auto.method).toBe('optimal');
    expect(auto.pieces.length).toBe(2);
    expect(tilingFailures([toPts(ring)], auto.pieces, { random: seeded(6) })).toEqual([]);
  });
});

describe('peer failures', () => {
  test('clockwise input (poly-decomp returns nothing): sepax decomposes', () => {
    const clockwise = ell.slice().reverse();
    for (const method of ['auto', 'optimal', 'triangulate'] as const) {
      const pieces = decompose(clockwise, { method });
      expect(tilingFailures([toPts(clockwise)], pieces, { random: seeded(2) })).toEqual([]);
      expect(pieces.length).toBe(2);
    }
  });

  test('duplicate vertex before a reflex corner', () => {
    const withDuplicate: [number, number][] = [
      [0, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 1],
      [1, 4],
      [0, 4],
    ];
    for (const method of ['fan', 'optimal', 'triangulate'] as const) {
      const pieces = decompose(withDuplicate, { method });
      expect(tilingFailures([toPts(withDuplicate)], pieces, { random: seeded(3) })).toEqual([]);
      for (const piece of pieces) expect(new Set(piece.map((p) => `${p.x},${p.y}`)).size).toBe(piece.length);
    }
  });

  test('keyhole (slit) polygon: the two sides of the slit cancel, decomposed with the hole area removed', () => {
    // A square with a square hole joined to the outside by a zero-width slit: the ring runs
    // along the slit once each way, so it touches itself (SELF_TOUCH) but crosses nothing.
    const keyhole: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 5],
      [3, 5],
      [3, 7],
      [7, 7],
      [7, 3],
      [3, 3],
      [3, 5],
      [0, 5],
    ];
    const pieces = decompose(keyhole);
    expect(tilingFailures([toPts(keyhole)], pieces, { random: seeded(7) })).toEqual([]);
    expect(pieces.reduce((s, p) => s + shoelace(p), 0)).toBeCloseTo(84, 12);
    // The same shape given properly decomposes to the same area.
    const proper = {
      outer: [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ] as [number, number][],
      holes: [
        [
          [3, 3],
          [7, 3],
          [7, 7],
          [3, 7],
        ] as [number, number][],
      ],
    };
    expect(decompose(proper).reduce((s, p) => s + shoelace(p), 0)).toBeCloseTo(84, 12);
  });

  test('1024-vertex star (poly-decomp quickDecomp loses area at its recursion cap): sepax keeps it', () => {
    const ring = star(1024, 0.6);
    for (const method of ['auto', 'fan', 'optimal', 'triangulate'] as const) {
      const { pieces } = decomposeDetailed(ring, { method });
      expect(tilingFailures([toPts(ring)], pieces, { random: seeded(4), samples: 50 })).toEqual([]);
    }
  });

  test('bowtie is SELF_INTERSECTION', () => {
    expect(
      codeOf(() =>
        decompose([
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 2],
        ]),
      ),
    ).toBe('SELF_INTERSECTION');
  });

  test('NaN and Infinity are NON_FINITE, with the index', () => {
    const ring = [
      [0, 0],
      [1, 0],
      [Number.NaN, 1],
      [0, 1],
    ];
    expect(codeOf(() => decompose(ring as [number, number][]))).toBe('NON_FINITE');
    let caught: unknown;
    try {
      decompose([
        [0, 0],
        [1, Infinity],
        [0, 1],
      ]);
    } catch (error) {
      caught = error;
    }
    expect((caught as SepaxError).details?.problems).toMatchObject([{ code: 'NON_FINITE', ring: 0, indices: [1] }]);
  });

  test('poly-decomp decomp keeps collinear points; sepax pieces never have them', () => {
    const withCollinear: [number, number][] = [
      [0, 0],
      [2, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 4],
      [0, 4],
      [0, 2],
    ];
    const pieces = decompose(withCollinear, { method: 'optimal' });
    expect(tilingFailures([toPts(withCollinear)], pieces, { random: seeded(5) })).toEqual([]);
  });
});
