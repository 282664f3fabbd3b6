import { describe, expect, it } from 'vitest';
import { collide, overlaps } from './collide.js';
import { Obb } from './obb.js';
import { Sphere } from './sphere.js';
import { type Outcome, corners, exactBoxSphereDepth, expectMix, support, tally } from './test-support/fixtures.js';
import { hullPlanes } from './test-support/hull-oracle.js';
import { randomObb, randomSphere, rng } from './test-support/random.js';
import { supportDepth } from './test-support/support-oracle.js';
import { type V, add, dot, fromVec, norm, sub } from './test-support/vector.js';

/** The oracles are good to about this (length units, shapes ≈ 1 wide). */
const ORACLE_TOLERANCE = 1e-7;

/** Exact (hull planes) when a box is involved; sampled support functions for two spheres. */
function oracleDepth(a: Obb | Sphere, b: Obb | Sphere): number {
  if (a instanceof Obb && b instanceof Sphere) return exactBoxSphereDepth(a, b);
  if (a instanceof Sphere && b instanceof Obb) return exactBoxSphereDepth(b, a);
  return supportDepth(support(a), support(b)).depth;
}

function shifted<T extends Obb | Sphere>(shape: T, by: V): T {
  const center = add(fromVec(shape.position), by);
  if (shape instanceof Obb) return new Obb(shape.halfExtents, { position: center, rotation: shape.rotation }) as T;
  return new Sphere(shape.radius, { position: center }) as T;
}

function expectMatchesOracle(a: Obb | Sphere, b: Obb | Sphere): Outcome {
  const exact = { depth: oracleDepth(a, b) };
  const hit = collide(a, b);
  expect(overlaps(a, b)).toBe(hit !== null);
  if (Math.abs(exact.depth) < ORACLE_TOLERANCE) return 'touching';
  expect(hit !== null).toBe(exact.depth > 0);
  if (hit === null) return 'apart';
  expect(Math.abs(hit.depth - exact.depth)).toBeLessThan(ORACLE_TOLERANCE);
  expect(norm(fromVec(hit.normal))).toBeCloseTo(1, 12);
  expect(Math.abs(oracleDepth(a, shifted(b, fromVec(hit.mtv))))).toBeLessThan(ORACLE_TOLERANCE);
  return 'overlap';
}

describe('OBB–sphere against the exact hull-plane oracle', () => {
  it('agrees for random pairs in both orders', () => {
    const next = rng(42);
    const counts = tally(80, () => {
      const box = randomObb(next, 1.5);
      const ball = randomSphere(next, 1.5);
      expectMatchesOracle(ball, box);
      const ab = collide(box, ball);
      const ba = collide(ball, box);
      if (ab && ba) {
        expect(dot(fromVec(ab.normal), fromVec(ba.normal))).toBeCloseTo(-1, 12);
        expect([ba.aInB, ba.bInA]).toEqual([ab.bInA, ab.aInB]);
      }
      return expectMatchesOracle(box, ball);
    });
    expectMix(counts, 20);
  });

  it('agrees when the sphere center is inside the box (the deep branch)', () => {
    const next = rng(8);
    for (let n = 0; n < 30; n++) {
      const box = randomObb(next, 0);
      const offset: V = [(next() - 0.5) * 0.3, (next() - 0.5) * 0.3, (next() - 0.5) * 0.3];
      const ball = new Sphere(0.05 + next(), { position: add(fromVec(box.position), offset) });
      expectMatchesOracle(box, ball);
    }
  });

  it('reports containment as the box’s faces and corners say', () => {
    const next = rng(17);
    const seen = { sphereIn: 0, boxIn: 0 };
    for (let n = 0; n < 60; n++) {
      const box = randomObb(next, 0.6);
      const ball = randomSphere(next, 0.6);
      const hit = collide(ball, box);
      if (!hit) continue;
      const c = fromVec(ball.position);
      const sphereIn = hullPlanes(corners(box)).every((p) => dot(p.normal, c) + ball.radius <= p.offset + 1e-9);
      const boxIn = corners(box).every((p) => norm(sub(p, c)) <= ball.radius + 1e-9);
      expect(hit.aInB).toBe(sphereIn);
      expect(hit.bInA).toBe(boxIn);
      if (sphereIn) seen.sphereIn++;
      if (boxIn) seen.boxIn++;
    }
    expect(seen.sphereIn + seen.boxIn).toBeGreaterThan(3);
  });

  it('counts a sphere resting on a face as touching, with depth 0', () => {
    const hit = collide(new Obb([1, 2, 3]), new Sphere(0.5, { position: [0.2, 2.5, 1] }));
    expect(hit).toMatchObject({ depth: 0, normal: { x: 0, y: 1, z: 0 } });
  });
});

describe('sphere–sphere', () => {
  it('agrees with the oracle for random pairs', () => {
    const next = rng(77);
    expectMix(
      tally(60, () => expectMatchesOracle(randomSphere(next, 1.5), randomSphere(next, 1.5))),
      10,
    );
  });

  it('uses +x for concentric spheres and flags the smaller one as inside', () => {
    const hit = collide(new Sphere(1, { position: [3, 3, 3] }), new Sphere(2, { position: [3, 3, 3] }));
    expect(hit).toEqual({ normal: { x: 1, y: 0, z: 0 }, depth: 3, mtv: { x: 3, y: 0, z: 0 }, aInB: true, bInA: false });
  });

  it('treats touching as overlapping', () => {
    expect(collide(new Sphere(1), new Sphere(2, { position: [0, 3, 0] }))).toMatchObject({
      depth: 0,
      normal: { x: 0, y: 1, z: 0 },
    });
    expect(overlaps(new Sphere(1), new Sphere(2, { position: [0, 3.000001, 0] }))).toBe(false);
  });
});
