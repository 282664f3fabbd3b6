// Cases ported from SAT.js's test suite (MIT licence, Copyright (C) 2012 - 2015 by Jim Riecken):
// https://github.com/jriecken/sat-js/blob/master/test/test.js (commit 20e6126). Inputs and expected
// values are the peer's; the code is sepax's. Notice: ./NOTICE.md.
import { describe, expect, it } from 'vitest';
import { Circle, collide, massProperties, overlaps, Point, Polygon, Segment, type VecLike } from '@sepax/core';

/** `new SAT.Polygon(new V(x, y), points)`: local points placed at a position. */
function satPolygon(x: number, y: number, points: VecLike[]): Polygon {
  return new Polygon(points, { position: [x, y] });
}

/** `new SAT.Box(new V(x, y), w, h).toPolygon()`: the box's corner, not its centre, sits at (x, y). */
function satBox(x: number, y: number, w: number, h: number): Polygon {
  return satPolygon(x, y, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
}

const square = () =>
  satPolygon(0, 0, [
    [0, 0],
    [40, 0],
    [40, 40],
    [0, 40],
  ]);

// Skipped: 'Vector.scale' (SAT.js's vector class; sepax points are plain { x, y } records).

describe('sat-js test/test.js: Polygon.getCentroid', () => {
  it('should calculate the correct value for a square', () => {
    const c = massProperties(square()).centroid;
    expect(c.x).toBeCloseTo(20, 12);
    expect(c.y).toBeCloseTo(20, 12);
  });

  it('should calculate the correct value for a triangle', () => {
    const c = massProperties(
      satPolygon(0, 0, [
        [0, 0],
        [100, 0],
        [50, 99],
      ]),
    ).centroid;
    expect(c.x).toBeCloseTo(50, 12);
    expect(c.y).toBeCloseTo(33, 12);
  });
});

describe('sat-js test/test.js: Collision', () => {
  // SAT.js's overlapV is subtracted from A; sepax's mtv is added to B: the same vector.
  it('testCircleCircle', () => {
    const circle1 = new Circle(20, { position: [0, 0] });
    const circle2 = new Circle(20, { position: [30, 0] });
    const hit = collide(circle1, circle2);
    expect(hit).not.toBeNull();
    expect(hit!.depth).toBeCloseTo(10, 12);
    expect(hit!.mtv.x).toBeCloseTo(10, 12);
    expect(hit!.mtv.y).toBeCloseTo(0, 12);

    // circle1.offset = (-10, -10): sepax circles have no offset, so the offset goes into the position.
    circle1.setPosition(-10, -10);
    expect(collide(circle1, circle2)).toBeNull();
  });

  it('testPolygonCircle', () => {
    const circle = new Circle(20, { position: [50, 50] });
    const polygon = square();
    const hit = collide(polygon, circle);
    expect(hit).not.toBeNull();
    expect(hit!.depth.toFixed(2)).toBe('5.86');
    expect(hit!.mtv.x.toFixed(2)).toBe('4.14');
    expect(hit!.mtv.y.toFixed(2)).toBe('4.14');

    // circle.offset = (10, 10)
    circle.setPosition(60, 60);
    expect(collide(polygon, circle)).toBeNull();
  });

  // SAT.Box(…, 100, 0).toPolygon() is a two-point "polygon"; sepax's Polygon needs area, its line is a Segment.
  it('testPolygonCircle - line - not collide', () => {
    const circle = new Circle(20, { position: [50, 50] });
    const line = new Segment([1000, 1000], [1100, 1000]);
    expect(collide(line, circle)).toBeNull();
    expect(overlaps(line, circle)).toBe(false);
  });

  it('testPolygonCircle - line - collide', () => {
    const circle = new Circle(20, { position: [50, 50] });
    const line = new Segment([50, 50], [150, 50]);
    const hit = collide(line, circle);
    expect(hit).not.toBeNull();
    expect(hit!.depth.toFixed(2)).toBe('20.00');
  });

  it('testPolygonPolygon', () => {
    const polygon1 = square();
    const polygon2 = satPolygon(30, 0, [
      [0, 0],
      [30, 0],
      [0, 30],
    ]);
    const hit = collide(polygon1, polygon2);
    expect(hit).not.toBeNull();
    expect(hit!.depth).toBeCloseTo(10, 12);
    expect(hit!.mtv.x).toBeCloseTo(10, 12);
    expect(hit!.mtv.y).toBeCloseTo(0, 12);
  });
});

describe('sat-js test/test.js: No collision', () => {
  // The peer computes `collided` without asserting it; its describe says what it should be.
  it('testPolygonPolygon', () => {
    const box1 = satBox(0, 0, 20, 20);
    const box2 = satBox(100, 100, 20, 20);
    expect(collide(box1, box2)).toBeNull();
    expect(overlaps(box1, box2)).toBe(false);
  });
});

describe('sat-js test/test.js: Point testing', () => {
  it('pointInCircle', () => {
    const circle = new Circle(20, { position: [100, 100] });
    expect(overlaps(new Point([0, 0]), circle)).toBe(false);
    expect(overlaps(new Point([110, 110]), circle)).toBe(true);

    // circle.offset = (-10, -10)
    circle.setPosition(90, 90);
    expect(overlaps(new Point([110, 110]), circle)).toBe(false);
  });

  it('pointInPolygon', () => {
    const triangle = satPolygon(30, 0, [
      [0, 0],
      [30, 0],
      [0, 30],
    ]);
    expect(overlaps(new Point([0, 0]), triangle)).toBe(false);
    expect(overlaps(new Point([35, 5]), triangle)).toBe(true);
  });

  it('pointInPolygon (small)', () => {
    const p1 = satPolygon(0, 0, [
      [2, 1],
      [2, 2],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ]);
    expect(overlaps(new Point([1, 1.1]), p1)).toBe(true);
  });
});
