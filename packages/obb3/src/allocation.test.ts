// collide(a, b, out), overlaps and raycast(…, out) must not allocate; see
// test-support/heap.ts for how that is measured without --expose-gc.
import { describe, expect, it } from 'vitest';
import { createCollision } from './collision.js';
import { collide, overlaps } from './collide.js';
import { Obb } from './obb.js';
import { raycast, type RayHit3 } from './raycast.js';
import { Sphere } from './sphere.js';
import { medianBytesPerCall } from '../../../test-support/heap.js';
import { axisAngle } from './test-support/random.js';

describe('no allocation on the hot path', () => {
  const a = new Obb([1, 0.6, 0.8], { rotation: axisAngle(0.6, 0, 0.8, 0.7) });
  const b = new Obb([0.9, 1.1, 0.4], { center: [1.2, 0.5, -0.3], rotation: axisAngle(0, 1, 0, 0.4) });
  const far = new Obb([1, 1, 1], { center: [9, 0, 0] });
  // Crossing ridges: the least overlap is on an edge–edge axis (the normalised-cross path).
  const ridgeA = new Obb([1, 1, 1], { rotation: axisAngle(0, 1, 0, Math.PI / 4) });
  const ridgeB = new Obb([1, 1, 1], { center: [2 * Math.SQRT2 - 0.1, 0, 0], rotation: axisAngle(0, 0, 1, Math.PI / 4) });
  const ball = new Sphere(0.7, { center: [0.9, 0.9, 0] });
  const other = new Sphere(0.5, { center: [1.3, 1, 0] });
  const out = createCollision();
  const hit: RayHit3 = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, fraction: 0 };
  const ray = { origin: [-5, 0.1, 0.2] as const, direction: [1, 0, 0] as const };

  it('sanity: the measurement sees an allocating call', () => {
    expect(medianBytesPerCall(() => collide(a, b))).toBeGreaterThan(16);
  });

  it.each([
    ['collide box–box (overlapping)', () => collide(a, b, out)],
    ['collide box–box (apart)', () => collide(a, far, out)],
    ['collide box–box (edge–edge axis)', () => collide(ridgeA, ridgeB, out)],
    ['collide box–sphere', () => collide(a, ball, out)],
    ['collide sphere–box', () => collide(ball, a, out)],
    ['collide sphere–sphere', () => collide(ball, other, out)],
    ['overlaps box–box', () => overlaps(a, b)],
    ['raycast with out', () => raycast(ray, a, hit)],
    ['setCenter', () => b.setCenter(1.2, 0.5, -0.3)],
  ])('%s: < 0.5 bytes per call', (_name, run) => {
    expect(run()).not.toBeUndefined();
    expect(medianBytesPerCall(run as () => void)).toBeLessThan(0.5);
  });
});
