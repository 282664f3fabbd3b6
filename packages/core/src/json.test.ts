import { describe, expect, it } from 'vitest';
import { Capsule } from './capsule.js';
import { Circle } from './circle.js';
import { Compound } from './compound.js';
import { fromJSON } from './json.js';
import { Point } from './point.js';
import { Polygon } from './polygon.js';
import type { Shape } from './shape.js';
import { codeOf } from './test-support/error-code.js';

const shapes: [string, () => Shape][] = [
  [
    'polygon',
    () =>
      new Polygon(
        [
          [0, 0],
          [3, 0],
          [1, 2],
        ],
        { position: [1, 2], angle: 0.5, scale: [2, -1] },
      ),
  ],
  [
    'rounded polygon',
    () =>
      Polygon.rounded(
        [
          [0, 0],
          [3, 0],
          [1, 2],
        ],
        0.25,
        { scale: 2 },
      ),
  ],
  ['circle', () => new Circle(1.5, { position: [-3, 4] })],
  ['capsule', () => new Capsule([0, -1], [0, 1], 0.5, { angle: 1 })],
  ['point', () => new Point([7, 8])],
  ['point turned and scaled', () => new Point([7, 8]).setAngle(0.5).setScale(-2, 3)],
  [
    'compound',
    () => new Compound([Polygon.box(1, 1), new Circle(0.5, { position: [1, 0] })], { position: [2, 2], angle: 0.1 }),
  ],
];

describe('toJSON / fromJSON', () => {
  it.each(shapes)('%s round-trips through JSON text', (_name, make) => {
    const shape = make();
    const copy = fromJSON(JSON.parse(JSON.stringify(shape)));
    expect(copy.kind).toBe(shape.kind);
    expect(copy.toJSON()).toEqual(shape.toJSON());
    expect(copy.aabb()).toEqual(shape.aabb());
    expect([copy.position, copy.angle, copy.scale]).toEqual([shape.position, shape.angle, shape.scale]);
  });

  it('leaves default transform fields out', () => {
    expect(new Circle(1).toJSON()).toEqual({ type: 'circle', radius: 1 });
  });

  it('rejects unknown types and bad data with codes', () => {
    expect(() => fromJSON({ type: 'ellipse' } as never)).toThrow(/Unknown shape type/);
    expect(() => fromJSON(null as never)).toThrow(/type/);
    expect(() => fromJSON({ type: 'circle', radius: NaN })).toThrow(/finite/);
    expect(() => fromJSON({ type: 'compound' } as never)).toThrow(/parts/);
  });
});

describe('fromJSON of malformed JSON throws a code, never a TypeError, a stack overflow or a silent default', () => {
  const triangle = [
    [0, 0],
    [1, 0],
    [0, 1],
  ];
  it.each([
    ['an array', [], 'INVALID_ARGUMENT'],
    ['a string', '{"type":"circle","radius":1}', 'INVALID_ARGUMENT'],
    ['no type', { radius: 1 }, 'INVALID_ARGUMENT'],
    ['a numeric type', { type: 3 }, 'INVALID_ARGUMENT'],
    ['polygon without points', { type: 'polygon' }, 'INVALID_ARGUMENT'],
    ['polygon with points as an object', { type: 'polygon', points: { 0: [0, 0] } }, 'INVALID_ARGUMENT'],
    ['polygon with a NaN radius', { type: 'polygon', points: triangle, radius: NaN }, 'NON_FINITE'],
    [
      'polygon with a null radius (NaN through JSON.stringify)',
      { type: 'polygon', points: triangle, radius: null },
      'INVALID_ARGUMENT',
    ],
    ['polygon with a false radius', { type: 'polygon', points: triangle, radius: false }, 'INVALID_ARGUMENT'],
    ['polygon with a string radius', { type: 'polygon', points: triangle, radius: '0.5' }, 'INVALID_ARGUMENT'],
    ['polygon with a negative radius', { type: 'polygon', points: triangle, radius: -1 }, 'INVALID_RADIUS'],
    ['polygon with a null vertex', { type: 'polygon', points: [[0, 0], null, [0, 1]] }, 'INVALID_ARGUMENT'],
    ['circle without radius', { type: 'circle' }, 'INVALID_ARGUMENT'],
    ['circle with a null position', { type: 'circle', radius: 1, position: null }, 'INVALID_ARGUMENT'],
    ['circle with a NaN angle', { type: 'circle', radius: 1, angle: NaN }, 'NON_FINITE'],
    ['circle with a string scale', { type: 'circle', radius: 1, scale: 'big' }, 'INVALID_ARGUMENT'],
    ['circle with a zero scale', { type: 'circle', radius: 1, scale: [0, 0] }, 'INVALID_SCALE'],
    ['capsule without b', { type: 'capsule', a: [0, 0], radius: 1 }, 'INVALID_ARGUMENT'],
    ['capsule with a NaN end', { type: 'capsule', a: [0, 0], b: [NaN, 1], radius: 1 }, 'NON_FINITE'],
    ['point without position', { type: 'point' }, 'INVALID_ARGUMENT'],
    ['point with a NaN angle', { type: 'point', position: [1, 2], angle: NaN }, 'NON_FINITE'],
    ['point with a string scale', { type: 'point', position: [1, 2], scale: 'x' }, 'INVALID_ARGUMENT'],
    ['compound with no parts', { type: 'compound', parts: [] }, 'INVALID_ARGUMENT'],
    ['compound with a null part', { type: 'compound', parts: [null] }, 'INVALID_ARGUMENT'],
    // eslint-disable-next-line no-sparse-arrays
    [
      'compound with a hole in its parts',
      { type: 'compound', parts: [{ type: 'circle', radius: 1 }, , { type: 'circle', radius: 1 }] },
      'INVALID_ARGUMENT',
    ],
    [
      'compound with a bad part',
      {
        type: 'compound',
        parts: [
          { type: 'circle', radius: 1 },
          { type: 'circle', radius: -1 },
        ],
      },
      'INVALID_RADIUS',
    ],
    [
      'compound nested in a compound',
      { type: 'compound', parts: [{ type: 'compound', parts: [{ type: 'circle', radius: 1 }] }] },
      'INVALID_ARGUMENT',
    ],
  ])('%s', (_name, json, code) => {
    expect(codeOf(() => fromJSON(json as never))).toBe(code);
  });

  it('names the bad part of a compound', () => {
    const json = {
      type: 'compound',
      parts: [
        { type: 'circle', radius: 1 },
        { type: 'circle', radius: -1 },
      ],
    };
    expect(() => fromJSON(json as never)).toThrow(/part 1\b/);
  });

  it('rejects compounds nested 100 000 deep at once (it recursed into a stack overflow)', () => {
    let json: unknown = { type: 'circle', radius: 1 };
    for (let i = 0; i < 100_000; i++) json = { type: 'compound', parts: [json] };
    expect(codeOf(() => fromJSON(json as never))).toBe('INVALID_ARGUMENT');
  });

  it('reads a compound of 20 000 parts', () => {
    const parts = Array.from({ length: 20_000 }, (_, i) => ({
      type: 'circle' as const,
      radius: 0.25,
      position: [i, 0] as [number, number],
    }));
    const compound = fromJSON({ type: 'compound', parts }) as Compound;
    expect(compound.parts).toHaveLength(20_000);
    expect(compound.aabb()).toEqual({ minX: -0.25, minY: -0.25, maxX: 19_999.25, maxY: 0.25 });
  });
});
