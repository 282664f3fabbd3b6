import { describe, expect, test } from 'vitest';
import { signedArea } from './measure.js';
import type { RegionReport } from './region.js';
import { fromSvgPath, svgPathRings } from './svg.js';
import { flattenSvgPath, MAX_PATH_POINTS } from './svg-path.js';

const area = (p: { outer: { x: number; y: number }[]; holes: { x: number; y: number }[][] }) =>
  signedArea(p.outer) + p.holes.reduce((s, h) => s + signedArea(h), 0);

describe('fromSvgPath', () => {
  test('absolute and relative commands, H/V and implicit L give the same square', () => {
    const forms = [
      'M0 0 L10 0 L10 10 L0 10 Z',
      'm0 0 l10 0 0 10 -10 0 z',
      'M0,0H10V10H0Z',
      'M0 0 10 0 10 10 0 10z',
      'M0-0h10v10h-10z',
    ];
    for (const d of forms) {
      const [square] = fromSvgPath(d);
      expect(area(square)).toBe(100);
    }
  });

  test('nonzero: an opposite-direction inner subpath is a hole, a same-direction one is not', () => {
    expect(fromSvgPath('M0 0H10V10H0Z M3 3V7H7V3Z')[0].holes).toHaveLength(1);
    expect(fromSvgPath('M0 0H10V10H0Z M3 3H7V7H3Z')).toMatchObject([{ holes: [] }]);
    expect(area(fromSvgPath('M0 0H10V10H0Z M3 3H7V7H3Z')[0])).toBe(100);
  });

  test('evenodd: nesting depth decides, whatever the direction; an island in the hole is its own polygon', () => {
    const d = 'M0 0H10V10H0Z M2 2H8V8H2Z M4 4H6V6H4Z';
    const polygons = fromSvgPath(d, { fillRule: 'evenodd' });
    expect(polygons).toHaveLength(2);
    expect(polygons.map(area).sort((a, b) => a - b)).toEqual([4, 100 - 36]);
  });

  test('arcs: two half circles make a circle of area πr² within the flattening tolerance', () => {
    const r = 50;
    const tolerance = 0.01;
    const report = {} as RegionReport;
    const [circle] = fromSvgPath(`M${-r} 0 A${r} ${r} 0 0 1 ${r} 0 A${r} ${r} 0 0 1 ${-r} 0 Z`, { tolerance }, report);
    const exact = Math.PI * r * r;
    // Vertices sit on the region stage's grid: within a grid step of the curve.
    expect(area(circle)).toBeLessThanOrEqual(exact + 2 * Math.PI * r * report.gridStep);
    expect(area(circle)).toBeGreaterThan(exact - 2 * Math.PI * r * tolerance);
    for (const p of circle.outer) expect(Math.abs(Math.hypot(p.x, p.y) - r)).toBeLessThan(report.gridStep);
    for (const p of flattenSvgPath(`M${-r} 0 A${r} ${r} 0 0 1 ${r} 0 A${r} ${r} 0 0 1 ${-r} 0 Z`, tolerance)[0])
      expect(Math.abs(Math.hypot(p.x, p.y) - r)).toBeLessThan(1e-9);
  });

  test('compact arc flags and relative arcs parse', () => {
    const [a] = fromSvgPath('M0 0a5 5 0 1010 0a5 5 0 10-10 0z', { tolerance: 0.001 });
    expect(Math.abs(area(a))).toBeCloseTo(Math.PI * 25, 1);
  });

  test('cubic and smooth cubic stay within tolerance of the curve', () => {
    const tolerance = 0.05;
    const [shape] = fromSvgPath('M0 0 C 0 50 100 50 100 0 S 0 -50 0 0 Z', { tolerance });
    // The first curve's exact midpoint is (50, 37.5): some flattened point lies near it, and no
    // point of the polyline lies beyond the curve's extent.
    const ys = shape.outer.map((p) => p.y);
    expect(Math.max(...ys)).toBeLessThanOrEqual(37.5 + 1e-9);
    expect(Math.max(...ys)).toBeGreaterThan(37.5 - tolerance);
  });

  test('quadratic and smooth quadratic', () => {
    const [shape] = fromSvgPath('M0 0 Q 50 100 100 0 T 200 0 L 200 -60 L 0 -60 Z', { tolerance: 0.01 });
    // The T curve reflects the control point below: the outline dips to y = −50 between x 100 and 200.
    expect(Math.min(...shape.outer.map((p) => p.y))).toBeLessThan(-49);
    expect(Math.max(...shape.outer.map((p) => p.y))).toBeCloseTo(50, 1);
  });

  test('malformed data is INVALID_INPUT; a self-crossing subpath fills both of its loops', () => {
    expect(() => fromSvgPath('M0 0 L10')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => fromSvgPath('10 10')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    // A bow tie: two triangles of 25 meeting at (5, 5), under either rule.
    for (const fillRule of ['nonzero', 'evenodd'] as const) {
      const tie = fromSvgPath('M0 0 L10 10 L10 0 L0 10 Z', { fillRule });
      expect(tie.map(area).sort()).toEqual([25, 25]);
    }
  });

  test('a number beyond the float range is NON_FINITE, not a silently empty result', () => {
    expect(() => fromSvgPath('M0 0 L1e400 0 L0 10 Z')).toThrow(expect.objectContaining({ code: 'NON_FINITE' }));
    expect(() => fromSvgPath('M0 0 L10 0 L0 -1e309 Z')).toThrow(expect.objectContaining({ code: 'NON_FINITE' }));
  });

  test('a tolerance finer than float64 can place the curve is raised to 1e-9 of its size: bounded segments, still on the curve', () => {
    const r = 10;
    // 1e-17 asked for a zero step angle (infinitely many segments) before.
    // A quarter disc: the arc from (r, 0) to (0, r), then back through the centre.
    const [quarter] = flattenSvgPath(`M${r} 0 A${r} ${r} 0 0 1 0 ${r} L0 0 Z`, 1e-17).map((outer) => ({
      outer,
      holes: [],
    }));
    // (π/2) / (2·acos(1 − 1e-9)) ≈ 17 562 segments at the floor.
    const atFloor = Math.ceil(Math.PI / 2 / (2 * Math.acos(1 - 1e-9)));
    expect(quarter.outer.length).toBeGreaterThan(1000);
    expect(quarter.outer.length).toBeLessThanOrEqual(atFloor + 2);
    for (const p of quarter.outer) {
      if (p.x !== 0 || p.y !== 0) expect(Math.abs(Math.hypot(p.x, p.y) - r)).toBeLessThan(1e-9);
    }
    const exact = (Math.PI * r * r) / 4;
    expect(area(quarter)).toBeLessThanOrEqual(exact);
    expect(area(quarter)).toBeGreaterThan(exact - (Math.PI / 2) * r * r * 1e-9);
    // Béziers alike: Wang's count at the floor is at most √(1e9) per curve.
    const [cubic] = flattenSvgPath('M0 0 C 0 50 100 50 100 0 Z', 1e-300).map((outer) => ({ outer }));
    expect(cubic.outer.length).toBeLessThanOrEqual(Math.ceil(Math.sqrt(1e9)) + 2);
    expect(cubic.outer.length).toBeGreaterThan(1000);
  });

  test('a line subpath encloses nothing and is ignored', () => {
    expect(fromSvgPath('M0 0 L10 10')).toEqual([]);
  });
});

describe('how many points path data may flatten to', () => {
  // 'q 1e5 1e5 1 0' from (x, 0): control (x + 1e5, 1e5), end (x + 1, 0). Its second difference
  // is |(−2e5 + 1, −2e5)| ≈ 2.83e5, a quarter of it 7.07e4, so at tolerance 1e-3 it takes
  // ⌈√(7.07e4 / 1e-3)⌉ = 8409 segments: k of them make 8409k points after the first.
  const quads = (k: number) => `M0 0 ${'q 1e5 1e5 1 0 '.repeat(k)}Z`;

  test('a chain of curves is flattened up to the limit, and refused one point past it', () => {
    expect(flattenSvgPath(quads(10), 1e-3, undefined, 84_091)[0]).toHaveLength(84_091);
    expect(() => flattenSvgPath(quads(10), 1e-3, undefined, 84_090)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', details: { maxPathPoints: 84_090, tolerance: 1e-3 } }),
    );
  });

  test('twenty kilobytes of path data that would flatten to 8.4 million points are refused', () => {
    const refused = expect.objectContaining({
      code: 'INVALID_INPUT',
      details: { maxPathPoints: MAX_PATH_POINTS, tolerance: 1e-3 },
    });
    expect(() => svgPathRings(quads(1000), { tolerance: 1e-3 })).toThrow(refused);
    expect(() => fromSvgPath(quads(1000), { tolerance: 1e-3 })).toThrow(refused);
  });
});
