// Cases ported from Box2D v3's unit tests (MIT licence, Copyright (c) 2022 Erin Catto):
// https://github.com/erincatto/box2d/tree/617d32a/test (test_collision.c, test_distance.c,
// test_shape.c, test_dynamic_tree.c, test_large_world.c): ray casts, shape casts, time of impact,
// point tests, tree and world queries. Inputs and expected values are the peer's; the code is sepax's. Notice: ./NOTICE.md.
// Mass, AABB, distance and manifold cases are in packages/core/test/peer-suites.
//
// Box2D casts a segment p1 → p2 (maxFraction 1); the sepax ray is { origin: p1, direction: p2 − p1,
// maxDistance: |p2 − p1| }, whose fraction is distance / maxDistance: the same number. Box2D's b2AABB
// is sepax's Polygon.box placed on the box's centre. Box2D computes in float32 and allows
// FLT_EPSILON; sepax computes in float64.
import { Capsule, Chain, Circle, collide, Point, Polygon, Segment, type Vec2 } from '@sepax/core';
import { pointInShape, raycast, SpatialIndex, sweep } from '@sepax/query';
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../../core/src/test-support/error-code.js';
import { aabbShape, segmentRay } from './peer-forms.js';

const FLT_EPSILON = 1.1920929e-7;

const small = (v: number, tolerance = FLT_EPSILON) => expect(Math.abs(v)).toBeLessThan(tolerance);

describe('box2d test/test_collision.c: AABBRayCastTest', () => {
  const aabb = () => aabbShape(-1, -1, 1, 1);
  const cast = (p1: Vec2, p2: Vec2, shape = aabb()) => raycast(segmentRay(p1, p2), shape);

  it('Test 1: Ray hits AABB from left side', () => {
    const output = cast({ x: -3, y: 0 }, { x: 3, y: 0 });
    expect(output).not.toBeNull();
    small(output!.fraction - 1 / 3);
    small(output!.normal.x + 1);
    small(output!.normal.y);
    small(output!.point.x + 1);
    small(output!.point.y);
  });

  it('Test 2: Ray hits AABB from right side', () => {
    const output = cast({ x: 3, y: 0 }, { x: -3, y: 0 });
    expect(output).not.toBeNull();
    small(output!.fraction - 1 / 3);
    small(output!.normal.x - 1);
    small(output!.normal.y);
    small(output!.point.x - 1);
    small(output!.point.y);
  });

  it('Test 3: Ray hits AABB from bottom', () => {
    const output = cast({ x: 0, y: -3 }, { x: 0, y: 3 });
    expect(output).not.toBeNull();
    small(output!.fraction - 1 / 3);
    small(output!.normal.x);
    small(output!.normal.y + 1);
    small(output!.point.x);
    small(output!.point.y + 1);
  });

  it('Test 4: Ray hits AABB from top', () => {
    const output = cast({ x: 0, y: 3 }, { x: 0, y: -3 });
    expect(output).not.toBeNull();
    small(output!.fraction - 1 / 3);
    small(output!.normal.x);
    small(output!.normal.y - 1);
    small(output!.point.x);
    small(output!.point.y - 1);
  });

  it('Test 5: Ray misses AABB completely (parallel to x-axis)', () => {
    expect(cast({ x: -3, y: 2 }, { x: 3, y: 2 })).toBeNull();
  });

  it('Test 6: Ray misses AABB completely (parallel to y-axis)', () => {
    expect(cast({ x: 2, y: -3 }, { x: 2, y: 3 })).toBeNull();
  });

  // Convention: b2AABB_RayCast ignores a ray that starts inside (no hit); a sepax ray starting
  // inside (or on) a shape hits at distance 0 with `inside: true` (closed sets).
  it('Test 7: Ray starts inside AABB', () => {
    const output = cast({ x: 0, y: 0 }, { x: 2, y: 0 });
    expect(output).not.toBeNull();
    expect(output!.inside).toBe(true);
    expect(output!.fraction).toBe(0);
  });

  it('Test 8: Ray hits corner of AABB (diagonal ray)', () => {
    const output = cast({ x: -2, y: -2 }, { x: 2, y: 2 });
    expect(output).not.toBeNull();
    small(output!.fraction - 0.25);
    // Normal should be either (-1, 0) or (0, -1) depending on which edge is hit first
    const { x, y } = output!.normal;
    expect((x === -1 && y === 0) || (x === 0 && y === -1)).toBe(true);
  });

  it('Test 9: Ray parallel to AABB edge but outside', () => {
    expect(cast({ x: -2, y: 1.5 }, { x: 2, y: 1.5 })).toBeNull();
  });

  it('Test 10: Ray parallel to AABB edge and exactly on boundary', () => {
    const output = cast({ x: -2, y: 1 }, { x: 2, y: 1 });
    expect(output).not.toBeNull();
    small(output!.fraction - 0.25);
    small(output!.normal.x + 1);
    small(output!.normal.y);
  });

  it("Test 11: Very short ray that doesn't reach AABB", () => {
    expect(cast({ x: -3, y: 0 }, { x: -2.5, y: 0 })).toBeNull();
  });

  // Convention: Box2D answers a zero-length ray with "no hit"; sepax refuses a zero direction
  // (SepaxError ZERO_DIRECTION), whatever the shape.
  it('Test 12: Zero-length ray (degenerate case)', () => {
    expect(codeOf(() => cast({ x: 0, y: 0 }, { x: 0, y: 0 }))).toBe('ZERO_DIRECTION');
  });

  it('Test 13: Ray hits AABB at exact boundary condition (t = 1.0)', () => {
    const output = cast({ x: -2, y: 0 }, { x: -1, y: 0 });
    expect(output).not.toBeNull();
    small(output!.fraction - 1);
    small(output!.normal.x + 1);
    small(output!.normal.y);
  });

  it('Test 14: Different AABB position (not centered at origin)', () => {
    const output = cast({ x: 0, y: 4 }, { x: 6, y: 4 }, aabbShape(2, 3, 4, 5));
    expect(output).not.toBeNull();
    small(output!.fraction - 1 / 3);
    small(output!.normal.x + 1);
    small(output!.normal.y);
    small(output!.point.x - 2);
    small(output!.point.y - 4);
  });
});

describe('box2d test/test_distance.c', () => {
  const vas: [number, number][] = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];

  // b2ShapeCast moves proxy B by translationB against a static A: sepax's sweep(B, delta, A).
  it('ShapeCastTest', () => {
    const output = sweep(new Segment([2, -1], [2, 1]), [-2, 0], new Polygon(vas));
    expect(output).not.toBeNull();
    small(output!.time - 0.5, 0.005);
  });

  // The peer's repro (disabled there while Box2D reports a false overlap) asks for a miss or a unit
  // normal. By hand the point misses: it is above the plank's top (y = 0.0002) only while x > 0.5059,
  // and reaches x = 0.5 (the end face) at time 0.6, at y = −0.2965, far below the plank.
  it('ShapeCastShortEdgeTest', () => {
    const halfThickness = 0.0002;
    const corners: [number, number][] = [
      [-0.5, -halfThickness],
      [0.5, -halfThickness],
      [0.5, halfThickness],
      [-0.5, halfThickness],
    ];
    const output = sweep(new Point([0.506, 0.0035]), [-0.01, -0.5], new Polygon(corners));
    expect(output === null || Math.abs(Math.hypot(output.normal.x, output.normal.y) - 1) < 1e-12).toBe(true);
    expect(output).toBeNull();
  });

  // b2TimeOfImpact with A still and B translating by (−2, 0), no rotation: a linear sweep.
  it('TimeOfImpactTest', () => {
    const output = sweep(new Segment([2, -1], [2, 1]), [-2, 0], new Polygon(vas));
    expect(output).not.toBeNull();
    expect(output!.overlapping).toBe(false);
    small(output!.time - 0.5, 0.005);
  });
});

describe('box2d test/test_shape.c', () => {
  const circle = () => new Circle(1, { position: [1, 0] });
  const box = () => Polygon.box(2, 2);

  it('PointInShapeTest', () => {
    const p1 = { x: 0.5, y: 0.5 };
    const p2 = { x: 4, y: -4 };
    expect(pointInShape(p1, circle())).toBe(true);
    expect(pointInShape(p2, circle())).toBe(false);
    expect(pointInShape(p1, box())).toBe(true);
    expect(pointInShape(p2, box())).toBe(false);
  });

  // b2RayCastInput { origin (−4, 0), translation (8, 0), maxFraction 1 }.
  it('RayCastShapeTest', () => {
    const input = { origin: { x: -4, y: 0 }, direction: { x: 8, y: 0 }, maxDistance: 8 };
    {
      const output = raycast(input, circle());
      expect(output).not.toBeNull();
      small(output!.normal.x + 1);
      small(output!.normal.y);
      small(output!.fraction - 0.5);
    }
    {
      const output = raycast(input, box());
      expect(output).not.toBeNull();
      small(output!.normal.x + 1);
      small(output!.normal.y);
      small(output!.fraction - 3 / 8);
    }
    // b2RayCastSegment(segment, input, oneSided = true): sepax's one-sided surface is a Chain (the
    // solid side on the left of (0, 1) → (0, −1), so the ray from −x meets its free side). The
    // two-sided Segment gives the same hit.
    for (const segment of [
      new Chain(
        [
          [0, 1],
          [0, -1],
        ],
        { oneSided: true },
      ),
      new Segment([0, 1], [0, -1]),
    ]) {
      const output = raycast(input, segment);
      expect(output).not.toBeNull();
      small(output!.normal.x + 1);
      small(output!.normal.y);
      small(output!.fraction - 0.5);
    }
  });
});

describe('box2d test/test_dynamic_tree.c', () => {
  // b2DynamicTree_RayCast reports the proxy whose box the segment reaches; a box proxy is a box shape.
  const rays: [string, Vec2, Vec2, boolean][] = [
    ['Test 1: Ray hits AABB from left side', { x: -3, y: 0 }, { x: 3, y: 0 }, true],
    ['Test 2: Ray hits AABB from right side', { x: 3, y: 0 }, { x: -3, y: 0 }, true],
    ['Test 3: Ray hits AABB from bottom', { x: 0, y: -3 }, { x: 0, y: 3 }, true],
    ['Test 4: Ray hits AABB from top', { x: 0, y: 3 }, { x: 0, y: -3 }, true],
    ['Test 5: Ray misses AABB completely (parallel to x-axis)', { x: -3, y: 2 }, { x: 3, y: 2 }, false],
    ['Test 6: Ray misses AABB completely (parallel to y-axis)', { x: 2, y: -3 }, { x: 2, y: 3 }, false],
    ['Test 7: Ray starts inside AABB', { x: 0, y: 0 }, { x: 2, y: 0 }, true],
    ['Test 8: Ray hits corner of AABB (diagonal ray)', { x: -2, y: -2 }, { x: 2, y: 2 }, true],
    ['Test 9: Ray parallel to AABB edge but outside', { x: -2, y: 1.5 }, { x: 2, y: 1.5 }, false],
    ['Test 10: Ray parallel to AABB edge and exactly on boundary', { x: -2, y: 1 }, { x: 2, y: 1 }, true],
    ["Test 11: Very short ray that doesn't reach AABB", { x: -3, y: 0 }, { x: -2.5, y: 0 }, false],
    ['Test 13: Ray hits AABB at exact boundary condition (t = 1.0)', { x: -2, y: 0 }, { x: -1, y: 0 }, true],
  ];
  for (const [name, p1, p2, hits] of rays) {
    it(`TreeRayCastTest ${name}`, () => {
      const tree = new SpatialIndex();
      const proxyId = tree.insert(aabbShape(-1, -1, 1, 1));
      const proxyHit = tree.raycast(segmentRay(p1, p2))?.handle ?? -1;
      expect(proxyHit).toBe(hits ? proxyId : -1);
    });
  }

  // Convention: the tree reports a zero-length ray starting inside the box; sepax refuses a zero
  // direction (ZERO_DIRECTION). queryPoint is sepax's question for a ray that does not move.
  it('TreeRayCastTest Test 12: Zero-length ray (degenerate case)', () => {
    const tree = new SpatialIndex();
    const proxyId = tree.insert(aabbShape(-1, -1, 1, 1));
    expect(codeOf(() => tree.raycast(segmentRay({ x: 0, y: 0 }, { x: 0, y: 0 })))).toBe('ZERO_DIRECTION');
    expect(tree.queryPoint([0, 0])).toEqual([proxyId]);
  });

  // Category bits are given at insert (sepax has no getter for them, so that part is left out).
  it('TreeMultipleProxiesTest', () => {
    const tree = new SpatialIndex<number>();
    const id1 = tree.insert(aabbShape(-5, -1, -3, 1), { category: 0x1, data: 42 });
    const id2 = tree.insert(aabbShape(-1, -1, 1, 1), { category: 0x2, data: 43 });
    const id3 = tree.insert(aabbShape(3, -1, 5, 1), { category: 0x4, data: 44 });
    expect(tree.size).toBe(3);
    expect(tree.data(id1)).toBe(42);
    expect(tree.data(id2)).toBe(43);
    expect(tree.data(id3)).toBe(44);
  });

  // The peer asks for "at least the middle proxy"; the other two are 1 unit outside the query box.
  it('TreeQueryTest', () => {
    const tree = new SpatialIndex();
    tree.insert(aabbShape(-5, -1, -3, 1), { category: 0xff });
    const id2 = tree.insert(aabbShape(-1, -1, 1, 1), { category: 0xff });
    tree.insert(aabbShape(3, -1, 5, 1), { category: 0xff });
    const queryA = { minX: -2, minY: -2, maxX: 2, maxY: 2 };
    const found = tree.queryRegion(queryA, { mask: 0xffffffff });
    expect(found).toContain(id2);
    expect(found).toEqual([id2]);
    expect(tree.queryRegion(queryA).length).toBeGreaterThanOrEqual(1);
  });

  // Skipped: TreeCreateDestroy, TreeMoveAndEnlargeTest, TreeRebuildAndValidateTest, TreeRowHeightTest
  // (node counts, fat boxes and tree height are internals sepax does not expose).
});

describe('box2d test/test_large_world.c', () => {
  // A world holding a unit box (b2MakeBox(0.5, 0.5)) on a body at `base` is an index holding that box.
  function world(base: number) {
    const index = new SpatialIndex();
    const box = Polygon.box(1, 1, { position: [base, 0] });
    index.insert(box);
    return { index, box };
  }

  // RunRayCast: b2World_CastRayClosest from 5 m left of the box, 10 m right; the hit point
  // relative to the base is (−0.5, 0), at the origin and at 1e7.
  for (const base of [0, 1.0e7]) {
    it(`LargeWorldRayCastTest (base ${base})`, () => {
      const { index } = world(base);
      const result = index.raycast({ origin: [base - 5, 0], direction: [10, 0], maxDistance: 10 });
      expect(result).not.toBeNull();
      small(result!.hit.point.x - base + 0.5, 1e-4);
      small(result!.hit.point.y, 1e-4);
    });
  }

  // RunOriginQueries, each world query through the index: OverlapShape → queryShape, CastShape and
  // CastMover → sweep, CollideMover (planes gathered) → a collision with the box, TestPoint →
  // pointInShape, Shape_RayCast → raycast. The large run must reproduce the origin run.
  function originQueries(base: number) {
    const { index, box } = world(base);
    const overlapCount = index.queryShape(new Circle(0.1, { position: [base, 0] })).length;
    // Cast a small circle at the left face. Center stops at -0.6, hit point on the face at -0.5.
    const cast = index.sweep(new Circle(0.1, { position: [base - 5, 0] }), [10, 0]);
    const mover = index.sweep(new Capsule([-5, -0.2], [-5, 0.2], 0.3, { position: [base, 0] }), [10, 0]);
    const touching = collide(new Capsule([-0.9, -0.2], [-0.9, 0.2], 0.5, { position: [base, 0] }), box);
    const ray = raycast({ origin: [base - 5, 0], direction: [10, 0] }, box);
    return {
      overlapCount,
      castFraction: cast?.hit.time ?? 1,
      castPoint: { x: (cast?.hit.point.x ?? base) - base, y: cast?.hit.point.y ?? 0 },
      moverFraction: mover?.hit.time ?? 1,
      planeCount: touching ? 1 : 0,
      insidePoint: pointInShape([base, 0], box),
      shapeRayHit: ray !== null,
      shapeRayPoint: { x: (ray?.point.x ?? base) - base, y: ray?.point.y ?? 0 },
    };
  }

  it('LargeWorldOriginQueryTest', () => {
    const origin = originQueries(0);
    expect(origin.overlapCount).toBe(1);
    expect(origin.castFraction).toBeLessThan(1);
    expect(origin.moverFraction).toBeLessThan(1);
    expect(origin.planeCount).toBeGreaterThanOrEqual(1);
    expect(origin.insidePoint).toBe(true);
    expect(origin.shapeRayHit).toBe(true);
    small(origin.castPoint.x + 0.5, 1e-3);
    small(origin.shapeRayPoint.x + 0.5, 1e-3);

    const large = originQueries(1.0e7);
    expect(large.overlapCount).toBe(origin.overlapCount);
    expect(large.planeCount).toBe(origin.planeCount);
    expect(large.insidePoint).toBe(origin.insidePoint);
    expect(large.shapeRayHit).toBe(origin.shapeRayHit);
    small(large.castFraction - origin.castFraction, 1e-4);
    small(large.moverFraction - origin.moverFraction, 1e-4);
    small(large.castPoint.x - origin.castPoint.x, 1e-3);
    small(large.castPoint.y - origin.castPoint.y, 1e-3);
    small(large.shapeRayPoint.x - origin.shapeRayPoint.x, 1e-3);
    small(large.shapeRayPoint.y - origin.shapeRayPoint.y, 1e-3);
  });

  // Skipped: LargeWorldPyramidTest, LargeWorldBulletTest, LargeWorldRecordingTest (engine stepping).
});
