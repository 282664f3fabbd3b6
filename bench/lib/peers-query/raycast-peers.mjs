// Closest-hit ray casts over static scenes, one adapter per library. Each takes the scene and
// the rays ({ ox, oy, dx, dy, length }: unit direction) and returns `cast(i)` → the hit
// distance along ray i, or -1 for a miss.
import RAPIER from '@dimforge/rapier2d-compat';
import { Circle, Polygon, System } from 'check2d';
import * as planck from 'planck';
import { SpatialIndex } from '@sepax/query';
import { sepaxShape, worldVertices } from './scene.mjs';

/** sepax: `build()` the static bodies (top-down tree), then `raycast` with a reused result. */
export function sepaxRays(scene, rays) {
  const index = new SpatialIndex();
  index.build(scene.bodies.map((b) => ({ shape: sepaxShape(b) })));
  const ray = { origin: { x: 0, y: 0 }, direction: { x: 1, y: 0 }, maxDistance: 0 };
  let out;
  return {
    name: 'sepax SpatialIndex',
    ours: true,
    tolerance: 0,
    cast(i) {
      const r = rays[i];
      ray.origin.x = r.ox;
      ray.origin.y = r.oy;
      ray.direction.x = r.dx;
      ray.direction.y = r.dy;
      ray.maxDistance = r.length;
      const hit = index.raycast(ray, undefined, out);
      if (hit === null) return -1;
      out = hit;
      return hit.hit.distance;
    },
  };
}

/** check2d 9: `system.raycast(start, end)` (its BVH, then per-body line tests), closest hit. */
export function check2dRays(scene, rays) {
  const system = new System();
  for (const b of scene.bodies) {
    const body =
      b.kind === 'circle'
        ? new Circle({ x: b.x, y: b.y }, b.radius)
        : new Polygon({ x: b.x, y: b.y }, pointsOf(worldVertices(b, 0, 0)));
    system.insert(body);
  }
  const start = { x: 0, y: 0 };
  const end = { x: 0, y: 0 };
  return {
    name: 'check2d 9',
    tolerance: 1e-7,
    cast(i) {
      const r = rays[i];
      start.x = r.ox;
      start.y = r.oy;
      end.x = r.ox + r.dx * r.length;
      end.y = r.oy + r.dy * r.length;
      const hit = system.raycast(start, end);
      return hit ? Math.hypot(hit.point.x - r.ox, hit.point.y - r.oy) : -1;
    },
  };
}

/** planck 1.4: `world.rayCast(p1, p2, callback)` over static fixtures, clipping to the closest. */
export function planckRays(scene, rays) {
  const world = new planck.World({ gravity: planck.Vec2(0, 0) });
  for (const b of scene.bodies) {
    const body = world.createBody({ type: 'static', position: planck.Vec2(b.x, b.y), angle: b.angle });
    const points = [];
    for (let k = 0; k < b.local?.length; k += 2) points.push(planck.Vec2(b.local[k], b.local[k + 1]));
    body.createFixture(
      b.kind === 'circle' ? new planck.CircleShape(planck.Vec2(0, 0), b.radius) : new planck.PolygonShape(points),
    );
  }
  const p1 = planck.Vec2(0, 0);
  const p2 = planck.Vec2(0, 0);
  let best = 1;
  const closest = (_fixture, _point, _normal, fraction) => {
    best = fraction;
    return fraction;
  };
  return {
    name: 'planck 1.4',
    tolerance: 1e-7,
    cast(i) {
      const r = rays[i];
      p1.x = r.ox;
      p1.y = r.oy;
      p2.x = r.ox + r.dx * r.length;
      p2.y = r.oy + r.dy * r.length;
      best = 2;
      world.rayCast(p1, p2, closest);
      return best <= 1 ? best * r.length : -1;
    },
  };
}

/** rapier2d 0.21 (WebAssembly, float32): static colliders, `world.castRay(ray, maxToi, solid)`. */
export async function rapierRays(scene, rays) {
  await RAPIER.init();
  const world = new RAPIER.World({ x: 0, y: 0 });
  for (const b of scene.bodies) {
    const desc =
      b.kind === 'circle'
        ? RAPIER.ColliderDesc.ball(b.radius)
        : RAPIER.ColliderDesc.convexPolyline(new Float32Array(b.local));
    world.createCollider(desc.setTranslation(b.x, b.y).setRotation(b.angle));
  }
  // One step builds the broad phase the scene queries use.
  world.step();
  const ray = new RAPIER.Ray({ x: 0, y: 0 }, { x: 1, y: 0 });
  return {
    name: 'rapier2d 0.21 (wasm)',
    tolerance: 1e-3,
    cast(i) {
      const r = rays[i];
      ray.origin.x = r.ox;
      ray.origin.y = r.oy;
      ray.dir.x = r.dx;
      ray.dir.y = r.dy;
      const hit = world.castRay(ray, r.length, true);
      return hit === null ? -1 : hit.timeOfImpact;
    },
  };
}

function pointsOf(flat) {
  const points = [];
  for (let i = 0; i < flat.length; i += 2) points.push({ x: flat[i], y: flat[i + 1] });
  return points;
}
