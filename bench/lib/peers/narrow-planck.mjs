// planck 1.4 (Box2D v2.4 in JS): the contact-manifold functions `CollidePolygons`,
// `CollidePolygonCircle` and `CollideCircles` (what a planck Contact calls), then
// `getWorldManifold` for the world normal and per-point separations. `testOverlap` would
// only give a boolean. Two Box2D design choices set the tolerance:
// - polygons carry a skin of `polygonRadius` (0.01): the manifold reports points for shapes
//   up to the sum of skins apart, so "hit" means "within the skin";
// - the reference face is chosen with a bias of 0.1·linearSlop toward A, and the depth is
//   that of the clipped contact points, which can fall short of the true depth.
// We pass radius 0 for polygons to `getWorldManifold`, so separations are measured between
// the true outlines. Polygons of 16 vertices need `Settings.maxPolygonVertices` raised from
// its default 12 (otherwise planck silently keeps the first 12 points).
import * as planck from 'planck';

planck.Settings.maxPolygonVertices = 16;
const SKIN = planck.Settings.polygonRadius;
const FACE_BIAS = 0.1 * planck.Settings.linearSlop;
const TOLERANCE = 1e-7;

function toShape(shape) {
  if (shape.kind === 'circle') return new planck.CircleShape(planck.Vec2(0, 0), shape.radius);
  const points = [];
  for (let i = 0; i < shape.local.length; i += 2) points.push(planck.Vec2(shape.local[i], shape.local[i + 1]));
  return new planck.PolygonShape(points);
}

function collideFor(a, b) {
  if (a.kind === 'circle' && b.kind === 'circle') return planck.CollideCircles;
  if (a.kind === 'polygon' && b.kind === 'circle') return planck.CollidePolygonCircle;
  if (a.kind === 'polygon' && b.kind === 'polygon') return planck.CollidePolygons;
  throw new Error(`planck adapter: no manifold function for ${a.kind}–${b.kind}`);
}

/** @param {import('../narrow-pairs.mjs').BenchPair[]} pairs */
export function planckContender(pairs) {
  const shapesA = pairs.map((p) => toShape(p.a));
  const shapesB = pairs.map((p) => toShape(p.b));
  const xfA = pairs.map((p) => new planck.Transform(planck.Vec2(p.a.x, p.a.y), p.a.angle));
  const xfB = pairs.map((p) => new planck.Transform(planck.Vec2(p.b.x, p.b.y), p.b.angle));
  const radiusA = pairs.map((p) => p.a.radius);
  const radiusB = pairs.map((p) => p.b.radius);
  const collide = collideFor(pairs[0].a, pairs[0].b);
  const manifold = new planck.Manifold();
  const world = new planck.WorldManifold();
  const n = pairs.length;
  const deepest = (i) => {
    manifold.getWorldManifold(world, xfA[i], radiusA[i], xfB[i], radiusB[i]);
    let separation = Infinity;
    for (let k = 0; k < manifold.pointCount; k++) separation = Math.min(separation, world.separations[k]);
    return separation;
  };
  const skins = (pair) => (pair.a.kind === 'polygon' ? SKIN : 0) + (pair.b.kind === 'polygon' ? SKIN : 0);
  return {
    name: 'planck 1.4',
    run() {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        collide(manifold, shapesA[i], xfA[i], shapesB[i], xfB[i]);
        if (manifold.pointCount > 0) sum -= deepest(i);
      }
      return sum;
    },
    one: (i) => () => collide(manifold, shapesA[i], xfA[i], shapesB[i], xfB[i]),
    probe(i) {
      collide(manifold, shapesA[i], xfA[i], shapesB[i], xfB[i]);
      if (manifold.pointCount === 0) return { hit: false };
      return { hit: true, depth: Math.max(0, -deepest(i)), nx: world.normal.x, ny: world.normal.y };
    },
    tolerance: (pair) =>
      TOLERANCE + skins(pair) + (pair.a.kind === 'polygon' && pair.b.kind === 'polygon' ? FACE_BIAS : 0),
    toleranceText: `±(skins ${SKIN} per polygon + face bias ${FACE_BIAS})`,
  };
}
