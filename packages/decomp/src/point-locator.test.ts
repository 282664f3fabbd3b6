import type { Vec2 } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PointLocator, windingNumbersAt } from './point-locator.js';

/** Rings on a small lattice: repeated points, collinear runs, crossings, shared vertices and rings of 1–2 points all occur. */
const lattice = fc.integer({ min: 0, max: 8 });
const ring = fc.array(fc.record({ x: lattice, y: lattice }), { minLength: 1, maxLength: 12 }); // (1–2 points: enclose nothing)
const rings = fc.array(ring, { minLength: 1, maxLength: 4 });

/**
 * The winding number about p by adding up the turning angle of every edge as seen from p,
 * for points off every edge (here: a lattice point moved by (0.3183, 0.5772), which no line
 * through two points of the 0…8 lattice passes within 6e-4 of: the sum is a whole number of
 * turns to far better than the rounding needs).
 */
function windingByAngles(polygon: readonly (readonly Vec2[])[], p: Vec2, skipRing: number): number {
  let turn = 0;
  polygon.forEach((points, r) => {
    if (r === skipRing) return;
    points.forEach((a, i) => {
      const b = points[(i + 1) % points.length];
      const ax = a.x - p.x;
      const ay = a.y - p.y;
      const bx = b.x - p.x;
      const by = b.y - p.y;
      turn += Math.atan2(ax * by - ay * bx, ax * bx + ay * by);
    });
  });
  return Math.round(turn / (2 * Math.PI)) + 0; // (+ 0: −0 is 0)
}

describe('PointLocator and windingNumbersAt', () => {
  test('a square holds a point inside once and one outside not at all', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 0, y: 4 },
    ];
    const locator = new PointLocator([square]);
    expect(locator.winding({ x: 1, y: 1 })).toBe(1);
    expect(locator.winding({ x: 5, y: 1 })).toBe(0);
    expect(locator.crossings({ x: 1, y: 1 })).toBe(1);
    expect(locator.winding({ x: 1, y: 1 }, 0)).toBe(0);
    expect(
      windingNumbersAt(
        [square],
        [
          { x: 1, y: 1 },
          { x: 5, y: 1 },
          { x: 1, y: 1 },
        ],
        [-1, -1, 0],
      ),
    ).toEqual([1, 0, 0]);
    expect(windingNumbersAt([square], [], [])).toEqual([]);
  });

  test('off every edge: the winding numbers and the crossing parity are those of the turning angle', () => {
    const point = fc.record({ x: lattice, y: lattice }).map((p) => ({ x: p.x + 0.3183, y: p.y + 0.5772 }));
    const skip = fc.integer({ min: -1, max: 3 });
    fc.assert(
      fc.property(rings, fc.array(fc.tuple(point, skip), { maxLength: 8 }), (polygon, queries) => {
        const expected = queries.map(([p, skipRing]) => windingByAngles(polygon, p, skipRing));
        const locator = new PointLocator(polygon);
        expect(queries.map(([p, skipRing]) => locator.winding(p, skipRing))).toEqual(expected);
        expect(queries.map(([p, skipRing]) => locator.crossings(p, skipRing) % 2)).toEqual(
          expected.map((w) => Math.abs(w) % 2),
        );
        expect(
          windingNumbersAt(
            polygon,
            queries.map(([p]) => p),
            queries.map(([, skipRing]) => skipRing),
          ),
        ).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  test('at vertices and on edges (the touching points validation asks about), one batch answers as the slabs do', () => {
    fc.assert(
      fc.property(rings, fc.integer({ min: -1, max: 3 }), (polygon, skipRing) => {
        const locator = new PointLocator(polygon);
        const points = [...polygon.flat(), ...polygon.flat().map((p) => ({ x: p.x + 0.5, y: p.y }))];
        const windings = windingNumbersAt(
          polygon,
          points,
          points.map(() => skipRing),
        );
        expect(windings).toEqual(points.map((p) => locator.winding(p, skipRing)));
      }),
      { numRuns: 200 },
    );
  });
});
