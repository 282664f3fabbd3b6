// Every public callable of @sepax/obb3 under garbage arguments (test-support/garbage-fuzz.ts).
import * as obb3 from '@sepax/obb3';
import { Collision3, Obb, RaycastHit3, Sphere } from '@sepax/obb3';
import { describeGarbageFuzz } from '../../../test-support/garbage-fuzz.js';

const quarterTurn = () => ({ x: 0, y: Math.SQRT1_2, z: 0, w: Math.SQRT1_2 });
const crate = () => new Obb([1, 0.5, 2], { position: [0.5, 0, 0], rotation: quarterTurn() });
const ball = () => new Sphere(0.75, { position: [1, 0.5, 0] });

describeGarbageFuzz('@sepax/obb3', {
  exports: obb3,
  source: new URL('../src/', import.meta.url),
  functions: {
    overlaps: () => [crate(), ball()],
    collide: () => [crate(), crate(), new Collision3()],
    raycast: () => [{ origin: [-5, 0.1, 0], direction: [1, 0, 0], maxDistance: 20 }, crate(), new RaycastHit3()],
  },
  classes: {
    Collision3: { construct: () => [], members: {} },
    RaycastHit3: { construct: () => [], members: {} },
    Obb: {
      construct: () => [[1, 2, 3], { position: [1, 0, 0], rotation: [0, -1, 0, 1, 0, 0, 0, 0, 1] }],
      make: crate,
      members: {
        setPosition: () => [1, 2, 3],
        axis: () => [1, { x: 0, y: 0, z: 0 }],
        corners: () => [],
        containsPoint: () => [[0.5, 0.2, 0.1]],
        aabb: () => [],
        'set position': () => [[1, 2, 3]],
        'set halfExtents': () => [{ x: 1, y: 1, z: 1 }],
        'set rotation': () => [quarterTurn()],
      },
    },
    Sphere: {
      construct: () => [1, { position: [0, 1, 0] }],
      make: ball,
      members: {
        setPosition: () => [1, 2, 3],
        'set radius': () => [2],
        'set position': () => [[1, 2, 3]],
      },
    },
  },
  skip: {},
});
