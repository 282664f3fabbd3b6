import { describe, expect, it, vi } from 'vitest';
import { Capsule } from './capsule.js';
import { Circle } from './circle.js';
import { Compound } from './compound.js';
import { SepaxError } from './errors.js';
import { Point } from './point.js';
import { Polygon } from './polygon.js';

/** World points as pairs, rounded to kill float noise in comparisons. */
function world(shape: { worldPoints(): Float64Array }): [number, number][] {
  const w = shape.worldPoints();
  const out: [number, number][] = [];
  for (
    let i = 0;
    i < w.length;
    i += 2 // `|| 0` folds −0 into 0 so toEqual compares values, not signs of zero.
  )
    out.push([+w[i].toFixed(12) || 0, +w[i + 1].toFixed(12) || 0]);
  return out;
}

function signedAreaOf(flat: Float64Array): number {
  let s = 0;
  const n = flat.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    s += flat[2 * i] * flat[2 * j + 1] - flat[2 * j] * flat[2 * i + 1];
  }
  return s / 2;
}

describe('transforms', () => {
  it('applies scale, then rotation, then translation', () => {
    const p = new Polygon(
      [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
      { position: [10, 20], angle: Math.PI / 2, scale: [2, 3] },
    );
    // (1,0) → scale (2,0) → rotate (0,2) → translate (10,22); (0,1) → (0,3) → (-3,0) → (7,20)
    expect(world(p)).toEqual([
      [10, 20],
      [10, 22],
      [7, 20],
    ]);
  });

  it('derives world geometry lazily, once per transform change', () => {
    const p = Polygon.box(2, 2);
    // _matrix is read once per recomputation of the world cache.
    const matrix = vi.spyOn(p, '_matrix');
    p.setPosition(3, 0).setAngle(1).setScale(2, 1); // three changes, nothing derived yet
    expect(matrix).not.toHaveBeenCalled();
    p.worldPoints();
    p.worldNormals();
    p.aabb();
    expect(matrix).toHaveBeenCalledTimes(1);
    p.translate(1, 0);
    expect(world(p)).toEqual(world(Polygon.box(2, 2, { position: [4, 0], angle: 1, scale: [2, 1] })));
    expect(matrix).toHaveBeenCalledTimes(2);
    // Far out of range is only refused when used: construction and moves derive nothing.
    const far = Polygon.box(1, 1, { position: [1e200, 0] });
    expect(() => far.aabb()).toThrow(SepaxError);
  });

  it('is not changed by later edits of the arrays it was built from', () => {
    const points: [number, number][] = [
      [0, 0],
      [2, 0],
      [0, 2],
    ];
    const position: [number, number] = [5, 5];
    const polygon = new Polygon(points, { position });
    const a: [number, number] = [0, 0];
    const capsule = new Capsule(a, [1, 0], 0.5, { position });
    const scale: [number, number] = [2, 2];
    const circle = new Circle(1, { scale });
    points[1][0] = 100;
    points.push([-50, -50]);
    position[0] = -7;
    a[1] = 9;
    scale[0] = 5;
    expect(polygon.toJSON()).toEqual({
      type: 'polygon',
      points: [
        [0, 0],
        [2, 0],
        [0, 2],
      ],
      position: [5, 5],
    });
    expect(capsule.toJSON()).toEqual({ type: 'capsule', a: [0, 0], b: [1, 0], radius: 0.5, position: [5, 5] });
    expect(circle.aabb()).toEqual({ minX: -2, minY: -2, maxX: 2, maxY: 2 });
    // And the vectors it hands out are copies.
    capsule.a.x = 42;
    polygon.position.x = 42;
    polygon.points[0].x = 42;
    expect(capsule.a.x).toBe(0);
    expect(polygon.position.x).toBe(5);
    expect(polygon.points[0].x).toBe(0);
  });

  it('a mirroring scale on a circle or capsule is accepted and mirrors the core', () => {
    expect(new Circle(1, { position: [3, 0] }).setScale(-1, 1).aabb()).toEqual({ minX: 2, minY: -1, maxX: 4, maxY: 1 });
    const capsule = new Capsule([1, 0], [3, 1], 0.5).setScale(-2, 2);
    expect(Array.from(capsule.worldPoints())).toEqual([-2, 0, -6, 2]);
    expect(capsule.worldRadius()).toBe(1);
  });

  it('recomputes world geometry only after the transform changes', () => {
    const p = Polygon.box(2, 2);
    const first = p.worldPoints();
    expect(p.worldPoints()).toBe(first);
    p.setPosition(5, 0);
    expect(world(p)[0]).toEqual([4, -1]);
  });

  it('mirroring keeps the world polygon counter-clockwise with outward normals', () => {
    for (const scale of [
      [-1, 1],
      [1, -1],
      [-2, -3],
    ] as [number, number][]) {
      const p = new Polygon(
        [
          [0, 0],
          [3, 0],
          [3, 1],
          [0, 2],
        ],
        { scale, angle: 0.3 },
      );
      expect(signedAreaOf(p.worldPoints())).toBeGreaterThan(0);
      const w = p.worldPoints();
      const n = p.worldNormals();
      // Every vertex lies on or behind every face's outward normal.
      for (let f = 0; f < p.count; f++) {
        for (let v = 0; v < p.count; v++) {
          const d = (w[2 * v] - w[2 * f]) * n[2 * f] + (w[2 * v + 1] - w[2 * f + 1]) * n[2 * f + 1];
          expect(d).toBeLessThanOrEqual(1e-12);
        }
      }
    }
  });

  it('aabb includes the radius', () => {
    const c = new Capsule([0, -1], [0, 1], 0.5, { position: [2, 0] });
    expect(c.aabb()).toEqual({ minX: 1.5, minY: -1.5, maxX: 2.5, maxY: 1.5 });
    expect(new Circle(2, { scale: 3 }).aabb()).toEqual({ minX: -6, minY: -6, maxX: 6, maxY: 6 });
  });

  it('writes aabb into out without allocating a new box', () => {
    const out = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    expect(new Point([3, 4]).aabb(out)).toBe(out);
    expect(out).toEqual({ minX: 3, minY: 4, maxX: 3, maxY: 4 });
  });

  it('aabb rejects an out that is not an object with INVALID_ARGUMENT (was a TypeError)', () => {
    const shapes = [
      Polygon.box(1, 1),
      new Circle(1),
      new Capsule([0, 0], [1, 0], 0.5),
      new Point([1, 2]),
      new Compound([new Circle(1)]),
    ];
    for (const shape of shapes) {
      for (const out of [null, 5, 'box']) {
        let caught: unknown;
        try {
          shape.aabb(out as never);
        } catch (e) {
          caught = e;
        }
        expect([shape.kind, (caught as SepaxError).code]).toEqual([shape.kind, 'INVALID_ARGUMENT']);
      }
    }
  });

  it('setters and chaining', () => {
    const c = new Circle(1);
    c.position = [1, 2];
    c.angle = 1;
    c.translate(1, 1).rotate(1);
    expect(c.position).toEqual({ x: 2, y: 3 });
    expect(c.angle).toBe(2);
    const p = Polygon.box(1, 1);
    p.scale = [2, 3];
    expect(p.scale).toEqual({ x: 2, y: 3 });
  });

  it('a zero-length capsule is a circle core', () => {
    expect(new Capsule([1, 1], [1, 1], 0.5).count).toBe(1);
  });

  it('compound parts follow the compound transform', () => {
    const part = Polygon.box(2, 2, { position: [3, 0] });
    const c = new Compound([part, new Circle(1)]);
    c.setTransform({ position: [10, 0], angle: Math.PI });
    // Local corners (2,-1) (4,-1) (4,1) (2,1), turned half a turn and moved by (10, 0).
    expect(world(part)).toEqual([
      [8, 1],
      [6, 1],
      [6, -1],
      [8, -1],
    ]);
    const box = c.aabb();
    [box.minX, box.minY, box.maxX, box.maxY].forEach((v, i) => expect(v).toBeCloseTo([6, -1, 11, 1][i], 12));
  });
});

describe('a transform with x and y but no position', () => {
  it('is refused, not read as the origin', () => {
    expect(() => new Circle(1, { x: 3, y: 4 } as never)).toThrow(/position: \{ x, y \}/);
    expect(() => Polygon.box(1, 1, { y: 4, angle: 1 } as never)).toThrow(SepaxError);
  });
  it('is fine beside a position (an entity passed as its own transform)', () => {
    const entity = { position: { x: 3, y: 4 }, angle: 0, x: 99, y: 99, name: 'crate' };
    expect(new Circle(1, entity as never).position).toEqual({ x: 3, y: 4 });
  });
});

describe('transform bad input leaves the shape unchanged', () => {
  const cases: [string, (p: Polygon) => unknown][] = [
    ['NON_FINITE', (p) => p.setPosition(NaN, 0)],
    ['NON_FINITE', (p) => p.setAngle(Infinity)],
    ['INVALID_SCALE', (p) => p.setScale(0)],
    ['NON_FINITE', (p) => p.setTransform({ position: [1, 1], angle: NaN })],
    ['INVALID_ARGUMENT', (p) => p.setTransform({ position: 'here' as never })],
    ['NON_FINITE', (p) => p.translate(Infinity, 0)],
    ['NON_FINITE', (p) => p.rotate(NaN)],
    ['NON_FINITE', (p) => p.setScale(1, NaN)],
    ['NON_FINITE', (p) => p.setTransform({ scale: [Infinity, 1] })],
    ['INVALID_SCALE', (p) => p.setScale(-0)],
    ['INVALID_SCALE', (p) => p.setTransform({ position: [1, 1], scale: 0 })],
    ['INVALID_ARGUMENT', (p) => p.setPosition('1' as never, 2)],
    ['INVALID_ARGUMENT', (p) => p.setAngle(null as never)],
    ['INVALID_ARGUMENT', (p) => (p.position = null as never)],
    ['INVALID_ARGUMENT', (p) => (p.scale = 'big' as never)],
    ['NON_FINITE', (p) => (p.angle = -Infinity)],
    ['INVALID_ARGUMENT', (p) => p.setTransform(null as never)],
    ['INVALID_ARGUMENT', (p) => p.setTransform({ x: 1, y: 2 } as never)],
  ];
  it.each(cases)('%s', (code, fn) => {
    const p = Polygon.box(1, 1, { position: [5, 5] });
    const before = JSON.stringify(p);
    let caught: unknown;
    try {
      fn(p);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(SepaxError);
    expect((caught as SepaxError).code).toBe(code);
    expect(JSON.stringify(p)).toBe(before);
  });

  it('a move whose sum overflows is refused and leaves the position as it was', () => {
    const p = Polygon.box(1, 1).setPosition(1e308, 0);
    expect(() => p.translate(1e308, 0)).toThrow(/position.x is Infinity/);
    expect(p.position).toEqual({ x: 1e308, y: 0 });
    const q = new Circle(1).setAngle(1e308);
    expect(() => q.rotate(1e308)).toThrow(SepaxError);
    expect(q.angle).toBe(1e308);
  });

  it('rejects non-uniform scale on rounded shapes', () => {
    expect(() => new Circle(1).setScale(1, 2)).toThrow(SepaxError);
    expect(() => new Capsule([0, 0], [1, 0], 1, { scale: [1, 2] })).toThrow(/uniform/);
    expect(() => new Compound([new Circle(1)]).setScale(2, 1)).toThrow(/uniform/);
    expect(() =>
      Polygon.rounded(
        [
          [0, 0],
          [1, 0],
          [0, 1],
        ],
        0.1,
      ).setScale(1, 3),
    ).toThrow(/uniform/);
  });

  it('rejects bad radii and compounds', () => {
    expect(() => new Circle(0)).toThrow(/> 0/);
    expect(() => new Capsule([0, 0], [1, 0], -1)).toThrow(SepaxError);
    expect(() => new Compound([])).toThrow(SepaxError);
    const part = new Circle(1);
    new Compound([part]);
    expect(() => new Compound([part])).toThrow(/already belongs/);
    expect(() => new Compound([new Compound([new Circle(1)]) as never])).toThrow(/do not nest/);
  });
});
