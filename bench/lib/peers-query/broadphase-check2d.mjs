// check2d 9 (the engine of detect-collisions): a System (its own BVH over rbush), bodies
// moved with setPosition (which reinserts the body when it leaves its padded box), then
// checkAll, whose response carries the overlap vector (SAT.js). With padding > 0 small moves
// skip the tree update, like sepax's fat boxes.
import { Circle, Polygon, Response, System } from 'check2d';
import { pairKey, worldVertices } from './scene.mjs';

export function check2dBroadphase(scene, padding = 0) {
  const system = new System();
  const bodies = scene.bodies.map((b, i) => {
    const options = { padding };
    const body =
      b.kind === 'circle'
        ? new Circle({ x: b.x, y: b.y }, b.radius, options)
        : new Polygon({ x: b.x, y: b.y }, toPoints(worldVertices(b, 0, 0)), options);
    body.index = i;
    system.insert(body);
    return body;
  });
  const n = scene.count;
  const moving = scene.moving;
  const response = new Response();
  let sum = 0;
  let count = 0;
  let keys = null;
  const onHit = (r) => {
    // checkAll reports each pair once from each side; keep one.
    if (r.a.index > r.b.index) return;
    count++;
    sum += r.overlap;
    if (keys !== null) keys.push(pairKey(r.a.index, r.b.index, n));
  };
  return {
    name: padding > 0 ? `check2d 9 (padding ${padding})` : 'check2d 9',
    tolerance: 1e-7,
    frame(px, py, collect = null) {
      for (let i = 0; i < moving; i++) bodies[i].setPosition(px[i], py[i]);
      sum = 0;
      count = 0;
      keys = collect;
      system.checkAll(onHit, response);
      keys = null;
      return count + sum;
    },
  };
}

function toPoints(flat) {
  const points = [];
  for (let i = 0; i < flat.length; i += 2) points.push({ x: flat[i], y: flat[i + 1] });
  return points;
}
