import { describe, expect, test } from 'vitest';
import { describeValue, MAX_DESCRIPTION_LENGTH } from './describe-value.js';
import { aabbOverlaps, Circle, fromJSON, Polygon, SepaxError } from './index.js';

describe('describeValue', () => {
  test('names the type of odd values instead of "[object Object]" or a TypeError', () => {
    expect(describeValue(Object.create(null))).toBe('an object with no prototype {}');
    expect(describeValue(Symbol('s'))).toBe('a Symbol (s)');
    expect(describeValue(10n)).toBe('10n (a BigInt)');
    expect(describeValue(2n ** 200n)).toBe('a BigInt');
    expect(describeValue(new Map())).toBe('a Map');
    expect(describeValue(Polygon.box(1, 1))).toBe('a Polygon');
    expect(describeValue(new Float64Array(3))).toBe('a Float64Array of length 3');
    expect(describeValue({ x: 1, y: 'a' })).toBe('{ x: 1, y: "a" }');
    expect(describeValue([1, [2]])).toBe('[1, an array of length 1]');
    expect(describeValue(-0)).toBe('-0');
    expect(describeValue(() => 1)).toBe('a function');
  });

  test('bounded: a huge or sparse array is its length, a long string is cut', () => {
    expect(describeValue(new Array(2 ** 32 - 1))).toBe('an array of length 4294967295');
    expect(describeValue(new Array(1e6))).toBe('an array of length 1000000');
    expect(describeValue('y'.repeat(1e6)).length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(describeValue(Symbol('z'.repeat(1e4))).length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
  });

  test('runs no getter, toString or trap of the caller, and never throws', () => {
    let calls = 0;
    const sneaky = {
      get x() {
        calls++;
        return 1;
      },
      toString() {
        calls++;
        return 'boom';
      },
    };
    expect(describeValue(sneaky)).toBe('{ x: (a getter), toString: a function }');
    expect(calls).toBe(0);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(describeValue(proxy)).toMatch(/cannot be inspected/);
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('trap');
        },
      },
    );
    expect(() => describeValue(hostile)).not.toThrow();
  });

  test('what the argument checks report: new Circle(new Array(1e6)), a null-prototype radius', () => {
    const messageOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (e instanceof SepaxError) return e.message;
        throw e;
      }
      throw new Error('did not throw');
    };
    expect(messageOf(() => new Circle(new Array(1e6) as never))).toBe(
      'Circle radius must be a number; got an array of length 1000000.',
    );
    expect(messageOf(() => new Circle(Object.create(null)))).toMatch(/got an object with no prototype/);
    expect(messageOf(() => Polygon.box(1, 1).setPosition(Object.create(null), 0))).toMatch(
      /position.x must be a number; got an object with no prototype/,
    );
    expect(messageOf(() => fromJSON({ type: 1n } as never))).toMatch(/Unknown shape type 1n \(a BigInt\)/);
    const box = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
    expect(messageOf(() => aabbOverlaps(null as never, box))).toMatch(/a must be a box .* got null/);
    expect(messageOf(() => aabbOverlaps(box, { ...box, maxY: Object.create(null) }))).toMatch(/b must be a box/);
  });
});
