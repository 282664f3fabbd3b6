// Arguments of unusual types from issue 19: each answers a SepaxError with a stable code.
import { describe, expect, test } from 'vitest';
import { codeOf } from '../../core/src/test-support/error-code.js';
import { collide, Obb, overlaps, raycast, Sphere } from './index.js';

describe('BigInt, Symbol and null-prototype objects answer INVALID_ARGUMENT', () => {
  test.each([
    ['a BigInt', 1n],
    ['a Symbol', Symbol('s')],
    ['a null-prototype object', Object.create(null)],
  ])('%s', (_, odd) => {
    const box = new Obb([1, 1, 1]);
    expect(codeOf(() => box.setPosition(odd as never, 0, 0))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => new Sphere(1).setPosition(0, odd as never, 0))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => new Sphere(odd as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => new Obb([odd, 1, 1] as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => overlaps(odd as never, box))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => collide(box, odd as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => raycast(odd as never, box))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => raycast({ origin: [0, 0, 0], direction: [1, 0, 0], maxDistance: odd } as never, box))).toBe(
      'INVALID_ARGUMENT',
    );
    expect(codeOf(() => new Obb([1, 1, 1], { rotation: { x: odd, y: 0, z: 0, w: 1 } } as never))).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

describe('Obb.axis', () => {
  test.each([6, 1.5, -1, '0', Number.NaN])('axis(%s) is rejected', (i) => {
    expect(codeOf(() => new Obb([1, 1, 1]).axis(i as never))).toBe('INVALID_ARGUMENT');
  });
  test("axis(0, 'x') is rejected; axis(0, out) writes into out", () => {
    const box = new Obb([1, 1, 1]);
    expect(codeOf(() => box.axis(0, 'x' as never))).toBe('INVALID_ARGUMENT');
    const out = { x: 9, y: 9, z: 9 };
    expect(box.axis(2, out)).toBe(out);
    expect(out).toEqual({ x: 0, y: 0, z: 1 });
  });
});

describe('subnormal ray directions', () => {
  test('[5e-324, 0, 0] answers ZERO_DIRECTION instead of an Infinity/NaN hit', () => {
    const box = new Obb([1, 1, 1], { position: [5, 0, 0] });
    expect(codeOf(() => raycast({ origin: [0, 0, 0], direction: [5e-324, 0, 0] }, box))).toBe('ZERO_DIRECTION');
    expect(codeOf(() => raycast({ origin: [0, 0, 0], direction: [1e-310, 1e-310, 0] }, box))).toBe('ZERO_DIRECTION');
    // A tiny normal length still works, with a finite fraction.
    const hit = raycast({ origin: [0, 0, 0], direction: [1e-300, 0, 0] }, box);
    expect(hit?.distance).toBeCloseTo(4, 12);
    expect(Number.isFinite(hit?.fraction)).toBe(true);
  });
});
