import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SepaxError } from './errors.js';
import { Polygon } from './polygon.js';
import { collide } from './collide.js';
import { Capsule } from './capsule.js';
import { Circle } from './circle.js';
import { Point } from './point.js';
import { MAX_REACH_PER_SIZE } from './tolerances.js';
import { codeOf } from './test-support/error-code.js';

/** Shoelace area of [x, y] pairs, independent of the library's own helper. */
function shoelace(points: { x: number; y: number }[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    const q = points[(i + 1) % points.length];
    s += p.x * q.y - q.x * p.y;
  }
  return s / 2;
}

describe('Polygon input normalisation', () => {
  it('stores clockwise input counter-clockwise', () => {
    const p = new Polygon([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ]);
    expect(shoelace(p.points)).toBeCloseTo(1, 12);
  });

  it('drops the repeated closing point', () => {
    expect(
      new Polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]).count,
    ).toBe(3);
  });

  it('drops duplicate and collinear points', () => {
    const p = new Polygon([
      [0, 0],
      [0.5, 0],
      [1, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0.5],
    ]);
    expect(p.points).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]);
  });

  it('reduces a square traced with 600 000 points to its 4 corners (the collinear pass was quadratic: minutes)', () => {
    // A traced outline: 150 000 points along each side of the unit square.
    const perSide = 150_000;
    const points: [number, number][] = [];
    for (let i = 0; i < perSide; i++) points.push([i / perSide, 0]);
    for (let i = 0; i < perSide; i++) points.push([1, i / perSide]);
    for (let i = 0; i < perSide; i++) points.push([1 - i / perSide, 1]);
    for (let i = 0; i < perSide; i++) points.push([0, 1 - i / perSide]);
    expect(new Polygon(points).points).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]);
  });

  it('drops a collinear vertex wherever it sits in the list, the seam included', () => {
    const square: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    const expected = new Polygon(square).points;
    // The midpoint of each side inserted at each position of the list (first, last, inside).
    const midpoints: [number, number][] = [
      [0.5, 0],
      [1, 0.5],
      [0.5, 1],
      [0, 0.5],
    ];
    for (let side = 0; side < 4; side++) {
      for (let start = 0; start < 5; start++) {
        const ring = [...square.slice(0, side + 1), midpoints[side], ...square.slice(side + 1)];
        const rotated = [...ring.slice(start), ...ring.slice(0, start)];
        const p = new Polygon(rotated);
        expect(p.count).toBe(4);
        expect(p.area).toBeCloseTo(1, 15);
        for (const v of p.points) expect(expected).toContainEqual(v);
      }
    }
  });

  it('keeps a tiny but real feature of a huge polygon', () => {
    // 1e-6 off the line on a shape 1e3 wide is far above the 1e-10 relative tolerance.
    const p = new Polygon([
      [0, 0],
      [500, -1e-6],
      [1000, 0],
      [1000, 1000],
      [0, 1000],
    ]);
    expect(p.count).toBe(5);
  });

  it('judges a thin triangle the same wherever it sits: its area is measured from its own first point', () => {
    // Apex m grid steps of 2^-32 above a unit base: areas 1.2e-10 to 3.5e-10, over the bound
    // 1e-10 × size². Every coordinate is exact at |y| = 2^20, where raw y rounded the area by
    // about as much as it is (ZERO_AREA and SELF_INTERSECTION before).
    const step = 2 ** -32;
    for (const m of [1, 2, 3])
      for (const [x0, y0] of [
        [0, 0],
        [0, 2 ** 20],
        [2 ** 20, -(2 ** 20)],
      ]) {
        const triangle = new Polygon([
          [x0, y0],
          [x0 + 1, y0],
          [x0 + 0.5, y0 + m * step],
        ]);
        expect(triangle.area).toBeCloseTo((m * step) / 2, 20);
      }
  });

  it('treats tiny shapes like large ones (relative tolerance)', () => {
    const big = new Polygon([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    const tiny = new Polygon([
      [0, 0],
      [1e-9, 0],
      [1e-9, 1e-9],
      [0, 1e-9],
    ]);
    expect(tiny.count).toBe(big.count);
    expect(tiny.area).toBeCloseTo(1e-18, 30);
  });

  it('accepts { x, y } and [x, y] points alike', () => {
    const a = new Polygon([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 0, y: 2 },
    ]);
    const b = new Polygon([
      [0, 0],
      [2, 0],
      [0, 2],
    ]);
    expect(a.points).toEqual(b.points);
  });

  it('never mutates the input array', () => {
    const input: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ];
    const copy = JSON.parse(JSON.stringify(input));
    new Polygon(input);
    expect(input).toEqual(copy);
  });

  it('keeps the area of any convex input (hull of random points)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -100, max: 100, noNaN: true })),
          { minLength: 3, maxLength: 40 },
        ),
        (pts) => {
          let hull: Polygon;
          try {
            hull = Polygon.hull(pts);
          } catch (e) {
            // Degenerate clouds (all on a line) must be rejected with a code, never crash; a
            // cloud under 1e-140 across is told to scale up (its products underflow).
            const xs = pts.map(([x]) => x);
            const ys = pts.map(([, y]) => y);
            const across = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
            expect(
              across < 1e-140 ? ['TOO_FEW_POINTS', 'INVALID_ARGUMENT'] : ['ZERO_AREA', 'TOO_FEW_POINTS'],
            ).toContain((e as SepaxError).code);
            return;
          }
          // Re-building from the stored points, in reverse order, gives the same polygon.
          const again = new Polygon(hull.points.slice().reverse());
          expect(again.area).toBeCloseTo(hull.area, 9);
          expect(hull.area).toBeGreaterThan(0);
          // Every input point is inside or on the hull.
          const h = hull.points;
          for (const [x, y] of pts) {
            for (let i = 0; i < h.length; i++) {
              const p = h[i];
              const q = h[(i + 1) % h.length];
              const cross = (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x);
              expect(cross).toBeGreaterThanOrEqual(-1e-9 * 200 * 200);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Polygon factories', () => {
  it('box is centred with the given size', () => {
    const b = Polygon.box(4, 2);
    expect(b.area).toBeCloseTo(8, 12);
    expect(b.aabb()).toEqual({ minX: -2, minY: -1, maxX: 2, maxY: 1 });
  });

  it('regular polygon area matches the closed form', () => {
    const n = 7;
    const r = 3;
    expect(Polygon.regular(n, r).area).toBeCloseTo((n * r * r * Math.sin((2 * Math.PI) / n)) / 2, 10);
  });

  it('hull keeps only the outer points', () => {
    const h = Polygon.hull([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0],
    ]);
    expect(h.count).toBe(4);
    expect(h.area).toBeCloseTo(4, 12);
  });
});

describe('Polygon bad input', () => {
  it.each([
    [
      'NON_FINITE',
      () =>
        new Polygon([
          [0, 0],
          [NaN, 0],
          [1, 1],
        ]),
    ],
    [
      'NON_FINITE',
      () =>
        new Polygon([
          [0, 0],
          [Infinity, 0],
          [1, 1],
        ]),
    ],
    [
      'TOO_FEW_POINTS',
      () =>
        new Polygon([
          [0, 0],
          [1, 0],
        ]),
    ],
    [
      'TOO_FEW_POINTS',
      () =>
        new Polygon([
          [0, 0],
          [1, 0],
          [1, 0],
          [0, 0],
        ]),
    ],
    [
      'ZERO_AREA',
      () =>
        new Polygon([
          [0, 0],
          [1, 0],
          [2, 0],
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
        new Polygon([
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
        ]),
    ],
    // Bow-ties whose two loops differ in area: the net area is not zero, and a reflex corner
    // showed first (NOT_CONVEX, sending the user to decomp, which refuses crossings too).
    [
      'SELF_INTERSECTION',
      () =>
        new Polygon([
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 1],
        ]),
    ],
    [
      'SELF_INTERSECTION',
      () =>
        new Polygon([
          [0, 0],
          [4, 0],
          [4, 3],
          [2, -1],
          [0, 3],
        ]),
    ],
    // Concave but simple, even where a vertex touches another edge: NOT_CONVEX.
    [
      'NOT_CONVEX',
      () =>
        new Polygon([
          [0, 0],
          [4, 0],
          [4, 3],
          [2, 0],
          [0, 3],
        ]),
    ],
    [
      'NOT_CONVEX',
      () =>
        new Polygon([
          [0, 0],
          [4, 0],
          [4, 4],
          [3, 1],
          [2, 4],
          [1, 1],
          [0, 4],
        ]),
    ],
    [
      'SELF_INTERSECTION',
      () =>
        new Polygon(
          [0, 1, 2, 3, 4].map(
            (i) => [Math.cos((4 * Math.PI * i) / 5), Math.sin((4 * Math.PI * i) / 5)] as [number, number],
          ),
        ),
    ],
    ['INVALID_ARGUMENT', () => new Polygon('square' as never)],
    ['INVALID_ARGUMENT', () => new Polygon([[0, 0], 'x', [1, 1]] as never)],
    ['TOO_FEW_POINTS', () => Polygon.regular(2, 1)],
    ['INVALID_ARGUMENT', () => Polygon.regular(4.5, 1)],
    ['INVALID_ARGUMENT', () => Polygon.regular('6' as never, 1)],
    ['NON_FINITE', () => Polygon.regular(NaN, 1)],
    ['NON_FINITE', () => Polygon.regular(Infinity, 1)],
    // More sides than can stay distinct: it allocated until it ran out of memory at 1e9.
    ['INVALID_ARGUMENT', () => Polygon.regular(1e9, 1)],
    ['ZERO_AREA', () => Polygon.box(0, 1)],
    ['ZERO_AREA', () => Polygon.box(2, -0)],
    // A negative size was silently the positive box.
    ['INVALID_ARGUMENT', () => Polygon.box(-2, 1)],
    ['INVALID_ARGUMENT', () => Polygon.box(2, -1)],
    ['INVALID_RADIUS', () => Polygon.regular(5, -1)],
    [
      'INVALID_RADIUS',
      () =>
        Polygon.rounded(
          [
            [0, 0],
            [1, 0],
            [0, 1],
          ],
          -0.1,
        ),
    ],
    // Coordinates whose products overflow or underflow: a message to scale, not ZERO_AREA.
    ['INVALID_ARGUMENT', () => Polygon.box(2e200, 2e200)],
    ['INVALID_ARGUMENT', () => Polygon.box(2e-200, 2e-200)],
  ])('%s', (code, fn) => {
    expect(codeOf(fn)).toBe(code);
  });

  it('works at the edges of the coordinate range: boxes 1e140 and 1e-130 wide collide exactly', () => {
    for (const s of [1e140, 1e-130]) {
      const hit = collide(Polygon.box(2 * s, 2 * s), Polygon.box(2 * s, 2 * s, { position: [1.5 * s, 0.25 * s] }));
      expect(hit?.normal).toEqual({ x: 1, y: 0 });
      expect(hit!.depth / s).toBeCloseTo(0.5, 12);
    }
  });

  it('refuses world geometry out of range when it is used, instead of a wrong answer', () => {
    const far = Polygon.box(2, 2, { position: [1e200, 0] });
    const near = Polygon.box(2, 2, { position: [1e200, 0] });
    expect(codeOf(() => collide(far, near))).toBe('INVALID_ARGUMENT'); // identical boxes: not "apart"
    expect(codeOf(() => collide(Polygon.box(2, 2, { scale: 1e-200 }), Polygon.box(2, 2, { scale: 1e-200 })))).toBe(
      'INVALID_ARGUMENT',
    );
    expect(codeOf(() => Polygon.box(2, 2, { scale: 1e308 }).aabb())).toBe('NON_FINITE');
    // Moved back into range, the same shape works again.
    far.setPosition(0, 0);
    expect(collide(far, Polygon.box(2, 2))?.depth).toBe(2);
  });

  it('measures a rounded polygon with its radius: a 2-wide pill of tiny core works 1e5 out (was refused as 1e-6 across)', () => {
    const pill = Polygon.rounded(
      [
        [0, 0],
        [1e-6, 0],
        [0, 1e-6],
      ],
      1,
      { position: [1e5, 0] },
    );
    expect(pill.aabb()).toEqual({ minX: 1e5 - 1, minY: -1, maxX: 1e5 + 1 + 1e-6, maxY: 1 + 1e-6 });
    // The core's vertex (1e-6, 0) faces the circle: depth 1 + 0.5 − (1.25 − 1e-6).
    expect(collide(pill, new Circle(0.5, { position: [1e5 + 1.25, 0] }))?.depth).toBeCloseTo(0.25 + 1e-6, 9);
  });

  it('refuses a polygon its scale flattens under MIN_EXTENT in one direction (its normals were NaN)', () => {
    const ball = new Circle(0.5, { position: [0.6, 0] });
    for (const scale of [
      [5e-324, 0.3],
      [1, 1e-170],
      [1e-145, 1e5],
    ] as [number, number][]) {
      expect(codeOf(() => collide(Polygon.box(1, 1, { scale }), ball))).toBe('INVALID_ARGUMENT');
    }
    // Thin but workable: 1e-9 wide, exact normals.
    const sliver = Polygon.box(1, 1, { scale: [1e-9, 1], angle: 0.3 });
    const hit = collide(sliver, new Circle(0.5, { position: [0.5, 0] }));
    expect(Math.hypot(hit!.normal.x, hit!.normal.y)).toBeCloseTo(1, 15);
    for (const v of sliver.worldNormals()) expect(Number.isFinite(v)).toBe(true);
  });

  it('refuses a shape placed so far out, for its size, that rounding deforms it', () => {
    // At 1e16 world coordinates are multiples of 2: a unit box there would be a segment.
    const far = Polygon.box(1, 1, { position: [1e16, 0] });
    expect(codeOf(() => collide(far, Polygon.box(1, 1, { position: [1e16, 0] })))).toBe('INVALID_ARGUMENT');
    // The limit is MAX_REACH_PER_SIZE × the size, for every kind with a size.
    const limit = MAX_REACH_PER_SIZE;
    expect(codeOf(() => new Circle(0.5, { position: [2 * limit, 0] }).aabb())).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => new Capsule([0, 0], [1, 0], 0.25, { position: [0, 4 * limit] }).aabb())).toBe(
      'INVALID_ARGUMENT',
    );
    expect(new Circle(0.5, { position: [limit / 2, 0] }).aabb().minX).toBe(limit / 2 - 0.5);
    // A scaled-up shape may go further out; a point has no size to lose.
    expect(Polygon.box(1, 1, { position: [1e16, 0], scale: 1e6 }).aabb().maxX).toBe(1e16 + 5e5);
    expect(new Point([1e16, 3]).aabb().minX).toBe(1e16);
    // Points given in place (no transform) are taken exactly as given, however far out.
    const given = new Polygon([
      [1e16, 0],
      [1e16 + 4, 0],
      [1e16, 4],
    ]);
    expect(
      collide(
        given,
        new Polygon([
          [1e16 + 2, 1],
          [1e16 + 6, 1],
          [1e16 + 2, 5],
        ]),
      )?.depth,
    ).toBeGreaterThan(0);
    // Moved back near the origin, the same shape works again.
    far.setPosition(0, 0);
    expect(collide(far, Polygon.box(1, 1))?.depth).toBe(1);
  });

  it('keeps exact normals after a move: they do not carry the rounding of a far position', () => {
    const travelled = Polygon.regular(7, 1, { angle: 0.3, position: [3e9, -7e9] });
    travelled.worldNormals(); // computed out there, where world points round to ~1e-6
    travelled.setPosition(0, 0);
    const fresh = Polygon.regular(7, 1, { angle: 0.3 });
    const a = travelled.worldNormals();
    const b = fresh.worldNormals();
    for (let i = 0; i < a.length; i++) expect(Math.abs(a[i] - b[i])).toBeLessThan(1e-15);
  });

  it('a regular polygon keeps every side it is asked for, up to the limit', () => {
    expect(Polygon.regular(100_000, 1).count).toBe(100_000);
    expect(() => Polygon.regular(100_001, 1)).toThrow(/100000/);
  });

  it('says why points merged when a thin shape is left with too few', () => {
    // 1e-12 wide and 1 tall: the corners 1e-12 apart are within 1e-10 × its size of each other.
    expect(() => Polygon.box(1e-12, 1)).toThrow(/closer than 1.00e-10/);
  });

  it('points non-convex input to @sepax/decomp', () => {
    expect(
      () =>
        new Polygon([
          [0, 0],
          [2, 0],
          [1, 0.2],
          [1, 2],
        ]),
    ).toThrow(/@sepax\/decomp/);
  });
});

describe('Polygon.ellipse', () => {
  /** Distance from (x, y) to the polygon's boundary (brute force over its edges). */
  function toBoundary(w: ArrayLike<number>, x: number, y: number): number {
    let best = Infinity;
    const n = w.length / 2;
    for (let i = 0; i < n; i++) {
      const [ax, ay, bx, by] = [w[2 * i], w[2 * i + 1], w[(2 * i + 2) % w.length], w[(2 * i + 3) % w.length]];
      const ex = bx - ax;
      const ey = by - ay;
      const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
      best = Math.min(best, Math.hypot(ax + t * ex - x, ay + t * ey - y));
    }
    return best;
  }

  it('property: vertices on the ellipse, every point of the ellipse within the tolerance of the polygon', () => {
    const radius = fc.double({ min: 0.01, max: 100, noNaN: true });
    fc.assert(
      fc.property(radius, radius, fc.option(fc.double({ min: 1e-3, max: 0.5, noNaN: true })), (a, b, share) => {
        const tolerance = share === null ? undefined : share * Math.max(a, b);
        const p = Polygon.ellipse(a, b, undefined, tolerance);
        const w = p.worldPoints();
        for (let i = 0; i < w.length; i += 2) expect((w[i] / a) ** 2 + (w[i + 1] / b) ** 2).toBeCloseTo(1, 9);
        const allowed = tolerance ?? Math.max(a, b) / 100;
        let worst = 0;
        for (let k = 0; k < 2000; k++) {
          const t = (2 * Math.PI * (k + 0.5)) / 2000;
          worst = Math.max(worst, toBoundary(w, a * Math.cos(t), b * Math.sin(t)));
        }
        expect(worst).toBeLessThanOrEqual(allowed * (1 + 1e-9));
        expect(p.count).toBeGreaterThanOrEqual(8);
      }),
      { numRuns: 60 },
    );
  });

  it('is placed by its transform and rejects what is not an ellipse', () => {
    const p = Polygon.ellipse(2, 1, { position: [5, 5], angle: Math.PI / 2 });
    const box = p.aabb();
    // Turned a quarter: the 2-radius along y, the 1-radius along x (within the tolerance, 0.02).
    expect(box.maxY).toBeCloseTo(7, 9);
    expect(box.minX).toBeGreaterThanOrEqual(4 - 1e-12);
    expect(box.minX).toBeLessThanOrEqual(4 + 0.02);
    expect(codeOf(() => Polygon.ellipse(0, 1))).toBe('INVALID_RADIUS');
    expect(codeOf(() => Polygon.ellipse(1, Number.NaN))).toBe('NON_FINITE');
    expect(codeOf(() => Polygon.ellipse(1, 1, undefined, 0))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => Polygon.ellipse(1, 1, undefined, 1e-15))).toBe('INVALID_ARGUMENT');
  });
});
