import { describe, expect, it } from 'vitest';
import { Obb } from './obb.js';
import { Sphere } from './sphere.js';
import { raycast } from './raycast.js';
import { corners } from './test-support/fixtures.js';
import { hullPlanes, type Plane } from './test-support/hull-oracle.js';
import { between, randomObb, randomQuat, rng } from './test-support/random.js';
import { type V, add, dot, fromVec, norm, scale, sub, unit } from './test-support/vector.js';

/**
 * Cyrus–Beck clipping of the ray against the box's hull planes (independent of the slab
 * code): the entry parameter, the plane entered through, and whether it clips to nothing.
 */
function clipRay(
  planes: readonly Plane[],
  origin: V,
  direction: V,
): { enter: number; leave: number; plane: Plane | null } {
  let enter = 0;
  let leave = Infinity;
  let entered: Plane | null = null;
  for (const plane of planes) {
    const rate = dot(plane.normal, direction);
    const room = plane.offset - dot(plane.normal, origin);
    if (rate === 0) {
      if (room < 0) return { enter: 1, leave: 0, plane: null };
      continue;
    }
    const t = room / rate;
    if (rate < 0 && t > enter) {
      enter = t;
      entered = plane;
    }
    if (rate > 0) leave = Math.min(leave, t);
  }
  return { enter, leave, plane: entered };
}

describe('raycast against an OBB', () => {
  it('agrees with Cyrus–Beck clipping on the hull planes for random rays', () => {
    const next = rng(31);
    const seen = { hit: 0, miss: 0 };
    for (let n = 0; n < 300; n++) {
      const box = randomObb(next, 1);
      const origin: V = [next() * 8 - 4, next() * 8 - 4, next() * 8 - 4];
      const towards = sub(
        add(fromVec(box.position), [next() - 0.5, next() - 0.5, next() - 0.5].map((x) => x * 3) as V),
        origin,
      );
      const direction = scale(towards, 0.2 + 2 * next()); // any length
      const clip = clipRay(hullPlanes(corners(box)), origin, direction);
      const margin = (clip.leave - clip.enter) * norm(direction);
      if (Math.abs(margin) < 1e-9) continue; // grazing: either answer is right
      const hit = raycast({ origin, direction }, box);
      expect(hit !== null).toBe(margin > 0);
      seen[hit ? 'hit' : 'miss']++;
      if (!hit || !clip.plane) continue;
      // Unbounded: fraction is in lengths of the direction.
      expect(hit.fraction).toBeCloseTo(clip.enter, 10);
      expect(hit.distance).toBeCloseTo(clip.enter * norm(direction), 10);
      expect(norm(sub(fromVec(hit.point), add(origin, scale(direction, clip.enter))))).toBeLessThan(1e-9);
      expect(norm(sub(fromVec(hit.normal), clip.plane.normal))).toBeLessThan(1e-9);
    }
    expect(seen.hit).toBeGreaterThan(60);
    expect(seen.miss).toBeGreaterThan(60);
  });

  it('misses when pointing away, and respects maxDistance (inclusive)', () => {
    const crate = new Obb([1, 1, 1], { position: [5, 0, 0] });
    expect(raycast({ origin: [0, 0, 0], direction: [-1, 0, 0] }, crate)).toBeNull();
    expect(raycast({ origin: [0, 0, 0], direction: [1, 0, 0], maxDistance: 3.999 }, crate)).toBeNull();
    expect(raycast({ origin: [0, 0, 0], direction: [1, 0, 0], maxDistance: 4 }, crate)).toMatchObject({
      distance: 4,
      normal: { x: -1, y: 0, z: 0 },
    });
  });

  it('hits at distance 0, inside, with the nearest face as the way out when starting inside or on the surface', () => {
    const crate = new Obb([1, 1, 1]);
    expect({ ...raycast({ origin: [0.5, 0, 0], direction: [0, 0, 2] }, crate) }).toEqual({
      point: { x: 0.5, y: 0, z: 0 },
      normal: { x: 1, y: 0, z: 0 },
      distance: 0,
      fraction: 0,
      inside: true,
    });
    const turned = new Obb([1, 2, 3], {
      position: [1, 1, 1],
      rotation: { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 },
    });
    // Local (0.2, −1.5, 0): nearest the −y face, which the quarter turn about z points along +x.
    const hit = raycast({ origin: [2.5, 1.2, 1], direction: [0, 0, 1] }, turned);
    expect(hit?.inside).toBe(true);
    expect(fromVec(hit!.normal).map((c) => c.toFixed(12))).toEqual([1, 0, 0].map((c) => c.toFixed(12)));
    expect(raycast({ origin: [1, 0, 0], direction: [1, 0, 0] }, crate)).toMatchObject({ distance: 0, inside: true });
  });

  it('measures fraction against maxDistance when the ray has one, and accepts maxDistance Infinity as unbounded', () => {
    const crate = new Obb([1, 1, 1], { position: [5, 0, 0] });
    expect(raycast({ origin: [0, 0, 0], direction: [2, 0, 0], maxDistance: 8 }, crate)).toMatchObject({
      distance: 4,
      fraction: 0.5,
      inside: false,
    });
    expect(raycast({ origin: [0, 0, 0], direction: [2, 0, 0], maxDistance: Infinity }, crate)?.fraction).toBe(2);
    expect(raycast({ origin: [0, 0, 0], direction: [2, 0, 0], maxDistance: 0 }, crate)).toBeNull();
  });

  it('hits a face it grazes (closed set), and misses one just beside it', () => {
    const crate = new Obb([1, 1, 1]);
    expect(raycast({ origin: [-5, 1, 0], direction: [1, 0, 0] }, crate)).toMatchObject({
      distance: 4,
      point: { x: -1, y: 1, z: 0 },
    });
    expect(raycast({ origin: [-5, 1.000001, 0], direction: [1, 0, 0] }, crate)).toBeNull();
  });

  it('reports fraction along the given direction and distance in world units', () => {
    const hit = raycast({ origin: [0, 10, 0], direction: [0, -4, 0] }, new Obb([1, 1, 1]));
    expect(hit).toMatchObject({ distance: 9, fraction: 2.25, normal: { x: 0, y: 1, z: 0 } });
    expect(unit(fromVec(hit!.normal))).toEqual([0, 1, 0]);
  });

  it('hits as a unit direction does for a direction of any length in the workable range (1e-200 to 1e150)', () => {
    const box = new Obb([1, 2, 3], { position: [4, 0, 0] });
    for (const length of [1e-200, 1e-9, 1e9, 1e150]) {
      const hit = raycast({ origin: [0, 0.5, 0.5], direction: [length, 0, 0] }, box);
      expect({ ...hit }).toEqual({
        point: { x: 3, y: 0.5, z: 0.5 },
        normal: { x: -1, y: 0, z: 0 },
        distance: 3,
        fraction: 3 / length,
        inside: false,
      });
      const inside = raycast({ origin: [4, 0, 0], direction: [0, length, length] }, box);
      expect(inside!.distance).toBe(0);
      // From the centre the nearest faces are ±x (y and z are farther); the ray has no x
      // component, so the tie goes to +x.
      expect(inside!.normal).toEqual({ x: 1, y: 0, z: 0 });
    }
  });

  it("a ray along a face of a turned box enters at the face's edge, never misses or enters part-way", () => {
    // In floats such a ray is off the face's plane by round-off, so the slab's entry time is a
    // quotient of two round-off errors: before, 1046 of 2000 such rays missed and 162 entered
    // up to 2 units late.
    const next = rng(77);
    for (let n = 0; n < 300; n++) {
      const e: V = [between(next, 0.2, 2), between(next, 0.2, 2), between(next, 0.2, 2)];
      const box = new Obb(e, {
        position: [between(next, -5, 5), between(next, -5, 5), between(next, -5, 5)],
        rotation: randomQuat(next),
      });
      const [a0, a1, a2] = ([0, 1, 2] as const).map((i) => fromVec(box.axis(i)));
      const along = between(next, -0.9, 0.9) * e[0];
      const across = between(next, -0.9, 0.9) * e[2];
      const side = next() < 0.5 ? -1 : 1;
      // A point on the ±a1 face, and a ray along a0 from 3 units before the face's edge at −e0.
      const onFace = add(add(add(fromVec(box.position), scale(a0, along)), scale(a1, side * e[1])), scale(a2, across));
      const origin = sub(onFace, scale(a0, 3 + e[0] + along));
      const hit = raycast({ origin, direction: a0 }, box);
      expect(hit).not.toBeNull();
      expect(Math.abs(hit!.distance - 3)).toBeLessThan(1e-9);
    }
  });
});

/**
 * The first t in [0, tMax] where |o + t u − c| ≤ r, by bisection (no quadratic): the distance
 * to the centre falls until the ray's closest approach, so the entry lies before it.
 */
function marchToSphere(o: V, u: V, c: V, r: number, tMax: number): number | null {
  const gap = (t: number) => norm(sub(add(o, scale(u, t)), c)) - r;
  if (gap(0) <= 0) return 0;
  const nearest = Math.min(Math.max(0, dot(sub(c, o), u)), tMax);
  if (gap(nearest) > 0) return null;
  let lo = 0;
  let hi = nearest;
  for (let k = 0; k < 200; k++) {
    const mid = 0.5 * (lo + hi);
    if (gap(mid) > 0) lo = mid;
    else hi = mid;
  }
  return hi;
}

describe('raycast against a sphere', () => {
  it('agrees with marching along the ray for random rays, inside ones included', () => {
    const next = rng(53);
    const seen = { hit: 0, miss: 0, inside: 0 };
    for (let n = 0; n < 300; n++) {
      const c: V = [between(next, -3, 3), between(next, -3, 3), between(next, -3, 3)];
      const r = between(next, 0.3, 2);
      const ball = new Sphere(r, { position: c });
      const origin: V =
        next() < 0.2
          ? add(c, scale([between(next, -1, 1), between(next, -1, 1), between(next, -1, 1)], 0.5 * r))
          : [between(next, -5, 5), between(next, -5, 5), between(next, -5, 5)];
      const aim = sub(add(c, [between(next, -2, 2), between(next, -2, 2), between(next, -2, 2)]), origin);
      const direction = scale(aim, between(next, 0.1, 3));
      const u = unit(direction);
      const maxDistance = next() < 0.5 ? undefined : between(next, 0, 12);
      const t = marchToSphere(origin, u, c, r, maxDistance ?? 40);
      const hit = raycast({ origin, direction, maxDistance }, ball);
      if (t !== null && Math.abs(t - (maxDistance ?? 40)) < 1e-6) continue; // ends on the surface
      const closest = norm(sub(add(origin, scale(u, Math.max(0, dot(sub(c, origin), u)))), c));
      if (Math.abs(closest - r) < 1e-6) continue; // grazing: either answer is right
      expect(hit !== null).toBe(t !== null);
      if (!hit || t === null) {
        seen.miss++;
        continue;
      }
      expect(hit.distance).toBeCloseTo(t, 9);
      expect(hit.fraction).toBeCloseTo(t / (maxDistance ?? norm(direction)), 9);
      const outward = t === 0 ? unit(sub(origin, c)) : unit(sub(fromVec(hit.point), c));
      expect(norm(sub(fromVec(hit.normal), outward))).toBeLessThan(1e-9);
      expect(hit.inside).toBe(t === 0);
      seen[t === 0 ? 'inside' : 'hit']++;
    }
    expect(seen.hit).toBeGreaterThan(40);
    expect(seen.miss).toBeGreaterThan(20);
    expect(seen.inside).toBeGreaterThan(10);
  });

  it('from the exact centre, the way out is the reversed direction; a zero radius has no surface normal either', () => {
    expect(
      raycast({ origin: [1, 2, 3], direction: [0, 0, 5] }, new Sphere(1, { position: [1, 2, 3] }))?.normal,
    ).toEqual({
      x: 0,
      y: 0,
      z: -1,
    });
    expect(raycast({ origin: [0, 0, 0], direction: [2, 0, 0] }, new Sphere(0, { position: [3, 0, 0] }))).toMatchObject({
      distance: 3,
      normal: { x: -1, y: 0, z: 0 },
      inside: false,
    });
  });
});
