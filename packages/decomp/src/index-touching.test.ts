// The index form of touching rings (index-polygon.ts) is written straight into its CSR
// arrays from the splits ordered by edge: it must read exactly as the boundary built the
// plain way — canonical vertices by exact coordinates, every edge split at the vertices lying
// inside it in order along it, the edges grouped by start in the order they were made.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Vec2 } from '@sepax/core';
import { indexPolygon } from './index-polygon.js';
import type { EdgeSplit } from './validate.js';

/** Rings on a small integer grid: vertices often coincide and lie inside other edges. */
const gridRings = fc.array(
  fc.array(fc.record({ x: fc.integer({ min: 0, max: 5 }), y: fc.integer({ min: 0, max: 5 }) }), {
    minLength: 3,
    maxLength: 12,
  }),
  { minLength: 1, maxLength: 4 },
);

/** Whether p lies strictly inside segment ab (exact on small integers). */
function strictlyInside(a: Vec2, b: Vec2, p: Vec2): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  const along = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
  const length = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
  return cross === 0 && along > 0 && along < length;
}

/** Every vertex lying strictly inside an edge, once per edge and point (as validation's splits). */
function splitsOf(rings: Vec2[][]): EdgeSplit[] {
  const splits: EdgeSplit[] = [];
  rings.forEach((ring, r) =>
    ring.forEach((a, edge) => {
      const b = ring[(edge + 1) % ring.length];
      const seen = new Set<string>();
      for (const p of rings.flat()) {
        if (!strictlyInside(a, b, p) || seen.has(`${p.x},${p.y}`)) continue;
        seen.add(`${p.x},${p.y}`);
        splits.push({ ring: r, edge, point: p });
      }
    }),
  );
  return splits;
}

/** Points where two vertices coincide or a vertex lies inside an edge. */
function touchPointsOf(rings: Vec2[][], splits: EdgeSplit[]): Vec2[] {
  const count = new Map<string, Vec2[]>();
  for (const p of rings.flat()) count.set(`${p.x},${p.y}`, [...(count.get(`${p.x},${p.y}`) ?? []), p]);
  const points = [...count.values()].filter((ps) => ps.length > 1).map((ps) => ps[0]);
  for (const s of splits) if (!points.some((p) => p.x === s.point.x && p.y === s.point.y)) points.push(s.point);
  return points;
}

/** The boundary built the plain way: a list of edges, then grouped by start, each group in the order made. */
function referenceBoundary(rings: Vec2[][], splits: EdgeSplit[]): { canon: number[]; starts: number[]; to: number[] } {
  const points = rings.flat();
  const canon = points.map((p) => points.findIndex((q) => q.x === p.x && q.y === p.y));
  const first = (p: Vec2) => points.findIndex((q) => q.x === p.x && q.y === p.y);
  const edges: [number, number][] = [];
  rings.forEach((ring, r) => {
    const u = rings.slice(0, r).reduce((n, earlier) => n + earlier.length, 0);
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length];
      const along = (p: Vec2) => (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
      const inside = splits.filter((s) => s.ring === r && s.edge === i).map((s) => s.point);
      let from = canon[u + i];
      for (const p of inside.sort((p, q) => along(p) - along(q))) {
        edges.push([from, first(p)]);
        from = first(p);
      }
      edges.push([from, canon[u + ((i + 1) % ring.length)]]);
    });
  });
  const starts = [0];
  const to: number[] = [];
  for (let v = 0; v < points.length; v++) {
    for (const [a, b] of edges) if (a === v) to.push(b);
    starts.push(to.length);
  }
  return { canon, starts, to };
}

describe('the index form of touching rings', () => {
  test('reads as the boundary built the plain way, whatever order the splits come in', () => {
    let touched = 0;
    let split = 0;
    fc.assert(
      fc.property(gridRings, fc.infiniteStream(fc.nat()), (rings, shuffle) => {
        const splits = splitsOf(rings);
        const touchPoints = touchPointsOf(rings, splits);
        if (touchPoints.length === 0) return;
        touched++;
        if (splits.some((s, k) => splits.some((t, m) => m !== k && t.ring === s.ring && t.edge === s.edge))) split++;
        const given = [...splits];
        for (let k = given.length - 1; k > 0; k--) {
          const m = shuffle.next().value % (k + 1);
          [given[k], given[m]] = [given[m], given[k]];
        }
        const expected = referenceBoundary(rings, splits);
        const form = indexPolygon(rings, given, touchPoints);
        const n = form.vertexCount;
        expect([...form.canon.subarray(0, n)]).toEqual(expected.canon);
        expect([...form.boundaryStarts.subarray(0, n + 1)]).toEqual(expected.starts);
        expect([...form.boundaryTo.subarray(0, form.boundaryStarts[n])]).toEqual(expected.to);
        expect([...form.touchVertices]).toEqual(touchPoints.map((p) => expected.canon[rings.flat().indexOf(p)] ?? -1));
      }),
      { numRuns: 300 },
    );
    // The inputs exercise what they claim: touching rings, and edges split more than once.
    expect(touched).toBeGreaterThan(100);
    expect(split).toBeGreaterThan(50);
  });

  test('orders many splits on one edge, and splits listed by descending edge, as the plain way does', () => {
    // 40 triangle holes touching the bottom edge and 40 the right one (a long run on one edge
    // is ordered along it by the sort), their splits given last edge first and back to front.
    const outer: Vec2[] = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    const holes: Vec2[][] = [];
    for (let k = 1; k <= 40; k++) {
      holes.push([
        { x: 2 * k, y: 0 },
        { x: 2 * k, y: 1 },
        { x: 2 * k + 1, y: 1 },
      ]);
      holes.push([
        { x: 100, y: 2 * k },
        { x: 99, y: 2 * k + 1 },
        { x: 99, y: 2 * k },
      ]);
    }
    const rings = [outer, ...holes];
    const splits = splitsOf(rings);
    expect(splits.filter((s) => s.ring === 0 && s.edge === 0)).toHaveLength(40);
    const expected = referenceBoundary(rings, splits);
    const form = indexPolygon(rings, [...splits].reverse(), touchPointsOf(rings, splits));
    const n = form.vertexCount;
    expect([...form.boundaryStarts.subarray(0, n + 1)]).toEqual(expected.starts);
    expect([...form.boundaryTo.subarray(0, form.boundaryStarts[n])]).toEqual(expected.to);
  });
});
