// Bytes per shape: 20 000 circles, boxes and regular 8-gons per library, kept alive, heap and
// external memory measured after a full collection before and after building them.
//   npx tsc --build packages/core && node --expose-gc bench/suites/core-memory.mjs
// Each library builds the shape as its narrow phase uses it: sepax after one aabb() (its world
// cache filled), SAT.js's Circle / Polygon, check2d's body inserted in its System (its tree
// node included), matter-js's Body, planck's Body with one Fixture in a World. rapier keeps
// its colliders in WebAssembly memory, which this measurement does not see: it is left out.
import * as sepax from '@sepax/core';
import { recordTable } from '../lib/harness.mjs';
import { Circle as CheckCircle, Polygon as CheckPolygon, System } from 'check2d';
import Matter from 'matter-js';
import * as planck from 'planck';
import SAT from 'sat';

const COUNT = 20_000;
const RADIUS = 10;
const BOX = [20, 10];
const SIDES = 8;

/** Local corners of the box and the 8-gon, counter-clockwise, as [x, y] pairs. */
const boxPoints = [
  [-BOX[0] / 2, -BOX[1] / 2],
  [BOX[0] / 2, -BOX[1] / 2],
  [BOX[0] / 2, BOX[1] / 2],
  [-BOX[0] / 2, BOX[1] / 2],
];
const gonPoints = Array.from({ length: SIDES }, (_, i) => {
  const t = (2 * Math.PI * i) / SIDES;
  return [RADIUS * Math.cos(t), RADIUS * Math.sin(t)];
});
// Positions and angles with fractions, so no library stores small integers in a cheaper form.
const x = (i) => (i % 200) * 31.7 + 0.25;
const y = (i) => Math.floor(i / 200) * 31.3 + 0.75;
const angle = (i) => 0.001 * i + 0.3;

const LIBRARIES = [
  {
    name: 'sepax',
    ours: true,
    make(kind, i) {
      const t = { position: [x(i), y(i)], angle: angle(i) };
      const shape =
        kind === 'circle'
          ? new sepax.Circle(RADIUS, { position: [x(i), y(i)] })
          : new sepax.Polygon(kind === 'box' ? boxPoints : gonPoints, t);
      shape.aabb();
      return shape;
    },
  },
  {
    name: 'sat 0.9',
    make(kind, i) {
      const pos = new SAT.Vector(x(i), y(i));
      if (kind === 'circle') return new SAT.Circle(pos, RADIUS);
      const points = (kind === 'box' ? boxPoints : gonPoints).map(([px, py]) => new SAT.Vector(px, py));
      return new SAT.Polygon(pos, points).setAngle(angle(i));
    },
  },
  {
    name: 'check2d 9 (in its System)',
    setup: () => ({ system: new System() }),
    make(kind, i, { system }) {
      const pos = { x: x(i), y: y(i) };
      const body =
        kind === 'circle'
          ? new CheckCircle(pos, RADIUS)
          : new CheckPolygon(
              pos,
              (kind === 'box' ? boxPoints : gonPoints).map(([px, py]) => ({ x: px, y: py })),
              { angle: angle(i) },
            );
      system.insert(body);
      return body;
    },
  },
  {
    name: 'matter-js 0.20 (Body)',
    make(kind, i) {
      if (kind === 'circle') return Matter.Bodies.circle(x(i), y(i), RADIUS);
      const vertices = (kind === 'box' ? boxPoints : gonPoints).map(([px, py]) => ({ x: px, y: py }));
      const body = Matter.Bodies.fromVertices(x(i), y(i), [vertices]);
      Matter.Body.setAngle(body, angle(i));
      return body;
    },
  },
  {
    name: 'planck 1.4 (Body + Fixture)',
    setup: () => ({ world: new planck.World() }),
    make(kind, i, { world }) {
      const body = world.createBody({ position: planck.Vec2(x(i), y(i)), angle: angle(i) });
      const shape =
        kind === 'circle'
          ? new planck.CircleShape(RADIUS)
          : new planck.PolygonShape((kind === 'box' ? boxPoints : gonPoints).map(([px, py]) => planck.Vec2(px, py)));
      body.createFixture(shape);
      return body;
    },
  },
];

const KINDS = ['circle', 'box', '8-gon'];

if (typeof globalThis.gc !== 'function') {
  console.log('core-memory: run with node --expose-gc');
  process.exit(0);
}

/** Heap plus external memory (typed arrays' backing stores live outside the heap). */
function used() {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

function collect() {
  for (let k = 0; k < 3; k++) globalThis.gc();
}

/** Bytes per shape, the median of `runs` builds of COUNT shapes. */
function bytesPerShape(lib, kind, runs = 3) {
  const samples = [];
  for (let r = 0; r < runs; r++) {
    const context = lib.setup ? lib.setup() : {};
    // Build a few first so one-off costs (code, maps, pools) are paid before measuring.
    for (let i = 0; i < 200; i++) lib.make(kind, i, context);
    const kept = new Array(COUNT);
    collect();
    const before = used();
    for (let i = 0; i < COUNT; i++) kept[i] = lib.make(kind, i, context);
    collect();
    samples.push((used() - before) / COUNT);
    if (kept.length !== COUNT) throw new Error('unreachable: keeps the shapes alive');
  }
  samples.sort((a, b) => a - b);
  return samples[samples.length >> 1];
}

console.log(`\n### Bytes per shape (${COUNT} shapes kept alive, after gc; lower is better)\n`);
console.log(`| library | ${KINDS.join(' | ')} |`);
console.log(`|---|${KINDS.map(() => '---:').join('|')}|`);
const rows = [];
for (const lib of LIBRARIES) {
  const values = KINDS.map((kind) => bytesPerShape(lib, kind));
  console.log(`| ${lib.ours ? `**${lib.name}**` : lib.name} | ${values.map((v) => v.toFixed(0)).join(' | ')} |`);
  rows.push({ name: lib.name, ours: !!lib.ours, values });
}
// For the docs' Performance page (bench/run.mjs --json).
recordTable({ title: 'bytes per shape', unit: `B, ${COUNT} shapes kept alive, after gc`, columns: KINDS, rows });
