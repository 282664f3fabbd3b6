// Allocation cases for src/allocation.test.ts, measured one per fresh process by
// test-support/fresh-heap.ts. Plain JS over the built package, so a child node can load it.
import {
  Capsule,
  Chain,
  Circle,
  Collision,
  collide,
  Compound,
  distance,
  DistanceResult,
  overlaps,
  Point,
  Polygon,
  Segment,
} from '../dist/index.js';
import { touchGeometry } from '../dist/internal.js';

const octagon = Polygon.regular(8, 1, { angle: 0.1 });
const other = Polygon.regular(8, 1, { position: [1.5, 0.3], angle: 0.5 });
const inside = Polygon.box(0.2, 0.2, { position: [0.1, 0] });
const far = Polygon.regular(8, 1, { position: [9, 0] });
const rounded = Polygon.rounded(
  [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  0.2,
  { position: [1.1, 0.9] },
);
const ball = new Circle(0.5, { position: [1.2, 0.2] });
const otherBall = new Circle(0.7, { position: [1.0, 0.9] });
const farBall = new Circle(0.7, { position: [9, 0.9] });
const pill = new Capsule([0, 0], [1, 1], 0.3, { position: [0.5, -1.2] });
const sidePill = new Capsule([0, 0], [1, 1], 0.3, { position: [0.9, -1.4], angle: 0.1 });
const crossPill = new Capsule([0, 1], [1, 0], 0.3, { position: [0.3, -1.0] });
const otherDot = new Point([2.3, 1.7]);
const dot = new Point([0.3, 0.2]);
const l = new Compound([Polygon.box(4, 1, { position: [0, -1.5] }), Polygon.box(1, 4, { position: [-1.5, 0] })]);
const wall = new Segment([0, -2], [0.2, 2], { position: [1.3, 0] });
const floorPoints = [];
for (let i = 20; i >= -20; i--) floorPoints.push([i, 0]);
const floor = new Chain(floorPoints, { oneSided: true });
const crate = Polygon.box(1, 1, { position: [3.02, 0.49] }); // across a joint
// Straddles both parts of the L: containment through the union of its parts.
const straddling = Polygon.box(0.5, 1.5, { position: [-1.5, -1.2] });
// A second compound near the L, through both part trees.
const tee = new Compound([Polygon.box(3, 0.5, { position: [0, 0.25] }), Polygon.box(0.5, 2, { position: [0, -1] })], {
  position: [0.2, -0.3],
});
const out = new Collision();
const batch = [octagon, ball, pill, dot, l, floor, undefined, rounded];
const gap = new DistanceResult();
const sink = [null];
// A moving offset kept in a typed array: a module-level `let` holding a double would itself
// allocate a box on every write.
const wobble = new Float64Array(1);

export const cases = {
  // Sanity: a call that allocates a fresh Collision must measure as allocating.
  'sanity: collide without out': () => (sink[0] = collide(octagon, other)),
  'collide polygon–polygon (overlapping)': () => collide(octagon, other, out),
  'collide polygon–polygon (containment)': () => collide(octagon, inside, out),
  'collide polygon–polygon (apart)': () => collide(octagon, far, out),
  'collide polygon–rounded polygon': () => collide(octagon, rounded, out),
  'collide polygon–circle': () => collide(octagon, ball, out),
  'collide circle–polygon': () => collide(ball, octagon, out),
  'collide circle–circle': () => collide(ball, otherBall, out),
  'collide circle–circle (apart)': () => collide(ball, farBall, out),
  'collide capsule–polygon': () => collide(pill, octagon, out),
  'collide capsule–circle': () => collide(pill, ball, out),
  'collide capsule–capsule (cores apart, closest features)': () => collide(pill, sidePill, out),
  'collide capsule–capsule (cores crossing)': () => collide(pill, crossPill, out),
  'collide point–polygon': () => collide(dot, octagon, out),
  'collide compound–circle': () => collide(l, ball, out),
  'collide segment–polygon': () => collide(wall, octagon, out),
  'collide polygon–segment': () => collide(octagon, wall, out),
  'collide chain–polygon (across a joint)': () => collide(floor, crate, out),
  'collide circle–chain': () => collide(ball, floor, out),
  'overlaps chain–polygon': () => overlaps(floor, crate),
  'distance chain–polygon': () => distance(floor, crate, gap),
  'collide compound–polygon (inside the union of the parts)': () => collide(l, straddling, out),
  'collide compound–compound': () => collide(l, tee, out),
  'distance compound–compound': () => distance(l, tee, gap),
  'distance compound–circle (apart)': () => distance(l, farBall, gap),
  'move then collide (setPosition, translate, setAngle, rotate)': () => {
    wobble[0] = 0.125 - wobble[0];
    ball.setPosition(1.2 + wobble[0], 0.2).translate(wobble[0], -wobble[0]);
    octagon.setAngle(0.1 + wobble[0]).rotate(wobble[0]);
    collide(octagon, ball, out);
  },
  'overlaps polygon–polygon': () => overlaps(octagon, other),
  'overlaps circle–polygon': () => overlaps(ball, octagon),
  'overlaps compound–capsule': () => overlaps(l, pill),
  'distance polygon–polygon': () => distance(octagon, far, gap),
  'distance capsule–rounded polygon': () => distance(pill, rounded, gap),
  'distance point–point': () => distance(dot, otherDot, gap),
  // A broad phase calls it per batch of shapes it is about to collide.
  'touchGeometry over shapes of every kind': () => touchGeometry(batch, batch.length),
};
