import { Capsule, Circle, Compound, Point, Polygon } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClosestPointResult, closestPoint, distanceToPoint } from './closest-point.js';
import { pointInShape } from './point-in-shape.js';
import { insideRef, partsOf, signedDistanceRef } from './test-support/brute-force.js';
import { randomShape, rng } from './test-support/random-shapes.js';

describe('pointInShape', () => {
  it('hand cases: surfaces, corners and caps are inside', () => {
    const box = Polygon.box(2, 2, { angle: Math.PI / 2 }); // rotated: corners no longer exact
    expect(pointInShape([1, 1], Polygon.box(2, 2))).toBe(true);
    expect(pointInShape([1, 1.000001], box)).toBe(false);
    expect(pointInShape([0, 0], box)).toBe(true);
    expect(pointInShape([0, 1.25], new Capsule([0, -1], [0, 1], 0.25))).toBe(true);
    expect(pointInShape([0, 1.2500001], new Capsule([0, -1], [0, 1], 0.25))).toBe(false);
    expect(pointInShape([3, 4], new Circle(5))).toBe(true);
    expect(pointInShape([2, 3], new Point([2, 3]))).toBe(true);
    expect(pointInShape([2, 3.0000001], new Point([2, 3]))).toBe(false);
    const rounded = Polygon.rounded(
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ],
      0.5,
    );
    expect(pointInShape([2.3, 2.3], rounded)).toBe(true);
    expect(pointInShape([2.4, 2.4], rounded)).toBe(false);
    const l = new Compound([Polygon.box(4, 1, { position: [2, 0.5] }), Polygon.box(1, 4, { position: [0.5, 2] })]);
    expect(pointInShape([3, 3], l)).toBe(false);
    expect(pointInShape([0.5, 3.5], l)).toBe(true);
  });

  it('agrees with the brute-force reference away from the surface', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = rng(seed);
        const shape = randomShape(random);
        const p = { x: -6 + 12 * random(), y: -6 + 12 * random() };
        const margin = Math.min(...partsOf(shape).map((part) => Math.abs(signedDistanceRef(p, part))));
        if (margin > 1e-9) expect(pointInShape(p, shape)).toBe(insideRef(p, shape));
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects bad input', () => {
    expect(() => pointInShape([NaN, 0], new Circle(1))).toThrow(expect.objectContaining({ code: 'NON_FINITE' }));
    expect(() => pointInShape([0, 0], [[0, 0]] as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => pointInShape([1e200, 0], new Circle(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});

describe('closestPoint / distanceToPoint', () => {
  it('hand cases', () => {
    expect(closestPoint([3, 0.5], Polygon.box(2, 2))).toMatchObject({
      point: { x: 1, y: 0.5 },
      normal: { x: 1, y: 0 },
      distance: 2,
    });
    expect(closestPoint([0.2, 0.9], Polygon.box(2, 2))).toMatchObject({
      point: { x: 0.2, y: 1 },
      normal: { x: 0, y: 1 },
      distance: -0.09999999999999998,
    });
    expect(closestPoint([2, 2], Polygon.box(2, 2)).point).toEqual({ x: 1, y: 1 });
    expect(closestPoint([0, 0], new Circle(2))).toMatchObject({
      point: { x: 2, y: 0 },
      normal: { x: 1, y: 0 },
      distance: -2,
    });
    expect(distanceToPoint([0, 3], new Capsule([-1, 0], [1, 0], 0.5))).toBe(2.5);
    expect(distanceToPoint([0, 0], new Capsule([-1, 0], [1, 0], 0.5))).toBe(-0.5);
    expect(distanceToPoint([3, 4], new Point([0, 0]))).toBe(5);
  });

  it('rejects a point beyond MAX_COORDINATE instead of answering NaN', () => {
    expect(() => distanceToPoint([1e200, 1e200], Polygon.box(2, 2))).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => closestPoint([1e200, 1e200], new Circle(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(distanceToPoint([1e150, 0], new Circle(1))).toBe(1e150 - 1);
  });

  it('random points and shapes: the point is on the surface, the distance signed and least over the boundary', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = rng(seed);
        const shape = randomShape(random);
        const p = { x: -6 + 12 * random(), y: -6 + 12 * random() };
        const c = closestPoint(p, shape, new ClosestPointResult());
        expect(distanceToPoint(p, shape)).toBe(c.distance);
        expect(Math.hypot(c.normal.x, c.normal.y)).toBeCloseTo(1, 12);
        // |distance| is the distance from p to the returned point, which is on some part's surface.
        expect(Math.hypot(p.x - c.point.x, p.y - c.point.y)).toBeCloseTo(Math.abs(c.distance), 9);
        expect(Math.min(...partsOf(shape).map((part) => Math.abs(signedDistanceRef(c.point, part))))).toBeLessThan(
          1e-9,
        );
        // Sign: negative exactly when inside (away from the surface).
        if (Math.abs(c.distance) > 1e-9) expect(c.distance < 0).toBe(insideRef(p, shape));
        // The distance is the reference's: nearest part outside, deepest part inside (compounds).
        const ref = Math.min(...partsOf(shape).map((part) => signedDistanceRef(p, part)));
        expect(c.distance).toBeCloseTo(ref, 9);
        // Outside, the normal points from the surface toward p.
        if (c.distance > 1e-9)
          expect((p.x - c.point.x) * c.normal.x + (p.y - c.point.y) * c.normal.y).toBeCloseTo(c.distance, 9);
      }),
      { numRuns: 1000 },
    );
  });
});
