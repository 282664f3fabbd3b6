// matter-js 0.20: `Collision.collides(bodyA, bodyB)`, its per-pair SAT call (the Detector
// adds only the broad phase). It returns a fresh collision record per hit unless given its
// pair table, and `normal` points from B toward A. matter-js has no true circles:
// `Bodies.circle` builds a polygon (at most 25 sides by default), so circle cases are checked
// with a tolerance of that polygon's sagitta r·(1 − cos(π/sides)), plus 1e-3 because
// `Bodies.polygon` rounds its vertices to 3 decimals.
import Matter from 'matter-js';

const { Bodies, Body, Collision } = Matter;
const TOLERANCE = 1e-7; // float64 SAT on the polygons it builds, world units
const CIRCLE_VERTEX_ROUNDING = 1e-3; // `toFixed(3)` on each coordinate: ≤ 0.0005·√2 per vertex

function toBody(shape) {
  if (shape.kind === 'circle') return Bodies.circle(shape.x, shape.y, shape.radius);
  const vertices = [];
  for (let i = 0; i < shape.world.length; i += 2) vertices.push({ x: shape.world[i], y: shape.world[i + 1] });
  // With world vertices and their centre as position, matter keeps the vertices where they are.
  return Body.create({ position: Matter.Vertices.centre(vertices), vertices });
}

function sagitta(shape, body) {
  if (shape.kind !== 'circle') return 0;
  return shape.radius * (1 - Math.cos(Math.PI / body.vertices.length)) + CIRCLE_VERTEX_ROUNDING;
}

/** @param {import('../narrow-pairs.mjs').BenchPair[]} pairs */
export function matterContender(pairs) {
  // A before B, so A has the lower id and stays `collision.bodyA`.
  const bodies = pairs.map((p) => [toBody(p.a), toBody(p.b)]);
  const as = bodies.map(([a]) => a);
  const bs = bodies.map(([, b]) => b);
  const n = pairs.length;
  const index = new Map(pairs.map((p, i) => [p, i]));
  return {
    name: 'matter-js 0.20',
    run() {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const collision = Collision.collides(as[i], bs[i]);
        if (collision !== null) sum += collision.depth;
      }
      return sum;
    },
    one: (i) => () => Collision.collides(as[i], bs[i]),
    probe(i) {
      const c = Collision.collides(as[i], bs[i]);
      return c === null ? { hit: false } : { hit: true, depth: c.depth, nx: -c.normal.x, ny: -c.normal.y };
    },
    // The depth of two inscribed polygons can be short of the circles' by both sagittas
    // (matter builds every circle with the same orientation, so this bound is reached).
    tolerance: (pair) => {
      const i = index.get(pair);
      return TOLERANCE + sagitta(pair.a, as[i]) + sagitta(pair.b, bs[i]);
    },
    toleranceText: `±${TOLERANCE} plus the sagitta of its polygonal circles`,
  };
}
