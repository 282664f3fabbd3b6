// Arguments of unusual types from issue 19: each answers a SepaxError with a stable code.
import { Circle, Polygon } from '@sepax/core';
import { describe, expect, test } from 'vitest';
import { codeOf } from '../../core/src/test-support/error-code.js';
import { closestPoint, raycast, SpatialIndex, sweep } from './index.js';

const box = () => Polygon.box(2, 2, { position: [5, 0] });

describe('unchecked out and options', () => {
  test('closestPoint(p, s, null) and a non-result out', () => {
    expect(codeOf(() => closestPoint([0, 0], box(), null as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => closestPoint([0, 0], box(), {} as never))).toBe('INVALID_ARGUMENT');
  });

  test("index.queryPoint(p, undefined, 'x') and other outs that are not arrays", () => {
    const index = new SpatialIndex();
    index.insert(box());
    expect(codeOf(() => index.queryPoint([5, 0], undefined, 'x' as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => index.queryRegion({ minX: 0, minY: 0, maxX: 9, maxY: 9 }, undefined, 5 as never))).toBe(
      'INVALID_ARGUMENT',
    );
    expect(codeOf(() => index.raycast({ origin: [0, 0], direction: [1, 0] }, undefined, 0 as never))).toBe(
      'INVALID_ARGUMENT',
    );
  });

  test('options given as an array do not pick up Array.prototype.filter', () => {
    const index = new SpatialIndex();
    index.insert(box());
    expect(codeOf(() => index.queryPoint([5, 0], [] as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => index.insert(box(), [] as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => new SpatialIndex([] as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => index.sweep(new Circle(1), [1, 0], new Float64Array(2) as never))).toBe('INVALID_ARGUMENT');
  });
});

describe('subnormal directions', () => {
  test('a ray along [5e-324, 0] is rejected rather than giving fraction Infinity', () => {
    expect(codeOf(() => raycast({ origin: [0, 0], direction: [5e-324, 0] }, box()))).toBe('ZERO_DIRECTION');
    const index = new SpatialIndex();
    index.insert(box());
    expect(codeOf(() => index.raycast({ origin: [0, 0], direction: [5e-324, 0] }))).toBe('ZERO_DIRECTION');
    expect(codeOf(() => index.raycastAll({ origin: [0, 0], direction: [5e-324, 0] }))).toBe('ZERO_DIRECTION');
  });

  test('with a maxDistance the direction is only a heading: a subnormal one is normalised safely', () => {
    const hit = raycast({ origin: [0, 0], direction: [5e-324, 0], maxDistance: 10 }, box());
    expect(hit?.distance).toBe(4);
    expect(hit?.fraction).toBeCloseTo(0.4, 15);
  });

  test('a sweep by [5e-324, 0] gives a finite time', () => {
    const hit = sweep(new Circle(0.5), [5e-324, 0], Polygon.box(2, 2, { position: [1.5, 0] }));
    expect(hit?.time).toBe(0);
    expect(sweep(new Circle(0.5), [5e-324, 0], box())).toBeNull();
  });
});
