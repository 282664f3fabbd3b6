// The Performance page's tables and plots, from the committed bench data and from small
// hand-made suites: narrow enough to read, and plotted where the page says.
import { describe, expect, it } from 'vitest';
import data from '../../../data/bench.json';
import {
  type BenchData,
  type BenchTableData,
  broadPhase,
  casesByContender,
  decomposition,
  formatNumber,
  memory,
  narrowPhase,
  numberBefore,
  shortName,
  obb3,
  rayCasts,
} from './bench-views.js';
import { logPosition, logTicks, niceRange } from './plot-scale.js';

const bench = data as BenchData;
const table = (title: string, ns: Record<string, number>, error: string | null = null): BenchTableData => ({
  title,
  ops: 1,
  results: Object.entries(ns).map(([name, nsPerOp], i) => ({
    name,
    ours: i === 0,
    nsPerOp,
    error: i === 1 ? error : null,
  })),
});

describe('the committed bench data', () => {
  it('fills every section, with at most 8 columns per table', () => {
    const tables = [
      ...narrowPhase(bench),
      ...memory(bench),
      ...broadPhase(bench).tables,
      ...rayCasts(bench),
      ...decomposition(bench).tables,
      ...obb3(bench),
    ];
    expect(narrowPhase(bench)).toHaveLength(1);
    expect(memory(bench)).toHaveLength(1);
    // Moving bodies by count, and the tile map.
    expect(broadPhase(bench).tables).toHaveLength(2);
    expect(rayCasts(bench)).toHaveLength(1);
    expect(obb3(bench).length).toBeGreaterThan(0);
    for (const t of tables) {
      expect(t.columns.length, t.caption).toBeLessThanOrEqual(8);
      for (const row of t.rows) expect(row.cells).toHaveLength(t.columns.length);
    }
  });

  it('plots time against size for decomposition and ms/frame against bodies for the broad phase', () => {
    const [frame] = broadPhase(bench).plots;
    expect(frame.series.find((s) => s.ours)?.points.length).toBeGreaterThanOrEqual(2);
    const plots = decomposition(bench).plots;
    expect(plots.length).toBeGreaterThan(0);
    for (const plot of plots) expect(plot.series.find((s) => s.ours)?.points.length).toBeGreaterThanOrEqual(3);
  });
});

describe('table shaping', () => {
  it('puts cases in rows and contenders in columns, marking disagreements', () => {
    const view = casesByContender(
      [
        table('star, 12 vertices (x)', { sepax: 1000, earcut: 2000 }, 'area off'),
        table('star, 16 vertices', { sepax: 1500, earcut: 900 }),
      ],
      'µs',
      1e-3,
    );
    expect(view.columns).toEqual(['case', 'sepax', 'earcut']);
    expect(view.rows.map((r) => r.cells)).toEqual([
      ['star, 12 vertices', '1.00', '2.00 ⚠'],
      ['star, 16 vertices', '1.50', '0.900'],
    ]);
    expect(view.notes).toEqual(['earcut, star, 12 vertices: area off']);
  });

  it('gives the tile map its own broad-phase table, in ms per frame for the whole scene', () => {
    const suites = {
      'query-broadphase': [
        table('1000 moving bodies, one frame (ns per body)', { sepax: 200, rbush: 800 }),
        table('100000 bodies, 1000 of them moving, one frame (ns per body)', { sepax: 120, rbush: 2000 }),
      ],
    };
    const { tables } = broadPhase({ date: '', machine: null, suites });
    expect(tables).toHaveLength(2);
    expect(tables[0].rows.map((r) => r.cells)).toEqual([
      ['sepax', '0.200'],
      ['rbush', '0.800'],
    ]);
    expect(tables[1].columns).toEqual(['library', '100\u2009000 bodies, 1\u2009000 moving']);
    expect(tables[1].rows.map((r) => r.cells)).toEqual([
      ['sepax', '12.0'],
      ['rbush', '200'],
    ]);
  });

  it('shows bytes per shape with a row per library and a column per kind', () => {
    const suites = {
      'core-memory': [
        {
          title: 'bytes per shape',
          unit: 'B, 20 000 shapes',
          columns: ['circle', 'box'],
          rows: [
            { name: 'sepax', ours: true, values: [244.4, 1302] },
            { name: 'sat 0.9', ours: false, values: [216, 2010.6] },
          ],
        },
      ],
    } as unknown as BenchData['suites'];
    const [view] = memory({ date: '', machine: null, suites });
    expect(view.caption).toBe('bytes per shape (B, 20 000 shapes)');
    expect(view.columns).toEqual(['library', 'circle', 'box']);
    expect(view.rows).toEqual([
      { ours: true, cells: ['sepax', '244', '1\u2009300'] },
      { ours: false, cells: ['sat 0.9', '216', '2\u2009010'] },
    ]);
    expect(memory({ date: '', machine: null, suites: {} })).toEqual([]);
  });

  it('heads columns with short names, keeping the method that tells two sepax rows apart', () => {
    expect(shortName('earcut (triangles)')).toBe('earcut');
    expect(shortName('sepax decompose (auto)')).toBe('sepax auto');
    expect(shortName('sepax decompose (optimal)')).toBe('sepax optimal');
    expect(shortName('poly-decomp-es quickDecomp')).toBe('poly-decomp-es quick');
  });

  it('reads numbers out of titles and formats to three significant digits', () => {
    expect(numberBefore('10000 moving bodies, one frame', 'moving bodies')).toBe(10000);
    expect(numberBefore('noisy circle, 1024 vertices', 'vertices')).toBe(1024);
    expect(formatNumber(1439)).toBe('1\u2009440');
    expect(formatNumber(0.36214)).toBe('0.362');
    expect(formatNumber(14.44)).toBe('14.4');
  });
});

describe('log scale', () => {
  it('places values and ticks on 1-2-5 steps', () => {
    expect(niceRange(13, 870)).toEqual([10, 1000]);
    expect(logTicks(10, 1000)).toEqual([10, 20, 50, 100, 200, 500, 1000]);
    expect(logPosition(100, 10, 1000, 0, 200)).toBeCloseTo(100);
  });
});
