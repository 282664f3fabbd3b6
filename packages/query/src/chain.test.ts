// Chains in the queries: a chain is its segments (checked against a compound of the same
// segments, whose queries are tested against brute force), except that a one-sided chain
// is seen from its free side only, and a sweep along it never catches on a joint.
import { Chain, Circle, Compound, Polygon, Segment } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestPoint, distanceToPoint } from './closest-point.js';
import { pointInShape } from './point-in-shape.js';
import { raycast } from './raycast.js';
import { SpatialIndex } from './spatial-index.js';
import { sweep } from './sweep.js';
import { rng } from './test-support/random-shapes.js';

function randomPolyline(random: () => number): [number, number][] {
  const points: [number, number][] = [[-3, 4 * random() - 2]];
  const n = 2 + Math.floor(5 * random());
  for (let i = 0; i < n; i++) points.push([points[i][0] + 0.3 + random(), points[i][1] + 2 * random() - 1]);
  return points;
}

function asSegments(points: [number, number][]): Compound {
  return new Compound(points.slice(1).map((p, i) => new Segment(points[i], p)));
}

describe('a two-sided chain queries as its segments', () => {
  it('raycast, point and distance queries match a compound of the same segments', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = rng(seed);
        const points = randomPolyline(random);
        const chain = new Chain(points);
        const loose = asSegments(points);
        const o = { x: 8 * random() - 4, y: 8 * random() - 4 };
        const a = 2 * Math.PI * random();
        const ray = { origin: o, direction: { x: Math.cos(a), y: Math.sin(a) }, maxDistance: 10 };
        const hit = raycast(ray, chain);
        const ref = raycast(ray, loose);
        expect(hit === null).toBe(ref === null);
        if (hit && ref) {
          expect(hit.distance).toBe(ref.distance);
          expect(hit.normal).toEqual(ref.normal);
        }
        expect(distanceToPoint(o, chain)).toBe(distanceToPoint(o, loose));
        expect(closestPoint(o, chain).point).toEqual(closestPoint(o, loose).point);
        const on = points[1];
        expect(pointInShape(on, chain)).toBe(true);
        expect(pointInShape(o, chain)).toBe(pointInShape(o, loose));
      }),
      { numRuns: 300 },
    );
  });
});

describe('one-sided chains in queries', () => {
  // Ground along y = 0, listed right to left: free side up.
  const ground = new Chain(
    [
      [10, 0],
      [5, 0],
      [0, 0],
      [-5, 0],
    ],
    { oneSided: true },
  );

  it('a ray from above hits, a ray from below passes through', () => {
    expect(raycast({ origin: [1, 5], direction: [0, -1] }, ground)?.normal).toEqual({ x: 0, y: 1 });
    expect(raycast({ origin: [1, -5], direction: [0, 1] }, ground)).toBeNull();
  });

  it('a sweep from above lands with the surface normal, from below passes', () => {
    const ball = new Circle(0.5, { position: [2, 3] });
    const hit = sweep(ball, [0, -10], ground)!;
    expect(hit.time).toBeCloseTo(0.25, 12);
    expect(hit.normal).toEqual({ x: 0, y: 1 });
    expect(sweep(new Circle(0.5, { position: [2, -3] }), [0, 10], ground)).toBeNull();
  });

  it('a box sliding along the ground across joints never reports a sideways normal', () => {
    for (let k = 0; k < 200; k++) {
      const box = Polygon.box(1, 1, { position: [-4 + k * 0.0625, 0.5 + 1e-3] });
      const hit = sweep(box, [0.5, -0.01], ground);
      expect(hit).not.toBeNull();
      expect(hit!.normal).toEqual({ x: 0, y: 1 });
    }
  });

  it('the spatial index answers for chains like for any shape', () => {
    const index = new SpatialIndex<string>();
    const h = index.insert(ground, { data: 'ground' });
    index.insert(new Circle(0.5, { position: [2, 0.3] }), { data: 'ball' });
    expect(index.queryPoint([7, 0])).toEqual([h]);
    expect(index.raycast({ origin: [1, 5], direction: [0, -1] })?.handle).toBe(h);
    let pairs = 0;
    index.pairs(() => pairs++);
    expect(pairs).toBe(1);
  });
});
