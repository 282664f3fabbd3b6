// The fan method: slices around one interior point that sees every edge. Piece counts are
// hand-computed (one kite per spike of a star); tilings are checked by the brute-force oracle.
import { describe, expect, test } from 'vitest';
import { SepaxError } from '@sepax/core';
import { decompose, decomposeDetailed } from '../src/index.js';
import { errorOf, seeded, tilingFailures, toPts } from './support.js';

type Ring = [number, number][];

/** A star with `spikes` tips at radius 100 and inner radii drawn from [35, 65) (seeded). */
function jaggedStar(spikes: number, seed: number): Ring {
  const random = seeded(seed);
  return Array.from({ length: 2 * spikes }, (_, i): [number, number] => {
    const a = (Math.PI * i) / spikes;
    const r = i % 2 === 0 ? 100 : 35 + 30 * random();
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

function expectTiles(ring: Ring, pieces: { x: number; y: number }[][], maxVertices = 8): void {
  expect(tilingFailures([toPts(ring)], pieces, { maxVertices, random: seeded(7) })).toEqual([]);
}

describe('fan', () => {
  test.each([4, 8, 32, 128, 512])('a star with %i spikes: one kite per spike', (spikes) => {
    const ring = jaggedStar(spikes, spikes);
    const result = decomposeDetailed(ring, { method: 'fan' });
    expect(result.method).toBe('fan');
    expect(result.pieces).toHaveLength(spikes);
    expect(result.pieces.every((piece) => piece.length === 4)).toBe(true);
    expectTiles(ring, result.pieces);
  });

  test('auto uses the fan on a large star: fewer pieces than merged triangles', () => {
    const ring = jaggedStar(128, 3);
    const auto = decomposeDetailed(ring);
    const merged = decomposeDetailed(ring, { method: 'triangulate' });
    expect(auto.method).toBe('fan');
    expect(auto.pieces.length).toBeLessThan(merged.pieces.length);
    expectTiles(ring, auto.pieces);
  });

  test('a kernel that misses the centroid is found (a star whose spikes lean off centre)', () => {
    // Spikes on one half are twice as long: the centroid moves off the small kernel.
    const ring = Array.from({ length: 128 }, (_, i): [number, number] => {
      const a = (2 * Math.PI * i) / 128;
      const r = i % 2 === 1 ? 30 : Math.cos(a) > 0 ? 200 : 100;
      return [r * Math.cos(a), r * Math.sin(a)];
    });
    const result = decomposeDetailed(ring, { method: 'fan' });
    expect(result.method).toBe('fan');
    expect(result.pieces).toHaveLength(64);
    expectTiles(ring, result.pieces);
  });

  test('a polygon no point sees whole falls back, saying why', () => {
    // A U: no point sees the inner walls of both arms.
    const ring: Ring = [
      [0, 0],
      [30, 0],
      [30, 30],
      [20, 30],
      [20, 10],
      [10, 10],
      [10, 30],
      [0, 30],
    ];
    const result = decomposeDetailed(ring, { method: 'fan' });
    expect(result.method).toBe('triangulate');
    expect(result.attempts[0].method).toBe('fan');
    expect(result.attempts[0].reason).toMatch(/star-shaped/);
    expectTiles(ring, result.pieces);
  });

  test('small polygons: auto keeps merged triangles when the fan needs more pieces (an L: 2)', () => {
    const ring: Ring = [
      [0, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 4],
      [0, 4],
    ];
    const result = decomposeDetailed(ring);
    expect(result.pieces).toHaveLength(2);
    expect(result.method).not.toBe('fan');
    // Every slice turns less than π around the centre, so the fan needs at least 3 here.
    const fan = decomposeDetailed(ring, { method: 'fan' });
    expect(fan.method).toBe('fan');
    expect(fan.pieces.length).toBeGreaterThanOrEqual(3);
    expect(result.attempts.some((a) => a.method === 'fan')).toBe(true);
  });

  test('holes and convex polygons are left to the other methods', () => {
    const square: Ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const hole: Ring = [
      [4, 4],
      [4, 6],
      [6, 6],
      [6, 4],
    ];
    const holed = decomposeDetailed({ outer: square, holes: [hole] }, { method: 'fan' });
    expect(holed.method).toBe('triangulate');
    expect(holed.attempts[0].reason).toMatch(/without holes/);
    const convex = decomposeDetailed(square, { method: 'fan' });
    expect(convex.method).toBe('triangulate');
    expect(convex.pieces).toHaveLength(1);
  });

  test('maxVertices bounds the slices of a wobbly blob', () => {
    const random = seeded(11);
    const ring = Array.from({ length: 200 }, (_, i): [number, number] => {
      const a = (2 * Math.PI * i) / 200;
      const r = 100 + 10 * random();
      return [r * Math.cos(a), r * Math.sin(a)];
    });
    for (const maxVertices of [3, 5, 8]) {
      const result = decomposeDetailed(ring, { method: 'fan', maxVertices });
      expect(result.method).toBe('fan');
      expectTiles(ring, result.pieces, maxVertices);
    }
  });

  test.each([
    ['a pentagram', 5, 1],
    // Spiky, so the fan would find reflex corners and slice it: only the winding test stops it.
    ['a five-spike star wound twice', 10, 0.2],
  ])('%s sees every edge from its centre but winds twice: rejected as self-intersecting', (_, n, inner) => {
    const ring = Array.from({ length: n }, (_, i): [number, number] => {
      const a = (4 * Math.PI * i) / n;
      const r = i % 2 === 0 ? 100 : 100 * inner;
      return [r * Math.cos(a), r * Math.sin(a)];
    });
    const error = errorOf(() => decompose(ring));
    expect(error).toBeInstanceOf(SepaxError);
    expect(error?.code).toBe('SELF_INTERSECTION');
  });
});
