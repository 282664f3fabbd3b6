// Cases ported from detect-collisions' test suite (MIT licence, Copyright (c) 2017-2024 Sinova,
// Prozi): https://github.com/Prozi/detect-collisions/tree/82ae2a7/src (bodies/*.spec.js,
// system.spec.js, intersect.spec.js): its System cases, through SpatialIndex, and its ray casts.
// Inputs and expected values are the peer's; the code is sepax's. Notice: ./NOTICE.md.
//
// Conventions: detect-collisions' `Box({ x, y }, w, h)` has its corner at (x, y); `checkAll` calls
// back once per ordered pair (a–b and b–a), `SpatialIndex.pairs` once per pair, so the peer's 2 is
// sepax's 1; a body is moved, then `update(handle)` (the peer's re-insert); `raycast(start, end)` is
// the sepax ray { origin: start, direction: end − start, maxDistance: |end − start| }.
import { Circle, Compound, Point, Polygon, Segment, type Shape } from '@sepax/core';
import { raycast, SpatialIndex } from '@sepax/query';
import { describe, expect, it } from 'vitest';
import { dcBox, dcPolygon, square10 } from '../../../../test-support/detect-collisions-shapes.js';
import { segmentRay } from './peer-forms.js';

const countPairs = (index: SpatialIndex<unknown>) => index.pairs(() => {});

/** `system.checkOne(body)`: does the body overlap anything else in the index? */
const checkOne = (index: SpatialIndex<unknown>, shape: Shape) => index.queryShape(shape).length > 0;

describe('detect-collisions src/bodies/box.spec.js', () => {
  // box.width = 110 on a 90-wide box: a sepax polygon keeps its points and takes a scale.
  it('THEN changing width works correctly', () => {
    const physics = new SpatialIndex();
    const box = dcBox(0, 0, 90, 100);
    const handle = physics.insert(box);
    physics.insert(dcBox(100, 0, 90, 100));
    expect(countPairs(physics)).toBe(0);
    box.setScale(110 / 90, 1);
    physics.update(handle);
    expect(countPairs(physics)).toBeGreaterThan(0);
  });

  it('THEN changing height works correctly', () => {
    const physics = new SpatialIndex();
    const box = dcBox(0, 0, 100, 90);
    const handle = physics.insert(box);
    physics.insert(dcBox(0, 100, 100, 90));
    expect(countPairs(physics)).toBe(0);
    box.setScale(1, 110 / 90);
    physics.update(handle);
    expect(countPairs(physics)).toBeGreaterThan(0);
  });

  it('THEN getPotentials works with Box with angle', () => {
    const physics = new SpatialIndex();
    physics.insert(new Circle(100, { position: [100, 100] }));
    const circle2 = new Circle(50, { position: [400, 100] });
    physics.insert(circle2);
    // Box 200 × 100 with setOffset(0, -50) (into the points) and setAngle(5)
    const box = dcPolygon(400, 300, [
      [0, -50],
      [200, -50],
      [200, 50],
      [0, 50],
    ]).setAngle(5);
    const boxHandle = physics.insert(box);
    expect(physics.queryShape(circle2)).toContain(boxHandle);
  });

  // The peer expects 0 because its checkCollision skips a box that was never inserted (no bbox
  // yet), an artefact of its System. Geometrically the two circles inside the 1024 × 768 bounds
  // overlap the box; sepax needs no index to say so, so this asserts the geometry: 2 (the
  // ellipse is left out: sepax has no ellipse).
  it('THEN without inserting to system, gives 0 collision results', () => {
    const system = new SpatialIndex();
    const box = dcBox(0, 0, 1024, 768);
    system.insert(new Circle(10, { position: [-20, -20] })); // out of bound
    system.insert(new Circle(10, { position: [10, 10] }));
    system.insert(new Circle(10, { position: [30, 30] }));
    const potentials = system.queryRegion(box.aabb());
    expect(potentials).toHaveLength(2);
    expect(system.queryShape(box)).toEqual(potentials);
  });
});

describe('detect-collisions src/bodies/circle.spec.js', () => {
  // circle.r = 20 on a radius-10 circle: a uniform scale of 2. The peer's middle step (0 pairs before
  // the body is re-inserted) tests its stale tree; sepax asks for update() and promises nothing before it.
  it('AND you adjust radius THEN it gives correct collision results', () => {
    const physics = new SpatialIndex();
    const circle = new Circle(10, { position: [0, 0] });
    const handle = physics.insert(circle);
    physics.insert(new Circle(10, { position: [25, 0] }));
    expect(countPairs(physics)).toBe(0);
    circle.setScale(2);
    physics.update(handle);
    expect(countPairs(physics)).toBe(1); // the peer's 2: one pair, reported in both orders
  });

  it('AND two circles perfectly overlap THEN they give correct collision results', () => {
    const physics = new SpatialIndex();
    physics.insert(new Circle(10, { position: [0, 0] }));
    physics.insert(new Circle(10, { position: [0, 0] }));
    let calls = 0;
    physics.pairs((_a, _b, result) => {
      calls++;
      expect(result.aInB).toBe(true);
      expect(result.bInA).toBe(true);
    });
    expect(calls).toBe(1);
  });

  // group = (category << 16) | mask; the bits are given at insert, so a change is a re-insert.
  it('AND you set group THEN only collides with matching group', () => {
    const physics = new SpatialIndex();
    let a = physics.insert(new Circle(10), { category: 0b01, mask: 0b01 });
    let b = physics.insert(new Circle(10), { category: 0b10, mask: 0b10 });
    expect(countPairs(physics)).toBe(0);
    const shapeA = physics.shape(a);
    const shapeB = physics.shape(b);
    physics.remove(a);
    physics.remove(b);
    a = physics.insert(shapeA, { category: 0b01, mask: 0b11 });
    b = physics.insert(shapeB, { category: 0b10, mask: 0b11 });
    expect(countPairs(physics)).toBe(1); // the peer's 2
  });

  it('THEN not setting userData works', () => {
    const physics = new SpatialIndex();
    const circle = physics.insert(new Circle(10));
    expect(physics.data(circle)).toBe(undefined);
  });

  it('THEN setting userData works', () => {
    const physics = new SpatialIndex<{ thank: string }>();
    const circle = physics.insert(new Circle(10), { data: { thank: 'you' } });
    expect(physics.data(circle)!.thank).toBe('you');
  });

  it('THEN setting userData to falsy values works', () => {
    const physics = new SpatialIndex<boolean | null>();
    const circleFalse = physics.insert(new Circle(10), { data: false });
    const circleNull = physics.insert(new Circle(10), { data: null });
    expect(physics.data(circleFalse)).toBe(false);
    expect(physics.data(circleNull)).toBe(null);
  });
});

describe('detect-collisions src/bodies/line.spec.js', () => {
  it('THEN two lines collide', () => {
    const physics = new SpatialIndex();
    physics.insert(new Segment([-10, -10], [10, 10]));
    physics.insert(new Segment([10, -10], [-10, 10]));
    expect(countPairs(physics)).toBeGreaterThan(0);
  });
});

describe('detect-collisions src/bodies/polygon.spec.js', () => {
  it("THEN setPosition() doesn't make bbox missed in checkCollision()", () => {
    const system = new SpatialIndex();
    const poly = dcPolygon(0, 0, square10());
    const handle = system.insert(poly);
    system.insert(dcBox(0, 0, 100, 100));
    expect(checkOne(system, poly)).toBe(true);
    poly.setPosition(200, 200);
    system.update(handle);
    expect(checkOne(system, poly)).toBe(false);
  });

  // The square touches the box at its corner (0, 0) only: touching counts in both libraries.
  it("THEN setAngle() doesn't make bbox missed in checkCollision()", () => {
    const system = new SpatialIndex();
    const poly = dcPolygon(-10, -10, square10());
    const handle = system.insert(poly);
    system.insert(dcBox(0, 0, 100, 100));
    expect(checkOne(system, poly)).toBe(true);
    poly.setAngle((45 * Math.PI) / 180);
    system.update(handle);
    expect(checkOne(system, poly)).toBe(false);
  });

  // setOffset(-20, -20): a compound part's own transform is sepax's offset.
  it("THEN setOffset() doesn't make bbox missed in checkCollision()", () => {
    const system = new SpatialIndex();
    const part = new Polygon(square10());
    const poly = new Compound([part]);
    const handle = system.insert(poly);
    system.insert(dcBox(0, 0, 100, 100));
    expect(checkOne(system, poly)).toBe(true);
    part.setPosition(-20, -20);
    system.update(handle);
    expect(checkOne(system, poly)).toBe(false);
  });

  it("THEN setScale() doesn't make bbox missed in checkCollision()", () => {
    const system = new SpatialIndex();
    const poly = dcPolygon(-5, -5, square10());
    const handle = system.insert(poly);
    system.insert(dcBox(0, 0, 100, 100));
    expect(checkOne(system, poly)).toBe(true);
    poly.setScale(0.1);
    system.update(handle);
    expect(checkOne(system, poly)).toBe(false);
  });

  it('AND you set group THEN only collides with matching group', () => {
    const physics = new SpatialIndex();
    let a = physics.insert(dcPolygon(0, 0, square10()), { category: 0b01, mask: 0b01 });
    let b = physics.insert(dcPolygon(0, 0, square10()), { category: 0b10, mask: 0b10 });
    expect(countPairs(physics)).toBe(0);
    const shapeA = physics.shape(a);
    const shapeB = physics.shape(b);
    physics.remove(a);
    physics.remove(b);
    a = physics.insert(shapeA, { category: 0b01, mask: 0b11 });
    b = physics.insert(shapeB, { category: 0b10, mask: 0b11 });
    expect(countPairs(physics)).toBe(1); // the peer's 2
  });

  it('THEN setting userData works', () => {
    const physics = new SpatialIndex<{ thank: string }>();
    const polygon = physics.insert(new Point(), { data: { thank: 'you' } });
    expect(physics.data(polygon)!.thank).toBe('you');
  });
});

describe('detect-collisions src/system.spec.js', () => {
  it('THEN you can change position within tree', () => {
    const physics = new SpatialIndex();
    const circle = new Circle(10, { position: [0, 0] });
    const handle = physics.insert(circle);
    expect(physics.shape(handle)).toBe(circle);
    circle.setPosition(1, -1);
    physics.update(handle);
    expect(circle.position).toEqual({ x: 1, y: -1 });
    expect(physics.queryPoint([1, -11])).toEqual([handle]); // the bottom of the moved circle
  });

  // checkArea(area, cb): every body in the area checked against the others, once per body.
  it('THEN checkArea() works', () => {
    const physics = new SpatialIndex();
    physics.insert(dcBox(10, 10, 100, 100));
    const b = dcBox(300, 300, 100, 100);
    const hb = physics.insert(b);
    const area = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
    const checkArea = () =>
      physics.queryRegion(area).reduce((n, h) => n + physics.queryShape(physics.shape(h)).length, 0);
    expect(checkArea()).toBe(0);
    b.setPosition(50, 50);
    physics.update(hb);
    expect(checkArea()).toBe(2);
  });

  describe('WHEN raycast is called', () => {
    const start = { x: 0, y: 0 };
    const end = { x: 100, y: 100 };

    it('THEN works correctly on Box', () => {
      const physics = new SpatialIndex();
      physics.insert(dcBox(50, 50, 100, 100));
      const hit = physics.raycast(segmentRay(start, end));
      expect(hit!.hit.point.x).toBe(50);
      expect(hit!.hit.point.y).toBe(50);
    });

    // The square sits at (100…200)²: the segment ends on its corner (a hit at fraction 1).
    it('THEN works correctly on Polygon', () => {
      const physics = new SpatialIndex();
      physics.insert(
        dcPolygon(50, 50, [
          [50, 50],
          [150, 50],
          [150, 150],
          [50, 150],
        ]),
      );
      const hit = physics.raycast(segmentRay(start, end));
      expect(hit).not.toBeNull();
      expect(hit!.hit.point.x).toBe(100);
      expect(hit!.hit.point.y).toBe(100);
    });

    // The peer asserts the exact point: the hit is placed on the feature from its own parameter.
    it('THEN works correctly on Line (exact, as the peer asserts)', () => {
      const physics = new SpatialIndex();
      physics.insert(new Segment([100, 0], [0, 100]));
      const hit = physics.raycast(segmentRay(start, end));
      expect(hit!.hit.point.x).toBe(50);
      expect(hit!.hit.point.y).toBe(50);
    });

    it('THEN works correctly on Line (to round-off)', () => {
      const physics = new SpatialIndex();
      physics.insert(new Segment([100, 0], [0, 100]));
      const hit = physics.raycast(segmentRay(start, end));
      expect(hit!.hit.point.x).toBeCloseTo(50, 12);
      expect(hit!.hit.point.y).toBeCloseTo(50, 12);
    });

    // The peer asserts the exact point: the hit is placed on the feature from its own parameter.
    it('THEN works correctly on Point (exact, as the peer asserts)', () => {
      const physics = new SpatialIndex();
      physics.insert(new Point([50, 50]));
      const hit = physics.raycast(segmentRay(start, end));
      expect(hit).not.toBeNull();
      expect(hit!.hit.point.x).toBe(50);
      expect(hit!.hit.point.y).toBe(50);
    });

    it('THEN works correctly on Point (to round-off)', () => {
      const physics = new SpatialIndex();
      physics.insert(new Point([50, 50]));
      const hit = physics.raycast(segmentRay(start, end));
      expect(hit).not.toBeNull();
      expect(hit!.hit.point.x).toBeCloseTo(50, 12);
      expect(hit!.hit.point.y).toBeCloseTo(50, 12);
    });

    // The peer allows ±10 around 70; exactly, the ray enters at 100 − 30/√2 on each axis.
    it('THEN works correctly on Circle', () => {
      const physics = new SpatialIndex();
      physics.insert(new Circle(30, { position: [100, 100] }));
      const hit = physics.raycast(segmentRay(start, end));
      expect(Math.abs(hit!.hit.point.x - 70)).toBeLessThan(10);
      expect(Math.abs(hit!.hit.point.y - 70)).toBeLessThan(10);
      expect(hit!.hit.point.x).toBeCloseTo(100 - 30 / Math.SQRT2, 12);
      expect(hit!.hit.point.y).toBeCloseTo(100 - 30 / Math.SQRT2, 12);
    });

    // The ellipse of radius 30 about (100, 100) as Polygon.ellipse: its surface within
    // 0.3 (its tolerance) inside the circle's, so the hit is at most 0.3 later along the ray.
    it('THEN works correctly on Ellipse', () => {
      const physics = new SpatialIndex();
      physics.insert(Polygon.ellipse(30, 30, { position: [100, 100] }));
      const hit = physics.raycast(segmentRay(start, end));
      expect(Math.abs(hit!.hit.point.x - 70)).toBeLessThan(10);
      expect(Math.abs(hit!.hit.point.y - 70)).toBeLessThan(10);
      const exact = 100 - 30 / Math.SQRT2;
      expect(hit!.hit.point.x).toBeGreaterThanOrEqual(exact - 1e-9);
      expect(hit!.hit.point.x).toBeLessThanOrEqual(exact + 0.3);
    });
  });
});

describe('detect-collisions src/intersect.spec.js', () => {
  // intersectLineLine: where the first line, cast as a ray, meets the second.
  // The peer asserts the exact point: the hit is placed on the feature from its own parameter.
  it('THEN intersectLineLine should work (exact, as the peer asserts)', () => {
    const line2 = new Segment([100, 0], [0, 100]);
    const hit = raycast(segmentRay({ x: 0, y: 0 }, { x: 100, y: 100 }), line2);
    expect(hit!.point).toStrictEqual({ x: 50, y: 50 });
  });

  it('THEN intersectLineLine should work (to round-off)', () => {
    const line2 = new Segment([100, 0], [0, 100]);
    const hit = raycast(segmentRay({ x: 0, y: 0 }, { x: 100, y: 100 }), line2);
    expect(hit!.point.x).toBeCloseTo(50, 12);
    expect(hit!.point.y).toBeCloseTo(50, 12);
  });

  // intersectLineCircle: the segment's two crossings are the hits of the ray cast from either end.
  it('THEN intersectLineCircle should work', () => {
    const circle1 = new Circle(10, { position: [50, 50] });
    const a = { x: 0, y: 0 };
    const b = { x: 100, y: 100 };
    const points = [raycast(segmentRay(a, b), circle1), raycast(segmentRay(b, a), circle1)]
      .filter((hit) => hit !== null && !hit.inside)
      .map((hit) => hit!.point);
    expect(points.length).toBe(2);
    expect(Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y)).toBeCloseTo(20, 12);
  });
});
