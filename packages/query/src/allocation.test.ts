// raycast(…, out), sweep(…, out), closestPoint(…, out), pointInShape and pointInPolygon must
// not allocate. (distanceToPoint returns a float, which V8 boxes when the call is not inlined:
// closestPoint with `out` is its allocation-free form.) How it is measured without
// --expose-gc: test-support/heap.ts.
import { Capsule, Circle, Compound, Polygon } from '@sepax/core';
import { describe, expect, it } from 'vitest';
import { ClosestPointResult, closestPoint } from './closest-point.js';
import { pointInPolygon } from './point-in-polygon.js';
import { pointInShape } from './point-in-shape.js';
import { raycast, RaycastHit } from './raycast.js';
import { sweep, SweepHit } from './sweep.js';
import { medianBytesPerCall } from '../../../test-support/heap.js';

describe('no allocation on the hot path', () => {
  const hexagon = Polygon.regular(6, 1, { position: [3, 0.2], angle: 0.3 });
  const capsule = new Capsule([-1, 0], [1, 0], 0.4, { position: [2, 1], angle: 0.5 });
  const compound = new Compound([Polygon.box(1, 1), new Circle(0.5, { position: [1, 0] })], { position: [4, 0] });
  const ball = new Circle(0.3, { position: [-3, 0.1] });
  const ray = { origin: [-5, 0.1] as const, direction: [1, 0] as const, maxDistance: 20 };
  const hit = new RaycastHit();
  const sweepHit = new SweepHit();
  const closest = new ClosestPointResult();
  const ring = [[0, 0], [4, 0], [4, 4], [2, 1], [0, 4]] as const;
  const withHoles = { outer: [[0, 0], [10, 0], [10, 10], [0, 10]] as const, holes: [[[3, 3], [6, 3], [6, 6]] as const] };
  const delta = { x: 8, y: 0 };
  const inside = { x: 0.5, y: 0.5 };
  const near = { x: 3, y: 0 };
  const probe = { x: 3, y: 2 };
  const centre = { x: 5, y: 4 }; // not on an edge: there the exact fallback (robust-predicates) returns a boxed float

  it('sanity: the measurement sees an allocating call', () => {
    // The sink keeps the fresh result reachable, so V8 cannot optimise the allocation away.
    const sink: unknown[] = [null];
    expect(medianBytesPerCall(() => (sink[0] = raycast(ray, hexagon)))).toBeGreaterThan(16);
  });

  it.each([
    ['raycast polygon', () => raycast(ray, hexagon, hit)],
    ['raycast capsule', () => raycast(ray, capsule, hit)],
    ['raycast compound', () => raycast(ray, compound, hit)],
    ['sweep circle–polygon', () => sweep(ball, delta, hexagon, sweepHit)],
    ['sweep capsule–compound', () => sweep(capsule, delta, compound, sweepHit)],
    ['closestPoint', () => closestPoint(inside, hexagon, closest)],
    ['pointInShape', () => pointInShape(near, hexagon)],
    ['pointInPolygon ring', () => pointInPolygon(probe, ring)],
    ['pointInPolygon with holes', () => pointInPolygon(centre, withHoles)],
  ])('%s: < 0.5 bytes per call', (_name, run) => {
    expect(run()).not.toBeUndefined();
    expect(medianBytesPerCall(run)).toBeLessThan(0.5);
  });
});
