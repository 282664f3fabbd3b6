// distance() against a brute-force closest-points reference, with exactly parallel closest
// faces: the case where the support point's foot can fall beyond the reference face's ends.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Capsule, type ConvexShape, distance, Polygon } from './index.js';
import { signedDistanceTo } from './test-support/shapes.js';

const EPS = 1e-9;

/** Closest distance of point (x, y) to segment (ax, ay)–(bx, by). */
function pointSegment(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / len2));
  return Math.hypot(x - ax - t * ex, y - ay - t * ey);
}

/** The edges (or the single segment / point) of a convex shape's world core, as [ax, ay, bx, by]. */
function edgesOf(s: ConvexShape): number[][] {
  const w = s.worldPoints();
  const n = w.length / 2;
  if (n === 1) return [[w[0], w[1], w[0], w[1]]];
  if (n === 2) return [[w[0], w[1], w[2], w[3]]];
  return Array.from({ length: n }, (_, i) => [
    w[2 * i],
    w[2 * i + 1],
    w[(2 * i + 2) % w.length],
    w[(2 * i + 3) % w.length],
  ]);
}

/**
 * Brute-force surface distance of two separated convex shapes: the closest pair of two
 * non-crossing segments always includes an end point, so the minimum over every vertex of
 * one core against every edge of the other is the core distance; minus both radii.
 */
function bruteDistance(a: ConvexShape, b: ConvexShape): number {
  let best = Infinity;
  for (const [ax, ay, bx, by] of edgesOf(a)) {
    for (const [cx, cy, dx, dy] of edgesOf(b)) {
      best = Math.min(
        best,
        pointSegment(ax, ay, cx, cy, dx, dy),
        pointSegment(bx, by, cx, cy, dx, dy),
        pointSegment(cx, cy, ax, ay, bx, by),
        pointSegment(dx, dy, ax, ay, bx, by),
      );
    }
  }
  return best - a.worldRadius() - b.worldRadius();
}

/** Separated: the distance is the brute-force one and each witness lies on its own surface. */
function expectWitnessesOnShapes(a: ConvexShape, b: ConvexShape): void {
  const d = distance(a, b);
  const size = 1 + Math.max(...[...a.worldPoints(), ...b.worldPoints()].map(Math.abs));
  expect(d.distance).toBeCloseTo(bruteDistance(a, b), 9);
  expect(Math.abs(signedDistanceTo(a, d.pointA.x, d.pointA.y))).toBeLessThan(EPS * size);
  expect(Math.abs(signedDistanceTo(b, d.pointB.x, d.pointB.y))).toBeLessThan(EPS * size);
  expect(Math.hypot(d.pointB.x - d.pointA.x, d.pointB.y - d.pointA.y)).toBeCloseTo(Math.abs(d.distance), 9);
}

describe('distance witnesses with parallel closest faces', () => {
  test('box beside a larger box: the witnesses lie on the overlap of the two faces', () => {
    const a = Polygon.box(0.5, 0.5);
    const b = Polygon.box(1, 1, { position: [-0.8, 0] });
    const d = distance(a, b);
    expect(d.distance).toBeCloseTo(0.05, 12);
    // A's left face spans y ∈ [−0.25, 0.25], B's right face y ∈ [−0.5, 0.5]: the overlap is A's face.
    expect(d.pointA.x).toBeCloseTo(-0.25, 12);
    expect(Math.abs(d.pointA.y)).toBeLessThanOrEqual(0.25);
    expect(d.pointB.x).toBeCloseTo(-0.3, 12);
    expect(Math.abs(d.pointB.y)).toBeLessThanOrEqual(0.25);
    expectWitnessesOnShapes(a, b);
  });

  test('box beside a long capsule: the witnesses lie on the box face, not beyond its end', () => {
    const a = Polygon.box(2, 2);
    const b = new Capsule([2, -3], [2, 3], 0.5);
    const d = distance(a, b);
    expect(d.distance).toBeCloseTo(0.5, 12);
    expect(d.pointA.x).toBeCloseTo(1, 12);
    expect(Math.abs(d.pointA.y)).toBeLessThanOrEqual(1);
    expectWitnessesOnShapes(a, b);
    expectWitnessesOnShapes(b, a);
  });

  // Exactly parallel edges: boxes and capsules sharing a rotation (angle 0 keeps them exact),
  // every offset, in either order.
  const size = fc.double({ min: 0.1, max: 4, noNaN: true });
  const offset = fc.double({ min: -6, max: 6, noNaN: true });
  const angle = fc.constantFrom(0, 0, Math.PI / 2, 0.3, -1.1);
  const part = fc.oneof(
    fc.tuple(size, size).map(([w, h]) => ({ kind: 'box' as const, w, h })),
    fc
      .tuple(size, fc.double({ min: 0.05, max: 1, noNaN: true }), fc.boolean())
      .map(([l, r, vertical]) => ({ kind: 'capsule' as const, l, r, vertical })),
  );
  type PartSpec = typeof part extends fc.Arbitrary<infer T> ? T : never;
  const make = (s: PartSpec, x: number, y: number, a: number): ConvexShape =>
    s.kind === 'box'
      ? Polygon.box(s.w, s.h, { position: [x, y], angle: a })
      : new Capsule(s.vertical ? [0, -s.l] : [-s.l, 0], s.vertical ? [0, s.l] : [s.l, 0], s.r, {
          position: [x, y],
          angle: a,
        });

  test('property: exactly parallel edges, against brute-force closest points', () => {
    fc.assert(
      fc.property(part, part, offset, offset, angle, fc.boolean(), (sa, sb, x, y, a, swap) => {
        const A = make(sa, 0, 0, a);
        const B = make(sb, x, y, a);
        const d = distance(A, B);
        fc.pre(d.distance > 1e-6);
        if (swap) expectWitnessesOnShapes(B, A);
        else expectWitnessesOnShapes(A, B);
      }),
      { numRuns: 2000 },
    );
  });
});
