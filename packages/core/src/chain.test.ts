// Chains: the ghost-collision test (a box sliding along a flat chain never catches on a
// joint), collisions against the exact Minkowski oracle (a two-sided chain is its segments;
// a one-sided closed convex chain collides like the polygon it outlines, for shapes outside
// it), one-sided rules, JSON and bad input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreOf, oracleCollide } from '../test/oracle.mjs';
import {
  Capsule,
  Chain,
  Circle,
  Collision,
  Compound,
  collide,
  distance,
  fromJSON,
  massProperties,
  overlaps,
  Polygon,
  Segment,
  type SepaxError,
  type Shape,
} from './index.js';
import { build, partSpec, partsOf, signedDistanceTo } from './test-support/shapes.js';

/** A flat floor of `n` unit segments along y = 0, free side up (listed right to left). */
function flatFloor(n: number, oneSided: boolean): Chain {
  const points: [number, number][] = [];
  for (let i = n; i >= 0; i--) points.push([i, 0]);
  return new Chain(points, { oneSided });
}

describe('ghost collisions', () => {
  it('a box sliding along a flat chain of 100 unit segments never gets a normal other than the surface’s', () => {
    for (const oneSided of [true, false]) {
      const floor = flatFloor(100, oneSided);
      const box = Polygon.box(1, 1);
      const out = new Collision();
      // Every 1/64 of a unit (the joints exactly among them), sunk 0.01 into the floor.
      for (let k = 0; k <= 99 * 64; k++) {
        box.setPosition(0.5 + k / 64, 0.49);
        const hit = collide(floor, box, out);
        expect(hit).not.toBeNull();
        expect(out.normal).toEqual({ x: 0, y: 1 });
        expect(out.depth).toBeCloseTo(0.01, 12);
      }
    }
  });

  it('loose segments do catch, so the test above can fail: the one past a joint pushes sideways', () => {
    const box = Polygon.box(1, 1, { position: [49.505, 0.49] }); // its right corner just past x = 50
    expect(collide(new Segment([50, 0], [51, 0]), box)?.normal).toEqual({ x: -1, y: 0 });
  });

  it('circles, capsules and turned boxes sliding along the floor get the surface normal', () => {
    const floor = flatFloor(100, true);
    const shapes: Shape[] = [new Circle(0.5), new Capsule([-0.5, 0], [0.5, 0], 0.3), Polygon.box(1, 1, { angle: 0.3 })];
    const sink = [0.49, 0.29, 0];
    for (const [s, shape] of shapes.entries()) {
      const lowest = s === 2 ? shape.aabb().minY : 0;
      for (let k = 0; k <= 99 * 16; k++) {
        shape.setPosition(0.5 + k / 16, s === 2 ? -lowest - 0.01 : sink[s]);
        const hit = collide(floor, shape);
        expect(hit?.normal.x).toBeCloseTo(0, 12);
        expect(hit?.normal.y).toBeCloseTo(1, 12);
      }
    }
  });
});

describe('against the exact oracle', () => {
  const zigzag = fc
    .array(fc.tuple(fc.double({ min: 0.3, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })), {
      minLength: 1,
      maxLength: 5,
    })
    .map((steps) => {
      const points: [number, number][] = [[-2, 0]];
      for (const [dx, dy] of steps) points.push([points.at(-1)![0] + dx, points.at(-1)![1] + dy]);
      return points;
    });

  it('a two-sided chain overlaps exactly what one of its segments overlaps; distance is the nearest segment’s', () => {
    fc.assert(
      fc.property(zigzag, partSpec, (points, spec) => {
        const chain = new Chain(points);
        const shape = build(spec);
        let overlapping = false;
        let signed = Infinity;
        let nearBoundary = false;
        for (const s of chain.segments) {
          for (const p of partsOf(shape)) {
            const o = oracleCollide(coreOf(s), coreOf(p));
            overlapping ||= o.overlapping;
            signed = Math.min(signed, o.signedDistance);
            if (Math.abs(o.signedDistance) < 1e-9) nearBoundary = true;
          }
        }
        expect(distance(chain, shape).distance).toBeCloseTo(signed, 9);
        expect(distance(shape, chain).distance).toBeCloseTo(signed, 9);
        if (nearBoundary) return;
        expect(overlaps(chain, shape)).toBe(overlapping);
        expect(collide(shape, chain) !== null).toBe(overlapping);
      }),
      { numRuns: 400 },
    );
  });

  it('a one-sided convex loop pushes a shape outside it as the polygon it outlines would (shallow contact)', () => {
    let checked = 0;
    fc.assert(
      fc.property(partSpec, fc.integer({ min: 3, max: 8 }), (spec, sides) => {
        const outline = Polygon.regular(sides, 2);
        const loop = new Chain(outline.points, { loop: true, oneSided: true });
        const shape = build(spec);
        shape.translate(2.2, 0.3);
        for (const part of partsOf(shape)) {
          const o = oracleCollide(coreOf(outline), coreOf(part));
          // Shallow, with the part's centre outside the outline: the polygon's answer is the
          // surface's. (Deeper, a polygon may push through another face; a chain does not.)
          const w = part.worldPoints();
          let cx = 0;
          let cy = 0;
          for (let k = 0; k < w.length; k += 2) {
            cx += (2 * w[k]) / w.length;
            cy += (2 * w[k + 1]) / w.length;
          }
          if (!o.overlapping || o.depth > 0.05 || o.depth < 1e-6 || o.normal === null) continue;
          if (signedDistanceTo(outline, cx, cy) < 0.1) continue;
          const hit = collide(loop, part);
          expect(hit).not.toBeNull();
          expect(hit!.depth).toBeCloseTo(o.depth, 9);
          expect(hit!.normal.x).toBeCloseTo(o.normal.x, 6);
          expect(hit!.normal.y).toBeCloseTo(o.normal.y, 6);
          checked++;
        }
      }),
      { numRuns: 3000 },
    );
    expect(checked).toBeGreaterThan(30);
  });
});

describe('one-sided chains', () => {
  it('collide from the free side only; a mirrored chain keeps its solid side', () => {
    const floor = flatFloor(4, true);
    expect(collide(floor, new Circle(0.5, { position: [2, 0.3] }))?.normal).toEqual({ x: 0, y: 1 });
    expect(collide(floor, new Circle(0.5, { position: [2, -0.3] }))).toBeNull();
    expect(overlaps(floor, new Circle(0.5, { position: [2, -0.3] }))).toBe(false);
    // Two-sided, the same ball below is pushed down.
    expect(collide(flatFloor(4, false), new Circle(0.5, { position: [2, -0.3] }))?.normal).toEqual({ x: 0, y: -1 });
    const mirrored = flatFloor(4, true).setScale(-1, 1);
    expect(collide(mirrored, new Circle(0.5, { position: [-2, 0.3] }))?.normal).toEqual({ x: 0, y: 1 });
    expect(collide(mirrored, new Circle(0.5, { position: [-2, -0.3] }))).toBeNull();
  });

  it('swapping the arguments flips the normal', () => {
    const floor = flatFloor(4, true);
    const ball = new Circle(0.5, { position: [2.5, 0.3] });
    const ab = collide(floor, ball)!;
    const ba = collide(ball, floor)!;
    expect(ba.normal).toEqual({ x: -ab.normal.x + 0, y: -ab.normal.y + 0 });
    expect(ba.depth).toBe(ab.depth);
  });

  it('at an outward corner the corner’s own region pushes diagonally', () => {
    // A box outline, solid inside; a ball over its top-right corner.
    const box = new Chain(Polygon.box(2, 2).points, { loop: true, oneSided: true });
    const hit = collide(box, new Circle(0.5, { position: [1.2, 1.2] }))!;
    expect(hit.normal.x).toBeCloseTo(Math.SQRT1_2, 12);
    expect(hit.normal.y).toBeCloseTo(Math.SQRT1_2, 12);
    expect(hit.depth).toBeCloseTo(0.5 - Math.hypot(0.2, 0.2), 12);
  });
});

describe('Chain', () => {
  it('round-trips through JSON', () => {
    const chain = new Chain(
      [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      { loop: true, oneSided: true },
      { position: [3, 0] },
    );
    const copy = fromJSON(JSON.parse(JSON.stringify(chain)));
    expect(copy).toBeInstanceOf(Chain);
    expect(copy.toJSON()).toEqual(chain.toJSON());
    expect(
      new Chain([
        [0, 0],
        [1, 0],
      ]).toJSON(),
    ).toEqual({
      type: 'chain',
      points: [
        [0, 0],
        [1, 0],
      ],
    });
  });

  it('has no area; its centroid is the middle of its length', () => {
    const m = massProperties(
      new Chain([
        [0, 0],
        [2, 0],
        [2, 1],
      ]),
    );
    expect(m.area).toBe(0);
    expect(m.inertia).toBe(0);
    expect(m.centroid.x).toBeCloseTo((2 * 1 + 1 * 2) / 3, 12);
    expect(m.centroid.y).toBeCloseTo(0.5 / 3, 12);
  });

  it('two chains collide segment by segment; a compound against a chain goes part by part', () => {
    const a = new Chain([
      [0, 0],
      [2, 2],
    ]);
    const b = new Chain([
      [0, 2],
      [2, 0],
    ]);
    expect(overlaps(a, b)).toBe(true);
    expect(
      collide(
        a,
        new Chain([
          [5, 5],
          [6, 6],
        ]),
      ),
    ).toBeNull();
    const floor = flatFloor(10, true);
    const cart = new Compound(
      [Polygon.box(2, 0.5, { position: [0, 0.5] }), new Circle(0.3, { position: [0.7, 0.25] })],
      {
        position: [5, 0],
      },
    );
    expect(collide(floor, cart)?.normal).toEqual({ x: 0, y: 1 });
    expect(collide(floor, cart)?.depth).toBeCloseTo(0.05, 12);
  });

  it('boxes each segment: its box is their union', () => {
    expect(flatFloor(10, false).aabb()).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 0 });
  });

  it('rejects too few points, coinciding neighbours and bad options', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as SepaxError).code;
      }
    };
    expect(code(() => new Chain([[0, 0]]))).toBe('TOO_FEW_POINTS');
    expect(
      code(
        () =>
          new Chain(
            [
              [0, 0],
              [1, 0],
            ],
            { loop: true },
          ),
      ),
    ).toBe('TOO_FEW_POINTS');
    expect(
      code(
        () =>
          new Chain([
            [0, 0],
            [1, 0],
            [1, 0],
            [2, 0],
          ]),
      ),
    ).toBe('TOO_FEW_POINTS');
    expect(
      code(
        () =>
          new Chain([
            [0, 0],
            [1, Number.NaN],
          ]),
      ),
    ).toBe('NON_FINITE');
    expect(
      code(
        () =>
          new Chain(
            [
              [0, 0],
              [1, 0],
            ],
            { loop: 'yes' as never },
          ),
      ),
    ).toBe('INVALID_ARGUMENT');
    expect(code(() => new Compound([flatFloor(2, false) as never]))).toBe('INVALID_ARGUMENT');
  });
});
