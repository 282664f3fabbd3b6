// Touching configurations, each named: accepted (a warning from validate, pieces that pass the
// brute-force oracles, area = outer − holes by the shoelace formula) or, where the rings
// cross or overlap at the touching point without any two edges crossing, rejected with the
// right code.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decompose, validate } from '../src/index.js';
import { errorOf, polygonArea, seeded, shoelace, tilingFailures, toPts } from './support.js';

type Ring = [number, number][];
const square: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];

function codes(outer: Ring, holes: Ring[] = []): string[] {
  return validate({ outer, holes }).map((p) => `${p.severity} ${p.code}`);
}

function expectTiled(outer: Ring, holes: Ring[] = []): void {
  const rings = [outer, ...holes].map(toPts);
  const pieces = decompose({ outer, holes });
  expect(tilingFailures(rings, pieces, { maxVertices: 8, random: seeded(outer.length), samples: 300 })).toEqual([]);
  expect(pieces.reduce((s, p) => s + shoelace(p), 0)).toBeCloseTo(polygonArea(rings), 9);
}

function rejection(outer: Ring, holes: Ring[] = []): string | undefined {
  return errorOf(() => decompose({ outer, holes }))?.code;
}

describe('accepted touches (warnings)', () => {
  test('hole touching the outer ring at a shared vertex', () => {
    const hole: Ring = [
      [0, 0],
      [4, 2],
      [2, 4],
    ];
    expect(codes(square, [hole])).toEqual(['warning HOLE_TOUCHES_OUTER']);
    expectTiled(square, [hole]);
  });

  test("hole with a vertex on the outer ring's edge", () => {
    const hole: Ring = [
      [5, 0],
      [7, 3],
      [3, 3],
    ];
    expect(codes(square, [hole])).toEqual(['warning HOLE_TOUCHES_OUTER']);
    expectTiled(square, [hole]);
  });

  test("hole sharing a collinear stretch of the outer ring's edge", () => {
    const hole: Ring = [
      [3, 0],
      [7, 0],
      [5, 4],
    ];
    expect(codes(square, [hole]).every((c) => c === 'warning HOLE_TOUCHES_OUTER')).toBe(true);
    expectTiled(square, [hole]);
  });

  test('two holes touching at a vertex', () => {
    const a: Ring = [
      [2, 2],
      [5, 5],
      [2, 5],
    ];
    const b: Ring = [
      [5, 5],
      [8, 5],
      [8, 8],
    ];
    expect(codes(square, [a, b])).toEqual(['warning HOLES_TOUCH']);
    expectTiled(square, [a, b]);
  });

  test('two holes sharing an edge', () => {
    const a: Ring = [
      [2, 2],
      [5, 2],
      [5, 6],
      [2, 6],
    ];
    const b: Ring = [
      [5, 3],
      [8, 3],
      [8, 5],
      [5, 5],
    ];
    expect(codes(square, [a, b]).every((c) => c === 'warning HOLES_TOUCH')).toBe(true);
    expectTiled(square, [a, b]);
  });

  test('self-tangent outer ring: a C whose tips touch, enclosing a pocket', () => {
    const c: Ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [5, 5],
      [8, 8],
      [8, 2],
      [2, 2],
      [2, 8],
      [5, 5],
      [0, 10],
    ];
    expect(codes(c).every((x) => x === 'warning SELF_TOUCH')).toBe(true);
    expectTiled(c);
  });

  test('a hole corner at a float midpoint of an outer edge, beside a hole cleaned down to nothing', () => {
    // The second hole's corners are collinear (it encloses nothing and is dropped). Round 12
    // ended this in DECOMPOSITION_FAILED; the sweep judges the corner on the edge exactly.
    const outer: Ring = [
      [8.794726324267685, 0],
      [5.409283474971294, 5.409283474971293],
      [5.833542222554721e-16, 9.526897431351244],
      [-5.245620795954967, 5.245620795954967],
      [-6.650831743143498, 8.144919805908297e-16],
      [-6.1713220521853085, -6.171322052185307],
      [-1.3286854501470065e-15, -7.2330267038196325],
      [4.830810146430893, -4.8308101464308955],
    ];
    const hole: Ring = [
      [-3.0856610260926547, -6.70217437800247],
      [-1.5513966156555927, -4.021304626801482],
      [-1.8513966156555928, -3.7213046268014818],
    ];
    const flat: Ring = [
      [-3.0856610260926547, -6.70217437800247],
      [-5.085661026092655, -4.70217437800247],
      [-2.0856610260926547, -7.70217437800247],
    ];
    expect(codes(outer, [hole, flat])).toEqual([]);
    expectTiled(outer, [hole]);
    expect(decompose({ outer, holes: [hole, flat] })).toEqual(decompose({ outer, holes: [hole] }));
  });

  test('bow-tie that merely touches at a vertex: two counter-clockwise lobes', () => {
    const touching: Ring = [
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 1],
    ];
    expect(codes(touching)).toEqual(['warning SELF_TOUCH']);
    expectTiled(touching);
  });
});

describe('crossing or overlapping at a touching point (errors)', () => {
  test('bow-tie whose edges cross is SELF_INTERSECTION', () => {
    expect(
      rejection([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    ).toBe('SELF_INTERSECTION');
  });

  test('bow-tie with a vertex at the crossing (lobes wound opposite ways) is SELF_INTERSECTION', () => {
    // No two edges cross properly; the ring crosses itself through its vertex (1, 1).
    const throughVertex: Ring = [
      [0, 0],
      [1, 1],
      [2, 2],
      [2, 0],
      [1, 1],
      [0, 2],
    ];
    expect(validate(throughVertex)[0]).toMatchObject({
      code: 'SELF_INTERSECTION',
      severity: 'error',
      point: { x: 1, y: 1 },
    });
    expect(rejection(throughVertex)).toBe('SELF_INTERSECTION');
  });

  test('a hole straddling the outer edge through two vertex touches (no edge crosses) is HOLE_OUTSIDE', () => {
    const diamond: Ring = [
      [2, 0],
      [5, -3],
      [8, 0],
      [5, 3],
    ];
    expect(rejection(square, [diamond])).toBe('HOLE_OUTSIDE');
  });

  test('a hole outside the outer ring touching it at a vertex is HOLE_OUTSIDE', () => {
    expect(
      rejection(square, [
        [
          [5, 0],
          [3, -2],
          [7, -2],
        ],
      ]),
    ).toBe('HOLE_OUTSIDE');
  });

  test('two holes overlapping through vertex touches only is HOLES_OVERLAP', () => {
    const a: Ring = [
      [2, 2],
      [8, 2],
      [8, 5],
      [2, 5],
    ];
    const diamond: Ring = [
      [4, 5],
      [5, 3],
      [6, 5],
      [5, 7],
    ];
    expect(rejection(square, [a, diamond])).toBe('HOLES_OVERLAP');
  });

  test('a loop inside a loop of the outer ring, touching it (winding 2) is SELF_INTERSECTION', () => {
    const nested: Ring = [
      [0, 0],
      [5, 0],
      [7, 3],
      [3, 3],
      [5, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(rejection(nested)).toBe('SELF_INTERSECTION');
  });

  test('a hole equal to the outer ring leaves no area: ZERO_AREA', () => {
    expect(rejection(square, [square.slice().reverse()])).toBe('ZERO_AREA');
  });
});

describe('touching holes, random (property)', () => {
  /** A wobbly blob (radius 25–100 around (7, −3)) and square holes on a lattice: neighbours share edges, diagonal ones corners. */
  const blobWithLatticeHoles = fc
    .tuple(
      fc.array(fc.double({ min: -0.15, max: 0.15, noNaN: true }), { minLength: 8, maxLength: 80 }),
      fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 9 }),
      fc.boolean(),
    )
    .map(([steps, cells, mirror]) => {
      let r = 1;
      const sign = mirror ? -1 : 1;
      const outer = steps.map((step, i): [number, number] => {
        r = Math.min(2, Math.max(0.5, r + step));
        const t = (2 * Math.PI * i) / steps.length;
        return [sign * (r * Math.cos(t) * 50) + 7, r * Math.sin(t) * 50 - 3];
      });
      const holes = cells.map((cell): Ring => {
        const x = 7 + 6 * ((cell % 3) - 1);
        const y = -3 + 6 * (Math.floor(cell / 3) - 1);
        return [
          [x - 3, y - 3],
          [x - 3, y + 3],
          [x + 3, y + 3],
          [x + 3, y - 3],
        ];
      });
      return { outer, holes };
    });

  test('holes sharing edges and corners: only warnings, pieces tile outer − holes', () => {
    fc.assert(
      fc.property(blobWithLatticeHoles, fc.integer(), ({ outer, holes }, seed) => {
        expect(validate({ outer, holes }).filter((p) => p.severity === 'error')).toEqual([]);
        const rings = [outer, ...holes].map(toPts);
        const pieces = decompose({ outer, holes });
        expect(tilingFailures(rings, pieces, { maxVertices: 8, random: seeded(seed), samples: 80 })).toEqual([]);
      }),
      { numRuns: 40, seed: 31 },
    );
  });
});
