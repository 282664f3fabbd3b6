// Calls from JavaScript that the types forbid: each answers a SepaxError with a stable code,
// never a TypeError from inside or a fatal out-of-memory abort.
import { describe, expect, test } from 'vitest';
import { Chain, Circle, Compound, ConvexShape, Polygon, Shape } from './index.js';
import { codeOf } from './test-support/error-code.js';

type Anything = new (...args: unknown[]) => unknown;

describe('the abstract shape classes', () => {
  // new Shape(1e308) once grew a 1e308-slot array until V8 aborted the process.
  test.each([[1e308], [2 ** 31], [-1], [Number.NaN], ['x'], [undefined], []])('new Shape(%s) is refused', (...args) => {
    expect(codeOf(() => new (Shape as unknown as Anything)(...args))).toBe('INVALID_ARGUMENT');
  });

  test.each([[undefined], [null, 1], [[0, 0, 1, 0, 0, 1], 0], [5], [{ length: 1e9 }]])(
    'new ConvexShape(%s) is refused',
    (...args) => {
      expect(codeOf(() => new (ConvexShape as unknown as Anything)(...args))).toBe('INVALID_ARGUMENT');
    },
  );

  test('the message names the classes to construct instead', () => {
    expect(() => new (Shape as unknown as Anything)(12)).toThrow(/Shape is abstract: construct a Polygon, Circle/);
  });

  test('subclasses of the concrete shapes still construct', () => {
    class Crate extends Polygon {}
    const crate = new Crate([
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(crate.kind).toBe('polygon');
    expect(crate.aabb()).toEqual({ minX: 0, minY: 0, maxX: 1, maxY: 1 });
  });
});

describe('aabb(out) with an out that cannot take the box', () => {
  const shapes = () => [
    new Circle(1),
    Polygon.box(2, 2),
    new Compound([new Circle(1)]),
    new Chain([
      [0, 0],
      [1, 0],
    ]),
  ];

  test.each([
    ['null', () => null],
    ['a string', () => 'box'],
    ['a number', () => 3],
  ])('%s is refused with INVALID_ARGUMENT', (_, out) => {
    for (const shape of shapes()) expect(codeOf(() => shape.aabb(out() as never))).toBe('INVALID_ARGUMENT');
  });

  test.each([
    ['a frozen box', () => Object.freeze({ minX: 0, minY: 0, maxX: 0, maxY: 0 })],
    ['a frozen array', () => Object.freeze([])],
    ['a sealed empty object', () => Object.seal({})],
    ['a non-extensible empty object', () => Object.preventExtensions({})],
  ])('%s is refused with INVALID_ARGUMENT when the write fails', (_, out) => {
    for (const shape of shapes()) expect(codeOf(() => shape.aabb(out() as never))).toBe('INVALID_ARGUMENT');
  });

  test("an error of the caller's own setter passes through unchanged", () => {
    const mine = new Error('mine');
    const out = {
      set minX(_: number) {
        throw mine;
      },
    };
    for (const shape of shapes()) expect(() => shape.aabb(out as never)).toThrow(mine);
  });

  test('a sealed box with its fields is written', () => {
    const out = Object.seal({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
    expect(new Circle(1, { position: [2, 3] }).aabb(out)).toEqual({ minX: 1, minY: 2, maxX: 3, maxY: 4 });
  });
});
