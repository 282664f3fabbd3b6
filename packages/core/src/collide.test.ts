import { describe, expect, test } from 'vitest';
import { coreOf, oracleCollide } from '../test/oracle.mjs';
import {
  Capsule,
  Circle,
  Collision,
  collide,
  Compound,
  type ConvexShape,
  distance,
  DistanceResult,
  overlaps,
  Point,
  Polygon,
  SepaxError,
  type Shape,
} from './index.js';

/** Expects a collision and returns it (narrowed). */
function hit(a: Shape, b: Shape): Collision {
  const c = collide(a, b);
  expect(c).not.toBeNull();
  return c as Collision;
}

function expectVec(v: { x: number; y: number }, x: number, y: number, eps = 1e-12): void {
  expect(v.x).toBeCloseTo(x, -Math.log10(eps));
  expect(v.y).toBeCloseTo(y, -Math.log10(eps));
}

/** Contacts as sorted [x, y] pairs, so a test does not depend on their order. */
function contactList(c: Collision): [number, number][] {
  return c.contacts.map((p) => [p.x, p.y] as [number, number]).sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

describe('touching (closed sets: depth 0)', () => {
  test('boxes sharing an edge overlap with depth 0 and two contacts at the shared edge ends', () => {
    const a = Polygon.box(2, 2);
    const b = Polygon.box(2, 2, { position: [2, 0.5] });
    const c = hit(a, b);
    expect(c.depth).toBe(0);
    expectVec(c.normal, 1, 0);
    expect(contactList(c)).toEqual([
      [1, -0.5],
      [1, 1],
    ]);
    expect(overlaps(a, b)).toBe(true);
  });

  test('boxes touching at one corner overlap with depth 0', () => {
    const a = Polygon.box(1, 1, { position: [0.5, 0.5] });
    const b = Polygon.box(1, 1, { position: [1.5, 1.5] });
    expect(hit(a, b).depth).toBe(0);
    b.translate(1e-9, 0);
    expect(collide(a, b)).toBeNull();
    expect(overlaps(a, b)).toBe(false);
  });

  test('circle touching a box corner diagonally', () => {
    const box = Polygon.box(2, 2);
    const ball = new Circle(Math.SQRT2, { position: [2, 2] });
    const c = hit(box, ball);
    expect(c.depth).toBeLessThan(1e-12);
    expectVec(c.normal, Math.SQRT1_2, Math.SQRT1_2);
    expectVec(c.contacts[0], 1, 1);
  });
});

describe('containment', () => {
  test('seed 002: a box deep inside a bigger box gets the true MTV (overlap plus distance to the nearer end)', () => {
    // Projection overlap on x is 2 (B's width); the nearer end is A's max, 1 further: 3.
    const a = Polygon.box(10, 10);
    const b = Polygon.box(2, 2, { position: [3, 0.5] });
    const c = hit(a, b);
    expect(c.depth).toBeCloseTo(3, 12);
    expectVec(c.normal, 1, 0);
    expect(c.bInA).toBe(true);
    expect(c.aInB).toBe(false);
    const r = hit(b, a);
    expect(r.aInB).toBe(true);
    expect(r.bInA).toBe(false);
    expectVec(r.normal, -1, 0);
  });

  test('identical shapes contain each other, depth = the shortest way out', () => {
    const a = Polygon.box(4, 2, { position: [3, 7], angle: 0.3 });
    const b = Polygon.box(4, 2, { position: [3, 7], angle: 0.3 });
    const c = hit(a, b);
    expect(c.aInB && c.bInA).toBe(true);
    expect(c.depth).toBeCloseTo(2, 12);
    for (const [x, y] of [
      [new Circle(1.5, { position: [2, 2] }), new Circle(1.5, { position: [2, 2] })],
      [new Capsule([0, 0], [2, 1], 0.5), new Capsule([0, 0], [2, 1], 0.5)],
      [new Point([1, 2]), new Point([1, 2])],
      [
        Polygon.rounded(
          [
            [0, 0],
            [3, 0],
            [1, 2],
          ],
          0.25,
          { angle: 1 },
        ),
        Polygon.rounded(
          [
            [0, 0],
            [3, 0],
            [1, 2],
          ],
          0.25,
          { angle: 1 },
        ),
      ],
    ] as const) {
      const k = hit(x, y);
      expect([x.kind, k.aInB, k.bInA]).toEqual([x.kind, true, true]);
    }
  });

  test('a circle inside a polygon and a polygon inside a circle', () => {
    const box = Polygon.box(10, 10);
    const ball = new Circle(1, { position: [3.5, 0] });
    const c = hit(box, ball);
    expect(c.bInA).toBe(true);
    expect(c.depth).toBeCloseTo(2.5, 12);
    ball.setPosition(4.5, 0);
    expect(hit(box, ball).bInA).toBe(false);
    const big = new Circle(10);
    expect(hit(big, Polygon.box(2, 2, { position: [1, 1] })).bInA).toBe(true);
    expect(hit(big, Polygon.box(2, 2, { position: [7, 7] })).bInA).toBe(false);
  });

  test('a small circle inside a rounded polygon, fitting in a rounded corner only exactly', () => {
    // Corner of the core at (1, 1), radius 0.5: a circle of radius 0.2 fits when its centre
    // is within 0.3 of the core corner.
    const rounded = Polygon.rounded(
      [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ],
      0.5,
    );
    const inside = new Circle(0.2, { position: [1 + 0.3 * Math.SQRT1_2 - 1e-9, 1 + 0.3 * Math.SQRT1_2 - 1e-9] });
    const outside = new Circle(0.2, { position: [1 + 0.3 * Math.SQRT1_2 + 1e-9, 1 + 0.3 * Math.SQRT1_2 + 1e-9] });
    expect(hit(rounded, inside).bInA).toBe(true);
    expect(hit(rounded, outside).bInA).toBe(false);
  });
});

describe('circles and capsules', () => {
  test('concentric circles: fixed normal (1, 0), depth rA + rB, containment by radius', () => {
    const c = hit(new Circle(1, { position: [5, 5] }), new Circle(2, { position: [5, 5] }));
    expectVec(c.normal, 1, 0);
    expect(c.depth).toBe(3);
    expect([c.aInB, c.bInA]).toEqual([true, false]);
  });

  test('parallel capsules side by side: depth from the core gap, two contacts', () => {
    const a = new Capsule([-2, 0], [2, 0], 0.5);
    const b = new Capsule([-1, 0.8], [3, 0.8], 0.5);
    const c = hit(a, b);
    expect(c.depth).toBeCloseTo(0.2, 12);
    expectVec(c.normal, 0, 1);
    expect(contactList(c).map(([x, y]) => [x, +y.toFixed(12)])).toEqual([
      [-1, 0.4],
      [2, 0.4],
    ]);
  });

  test('collinear capsules end to end: apart, touching, overlapping along their axis', () => {
    const a = new Capsule([0, 0], [2, 0], 0.5, { angle: Math.PI / 6 });
    const along = (t: number) =>
      new Capsule([0, 0], [2, 0], 0.5, {
        angle: Math.PI / 6,
        position: [t * Math.cos(Math.PI / 6), t * Math.sin(Math.PI / 6)],
      });
    expect(collide(a, along(3.01))).toBeNull();
    const c = hit(a, along(2.9));
    expect(c.depth).toBeCloseTo(0.1, 12);
    expectVec(c.normal, Math.cos(Math.PI / 6), Math.sin(Math.PI / 6));
  });

  test('crossing capsules (a plus sign): depth = radii + the shorter way the cores cross', () => {
    const a = new Capsule([-2, 0], [2, 0], 0.5);
    const b = new Capsule([0, -1], [0, 1], 0.5);
    const c = hit(a, b);
    expect(c.depth).toBeCloseTo(2, 12);
    expect(Math.abs(c.normal.y)).toBeCloseTo(1, 12);
    // After the move B's lower cap rests on A's side.
    b.translate(c.mtv.x, c.mtv.y);
    expect(hit(a, b).depth).toBeLessThan(1e-12);
  });

  test('a point on a capsule axis, on a polygon edge, at a vertex', () => {
    expect(hit(new Capsule([0, 0], [2, 0], 0.5), new Point([1, 0])).depth).toBeCloseTo(0.5, 12);
    expect(hit(Polygon.box(2, 2), new Point([1, 0.3])).depth).toBe(0);
    expect(hit(Polygon.box(2, 2), new Point([1, 1])).depth).toBe(0);
    expect(collide(Polygon.box(2, 2), new Point([1, 1 + 1e-9]))).toBeNull();
  });
});

describe('degenerate and self pairs', () => {
  const others = (): Shape[] => [
    Polygon.regular(5, 1, { position: [1.3, 0.4], angle: 0.2 }),
    Polygon.rounded(
      [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
      0.2,
      { position: [1.5, -0.5] },
    ),
    new Circle(0.6, { position: [0.9, 0.8] }),
    new Capsule([0, 0], [1, 0.5], 0.3, { position: [1.2, -0.2] }),
    new Point([0.8, 0.3]),
    new Compound([Polygon.box(1, 1, { position: [1.5, 0] }), new Circle(0.3, { position: [0, 1.4] })]),
  ];

  test('a zero-length capsule collides exactly as the circle at its end, with every kind, either order', () => {
    for (const other of others()) {
      for (const capsuleFirst of [true, false]) {
        const capsule = new Capsule([0.25, 0.1], [0.25, 0.1], 0.5, { position: [0.5, 0.2], angle: 0.7 });
        const circle = new Circle(0.5, {
          position: [
            0.5 + 0.25 * Math.cos(0.7) - 0.1 * Math.sin(0.7),
            0.2 + 0.25 * Math.sin(0.7) + 0.1 * Math.cos(0.7),
          ],
        });
        const c = capsuleFirst ? collide(capsule, other) : collide(other, capsule);
        const r = capsuleFirst ? collide(circle, other) : collide(other, circle);
        expect([other.kind, c === null]).toEqual([other.kind, r === null]);
        if (c === null || r === null) continue;
        expect(c.depth).toBeCloseTo(r.depth, 12);
        expectVec(c.normal, r.normal.x, r.normal.y);
        expect([c.aInB, c.bInA, c.contacts.length]).toEqual([r.aInB, r.bInA, r.contacts.length]);
        expectVec(c.contacts[0], r.contacts[0].x, r.contacts[0].y);
      }
    }
  });

  test('a shape collided with itself (the same object): both flags, the oracle depth', () => {
    for (const shape of others()) {
      const c = hit(shape, shape);
      expect([shape.kind, c.aInB, c.bInA]).toEqual([shape.kind, true, true]);
      const parts = shape instanceof Compound ? [...shape.parts] : [shape as ConvexShape];
      // The deepest part pair: for a shape against itself, the deepest part against itself.
      const depth = Math.max(...parts.map((p) => oracleCollide(coreOf(p), coreOf(p)).depth));
      expect(c.depth).toBeCloseTo(depth, 12);
      expect(Math.hypot(c.normal.x, c.normal.y)).toBeCloseTo(1, 12);
    }
  });

  test('a reused Collision carries nothing over from the call before', () => {
    const out = new Collision();
    const pairs: [Shape, Shape][] = [
      [Polygon.box(2, 2), Polygon.box(2, 2, { position: [1.5, 0.2] })], // two contacts
      [new Circle(1), new Circle(1, { position: [1.5, 0] })], // one contact
      [Polygon.box(10, 10), Polygon.box(1, 1)], // B inside A
      [new Capsule([-1, 0], [1, 0], 0.5), new Capsule([-1, 0.8], [1, 0.8], 0.5)], // parallel: two
      [new Point([0.2, 0.1]), Polygon.box(2, 2)], // A inside B
    ];
    for (const order of [pairs, [...pairs].reverse()]) {
      for (const [a, b] of order) {
        const fresh = collide(a, b)!;
        expect(collide(a, b, out)).toBe(out);
        expect({ ...out, contacts: out.contacts.map((p) => ({ ...p })) }).toMatchObject({
          normal: fresh.normal,
          depth: fresh.depth,
          mtv: fresh.mtv,
          contacts: fresh.contacts,
          aInB: fresh.aInB,
          bInA: fresh.bInA,
        });
      }
    }
    expect(collide(new Circle(1), new Circle(1, { position: [5, 0] }), out)).toBeNull();
  });
});

describe('circle fast paths', () => {
  // Dedicated paths for one-point cores (collide-circles.ts, collide-polygon-circle.ts),
  // checked against values worked out by hand.
  test('circle–circle: depth rA + rB − d, normal along the centres, contact midway between the surfaces', () => {
    // Centres 5 apart along (3, 4)/5, radii 2 and 4: depth 1; surfaces at 2 and 5 − 4 = 1
    // along the normal from A, so the contact is at 1.5 along it.
    const c = hit(new Circle(2, { position: [1, 2] }), new Circle(4, { position: [4, 6] }));
    expect(c.depth).toBeCloseTo(1, 12);
    expectVec(c.normal, 0.6, 0.8);
    expectVec(c.mtv, 0.6, 0.8);
    expect(contactList(c)).toHaveLength(1);
    expectVec(c.contacts[0], 1 + 1.5 * 0.6, 2 + 1.5 * 0.8);
    expect([c.aInB, c.bInA]).toEqual([false, false]);
    expect(collide(new Circle(2, { position: [1, 2] }), new Circle(2.9, { position: [4, 6] }))).toBeNull();
    // Touching from outside and from inside (closed sets).
    expect(hit(new Circle(2), new Circle(3, { position: [5, 0] })).depth).toBe(0);
    const inner = hit(new Circle(1, { position: [2, 0] }), new Circle(3));
    expect([inner.aInB, inner.bInA]).toEqual([true, false]);
    expect(hit(new Circle(1, { position: [2 + 1e-9, 0] }), new Circle(3)).aInB).toBe(false);
  });

  test('polygon–circle: face region, vertex region, centre inside, and the swapped order', () => {
    const box = Polygon.box(2, 2); // core [-1, 1]²
    const face = hit(box, new Circle(0.5, { position: [1.3, 0.2] }));
    expect(face.depth).toBeCloseTo(0.2, 12);
    expectVec(face.normal, 1, 0);
    expectVec(face.contacts[0], 1.3 + 0.5 * (0 - 0.5 - 0.3), 0.2); // midway: x = 0.9
    // Beyond the corner (1, 1) along (3, 4)/5 by 0.4: vertex normal, depth 0.5 − 0.4.
    const corner = hit(box, new Circle(0.5, { position: [1.24, 1.32] }));
    expect(corner.depth).toBeCloseTo(0.1, 12);
    expectVec(corner.normal, 0.6, 0.8);
    expect(collide(box, new Circle(0.5, { position: [1 + 0.6 * 0.51, 1 + 0.8 * 0.51] }))).toBeNull();
    // Centre inside the core: the nearest face decides, depth = its distance + r.
    const deep = hit(box, new Circle(0.25, { position: [0.1, -0.7] }));
    expect(deep.depth).toBeCloseTo(0.55, 12);
    expectVec(deep.normal, 0, -1);
    expect([deep.aInB, deep.bInA]).toEqual([false, true]);
    // Swapped: the normal flips, the flags swap, depth and contact stay.
    const swapped = hit(new Circle(0.5, { position: [1.24, 1.32] }), box);
    expect(swapped.depth).toBeCloseTo(corner.depth, 12);
    expectVec(swapped.normal, -0.6, -0.8);
    expectVec(swapped.contacts[0], corner.contacts[0].x, corner.contacts[0].y);
    const swappedDeep = hit(new Circle(0.25, { position: [0.1, -0.7] }), box);
    expect([swappedDeep.aInB, swappedDeep.bInA]).toEqual([true, false]);
  });

  test('polygon–circle apart by their boxes: rejected early, yet a pair within the touching tolerance still touches', () => {
    // Box core [-1, 1]², rounded by 0.25; circle radius 0.5: the core boxes' gap equals the
    // radii at x = 1.75. Far from the origin too, where coordinates carry more round-off.
    for (const [ox, oy] of [
      [0, 0],
      [1e6, -3e5],
    ]) {
      const box = Polygon.rounded(
        [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
        ],
        0.25,
        { position: [ox, oy] },
      );
      const at = (dx: number, dy: number) => new Circle(0.5, { position: [ox + dx, oy + dy] });
      const reference = (c: ConvexShape) => oracleCollide(coreOf(box), coreOf(c));
      for (const circle of [at(1.75, 0.3), at(-0.2, -1.75), at(1.75, 1.75), at(1.76, 0), at(0, -1.8)]) {
        const expected = reference(circle).overlapping;
        expect(overlaps(box, circle)).toBe(expected);
        expect(collide(circle, box) !== null).toBe(expected);
      }
      expect(hit(box, at(1.75, 0.3)).depth).toBe(0);
      // Within the touching tolerance (1e-12 of the pair's size), still touching; beyond, apart.
      expect(hit(at(-1.75 - 1e-13, 0), box).depth).toBe(0);
      expect(collide(box, at(1.75 + 1e-9, 0))).toBeNull();
      expect(overlaps(at(0, 1.76), box)).toBe(false);
    }
  });

  test('polygon inside a circle: every vertex within rC − rP of the centre, exactly', () => {
    const ball = new Circle(Math.SQRT2); // the box's corners lie on it
    expect(hit(ball, Polygon.box(2, 2)).bInA).toBe(true);
    expect(hit(ball, Polygon.box(2, 2, { position: [1e-9, 0] })).bInA).toBe(false);
    expect(hit(Polygon.box(2, 2), ball).aInB).toBe(true);
    expect(
      hit(
        Polygon.rounded(
          [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ],
          0.1,
        ),
        new Circle(Math.SQRT2 + 0.1),
      ).aInB,
    ).toBe(true);
  });

  test('points: on a polygon edge and at a vertex touch; point on point overlaps with depth 0', () => {
    expect(hit(new Point([1, 0.5]), Polygon.box(2, 2)).depth).toBe(0);
    expect(hit(Polygon.box(2, 2), new Point([1, 1])).depth).toBe(0);
    expect(collide(Polygon.box(2, 2), new Point([1 + 1e-9, 1]))).toBeNull();
    const same = hit(new Point([3, 4]), new Point([3, 4]));
    expect([same.depth, same.aInB, same.bInA]).toEqual([0, true, true]);
    expect(overlaps(new Point([3, 4]), new Point([3, 4 + 1e-9]))).toBe(false);
  });

  test.each([
    ['1e6 from the origin', 1e6, 1, 1e-9],
    ['2^30 from the origin', 2 ** 30, 1, 1e-6],
    ['tiny (1e-6)', 0, 1e-6, 1e-9],
  ])('circle pairs %s give the origin result', (_name, offset, scale, eps) => {
    const at = (x: number, y: number): [number, number] => [offset + x * scale, offset + y * scale];
    const cases: [() => Shape, () => Shape][] = [
      [
        () => new Circle(0.7 * scale, { position: at(0, 0) }),
        () => new Circle(0.5 * scale, { position: at(0.9, 0.4) }),
      ],
      [
        () => Polygon.regular(7, scale, { position: at(0, 0), angle: 0.2 }),
        () => new Circle(0.3 * scale, { position: at(1.1, 0.35) }),
      ],
      [
        () => new Circle(0.3 * scale, { position: at(1.1, 0.35) }),
        () => Polygon.regular(7, scale, { position: at(0, 0), angle: 0.2 }),
      ],
    ];
    for (const [makeA, makeB] of cases) {
      const c = hit(makeA(), makeB());
      const base = hit(...originPair(makeA, makeB, offset, scale));
      expect(Math.abs(c.depth / scale - base.depth)).toBeLessThan(eps);
      expectVec(c.normal, base.normal.x, base.normal.y, eps);
    }
  });
});

/** The same pair rebuilt at the origin and unit scale, from shapes built far away or tiny. */
function originPair(makeA: () => Shape, makeB: () => Shape, offset: number, scale: number): [Shape, Shape] {
  const move = (s: Shape): Shape => {
    const p = s.position;
    s.setPosition((p.x - offset) / scale, (p.y - offset) / scale);
    s.setScale(1 / scale, 1 / scale);
    return s;
  };
  return [move(makeA()), move(makeB())];
}

describe('input forms give the same answer', () => {
  const ref = new Polygon([
    [0, 0],
    [4, 0],
    [4, 3],
    [0, 3],
  ]);
  const other = Polygon.regular(5, 1.2, { position: [4.3, 1], angle: 0.2 });
  const expected = hit(ref, other);
  test.each([
    [
      'clockwise',
      [
        [0, 0],
        [0, 3],
        [4, 3],
        [4, 0],
      ],
    ],
    [
      'repeated closing point',
      [
        [0, 0],
        [4, 0],
        [4, 3],
        [0, 3],
        [0, 0],
      ],
    ],
    [
      'collinear points',
      [
        [0, 0],
        [2, 0],
        [4, 0],
        [4, 1.5],
        [4, 3],
        [0, 3],
      ],
    ],
    [
      'duplicate points',
      [
        [0, 0],
        [4, 0],
        [4, 0],
        [4, 3],
        [0, 3],
        [0, 3],
      ],
    ],
    [
      'rotated start',
      [
        [4, 3],
        [0, 3],
        [0, 0],
        [4, 0],
      ],
    ],
  ])('%s', (_name, points) => {
    const c = hit(new Polygon(points as [number, number][]), other);
    expect(c.depth).toBeCloseTo(expected.depth, 12);
    expectVec(c.normal, expected.normal.x, expected.normal.y);
  });
});

describe('scale', () => {
  const pair = (offset: number, scale: number) => [
    Polygon.regular(6, 1 * scale, { position: [offset, offset], angle: 0.1 }),
    new Capsule([0, 0], [1.5 * scale, 0.5 * scale], 0.4 * scale, {
      position: [offset + 1.2 * scale, offset + 0.3 * scale],
    }),
  ];
  const [a0, b0] = pair(0, 1);
  const base = hit(a0, b0);

  test('a pair 2^30 from the origin gives the origin result', () => {
    const [a, b] = pair(2 ** 30, 1);
    const c = hit(a, b);
    // World coordinates near 2^30 are rounded to 2^-22; the answer keeps that accuracy.
    expect(Math.abs(c.depth - base.depth)).toBeLessThan(1e-6);
    expectVec(c.normal, base.normal.x, base.normal.y, 1e-6);
  });

  test('a pair 1e6 from the origin matches to 1e-9', () => {
    const [a, b] = pair(1e6, 1);
    const c = hit(a, b);
    expect(Math.abs(c.depth - base.depth)).toBeLessThan(1e-9);
  });

  test('tiny shapes (1e-6) scale the answer exactly', () => {
    const [a, b] = pair(0, 1e-6);
    const c = hit(a, b);
    expect(c.depth / 1e-6).toBeCloseTo(base.depth, 9);
    expectVec(c.normal, base.normal.x, base.normal.y, 1e-9);
  });
});

describe('seed worked examples', () => {
  test('seed 000: the 100×100 square at (200, 200) against another square, a circle and a point', () => {
    const a = new Polygon(
      [
        [50, -50],
        [50, 50],
        [-50, 50],
        [-50, -50],
      ],
      { position: [200, 200] },
    );
    // x overlap [210, 250] = 40, y overlap [180, 250] = 70: the MTV is 40 along +x.
    const c = hit(a, Polygon.box(100, 100, { position: [260, 230] }));
    expect(c.depth).toBe(40);
    expectVec(c.normal, 1, 0);
    expect(c.mtv).toEqual({ x: 40, y: 0 });
    // A circle near a corner: the axis from the corner (250, 250) to the centre decides.
    const ball = new Circle(10, { position: [256, 258] });
    const d = hit(a, ball);
    expect(d.depth).toBeCloseTo(0, 12);
    expectVec(d.normal, 0.6, 0.8);
    expect(overlaps(a, new Point([249, 151]))).toBe(true);
    expect(overlaps(a, new Point([251, 151]))).toBe(false);
  });

  test('seed 001: the 7-vertex polygon at (320, 200) against the regular triangle of radius 50', () => {
    const poly = new Polygon(
      [
        [90, 110],
        [-60, 120],
        [-130, 30],
        [-120, -10],
        [-90, -50],
        [130, -10],
        [100, 100],
      ],
      { position: [320, 200] },
    );
    const tri = Polygon.regular(3, 50, { position: [100, 200] });
    expect(collide(poly, tri)).toBeNull();
    // Moved right until its tip (150 + 10, 200) → (210, 200) crosses the polygon's left edge
    // (world (190, 230)–(200, 190)); every other axis separates less deeply (hand-checked:
    // the next edge gives 14, the triangle's faces 33 and more).
    tri.setPosition(160, 200);
    const c = hit(poly, tri);
    // Depth of the tip below that edge: cross((10, −40), (210 − 190, 200 − 230)) / √1700.
    expect(c.depth).toBeCloseTo(500 / Math.sqrt(1700), 10);
    expectVec(c.normal, -40 / Math.sqrt(1700), -10 / Math.sqrt(1700), 1e-12);
    tri.translate(c.mtv.x, c.mtv.y);
    expect(hit(poly, tri).depth).toBeLessThan(1e-9);
  });

  test('seed 004: SAT works for irregular (scaled, rotated) polygons, not only regular ones', () => {
    // BasicPolygon(3, 100): first vertex at (π − 2π/3)/2 = π/6.
    const tri = [0, 1, 2].map(
      (i) =>
        [100 * Math.cos(Math.PI / 6 + (2 * Math.PI * i) / 3), 100 * Math.sin(Math.PI / 6 + (2 * Math.PI * i) / 3)] as [
          number,
          number,
        ],
    );
    const a = new Polygon(tri, { position: [0, 0], scale: [2, 0.5] });
    const b = new Polygon(tri, { position: [150, 40], angle: Math.PI / 2, scale: [0.5, 1] });
    // Stretched by 2 along x, A's right tip is at (173.2…, 25); the rotated B's lowest-left
    // edge decides. Compare with the same geometry given as plain world points.
    const c = hit(a, b);
    const plainA = new Polygon(
      Array.from({ length: 3 }, (_, i) => [a.worldPoints()[2 * i], a.worldPoints()[2 * i + 1]] as [number, number]),
    );
    const plainB = new Polygon(
      Array.from({ length: 3 }, (_, i) => [b.worldPoints()[2 * i], b.worldPoints()[2 * i + 1]] as [number, number]),
    );
    const p = hit(plainA, plainB);
    expect(c.depth).toBeCloseTo(p.depth, 9);
    b.translate(c.mtv.x, c.mtv.y);
    expect(hit(a, b).depth).toBeLessThan(1e-9);
  });
});

describe('compounds', () => {
  test('the deepest part pair decides; MTVs are not summed', () => {
    const l = new Compound([Polygon.box(4, 1, { position: [0, -1.5] }), Polygon.box(1, 4, { position: [-1.5, 0] })]);
    const ball = new Circle(0.5, { position: [1, -0.8] });
    const c = hit(l, ball);
    // Only the floor part overlaps: ball bottom at −1.3, floor top at −1: depth 0.3 up.
    expect(c.depth).toBeCloseTo(0.3, 12);
    expectVec(c.normal, 0, 1);
    expect(overlaps(ball, l)).toBe(true);
    const r = hit(ball, l);
    expectVec(r.normal, 0, -1);
  });

  test('aInB for a compound: every part inside the union of the other’s parts', () => {
    const big = new Compound([Polygon.box(4, 4, { position: [-2, 0] }), Polygon.box(4, 4, { position: [2, 0] })]);
    expect(hit(big, new Circle(0.5, { position: [-2, 0] })).bInA).toBe(true);
    // Straddles both parts: inside their union, though not inside a single part.
    expect(hit(big, new Circle(0.5, { position: [0, 0] })).bInA).toBe(true);
    expect(hit(big, new Circle(0.5, { position: [0, 1.8] })).bInA).toBe(false);
    const small = new Compound([Polygon.box(1, 1, { position: [-2, 0] }), Polygon.box(1, 1, { position: [2, 0] })]);
    expect(hit(small, big).aInB).toBe(true);
  });
});

describe('errors', () => {
  test.each([
    ['a is not a shape', () => collide({} as Shape, new Point())],
    ['b is null', () => overlaps(new Point(), null as unknown as Shape)],
    ['plain object that looks like a shape', () => collide({ kind: 'circle' } as unknown as Shape, new Point())],
    ['out is not a Collision', () => collide(new Point(), new Point(), {} as Collision)],
    ['out is null', () => collide(new Point(), new Point(), null as unknown as Collision)],
    ['out is a DistanceResult', () => collide(new Point(), new Point(), new DistanceResult() as unknown as Collision)],
    ['distance: a is a plain object', () => distance({ kind: 'point' } as unknown as Shape, new Point())],
    [
      'distance: out is not a DistanceResult',
      () => distance(new Point(), new Point(), new Collision() as unknown as DistanceResult),
    ],
    ['distance: out is null', () => distance(new Point(), new Point(), null as unknown as DistanceResult)],
  ])('%s → INVALID_ARGUMENT', (_name, call) => {
    expect(call).toThrowError(SepaxError);
    try {
      call();
    } catch (e) {
      expect((e as SepaxError).code).toBe('INVALID_ARGUMENT');
    }
  });

  test.each([
    [
      'NON_FINITE',
      () =>
        new Polygon([
          [0, 0],
          [NaN, 0],
          [0, 1],
        ]),
    ],
    ['NON_FINITE', () => new Circle(1, { position: [Infinity, 0] })],
    [
      'TOO_FEW_POINTS',
      () =>
        new Polygon([
          [0, 0],
          [1, 0],
          [1, 0],
        ]),
    ],
    [
      'TOO_FEW_POINTS',
      () =>
        new Polygon([
          [2, 3],
          [2, 3],
          [2, 3],
          [2, 3],
        ]),
    ],
    [
      'ZERO_AREA',
      () =>
        new Polygon([
          [0, 0],
          [1, 1],
          [2, 2],
        ]),
    ],
    [
      'NOT_CONVEX',
      () =>
        new Polygon([
          [0, 0],
          [2, 0],
          [1, 0.2],
          [1, 2],
        ]),
    ],
    [
      'SELF_INTERSECTION',
      () =>
        Polygon.regular(5, 1).points.length &&
        new Polygon(
          [0, 2, 4, 1, 3].map(
            (i) => [Math.cos((2 * Math.PI * i) / 5), Math.sin((2 * Math.PI * i) / 5)] as [number, number],
          ),
        ),
    ],
    ['INVALID_RADIUS', () => new Capsule([0, 0], [1, 0], -1)],
    [
      'INVALID_RADIUS',
      () =>
        Polygon.rounded(
          [
            [0, 0],
            [1, 0],
            [0, 1],
          ],
          -0.5,
        ),
    ],
  ])('%s', (code, make) => {
    expect(make).toThrowError(SepaxError);
    try {
      make();
    } catch (e) {
      expect((e as SepaxError).code).toBe(code);
    }
  });

  test('NOT_CONVEX points to @sepax/decomp', () => {
    expect(
      () =>
        new Polygon([
          [0, 0],
          [2, 0],
          [1, 0.2],
          [1, 2],
        ]),
    ).toThrowError(/@sepax\/decomp/);
  });
});
