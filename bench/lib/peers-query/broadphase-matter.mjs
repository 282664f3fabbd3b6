// matter-js 0.20: `Detector.collisions`, its broad phase (sort the bodies by min x, sweep)
// plus SAT per candidate, returning each overlapping pair with depth and normal. Bodies move
// with `Body.setPosition`. matter has no true circles (`Bodies.circle` is a polygon of 10
// sides at these radii, vertices rounded to 3 decimals), so its pairs may differ from the exact list by
// the sagitta of those polygons.
import Matter from 'matter-js';
import { pairKey, worldVertices } from './scene.mjs';

const { Bodies, Body, Detector, Vertices } = Matter;
/**
 * A pair of two polygonal circles can be short of the true overlap by both sagittas: twice
 * the largest radius (0.7) × (1 − cos(π/10)) (circles under radius 10 get 10 sides), plus the
 * 1e-3 vertex rounding of each.
 */
const CIRCLE_TOLERANCE = 2 * (0.7 * (1 - Math.cos(Math.PI / 10)) + 1e-3);

export function matterBroadphase(scene) {
  const bodies = scene.bodies.map((b, i) => {
    let body;
    if (b.kind === 'circle') body = Bodies.circle(b.x, b.y, b.radius);
    else {
      const flat = worldVertices(b, b.x, b.y);
      const vertices = [];
      for (let k = 0; k < flat.length; k += 2) vertices.push({ x: flat[k], y: flat[k + 1] });
      body = Body.create({ position: Vertices.centre(vertices), vertices });
    }
    body.benchIndex = i;
    return body;
  });
  const detector = Detector.create({ bodies });
  const n = scene.count;
  const moving = scene.moving;
  const target = { x: 0, y: 0 };
  return {
    name: 'matter-js 0.20 Detector',
    tolerance: CIRCLE_TOLERANCE,
    frame(px, py, collect = null) {
      for (let i = 0; i < moving; i++) {
        target.x = px[i];
        target.y = py[i];
        Body.setPosition(bodies[i], target);
      }
      const collisions = Detector.collisions(detector);
      let sum = collisions.length;
      for (const c of collisions) {
        sum += c.depth;
        if (collect !== null) collect.push(pairKey(c.bodyA.benchIndex, c.bodyB.benchIndex, n));
      }
      return sum;
    },
  };
}
