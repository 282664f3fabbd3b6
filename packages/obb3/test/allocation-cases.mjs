// Allocation cases for src/allocation.test.ts, measured one per fresh process by
// test-support/fresh-heap.ts. Plain JS over the built package, so a child node can load it.
import { Collision3, collide, Obb, overlaps, RaycastHit3, raycast, Sphere } from '../dist/index.js';

/** A unit quaternion turning `radians` about the unit axis (x, y, z). */
function axisAngle(x, y, z, radians) {
  const s = Math.sin(radians / 2);
  return { x: x * s, y: y * s, z: z * s, w: Math.cos(radians / 2) };
}

const a = new Obb([1, 0.6, 0.8], { rotation: axisAngle(0.6, 0, 0.8, 0.7) });
const b = new Obb([0.9, 1.1, 0.4], { position: [1.2, 0.5, -0.3], rotation: axisAngle(0, 1, 0, 0.4) });
const far = new Obb([1, 1, 1], { position: [9, 0, 0] });
// Crossing ridges: the least overlap is on an edge–edge axis (the normalised-cross path).
const ridgeA = new Obb([1, 1, 1], { rotation: axisAngle(0, 1, 0, Math.PI / 4) });
const ridgeB = new Obb([1, 1, 1], {
  position: [2 * Math.SQRT2 - 0.1, 0, 0],
  rotation: axisAngle(0, 0, 1, Math.PI / 4),
});
const ball = new Sphere(0.7, { position: [0.9, 0.9, 0] });
const other = new Sphere(0.5, { position: [1.3, 1, 0] });
const out = new Collision3();
const hit = new RaycastHit3();
const ray = { origin: [-5, 0.1, 0.2], direction: [1, 0, 0] };
const inside = { origin: [0.1, 0.2, 0], direction: [0, 1, 0], maxDistance: 3 };
const sink = [null];

export const cases = {
  'sanity: collide without out': () => (sink[0] = collide(a, b)),
  'collide box–box (overlapping)': () => collide(a, b, out),
  'collide box–box (apart)': () => collide(a, far, out),
  'collide box–box (edge–edge axis)': () => collide(ridgeA, ridgeB, out),
  'collide box–sphere': () => collide(a, ball, out),
  'collide sphere–box': () => collide(ball, a, out),
  'collide sphere–sphere': () => collide(ball, other, out),
  'overlaps box–box': () => overlaps(a, b),
  'raycast with out': () => raycast(ray, a, hit),
  'raycast a sphere with out': () => raycast(ray, ball, hit),
  'raycast from inside with out': () => raycast(inside, a, hit),
  setPosition: () => b.setPosition(1.2, 0.5, -0.3),
};
