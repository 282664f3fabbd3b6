// Tests of the test oracle itself, against hand-computed cases and against a second,
// brute-force characterisation of the penetration depth (the shortest push over many
// sampled directions).
import { describe, expect, it } from 'vitest';
import { Circle, Polygon } from '@sepax/core';
import { coreOf, oracleCollide, oracleSeparationAlong, type OracleCore } from './oracle.mjs';

function box(x0: number, y0: number, x1: number, y1: number): OracleCore {
  return { points: [x0, y0, x1, y0, x1, y1, x0, y1], radius: 0 };
}

function disc(x: number, y: number, radius: number): OracleCore {
  return { points: [x, y], radius };
}

function expectNormal(n: { x: number; y: number } | null, x: number, y: number): void {
  expect(n).not.toBeNull();
  expect(n!.x).toBeCloseTo(x, 12);
  expect(n!.y).toBeCloseTo(y, 12);
}

describe('oracleCollide: two unit squares', () => {
  const a = box(0, 0, 1, 1);

  it('overlapping by 0.2 along x: depth 0.2, normal +x', () => {
    const r = oracleCollide(a, box(0.8, 0.1, 1.8, 1.1));
    expect(r.overlapping).toBe(true);
    expect(r.depth).toBeCloseTo(0.2, 12);
    expect(r.distance).toBe(0);
    expectNormal(r.normal, 1, 0);
  });

  it('swapping A and B flips the normal and keeps the depth', () => {
    const r = oracleCollide(box(0.8, 0.1, 1.8, 1.1), a);
    expect(r.depth).toBeCloseTo(0.2, 12);
    expectNormal(r.normal, -1, 0);
  });

  it('sharing an edge: touching overlaps with depth 0 and the edge normal', () => {
    const r = oracleCollide(a, box(1, 0, 2, 1));
    expect(r.overlapping).toBe(true);
    expect(r.depth).toBe(0);
    expectNormal(r.normal, 1, 0);
  });

  it('sharing only a corner: touching, no unique normal', () => {
    const r = oracleCollide(a, box(1, 1, 2, 2));
    expect(r.overlapping).toBe(true);
    expect(r.depth).toBe(0);
    expect(r.normal).toBeNull();
  });

  it('apart by 2 along x', () => {
    const r = oracleCollide(a, box(3, 0, 4, 1));
    expect(r.overlapping).toBe(false);
    expect(r.distance).toBeCloseTo(2, 12);
    expect(r.signedDistance).toBeCloseTo(2, 12);
    expectNormal(r.normal, 1, 0);
  });

  it('apart diagonally: corner to corner distance √2', () => {
    const r = oracleCollide(a, box(2, 2, 3, 3));
    expect(r.distance).toBeCloseTo(Math.SQRT2, 12);
    expectNormal(r.normal, Math.SQRT1_2, Math.SQRT1_2);
  });

  it('identical squares: depth 1, four equally short pushes, so no unique normal', () => {
    const r = oracleCollide(a, a);
    expect(r.depth).toBe(1);
    expect(r.normal).toBeNull();
  });

  it('separation along a direction matches the hand-computed pushes', () => {
    const b = box(0.8, 0.1, 1.8, 1.1);
    expect(oracleSeparationAlong(a, b, { x: 1, y: 0 })).toBeCloseTo(0.2, 12);
    expect(oracleSeparationAlong(a, b, { x: 0, y: 1 })).toBeCloseTo(0.9, 12);
    expect(oracleSeparationAlong(a, b, { x: -1, y: 0 })).toBeCloseTo(1.8, 12);
    expect(oracleSeparationAlong(a, b, { x: 0, y: -1 })).toBeCloseTo(1.1, 12);
  });
});

describe('oracleCollide: circles (closed form |c₂ − c₁| − r₁ − r₂)', () => {
  it('apart: a 3-4-5 triangle of centres', () => {
    const r = oracleCollide(disc(0, 0, 1), disc(1.5, 2, 0.7));
    expect(r.overlapping).toBe(false);
    expect(r.distance).toBeCloseTo(2.5 - 1.7, 12);
    expectNormal(r.normal, 0.6, 0.8);
  });

  it('overlapping', () => {
    const r = oracleCollide(disc(1, 1, 2), disc(1.6, 1.8, 1));
    expect(r.depth).toBeCloseTo(3 - 1, 12);
    expectNormal(r.normal, 0.6, 0.8);
  });

  it('touching exactly', () => {
    const r = oracleCollide(disc(0, 0, 1), disc(3, 4, 4));
    expect(r.overlapping).toBe(true);
    expect(r.depth).toBe(0);
    expectNormal(r.normal, 0.6, 0.8);
  });

  it('concentric: depth r₁ + r₂, no normal', () => {
    const r = oracleCollide(disc(2, 2, 1), disc(2, 2, 0.5));
    expect(r.depth).toBe(1.5);
    expect(r.normal).toBeNull();
  });
});

describe('oracleCollide: points, triangles, capsules', () => {
  const tri: OracleCore = { points: [0, 0, 4, 0, 0, 3], radius: 0 };

  it('a point inside a triangle is pushed out through the nearest edge', () => {
    // Distances from (1, 0.5) to the edge lines: y = 0 → 0.5, x = 0 → 1, 3x + 4y = 12 → 1.4.
    const r = oracleCollide(tri, disc(1, 0.5, 0));
    expect(r.overlapping).toBe(true);
    expect(r.depth).toBeCloseTo(0.5, 12);
    expectNormal(r.normal, 0, -1);
    const swapped = oracleCollide(disc(1, 0.5, 0), tri);
    expect(swapped.depth).toBeCloseTo(0.5, 12);
    expectNormal(swapped.normal, 0, 1);
  });

  it('a point outside, nearest to the hypotenuse', () => {
    // (3, 3) lies (9 + 12 − 12) / 5 = 1.8 beyond 3x + 4y = 12; the foot (1.92, 1.56) is on the edge.
    const r = oracleCollide(tri, disc(3, 3, 0));
    expect(r.distance).toBeCloseTo(1.8, 12);
    expectNormal(r.normal, 0.6, 0.8);
  });

  it('a point on a vertex of the triangle touches with no unique normal', () => {
    const r = oracleCollide(tri, disc(4, 0, 0));
    expect(r.overlapping).toBe(true);
    expect(r.depth).toBe(0);
    expect(r.normal).toBeNull();
  });

  it('capsule against circles beside and beyond its segment', () => {
    const capsule: OracleCore = { points: [0, 0, 4, 0], radius: 1 };
    const side = oracleCollide(capsule, disc(2, 1.5, 1));
    expect(side.depth).toBeCloseTo(0.5, 12);
    expectNormal(side.normal, 0, 1);
    const end = oracleCollide(capsule, disc(6, 0, 0.5));
    expect(end.distance).toBeCloseTo(0.5, 12);
    expectNormal(end.normal, 1, 0);
  });

  it('a circle centred on a capsule segment has no unique normal', () => {
    const r = oracleCollide({ points: [-1, 0, 1, 0], radius: 1 }, disc(0.3, 0, 1));
    expect(r.depth).toBe(2);
    expect(r.normal).toBeNull();
  });

  it('a rounded square against a point near its corner uses the rounded corner', () => {
    // Core [0, 1]², radius 0.5; point (1.3, 1.4) is 0.5 from the corner (1, 1) → touching.
    const r = oracleCollide({ ...box(0, 0, 1, 1), radius: 0.5 }, disc(1.3, 1.4, 0));
    expect(r.signedDistance).toBeCloseTo(0, 12);
    expectNormal(r.normal, 0.6, 0.8);
  });

  it('rejects an empty or odd-length core', () => {
    expect(() => oracleCollide({ points: [], radius: 0 }, tri)).toThrow(/≥ 1 point/);
    expect(() => oracleCollide({ points: [1, 2, 3], radius: 0 }, tri)).toThrow(/≥ 1 point/);
  });
});

describe('coreOf reads a sepax shape in world space', () => {
  it('box and circle', () => {
    expect(coreOf(Polygon.box(2, 2, { position: [10, 0] }))).toEqual({
      points: [9, -1, 11, -1, 11, 1, 9, 1],
      radius: 0,
    });
    expect(coreOf(new Circle(1, { position: [3, 4], scale: 2 }))).toEqual({ points: [3, 4], radius: 2 });
  });
});

// A second characterisation: the signed distance is minus the shortest push over all
// directions, −min_u separationAlong(u) (depth when overlapping, gap when apart). The oracle
// must (1) attain it along its own normal and (2) never be beaten by any of 3600 sampled
// directions; the best sample may exceed it only by the sampling error (≤ size × step).
const SAMPLED_DIRECTIONS = Array.from({ length: 3600 }, (_, k) => ({
  x: Math.cos((k * Math.PI) / 1800),
  y: Math.sin((k * Math.PI) / 1800),
}));

function sampledPushes(a: OracleCore, b: OracleCore): number[] {
  return SAMPLED_DIRECTIONS.map((u) => oracleSeparationAlong(a, b, u));
}

describe('oracleCollide agrees with the shortest push over sampled directions', () => {
  function randomConvex(next: () => number): OracleCore {
    const n = 1 + Math.floor(next() * 7);
    const cx = (next() - 0.5) * 4;
    const cy = (next() - 0.5) * 4;
    const size = 0.3 + next() * 2;
    const start = next() * Math.PI * 2;
    const points: number[] = [];
    for (let i = 0; i < n; i++) {
      const angle = start + (i / n) * Math.PI * 2 + (next() - 0.5) * (2 / n);
      points.push(cx + size * Math.cos(angle), cy + size * Math.sin(angle));
    }
    return { points, radius: next() < 0.5 ? 0 : next() };
  }

  it('on 300 seeded random pairs (points, segments, polygons, rounded or not)', () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let overlapping = 0;
    for (let trial = 0; trial < 300; trial++) {
      const a = randomConvex(next);
      const b = randomConvex(next);
      const r = oracleCollide(a, b);
      const pushes = sampledPushes(a, b);
      const exact = -r.signedDistance;
      if (r.normal) expect(oracleSeparationAlong(a, b, r.normal)).toBeCloseTo(exact, 10);
      const best = Math.min(...pushes);
      expect(best).toBeGreaterThanOrEqual(exact - 1e-12);
      // Sizes here are < 10, the step is π/1800: the best sample is within 10 × π/1800 of it.
      expect(best - exact).toBeLessThan(0.02);
      if (r.overlapping) overlapping++;
    }
    // Both branches were exercised.
    expect(overlapping).toBeGreaterThan(30);
    expect(overlapping).toBeLessThan(270);
  });
});
