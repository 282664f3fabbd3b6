// Single-shape queries: sepax `raycast` against planck 1.4's `fixture.rayCast` (Box2D's
// per-shape ray cast) on an octagon and a circle, and sepax `pointInShape` against SAT.js
// `pointInPolygon` on the octagon. Then sepax `sweep` costs (no peer offers an exact
// swept test for these pairs outside a physics step).
//   npx tsc --build packages/core packages/query && node --expose-gc bench/suites/query-single.mjs
// Rays start outside the shape (Box2D ignores a shape containing the origin) and aim near it,
// so about four in five hit. Before timing, each contender's hit distances on every ray are
// compared with sepax's; point tests are compared answer by answer.
import { Circle, Polygon } from '@sepax/core';
import { pointInShape, raycast, RaycastHit, sweep, SweepHit } from '@sepax/query';
import * as planck from 'planck';
import SAT from 'sat';
import { bytesPerCall, compare, rng } from '../lib/harness.mjs';

const N = 2000;
const random = rng(0x51e7);
const octagonLocal = Array.from({ length: 8 }, (_, i) => [Math.cos((i * Math.PI) / 4), Math.sin((i * Math.PI) / 4)]);
const angle = 0.3;
const octagon = new Polygon(octagonLocal, { angle });
const circle = new Circle(1);

const rays = Array.from({ length: N }, () => {
  const a = random() * 2 * Math.PI;
  const ox = 4 * Math.cos(a);
  const oy = 4 * Math.sin(a);
  const tx = 2.4 * (random() - 0.5) - ox;
  const ty = 2.4 * (random() - 0.5) - oy;
  const length = Math.hypot(tx, ty);
  return { origin: { x: ox, y: oy }, direction: { x: tx / length, y: ty / length }, maxDistance: 8 };
});
const points = Array.from({ length: N }, () => ({ x: 2.4 * (random() - 0.5), y: 2.4 * (random() - 0.5) }));

const hit = new RaycastHit();

function sepaxCaster(shape) {
  return (i) => (raycast(rays[i], shape, hit) ? hit.distance : -1);
}

function planckCaster(shape) {
  const body = new planck.World().createBody({ angle: shape === octagon ? angle : 0 });
  const fixture = body.createFixture(
    shape === octagon
      ? new planck.PolygonShape(octagonLocal.map(([x, y]) => planck.Vec2(x, y)))
      : new planck.CircleShape(planck.Vec2(0, 0), 1),
  );
  const input = { p1: planck.Vec2(0, 0), p2: planck.Vec2(0, 0), maxFraction: 1 };
  const output = { normal: planck.Vec2(0, 0), fraction: 0 };
  return (i) => {
    const r = rays[i];
    input.p1.x = r.origin.x;
    input.p1.y = r.origin.y;
    input.p2.x = r.origin.x + r.direction.x * r.maxDistance;
    input.p2.y = r.origin.y + r.direction.y * r.maxDistance;
    return fixture.rayCast(output, input, 0) ? output.fraction * r.maxDistance : -1;
  };
}

/** Every ray's distance within `tolerance` of the reference (sepax's exact closed forms). */
function checkAgainst(reference, cast, tolerance) {
  return () => {
    for (let i = 0; i < N; i++) {
      const want = reference(i);
      const got = cast(i);
      if (want < 0 !== got < 0 || Math.abs(want - got) > tolerance) return `ray ${i}: ${got} vs ${want}`;
    }
    return null;
  };
}

function batch(fn) {
  return () => {
    let sum = 0;
    for (let i = 0; i < N; i++) sum += fn(i);
    return sum;
  };
}

for (const [label, shape] of [
  ['raycast: octagon', octagon],
  ['raycast: circle', circle],
]) {
  const ours = sepaxCaster(shape);
  const peer = planckCaster(shape);
  compare(
    label,
    [
      { name: 'sepax raycast', ours: true, run: batch(ours) },
      { name: 'planck 1.4 fixture.rayCast', run: batch(peer), check: checkAgainst(ours, peer, 1e-9) },
    ],
    { ops: N },
  );
  // A boolean result: a float returned from the measured closure would itself be boxed.
  console.log(
    `sepax raycast (${label}) with out: ${bytesPerCall(() => raycast(rays[7], shape, hit) !== null).toFixed(2)} bytes per call`,
  );
}

const satOctagon = new SAT.Polygon(
  new SAT.Vector(0, 0),
  octagonLocal.map(([x, y]) => new SAT.Vector(x, y)),
).setAngle(angle);
const satPoints = points.map((p) => new SAT.Vector(p.x, p.y));
compare(
  'pointInShape: octagon',
  [
    { name: 'sepax pointInShape (exact)', ours: true, run: batch((i) => (pointInShape(points[i], octagon) ? 1 : 0)) },
    {
      name: 'sat 0.9 pointInPolygon',
      run: batch((i) => (SAT.pointInPolygon(satPoints[i], satOctagon) ? 1 : 0)),
      check: () => {
        for (let i = 0; i < N; i++)
          if (pointInShape(points[i], octagon) !== SAT.pointInPolygon(satPoints[i], satOctagon))
            return `point ${i} disagrees`;
        return null;
      },
    },
  ],
  { ops: N },
);

const sweepHit = new SweepHit();
const movers = [Polygon.box(0.5, 0.5, { position: [-4, 0], angle: 0.2 }), new Circle(0.3, { position: [-4, 0] })];
const deltas = Array.from({ length: N }, () => ({ x: 8, y: 3 * (random() - 0.5) }));
compare(
  'sweep: box and circle across the octagon',
  [
    {
      name: 'sepax sweep box→octagon',
      ours: true,
      run: batch((i) => (sweep(movers[0], deltas[i], octagon, sweepHit) ? sweepHit.time : -1)),
    },
    {
      name: 'sepax sweep circle→octagon',
      ours: true,
      run: batch((i) => (sweep(movers[1], deltas[i], octagon, sweepHit) ? sweepHit.time : -1)),
    },
  ],
  { ops: N },
);
