// A chain in the spatial index is one tree leaf per segment, mapped back to the chain's
// handle. Every answer is checked against brute force over the whole shapes (the standalone
// queries and core's collide), through random scenes with long chains that move, are
// removed and come back: each chain reported once, in handle order, never missed.
import { type AABB, Chain, collide, type Shape } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AabbTree } from './aabb-tree.js';
import { pointInShape } from './point-in-shape.js';
import { raycast } from './raycast.js';
import { SpatialIndex } from './spatial-index.js';
import { sweep } from './sweep.js';
import { randomShape, rng } from './test-support/random-shapes.js';

function randomChain(random: () => number): Chain {
  const loop = random() < 0.25;
  const n = loop ? 3 + Math.floor(6 * random()) : 2 + Math.floor(30 * random());
  const points: [number, number][] = [];
  if (loop) {
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * (i + 0.5 * random())) / n;
      const r = 1 + 3 * random();
      points.push([r * Math.cos(a), r * Math.sin(a)]);
    }
  } else {
    points.push([-12, 4 * random() - 2]);
    for (let i = 1; i < n; i++) points.push([points[i - 1][0] + 0.2 + random(), points[i - 1][1] + 2 * random() - 1]);
  }
  return new Chain(points, { loop, oneSided: random() < 0.3 }, { position: [4 * random() - 2, 4 * random() - 2] });
}

interface Entry {
  handle: number;
  shape: Shape;
}

function segmentBoxesMeet(shape: Shape, r: AABB): boolean {
  const parts = shape instanceof Chain ? shape.segments : [shape];
  return parts.some((p) => {
    const b = p.aabb();
    return b.minX <= r.maxX && r.minX <= b.maxX && b.minY <= r.maxY && r.minY <= b.maxY;
  });
}

function treeLeaves(index: SpatialIndex<number>): number {
  const tree = (index as unknown as { store: { tree: AabbTree } }).store.tree;
  const count = (node: number): number =>
    node < 0 ? 0 : tree.height[node] === 0 ? 1 : count(tree.child1[node]) + count(tree.child2[node]);
  return count(tree.root);
}

function checkAgainstBruteForce(index: SpatialIndex<number>, live: Entry[], random: () => number): void {
  const sorted = [...live].sort((a, b) => a.handle - b.handle);
  // pairs: every overlapping pair once, in (a, b) order
  const pairs: string[] = [];
  index.pairs((a, b) => pairs.push(`${a},${b}`));
  const expected: string[] = [];
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++)
      if (collide(sorted[i].shape, sorted[j].shape) !== null) expected.push(`${sorted[i].handle},${sorted[j].handle}`);
  expect(pairs).toEqual(expected);
  for (let k = 0; k < 4; k++) {
    const p = { x: 24 * random() - 12, y: 8 * random() - 4 };
    expect(index.queryPoint(p)).toEqual(sorted.filter((e) => pointInShape(p, e.shape)).map((e) => e.handle));
    const region = { minX: p.x, minY: p.y, maxX: p.x + 3 * random(), maxY: p.y + random() };
    expect(index.queryRegion(region)).toEqual(
      sorted.filter((e) => segmentBoxesMeet(e.shape, region)).map((e) => e.handle),
    );
    const probe = randomShape(random, 6);
    expect(index.queryShape(probe)).toEqual(
      sorted.filter((e) => collide(probe, e.shape) !== null).map((e) => e.handle),
    );
    const a = 2 * Math.PI * random();
    const ray = { origin: p, direction: { x: Math.cos(a), y: Math.sin(a) }, maxDistance: 30 * random() };
    const hits = sorted
      .map((e) => ({ handle: e.handle, hit: raycast(ray, e.shape) }))
      .filter((h) => h.hit !== null)
      .sort((u, v) => (u.hit?.distance ?? 0) - (v.hit?.distance ?? 0) || u.handle - v.handle);
    expect(index.raycastAll(ray).map((h) => [h.handle, h.hit.distance])).toEqual(
      hits.map((h) => [h.handle, h.hit?.distance]),
    );
    const first = index.raycast(ray);
    expect(first === null ? null : [first.handle, first.hit.distance]).toEqual(
      hits.length === 0 ? null : [hits[0].handle, hits[0].hit?.distance],
    );
    const delta = { x: 10 * random() - 5, y: 10 * random() - 5 };
    const moves = sorted
      .map((e) => ({ handle: e.handle, hit: e.shape === probe ? null : sweep(probe, delta, e.shape) }))
      .filter((h) => h.hit !== null)
      .sort((u, v) => (u.hit?.time ?? 0) - (v.hit?.time ?? 0) || u.handle - v.handle);
    const swept = index.sweep(probe, delta);
    expect(swept === null ? null : [swept.handle, swept.hit.time]).toEqual(
      moves.length === 0 ? null : [moves[0].handle, moves[0].hit?.time],
    );
  }
}

describe('SpatialIndex with chains', () => {
  it('puts one leaf per segment in the tree, and answers like brute force over the whole shapes', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = rng(seed);
        const index = new SpatialIndex<number>();
        const live: Entry[] = [];
        const add = (shape: Shape) => live.push({ handle: index.insert(shape), shape });
        for (let i = 0; i < 3; i++) add(randomChain(random));
        for (let i = 0; i < 10; i++) add(randomShape(random, 6));
        const leaves = live.reduce((n, e) => n + (e.shape instanceof Chain ? e.shape.segments.length : 1), 0);
        expect(treeLeaves(index)).toBe(leaves);
        for (let frame = 0; frame < 4; frame++) {
          checkAgainstBruteForce(index, live, random);
          for (const e of live) {
            if (random() < 0.5) {
              e.shape.translate(2 * random() - 1, 2 * random() - 1);
              if (e.shape instanceof Chain) e.shape.setAngle(e.shape.angle + 0.2 * random());
              index.update(e.handle);
            }
          }
          const gone = live.splice(Math.floor(random() * live.length), 1)[0];
          index.remove(gone.handle);
          expect(index.has(gone.handle)).toBe(false);
          add(random() < 0.5 ? randomChain(random) : randomShape(random, 6));
        }
        checkAgainstBruteForce(index, live, random);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a long terrain as many small boxes: a point above it reaches no segment', () => {
    const points: [number, number][] = [];
    for (let i = 0; i <= 1000; i++) points.push([i, i % 2 === 0 ? 0 : 0.5]);
    const index = new SpatialIndex<string>();
    const ground = index.build([{ shape: new Chain(points), data: 'ground' }])[0];
    expect(index.queryRegion({ minX: 500, minY: 2, maxX: 501, maxY: 3 })).toEqual([]);
    expect(index.queryRegion({ minX: 500, minY: 0.2, maxX: 501, maxY: 3 })).toEqual([ground]);
    expect(index.size).toBe(1);
    // A chain's handle is one entry, its segment ids are not handles.
    for (let h = 1; h < 1001; h++) expect(index.has(h)).toBe(false);
    expect(() => index.data(1)).toThrow(expect.objectContaining({ code: 'INVALID_HANDLE' }));
  });

  it('reports a chain once with a filter, and skips it by bits on every segment', () => {
    const index = new SpatialIndex<string>();
    const ground = index.insert(
      new Chain([
        [-5, 0],
        [0, 0],
        [5, 0],
      ]),
      { data: 'ground', category: 2 },
    );
    const seen: number[] = [];
    const hits = index.raycastAll({ origin: [0, 1], direction: [0, -1] }, { filter: (h) => (seen.push(h), true) });
    expect(hits.map((h) => h.handle)).toEqual([ground]);
    expect(seen).toEqual([ground]); // once, though the ray meets two segments at their joint
    seen.length = 0;
    expect(index.raycast({ origin: [0, 1], direction: [0, -1] }, { filter: (h) => (seen.push(h), true) })?.handle).toBe(
      ground,
    );
    expect(seen).toEqual([ground]);
    expect(index.raycastAll({ origin: [0, 1], direction: [0, -1] }, { mask: 1 })).toEqual([]);
    expect(index.queryPoint([0, 0], { mask: 1 })).toEqual([]);
    expect(index.queryPoint([0, 0])).toEqual([ground]);
  });
});
