// @sepax/obb3 from its tarball: two unit boxes 1.5 apart overlap by 0.5 (hand-computed).
import { SepaxError } from '@sepax/core';
import { collide, Obb, raycast } from '@sepax/obb3';
import { check, near } from './check.mjs';

const hit = collide(new Obb([1, 1, 1]), new Obb([1, 1, 1], { position: [1.5, 0, 0] }));
check(hit !== null, 'the boxes overlap');
near(hit.depth, 0.5, 'depth');
near(Math.abs(hit.normal.x), 1, 'normal along x');
const ray = raycast({ origin: [0, 10, 0], direction: [0, -1, 0], maxDistance: 20 }, new Obb([1, 1, 1]));
near(ray.distance, 9, 'ray distance');
let code;
try {
  new Obb([-1, 1, 1]);
} catch (e) {
  code = e instanceof SepaxError ? e.code : String(e);
}
check(code === 'INVALID_EXTENTS', `negative extents are rejected with INVALID_EXTENTS (got ${code})`);
console.log('obb3: ok');
