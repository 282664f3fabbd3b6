import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collide, overlaps } from './collide.js';
import { Obb } from './obb.js';
import { FACE_AXIS_PREFERENCE } from './tolerances.js';
import { type Outcome, corners, exactBoxDepth, expectMix, tally, toSeedHitbox } from './test-support/fixtures.js';
import { hullPlanes, insideHull } from './test-support/hull-oracle.js';
import { axisAngle, multiplyQuat, randomObb, randomQuat, rng } from './test-support/random.js';
import { seedTestIntersection } from './test-support/seed-six-axis.js';
import { type V, add, dot, fromVec, norm, rotate, sub } from './test-support/vector.js';
import type { Quat } from './rotation.js';

/** Below this |depth| (length units, boxes ≈ 1 wide) the oracle cannot tell touching from apart. */
const ORACLE_TOLERANCE = 1e-7;

const moved = (box: Obb, by: V): Obb =>
  new Obb(box.halfExtents, { position: add(fromVec(box.position), by), rotation: box.rotation });

function expectMatchesOracle(a: Obb, b: Obb): Outcome {
  const exact = exactBoxDepth(a, b);
  const hit = collide(a, b);
  expect(overlaps(a, b)).toBe(hit !== null);
  if (Math.abs(exact.depth) < ORACLE_TOLERANCE) return 'touching';
  expect(hit !== null).toBe(exact.depth > 0);
  if (hit === null) return 'apart';
  expect(norm(fromVec(hit.normal))).toBeCloseTo(1, 12);
  // Never less than the exact minimum; at most FACE_AXIS_PREFERENCE more (documented bias).
  expect(hit.depth).toBeGreaterThanOrEqual(exact.depth - ORACLE_TOLERANCE);
  expect(hit.depth).toBeLessThanOrEqual(exact.depth * (1 + FACE_AXIS_PREFERENCE) + ORACLE_TOLERANCE);
  expect(fromVec(hit.mtv)).toEqual(fromVec(hit.normal).map((n) => n * hit.depth));
  // Moving B by +mtv must leave the boxes touching: a wrong direction would push B deeper.
  const after = exactBoxDepth(a, moved(b, fromVec(hit.mtv)));
  expect(Math.abs(after.depth)).toBeLessThanOrEqual(ORACLE_TOLERANCE + FACE_AXIS_PREFERENCE * hit.depth);
  return 'overlap';
}

describe('OBB–OBB against the exact Minkowski-hull oracle', () => {
  it('agrees on overlap, depth and MTV for random boxes (about half overlapping)', () => {
    const next = rng(20240607);
    expectMix(
      tally(160, () => expectMatchesOracle(randomObb(next, 1.6), randomObb(next, 1.6))),
      50,
    );
  });

  it('agrees for flat boxes (a zero half extent)', () => {
    const next = rng(99);
    for (let n = 0; n < 30; n++) {
      const a = randomObb(next, 1.2);
      const b = randomObb(next, 1.2);
      b.halfExtents = { ...b.halfExtents, y: 0 };
      expectMatchesOracle(a, b);
    }
  });

  it('reports containment exactly as the corners say', () => {
    const next = rng(5);
    const seen = { aInB: 0, neither: 0 };
    for (let n = 0; n < 60; n++) {
      const big = new Obb([2, 1.5, 1.8], { position: [0.2, -0.1, 0.3], rotation: randomQuat(next) });
      const small = randomObb(next, 1.6);
      small.halfExtents = [0.3, 0.4, 0.5];
      const hit = collide(small, big);
      const planes = hullPlanes(corners(big));
      const inside = corners(small).every((p) => insideHull(planes, p, 0));
      const clearlyOut = corners(small).some((p) => !insideHull(planes, p, 1e-7));
      if (hit === null) continue;
      if (inside) expect(hit.aInB).toBe(true);
      if (clearlyOut) expect(hit.aInB).toBe(false);
      expect(hit.bInA).toBe(false);
      seen[hit.aInB ? 'aInB' : 'neither']++;
    }
    expect(seen.aInB).toBeGreaterThan(5);
    expect(seen.neither).toBeGreaterThan(5);
  });

  it('has a box contain an identical copy of itself, both ways', () => {
    const q = randomQuat(rng(1));
    const hit = collide(
      new Obb([1, 2, 3], { position: [4, 5, 6], rotation: q }),
      new Obb([1, 2, 3], { position: [4, 5, 6], rotation: q }),
    );
    expect(hit).toMatchObject({ aInB: true, bInA: true });
    expect(hit?.depth).toBeCloseTo(2, 12); // least push: out through the x faces (2 × 1)
  });
});

describe('the seed’s six-axis test versus all 15 axes', () => {
  // A turned 45° about y has a ridge edge along y at x = +√2; B turned 45° about z has a ridge
  // edge along z at x = −√2 from its center. Their crossing ridges are parted only by the
  // plane x = const, whose normal y × z is an edge–edge axis, not a face normal of either.
  const eighth = Math.PI / 4;
  const ridgePair = (gap: number) => [
    new Obb([1, 1, 1], { rotation: axisAngle(0, 1, 0, eighth) }),
    new Obb([1, 1, 1], { position: [2 * Math.SQRT2 + gap, 0, 0], rotation: axisAngle(0, 0, 1, eighth) }),
  ];

  it('says apart where the seed says colliding (separated only along an edge–edge axis)', () => {
    const [a, b] = ridgePair(0.1);
    expect(seedTestIntersection(toSeedHitbox(a), toSeedHitbox(b)).intersect).toBe(true);
    expect(exactBoxDepth(a, b).depth).toBeLessThan(0);
    expect(overlaps(a, b)).toBe(false);
    expect(collide(a, b)).toBeNull();
  });

  it('finds the edge–edge axis as the least push when the ridges cross', () => {
    const [a, b] = ridgePair(-0.1);
    const hit = collide(a, b);
    expect(hit?.depth).toBeCloseTo(0.1, 12);
    expect(hit?.normal.x).toBeCloseTo(1, 12);
    expectMatchesOracle(a, b);
  });

  it('stays apart under random rigid motions and gaps', () => {
    const next = rng(3);
    for (let n = 0; n < 20; n++) {
      const [a, b] = ridgePair(0.005 + 0.2 * next());
      const [ma, mb] = rigidMotion([a, b], randomQuat(next), [next() * 4 - 2, next() * 4 - 2, next() * 4 - 2]);
      expect(seedTestIntersection(toSeedHitbox(ma), toSeedHitbox(mb)).intersect).toBe(true);
      expect(overlaps(ma, mb)).toBe(false);
      expect(exactBoxDepth(ma, mb).depth).toBeLessThan(0);
    }
  });

  it('matches the seed on its own example: shadows [0.5, 5.2] and [0.1, 4.8] overlap by 4.3', () => {
    // The tutorial's interval example, as two axis-aligned boxes that are long in y and z.
    const a = new Obb([2.35, 5, 5], { position: [2.85, 5, 5] }); // x ∈ [0.5, 5.2]
    const b = new Obb([2.35, 5, 5], { position: [2.45, 5, 5] }); // x ∈ [0.1, 4.8]
    const seed = seedTestIntersection(toSeedHitbox(a), toSeedHitbox(b));
    const hit = collide(a, b);
    expect(seed.intersect).toBe(true);
    expect(hit?.depth).toBeCloseTo(4.3, 12);
    expect(hit?.normal).toEqual({ x: -1, y: 0, z: 0 }); // from A toward B
    // The seed's MTV moves A; ours moves B: the same push, opposite signs.
    expect(
      fromVec(hit!.mtv)
        .map((m, k) => m + seed.mtv[k])
        .every((s) => Math.abs(s) < 1e-12),
    ).toBe(true);
    expectMatchesOracle(a, b);
  });
});

describe('closed sets: touching counts as overlap with depth 0', () => {
  it('face to face', () => {
    const hit = collide(new Obb([1, 1, 1]), new Obb([1, 1, 1], { position: [2, 0.5, -0.5] }));
    expect(hit).toMatchObject({ depth: 0, normal: { x: 1, y: 0, z: 0 } });
  });

  it('corner to corner', () => {
    const a = new Obb([1, 1, 1]);
    const b = new Obb([1, 1, 1], { position: [2, 2, 2] });
    expect(overlaps(a, b)).toBe(true);
    expect(collide(a, b)?.depth).toBe(0);
    expect(overlaps(a, new Obb([1, 1, 1], { position: [2, 2, 2.000001] }))).toBe(false);
  });
});

describe('near-parallel edges never produce NaN', () => {
  it.each([0, 1e-15, 1e-12, 1e-9, 1e-7, 1e-4])('rotation difference %s rad', (angle) => {
    const next = rng(Math.round(angle * 1e15) + 11);
    for (let n = 0; n < 10; n++) {
      const q = randomQuat(next);
      const a = new Obb([1, 0.5, 0.8], { rotation: q });
      const twist = axisAngle(...unitVector(next), angle);
      const b = new Obb([0.7, 0.9, 0.3], {
        position: [next() * 2 - 1, next() * 2 - 1, next() * 2 - 1],
        rotation: multiplyQuat(twist, q),
      });
      const hit = collide(a, b);
      if (hit) {
        expect(Number.isFinite(hit.depth) && [hit.normal.x, hit.normal.y, hit.normal.z].every(Number.isFinite)).toBe(
          true,
        );
        const exact = Math.max(0, exactBoxDepth(a, b).depth);
        expect(hit.depth).toBeGreaterThanOrEqual(exact - 1e-6);
        expect(hit.depth).toBeLessThanOrEqual(exact * (1 + FACE_AXIS_PREFERENCE) + 1e-6);
      }
    }
  });
});

function unitVector(next: () => number): [number, number, number] {
  const v: V = [next() - 0.5, next() - 0.5, next() - 0.5];
  const length = norm(v);
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** Applies x ↦ q x + t to every box (centers and orientations). */
function rigidMotion(boxes: readonly Obb[], q: Quat, t: V): Obb[] {
  return boxes.map((box) => {
    const orientation = box.rotation;
    // The box's own quaternion is not stored; compose matrices instead: R' = Q · R.
    const Q = [rotate(q, [1, 0, 0]), rotate(q, [0, 1, 0]), rotate(q, [0, 0, 1])]; // Q's columns
    const rotated: number[] = [];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++)
        rotated.push(Q[0][r] * orientation[c] + Q[1][r] * orientation[3 + c] + Q[2][r] * orientation[6 + c]);
    }
    return new Obb(box.halfExtents, { position: add(rotate(q, fromVec(box.position)), t), rotation: rotated });
  });
}

describe('invariants', () => {
  const pair = fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((seed) => {
    const next = rng(seed);
    return {
      a: randomObb(next, 1.6),
      b: randomObb(next, 1.6),
      q: randomQuat(next),
      t: [next() * 10 - 5, next() * 10 - 5, next() * 10 - 5] as V,
    };
  });

  it('swapping A and B negates the normal and swaps the containment flags', () => {
    fc.assert(
      fc.property(pair, ({ a, b }) => {
        const ab = collide(a, b);
        const ba = collide(b, a);
        expect(ba === null).toBe(ab === null);
        if (!ab || !ba) return;
        expect(ba.depth).toBeCloseTo(ab.depth, 12);
        expect(dot(fromVec(ab.normal), fromVec(ba.normal))).toBeCloseTo(-1, 9);
        expect([ba.aInB, ba.bInA]).toEqual([ab.bInA, ab.aInB]);
      }),
      { numRuns: 300 },
    );
  });

  it('a rigid motion of the scene moves the normal with it and keeps the depth', () => {
    fc.assert(
      fc.property(pair, ({ a, b, q, t }) => {
        const [ma, mb] = rigidMotion([a, b], q, t);
        const before = collide(a, b);
        const after = collide(ma, mb);
        expect(after === null).toBe(before === null);
        if (!before || !after) return;
        expect(after.depth).toBeCloseTo(before.depth, 9);
        const expected = rotate(q, fromVec(before.normal));
        expect(norm(sub(fromVec(after.normal), expected))).toBeLessThan(1e-7);
      }),
      { numRuns: 300 },
    );
  });
});
