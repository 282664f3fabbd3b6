import type { Vec2 } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { orient } from './predicates.js';
import { windingNumbersAt } from './touches.js';

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

/**
 * The signed crossings of the ray from p towards +x, one point and every edge at a time
 * (half-open in y, the side by exact orientation; rings of fewer than 3 points skipped):
 * the definition the batch's sort-and-sweep must keep at vertices and on edges.
 */
function rayCrossings(polygon: readonly (readonly Vec2[])[], p: Vec2, skipRing: number): number {
  let sum = 0;
  polygon.forEach((points, r) => {
    if (r === skipRing || points.length < 3) return;
    points.forEach((a, i) => {
      const b = points[(i + 1) % points.length];
      if (a.y <= p.y && p.y < b.y && orient(a, b, p) > 0) sum++;
      if (b.y <= p.y && p.y < a.y && orient(a, b, p) < 0) sum--;
    });
  });
  return sum;
}

describe('windingNumbersAt', () => {
  test('a square holds a point inside once and one outside not at all', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 0, y: 4 },
    ];
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

  test('off every edge: the winding numbers are those of the turning angle', () => {
    const point = fc.record({ x: lattice, y: lattice }).map((p) => ({ x: p.x + 0.3183, y: p.y + 0.5772 }));
    const skip = fc.integer({ min: -1, max: 3 });
    fc.assert(
      fc.property(rings, fc.array(fc.tuple(point, skip), { maxLength: 8 }), (polygon, queries) => {
        const expected = queries.map(([p, skipRing]) => windingByAngles(polygon, p, skipRing));
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

  test('at vertices and on edges (the touching points validation asks about), one batch answers as each point alone', () => {
    fc.assert(
      fc.property(rings, fc.integer({ min: -1, max: 3 }), (polygon, skipRing) => {
        const points = [...polygon.flat(), ...polygon.flat().map((p) => ({ x: p.x + 0.5, y: p.y }))];
        const windings = windingNumbersAt(
          polygon,
          points,
          points.map(() => skipRing),
        );
        expect(windings).toEqual(points.map((p) => rayCrossings(polygon, p, skipRing)));
      }),
      { numRuns: 200 },
    );
  });
});
