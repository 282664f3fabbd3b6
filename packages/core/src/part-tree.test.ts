// Compounds find their near parts through a part tree (part-tree.ts): the answers must be the
// brute-force ones over every part pair, after the compound moves, turns, scales or mirrors
// and after a part's own transform changes; and the pairs visited grow with the parts near
// each other, not with the product of the part counts.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gatherNearPairs, NearPairs } from './compound-collide.js';
import { Circle, Compound, type ConvexShape, collide, distance, overlaps, Polygon, type Shape } from './index.js';

/** A compound of `n` small random parts scattered over a w × w square. */
function scattered(seed: number, n: number, w: number): Compound {
  let s = seed >>> 0;
  const random = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const parts: ConvexShape[] = [];
  for (let i = 0; i < n; i++) {
    const position: [number, number] = [w * random(), w * random()];
    parts.push(
      random() < 0.7
        ? Polygon.box(0.2 + random(), 0.2 + random(), { position, angle: 3 * random() })
        : new Circle(0.1 + 0.5 * random(), { position }),
    );
  }
  return new Compound(parts);
}

/** Brute force over every part pair: overlap, deepest depth, smallest signed distance. */
function bruteForce(a: Compound, b: Shape) {
  const partsB = b instanceof Compound ? b.parts : [b as ConvexShape];
  let overlapping = false;
  let depth = -1;
  let signed = Infinity;
  for (const pa of a.parts) {
    for (const pb of partsB) {
      const c = collide(pa, pb);
      if (c) {
        overlapping = true;
        depth = Math.max(depth, c.depth);
      }
      signed = Math.min(signed, distance(pa, pb).distance);
    }
  }
  return { overlapping, depth, signed };
}

function expectBruteForce(a: Compound, b: Shape): void {
  const reference = bruteForce(a, b);
  const hit = collide(a, b);
  expect(overlaps(a, b)).toBe(reference.overlapping);
  expect(hit !== null).toBe(reference.overlapping);
  if (hit) expect(hit.depth).toBe(reference.depth);
  expect(distance(a, b).distance).toBe(reference.signed);
}

describe('compound part tree', () => {
  const transform = fc.record({
    x: fc.double({ min: -30, max: 30, noNaN: true }),
    y: fc.double({ min: -30, max: 30, noNaN: true }),
    angle: fc.double({ min: -4, max: 4, noNaN: true }),
    scale: fc.double({ min: 0.5, max: 2, noNaN: true }),
    mirror: fc.boolean(),
  });

  test('property: overlaps, collide and distance equal brute force over every part pair', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), transform, transform, fc.nat(39), (seedA, seedB, ta, tb, moved) => {
        const a = scattered(seedA, 40, 12);
        const b = scattered(seedB, 25, 8);
        a.setTransform({ position: [ta.x / 10, ta.y / 10], angle: ta.angle, scale: ta.scale });
        b.setTransform({ position: [tb.x / 10, tb.y / 10], angle: tb.angle, scale: tb.scale });
        if (ta.mirror) a.setScale(-ta.scale, ta.scale);
        expectBruteForce(a, b);
        expectBruteForce(a, b.parts[0].setPosition(tb.x, tb.y)); // B's part moved: B's tree is stale
        // A part of A moved after the tree was built: the tree follows it.
        a.parts[moved].translate(tb.x, tb.y);
        expectBruteForce(a, b);
        const ball = new Circle(1, { position: [ta.y / 3, tb.x / 3] });
        expectBruteForce(a, ball);
        // Far apart: the search for the closest pair grows until it finds one.
        a.translate(1e4, -3e3);
        expectBruteForce(a, b);
      }),
      { numRuns: 60 },
    );
  });

  test('two grids of 4000 boxes touching along one edge list only the pairs along it', () => {
    const grid = (x0: number) =>
      new Compound(
        Array.from({ length: 4000 }, (_, i) => Polygon.box(1, 1, { position: [x0 + (i % 40), Math.floor(i / 40)] })),
      );
    const a = grid(0); // columns 0 … 39
    const b = grid(40); // columns 40 … 79: A's last column touches B's first
    const pairs = new NearPairs();
    gatherNearPairs(a, b, pairs);
    // Each of A's 100 boxes in its last column meets at most 3 boxes of B's first column.
    expect(pairs.count).toBeLessThanOrEqual(300);
    expect(pairs.count).toBeGreaterThanOrEqual(100);
    expect(overlaps(a, b)).toBe(true);
    expect(collide(a, b)?.depth).toBe(0);
    b.translate(5, 0);
    expect(distance(a, b).distance).toBeCloseTo(5, 12);
  });
});
