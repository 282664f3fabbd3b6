// Seeded pairs of convex shapes for the narrow-phase benchmark, each with the oracle's answer.
//
// Shapes are "regular-ish" polygons (vertices on an ellipse at jittered angles, so always
// strictly convex), rotated and sized at random, or circles. Sizes are 10–40 units in a
// 1000 × 1000 world (pixel-like units: matter-js then builds its circles with its full 25
// sides, and planck's 0.01 skin is small against them).
//
// Placement makes exactly half the pairs overlap in expectation, with depths spread from deep
// to grazing: B starts on A's centre (overlapping), the oracle finds by bisection the distance
// t* along a random direction at which they just touch, and B is put at t* × s with s uniform
// in [0.5, 1.5] (s < 1 overlaps).
import { oracleCollide } from '../../packages/core/test/oracle.mjs';
import { rng } from './harness.mjs';

const WORLD = 1000;
const MIN_SIZE = 10;
const MAX_SIZE = 40;
const ANGLE_JITTER = 0.35; // fraction of the angular step between vertices
const MIN_ASPECT = 0.6; // the ellipse's minor/major axis ratio is in [MIN_ASPECT, 1]
// t* to 2⁻²⁰ of the search range (~1e-4 units): ample for a 50 % split, and the oracle
// answer stored with each pair is computed exactly at the final placement anyway.
const BISECTION_STEPS = 20;

/**
 * @typedef {{ kind: 'polygon' | 'circle', x: number, y: number, angle: number,
 *   local: number[], world: number[], radius: number }} BenchShape
 *   `local`: core points relative to (x, y) before rotation (flat, CCW; [0, 0] for a circle);
 *   `world`: the same rotated by `angle` and moved to (x, y).
 * @typedef {{ a: BenchShape, b: BenchShape, oracle: ReturnType<typeof oracleCollide> }} BenchPair
 */

/**
 * @param {{ seed: number, count: number, a: { kind: string, sides?: number }, b: { kind: string, sides?: number } }} spec
 * @returns {BenchPair[]}
 */
export function makePairs({ seed, count, a, b }) {
  const next = rng(seed);
  const pairs = [];
  for (let i = 0; i < count; i++) {
    const shapeA = makeShape(
      next,
      a,
      MAX_SIZE + next() * (WORLD - 2 * MAX_SIZE),
      MAX_SIZE + next() * (WORLD - 2 * MAX_SIZE),
    );
    const shapeB = makeShape(next, b, 0, 0);
    const direction = next() * 2 * Math.PI;
    const touching = touchingDistance(shapeA, shapeB, Math.cos(direction), Math.sin(direction));
    const t = touching * (0.5 + next());
    moveTo(shapeB, shapeA.x + t * Math.cos(direction), shapeA.y + t * Math.sin(direction));
    pairs.push({ a: shapeA, b: shapeB, oracle: oracleCollide(core(shapeA), core(shapeB)) });
  }
  return pairs;
}

/** The oracle's view of a bench shape. */
export function core(shape) {
  return { points: shape.world, radius: shape.radius };
}

function makeShape(next, { kind, sides = 0 }, x, y) {
  const size = MIN_SIZE + next() * (MAX_SIZE - MIN_SIZE);
  const angle = next() * 2 * Math.PI;
  if (kind === 'circle') return placed({ kind, x, y, angle, local: [0, 0], radius: size / 2 });
  const aspect = MIN_ASPECT + next() * (1 - MIN_ASPECT);
  const step = (2 * Math.PI) / sides;
  const local = [];
  for (let i = 0; i < sides; i++) {
    const theta = i * step + (next() - 0.5) * ANGLE_JITTER * step;
    local.push(size * Math.cos(theta), size * aspect * Math.sin(theta));
  }
  return placed({ kind, x, y, angle, local, radius: 0 });
}

function placed(shape) {
  shape.world = new Array(shape.local.length);
  moveTo(shape, shape.x, shape.y);
  return shape;
}

function moveTo(shape, x, y) {
  shape.x = x;
  shape.y = y;
  const c = Math.cos(shape.angle);
  const s = Math.sin(shape.angle);
  for (let i = 0; i < shape.local.length; i += 2) {
    const lx = shape.local[i];
    const ly = shape.local[i + 1];
    shape.world[i] = x + c * lx - s * ly;
    shape.world[i + 1] = y + s * lx + c * ly;
  }
}

/** Distance along (ux, uy) from A's centre at which B (centred there) just touches A. */
function touchingDistance(shapeA, shapeB, ux, uy) {
  const reach = (shape) => circumradius(shape.local) + shape.radius;
  let inside = 0;
  let outside = reach(shapeA) + reach(shapeB) + 1;
  for (let k = 0; k < BISECTION_STEPS; k++) {
    const mid = (inside + outside) / 2;
    moveTo(shapeB, shapeA.x + mid * ux, shapeA.y + mid * uy);
    if (oracleCollide(core(shapeA), core(shapeB)).overlapping) inside = mid;
    else outside = mid;
  }
  return (inside + outside) / 2;
}

function circumradius(local) {
  let r = 0;
  for (let i = 0; i < local.length; i += 2) r = Math.max(r, Math.hypot(local[i], local[i + 1]));
  return r;
}
