import { SepaxError } from '@sepax/core';
import fc from 'fast-check';
import { orient2d } from 'robust-predicates';
import { describe, expect, test } from 'vitest';
import { clean } from './clean.js';
import { decompose, decomposeDetailed } from './decompose.js';
import { validate } from './validate.js';

const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
] as [number, number][];
const hole = [
  [1, 1],
  [3, 1],
  [3, 3],
  [1, 3],
] as [number, number][];

/** The ring rotated to start at its lowest-leftmost point (a ring has no first vertex). */
function fromLowest(ring: { x: number; y: number }[]): { x: number; y: number }[] {
  let k = 0;
  ring.forEach((p, i) => {
    if (p.y < ring[k].y || (p.y === ring[k].y && p.x < ring[k].x)) k = i;
  });
  return [...ring.slice(k), ...ring.slice(0, k)];
}

describe('clean', () => {
  test('drops the closing point, duplicates and collinear points, and winds CCW', () => {
    const messy = [
      [0, 0],
      [0, 4],
      [0, 4],
      [4, 4],
      [4, 2],
      [4, 0],
      [2, 0],
      [0, 0],
    ] as [number, number][];
    expect(fromLowest(clean(messy))).toEqual([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 0, y: 4 },
    ]);
  });

  test('exactly collinear points that float cross products get wrong are still dropped', () => {
    // 0.1, 0.2, 0.3 are not exactly representable, yet (0.1,0.1)-(0.2,0.2)-(0.3,0.3) is only
    // collinear if the exact predicate says so; tolerance 0 leaves the decision to it.
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0.5, 0.5],
    ] as [number, number][];
    expect(clean(ring, { tolerance: 0 })).toHaveLength(3);
  });

  test('a point exactly on the line through its neighbours goes, a point clearly off it stays, at any scale', () => {
    // Three points on the line y = t·x (t a small integer, so each point is exactly on it when
    // its y is t·x in floats): a tiny one and two far ones, whose float differences round, so
    // float cross products are often not 0 though the exact orientation is (and sometimes is
    // not: t·x rounds). The reference is robust-predicates' exact orientation and distance.
    const input = fc.tuple(
      fc.integer({ min: 1, max: 5 }),
      fc.double({ min: 1e-6, max: 1e-3, noNaN: true }),
      fc.double({ min: 1, max: 1000, noNaN: true }),
      fc.constantFrom(1, 2 ** -400, 2 ** 400),
    );
    let straight = 0;
    let floatWrong = 0;
    fc.assert(
      fc.property(input, ([t, small, far, scale]) => {
        const a = [small * scale, small * t * scale];
        const m = [far * scale, far * t * scale];
        const b = [(2 * far + 1) * scale, (2 * far + 1) * t * scale];
        const c = [far * scale, -far * scale]; // below the line: a real triangle
        const ring = [a, m, b, c] as [number, number][];
        const orientation = orient2d(a[0], a[1], m[0], m[1], b[0], b[1]);
        const floatCross = (b[0] - a[0]) * (m[1] - a[1]) - (b[1] - a[1]) * (m[0] - a[0]);
        if (orientation === 0) {
          straight++;
          if (floatCross !== 0) floatWrong++;
          expect(clean(ring, { tolerance: 0 })).toHaveLength(3);
        } else if (Math.abs(orientation) > 1e-9 * Math.hypot(b[0] - a[0], b[1] - a[1]) ** 2) {
          expect(clean(ring, { tolerance: 0 })).toHaveLength(4);
        }
      }),
      { numRuns: 600, seed: 2026 },
    );
    expect(straight).toBeGreaterThan(20);
    expect(floatWrong).toBeGreaterThan(5);
  });

  test('zero-area spikes go, relative tolerance scales with size', () => {
    const spike = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 4],
      [2, 9],
      [2, 4],
      [0, 4],
    ] as [number, number][];
    expect(clean(spike)).toHaveLength(4);
    const nearly = [
      [0, 0],
      [2, 1e-6],
      [4, 0],
      [4, 4],
      [0, 4],
    ] as [number, number][];
    expect(clean(nearly)).toHaveLength(5);
    expect(clean(nearly, { tolerance: 1e-6 })).toHaveLength(4);
    const big = nearly.map(([x, y]) => [x * 1e6, y * 1e6] as [number, number]);
    expect(clean(big, { tolerance: 1e-6 })).toHaveLength(4);
  });

  test('holes come back clockwise, outer counter-clockwise', () => {
    const result = clean({ outer: square.slice().reverse(), holes: [hole.slice().reverse(), hole] });
    expect(fromLowest((result as { outer: { x: number; y: number }[] }).outer)).toEqual([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 0, y: 4 },
    ]);
    for (const h of (result as { holes: { x: number; y: number }[][] }).holes) {
      const area = h.reduce((s, p, i) => s + p.x * h[(i + 1) % h.length].y - h[(i + 1) % h.length].x * p.y, 0);
      expect(area).toBeLessThan(0);
    }
  });

  test('the area decompose reports is the cleaned outer ring less its holes, far from the origin too', () => {
    // Outer 10 × 10 given clockwise with a repeated and a collinear point, one hole 2 × 3
    // given counter-clockwise, one hole with no area: 100 − 6 = 94 exactly, wherever it lies.
    for (const shift of [0, 1e6, -3.5e9]) {
      const at = (ring: number[][]) => ring.map(([x, y]) => [x + shift, y - shift] as [number, number]);
      const outer = at([
        [0, 0],
        [0, 10],
        [10, 10],
        [10, 10],
        [10, 4],
        [10, 0],
        [0, 0],
      ]);
      const holes = [
        at([
          [2, 2],
          [4, 2],
          [4, 5],
          [2, 5],
        ]),
        at([
          [6, 6],
          [7, 7],
          [6, 6],
        ]),
      ];
      const { area, pieces } = decomposeDetailed({ outer, holes });
      expect(area).toBe(94);
      const shoelace = (piece: { x: number; y: number }[]) =>
        piece.reduce(
          (sum, p, i) =>
            sum +
            (p.x - shift) * (piece[(i + 1) % piece.length].y + shift) -
            (piece[(i + 1) % piece.length].x - shift) * (p.y + shift),
          0,
        ) / 2;
      expect(pieces.reduce((sum, piece) => sum + shoelace(piece), 0)).toBeCloseTo(94, 9);
    }
  });

  test('rejects NaN with NON_FINITE and nonsense tolerance with INVALID_ARGUMENT', () => {
    expect(() =>
      clean([
        [0, 0],
        [1, Number.NaN],
        [0, 1],
      ]),
    ).toThrow(SepaxError);
    expect(() => clean(square, { tolerance: -1 })).toThrow(/tolerance/);
  });
});

describe('input forms', () => {
  test('ring, [x,y] ring, flat array, { outer, holes }, earcut flat and GeoJSON agree', () => {
    const area = (pieces: { x: number; y: number }[][]) =>
      pieces.reduce(
        (s, p) => s + p.reduce((a, q, i) => a + (q.x * p[(i + 1) % p.length].y - p[(i + 1) % p.length].x * q.y) / 2, 0),
        0,
      );
    expect(area(decompose(square.map(([x, y]) => ({ x, y }))))).toBe(16);
    expect(area(decompose(square.flat()))).toBe(16);
    expect(area(decompose({ outer: square, holes: [hole] }))).toBe(12);
    expect(area(decompose([square, hole]))).toBe(12);
    expect(area(decompose({ vertices: [...square.flat(), ...hole.flat()], holes: [4] }))).toBe(12);
    expect(area(decompose({ vertices: [0, 0, 9, 4, 0, 9, 4, 4, 9, 0, 4, 9], dimensions: 3 }))).toBe(16);
  });

  test('malformed input is INVALID_ARGUMENT', () => {
    expect(() => decompose('square' as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decompose([0, 0, 1] as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decompose({ vertices: [0, 0, 1, 0, 1, 1], holes: [5] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});

describe('validate', () => {
  test('a valid polygon has no problems', () => {
    expect(validate({ outer: square, holes: [hole] })).toEqual([]);
  });

  test('reports input indices (before cleaning) and the point', () => {
    // Duplicate point 1 shifts cleaned indices; the report must use the input's.
    const bowtie = [
      [0, 0],
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ] as [number, number][];
    const [problem] = validate(bowtie);
    expect(problem).toMatchObject({ code: 'SELF_INTERSECTION', ring: 0, point: { x: 1, y: 1 } });
    const edges = [problem.indices, problem.otherIndices].map((e) => e?.slice().sort().join());
    expect(edges.sort()).toEqual(['0,2', '3,4']);
  });

  test.each([
    [
      'TOO_FEW_POINTS',
      [
        [0, 0],
        [1, 1],
        [0, 0],
      ],
    ],
    [
      'ZERO_AREA',
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
    ],
    [
      'SELF_INTERSECTION',
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [2, -1],
        [0, 4],
      ],
    ],
  ])('%s', (code, ring) => {
    expect(validate(ring as [number, number][]).map((p) => p.code)).toContain(code);
  });

  test.each([
    [
      'HOLE_OUTSIDE (crossing)',
      [
        [3, 1],
        [5, 1],
        [5, 2],
        [3, 2],
      ],
      'HOLE_OUTSIDE',
    ],
    [
      'HOLE_OUTSIDE (disjoint)',
      [
        [5, 1],
        [6, 1],
        [6, 2],
      ],
      'HOLE_OUTSIDE',
    ],
    [
      'HOLE_TOUCHES_OUTER',
      [
        [1, 0],
        [2, 1],
        [1, 1],
      ],
      'HOLE_TOUCHES_OUTER',
    ],
  ])('%s', (_, h, code) => {
    expect(validate({ outer: square, holes: [h as [number, number][]] })[0].code).toBe(code);
  });

  test('HOLES_OVERLAP for crossing and nested holes; touching holes are a warning', () => {
    const a = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 2],
    ] as [number, number][];
    const crossing = [
      [1.5, 1.5],
      [3, 1.5],
      [3, 3],
      [1.5, 3],
    ] as [number, number][];
    const nested = [
      [1.2, 1.2],
      [1.8, 1.2],
      [1.8, 1.8],
    ] as [number, number][];
    for (const b of [crossing, nested]) {
      expect(validate({ outer: square, holes: [a, b] }).map((p) => p.code)).toContain('HOLES_OVERLAP');
    }
    const touching = [
      [2, 2],
      [3, 2],
      [3, 3],
    ] as [number, number][];
    expect(validate({ outer: square, holes: [a, touching] }).map((p) => `${p.severity} ${p.code}`)).toEqual([
      'warning HOLES_TOUCH',
    ]);
  });

  test('a hole enclosing no area is ignored, not reported', () => {
    expect(
      validate({
        outer: square,
        holes: [
          [
            [1, 1],
            [2, 2],
            [3, 3],
          ],
        ],
      }),
    ).toEqual([]);
    expect(
      decompose({
        outer: square,
        holes: [
          [
            [1, 1],
            [1, 1],
          ],
        ],
      }),
    ).toHaveLength(1);
  });

  test('out of the workable range: the same INVALID_ARGUMENT as decompose, not a misleading ZERO_AREA', () => {
    const rings: [number, number][][] = [
      [
        [0, 0],
        [1e200, 0],
        [1e200, 1e200],
      ],
      [
        [0, 0],
        [1e-200, 0],
        [1e-200, 1e-200],
      ],
    ];
    for (const ring of rings) {
      const code = (f: () => unknown) => {
        try {
          f();
        } catch (error) {
          return (error as SepaxError).code;
        }
        return 'none';
      };
      expect(code(() => validate(ring))).toBe('INVALID_ARGUMENT');
      expect(code(() => decompose(ring))).toBe('INVALID_ARGUMENT');
    }
    // At the edge of the range both still work: a right triangle scaled to 1e149.
    expect(
      validate([
        [0, 0],
        [1e149, 0],
        [1e149, 1e149],
      ]),
    ).toEqual([]);
  });

  test('decompose throws the first problem with all of them in details', () => {
    let caught: SepaxError | undefined;
    try {
      decompose({
        outer: square,
        holes: [
          [
            [3, 1],
            [5, 1],
            [5, 2],
            [3, 2],
          ],
        ],
      });
    } catch (error) {
      caught = error as SepaxError;
    }
    expect(caught?.code).toBe('HOLE_OUTSIDE');
    expect((caught?.details?.problems as unknown[]).length).toBeGreaterThan(0);
  });
});
