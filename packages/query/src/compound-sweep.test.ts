// sweep() with compounds visits only the part pairs near the path (core's part trees, in
// order of when their boxes can meet): the answer must be brute force's over every pair.
import { Circle, Compound, type ConvexShape, Polygon } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sweep } from './index.js';

function scattered(seed: number, n: number, w: number): Compound {
  let s = seed >>> 0;
  const random = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const parts: ConvexShape[] = [];
  for (let i = 0; i < n; i++) {
    const position: [number, number] = [w * random(), w * random()];
    parts.push(
      random() < 0.7
        ? Polygon.box(0.2 + random(), 0.2 + random(), { position, angle: 3 * random() })
        : new Circle(0.1 + 0.5 * random(), { position }),
    );
  }
  return new Compound(parts);
}

/** The earliest time over every part pair, each swept on its own. */
function bruteForceTime(moving: Compound, delta: [number, number], target: Compound): number | null {
  let best: number | null = null;
  for (const a of moving.parts) {
    for (const b of target.parts) {
      const hit = sweep(a, delta, b);
      if (hit && (best === null || hit.time < best)) best = hit.time;
    }
  }
  return best;
}

describe('sweep with compounds', () => {
  test('property: the earliest time equals brute force over every part pair', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.double({ min: -40, max: 40, noNaN: true }),
        fc.double({ min: -40, max: 40, noNaN: true }),
        fc.double({ min: -4, max: 4, noNaN: true }),
        (seedA, seedB, dx, dy, angle) => {
          const moving = scattered(seedA, 30, 6);
          moving.setTransform({ position: [-dx / 2, -dy / 2], angle });
          const target = scattered(seedB, 40, 10);
          const hit = sweep(moving, [dx, dy], target);
          const reference = bruteForceTime(moving, [dx, dy], target);
          expect(hit?.time ?? null).toBe(reference);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('a grid of 4000 boxes swept into another stops where the facing columns meet', () => {
    const grid = (x0: number) =>
      new Compound(
        Array.from({ length: 4000 }, (_, i) => Polygon.box(1, 1, { position: [x0 + (i % 40), Math.floor(i / 40)] })),
      );
    const hit = sweep(grid(100), [-100, 0], grid(0));
    expect(hit?.time).toBeCloseTo(0.6, 12); // the gap is 60 of the 100
    expect(hit?.normal).toEqual({ x: 1, y: 0 });
  });
});
