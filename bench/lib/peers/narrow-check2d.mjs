// check2d 9 (the engine detect-collisions re-exports): `System.checkCollision(a, b, response)`,
// its lightest per-pair call that returns the overlap vector (SAT.js underneath, after
// check2d's own group and convexity dispatch).
import { Circle, Polygon, Response, System } from 'check2d';

const TOLERANCE = 1e-7; // float64 SAT, world units

function toBody(shape) {
  if (shape.kind === 'circle') return new Circle({ x: shape.x, y: shape.y }, shape.radius);
  const points = [];
  for (let i = 0; i < shape.local.length; i += 2) points.push({ x: shape.local[i], y: shape.local[i + 1] });
  return new Polygon({ x: shape.x, y: shape.y }, points, { angle: shape.angle });
}

/** @param {import('../narrow-pairs.mjs').BenchPair[]} pairs */
export function check2dContender(pairs) {
  const system = new System();
  const inserted = (shape) => {
    const body = toBody(shape);
    system.insert(body);
    return body;
  };
  const as = pairs.map((p) => inserted(p.a));
  const bs = pairs.map((p) => inserted(p.b));
  const response = new Response();
  const n = pairs.length;
  return {
    name: 'check2d 9',
    run() {
      let sum = 0;
      for (let i = 0; i < n; i++) if (system.checkCollision(as[i], bs[i], response)) sum += response.overlap;
      return sum;
    },
    one: (i) => () => system.checkCollision(as[i], bs[i], response),
    probe(i) {
      const hit = system.checkCollision(as[i], bs[i], response);
      return { hit, depth: response.overlap, nx: response.overlapN.x, ny: response.overlapN.y };
    },
    tolerance: () => TOLERANCE,
    toleranceText: `±${TOLERANCE} (float64)`,
  };
}
