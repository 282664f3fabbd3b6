// Arguments of unusual types from issue 19: each answers a SepaxError with a stable code.
import { describe, expect, test } from 'vitest';
import { codeOf } from '../../core/src/test-support/error-code.js';
import {
  clean,
  decompose,
  fillRegion,
  fromSvgPath,
  imageToColliders,
  partsToColliders,
  repairPolygon,
  strokeRegion,
  toColliders,
  traceImage,
  validate,
} from './index.js';

const ring = [
  [0, 0],
  [4, 0],
  [4, 1],
  [1, 1],
  [1, 4],
  [0, 4],
] as [number, number][];

describe('buffers are never sized from an unchecked length', () => {
  test.each([
    ['new Array(2 ** 32 - 1)', () => new Array(2 ** 32 - 1)],
    ['a sparse array of length 1e9', () => Object.assign(new Array(1e9), { 0: [0, 0], 1: [1, 0] })],
    ['a flat array-like claiming 2 ** 32 - 1 numbers', () => ({ vertices: { length: 2 ** 32 - 1 } })],
    ['{ outer } of length 2 ** 32 - 1', () => ({ outer: new Array(2 ** 32 - 1), holes: [] })],
    [
      'flat hole indices of length 2 ** 32 - 1',
      () => ({ vertices: [0, 0, 1, 0, 0, 1], holes: new Array(2 ** 32 - 1) }),
    ],
    ['a Symbol among flat hole indices', () => ({ vertices: [0, 0, 1, 0, 0, 1], holes: [Symbol('h')] })],
  ])('validate(%s) answers INVALID_ARGUMENT', (_, make) => {
    expect(codeOf(() => validate(make() as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => decompose(make() as never))).toBe('INVALID_ARGUMENT');
  });

  test('a ring whose length changes between reads never outruns the buffer', () => {
    let reads = 0;
    const shifty = new Proxy(ring, {
      get: (target, key, receiver) =>
        key === 'length' ? [6, 2 ** 32 - 1, 3][reads++ % 3] : Reflect.get(target, key, receiver),
    });
    // Read at one length or another, the answer is a result or INVALID_ARGUMENT, never a RangeError.
    for (let i = 0; i < 3; i++) {
      expect(['INVALID_ARGUMENT', undefined]).toContain(codeOf(() => validate(shifty)));
      expect(['INVALID_ARGUMENT', 'TOO_FEW_POINTS', undefined]).toContain(codeOf(() => decompose(shifty)));
    }
  });
});

describe('unchecked out and options', () => {
  test('toColliders(ring, undefined, 5) and a null report', () => {
    expect(codeOf(() => toColliders(ring, undefined, 5 as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => toColliders(ring, undefined, null as never))).toBe('INVALID_ARGUMENT');
  });
  test('options given as an array or a number', () => {
    expect(codeOf(() => decompose(ring, [] as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => clean(ring, 5 as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => validate(ring, [] as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => toColliders(ring, [] as never))).toBe('INVALID_ARGUMENT');
  });
  test('a null-prototype point is described, not "Cannot convert object to primitive value"', () => {
    let message = '';
    try {
      validate([[0, 0], [1, 0], Object.create(null)] as never);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/ring\[2\] must have numeric x and y; got an object with no prototype/);
  });
});

describe('a report argument (out) that cannot take the report is refused before any work', () => {
  class Getters {
    get area(): number {
      return 0;
    }
    get islands(): number {
      return 0;
    }
  }
  const image = { width: 2, height: 1, data: new Uint8Array([0, 255]) };
  const calls: [string, (out: unknown) => unknown][] = [
    ['traceImage', (out) => traceImage(image, {}, out as never)],
    ['imageToColliders', (out) => imageToColliders(image, {}, out as never)],
    ['toColliders', (out) => toColliders(ring, {}, out as never)],
    ['partsToColliders', (out) => partsToColliders([ring], {}, out as never)],
    ['fillRegion', (out) => fillRegion([ring], {}, out as never)],
    ['repairPolygon', (out) => repairPolygon(ring, {}, out as never)],
    ['strokeRegion', (out) => strokeRegion([{ points: ring }], { width: 1 }, out as never)],
    ['fromSvgPath', (out) => fromSvgPath('M0 0 L4 0 L0 4 Z', {}, out as never)],
  ];
  const refused: [string, () => unknown][] = [
    ['a number', () => 5],
    ['a string', () => 'report'],
    ['an array', () => []],
    ['a frozen object', () => Object.freeze({})],
    ['a sealed object', () => Object.seal({})],
    ['a class instance with getters', () => new Getters()],
    ['null', () => null],
  ];
  test.each(calls)('%s', (_, call) => {
    for (const [, out] of refused) expect(codeOf(() => call(out()))).toBe('INVALID_ARGUMENT');
    // A plain object, with or without a prototype, takes it.
    for (const out of [{}, Object.create(null)]) expect(codeOf(() => call(out))).toBeUndefined();
  });
});
