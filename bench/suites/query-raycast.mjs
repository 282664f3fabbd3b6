// Closest-hit ray casts over 10k static shapes (boxes, circles, convex polygons; 15 %
// coverage), long rays (across the world) and short ones (2 units): sepax SpatialIndex against
// check2d, planck and rapier2d (WebAssembly).
//   npx tsc --build packages/core packages/query && node --expose-gc bench/suites/query-raycast.mjs
// Ray origins lie outside every shape (Box2D-family libraries ignore a shape containing the
// origin; sepax reports it at distance 0). Before timing, every contender's distance on the
// first CHECKED rays is compared with a brute-force reference: sepax `raycast` on every shape.
import { raycast, SpatialIndex } from '@sepax/query';
import { bytesPerCall, compare, rng } from '../lib/harness.mjs';
import { check2dRays, planckRays, rapierRays, sepaxRays } from '../lib/peers-query/raycast-peers.mjs';
import { makeScene, sepaxShape } from '../lib/peers-query/scene.mjs';

const COUNT = Number(process.env.COUNT ?? 10000);
const RAYS = 1000;
const CHECKED = 200;

const scene = makeScene({ seed: 0x7a5e, count: COUNT });
const shapes = scene.bodies.map((b) => sepaxShape(b));
const summary = [];
for (const [label, length] of [
  ['long rays (world size)', scene.size],
  ['short rays (2 units)', 2],
]) {
  const rays = makeRays(label.length + RAYS, length);
  const reference = rays.slice(0, CHECKED).map((r) => bruteForce(r));
  const made = [
    sepaxRays(scene, rays),
    check2dRays(scene, rays),
    planckRays(scene, rays),
    await rapierRays(scene, rays),
  ];
  const contenders = made.map((c) => ({
    name: c.name,
    ours: c.ours,
    run() {
      let sum = 0;
      for (let i = 0; i < RAYS; i++) sum += c.cast(i);
      return sum;
    },
    check: () => checkAgainst(c, reference),
  }));
  const hits = reference.filter((d) => d >= 0).length;
  const results = compare(
    `closest hit, ${COUNT} static shapes, ${label} (${hits}/${CHECKED} checked rays hit)`,
    contenders,
    { ops: RAYS },
  );
  const bytes = bytesPerCall(() => made[0].cast(7), 20_000);
  console.log(
    `\nsepax bytes per raycast (reused result): ${Number.isFinite(bytes) ? bytes.toFixed(1) : 'n/a (run with --expose-gc)'}`,
  );
  summary.push({ label, results });
}
for (const { label, results } of summary) {
  const ours = results.find((r) => r.ours);
  const by = (name) => results.find((r) => r.name.startsWith(name));
  const ratio = (r) => (r ? (r.nsPerOp / ours.nsPerOp).toFixed(2) : 'n/a');
  console.log(
    `\n${label}: sepax vs rapier ${ratio(by('rapier'))}× (target ≥ 1), vs planck ${ratio(by('planck'))}× (target ≥ 5)`,
  );
}

/** Seeded rays whose origins lie outside every shape. */
function makeRays(seed, length) {
  const next = rng(seed);
  const index = new SpatialIndex();
  index.build(shapes.map((shape) => ({ shape })));
  const rays = [];
  while (rays.length < RAYS) {
    const ox = next() * scene.size;
    const oy = next() * scene.size;
    const a = next() * 2 * Math.PI;
    if (index.queryPoint([ox, oy]).length > 0) continue;
    rays.push({ ox, oy, dx: Math.cos(a), dy: Math.sin(a), length });
  }
  return rays;
}

function bruteForce(r) {
  let best = Infinity;
  const ray = { origin: [r.ox, r.oy], direction: [r.dx, r.dy], maxDistance: r.length };
  for (const shape of shapes) {
    const hit = raycast(ray, shape);
    if (hit && hit.distance < best) best = hit.distance;
  }
  return best === Infinity ? -1 : best;
}

function checkAgainst(contender, reference) {
  let wrong = 0;
  reference.forEach((expected, i) => {
    const got = contender.cast(i);
    if (got < 0 !== expected < 0 || Math.abs(got - expected) > contender.tolerance * Math.max(1, expected)) wrong++;
  });
  return wrong === 0 ? null : `${wrong} of ${reference.length} rays differ beyond ±${contender.tolerance}`;
}
