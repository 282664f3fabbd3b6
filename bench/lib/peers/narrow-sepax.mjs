// sepax: `collide(a, b, out)` with one preallocated Collision (the zero-allocation form),
// on shapes built from local points and a transform, as a game would (world geometry is
// cached by the shape after the first call).
import * as sepax from '@sepax/core';

const TOLERANCE = 1e-7; // float64, world units

function toShape(shape) {
  if (shape.kind === 'circle') return new sepax.Circle(shape.radius, { position: [shape.x, shape.y] });
  const points = [];
  for (let i = 0; i < shape.local.length; i += 2) points.push([shape.local[i], shape.local[i + 1]]);
  return new sepax.Polygon(points, { position: [shape.x, shape.y], angle: shape.angle });
}

/** Whether the built @sepax/core has the narrow phase yet. */
export function sepaxHasCollide() {
  return typeof sepax.collide === 'function' && typeof sepax.Collision === 'function';
}

/** @param {import('../narrow-pairs.mjs').BenchPair[]} pairs */
export function sepaxContender(pairs) {
  const { collide, Collision } = sepax;
  const as = pairs.map((p) => toShape(p.a));
  const bs = pairs.map((p) => toShape(p.b));
  const out = new Collision();
  const n = pairs.length;
  return {
    name: 'sepax',
    ours: true,
    run() {
      let sum = 0;
      for (let i = 0; i < n; i++) if (collide(as[i], bs[i], out) !== null) sum += out.depth;
      return sum;
    },
    one: (i) => () => collide(as[i], bs[i], out),
    probe(i) {
      const hit = collide(as[i], bs[i], out) !== null;
      return hit ? { hit, depth: out.depth, nx: out.normal.x, ny: out.normal.y } : { hit };
    },
    tolerance: () => TOLERANCE,
    toleranceText: `±${TOLERANCE} (float64)`,
  };
}
