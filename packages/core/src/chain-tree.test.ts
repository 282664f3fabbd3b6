// The chain's segment tree against brute force: every query finds exactly the segments whose
// boxes touch the query box, in ascending order; and a turned, scaled chain finds (at least)
// every segment whose world box touches a world box.
import { describe, expect, it } from 'vitest';
import { rng } from '../../../test-support/random.js';
import { ChainTree } from './chain-tree.js';
import { Chain } from './index.js';

function randomWalk(random: () => number, n: number): number[] {
  const flat = [0, 0];
  for (let i = 1; i < n; i++) flat.push(flat[2 * i - 2] + random() * 2 - 0.5, flat[2 * i - 1] + random() * 2 - 1);
  return flat;
}

describe('ChainTree', () => {
  it('finds exactly the segments whose boxes touch the query box, ascending', () => {
    const random = rng(3);
    for (let trial = 0; trial < 50; trial++) {
      const n = 2 + Math.floor(random() * 300);
      const flat = Float64Array.from(randomWalk(random, n));
      const loop = random() < 0.5 && n >= 3;
      const edges = loop ? n : n - 1;
      const tree = new ChainTree(flat, edges);
      for (let q = 0; q < 20; q++) {
        const x = random() * n - 2;
        const y = random() * 10 - 5;
        const box = Float64Array.of(x, y, x + random() * 5, y + random() * 5);
        const expected: number[] = [];
        for (let i = 0; i < edges; i++) {
          const j = (i + 1) % n;
          const minX = Math.min(flat[2 * i], flat[2 * j]);
          const maxX = Math.max(flat[2 * i], flat[2 * j]);
          const minY = Math.min(flat[2 * i + 1], flat[2 * j + 1]);
          const maxY = Math.max(flat[2 * i + 1], flat[2 * j + 1]);
          if (minX <= box[2] && maxX >= box[0] && minY <= box[3] && maxY >= box[1]) expected.push(i);
        }
        const count = tree.query(box);
        expect(Array.from(tree.found.subarray(0, count))).toEqual(expected);
      }
    }
  });

  it('a transformed chain finds every segment whose world box touches a world box', () => {
    const random = rng(5);
    const points: [number, number][] = [];
    const flat = randomWalk(random, 200);
    for (let i = 0; i < flat.length; i += 2) points.push([flat[i], flat[i + 1]]);
    const chain = new Chain(points, {}, { position: [3, -2], angle: 0.7, scale: [1.5, -0.5] });
    for (let q = 0; q < 200; q++) {
      const x = random() * 200 - 50;
      const y = random() * 200 - 100;
      const world = { minX: x, minY: y, maxX: x + random() * 10, maxY: y + random() * 10 };
      const count = chain._segmentsNear(world);
      const found = new Set(chain._tree.found.subarray(0, count));
      chain.segments.forEach((s, i) => {
        const b = s.aabb();
        if (b.minX <= world.maxX && b.maxX >= world.minX && b.minY <= world.maxY && b.maxY >= world.minY)
          expect(found.has(i)).toBe(true);
      });
    }
  });
});
