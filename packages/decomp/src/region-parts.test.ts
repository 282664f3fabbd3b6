import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decompose } from './decompose.js';
import { fillRegion, type RegionReport } from './region.js';
import { coverage, type RuleName } from './test-support/fill-reference.js';

// fillRegion fills the independent parts of a drawing one at a time (independentGroups in core).
describe('fillRegion over independent parts', () => {
  /** A small cluster of overlapping, touching or separate lattice rings. */
  const cluster = fc.array(
    fc
      .tuple(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
      )
      .map(([x, y, s, tri]): [number, number][] =>
        tri
          ? [
              [x, y],
              [x + s, y],
              [x, y + s],
            ]
          : [
              [x, y],
              [x + s, y],
              [x + s, y + s],
              [x, y + s],
            ],
      ),
    { minLength: 1, maxLength: 5 },
  );

  test.each(['nonzero', 'evenodd'] as const)(
    'clusters laid side by side fill as each alone: pieces match the reference fill, areas add up (%s)',
    (fillRule: RuleName) => {
      fc.assert(
        fc.property(fc.array(cluster, { minLength: 2, maxLength: 6 }), fc.boolean(), (clusters, column) => {
          // Each cluster 20 units from the last, along a row or a column.
          const rings = clusters.flatMap((c, k) =>
            c.map((ring) => ring.map(([x, y]): [number, number] => (column ? [x, y + 20 * k] : [x + 20 * k, y]))),
          );
          const report = {} as RegionReport;
          const polygons = fillRegion(rings, { fillRule, tolerance: 0 }, report);
          const pieces = polygons.flatMap((p) => decompose(p));
          expect(coverage([{ rings, fillRule }], pieces, 4 * report.gridStep, 80).mismatches).toEqual([]);
          const alone = clusters.reduce((sum, c) => {
            const r = {} as RegionReport;
            fillRegion(c, { fillRule, tolerance: 0 }, r);
            return sum + r.area;
          }, 0);
          expect(report.area).toBeCloseTo(alone, 9);
        }),
        { numRuns: 60 },
      );
    },
  );

  test('a cleaning change in each part is accounted once in the total', () => {
    // Two squares far apart, each with a spike the tolerance removes.
    const spiked = (x: number): [number, number][] => [
      [x, 0],
      [x + 4, 0],
      [x + 4, 2],
      [x + 6, 2.001],
      [x + 4, 2.002],
      [x + 4, 4],
      [x, 4],
    ];
    const report = {} as RegionReport;
    fillRegion([spiked(0), spiked(100)], { tolerance: 0.05 }, report);
    expect(report.changes.map((c) => c.kind)).toEqual(['removed-spike', 'removed-spike']);
    expect(report.area).toBeCloseTo(32, 6);
    // Within a few grid steps (106 units over 2^25 steps): the spikes are thinner than the tolerance, not the grid.
    expect(report.inputArea).toBeCloseTo(32 + 2 * 0.002, 4);
    expect(report.changedArea).toBeCloseTo(2 * 0.002, 4);
  });
});
