// fanLowerBound lets auto skip the fan where it cannot win (decompose.ts): it must never
// exceed the fan's own piece count, and must say "does not apply" exactly where the fan does.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prepare } from './decompose.js';
import { FAN_CONVEX, fanCandidate, fanLowerBound } from './fan.js';
import { indexPolygon } from './index-polygon.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';
import { starShapedRing } from '../test/support.js';

/** Star-shaped rings snapped to a coarse integer grid (exact collinear and repeated points happen). */
const snapped = starShapedRing(16).map((ring) =>
  ring.map(([x, y]): [number, number] => [Math.round(x / 10), Math.round(y / 10)]),
);

/** A U: no point sees the inner walls of both arms (the fan does not apply). */
const notStarShaped: [number, number][] = [
  [0, 0],
  [30, 0],
  [30, 30],
  [20, 30],
  [20, 10],
  [10, 10],
  [10, 30],
  [0, 30],
];

describe('fanLowerBound', () => {
  test('never exceeds the fan’s piece count, and is −1 or 0 exactly where the fan does not apply', () => {
    let bounded = 0;
    fc.assert(
      fc.property(
        fc.oneof(starShapedRing(16, 3, -7), snapped, fc.constant(notStarShaped)),
        fc.constantFrom(3, 4, 5, 8, Infinity),
        (ring, max) => {
          let prepared;
          try {
            prepared = prepare({ outer: ring }, DEFAULT_CLEAN_TOLERANCE);
          } catch {
            return;
          }
          const polygon = indexPolygon(prepared.rings, prepared.splits, prepared.touchPoints);
          const bound = fanLowerBound(polygon, prepared.viewpoint);
          const fan = fanCandidate(polygon, max, prepared.viewpoint);
          if (typeof fan === 'string') {
            expect(bound).toBe(fan === FAN_CONVEX ? -1 : 0);
            return;
          }
          bounded++;
          expect(bound).toBeGreaterThanOrEqual(3);
          expect(bound).toBeLessThanOrEqual(fan.pieceCount);
        },
      ),
      { numRuns: 1500 },
    );
    expect(bounded).toBeGreaterThan(500);
  });

  test('counts one slice per reflex corner of a star (its spikes), and three at least', () => {
    const star = Array.from({ length: 12 }, (_, i): [number, number] => {
      const r = i % 2 === 0 ? 10 : 4;
      return [r * Math.cos((Math.PI * i) / 6), r * Math.sin((Math.PI * i) / 6)];
    });
    const prepared = prepare({ outer: star }, DEFAULT_CLEAN_TOLERANCE);
    expect(fanLowerBound(indexPolygon(prepared.rings, [], []), prepared.viewpoint)).toBe(6);
    // An L has one reflex corner; its fan still needs three slices (each turns less than π).
    const ell = prepare(
      {
        outer: [
          [0, 0],
          [4, 0],
          [4, 1],
          [1, 1],
          [1, 4],
          [0, 4],
        ],
      },
      DEFAULT_CLEAN_TOLERANCE,
    );
    expect(fanLowerBound(indexPolygon(ell.rings, [], []), ell.viewpoint)).toBe(3);
  });
});
