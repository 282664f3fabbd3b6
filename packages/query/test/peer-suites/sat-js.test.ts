// Cases ported from SAT.js's test suite (MIT licence, Copyright (C) 2012 - 2015 by Jim Riecken):
// https://github.com/jriecken/sat-js/blob/master/test/test.js (commit 20e6126): its point tests,
// through @sepax/query's pointInShape and pointInPolygon. Inputs and expected values are the
// peer's; the code is sepax's. Notice: ./NOTICE.md. The collision cases are in
// packages/core/test/peer-suites.
import { Circle, Polygon, type VecLike } from '@sepax/core';
import { pointInPolygon, pointInShape } from '@sepax/query';
import { describe, expect, it } from 'vitest';

/** The world ring of `new SAT.Polygon(new V(x, y), points)`. */
const placed = (x: number, y: number, points: [number, number][]): [number, number][] =>
  points.map(([px, py]) => [px + x, py + y]);

describe('sat-js test/test.js: Point testing', () => {
  it('pointInCircle', () => {
    const circle = new Circle(20, { position: [100, 100] });
    expect(pointInShape([0, 0], circle)).toBe(false);
    expect(pointInShape([110, 110], circle)).toBe(true);

    // circle.offset = (-10, -10): sepax circles have no offset, so the offset goes into the position.
    circle.setPosition(90, 90);
    expect(pointInShape([110, 110], circle)).toBe(false);
  });

  it('pointInPolygon', () => {
    const local: [number, number][] = [
      [0, 0],
      [30, 0],
      [0, 30],
    ];
    const triangle = new Polygon(local, { position: [30, 0] });
    expect(pointInShape([0, 0], triangle)).toBe(false);
    expect(pointInShape([35, 5], triangle)).toBe(true);
    const ring = placed(30, 0, local);
    expect(pointInPolygon([0, 0], ring)).toBe(false);
    expect(pointInPolygon([35, 5], ring)).toBe(true);
  });

  it('pointInPolygon (small)', () => {
    const points: [number, number][] = [
      [2, 1],
      [2, 2],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ];
    const v1: VecLike = { x: 1, y: 1.1 };
    expect(pointInShape(v1, new Polygon(points))).toBe(true);
    expect(pointInPolygon(v1, points)).toBe(true);
  });
});
