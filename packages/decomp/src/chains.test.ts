// toChains: one closed one-sided chain per ring, the region on each chain's solid side.
// Checked with an even-odd point-in-polygon and point–segment distances written here
// (independent of core's narrow phase): balls outside the region and touching a wall are
// pushed away from it; balls deep inside the solid region meet no wall.
import { Chain, Circle, collide, type SepaxError } from '@sepax/core';
import { describe, expect, it } from 'vitest';
import { rng } from '../../../test-support/random.js';
import { toChains } from './chains.js';

type P = [number, number];
const outer: P[] = [
  [0, 0],
  [8, 0],
  [8, 3],
  [5, 3],
  [5, 6],
  [0, 6],
];
const hole: P[] = [
  [1, 1],
  [1, 2],
  [3, 2],
  [3, 1],
];

function insideEvenOdd(x: number, y: number, rings: P[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function nearestOnRings(x: number, y: number, rings: P[][]): { d: number; px: number; py: number } {
  let best = { d: Infinity, px: 0, py: 0 };
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i];
      const [bx, by] = ring[(i + 1) % ring.length];
      const ex = bx - ax;
      const ey = by - ay;
      const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
      const px = ax + t * ex;
      const py = ay + t * ey;
      const d = Math.hypot(x - px, y - py);
      if (d < best.d) best = { d, px, py };
    }
  }
  return best;
}

function signedArea(points: ArrayLike<number>): number {
  let twice = 0;
  const n = points.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    twice += points[2 * i] * points[2 * j + 1] - points[2 * j] * points[2 * i + 1];
  }
  return twice / 2;
}

describe('toChains', () => {
  const chains = toChains({ outer, holes: [hole] });

  it('makes one closed one-sided chain per ring: the outer counter-clockwise, holes clockwise', () => {
    expect(chains).toHaveLength(2);
    for (const c of chains) {
      expect(c).toBeInstanceOf(Chain);
      expect(c.loop).toBe(true);
      expect(c.oneSided).toBe(true);
    }
    expect(signedArea(chains[0].worldPoints())).toBeCloseTo(8 * 3 + 5 * 3, 12);
    expect(signedArea(chains[1].worldPoints())).toBeCloseTo(-2, 12);
  });

  it('pushes balls outside the region away from its walls, and ignores balls deep in the solid', () => {
    const random = rng(7);
    const rings = [outer, hole];
    let pushed = 0;
    let ignored = 0;
    for (let k = 0; k < 3000; k++) {
      const x = -1 + 10 * random();
      const y = -1 + 8 * random();
      const r = 0.3;
      const near = nearestOnRings(x, y, rings);
      const solid = insideEvenOdd(x, y, rings);
      const ball = new Circle(r, { position: [x, y] });
      const hits = chains.map((c) => collide(c, ball)).filter((h) => h !== null);
      if (!solid && near.d < r - 1e-9 && near.d > 1e-9) {
        // Touching a wall from the free side: some chain pushes it away from the wall.
        expect(hits.length).toBeGreaterThan(0);
        const away = hits.some((h) => h!.normal.x * (x - near.px) + h!.normal.y * (y - near.py) > 0);
        expect(away).toBe(true);
        pushed++;
      }
      if (solid && near.d > r + 1e-9) {
        expect(hits).toHaveLength(0);
        ignored++;
      }
      if (!solid && near.d > r + 1e-9) expect(hits).toHaveLength(0);
    }
    expect(pushed).toBeGreaterThan(50);
    expect(ignored).toBeGreaterThan(50);
  });

  it('takes a transform and two-sided walls', () => {
    const [c] = toChains(outer, { position: [10, 0], oneSided: false });
    expect(c.oneSided).toBe(false);
    expect(c.aabb()).toEqual({ minX: 10, minY: 0, maxX: 18, maxY: 6 });
  });

  it('rejects what decompose rejects, with validate’s code', () => {
    try {
      toChains([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]);
      expect.unreachable();
    } catch (e) {
      expect((e as SepaxError).code).toBe('SELF_INTERSECTION');
    }
  });
});
