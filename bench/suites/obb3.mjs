// 3D oriented boxes: sepax `overlaps` / `collide(a, b, out)` against three.js `OBB.intersectsOBB`
// (Ericson's 15-axis test, yes/no only) and cannon-es `ConvexPolyhedron.findSeparatingAxis`
// + `testSepAxis` (face and edge axes over polyhedra, with depth).
//   npx tsc --build packages/obb3 && node --expose-gc bench/suites/obb3.mjs
// (or `npm run bench -- obb3`). 4096 seeded pairs, about half overlapping. Before timing,
// every contender's answers are checked against a brute-force oracle (below) and the
// disagreements are printed, not hidden. The timed batch folds answers into a checksum.
import { Body, Box, Quaternion as CannonQuat, Vec3 as CannonVec3 } from 'cannon-es';
import { Matrix3, Vector3 } from 'three';
import { OBB } from 'three/examples/jsm/math/OBB.js';
import { Collision3, Obb, collide, overlaps } from '@sepax/obb3';
import { bytesPerCall, compare, rng } from '../lib/harness.mjs';

const PAIRS = 4096;
const SPREAD = 1.7; // centers uniform in ±SPREAD: about half the pairs overlap

// ---- seeded scene -------------------------------------------------------------------------

function randomQuat(next) {
  const u1 = next();
  const u2 = 2 * Math.PI * next();
  const u3 = 2 * Math.PI * next();
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return { x: a * Math.sin(u2), y: a * Math.cos(u2), z: b * Math.sin(u3), w: b * Math.cos(u3) };
}

function randomBox(next) {
  const range = (lo, hi) => lo + (hi - lo) * next();
  return {
    half: [range(0.2, 1.5), range(0.2, 1.5), range(0.2, 1.5)],
    center: [range(-SPREAD, SPREAD), range(-SPREAD, SPREAD), range(-SPREAD, SPREAD)],
    quat: randomQuat(next),
  };
}

/** Box axes (rotation columns) from a unit quaternion, for the oracle and three. */
function axesOf({ x, y, z, w }) {
  return [
    [1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)],
    [2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)],
    [2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)],
  ];
}

// ---- oracle -------------------------------------------------------------------------------
// Brute force in world space: project all 16 corners on each of the 15 candidate axes (face
// normals and normalised edge cross products, parallel pairs skipped) and take the least
// interval overlap. It shares no code or formulation with sepax (no relative rotation
// matrix, no projected radii); that these 15 axes give the exact answer is checked against a
// convex-hull oracle in packages/obb3/src/obb-obb.test.ts.

const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

function cornersOf(box, axes) {
  const result = [];
  for (let bits = 0; bits < 8; bits++) {
    const s = [bits & 1 ? 1 : -1, bits & 2 ? 1 : -1, bits & 4 ? 1 : -1];
    result.push(
      [0, 1, 2].map((k) => box.center[k] + s.reduce((sum, sign, i) => sum + sign * box.half[i] * axes[i][k], 0)),
    );
  }
  return result;
}

function shadowOverlap(axis, cornersA, cornersB) {
  const a = cornersA.map((p) => dot(p, axis));
  const b = cornersB.map((p) => dot(p, axis));
  return Math.min(Math.max(...a) - Math.min(...b), Math.max(...b) - Math.min(...a));
}

function oracleDepth(boxA, boxB) {
  const axesA = axesOf(boxA.quat);
  const axesB = axesOf(boxB.quat);
  const candidates = [...axesA, ...axesB];
  for (const a of axesA) {
    for (const b of axesB) {
      const c = cross(a, b);
      const length = Math.sqrt(dot(c, c));
      if (length > 1e-9) candidates.push(c.map((x) => x / length));
    }
  }
  const cornersA = cornersOf(boxA, axesA);
  const cornersB = cornersOf(boxB, axesB);
  return Math.min(...candidates.map((axis) => shadowOverlap(axis, cornersA, cornersB)));
}

// ---- contenders ---------------------------------------------------------------------------

function sepaxScene(pairs) {
  const make = (box) => new Obb(box.half, { position: box.center, rotation: box.quat });
  return pairs.map(([a, b]) => [make(a), make(b)]);
}

function threeScene(pairs) {
  const make = (box) => {
    const [u0, u1, u2] = axesOf(box.quat);
    // Matrix3.set takes row-major arguments; the columns are the box axes.
    const rotation = new Matrix3().set(u0[0], u1[0], u2[0], u0[1], u1[1], u2[1], u0[2], u1[2], u2[2]);
    return new OBB(new Vector3(...box.center), new Vector3(...box.half), rotation);
  };
  return pairs.map(([a, b]) => [make(a), make(b)]);
}

function cannonScene(pairs) {
  const make = (box) => {
    const body = new Body({ mass: 0, shape: new Box(new CannonVec3(...box.half)) });
    body.position.set(...box.center);
    body.quaternion.copy(new CannonQuat(box.quat.x, box.quat.y, box.quat.z, box.quat.w));
    return {
      hull: body.shapes[0].convexPolyhedronRepresentation,
      position: body.position,
      quaternion: body.quaternion,
    };
  };
  return pairs.map(([a, b]) => [make(a), make(b)]);
}

const cannonAxis = new CannonVec3();
/** cannon-es: depth ≥ 0 when overlapping, −1 when a separating axis was found. */
function cannonDepth(a, b) {
  if (!a.hull.findSeparatingAxis(b.hull, a.position, a.quaternion, b.position, b.quaternion, cannonAxis)) return -1;
  return a.hull.testSepAxis(cannonAxis, b.hull, a.position, a.quaternion, b.position, b.quaternion);
}

// ---- run ----------------------------------------------------------------------------------

const next = rng(0x0bb3);
const pairs = Array.from({ length: PAIRS }, () => [randomBox(next), randomBox(next)]);
const truth = pairs.map(([a, b]) => oracleDepth(a, b));
const sepax = sepaxScene(pairs);
const three = threeScene(pairs);
const cannon = cannonScene(pairs);
const scratch = new Collision3();
const overlapping = truth.filter((d) => d >= 0).length;

/** Below this |depth| the oracle's own round-off decides; such pairs are not counted. */
const DECIDABLE = 1e-9;
/** Depth agreement: sepax may exceed the least overlap by FACE_AXIS_PREFERENCE (0.1 %). */
const DEPTH_TOLERANCE = (d) => 1e-9 + 1e-3 * d;

function disagreements(answer) {
  let wrong = 0;
  truth.forEach((d, i) => {
    if (Math.abs(d) >= DECIDABLE && answer(i) !== d >= 0) wrong++;
  });
  return wrong;
}

function depthDisagreements(depthOf) {
  let wrong = 0;
  truth.forEach((d, i) => {
    if (d < DECIDABLE) return;
    const got = depthOf(i);
    if (!(got >= d - 1e-9 && got <= d + DEPTH_TOLERANCE(d))) wrong++;
  });
  return wrong;
}

/** The harness's check contract: null when every answer agrees, else what went wrong. */
const verdict = (wrong, total, what) => (wrong === 0 ? null : `${wrong}/${total} ${what} disagree with the oracle`);
const deep = truth.filter((d) => d >= DECIDABLE).length;

const answers = {
  sepax: (i) => overlaps(sepax[i][0], sepax[i][1]),
  three: (i) => three[i][0].intersectsOBB(three[i][1]),
  cannon: (i) => cannonDepth(cannon[i][0], cannon[i][1]) >= 0,
};

function countOverlaps(answer) {
  return () => {
    let count = 0;
    for (let i = 0; i < PAIRS; i++) if (answer(i)) count++;
    return count;
  };
}

compare(
  `OBB–OBB overlap test, yes/no (${PAIRS} pairs, ${overlapping} overlapping)`,
  [
    {
      name: '@sepax/obb3 overlaps',
      ours: true,
      run: countOverlaps(answers.sepax),
      check: () => verdict(disagreements(answers.sepax), PAIRS, 'answers'),
    },
    {
      name: 'three OBB.intersectsOBB',
      run: countOverlaps(answers.three),
      check: () => verdict(disagreements(answers.three), PAIRS, 'answers'),
    },
    {
      name: 'cannon-es findSeparatingAxis',
      run: countOverlaps(answers.cannon),
      check: () => verdict(disagreements(answers.cannon), PAIRS, 'answers'),
    },
  ],
  { ops: PAIRS },
);

const sepaxDepth = (i) => collide(sepax[i][0], sepax[i][1], scratch)?.depth ?? -1;
const cannonDepthAt = (i) => cannonDepth(cannon[i][0], cannon[i][1]);

function sumDepths(depthOf) {
  return () => {
    let sum = 0;
    for (let i = 0; i < PAIRS; i++) sum += Math.max(depthOf(i), 0);
    return sum;
  };
}

compare(
  `OBB–OBB collide with depth (${PAIRS} pairs, ${overlapping} overlapping)`,
  [
    {
      name: '@sepax/obb3 collide(a, b, out)',
      ours: true,
      run: sumDepths(sepaxDepth),
      check: () =>
        verdict(disagreements((i) => sepaxDepth(i) >= 0) + depthDisagreements(sepaxDepth), PAIRS, 'answers or depths'),
    },
    {
      name: 'cannon-es findSeparatingAxis + testSepAxis',
      run: sumDepths(cannonDepthAt),
      check: () =>
        verdict(
          disagreements((i) => cannonDepthAt(i) >= 0) + depthDisagreements(cannonDepthAt),
          PAIRS,
          'answers or depths',
        ),
    },
  ],
  { ops: PAIRS },
);

console.log(
  `\nDecidable pairs: ${truth.filter((d) => Math.abs(d) >= DECIDABLE).length} of ${PAIRS}; ${deep} overlapping by ≥ ${DECIDABLE}.`,
);
let k = 0;
const nextPair = () => (k = (k + 1) % PAIRS);
const CALLS = 1_000_000; // long enough that late JIT work does not show as allocation
console.log(
  `Bytes per call, collide(a, b, out): ${bytesPerCall(() => collide(sepax[nextPair()][0], sepax[k][1], scratch), CALLS).toFixed(2)}`,
);
console.log(
  `Bytes per call, overlaps(a, b):     ${bytesPerCall(() => overlaps(sepax[nextPair()][0], sepax[k][1]), CALLS).toFixed(2)}`,
);

// ---- hard cases: correctness only ---------------------------------------------------------
// Random pairs rarely test the corners of the method, so these sets aim at them:
//  - ridge pairs: two cubes turned 45° (about y and about z) whose ridge edges cross with a
//    gap of 1e-3 … 0.2, under a random rigid motion: apart, but only along an edge–edge
//    axis, so a test of the 6 face normals alone (the seed tutorial's method) says colliding;
//  - near-parallel pairs: B turned 1e-7 rad from A and placed face to face with a gap of
//    ±(1e-6 … 1e-3): edge cross products are nearly zero and must not poison the answer.

function multiplyQuat(q, r) {
  return {
    w: q.w * r.w - q.x * r.x - q.y * r.y - q.z * r.z,
    x: q.w * r.x + q.x * r.w + q.y * r.z - q.z * r.y,
    y: q.w * r.y - q.x * r.z + q.y * r.w + q.z * r.x,
    z: q.w * r.z + q.x * r.y - q.y * r.x + q.z * r.w,
  };
}

const axisAngle = (axis, radians) => {
  const s = Math.sin(radians / 2);
  return { x: axis[0] * s, y: axis[1] * s, z: axis[2] * s, w: Math.cos(radians / 2) };
};

/** Applies x ↦ q x + t to a box. */
function moveBox(box, q, t) {
  const [c0, c1, c2] = axesOf(q); // columns of q's matrix
  const center = [0, 1, 2].map((k) => c0[k] * box.center[0] + c1[k] * box.center[1] + c2[k] * box.center[2] + t[k]);
  return { half: box.half, center, quat: multiplyQuat(q, box.quat) };
}

function ridgePair(nextRandom) {
  const gap = 1e-3 + 0.2 * nextRandom();
  const a = { half: [1, 1, 1], center: [0, 0, 0], quat: axisAngle([0, 1, 0], Math.PI / 4) };
  const b = { half: [1, 1, 1], center: [2 * Math.SQRT2 + gap, 0, 0], quat: axisAngle([0, 0, 1], Math.PI / 4) };
  const q = randomQuat(nextRandom);
  const t = [nextRandom() * 4 - 2, nextRandom() * 4 - 2, nextRandom() * 4 - 2];
  return [moveBox(a, q, t), moveBox(b, q, t)];
}

function nearParallelPair(nextRandom) {
  const a = randomBox(nextRandom);
  const axis = [nextRandom() - 0.5, nextRandom() - 0.5, nextRandom() - 0.5];
  const length = Math.sqrt(dot(axis, axis));
  const quat = multiplyQuat(
    a.quat,
    axisAngle(
      axis.map((x) => x / length),
      1e-7,
    ),
  );
  const half = [0.2 + nextRandom(), 0.2 + nextRandom(), 0.2 + nextRandom()];
  const gap = (nextRandom() < 0.5 ? -1 : 1) * 10 ** (-6 + 3 * nextRandom());
  const [u0, u1] = axesOf(a.quat);
  const along = a.half[0] + half[0] + gap;
  const aside = (nextRandom() - 0.5) * 0.3;
  return [a, { half, center: [0, 1, 2].map((k) => a.center[k] + along * u0[k] + aside * u1[k]), quat }];
}

/** The seed tutorial's test: corners projected on the 6 face normals only. */
function faceNormalsOnly(boxA, boxB) {
  const axesA = axesOf(boxA.quat);
  const axesB = axesOf(boxB.quat);
  const cornersA = cornersOf(boxA, axesA);
  const cornersB = cornersOf(boxB, axesB);
  return [...axesA, ...axesB].every((axis) => shadowOverlap(axis, cornersA, cornersB) >= 0);
}

function hardCaseReport(title, makePair) {
  const nextRandom = rng(0x4a2d + title.length);
  const set = Array.from({ length: 1000 }, () => makePair(nextRandom));
  const expected = set.map(([a, b]) => oracleDepth(a, b));
  const [ours, threes, cannons] = [sepaxScene(set), threeScene(set), cannonScene(set)];
  const judges = {
    '@sepax/obb3 overlaps': (i) => overlaps(ours[i][0], ours[i][1]),
    'three OBB.intersectsOBB': (i) => threes[i][0].intersectsOBB(threes[i][1]),
    'cannon-es findSeparatingAxis': (i) => cannonDepth(cannons[i][0], cannons[i][1]) >= 0,
    'face normals only (seed tutorial)': (i) => faceNormalsOnly(set[i][0], set[i][1]),
  };
  const decidable = expected.filter((d) => Math.abs(d) >= DECIDABLE).length;
  const apart = expected.filter((d) => d <= -DECIDABLE).length;
  console.log(`\n### Hard cases: ${title} (${decidable} decidable pairs, ${apart} apart)\n`);
  console.log('| method | wrong answers | rate |');
  console.log('|---|---:|---:|');
  for (const [name, judge] of Object.entries(judges)) {
    let wrong = 0;
    expected.forEach((d, i) => {
      if (Math.abs(d) >= DECIDABLE && judge(i) !== d >= 0) wrong++;
    });
    console.log(`| ${name} | ${wrong} | ${((100 * wrong) / decidable).toFixed(1)} % |`);
  }
}

hardCaseReport('edge–edge ridge pairs', ridgePair);
hardCaseReport('near-parallel face-to-face pairs', nearParallelPair);
