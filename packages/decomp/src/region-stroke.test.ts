// strokeRegion against hand-computed areas (butt, square and round caps; miter, bevel and
// round joins; closed lines; dashes) and against an independent reference: a point is painted
// by a round-capped, round-joined stroke exactly when its distance to the polyline is at most
// half the width, checked on a grid of sample points away from the boundary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SepaxError } from '@sepax/core';
import type { RegionReport } from './region.js';
import { strokeRegion } from './region-stroke.js';
import { errorOf, type Pt, pointInRing, shoelace } from '../test/support.js';
import type { PolygonWithHoles } from './types.js';

const areaOf = (polygons: PolygonWithHoles[]) =>
  polygons.reduce((sum, p) => sum + shoelace(p.outer) + p.holes.reduce((h, r) => h + shoelace(r), 0), 0);

/** Even–odd point in polygons (outer rings and holes alike). */
function painted(polygons: PolygonWithHoles[], x: number, y: number): boolean {
  let inside = false;
  for (const p of polygons) for (const ring of [p.outer, ...p.holes]) inside = inside !== pointInRing({ x, y }, ring);
  return inside;
}

function distanceToPolyline(points: readonly Pt[], x: number, y: number): number {
  let best = Math.hypot(points[0].x - x, points[0].y - y);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((x - a.x) * ex + (y - a.y) * ey) / (ex * ex + ey * ey || 1)));
    best = Math.min(best, Math.hypot(a.x + t * ex - x, a.y + t * ey - y));
  }
  return best;
}

/** The call throws a SepaxError with this code and a message matching `message`. */
function expectSepaxError(fn: () => unknown, code: string, message: RegExp): void {
  const thrown = errorOf(fn);
  expect(thrown).toBeInstanceOf(SepaxError);
  expect(thrown?.code).toBe(code);
  expect(thrown?.message).toMatch(message);
}

const line = (...points: [number, number][]) => [{ points }];

describe('strokeRegion: hand-computed areas', () => {
  it('caps: butt adds nothing, square adds half a width at each end, round a half disc', () => {
    expect(areaOf(strokeRegion(line([0, 0], [10, 0]), { width: 2 }))).toBeCloseTo(20, 9);
    expect(areaOf(strokeRegion(line([0, 0], [10, 0]), { width: 2, lineCap: 'square' }))).toBeCloseTo(24, 9);
    // Round caps: a capsule, 20 + π, within the tolerance along its arcs.
    const round = areaOf(strokeRegion(line([0, 0], [10, 0]), { width: 2, lineCap: 'round', tolerance: 1e-4 }));
    expect(Math.abs(round - (20 + Math.PI))).toBeLessThan(2 * Math.PI * 1e-4);
  });

  it('joins of an L (two 10-unit legs, width 2): miter 40, bevel 39.5, round 39 + π/4', () => {
    const path = 'M0 0H10V10';
    expect(areaOf(strokeRegion(path, { width: 2 }))).toBeCloseTo(40, 9);
    expect(areaOf(strokeRegion(path, { width: 2, lineJoin: 'bevel' }))).toBeCloseTo(39.5, 9);
    const round = areaOf(strokeRegion(path, { width: 2, lineJoin: 'round', tolerance: 1e-4 }));
    expect(Math.abs(round - (39 + Math.PI / 4))).toBeLessThan(1e-3);
  });

  it('a closed square joins at its start: a frame 12 wide with an 8-wide hole', () => {
    const frame = strokeRegion('M0 0H10V10H0Z', { width: 2 });
    expect(frame).toHaveLength(1);
    expect(frame[0].holes).toHaveLength(1);
    expect(areaOf(frame)).toBeCloseTo(144 - 64, 9);
    // The same square left open: no join at (0, 0), butt ends there.
    expect(areaOf(strokeRegion('M0 0H10V10H0V0', { width: 2 }))).toBeCloseTo(144 - 64 - 1, 9);
  });

  it('a miter beyond the limit is squared off, not drawn to its tip', () => {
    // A 2·atan(0.1) hairpin: its miter would reach 1/sin(θ/2) ≈ 10 widths.
    const path = 'M0 0L100 10L0 20';
    const tip = areaOf(strokeRegion(path, { width: 2, miterLimit: 20 }));
    const limited = areaOf(strokeRegion(path, { width: 2, miterLimit: 4 }));
    const bevel = areaOf(strokeRegion(path, { width: 2, lineJoin: 'bevel' }));
    expect(tip).toBeGreaterThan(limited);
    expect(limited).toBeGreaterThanOrEqual(bevel - 1e-9);
  });

  it('dashes: the pattern walks along the line from the offset, an odd list repeats', () => {
    expect(areaOf(strokeRegion('M0 0H10', { width: 2, dashArray: [2, 3] }))).toBeCloseTo(2 * (2 + 2), 9);
    // From 1 into the pattern: 1 of the first dash, then dashes at 4–6 and 9–10.
    expect(areaOf(strokeRegion('M0 0H10', { width: 2, dashArray: [2, 3], dashOffset: 1 }))).toBeCloseTo(2 * 4, 9);
    // Zero-length dashes with round caps are dots: at 0, 3, 6 and 9.
    const dots = areaOf(strokeRegion('M0 0H10', { width: 2, dashArray: [0, 3], lineCap: 'round', tolerance: 1e-4 }));
    expect(Math.abs(dots - 4 * Math.PI)).toBeLessThan(4e-3);
    // [1] repeats as [1, 1]: five unit dashes.
    expect(areaOf(strokeRegion('M0 0H10', { width: 2, dashArray: [1] }))).toBeCloseTo(2 * 5, 9);
    // Dashes turn the corner of a path: 2 on, 2 off along its 20 units, five dashes 1 wide.
    expect(areaOf(strokeRegion('M0 0H10V10', { width: 1, dashArray: [2, 2] }))).toBeCloseTo(10, 9);
  });

  it('degenerate lines: a point paints nothing with butt caps; a closed line of one or two points is a dot or a segment', () => {
    expect(strokeRegion('M0 0', { width: 1 })).toEqual([]);
    expect(strokeRegion('M0 0 L0 0 Z', { width: 1 })).toEqual([]);
    expect(areaOf(strokeRegion('M0 0 L0 0 Z', { width: 2, lineCap: 'square' }))).toBeCloseTo(4, 9);
    // Closed back along itself: bevelled ends (flat), or round ones with round joins.
    expect(areaOf(strokeRegion('M0 0 L10 0 Z', { width: 2 }))).toBeCloseTo(20, 9);
    const round = areaOf(strokeRegion('M0 0 L10 0 Z', { width: 2, lineJoin: 'round', tolerance: 1e-4 }));
    expect(Math.abs(round - (20 + Math.PI))).toBeLessThan(1e-3);
  });

  it('a point paints a disc with round caps, a square with square caps', () => {
    const dot = areaOf(strokeRegion('M5 5h0', { width: 2, lineCap: 'round', tolerance: 1e-4 }));
    expect(Math.abs(dot - Math.PI)).toBeLessThan(1e-3);
    expect(areaOf(strokeRegion('M5 5h0', { width: 2, lineCap: 'square' }))).toBeCloseTo(4, 9);
  });
});

describe('strokeRegion: the painted region is the set within half the width (round joins and caps)', () => {
  it('property: random polylines agree with the distance sampler away from the boundary', () => {
    const coordinate = fc.integer({ min: 0, max: 40 });
    const polyline = fc.array(fc.tuple(coordinate, coordinate), { minLength: 2, maxLength: 6 });
    let samples = 0;
    fc.assert(
      fc.property(polyline, fc.integer({ min: 1, max: 6 }), (points, width) => {
        const tolerance = 1e-3;
        const region = strokeRegion([{ points }], { width, lineJoin: 'round', lineCap: 'round', tolerance });
        const pts = points.map(([x, y]) => ({ x, y }));
        for (let x = -5; x <= 45; x += 1.37) {
          for (let y = -5; y <= 45; y += 1.29) {
            const d = distanceToPolyline(pts, x, y) - width / 2;
            if (Math.abs(d) < 10 * tolerance) continue;
            samples++;
            expect(painted(region, x, y), `(${x}, ${y}), ${d > 0 ? 'outside' : 'inside'} by ${Math.abs(d)}`).toBe(
              d < 0,
            );
          }
        }
      }),
      { numRuns: 60 },
    );
    expect(samples).toBeGreaterThan(60 * 1000);
  });
});

describe('strokeRegion: a long line drawn along x (swept turned, see sweep-work.ts)', () => {
  it('a 3000-point sawtooth with round joins and caps is the set within half the width', () => {
    const points = Array.from({ length: 3000 }, (_, i) => ({ x: i * 0.7, y: (i % 2) * 2 + (i % 7) * 0.1 }));
    const width = 0.5;
    const tolerance = 1e-3;
    const region = strokeRegion([{ points }], { width, lineJoin: 'round', lineCap: 'round', tolerance });
    // Even–odd along an upward ray, over the region's edges bucketed by x: the rings are too long to walk per sample.
    const buckets = new Map<number, [Pt, Pt][]>();
    for (const p of region)
      for (const ring of [p.outer, ...p.holes])
        for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
          const [a, b] = [ring[j], ring[k]];
          for (let c = Math.floor(Math.min(a.x, b.x)); c <= Math.floor(Math.max(a.x, b.x)); c++) {
            if (!buckets.has(c)) buckets.set(c, []);
            buckets.get(c)?.push([a, b]);
          }
        }
    const inside = (x: number, y: number) => {
      let odd = false;
      for (const [a, b] of buckets.get(Math.floor(x)) ?? [])
        if (a.x > x !== b.x > x && y < a.y + ((x - a.x) * (b.y - a.y)) / (b.x - a.x)) odd = !odd;
      return odd;
    };
    let samples = 0;
    for (let x = -0.5; x < 2100; x += 0.53) {
      // The polyline near x: a window of the sawtooth, enough for points within reach of it.
      const i = Math.max(0, Math.floor(x / 0.7) - 3);
      const near = points.slice(i, i + 8);
      for (let y = -0.4; y < 3; y += 0.19) {
        const d = distanceToPolyline(near, x, y) - width / 2;
        if (Math.abs(d) < 10 * tolerance) continue;
        samples++;
        if (inside(x, y) !== d < 0) expect.fail(`(${x}, ${y}), ${d > 0 ? 'outside' : 'inside'} by ${Math.abs(d)}`);
      }
    }
    expect(samples).toBeGreaterThan(50_000);
  });
});

describe('strokeRegion: a stroke vastly wider than its line', () => {
  // A right-angled line of two legs √2 long: for a width w far beyond them, the miter join's
  // square (w/2)² plus the legs' two rectangles, 2√2·w, give the area, less their O(1) overlap.
  const line = [
    {
      points: [
        [0, 0],
        [1, 1],
        [2, 0],
      ] as [number, number][],
    },
  ];
  const expected = (w: number) => (w / 2) ** 2 + 2 * Math.SQRT2 * w;

  it('is stroked exactly up to 2^16 times its size', () => {
    for (const width of [1e3, 1e5]) {
      const report = {} as RegionReport;
      expect(strokeRegion(line, { width }, report)).toHaveLength(1);
      // O(1): where the legs' rectangles overlap at the inner corner; then the grid's rounding,
      // at most a step along the outline (about 4w long).
      expect(Math.abs(report.area - expected(width))).toBeLessThan(4 + 4 * width * report.gridStep);
    }
  });

  it('is refused beyond it (the grid would lose its directions: a width of 10⁸ painted nothing)', () => {
    for (const width of [3e5, 1e8]) {
      expectSepaxError(() => strokeRegion(line, { width }), 'INVALID_INPUT', /spans 2 but is stroked .* wide/);
      expectSepaxError(() => strokeRegion(line, { width, lineCap: 'round' }), 'INVALID_INPUT', /joins and caps/);
    }
  });

  it('with round joins and caps is kept at any width: the disc of half the width', () => {
    const width = 1e8;
    const report = {} as RegionReport;
    strokeRegion(line, { width, lineJoin: 'round', lineCap: 'round', tolerance: width / 1e5 }, report);
    expect(Math.abs(report.area / (Math.PI * (width / 2) ** 2) - 1)).toBeLessThan(1e-3);
  });
});

describe('strokeRegion: degenerate paths never crash', () => {
  it('property: repeated points, zero-length and closed subpaths give a region or a SepaxError', () => {
    const coordinate = fc.integer({ min: -3, max: 3 }).map(String);
    const command = fc.oneof(
      fc.tuple(fc.constantFrom('M', 'L', 'm', 'l'), coordinate, coordinate).map(([c, x, y]) => `${c}${x} ${y}`),
      fc.constantFrom('z', 'l0 0', 'h0', 'q1 1 2 0', 'a1 1 0 0 1 2 0', 'c0 0 0 0 0 0'),
    );
    const path = fc
      .tuple(coordinate, coordinate, fc.array(command, { maxLength: 8 }))
      .map(([x, y, rest]) => `M${x} ${y}${rest.join('')}`);
    const options = fc.record({
      width: fc.constantFrom(0.5, 1, 3),
      lineJoin: fc.constantFrom('miter', 'round', 'bevel'),
      lineCap: fc.constantFrom('butt', 'round', 'square'),
      miterLimit: fc.constantFrom(1, 4, 10),
      dashArray: fc.constantFrom(undefined, [1, 1], [0, 2], [2]),
    });
    fc.assert(
      fc.property(path, options, (d, o) => {
        let area: number;
        try {
          area = areaOf(strokeRegion(d, o as never));
        } catch (e) {
          expect(e).toBeInstanceOf(SepaxError);
          return;
        }
        expect(Number.isFinite(area) && area >= 0).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('strokeRegion: bad input', () => {
  it('names the width, the option or the line at fault', () => {
    expectSepaxError(() => strokeRegion('M0 0H1', { width: 0 }), 'INVALID_ARGUMENT', /width/);
    expectSepaxError(() => strokeRegion('M0 0H1', {} as never), 'INVALID_ARGUMENT', /width/);
    expectSepaxError(
      () => strokeRegion('M0 0H1', { width: 1, lineJoin: 'arcs' as never }),
      'INVALID_ARGUMENT',
      /lineJoin/,
    );
    expectSepaxError(() => strokeRegion('M0 0H1', { width: 1, miterLimit: 0.5 }), 'INVALID_ARGUMENT', /miterLimit/);
    expectSepaxError(
      () => strokeRegion('M0 0H1', { width: 1, dashArray: [1, -1] }),
      'INVALID_ARGUMENT',
      /dashArray\[1\]/,
    );
    expectSepaxError(
      () => strokeRegion([{ points: [[0, Number.NaN]] }], { width: 1 }),
      'NON_FINITE',
      /line 0 point 0 y/,
    );
    expectSepaxError(() => strokeRegion([{ points: [] }], { width: 1 }), 'INVALID_ARGUMENT', /Line 0/);
    expectSepaxError(() => strokeRegion(42 as never, { width: 1 }), 'INVALID_ARGUMENT', /path data or an array/);
    expectSepaxError(() => strokeRegion('M0 0H1', { width: 1e300 }), 'INVALID_ARGUMENT', /scale it down/);
    expectSepaxError(
      () => strokeRegion('M0 0H1e6', { width: 1, dashArray: [1e-6, 1e-6] }),
      'INVALID_ARGUMENT',
      /million dashes/,
    );
  });
});
