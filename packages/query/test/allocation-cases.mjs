// Allocation cases for src/allocation.test.ts, measured one per fresh process by
// test-support/fresh-heap.ts. Plain JS over the built packages, so a child node can load it.
import { Capsule, Circle, Compound, Polygon } from '@sepax/core';
import {
  ClosestPointResult,
  closestPoint,
  pointInPolygon,
  pointInShape,
  raycast,
  RaycastHit,
  SpatialIndex,
  sweep,
  SweepHit,
} from '../dist/index.js';

const hexagon = Polygon.regular(6, 1, { position: [3, 0.2], angle: 0.3 });
const capsule = new Capsule([-1, 0], [1, 0], 0.4, { position: [2, 1], angle: 0.5 });
const compound = new Compound([Polygon.box(1, 1), new Circle(0.5, { position: [1, 0] })], { position: [4, 0] });
const ball = new Circle(0.3, { position: [-3, 0.1] });
const ray = { origin: [-5, 0.1], direction: [1, 0], maxDistance: 20 };
const hit = new RaycastHit();
const sweepHit = new SweepHit();
const closest = new ClosestPointResult();
const ring = [
  [0, 0],
  [4, 0],
  [4, 4],
  [2, 1],
  [0, 4],
];
const withHoles = {
  outer: [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ],
  holes: [
    [
      [3, 3],
      [6, 3],
      [6, 6],
    ],
  ],
};
const delta = { x: 8, y: 0 };
const inside = { x: 0.5, y: 0.5 };
const near = { x: 3, y: 0 };
const probe = { x: 3, y: 2 };
const centre = { x: 5, y: 4 }; // not on an edge: there the exact fallback takes doubles V8 may box
const frame = indexFrame(12);
const castInto = indexRaycast(40);
// The sink keeps each fresh result reachable, so V8 cannot optimise the allocation away.
const sink = [null];

export const cases = {
  'sanity: raycast without out': () => (sink[0] = raycast(ray, hexagon)),
  'raycast polygon': () => raycast(ray, hexagon, hit),
  'raycast capsule': () => raycast(ray, capsule, hit),
  'raycast compound': () => raycast(ray, compound, hit),
  'sweep circle–polygon': () => sweep(ball, delta, hexagon, sweepHit),
  'sweep capsule–compound': () => sweep(capsule, delta, compound, sweepHit),
  closestPoint: () => closestPoint(inside, hexagon, closest),
  pointInShape: () => pointInShape(near, hexagon),
  'pointInPolygon ring': () => pointInPolygon(probe, ring),
  'pointInPolygon with holes': () => pointInPolygon(centre, withHoles),
  'SpatialIndex frame: move + update 12 circles, then pairs': () => frame(),
  // Its TSDoc promises: "Pass `out` (with its own `hit`) … the call then allocates nothing."
  'SpatialIndex raycast with out': () => castInto(),
};

/**
 * Closest-hit rays through an index of `count` shapes of every sharp and rounded kind, each
 * call a different ray (some hit, some miss), into one reused result.
 */
function indexRaycast(count) {
  const index = new SpatialIndex();
  for (let i = 0; i < count; i++) {
    const position = [(i % 8) * 2.5, Math.floor(i / 8) * 2.5];
    const kind = i % 3;
    index.insert(
      kind === 0
        ? new Circle(0.6, { position })
        : kind === 1
          ? Polygon.box(1.2, 0.8, { position, angle: i })
          : new Capsule([-0.5, 0], [0.5, 0], 0.3, { position, angle: i }),
    );
  }
  const rays = Array.from({ length: 16 }, (_, k) => ({ origin: [-3, 0.7 * k - 1], direction: [1, 0.05 * (k - 8)] }));
  const out = { handle: -1, data: undefined, shape: null, hit: new RaycastHit() };
  let k = 0;
  return () => index.raycast(rays[k++ & 15], undefined, out);
}

/**
 * One broad-phase frame of `count` circles per call: move each one (they drift and bounce in
 * a small box, so fat boxes are left and pairs come and go), update it, then walk every
 * overlapping pair. Circles of several sizes: this case is about the index (tree moves,
 * pair cache, walk); the narrow phase of every shape pair has its own cases in core's
 * allocation tests. A whole frame per call, so every function of it is compiled in warm-up.
 */
function indexFrame(count) {
  const index = new SpatialIndex();
  const shapes = [];
  const position = new Float64Array(2 * count);
  const velocity = new Float64Array(2 * count);
  for (let i = 0; i < count; i++) {
    position[2 * i] = (i % 4) * 1.1;
    position[2 * i + 1] = Math.floor(i / 4) * 1.1;
    shapes.push(new Circle(0.3 + 0.1 * (i % 3), { position: [position[2 * i], position[2 * i + 1]] }));
    index.insert(shapes[i]);
    velocity[2 * i] = 0.05 * Math.cos(i);
    velocity[2 * i + 1] = 0.05 * Math.sin(i);
  }
  const depth = new Float64Array(1);
  const onPair = (a, b, hit) => {
    depth[0] += hit.depth;
  };
  return () => {
    for (let k = 0; k < 2 * count; k++) {
      if (position[k] < 0 || position[k] > 3.3) velocity[k] = -velocity[k];
      position[k] += velocity[k];
    }
    for (let i = 0; i < count; i++) {
      shapes[i].setPosition(position[2 * i], position[2 * i + 1]);
      index.update(i);
    }
    index.pairs(onPair);
  };
}
