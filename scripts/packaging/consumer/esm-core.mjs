// @sepax/core from its tarball: a box and a ball 0.3 into it (hand-computed), the JSON round trip.
import { Circle, collide, distance, fromJSON, Polygon, SepaxError } from '@sepax/core';
import { check, near } from './check.mjs';

const box = Polygon.box(2, 2);
const ball = new Circle(0.5, { position: [1.2, 0] });
const hit = collide(box, ball);
check(hit !== null, 'box and ball overlap');
near(hit.depth, 0.3, 'depth');
near(hit.normal.x, 1, 'normal.x');
near(hit.normal.y, 0, 'normal.y');
ball.translate(hit.mtv.x + 1, hit.mtv.y);
near(distance(box, ball).distance, 1, 'distance once moved 1 beyond touching');
check(fromJSON(box.toJSON()).aabb().maxX === 1, 'JSON round trip keeps the box');
let code;
try {
  new Polygon([
    [0, 0],
    [2, 0],
    [1, 0.2],
    [1, 2],
  ]);
} catch (e) {
  code = e instanceof SepaxError ? e.code : String(e);
}
check(code === 'NOT_CONVEX', `a concave polygon is rejected with NOT_CONVEX (got ${code})`);
console.log('core: ok');
