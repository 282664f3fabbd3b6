// CommonJS: every package loads with require() (Node ≥ 20.19 loads ES modules from CommonJS).
const core = require('@sepax/core');
const decomp = require('@sepax/decomp');
const query = require('@sepax/query');
const obb3 = require('@sepax/obb3');
const cli = require('@sepax/cli');
const internal = require('@sepax/core/internal');

function check(condition, what) {
  if (!condition) throw new Error(`packaging check failed: ${what}`);
}
const hit = core.collide(core.Polygon.box(2, 2), new core.Circle(0.5, { position: [1.2, 0] }));
check(hit && Math.abs(hit.depth - 0.3) < 1e-9, 'core collides from CommonJS');
check(
  decomp.decompose([
    [0, 0],
    [4, 0],
    [4, 1],
    [1, 1],
    [1, 4],
    [0, 4],
  ]).length >= 2,
  'decomp from CommonJS',
);
check(
  query.pointInPolygon(
    [1, 1],
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
  ),
  'query from CommonJS',
);
check(obb3.overlaps(new obb3.Obb([1, 1, 1]), new obb3.Sphere(0.5, { position: [1.2, 0, 0] })), 'obb3 from CommonJS');
check(typeof cli.runCli === 'function', 'cli from CommonJS');
check(internal.isShape(core.Polygon.box(1, 1)), 'core/internal from CommonJS');
console.log('require: ok');
