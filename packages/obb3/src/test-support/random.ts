// Seeded random boxes, spheres and rotations for the tests.
import { Obb } from '../obb.js';
import type { Quat } from '../rotation.js';
import { Sphere } from '../sphere.js';

import { rng } from '../../../../test-support/random.js';

export { rng };

/** A uniformly distributed unit quaternion (Shoemake's method). */
export function randomQuat(next: () => number): Quat {
  const u1 = next();
  const u2 = 2 * Math.PI * next();
  const u3 = 2 * Math.PI * next();
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return { x: a * Math.sin(u2), y: a * Math.cos(u2), z: b * Math.sin(u3), w: b * Math.cos(u3) };
}

export function between(next: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * next();
}

/** A random box near the origin: half extents in [0.2, 1.5], center within `spread`. */
export function randomObb(next: () => number, spread: number): Obb {
  return new Obb([between(next, 0.2, 1.5), between(next, 0.2, 1.5), between(next, 0.2, 1.5)], {
    position: [between(next, -spread, spread), between(next, -spread, spread), between(next, -spread, spread)],
    rotation: randomQuat(next),
  });
}

export function randomSphere(next: () => number, spread: number): Sphere {
  return new Sphere(between(next, 0.1, 1.5), {
    position: [between(next, -spread, spread), between(next, -spread, spread), between(next, -spread, spread)],
  });
}

/** The Hamilton product q · r (rotate by r, then by q). */
export function multiplyQuat(q: Quat, r: Quat): Quat {
  return {
    w: q.w * r.w - q.x * r.x - q.y * r.y - q.z * r.z,
    x: q.w * r.x + q.x * r.w + q.y * r.z - q.z * r.y,
    y: q.w * r.y - q.x * r.z + q.y * r.w + q.z * r.x,
    z: q.w * r.z + q.x * r.y - q.y * r.x + q.z * r.w,
  };
}

/** Rotation of angle `radians` about the unit vector (x, y, z). */
export function axisAngle(x: number, y: number, z: number, radians: number): Quat {
  const s = Math.sin(radians / 2);
  return { x: x * s, y: y * s, z: z * s, w: Math.cos(radians / 2) };
}
