// planck 1.4 (Box2D v2.4 in JS): dynamic bodies in a zero-gravity World, moved with
// `setTransform` (which moves each fixture's proxy in the dynamic tree), then the broad phase
// (`findNewContacts`: tree queries for moved proxies) and the narrow phase (`updateContacts`:
// drop pairs whose fat boxes parted, manifold for the rest), then the touching contacts'
// world manifolds for normal and depth. Polygons carry Box2D's 0.01 skin, so pairs up to
// 0.02 apart count as touching.
import * as planck from 'planck';
import { pairKey } from './scene.mjs';

const SKIN = planck.Settings.polygonRadius;

export function planckBroadphase(scene) {
  const world = new planck.World({ gravity: planck.Vec2(0, 0) });
  const bodies = scene.bodies.map((b, i) => {
    const body = world.createBody({
      type: 'dynamic',
      position: planck.Vec2(b.x, b.y),
      angle: b.angle,
      allowSleep: false,
    });
    const shape =
      b.kind === 'circle'
        ? new planck.CircleShape(planck.Vec2(0, 0), b.radius)
        : new planck.PolygonShape(pointsOf(b.local));
    body.createFixture(shape, { density: 1 });
    body.setUserData(i);
    return body;
  });
  const angles = scene.bodies.map((b) => b.angle);
  const radii = scene.bodies.map((b) => (b.kind === 'circle' ? b.radius : 0));
  const n = scene.count;
  const moving = scene.moving;
  const p = planck.Vec2(0, 0);
  const manifold = new planck.WorldManifold();
  return {
    name: 'planck 1.4',
    tolerance: 2 * SKIN + 1e-7,
    frame(px, py, collect = null) {
      for (let i = 0; i < moving; i++) {
        p.x = px[i];
        p.y = py[i];
        bodies[i].setTransform(p, angles[i]);
      }
      world.findNewContacts();
      world.updateContacts();
      let sum = 0;
      for (let c = world.getContactList(); c !== null; c = c.getNext()) {
        if (!c.isTouching()) continue;
        const a = c.getFixtureA().getBody();
        const b = c.getFixtureB().getBody();
        const ia = a.getUserData();
        const ib = b.getUserData();
        // The depth of the true outlines (radius 0 for polygons: the skin left out).
        c.getManifold().getWorldManifold(manifold, a.getTransform(), radii[ia], b.getTransform(), radii[ib]);
        let separation = Infinity;
        for (let k = 0; k < c.getManifold().pointCount; k++) separation = Math.min(separation, manifold.separations[k]);
        sum += 1 + Math.max(0, -separation);
        if (collect !== null) collect.push(pairKey(ia, ib, n));
      }
      return sum;
    },
  };
}

function pointsOf(flat) {
  const points = [];
  for (let i = 0; i < flat.length; i += 2) points.push(planck.Vec2(flat[i], flat[i + 1]));
  return points;
}
