// Cases ported from Box2D v3's unit tests (MIT licence, Copyright (c) 2022 Erin Catto):
// https://github.com/erincatto/box2d/tree/617d32a/test (test_collision.c, test_distance.c,
// test_shape.c). Inputs and expected values are the peer's; the code is sepax's. Notice:
// ./NOTICE.md. Ray casts, shape casts and time of impact are in packages/query/test/peer-suites.
//
// Box2D builds boxes from half extents (b2MakeBox(hx, hy)); sepax's Polygon.box takes the full
// width and height. Box2D computes in float32 and allows FLT_EPSILON; sepax computes in float64,
// so the tolerances below are the peer's or tighter.
import {
  aabbOverlaps,
  Capsule,
  Circle,
  collide,
  distance,
  massProperties,
  overlaps,
  Point,
  Polygon,
  Segment,
} from '@sepax/core';
import { describe, expect, it } from 'vitest';

const FLT_EPSILON = 1.1920929e-7;
/** B2_LINEAR_SLOP at the default length units per meter. */
const B2_LINEAR_SLOP = 0.005;

/** b2MakeBox(hx, hy). */
const makeBox = (hx: number, hy: number) => Polygon.box(2 * hx, 2 * hy);

describe('box2d test/test_collision.c', () => {
  // b2IsValidAABB and b2AABB_Contains have no sepax counterpart (an AABB is a plain record);
  // the overlap test does.
  it('AABBTest (overlap)', () => {
    const a = { minX: -1, minY: -1, maxX: 1, maxY: 1 };
    const b = { minX: 2, minY: 2, maxX: 4, maxY: 4 };
    expect(aabbOverlaps(a, b)).toBe(false);
  });

  // Box2D's manifold separation is −depth; its points are in frame A, sepax's in world
  // coordinates, so the far-away contacts are compared relative to the shift.
  it('LargeWorldManifoldTest', () => {
    const boxA = makeBox(0.5, 0.5);
    const boxB = makeBox(0.5, 0.5).setPosition(0.9, 0);
    const mOrigin = collide(boxA, boxB);
    expect(mOrigin).not.toBeNull();
    expect(mOrigin!.contacts).toHaveLength(2);
    expect(Math.abs(-mOrigin!.depth + 0.1)).toBeLessThan(0.01);

    const base = 1.0e7;
    const large = collide(makeBox(0.5, 0.5).setPosition(base, base), makeBox(0.5, 0.5).setPosition(base + 0.9, base));
    expect(large).not.toBeNull();
    expect(large!.contacts).toHaveLength(mOrigin!.contacts.length);
    expect(Math.abs(large!.normal.x - mOrigin!.normal.x)).toBeLessThan(1e-4);
    expect(Math.abs(large!.normal.y - mOrigin!.normal.y)).toBeLessThan(1e-4);
    expect(Math.abs(large!.depth - mOrigin!.depth)).toBeLessThan(1e-4);
    const relative = large!.contacts.map((p) => ({ x: p.x - base, y: p.y - base }));
    for (const p of mOrigin!.contacts) {
      expect(relative.some((q) => Math.abs(q.x - p.x) < 1e-4 && Math.abs(q.y - p.y) < 1e-4)).toBe(true);
    }
  });

  // The tight box of a rounded box; b2ComputeFatShapeAABB (the broad phase's margin) has no sepax
  // counterpart on a shape.
  it('LargeWorldAABBTest', () => {
    const corners: [number, number][] = [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ];
    const aabbOrigin = Polygon.rounded(corners, 0.1).aabb();
    expect(Math.abs(aabbOrigin.minX + 0.6)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(aabbOrigin.minY + 0.6)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(aabbOrigin.maxX - 0.6)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(aabbOrigin.maxY - 0.6)).toBeLessThan(FLT_EPSILON);

    const d = 1.0e7;
    const tight = Polygon.rounded(corners, 0.1, { position: [d, d] }).aabb();
    expect(tight.minX).toBeLessThanOrEqual(d - 0.6);
    expect(tight.minY).toBeLessThanOrEqual(d - 0.6);
    expect(tight.maxX).toBeGreaterThanOrEqual(d + 0.6);
    expect(tight.maxY).toBeGreaterThanOrEqual(d + 0.6);
  });
});

describe('box2d test/test_distance.c', () => {
  // b2SegmentDistance's fractions are where the closest points sit along each segment.
  it('SegmentDistanceTest', () => {
    const p1 = { x: -1, y: -1 };
    const q1 = { x: -1, y: 1 };
    const p2 = { x: 2, y: 0 };
    const q2 = { x: 1, y: 0 };
    const result = distance(new Segment(p1, q1), new Segment(p2, q2));
    const fraction = (p: { x: number; y: number }, q: { x: number; y: number }, c: { x: number; y: number }) =>
      ((c.x - p.x) * (q.x - p.x) + (c.y - p.y) * (q.y - p.y)) / ((q.x - p.x) ** 2 + (q.y - p.y) ** 2);
    expect(Math.abs(fraction(p1, q1, result.pointA) - 0.5)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(fraction(p2, q2, result.pointB) - 1.0)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(result.pointA.x + 1.0)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(result.pointA.y)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(result.pointB.x - 1.0)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(result.pointB.y)).toBeLessThan(FLT_EPSILON);
    expect(Math.abs(result.distance ** 2 - 4.0)).toBeLessThan(FLT_EPSILON);
  });

  const vas: [number, number][] = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];

  it('ShapeDistanceTest', () => {
    const output = distance(new Polygon(vas), new Segment([2, -1], [2, 1]));
    expect(Math.abs(output.distance - 1.0)).toBeLessThan(FLT_EPSILON);
  });

  // ShapeCastTest and TimeOfImpactTest: the query port (sweep).

  it('ShapeDistanceShortEdgeTest', () => {
    const halfThickness = 0.0016;
    const corners: [number, number][] = [
      [-0.5, -halfThickness],
      [0.5, -halfThickness],
      [0.5, halfThickness],
      [-0.5, halfThickness],
    ];
    const output = distance(new Polygon(corners), new Point([0.5 + B2_LINEAR_SLOP, 0]));
    expect(output.distance).toBeGreaterThan(0);
    expect(Math.hypot(output.normal.x, output.normal.y)).toBeCloseTo(1, 12);
    expect(Math.abs(output.distance - B2_LINEAR_SLOP)).toBeLessThan(1e-6);
  });
});

describe('box2d test/test_shape.c', () => {
  const capsule = () => new Capsule([-1, 0], [1, 0], 1);
  const circle = () => new Circle(1, { position: [1, 0] });
  const box = () => makeBox(1, 1);
  const segment = () => new Segment([0, 1], [0, -1]);

  // b2MassData's rotationalInertia is about the centre of mass, as sepax's inertia is.
  it('ShapeMassTest', () => {
    {
      const md = massProperties(circle(), 1);
      expect(Math.abs(md.mass - Math.PI)).toBeLessThan(FLT_EPSILON);
      expect(md.centroid).toEqual({ x: 1, y: 0 });
      expect(Math.abs(md.inertia - 0.5 * Math.PI)).toBeLessThan(FLT_EPSILON);
    }

    {
      const radius = 1;
      const length = 2;
      const md = massProperties(capsule(), 1);

      // Box that fully contains the capsule
      const mdUpper = massProperties(makeBox(radius + 0.5 * length, radius), 1);

      // Approximate the capsule by the convex hull of points on its two half circles
      const N = 4;
      const points: [number, number][] = [];
      const d = Math.PI / (N - 1);
      let angle = -0.5 * Math.PI;
      for (let i = 0; i < N; ++i, angle += d) points.push([1 + radius * Math.cos(angle), radius * Math.sin(angle)]);
      angle = 0.5 * Math.PI;
      for (let i = N; i < 2 * N; ++i, angle += d)
        points.push([-1 + radius * Math.cos(angle), radius * Math.sin(angle)]);
      const mdLower = massProperties(Polygon.hull(points), 1);

      expect(mdLower.mass < md.mass && md.mass < mdUpper.mass).toBe(true);
      expect(mdLower.inertia < md.inertia && md.inertia < mdUpper.inertia).toBe(true);
    }

    {
      const md = massProperties(box(), 1);
      expect(Math.abs(md.mass - 4)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(md.centroid.x)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(md.centroid.y)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(md.inertia - 8 / 3)).toBeLessThan(2 * FLT_EPSILON);
    }

    {
      // b2MakeOffsetBox: the offset is the box's position
      const offset = { x: 0.4, y: -0.7 };
      const m1 = massProperties(makeBox(0.25, 0.5), 1);
      const m2 = massProperties(Polygon.box(0.5, 1, { position: offset }), 1);
      expect(Math.abs(m1.mass - m2.mass)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(m1.inertia - m2.inertia)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(m2.centroid.x - offset.x)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(m2.centroid.y - offset.y)).toBeLessThan(FLT_EPSILON);
    }
  });

  it('ShapeAABBTest', () => {
    {
      const b = circle().aabb();
      expect(Math.abs(b.minX)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.minY + 1)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.maxX - 2)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.maxY - 1)).toBeLessThan(FLT_EPSILON);
    }
    {
      const b = box().aabb();
      expect(Math.abs(b.minX + 1)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.minY + 1)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.maxX - 1)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.maxY - 1)).toBeLessThan(FLT_EPSILON);
    }
    {
      const b = segment().aabb();
      expect(Math.abs(b.minX)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.minY + 1)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.maxX)).toBeLessThan(FLT_EPSILON);
      expect(Math.abs(b.maxY - 1)).toBeLessThan(FLT_EPSILON);
    }
  });

  // b2PointInCircle / b2PointInPolygon: a Point shape overlapping the shape (query's pointInShape
  // is in the query port).
  it('PointInShapeTest', () => {
    const p1 = new Point([0.5, 0.5]);
    const p2 = new Point([4, -4]);
    expect(overlaps(p1, circle())).toBe(true);
    expect(overlaps(p2, circle())).toBe(false);
    expect(overlaps(p1, box())).toBe(true);
    expect(overlaps(p2, box())).toBe(false);
  });
});
