// Mass properties against an independent reference: numeric integration over a fine grid of
// sample points, each classified by the brute-force signed distance of test-support (no
// closed form involved); plus hand-computed fixtures, invariance under moves and turns, and
// compounds against the same region built as one polygon.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Capsule,
  Circle,
  Compound,
  type ConvexShape,
  MassProperties,
  massProperties,
  Point,
  Polygon,
  Segment,
  SepaxError,
} from './index.js';
import {
  build,
  partSpec,
  partsOf,
  rotated90,
  type ShapeSpec,
  signedDistanceTo,
  translated,
} from './test-support/shapes.js';

/** Midpoint-rule integration over an n × n grid covering the shape's box. */
function integrate(parts: ConvexShape[], n: number) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of parts) {
    const b = p.aabb();
    minX = Math.min(minX, b.minX);
    minY = Math.min(minY, b.minY);
    maxX = Math.max(maxX, b.maxX);
    maxY = Math.max(maxY, b.maxY);
  }
  const hx = (maxX - minX) / n;
  const hy = (maxY - minY) / n;
  let area = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    const x = minX + (i + 0.5) * hx;
    for (let j = 0; j < n; j++) {
      const y = minY + (j + 0.5) * hy;
      // Overlapping parts count once per part, as the closed forms do.
      for (const p of parts) {
        if (signedDistanceTo(p, x, y) > 0) continue;
        area += 1;
        sx += x;
        sy += y;
        sxx += x * x + y * y;
      }
    }
  }
  const cell = hx * hy;
  const cx = sx / area;
  const cy = sy / area;
  return {
    area: area * cell,
    cx,
    cy,
    inertia: (sxx - area * (cx * cx + cy * cy)) * cell,
    size: Math.max(maxX - minX, maxY - minY),
  };
}

function expectNear(actual: number, expected: number, tol: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol);
}

describe('massProperties: closed forms by hand', () => {
  it('a circle: πr², centre, m r²/2', () => {
    const m = massProperties(new Circle(2, { position: [5, -1] }), 3);
    expectNear(m.area, 4 * Math.PI, 1e-12);
    expectNear(m.mass, 12 * Math.PI, 1e-12);
    expectNear(m.centroid.x, 5, 1e-12);
    expectNear(m.centroid.y, -1, 1e-12);
    expectNear(m.inertia, (12 * Math.PI * 4) / 2, 1e-10);
  });

  it('a box: w h, centre, m (w² + h²)/12', () => {
    const m = massProperties(Polygon.box(4, 2, { position: [1, 2], angle: 0.3 }), 0.5);
    expectNear(m.area, 8, 1e-12);
    expectNear(m.centroid.x, 1, 1e-12);
    expectNear(m.centroid.y, 2, 1e-12);
    expectNear(m.inertia, (4 * (16 + 4)) / 12, 1e-12);
  });

  it("a capsule: Box2D's b2ComputeCapsuleMass formula", () => {
    const r = 0.5;
    const length = 3;
    const m = massProperties(new Capsule([0, 0], [length, 0], r), 2);
    const boxMass = 2 * 2 * r * length;
    const circleMass = 2 * Math.PI * r * r;
    const lc = (4 * r) / (3 * Math.PI);
    const h = length / 2;
    const inertia = circleMass * (0.5 * r * r + h * h + 2 * h * lc) + (boxMass * (4 * r * r + length * length)) / 12;
    expectNear(m.area, 2 * r * length + Math.PI * r * r, 1e-12);
    expectNear(m.centroid.x, 1.5, 1e-12);
    expectNear(m.centroid.y, 0, 1e-12);
    expectNear(m.inertia, inertia, 1e-10);
  });

  it('a rounded box: area w h + perimeter r + π r²', () => {
    const m = massProperties(
      Polygon.rounded(
        [
          [0, 0],
          [2, 0],
          [2, 1],
          [0, 1],
        ],
        0.25,
      ),
    );
    expectNear(m.area, 2 + 6 * 0.25 + Math.PI * 0.0625, 1e-12);
    expectNear(m.centroid.x, 1, 1e-12);
    expectNear(m.centroid.y, 0.5, 1e-12);
  });

  it('a point has no area: mass and inertia 0, centroid its position', () => {
    const m = massProperties(new Point([3, 4]), 10);
    expect(m.area).toBe(0);
    expect(m.mass).toBe(0);
    expect(m.inertia).toBe(0);
    expect(m.centroid).toEqual({ x: 3, y: 4 });
  });

  it('a segment has no area: its centroid is its middle', () => {
    const m = massProperties(new Segment([0, 0], [4, 2], { position: [1, 1] }));
    expect(m.area).toBe(0);
    expect(m.inertia).toBe(0);
    expect(m.centroid).toEqual({ x: 3, y: 2 });
  });

  it('writes into out without allocating a result', () => {
    const out = new MassProperties();
    expect(massProperties(new Circle(1), 1, out)).toBe(out);
  });

  it('rejects a negative or non-finite density, a non-shape and a bad out', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof SepaxError ? e.code : 'not a SepaxError';
      }
      return 'no error';
    };
    expect(code(() => massProperties(new Circle(1), -1))).toBe('INVALID_ARGUMENT');
    expect(code(() => massProperties(new Circle(1), Number.NaN))).toBe('NON_FINITE');
    expect(code(() => massProperties({} as never))).toBe('INVALID_ARGUMENT');
    expect(code(() => massProperties(new Circle(1), 1, {} as never))).toBe('INVALID_ARGUMENT');
  });
});

describe('massProperties: against numeric integration', () => {
  it('every convex kind, transformed (600 × 600 grid)', () => {
    fc.assert(
      fc.property(partSpec, (spec) => {
        const shape = build(spec) as ConvexShape;
        if (shape.kind === 'point') return;
        const m = massProperties(shape);
        const ref = integrate([shape], 600);
        // The grid misclassifies cells along the boundary: errors of order size²/n.
        const s = ref.size;
        expectNear(m.area, ref.area, 4e-3 * s * s);
        expectNear(m.centroid.x, ref.cx, 3e-3 * s);
        expectNear(m.centroid.y, ref.cy, 3e-3 * s);
        expectNear(m.inertia, ref.inertia, 6e-3 * s ** 4);
      }),
      { numRuns: 25 },
    );
  });

  it('a compound of overlapping parts sums its parts (parallel axis)', () => {
    const parts = [
      new Circle(0.7, { position: [0.5, 0] }),
      Polygon.box(2, 1, { angle: 0.4 }),
      new Capsule([0, 0], [1, 1], 0.3),
    ];
    const ref = integrate(parts, 800);
    const m = massProperties(new Compound(parts));
    const s = ref.size;
    expectNear(m.area, ref.area, 2e-3 * s * s);
    expectNear(m.centroid.x, ref.cx, 2e-3 * s);
    expectNear(m.centroid.y, ref.cy, 2e-3 * s);
    expectNear(m.inertia, ref.inertia, 3e-3 * s ** 4);
  });
});

describe('massProperties: invariance', () => {
  const shapeSpec = fc.oneof(
    partSpec,
    fc
      .record({
        parts: fc.array(partSpec, { minLength: 1, maxLength: 3 }),
        position: fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
        angle: fc.double({ min: -3, max: 3, noNaN: true }),
      })
      .map((s): ShapeSpec => ({ kind: 'compound', ...s, scale: [1, 1] })),
  );

  it('moving a shape moves its centroid by as much and keeps area and inertia', () => {
    fc.assert(
      fc.property(
        shapeSpec,
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (spec, dx, dy) => {
          const a = massProperties(build(spec), 1.5);
          const b = massProperties(build(translated(spec, dx, dy)), 1.5);
          const tol = 1e-9 * (1 + Math.abs(a.inertia));
          expectNear(b.area, a.area, 1e-9);
          expectNear(b.centroid.x, a.centroid.x + dx, 1e-9);
          expectNear(b.centroid.y, a.centroid.y + dy, 1e-9);
          expectNear(b.inertia, a.inertia, tol);
        },
      ),
    );
  });

  it('turning a shape by 90° about the origin turns its centroid and keeps area and inertia', () => {
    fc.assert(
      fc.property(shapeSpec, (spec) => {
        const a = massProperties(build(spec));
        const b = massProperties(build(rotated90(spec)));
        expectNear(b.area, a.area, 1e-9);
        expectNear(b.centroid.x, -a.centroid.y, 1e-9);
        expectNear(b.centroid.y, a.centroid.x, 1e-9);
        expectNear(b.inertia, a.inertia, 1e-9 * (1 + a.inertia));
      }),
    );
  });

  it('turning a shape by any angle about its own origin keeps area and inertia', () => {
    fc.assert(
      fc.property(partSpec, fc.double({ min: -7, max: 7, noNaN: true }), (spec, turn) => {
        const shape = build(spec);
        const a = massProperties(shape);
        shape.rotate(turn);
        const b = massProperties(shape);
        expectNear(b.area, a.area, 1e-9);
        expectNear(b.inertia, a.inertia, 1e-9 * (1 + a.inertia));
      }),
    );
  });

  it('a compound equals the same region made as one polygon', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.2, max: 3, noNaN: true }), { minLength: 2, maxLength: 6 }),
        fc.double({ min: 0.2, max: 2, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (widths, height, angle) => {
          // A row of rectangles side by side = one rectangle; cut along a diagonal = two triangles.
          let x = 0;
          const boxes: Polygon[] = [];
          for (const w of widths) {
            boxes.push(Polygon.box(w, height, { position: [x + w / 2, height / 2] }));
            x += w;
          }
          const c = Math.cos(angle);
          const s = Math.sin(angle);
          const centre: [number, number] = [(c * x) / 2 - (s * height) / 2, (s * x) / 2 + (c * height) / 2];
          const whole = Polygon.box(x, height, { position: centre, angle });
          const row = new Compound(boxes, { angle });
          const a = massProperties(row, 2);
          const b = massProperties(whole, 2);
          expectNear(a.area, b.area, 1e-9 * (1 + b.area));
          expectNear(a.centroid.x, b.centroid.x, 1e-9 * (1 + x));
          expectNear(a.centroid.y, b.centroid.y, 1e-9 * (1 + x));
          expectNear(a.inertia, b.inertia, 1e-9 * (1 + b.inertia));
        },
      ),
    );
  });

  it('an L made of two boxes equals the L as one hexagon cut into two convex pieces the other way', () => {
    const l1 = new Compound([Polygon.box(3, 1, { position: [1.5, 0.5] }), Polygon.box(1, 2, { position: [0.5, 2] })]);
    const l2 = new Compound([
      new Polygon([
        [0, 0],
        [1, 0],
        [1, 3],
        [0, 3],
      ]),
      new Polygon([
        [1, 0],
        [3, 0],
        [3, 1],
        [1, 1],
      ]),
    ]);
    const a = massProperties(l1);
    const b = massProperties(l2);
    expectNear(a.area, 5, 1e-12);
    expectNear(a.centroid.x, b.centroid.x, 1e-12);
    expectNear(a.centroid.y, b.centroid.y, 1e-12);
    expectNear(a.centroid.x, 1.1, 1e-12);
    expectNear(a.inertia, b.inertia, 1e-12);
    const parts = partsOf(l1);
    expect(parts).toHaveLength(2);
  });
});
