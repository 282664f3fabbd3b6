import { orient } from '@sepax/core/internal';
import { MAX_COORDINATE } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointInPolygon } from './point-in-polygon.js';

// A concave "E"-like outline with two holes, on an integer grid so the reference below is exact.
const OUTER: [number, number][] = [
  [0, 0],
  [12, 0],
  [12, 4],
  [6, 4],
  [6, 6],
  [12, 6],
  [12, 10],
  [0, 10],
];
const HOLE_A: [number, number][] = [
  [2, 2],
  [4, 2],
  [4, 8],
  [2, 8],
]; // counter-clockwise
const HOLE_B: [number, number][] = [
  [8, 8],
  [8, 9],
  [10, 8],
]; // clockwise
const E = { outer: OUTER, holes: [HOLE_A, HOLE_B] };

/**
 * Independent reference: winding number with exact BigInt cross products, and an exact
 * on-segment test. Valid for integer coordinates only.
 */
function insideReference(p: [number, number], rings: [number, number][][]): boolean {
  let parity = 0;
  const big = (v: number) => BigInt(2 * v); // × 2: half-integer points stay exact
  const [px, py] = p.map(big);
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i].map(big);
      const [bx, by] = ring[(i + 1) % ring.length].map(big);
      const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
      const within =
        (ax <= px || bx <= px) && (ax >= px || bx >= px) && (ay <= py || by <= py) && (ay >= py || by >= py);
      if (cross === 0n && within) return true;
      // Winding: an upward crossing left of p, or a downward one right of it.
      if (ay <= py && by > py && cross > 0n) parity ^= 1;
      if (by <= py && ay > py && cross < 0n) parity ^= 1;
    }
  }
  return parity === 1;
}

describe("orient (core's exact sign)", () => {
  it('is positive for a counter-clockwise turn, negative for clockwise, 0 for collinear', () => {
    expect(orient({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 })).toBeGreaterThan(0);
    expect(orient({ x: 0, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 0 })).toBeLessThan(0);
    expect(orient({ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 3, y: 3 })).toBe(0);
  });

  it('is exact where the float determinant is not', () => {
    const naive = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
      (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    // Collinear as stored in floats, but the naive determinant rounds to non-zero …
    expect(naive(0.1, 0.1, 0.3, 0.7, 0.2, 0.4)).not.toBe(0);
    expect(orient({ x: 0.1, y: 0.1 }, { x: 0.3, y: 0.7 }, { x: 0.2, y: 0.4 })).toBe(0);
    // … and one ulp off a line, where the naive determinant rounds to zero.
    const x = 0.5 + 2 ** -52;
    expect(naive(12, 12, 24, 24, x, 0.5)).toBe(0);
    expect(Math.sign(orient({ x: 12, y: 12 }, { x: 24, y: 24 }, { x, y: 0.5 }))).toBe(-1);
  });
});

describe('pointInPolygon: hand cases on a concave polygon with holes', () => {
  it.each([
    ['solid part', [1, 1], true],
    ['inside hole A', [3, 5], false],
    ['on hole A edge', [2, 5], true],
    ['on hole A vertex', [4, 8], true],
    ['inside hole B', [8.5, 8.5], false],
    ['on hole B hypotenuse', [9, 8.5], true],
    ['in the notch', [9, 5], false],
    ['on the notch floor', [9, 4], true],
    ['on the reflex vertex', [6, 4], true],
    ['on the notch back wall', [6, 5], true],
    ['on an outer vertex', [12, 10], true],
    ['outside', [13, 5], false],
    ['outside, level with a horizontal edge', [13, 4], false],
    ['outside, level with a vertex', [-1, 10], false],
  ])('%s %j → %s', (_name, p, expected) => {
    expect(pointInPolygon(p as [number, number], E)).toBe(expected);
    expect(insideReference(p as [number, number], [OUTER, HOLE_A, HOLE_B])).toBe(expected);
  });

  it('reads { x, y } points, flat rings and either winding alike', () => {
    const reversed = { outer: [...OUTER].reverse(), holes: [[...HOLE_A].reverse(), HOLE_B] };
    const flat = { outer: OUTER.flat(), holes: [HOLE_A.flat(), HOLE_B.flat()] };
    for (const p of [
      [1, 1],
      [3, 5],
      [6, 5],
      [9, 5],
    ] as [number, number][]) {
      const expected = pointInPolygon(p, E);
      expect(pointInPolygon({ x: p[0], y: p[1] }, reversed)).toBe(expected);
      expect(pointInPolygon(p, flat)).toBe(expected);
    }
    expect(pointInPolygon([9, 5], OUTER)).toBe(false);
    expect(pointInPolygon([3, 5], OUTER)).toBe(true);
  });

  it('decides points on and a hair off slanted edges exactly, where float arithmetic cannot', () => {
    // (0.2, 0.4) lies exactly on the float segment (0.1, 0.1)–(0.3, 0.7) (see the orient test).
    expect(
      pointInPolygon(
        [0.2, 0.4],
        [
          [0.1, 0.1],
          [0.3, 0.7],
          [5, 3],
        ],
      ),
    ).toBe(true); // on the edge, polygon to its right
    expect(
      pointInPolygon(
        [0.2, 0.4],
        [
          [0.1, 0.1],
          [0.3, 0.7],
          [-5, 3],
        ],
      ),
    ).toBe(true); // on the edge, polygon to its left
    // One ulp either side of the diagonal of a big triangle.
    const tri: [number, number][] = [
      [12, 12],
      [24, 24],
      [24, 12],
    ]; // below the line y = x
    expect(pointInPolygon([14 + 2 ** -49, 14], tri)).toBe(true);
    expect(pointInPolygon([14, 14 + 2 ** -49], tri)).toBe(false);
    expect(pointInPolygon([14, 14], tri)).toBe(true);
  });
});

describe('pointInPolygon: against an exact BigInt reference', () => {
  const coord = fc.integer({ min: -20, max: 20 });
  // Star-shaped rings about the origin: simple, usually concave.
  const starRing = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 2, max: 18 })), { minLength: 3, maxLength: 12 })
    .map((spokes) => {
      const unique = [...new Map(spokes.map(([a, r]) => [a, r])).entries()].sort((x, y) => x[0] - y[0]);
      return unique.map(
        ([a, r]) =>
          [Math.round(r * Math.cos((a * Math.PI) / 180)), Math.round(r * Math.sin((a * Math.PI) / 180))] as [
            number,
            number,
          ],
      );
    })
    .filter((ring) => ring.length >= 3);

  it('random points (many on vertices and edges) in random star-shaped rings', () => {
    fc.assert(
      fc.property(starRing, coord, coord, fc.integer({ min: 0, max: 3 }), fc.nat(), (ring, x, y, mode, pick) => {
        let p: [number, number] = [x, y];
        const a = ring[pick % ring.length];
        const b = ring[(pick + 1) % ring.length];
        if (mode === 1) p = [a[0], a[1]]; // a vertex
        if (mode === 2 && (a[0] + b[0]) % 2 === 0 && (a[1] + b[1]) % 2 === 0)
          p = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]; // an edge midpoint
        expect(pointInPolygon(p, ring)).toBe(insideReference(p, [ring]));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('pointInPolygon: the edge of the workable range', () => {
  it('decides points exactly in a square reaching MAX_COORDINATE', () => {
    const m = MAX_COORDINATE;
    const square: [number, number][] = [
      [-m, -m],
      [m, -m],
      [m, m],
      [-m, m],
    ];
    expect(pointInPolygon([m, m], square)).toBe(true);
    expect(pointInPolygon([m / 3, -m], square)).toBe(true);
    expect(
      pointInPolygon(
        [0, 0],
        [
          [-m, -m],
          [m, m],
          [-m, m],
        ],
      ),
    ).toBe(true); // on the diagonal
    expect(
      pointInPolygon(
        [1e-300, 0],
        [
          [-m, -m],
          [m, m],
          [-m, m],
        ],
      ),
    ).toBe(false); // a hair below it
  });
});

describe('pointInPolygon: bad input', () => {
  it.each([
    ['NaN point', [NaN, 0], OUTER, 'NON_FINITE'],
    [
      'a NaN vertex',
      [0, 0],
      [
        [0, 0],
        [1, NaN],
        [0, 1],
      ],
      'NON_FINITE',
    ],
    [
      'two points',
      [0, 0],
      [
        [0, 0],
        [1, 0],
      ],
      'TOO_FEW_POINTS',
    ],
    ['odd flat ring', [0, 0], [0, 0, 1, 0, 1], 'INVALID_ARGUMENT'],
    ['not a polygon', [0, 0], 42, 'INVALID_ARGUMENT'],
    ['holes not an array', [0, 0], { outer: OUTER, holes: 3 }, 'INVALID_ARGUMENT'],
    [
      'a bad hole',
      [50, 50],
      {
        outer: OUTER,
        holes: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      },
      'TOO_FEW_POINTS',
    ],
    ['a string vertex', [0, 0], [[0, 0], 'x', [0, 1]], 'INVALID_ARGUMENT'],
    // Beyond core's workable range the orientation determinant overflows: (1e300, 1e300)
    // read as outside the square [0, 1e308]².
    [
      'a vertex beyond MAX_COORDINATE',
      [1e300, 1e300],
      [
        [0, 0],
        [1e308, 0],
        [1e308, 1e308],
        [0, 1e308],
      ],
      'INVALID_ARGUMENT',
    ],
    ['a point beyond MAX_COORDINATE', [1e200, 0], OUTER, 'INVALID_ARGUMENT'],
  ])('%s → %s', (_name, p, polygon, code) => {
    expect(() => pointInPolygon(p as never, polygon as never)).toThrow(expect.objectContaining({ code }));
  });
});
