// Counterexamples the property tests found during development, each named after the bug it
// pinned, checked against the exact oracle (depth, a minimal normal, signed distance).
import { describe, expect, test } from 'vitest';
import { coreOf, oracleCollide, oracleSeparationAlong } from '../test/oracle.mjs';
import { Capsule, Circle, collide, type ConvexShape, distance, Point, SepaxError } from './index.js';
import { build, insideUnionSampled, type ShapeSpec, signedDistanceTo } from './test-support/shapes.js';

/** The triangle the shape generator draws (radius 0.3 about its centre), in several cases below. */
const TRIANGLE: [number, number][] = [
  [0.3, 0],
  [-0.14999999999999994, 0.2598076211353316],
  [-0.15000000000000013, -0.2598076211353315],
];

const cases: [string, ShapeSpec, ShapeSpec][] = [
  [
    'nearly parallel segments sharing an end: the 2×2 closest-point solve lost every digit',
    {
      kind: 'capsule',
      a: [0, 0],
      b: [0, -0.17034895386068197],
      radius: 0.05,
      position: [0, 0],
      angle: 0,
      scale: [0.5187145269053334, 0.5187145269053334],
    },
    {
      kind: 'capsule',
      a: [-2.0000000058860507e-9, -0.17638480528718964],
      b: [0, 0],
      radius: 0.05,
      position: [6.296912413059924e-23, 0],
      angle: 0,
      scale: [-0.5000000000000014, 0.5000000000000014],
    },
  ],
  [
    'point a hair inside a segment end: t rounded to 1 gave a vertex normal instead of the edge normal',
    {
      kind: 'capsule',
      a: [0, 0.09965350982652679],
      b: [-7.972280837244697e-10, 0],
      radius: 0.05,
      position: [0, 0],
      angle: 0,
      scale: [1.254346186276785, 1.254346186276785],
    },
    { kind: 'point', position: [0, 0], angle: 0, scale: [1, 1] },
  ],
  [
    'distance to a segment from its far end cancelled catastrophically',
    { kind: 'point', position: [0, 2.439883367113054e-13], angle: 0, scale: [1, 1] },
    {
      kind: 'capsule',
      a: [0.19625003005855124, 0],
      b: [0, 0],
      radius: 0.05,
      position: [0, 0],
      angle: 5.14277467319536e-9,
      scale: [0.9908154594835258, 0.9908154594835258],
    },
  ],
  [
    'vertex gap of 4e-11 measured in the centred frame lost its direction',
    {
      kind: 'capsule',
      a: [0, 0.16650275709143014],
      b: [-7.708264539161779e-11, 0],
      radius: 0.05,
      position: [0, 0],
      angle: 1.8004080641714787e-7,
      scale: [0.5000000000000008, 0.5000000000000008],
    },
    { kind: 'point', position: [0, 0], angle: 0, scale: [1, 1] },
  ],
  [
    'a witness gap at round-off level gave a random normal (circle centre on a capsule end)',
    { kind: 'circle', radius: 0.1, position: [0, 0], angle: 0, scale: [0.5, 0.5] },
    {
      kind: 'capsule',
      a: [0, 0],
      b: [-0.9365774475704408, 0],
      radius: 0.05,
      position: [1.2711073091121523e-62, 0],
      angle: 3.1415925341977236,
      scale: [-0.6957304737973736, 0.6957304737973736],
    },
  ],
  [
    "a segment's second side walked from the first side's support stopped on a near-flat top (apart instead of 0.146 deep)",
    {
      kind: 'capsule',
      a: [0, -5.000000000000001e-14],
      b: [0, 0],
      radius: 0.05,
      position: [0, 0],
      angle: 0,
      scale: [0.5, 0.5],
    },
    {
      kind: 'polygon',
      points: [
        [0.3, 0],
        [0.09270509831248423, 0.285316954888546],
        [-0.24270509831248419, 0.17633557568774197],
        [-0.2427050983124842, -0.1763355756877419],
        [0.09270509831248416, -0.2853169548885461],
      ],
      radius: 0,
      position: [0, 0],
      angle: 0,
      scale: [0.5, 0.5],
    },
  ],
  [
    'a point a hair inside the end of a long capsule core: the end pair tied the foot in rounding and its normal was 4e-9 off',
    { kind: 'point', position: [0, 0], angle: 0, scale: [1, 1] },
    {
      kind: 'capsule',
      a: [-0.9998246357426893, 0],
      b: [0, 3.8278434407559086e-9],
      radius: 0.05,
      position: [0, 0],
      angle: 0,
      scale: [1.4054717722458037, 1.4054717722458037],
    },
  ],
  [
    'a circle centre a hair inside the end of a capsule core: the end pair, tied in rounding, was found first and kept',
    {
      kind: 'capsule',
      a: [-3.371229050634572e-9, 0],
      b: [0, 0.24422894191603792],
      radius: 0.05,
      position: [0, 0],
      angle: 0,
      scale: [0.5334166864774692, 0.5334166864774692],
    },
    { kind: 'circle', radius: 0.1, position: [0, 0], angle: 0, scale: [0.5, 0.5] },
  ],
  [
    'two subnormal-close points: the squared gap underflowed to 0 and the normal was NaN',
    { kind: 'point', position: [0, 0], angle: 0, scale: [1, 1] },
    { kind: 'point', position: [0, -5e-324], angle: 0, scale: [1, 1] },
  ],
];

describe('fixtures from property-test counterexamples', () => {
  test.each(cases)('%s', (_name, sa, sb) => {
    const a = build(sa) as ConvexShape;
    const b = build(sb) as ConvexShape;
    const o = oracleCollide(coreOf(a), coreOf(b));
    const c = collide(a, b);
    expect(distance(a, b).distance).toBeCloseTo(o.signedDistance, 9);
    if (Math.abs(o.signedDistance) < 1e-12) return; // touching: either answer is right
    expect(c !== null).toBe(o.overlapping);
    if (c === null) return;
    expect(Number.isFinite(c.normal.x) && Number.isFinite(c.normal.y)).toBe(true);
    expect(Math.abs(c.depth - o.depth)).toBeLessThan(1e-9);
    expect(Math.abs(oracleSeparationAlong(coreOf(a), coreOf(b), c.normal) - c.depth)).toBeLessThan(1e-9);
  });

  test('clipping never extends the incident edge (a contact appeared 0.24 outside both shapes)', () => {
    const a = build({
      kind: 'capsule',
      a: [0, 0.00004331849882009569],
      b: [0, 0],
      radius: 0.05,
      position: [1.5038824045544597, 0],
      angle: -3.1415926535824585,
      scale: [1.0482495167778703, 1.0482495167778703],
    }) as ConvexShape;
    const b = build({
      kind: 'capsule',
      a: [0.9999999999999989, 0],
      b: [0, 0],
      radius: 0.5999999999999986,
      position: [0, 0],
      angle: 0,
      scale: [1.0560393953517135, 1.0560393953517135],
    }) as ConvexShape;
    const c = collide(a, b);
    expect(c).not.toBeNull();
    for (const p of c!.contacts) expect(p.x).toBeLessThan(1.6);
  });

  test('a capsule core shorter than its world rounding: the edge normal disagreed with the witnesses by 0.002', () => {
    // The core is 2.5e-14 long at y = 0.5, where world coordinates round to 1.1e-16: it reads
    // as level while its exact normal is tilted by 0.0022, so the foot "inside" it was off it.
    const a = build({ kind: 'circle', radius: 0.1, position: [0, 0], angle: 0, scale: [0.5, 0.5] }) as ConvexShape;
    const b = build({
      kind: 'capsule',
      a: [4.999987674033164e-14, -0.9999999999999979],
      b: [0, -0.9999999999999978],
      radius: 0.05,
      position: [0, 0],
      angle: 3.1415926535897434,
      scale: [0.5000000000000011, 0.5000000000000011],
    }) as ConvexShape;
    const d = distance(a, b);
    expect(d.distance).toBeCloseTo(0.5 - 0.05 - 0.025, 12);
    expect(
      Math.hypot(d.pointA.x + d.normal.x * d.distance - d.pointB.x, d.pointA.y + d.normal.y * d.distance - d.pointB.y),
    ).toBeLessThan(1e-12);
    expect(d.normal.y).toBeCloseTo(1, 12);
  });

  test.each([
    [
      'overlapping: the triangle vertex against a capsule core 1e-9 long',
      {
        kind: 'polygon',
        points: TRIANGLE,
        radius: 0,
        position: [0.20479415800594378, 0],
        angle: 0,
        scale: [-0.5, 0.5],
      },
      {
        kind: 'capsule',
        a: [0, 0],
        b: [0, -6.666666666666681e-10],
        radius: 0.05,
        position: [0, 0],
        angle: 0,
        scale: [1.499999999999997, 1.499999999999997],
      },
    ],
    [
      'apart: a capsule core 2.5e-14 long against a rounded triangle',
      {
        kind: 'capsule',
        a: [2.702702702702705e-23, 0],
        b: [0, 5.000000000000001e-14],
        radius: 0.05,
        position: [0, 0],
        angle: 0,
        scale: [0.5, 0.5],
      },
      {
        kind: 'polygon',
        points: TRIANGLE,
        radius: 0.05,
        position: [1.9999999999999982, 0],
        angle: 0,
        scale: [-0.5, 0.5],
      },
    ],
  ] as [string, ShapeSpec, ShapeSpec][])(
    'two ends tied in distance with the true closest pair: pointB missed pointA + normal × distance by 1e-9 (%s)',
    (_name, sa, sb) => {
      const a = build(sa) as ConvexShape;
      const b = build(sb) as ConvexShape;
      const d = distance(a, b);
      expect(d.distance).toBeCloseTo(oracleCollide(coreOf(a), coreOf(b)).signedDistance, 12);
      expect(
        Math.hypot(
          d.pointA.x + d.normal.x * d.distance - d.pointB.x,
          d.pointA.y + d.normal.y * d.distance - d.pointB.y,
        ),
      ).toBeLessThan(1e-12);
      expect(Math.abs(signedDistanceTo(a, d.pointA.x, d.pointA.y))).toBeLessThan(1e-12);
      expect(Math.abs(signedDistanceTo(b, d.pointB.x, d.pointB.y))).toBeLessThan(1e-12);
    },
  );

  test('a rounded triangle straddling two parts and a circle of a compound is inside their union (aInB)', () => {
    // No single part holds it (the property test's part-by-part reference said "outside").
    const a = build({
      kind: 'polygon',
      points: [
        [0.3, 0],
        [-0.14999999999999994, 0.4229284550458073],
        [-0.15000000000000013, -0.4229284550458072],
      ],
      radius: 0.058524770926732445,
      position: [0, 0],
      angle: 0,
      scale: [0.5000000000000018, 0.5000000000000018],
    });
    const b = build({
      kind: 'compound',
      parts: [
        {
          kind: 'polygon',
          points: TRIANGLE,
          radius: 0,
          position: [0, 0],
          angle: 0,
          scale: [0.5890423471626801, 1.1730987239820132],
        },
        {
          kind: 'polygon',
          points: [
            [0.9325909276473114, 0],
            [0.2881864454429163, 0.6013935023750276],
            [-0.7544819092665719, 0.3716816250811078],
            [-0.754481909266572, -0.3716816250811077],
            [0.28818644544291605, -0.6013935023750278],
          ],
          radius: 0,
          position: [0, 0],
          angle: 0,
          scale: [-0.6503089676723538, 0.5357339868926271],
        },
        { kind: 'circle', radius: 0.1, position: [0, 0], angle: 0, scale: [0.5, 0.5] },
      ],
      position: [0, 0],
      angle: 0,
      scale: [0.7897779140533798, 0.7897779140533798],
    });
    expect(insideUnionSampled(a, b, 0)).toBe(true);
    expect(collide(a, b)?.aInB).toBe(true);
    expect(collide(b, a)?.bInA).toBe(true);
  });

  test('two points a subnormal diagonal apart: the normal was (1, 1)', () => {
    const d = distance(new Point([0, 0]), new Point([5e-324, 5e-324]));
    expect(d.normal.x).toBeCloseTo(Math.SQRT1_2, 15);
    expect(d.normal.y).toBeCloseTo(Math.SQRT1_2, 15);
    expect(d.distance).toBeGreaterThan(0);
  });

  test('circles of radius 1e-320 are refused as too small (their normal was NaN)', () => {
    for (const make of [
      () => collide(new Circle(1e-320), new Circle(1e-320, { position: [1e-320, 1e-320] })),
      () => new Circle(1, { scale: 1e-300 }).aabb(),
      () => new Capsule([0, 0], [1e-300, 0], 1e-300).aabb(),
    ]) {
      expect(make).toThrow(SepaxError);
      expect(make).toThrow(/under 1e-140 across/);
    }
    // A point has no size to lose; a circle of 1e-130 still works exactly.
    expect(new Point([1e-320, 0]).aabb().minX).toBe(1e-320);
    const c = collide(new Circle(1e-130), new Circle(1e-130, { position: [1e-130, 1e-130] }));
    expect(c!.normal.x).toBeCloseTo(Math.SQRT1_2, 15);
    expect(c!.depth / 1e-130).toBeCloseTo(2 - Math.SQRT2, 12);
  });
});
