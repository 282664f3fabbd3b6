import { MAX_COORDINATE, MIN_EXTENT, SepaxError } from '@sepax/core';
import { describe, expect, it } from 'vitest';
import { collide, overlaps } from './collide.js';
import { Obb } from './obb.js';
import { raycast } from './raycast.js';
import { Sphere } from './sphere.js';
import { ROTATION_TOLERANCE } from './tolerances.js';
import { axisAngle, randomQuat, rng } from './test-support/random.js';

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(SepaxError);
    return (e as SepaxError).code;
  }
  return 'no error';
}

describe('bad input is rejected with a SepaxError', () => {
  it.each([
    ['NaN center', () => new Obb([1, 1, 1], { position: [0, Number.NaN, 0] }), 'NON_FINITE'],
    ['infinite half extent', () => new Obb([1, Infinity, 1]), 'NON_FINITE'],
    ['negative half extent', () => new Obb([1, -0.5, 1]), 'INVALID_EXTENTS'],
    ['half extents not a vector', () => new Obb('big' as never), 'INVALID_ARGUMENT'],
    [
      'quaternion of length 1.1',
      () => new Obb([1, 1, 1], { rotation: { x: 0, y: 0, z: 0, w: 1.1 } }),
      'INVALID_ROTATION',
    ],
    ['zero quaternion', () => new Obb([1, 1, 1], { rotation: { x: 0, y: 0, z: 0, w: 0 } }), 'INVALID_ROTATION'],
    ['NaN quaternion', () => new Obb([1, 1, 1], { rotation: { x: Number.NaN, y: 0, z: 0, w: 1 } }), 'NON_FINITE'],
    ['scaled matrix', () => new Obb([1, 1, 1], { rotation: [2, 0, 0, 0, 2, 0, 0, 0, 2] }), 'INVALID_ROTATION'],
    ['sheared matrix', () => new Obb([1, 1, 1], { rotation: [1, 0.1, 0, 0, 1, 0, 0, 0, 1] }), 'INVALID_ROTATION'],
    ['mirror matrix', () => new Obb([1, 1, 1], { rotation: [-1, 0, 0, 0, 1, 0, 0, 0, 1] }), 'INVALID_ROTATION'],
    ['8-number matrix', () => new Obb([1, 1, 1], { rotation: [1, 0, 0, 0, 1, 0, 0, 0] }), 'INVALID_ARGUMENT'],
    ['Euler angles', () => new Obb([1, 1, 1], { rotation: { x: 0, y: 0, z: 1 } as never }), 'INVALID_ARGUMENT'],
    ['setPosition(NaN)', () => new Obb([1, 1, 1]).setPosition(0, 0, Number.NaN), 'NON_FINITE'],
    ['negative radius', () => new Sphere(-1), 'INVALID_RADIUS'],
    ['NaN radius', () => new Sphere(Number.NaN), 'NON_FINITE'],
    ['sphere center Infinity', () => new Sphere(1).setPosition(Infinity, 0, 0), 'NON_FINITE'],
    [
      'collide with a plain object',
      () => collide(new Obb([1, 1, 1]), { position: [0, 0, 0] } as never),
      'INVALID_ARGUMENT',
    ],
    ['overlaps with null', () => overlaps(null as never, new Sphere(1)), 'INVALID_ARGUMENT'],
    [
      'ray with zero direction',
      () => raycast({ origin: [0, 0, 0], direction: [0, 0, 0] }, new Obb([1, 1, 1])),
      'ZERO_DIRECTION',
    ],
    [
      'ray with NaN origin',
      () => raycast({ origin: [Number.NaN, 0, 0], direction: [1, 0, 0] }, new Obb([1, 1, 1])),
      'NON_FINITE',
    ],
    [
      'ray with negative maxDistance',
      () => raycast({ origin: [0, 0, 0], direction: [1, 0, 0], maxDistance: -1 }, new Obb([1, 1, 1])),
      'INVALID_ARGUMENT',
    ],
    [
      'raycast against something that is not a shape',
      () => raycast({ origin: [0, 0, 0], direction: [1, 0, 0] }, { position: [0, 0, 0] } as never),
      'INVALID_ARGUMENT',
    ],
    [
      'ray with NaN maxDistance',
      () => raycast({ origin: [0, 0, 0], direction: [1, 0, 0], maxDistance: Number.NaN }, new Sphere(1)),
      'NON_FINITE',
    ],
    ['null box placement', () => new Obb([1, 1, 1], null as never), 'INVALID_ARGUMENT'],
    ['null sphere placement', () => new Sphere(1, null as never), 'INVALID_ARGUMENT'],
    [
      'collide into an out that is not a Collision3',
      () => collide(new Obb([1, 1, 1]), new Obb([1, 1, 1]), {} as never),
      'INVALID_ARGUMENT',
    ],
    [
      'raycast into an out that is not a RaycastHit3',
      () => raycast({ origin: [-5, 0, 0], direction: [1, 0, 0] }, new Obb([1, 1, 1]), {} as never),
      'INVALID_ARGUMENT',
    ],
    ['center beyond MAX_COORDINATE', () => new Obb([1, 1, 1], { position: [1e200, 0, 0] }), 'INVALID_ARGUMENT'],
    ['setCenter beyond MAX_COORDINATE', () => new Sphere(1).setPosition(0, -1e300, 0), 'INVALID_ARGUMENT'],
    ['half extent beyond MAX_COORDINATE', () => new Obb([1e308, 1, 1]), 'INVALID_ARGUMENT'],
    ['radius beyond MAX_COORDINATE', () => new Sphere(1e155), 'INVALID_ARGUMENT'],
    ['radius under MIN_EXTENT (its square underflows)', () => new Sphere(1e-200), 'INVALID_ARGUMENT'],
    [
      'ray origin beyond MAX_COORDINATE',
      () => raycast({ origin: [0, 0, 1e160], direction: [0, 0, -1] }, new Obb([1, 1, 1])),
      'INVALID_ARGUMENT',
    ],
  ])('%s', (_name, run, code) => {
    expect(codeOf(run)).toBe(code);
  });

  it('leaves a box unchanged when a setter rejects its input', () => {
    const box = new Obb([1, 2, 3], { position: [4, 5, 6], rotation: axisAngle(0, 0, 1, 0.3) });
    const before = { position: box.position, halfExtents: box.halfExtents, rotation: box.rotation };
    expect(codeOf(() => (box.halfExtents = [1, -1, 1]))).toBe('INVALID_EXTENTS');
    expect(codeOf(() => (box.rotation = [3, 0, 0, 0, 3, 0, 0, 0, 3]))).toBe('INVALID_ROTATION');
    expect(codeOf(() => (box.position = [0, Number.NaN, 0]))).toBe('NON_FINITE');
    expect(codeOf(() => box.setPosition(Number.NaN, 0, 0))).toBe('NON_FINITE');
    expect({ position: box.position, halfExtents: box.halfExtents, rotation: box.rotation }).toEqual(before);
  });
});

describe('the workable range (MAX_COORDINATE, MIN_EXTENT, as in @sepax/core)', () => {
  // Beyond it the squares of sphere distances overflow (two far-apart spheres of radius
  // 1e155 at 1e300 read as overlapping, with a NaN depth) or underflow (spheres of radius
  // 1e-200, 3e-170 apart, read as touching): such input is rejected, not answered wrongly.
  it('answers exactly at its edge: spheres of radius 1e150 at ±1e150 touch, and part when moved', () => {
    const left = new Sphere(MAX_COORDINATE, { position: [-MAX_COORDINATE, 0, 0] });
    const right = new Sphere(MAX_COORDINATE, { position: [MAX_COORDINATE, 0, 0] });
    expect(collide(left, right)).toMatchObject({ normal: { x: 1, y: 0, z: 0 }, depth: 0 });
    right.radius = MAX_COORDINATE * (1 - 1e-15);
    expect(overlaps(left, right)).toBe(false);
  });

  it('answers a box and a sphere of radius MIN_EXTENT exactly', () => {
    const box = new Obb([MIN_EXTENT, MIN_EXTENT, MIN_EXTENT]);
    const ball = new Sphere(MIN_EXTENT, { position: [3 * MIN_EXTENT, 0, 0] });
    expect(overlaps(box, ball)).toBe(false);
    ball.setPosition(2 * MIN_EXTENT, 0, 0);
    expect(collide(box, ball)).toMatchObject({ normal: { x: 1, y: 0, z: 0 }, depth: 0 });
  });
});

describe('rotations', () => {
  it('accepts round-off within ROTATION_TOLERANCE and cleans it up', () => {
    const q = randomQuat(rng(4));
    const stretched = {
      x: q.x * (1 + ROTATION_TOLERANCE / 2),
      y: q.y * (1 + ROTATION_TOLERANCE / 2),
      z: q.z * (1 + ROTATION_TOLERANCE / 2),
      w: q.w * (1 + ROTATION_TOLERANCE / 2),
    };
    const fromQuat = new Obb([1, 1, 1], { rotation: stretched });
    const float32 = Float32Array.from(fromQuat.rotation); // three.js-style single precision
    const fromMatrix = new Obb([1, 1, 1], { rotation: float32 });
    for (const box of [fromQuat, fromMatrix]) {
      for (const i of [0, 1, 2] as const) {
        const a = box.axis(i);
        expect(Math.hypot(a.x, a.y, a.z)).toBeCloseTo(1, 14);
      }
    }
    fromMatrix.rotation.forEach((m, k) => expect(m).toBeCloseTo(fromQuat.rotation[k], 6));
  });

  it('gives the same box from a quaternion and from the matrix it reads back as', () => {
    const box = new Obb([1, 2, 3], { rotation: randomQuat(rng(9)) });
    const copy = new Obb([1, 2, 3], { rotation: box.rotation });
    copy.rotation.forEach((m, k) => expect(m).toBeCloseTo(box.rotation[k], 14));
  });

  it('reads a quarter turn about z as the matrix written on paper', () => {
    const box = new Obb([1, 1, 1], { rotation: axisAngle(0, 0, 1, Math.PI / 2) });
    box.rotation.forEach((m, k) => expect(m).toBeCloseTo([0, -1, 0, 1, 0, 0, 0, 0, 1][k], 15));
    expect(box.axis(0).y).toBeCloseTo(1, 15); // the box's x axis now points along world y
  });
});
