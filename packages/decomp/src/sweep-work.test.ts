// The quarter turn that keeps Clipper2's sweep short on drawings laid out along x: the
// decision against a brute-force count of the sweep's work, and a turned fill against an
// independent winding-number sampler of the drawing, with its orientation, holes and the
// report's fix positions back in the art's own coordinates.
import type { Path64 } from 'clipper2-ts';
import { describe, expect, it } from 'vitest';
import { type Pt, pointInRing, seeded, shoelace } from '../test/support.js';
import { fillRegion } from './region.js';
import { strokeRegion } from './region-stroke.js';
import {
  MAX_FILL_SWEEP_WORK,
  MAX_STROKE_FILL_SWEEP_WORK,
  MAX_STROKE_SWEEP_WORK,
  sweepsFasterTurned,
  sweepWork,
} from './sweep-work.js';
import { fills } from './test-support/fill-reference.js';
import type { RegionReport } from './region.js';

/** Σ over vertices of the edges spanning its coordinate along `axis` (low end excluded, spans grown by `grow`), edge by edge. */
function bruteWork(paths: Path64[], axis: 'x' | 'y', grow = 0): number {
  const spans: [number, number][] = [];
  for (const path of paths)
    for (let i = 0, j = path.length - 1; i < path.length; j = i++)
      spans.push([Math.min(path[i][axis], path[j][axis]) - grow, Math.max(path[i][axis], path[j][axis]) + grow]);
  let work = 0;
  for (const path of paths)
    for (const v of path) for (const [lo, hi] of spans) if (lo < v[axis] && v[axis] <= hi) work++;
  return work;
}

/** A random walk of `n` integer steps: drift (dx, dy) plus noise up to (sx, sy). */
function walk(n: number, drift: [number, number], noise: [number, number], random: () => number): Path64 {
  const path: Path64 = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < n; i++) {
    x += Math.round(drift[0] + (random() - 0.5) * noise[0]);
    y += Math.round(drift[1] + (random() - 0.5) * noise[1]);
    path.push({ x, y });
  }
  return path;
}

describe('sweepWork', () => {
  it('counts what the edge-by-edge count does, along either axis, spans grown or not', () => {
    const random = seeded(0xc0de);
    for (let t = 0; t < 40; t++) {
      const paths = [walk(5 + Math.floor(random() * 80), [0, 1], [9, 9], random), walk(30, [2, 0], [5, 20], random)];
      const grow = t % 2 === 0 ? 0 : Math.floor(random() * 6);
      expect(sweepWork(paths, 'x', grow), `trial ${t}`).toBe(bruteWork(paths, 'x', grow));
      expect(sweepWork(paths, 'y', grow), `trial ${t}`).toBe(bruteWork(paths, 'y', grow));
    }
  });
});

describe('sweepsFasterTurned', () => {
  it('turns exactly when the brute-force work across x is under half the work across y (2048 edges and up)', () => {
    const random = seeded(0x5eed);
    const seen = { turned: 0, kept: 0 };
    for (let t = 0; t < 24; t++) {
      const drift = (): [number, number] => [Math.floor(random() * 8), Math.floor(random() * 8)];
      const noise = (): [number, number] => [1 + Math.floor(random() * 30), 1 + Math.floor(random() * 30)];
      const paths = [walk(1200, drift(), noise(), random), walk(900, drift(), noise(), random)];
      const expected = 2 * bruteWork(paths, 'x') < bruteWork(paths, 'y');
      expect(sweepsFasterTurned(paths), `trial ${t}`).toBe(expected);
      seen[expected ? 'turned' : 'kept']++;
    }
    expect(seen.turned).toBeGreaterThan(3);
    expect(seen.kept).toBeGreaterThan(3);
  });

  it('never turns a small drawing, however it is laid out', () => {
    const row: Path64 = Array.from({ length: 2000 }, (_, i) => ({ x: i, y: i % 2 }));
    expect(sweepsFasterTurned([row])).toBe(false);
    expect(sweepsFasterTurned([[...row, ...row.map((p) => ({ x: p.x, y: p.y + 5 }))]])).toBe(true);
  });
});

/**
 * A comb along x: a base 3 high from x = 0 to 2n − 1 with a hole, n teeth of width 1 up to
 * y = 10, and a needle 0.002 wide hanging from the base at x = 100.5.
 */
function comb(n: number): { outer: [number, number][]; hole: [number, number][]; area: number } {
  const outer: [number, number][] = [
    [0, 0],
    [100.5, 0],
    [100.5, -3],
    [100.502, 0],
    [2 * n - 1, 0],
  ];
  for (let k = n - 1; k >= 0; k--) {
    outer.push([2 * k + 1, 10], [2 * k, 10]);
    if (k > 0) outer.push([2 * k, 3], [2 * k - 1, 3]);
  }
  const hole: [number, number][] = [
    [10, 1],
    [10, 2],
    [20, 2],
    [20, 1],
  ];
  return { outer, hole, area: 3 * (2 * n - 1) + 7 * n - 10 };
}

describe('fillRegion on a drawing laid out along x (swept turned)', () => {
  const { outer, hole, area } = comb(700);
  const report = {} as RegionReport;
  const region = fillRegion([{ rings: [outer, hole], fillRule: 'nonzero' }], { tolerance: 0.01 }, report);

  it('is the turned case', () => {
    const toPath = (ring: [number, number][]): Path64 => ring.map(([x, y]) => ({ x: 1000 * x, y: 1000 * y }));
    expect(sweepsFasterTurned([toPath(outer), toPath(hole)])).toBe(true);
  });

  it('gives the comb: one counter-clockwise outer ring with its clockwise hole, the needle cut', () => {
    expect(region).toHaveLength(1);
    expect(region[0].holes).toHaveLength(1);
    expect(shoelace(region[0].outer)).toBeGreaterThan(0);
    expect(shoelace(region[0].holes[0])).toBeCloseTo(-10, 9);
    const total = shoelace(region[0].outer) + shoelace(region[0].holes[0]);
    expect(total).toBeCloseTo(area, 6);
    expect(report.area).toBeCloseTo(area, 6);
  });

  it('reports the needle where the art has it, in art coordinates', () => {
    expect(report.changes).toHaveLength(1);
    expect(report.changes[0].kind).toBe('removed-spike');
    expect(report.changes[0].at.x).toBeCloseTo(100.5, 6);
    expect(report.changes[0].at.y).toBeCloseTo(-3, 6);
    // 0.002 wide on a grid of 2⁻¹⁴ steps: the needle's base rounds to 33 steps.
    expect(report.changes[0].area).toBeCloseTo((3 * 33) / 2 ** 15, 9);
  });

  it('fills what the winding-number sampler fills, point by point', () => {
    const inRegion = (p: Pt) =>
      region.some((polygon) => pointInRing(p, polygon.outer) && !polygon.holes.some((h) => pointInRing(p, h)));
    const shapes = [{ rings: [outer, hole], fillRule: 'nonzero' as const }];
    let checked = 0;
    for (let x = -0.63; x < 1400; x += 0.71) {
      for (let y = -0.29; y < 10.5; y += 0.83) {
        expect(inRegion({ x, y }), `(${x}, ${y})`).toBe(fills(shapes, x, y));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20_000);
  });
});

/** `count` nested squares (half sides 1…count) of `perSide` points a side, centred on the origin. */
function nestedSquares(count: number, perSide: number): [number, number][][] {
  const rings: [number, number][][] = [];
  for (let i = 1; i <= count; i++) {
    const ring: [number, number][] = [];
    for (let side = 0; side < 4; side++)
      for (let j = 0; j < perSide; j++) {
        const t = -i + (2 * i * j) / perSide;
        ring.push(side === 0 ? [t, -i] : side === 1 ? [i, t] : side === 2 ? [-t, i] : [-i, -t]);
      }
    rings.push(ring);
  }
  return rings;
}

describe('a drawing whose sweep would take too long is refused before the boolean stage', () => {
  it('fillRegion: 800 nested squares of 400 points (3 × 10⁸ steps) are refused; 100 of them are filled exactly', () => {
    let thrown: unknown;
    try {
      fillRegion([{ rings: nestedSquares(800, 100), fillRule: 'evenodd' }]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'INVALID_INPUT', details: { maxSweepWork: MAX_FILL_SWEEP_WORK } });
    expect((thrown as { details: { sweepWork: number } }).details.sweepWork).toBeGreaterThan(MAX_FILL_SWEEP_WORK);
    // Even–odd: rings 100, 98, … 2 bound the filled bands; band i has area 4i² − 4(i − 1)².
    const kept = fillRegion([{ rings: nestedSquares(100, 100), fillRule: 'evenodd' }]);
    const area = kept.reduce((sum, p) => sum + shoelace(p.outer) + p.holes.reduce((h, r) => h + shoelace(r), 0), 0);
    expect(kept).toHaveLength(50);
    expect(area).toBeCloseTo(2 * 100 * 101, 6);
  });

  it('strokeRegion: a wide stroke along a 30 000-step random walk is refused before it is offset', () => {
    const random = seeded(11);
    let x = 0;
    let y = 0;
    const points = Array.from({ length: 30_000 }, () => ({ x: (x += random() - 0.5), y: (y += random() - 0.5) }));
    expect(() => strokeRegion([{ points }], { width: 2 })).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        details: expect.objectContaining({ maxSweepWork: MAX_STROKE_SWEEP_WORK }),
      }),
    );
  });

  it('strokeRegion: 800 thin lines crossing at random (10⁵ crossings) are refused before their outlines are filled', () => {
    const random = seeded(11);
    const points = Array.from({ length: 800 }, () => [random() * 100, random() * 100] as [number, number]);
    expect(() => strokeRegion([{ points }], { width: 0.01 })).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        details: expect.objectContaining({ maxSweepWork: MAX_STROKE_FILL_SWEEP_WORK }),
      }),
    );
  });
});
