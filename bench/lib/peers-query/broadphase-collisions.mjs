// collisions 2 (Sinova): bodies in its BVH, moved by assigning x and y, then `update()` and,
// per body, `potentials()` and `collides(other, result)` (SAT with overlap vector). It
// reports each pair from both sides; we test each pair once (lower index first).
import { Collisions } from 'collisions';
import { pairKey, worldVertices } from './scene.mjs';

export function collisionsBroadphase(scene) {
  const system = new Collisions();
  const bodies = scene.bodies.map((b, i) => {
    const body =
      b.kind === 'circle'
        ? system.createCircle(b.x, b.y, b.radius)
        : system.createPolygon(b.x, b.y, pairsOf(worldVertices(b, 0, 0)));
    body.benchIndex = i;
    return body;
  });
  const result = system.createResult();
  const n = scene.count;
  const moving = scene.moving;
  return {
    name: 'collisions 2',
    tolerance: 1e-7,
    frame(px, py, collect = null) {
      for (let i = 0; i < moving; i++) {
        bodies[i].x = px[i];
        bodies[i].y = py[i];
      }
      system.update();
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const body = bodies[i];
        for (const other of body.potentials()) {
          if (other.benchIndex < i || !body.collides(other, result)) continue;
          sum += 1 + result.overlap;
          if (collect !== null) collect.push(pairKey(i, other.benchIndex, n));
        }
      }
      return sum;
    },
  };
}

function pairsOf(flat) {
  const points = [];
  for (let i = 0; i < flat.length; i += 2) points.push([flat[i], flat[i + 1]]);
  return points;
}
