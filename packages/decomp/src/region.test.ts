import { SepaxError } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decompose } from './decompose.js';
import { fillRegion, type RegionReport, repairPolygon } from './region.js';
import { fromSvgPath } from './svg.js';
import { flattenSvgPath } from './svg-path.js';
import { validate } from './validate.js';
import { coverage, type ReferenceShape, type RuleName, shoelaceArea } from './test-support/fill-reference.js';
import type { PolygonWithHoles } from './types.js';

const regionArea = (polygons: PolygonWithHoles[]) =>
  polygons.reduce((sum, p) => sum + shoelaceArea(p.outer) + p.holes.reduce((s, h) => s + shoelaceArea(h), 0), 0);

/**
 * Runs a path through fromSvgPath and decompose, and checks the pieces against the
 * reference fill of the flattened subpaths (sampled) and against the expected area.
 */
function svgCase(d: string, fillRule: RuleName, expectedArea: number, tolerance = 0.1) {
  const report = {} as RegionReport;
  const polygons = fromSvgPath(d, { fillRule, tolerance }, report);
  const pieces = polygons.flatMap((p) => decompose(p));
  const shapes: ReferenceShape[] = [{ rings: flattenSvgPath(d, tolerance), fillRule }];
  const result = coverage(shapes, pieces, 2 * tolerance, 80);
  expect(result.mismatches).toEqual([]);
  expect(result.piecesArea).toBeCloseTo(expectedArea, 6);
  expect(regionArea(polygons)).toBeCloseTo(expectedArea, 6);
  expect(report.area).toBeCloseTo(expectedArea, 6);
  return { polygons, report, pieces };
}

describe('the issue cases: SVG art that came out silently wrong', () => {
  test('a triangle with a triangular hole drawn as two subpaths is one polygon with a hole: 183.75 − 45 = 138.75', () => {
    const d = 'M1.5,21L12,3.5L22.5,21H1.5M12,21L17,12H7L12,21Z';
    for (const rule of ['nonzero', 'evenodd'] as const) {
      // One polygon: its hole touches the outer ring at (12, 21), as a hole or as a pinch of the outer ring.
      expect(svgCase(d, rule, 138.75).polygons).toHaveLength(1);
    }
  });

  test('a hole touching the outer edge at a vertex: 196 − 31.5 = 164.5, under either fill rule', () => {
    const d = 'M19 12L5.5 13.5L8.5 8.5Z M19 5H5V19H19V5Z';
    svgCase(d, 'nonzero', 164.5);
    svgCase(d, 'evenodd', 164.5);
  });

  test('a ring touching another at a vertex keeps both: 8 + 40 = 48', () => {
    svgCase('M0 0H-4V4Z M4 0H0V4L-4 8H4Z', 'nonzero', 48);
  });

  test('overlapping subpaths fill their union: 100 + 100 − 25 = 175', () => {
    const { polygons } = svgCase('M0 0H10V10H0Z M5 5H15V15H5Z', 'nonzero', 175);
    expect(polygons).toHaveLength(1);
  });

  test('the same subpath twice fills the square under nonzero (100) and nothing under evenodd', () => {
    svgCase('M0 0H10V10H0Z M0 0H10V10H0Z', 'nonzero', 100);
    expect(fromSvgPath('M0 0H10V10H0Z M0 0H10V10H0Z', { fillRule: 'evenodd' })).toEqual([]);
  });

  test('a shape drawn three times fills it once, not three times: 36', () => {
    svgCase('M0 0H6V6H0Z M0 0H6V6H0Z M6 6H0V0H6Z', 'nonzero', 36);
  });

  test('an infinity sign touching a frame’s hole at two points is kept: 100 − 36 + 12 = 76', () => {
    // Frame 0..10 with hole 2..8 (drawn the other way); a diamond in the hole touching its left and right sides.
    svgCase('M0 0H10V10H0Z M2 2V8H8V2Z M2 5L5 3L8 5L5 7Z', 'nonzero', 76);
  });

  test('a checkerboard of squares meeting at corners: 8 squares of 1', () => {
    let d = '';
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if ((i + j) % 2 === 0) d += `M${i} ${j}h1v1h-1z`;
    const { polygons } = svgCase(d, 'nonzero', 8);
    expect(polygons.length).toBeGreaterThanOrEqual(1);
  });
});

describe('snapping and cleaning within the tolerance, with area accounting', () => {
  test('a subpath ending 4e-4 short of its start (a brand icon’s circle) is closed there and reported', () => {
    const open =
      'M21.6504 13.7786c0 1.163-.943 2.1059-2.1059 2.1059-1.163 0-2.1059-.943-2.1059-2.1059 0-1.163.943-2.1059 2.1059-2.1059 1.163 0 2.1059.943 2.1059 2.106z';
    const closed = open.replace('2.106z', '2.1059z');
    const report = {} as RegionReport;
    const [circle] = fromSvgPath(open, {}, report);
    const [reference] = fromSvgPath(closed);
    // Four cubics approximating a circle of radius 2.1059, flattened within 0.1.
    const r = 2.1059;
    expect(Math.abs(regionArea([circle]) - Math.PI * r * r)).toBeLessThan(0.1 * 2 * Math.PI * r);
    expect(regionArea([circle])).toBeCloseTo(regionArea([reference]), 3);
    expect(report.changes.map((c) => c.kind)).toContain('closed-gap');
    // The difference's own vertices are rounded to the grid too: allow a grid step along the boundary.
    expect(Math.abs(report.inputArea - report.area)).toBeLessThanOrEqual(report.changedArea + 14 * report.gridStep);
    expect(report.changedArea).toBeLessThan(1e-3);
  });

  test('a spike 0.02 wide and 20 long is cut at tolerance 0.1: 0.2 reported, 100 left', () => {
    // The spike's triangle: base 0.02 at x = 10, tip at x = 30: area ½ · 0.02 · 20 = 0.2
    // (5.01 and 5.02 are rounded to the grid, a step of 2^-20 here: 4 decimals).
    const report = {} as RegionReport;
    const polygons = fillRegion(
      [
        [
          [0, 0],
          [10, 0],
          [10, 5],
          [30, 5.01],
          [10, 5.02],
          [10, 10],
          [0, 10],
        ],
      ],
      { tolerance: 0.1 },
      report,
    );
    expect(regionArea(polygons)).toBeCloseTo(100, 6);
    expect(report.changes).toMatchObject([{ kind: 'removed-spike', area: expect.closeTo(0.2, 4) }]);
    expect(report.inputArea).toBeCloseTo(100.2, 4);
    expect(report.changedArea).toBeCloseTo(0.2, 4);
  });

  test('a sliver island 0.05 × 5 is dropped (0.25 reported); a crack hole 0.05 × 4 is filled (0.2 reported)', () => {
    const report = {} as RegionReport;
    const polygons = fillRegion(
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
        ],
        [
          [3, 5],
          [3, 5.05],
          [7, 5.05],
          [7, 5],
        ], // clockwise: a hole
        [
          [20, 0],
          [25, 0],
          [25, 0.05],
          [20, 0.05],
        ],
      ],
      { tolerance: 0.1 },
      report,
    );
    expect(regionArea(polygons)).toBeCloseTo(100, 6);
    const changes = report.changes.slice().sort((a, b) => a.kind.localeCompare(b.kind));
    expect(changes).toMatchObject([
      { kind: 'dropped-sliver', area: expect.closeTo(0.25, 5) },
      { kind: 'filled-hole', area: expect.closeTo(0.2, 5) },
    ]);
    expect(report.inputArea).toBeCloseTo(100 - 0.2 + 0.25, 5);
    expect(report.changedArea).toBeCloseTo(0.45, 5);
  });

  test('a crossing loop smaller than the tolerance is dropped with its area', () => {
    // A square whose last edge crosses itself just past a corner: a figure-eight loop far
    // smaller than the tolerance, which the cleaning drops with its area.
    const report = {} as RegionReport;
    const polygons = fillRegion(
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0.0],
          [-0.03, -0.03],
          [0, -0.03],
          [-0.03, 0],
        ],
      ],
      { tolerance: 0.1 },
      report,
    );
    expect(regionArea(polygons)).toBeCloseTo(100, 6);
    expect(report.inputArea - report.area).toBeCloseTo(report.changedArea, 9);
    expect(report.changedArea).toBeGreaterThan(0);
    expect(report.changedArea).toBeLessThan(0.03 * 0.03);
  });

  test('tolerance 0 keeps every feature: nothing is changed, nothing reported', () => {
    const report = {} as RegionReport;
    fillRegion(
      [
        [
          [0, 0],
          [10, 0],
          [10, 5],
          [30, 5.01],
          [10, 5.02],
          [10, 10],
          [0, 10],
        ],
      ],
      { tolerance: 0 },
      report,
    );
    expect(report.changes).toEqual([]);
    expect(report.area).toBeCloseTo(100.2, 4);
  });
});

describe('pinned by the library comparison', () => {
  test('a spike running back along itself on a horizontal line (clipper2-ts filled 5.37 here, the fill is 3)', () => {
    // (3, 3) → (8, 3) → (5, 3) runs out and back along y = 3; the exact spike is removed before the sweep.
    const rings: [number, number][][] = [
      [
        [8, 2],
        [0, 5],
        [7, 0],
        [3, 3],
        [8, 3],
        [5, 3],
      ],
    ];
    const report = {} as RegionReport;
    const pieces = fillRegion(rings, { tolerance: 0 }, report).flatMap((p) => decompose(p));
    const result = coverage([{ rings, fillRule: 'nonzero' }], pieces, 4 * report.gridStep, 80);
    expect(result.mismatches).toEqual([]);
    expect(result.piecesArea).toBeGreaterThanOrEqual(result.areaLow);
    expect(result.piecesArea).toBeLessThanOrEqual(result.areaHigh);
    expect(report.changes).toEqual([]); // the removed spike enclosed nothing
  });
});

describe('bad input is a SepaxError that says what to do', () => {
  test('a circle of radius 1e200 is beyond the workable range, not an empty result', () => {
    expect(() => fromSvgPath('M-1e200 0A1e200 1e200 0 1 0 1e200 0A1e200 1e200 0 1 0 -1e200 0Z')).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/scale it down/) }),
    );
  });

  test('NaN and infinite coordinates are NON_FINITE with their place', () => {
    expect(() =>
      fillRegion([
        [
          [0, 0],
          [1, Number.NaN],
          [0, 1],
        ],
      ]),
    ).toThrow(expect.objectContaining({ code: 'NON_FINITE', details: { shape: 0, ring: 0, index: 1 } }));
    expect(() =>
      fillRegion([
        {
          rings: [
            [
              [0, 0],
              [Infinity, 0],
              [0, 1],
            ],
          ],
        },
      ]),
    ).toThrow(expect.objectContaining({ code: 'NON_FINITE' }));
  });

  test('malformed drawings and options', () => {
    expect(() => fillRegion('M0 0' as never)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() =>
      fillRegion([
        [
          [0, 0],
          ['a', 1],
        ],
      ] as never),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => fillRegion([], { fillRule: 'winding' as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() =>
      fillRegion(
        [
          [
            [0, 0],
            [1, 0],
            [0, 1],
          ],
        ],
        { tolerance: -1 },
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  test('a bad tolerance is INVALID_ARGUMENT even when nothing fills', () => {
    expect(() => fillRegion([], { tolerance: Number.NaN })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  test('nothing filled is an empty list: no rings, a line, one point', () => {
    expect(fillRegion([])).toEqual([]);
    expect(
      fillRegion([
        [
          [0, 0],
          [5, 5],
        ],
      ]),
    ).toEqual([]);
    expect(
      fillRegion([
        [
          [1, 1],
          [1, 1],
          [1, 1],
        ],
      ]),
    ).toEqual([]);
  });
});

describe('repairPolygon: polygon data with invalid rings gets its fill region', () => {
  test('a bow tie is two triangles of 1', () => {
    const parts = repairPolygon([
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ]);
    expect(parts.map((p) => regionArea([p]))).toEqual([1, 1]);
  });

  test('a three-point sliver (collinear) fills nothing; a hole reaching outside cuts only what it covers', () => {
    expect(
      repairPolygon([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toEqual([]);
    const cut = repairPolygon({
      outer: [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      holes: [
        [
          [5, 5],
          [15, 5],
          [15, 15],
          [5, 15],
        ],
      ],
    });
    expect(regionArea(cut)).toBe(75);
  });

  test('GeoJSON coordinates: a ring looping twice round (an antimeridian wrap) fills its loops once', () => {
    const loop: [number, number][] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
    ];
    expect(regionArea(repairPolygon([loop]))).toBe(16);
  });
});

// ---- the guarantee ------------------------------------------------------------------------

/** A ring of 3–8 points on a small integer lattice (touching, collinear, repeated points) or free. */
const ring = fc
  .tuple(
    fc.integer({ min: 0, max: 8 }),
    fc.integer({ min: 0, max: 8 }),
    fc.boolean(),
    fc.array(fc.tuple(fc.double({ min: -4, max: 4, noNaN: true }), fc.double({ min: -4, max: 4, noNaN: true })), {
      minLength: 3,
      maxLength: 8,
    }),
  )
  .map(([cx, cy, lattice, offsets]) =>
    offsets.map(([dx, dy]): [number, number] =>
      lattice ? [cx + Math.round(dx), cy + Math.round(dy)] : [cx + dx, cy + dy],
    ),
  );

/** 1–5 rings, some of them repeats of earlier ones (either direction). */
const soup = fc
  .tuple(fc.array(ring, { minLength: 1, maxLength: 5 }), fc.array(fc.nat(), { maxLength: 2 }), fc.boolean())
  .map(([rings, repeats, reverse]) => {
    const all = rings.slice();
    for (const r of repeats) {
      const copy = rings[r % rings.length].slice();
      all.push(reverse ? copy.reverse() : copy);
    }
    return all;
  });

/** The call's result, or null when it refuses the drawing with a SepaxError (a soup of sub-1e-140 art, say). */
function acceptedOrNull<R>(call: () => R): R | null {
  try {
    return call();
  } catch (error) {
    if (error instanceof SepaxError) return null;
    throw error;
  }
}

test('a change one grid step wide is accounted (Clipper2 drops such a triangle from its output)', () => {
  // Removing the spike at (0, −1.2e-7) moves the long edge by one grid step at its foot: a
  // sliver 4 units long with two corners one step apart, which Clipper2's Xor left out.
  const rings = [
    [
      [-0.10128200054168703, 0],
      [0, 0],
      [0, -1.1920928955078128e-7],
      [-1.1920928955772017e-7, 3.9997915029525757],
    ],
    [
      [0, 4],
      [0, 4],
      [0, 4],
    ],
  ];
  const report = {} as RegionReport;
  fillRegion(rings, { tolerance: 0.05 }, report);
  expect(report.changes.map((c) => c.kind)).toEqual(['removed-spike']);
  expect(Math.abs(report.inputArea - report.area)).toBeGreaterThan(4e-7);
  expect(report.changedArea).toBeGreaterThanOrEqual(Math.abs(report.inputArea - report.area) - 1e-12);
});

test('evenodd over a triangle drawn twice and its square fills the square: no hole outside its outer', () => {
  // Clipper2 returned the square's two halves with one nested in the other as its hole;
  // wound as an outer, that "hole" is a polygon of its own.
  const triangle: [number, number][] = [
    [6, 5],
    [9, 5],
    [6, 8],
  ];
  const square: [number, number][] = [
    [6, 5],
    [9, 5],
    [9, 8],
    [6, 8],
  ];
  const report = {} as RegionReport;
  const polygons = fillRegion([triangle, triangle, square], { fillRule: 'evenodd', tolerance: 0 }, report);
  for (const polygon of polygons) expect(validate(polygon).filter((p) => p.severity === 'error')).toEqual([]);
  expect(regionArea(polygons)).toBeCloseTo(9, 9);
  expect(report.area).toBeCloseTo(9, 9);
  const pieces = polygons.flatMap((p) => decompose(p));
  expect(
    coverage([{ rings: [triangle, triangle, square], fillRule: 'evenodd' }], pieces, 4 * report.gridStep, 60)
      .mismatches,
  ).toEqual([]);
});

describe('the guarantee: for every accepted drawing, the pieces cover exactly the filled region', () => {
  test.each(['nonzero', 'evenodd'] as const)('random overlapping, touching and repeated rings, %s', (fillRule) => {
    fc.assert(
      fc.property(soup, (rings) => {
        const report = {} as RegionReport;
        const polygons = acceptedOrNull(() => fillRegion(rings, { fillRule, tolerance: 0 }, report));
        if (polygons === null) return;
        const pieces = polygons.flatMap((p) => decompose(p));
        const band = 4 * report.gridStep;
        const result = coverage([{ rings, fillRule }], pieces, band, 60);
        expect(result.mismatches).toEqual([]);
        expect(result.piecesArea).toBeGreaterThanOrEqual(result.areaLow - 1e-9);
        expect(result.piecesArea).toBeLessThanOrEqual(result.areaHigh + 1e-9);
        expect(report.area).toBeCloseTo(result.piecesArea, 6);
      }),
      { numRuns: 60 },
    );
  });

  test('several shapes under their own rules fill their union', () => {
    fc.assert(
      fc.property(soup, soup, fc.constantFrom<RuleName>('nonzero', 'evenodd'), (a, b, ruleA) => {
        const shapes: ReferenceShape[] = [
          { rings: a, fillRule: ruleA },
          { rings: b, fillRule: 'evenodd' },
        ];
        const report = {} as RegionReport;
        const polygons = acceptedOrNull(() => fillRegion(shapes, { tolerance: 0 }, report));
        if (polygons === null) return;
        const pieces = polygons.flatMap((p) => decompose(p));
        expect(coverage(shapes, pieces, 4 * report.gridStep, 60).mismatches).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  test('with a cleaning tolerance, pieces still match the fill away from the tolerance band, and areas are accounted', () => {
    fc.assert(
      fc.property(soup, fc.constantFrom<RuleName>('nonzero', 'evenodd'), (rings, fillRule) => {
        const tolerance = 0.05;
        const report = {} as RegionReport;
        const polygons = acceptedOrNull(() => fillRegion(rings, { fillRule, tolerance }, report));
        if (polygons === null) return;
        const pieces = polygons.flatMap((p) => decompose(p));
        expect(report.changedArea).toBeGreaterThanOrEqual(Math.abs(report.inputArea - report.area) - 1e-9);
        if (report.changes.length === 0) {
          expect(coverage([{ rings, fillRule }], pieces, 4 * report.gridStep, 40).mismatches).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
