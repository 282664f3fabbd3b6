// SAT.js 0.9: `testPolygonPolygon` / `testPolygonCircle` / `testCircleCircle` with a reused
// Response (its lightest per-pair call that returns the overlap vector).
import SAT from 'sat';

const TOLERANCE = 1e-7; // float64 SAT, world units

function toSat(shape) {
  const pos = new SAT.Vector(shape.x, shape.y);
  if (shape.kind === 'circle') return new SAT.Circle(pos, shape.radius);
  const points = [];
  for (let i = 0; i < shape.local.length; i += 2) points.push(new SAT.Vector(shape.local[i], shape.local[i + 1]));
  return new SAT.Polygon(pos, points).setAngle(shape.angle);
}

function testFor(a, b) {
  if (a.kind === 'circle' && b.kind === 'circle') return SAT.testCircleCircle;
  if (a.kind === 'polygon' && b.kind === 'circle') return SAT.testPolygonCircle;
  if (a.kind === 'polygon' && b.kind === 'polygon') return SAT.testPolygonPolygon;
  throw new Error(`sat adapter: no test for ${a.kind}–${b.kind}`);
}

/** @param {import('../narrow-pairs.mjs').BenchPair[]} pairs */
export function satContender(pairs) {
  const as = pairs.map((p) => toSat(p.a));
  const bs = pairs.map((p) => toSat(p.b));
  const test = testFor(pairs[0].a, pairs[0].b);
  const response = new SAT.Response();
  const n = pairs.length;
  return {
    name: 'sat 0.9',
    run() {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        response.clear();
        if (test(as[i], bs[i], response)) sum += response.overlap;
      }
      return sum;
    },
    one: (i) => () => {
      response.clear();
      return test(as[i], bs[i], response);
    },
    probe(i) {
      response.clear();
      const hit = test(as[i], bs[i], response);
      return { hit, depth: response.overlap, nx: response.overlapN.x, ny: response.overlapN.y };
    },
    tolerance: () => TOLERANCE,
    toleranceText: `±${TOLERANCE} (float64)`,
  };
}
