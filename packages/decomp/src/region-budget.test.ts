import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Contact, segmentContactXY } from './predicates.js';
import { fillRegion, repairPolygon } from './region.js';
import { edgeContacts, MAX_EDGE_CONTACTS } from './region-budget.js';

type GridRing = { x: number; y: number }[];

/** Brute force over every pair of edges: those that meet, leaving out each edge's ring neighbours. */
function bruteContacts(rings: GridRing[], open: boolean[] = []): number {
  const edges: { ring: number; index: number; size: number; a: GridRing[0]; b: GridRing[0] }[] = [];
  rings.forEach((ring, r) =>
    ring.forEach((a, i) => {
      // An open line has no closing edge; its last point stands alone in that edge's place.
      const b = open[r] && i === ring.length - 1 ? a : ring[(i + 1) % ring.length];
      edges.push({ ring: r, index: i, size: ring.length, a, b });
    }),
  );
  let count = 0;
  for (let i = 0; i < edges.length; i++)
    for (let j = i + 1; j < edges.length; j++) {
      const e = edges[i];
      const f = edges[j];
      const gap = Math.abs(e.index - f.index);
      if (e.ring === f.ring && (gap === 1 || gap === e.size - 1)) continue;
      if (segmentContactXY(e.a.x, e.a.y, e.b.x, e.b.y, f.a.x, f.a.y, f.b.x, f.b.y) !== Contact.None) count++;
    }
  return count;
}

const point = fc.record({ x: fc.integer({ min: 0, max: 12 }), y: fc.integer({ min: 0, max: 12 }) });
const rings = fc.array(fc.array(point, { minLength: 3, maxLength: 12 }), { minLength: 1, maxLength: 4 });

describe('edgeContacts', () => {
  test('counts the pairs of edges that meet, apart from ring neighbours, as a brute force does', () => {
    fc.assert(
      fc.property(rings, (input) => {
        expect(edgeContacts(input, Number.POSITIVE_INFINITY)).toBe(bruteContacts(input));
      }),
      { numRuns: 500 },
    );
  });

  test('open lines (strokeRegion): no closing edge, as a brute force over their own edges counts', () => {
    fc.assert(
      fc.property(rings, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (input, open) => {
        expect(edgeContacts(input, Number.POSITIVE_INFINITY, open)).toBe(bruteContacts(input, open));
      }),
      { numRuns: 300 },
    );
    // A zigzag's closing edge would cross all of its teeth; the open line crosses nothing.
    const zigzag = Array.from({ length: 12 }, (_, i) => ({ x: i, y: (i % 2) * 4 }));
    expect(edgeContacts([zigzag], Number.POSITIVE_INFINITY, [true])).toBe(0);
    expect(edgeContacts([zigzag], Number.POSITIVE_INFINITY)).toBeGreaterThan(5);
  });

  test('stops once the count passes the limit', () => {
    fc.assert(
      fc.property(rings, fc.nat(20), (input, limit) => {
        const all = bruteContacts(input);
        const counted = edgeContacts(input, limit);
        expect(counted).toBe(all > limit ? limit + 1 : all);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a drawing whose edges meet in too many places is refused before it is filled', () => {
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const scribble = (n: number): [number, number][] => Array.from({ length: n }, () => [100 * random(), 100 * random()]);

  test('a ring of 5000 random points: INVALID_INPUT naming the limit, from fillRegion and repairPolygon alike', () => {
    const ring = scribble(5000);
    const refused = expect.objectContaining({ code: 'INVALID_INPUT', details: { maxEdgeContacts: MAX_EDGE_CONTACTS } });
    expect(() => fillRegion([ring])).toThrow(refused);
    expect(() => repairPolygon(ring)).toThrow(refused);
  });

  test('the limit counts per independent part: many small scribbles side by side are filled', () => {
    // 40 scribbles of 100 points (a few thousand contacts each), 200 apart.
    const drawing = Array.from({ length: 40 }, (_, k) =>
      scribble(100).map(([x, y]): [number, number] => [x + 200 * k, y]),
    );
    expect(fillRegion(drawing).length).toBeGreaterThanOrEqual(40);
  });
});
