import { Capsule, Circle, Compound, distance, overlaps, Point, Polygon, type Shape } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raycast } from './raycast.js';
import { sweep, SweepHit } from './sweep.js';
import { randomShape, rng } from './test-support/random-shapes.js';

/** Moves a shape by (dx, dy), runs `fn`, and puts it back. */
function movedBy<T>(shape: Shape, dx: number, dy: number, fn: () => T): T {
  const { x, y } = shape.position;
  shape.setPosition(x + dx, y + dy);
  try {
    return fn();
  } finally {
    shape.setPosition(x, y);
  }
}

const SAMPLES = 300;

/**
 * Reference time of first contact from `overlaps` alone: the first of SAMPLES evenly spaced
 * times at which the shapes overlap, then bisection against the sample before it. Returns
 * 0 for an initial overlap, null when no sample overlaps.
 */
function bisectionTime(a: Shape, d: { x: number; y: number }, b: Shape): number | null {
  const at = (t: number) => movedBy(a, t * d.x, t * d.y, () => overlaps(a, b));
  if (at(0)) return 0;
  let hi = -1;
  for (let k = 1; k <= SAMPLES && hi < 0; k++) if (at(k / SAMPLES)) hi = k / SAMPLES;
  if (hi < 0) return null;
  let lo = hi - 1 / SAMPLES;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A seeded pair: `a` starts 6 units left of the field and moves by `d` across `b`. */
function randomSweepPair(seed: number): { a: Shape; b: Shape; d: { x: number; y: number } } {
  const random = rng(seed);
  const a = randomShape(random, 1);
  const b = randomShape(random, 1);
  a.setPosition(a.position.x - 6, a.position.y);
  return { a, b, d: { x: 12 * random(), y: 6 * (random() - 0.5) } };
}

function sizeOf(...shapes: Shape[]): number {
  let size = 0;
  for (const s of shapes) {
    const box = s.aabb();
    size = Math.max(size, box.maxX - box.minX, box.maxY - box.minY);
  }
  return size;
}

describe('sweep: circle pairs against the closed form', () => {
  it('random circle pairs: time within 1e-9 relative of the quadratic root', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = rng(seed);
        const ra = 0.1 + random();
        const rb = 0.1 + random();
        const a = new Circle(ra, { position: [-10 * random(), 10 * (random() - 0.5)] });
        const b = new Circle(rb, { position: [10 * random(), 10 * (random() - 0.5)] });
        const d = {
          x: b.position.x - a.position.x + 4 * (random() - 0.5),
          y: b.position.y - a.position.y + 4 * (random() - 0.5),
        };
        // |m + t d| = R with m = pa − pb: t² d·d + 2t m·d + m·m − R² = 0, smaller root.
        const m = { x: a.position.x - b.position.x, y: a.position.y - b.position.y };
        const R = ra + rb;
        const qa = d.x * d.x + d.y * d.y;
        const qb = 2 * (m.x * d.x + m.y * d.y);
        const qc = m.x * m.x + m.y * m.y - R * R;
        const disc = qb * qb - 4 * qa * qc;
        const root = (-qb - Math.sqrt(disc)) / (2 * qa);
        const hit = sweep(a, d, b);
        if (qc <= 0) return void expect(hit?.overlapping).toBe(true);
        if (!(disc >= 0) || root < 0 || root > 1) return void expect(hit).toBeNull();
        expect(hit).not.toBeNull();
        expect(Math.abs(hit!.time - root)).toBeLessThanOrEqual(1e-9 * Math.max(1, root));
        // Normal along the centre line at impact, from B toward A; the point on B's surface.
        const ca = { x: a.position.x + root * d.x, y: a.position.y + root * d.y };
        expect(hit!.normal.x).toBeCloseTo((ca.x - b.position.x) / R, 9);
        expect(hit!.normal.y).toBeCloseTo((ca.y - b.position.y) / R, 9);
        expect(hit!.point.x).toBeCloseTo(b.position.x + rb * hit!.normal.x, 9);
        expect(hit!.point.y).toBeCloseTo(b.position.y + rb * hit!.normal.y, 9);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sweep: every pair of kinds against bisection on overlaps', () => {
  it('random pairs (compounds included): touching at time, apart just before, time matches bisection', () => {
    let hits = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { a, b, d } = randomSweepPair(seed);
        const size = sizeOf(a, b);
        const hit = sweep(a, d, b);
        const ref = bisectionTime(a, d, b);
        if (hit === null) {
          expect(ref).toBeNull();
          return;
        }
        expect(hit.time).toBeGreaterThanOrEqual(0);
        expect(hit.time).toBeLessThanOrEqual(1);
        expect(Math.hypot(hit.normal.x, hit.normal.y)).toBeCloseTo(1, 12);
        if (hit.overlapping) {
          expect(hit.time).toBe(0);
          expect(ref).toBe(0);
          return;
        }
        hits++;
        // Touching at `time` (within 1e-9 of size), apart a little before it.
        const gap = movedBy(a, hit.time * d.x, hit.time * d.y, () => distance(a, b).distance);
        expect(Math.abs(gap)).toBeLessThanOrEqual(1e-9 * size);
        const before = Math.max(0, hit.time - 1e-6);
        if (before > 0) expect(movedBy(a, before * d.x, before * d.y, () => overlaps(a, b))).toBe(false);
        // The point is on the target's surface; the normal points from it toward the mover.
        const onTarget = distance(new Point([hit.point.x, hit.point.y]), b).distance;
        expect(Math.abs(onTarget)).toBeLessThanOrEqual(1e-9 * size);
        expect(d.x * hit.normal.x + d.y * hit.normal.y).toBeLessThanOrEqual(1e-9);
        if (ref !== null) expect(Math.abs(hit.time - ref)).toBeLessThanOrEqual(1e-9);
      }),
      { numRuns: 400 },
    );
    expect(hits).toBeGreaterThan(100);
  });

  it('is symmetric: A moving by d against B hits when B moving by −d against A does', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { a, b, d } = randomSweepPair(seed);
        const forward = sweep(a, d, b);
        const backward = sweep(b, { x: -d.x, y: -d.y }, a);
        expect(backward === null).toBe(forward === null);
        if (forward && backward && !forward.overlapping) {
          expect(backward.time).toBeCloseTo(forward.time, 12);
          expect(backward.normal.x).toBeCloseTo(-forward.normal.x, 9);
          expect(backward.normal.y).toBeCloseTo(-forward.normal.y, 9);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a moving Point is a ray cast', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = rng(seed);
        const target = randomShape(random, 1);
        const origin = { x: -6, y: 4 * (random() - 0.5) };
        const d = { x: 12 * random(), y: 4 * (random() - 0.5) };
        const hit = sweep(new Point(origin), d, target);
        const ray = raycast({ origin, direction: d, maxDistance: Math.hypot(d.x, d.y) }, target);
        expect(hit === null).toBe(ray === null);
        if (hit && ray) {
          expect(hit.time).toBeCloseTo(ray.fraction, 12);
          expect(hit.normal.x).toBeCloseTo(ray.normal.x, 9);
          expect(hit.point.x).toBeCloseTo(ray.point.x, 9);
          expect(hit.point.y).toBeCloseTo(ray.point.y, 9);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('sweep: hand cases', () => {
  it('a ball dropped exactly onto another stops at time 0.9, touching, normal up', () => {
    const ball = new Circle(1, { position: [0, 11] });
    const resting = new Circle(1);
    const hit = sweep(ball, [0, -10], resting)!;
    expect(hit.time).toBe(0.9);
    expect(hit).toMatchObject({ overlapping: false, normal: { x: 0, y: 1 }, point: { x: 0, y: 1 } });
    ball.translate(0, -10 * hit.time);
    expect(distance(ball, resting).distance).toBe(0);
  });

  it('no tunnelling: a small fast circle through a thin wall is caught', () => {
    const bullet = new Circle(0.01, { position: [-5, 0] });
    const wall = Polygon.box(0.001, 10);
    const hit = sweep(bullet, [1000, 0], wall)!;
    expect(hit).not.toBeNull();
    expect(hit.time).toBeCloseTo((5 - 0.0005 - 0.01) / 1000, 15);
    expect(hit.normal).toEqual({ x: -1, y: 0 });
    expect(hit.point.x).toBeCloseTo(-0.0005, 15);
    // Both ends of the motion are clear of the wall: only a swept test sees the hit.
    expect(overlaps(bullet, wall)).toBe(false);
    expect(movedBy(bullet, 1000, 0, () => overlaps(bullet, wall))).toBe(false);
  });

  it('box onto box: exact time, face normal, contact on the face', () => {
    const hit = sweep(Polygon.box(2, 2, { position: [-5, 0.5] }), [10, 0], Polygon.box(2, 2))!;
    expect(hit.time).toBe(0.3);
    expect(hit.normal).toEqual({ x: -1, y: 0 });
    expect(hit.point.x).toBe(-1);
    expect(Math.abs(hit.point.y)).toBeLessThanOrEqual(1);
  });

  it('edge onto corner: a diamond sliding diagonally onto a box corner', () => {
    const diamond = new Polygon(
      [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ],
      { position: [-4, 4] },
    );
    const hit = sweep(diamond, [6, -6], Polygon.box(2, 2))!;
    // Relative to the diamond's centre the box corner (−1, 1) is (3 − 6t, −3 + 6t); it meets the
    // diamond's edge x − y = 1 when 6 − 12t = 1, t = 5/12 (the tip passes the box's top face at x = −2).
    const t = hit.time;
    expect(movedBy(diamond, 6 * t, -6 * t, () => distance(diamond, Polygon.box(2, 2)).distance)).toBeCloseTo(0, 12);
    expect(t).toBeCloseTo(5 / 12, 14);
    expect(hit.point.x).toBeCloseTo(-1, 14);
    expect(hit.point.y).toBeCloseTo(1, 14);
    expect(hit.normal.x).toBeCloseTo(-Math.SQRT1_2, 14);
    expect(hit.normal.y).toBeCloseTo(Math.SQRT1_2, 14);
  });

  it('capsule sliding along a floor, parallel and touching: overlapping at time 0', () => {
    const hit = sweep(new Capsule([-1, 0.5], [1, 0.5], 0.5), [10, 0], Polygon.box(20, 1, { position: [0, -0.5] }))!;
    expect(hit).toMatchObject({ time: 0, overlapping: true, normal: { x: 0, y: 1 } });
  });

  it('initial overlap: time 0, overlapping, normal pushes the mover out', () => {
    const hit = sweep(Polygon.box(2, 2, { position: [1.5, 0] }), [-5, 0], Polygon.box(2, 2))!;
    expect(hit).toMatchObject({ time: 0, overlapping: true, normal: { x: 1, y: 0 } });
  });

  it('a zero delta only tests overlap', () => {
    expect(sweep(new Circle(1), [0, 0], new Circle(1, { position: [1.5, 0] }))).toMatchObject({
      time: 0,
      overlapping: true,
    });
    expect(sweep(new Circle(1), [0, 0], new Circle(1, { position: [2.5, 0] }))).toBeNull();
  });

  it('moving away, or stopping short, misses', () => {
    expect(sweep(new Circle(1), [-5, 0], new Circle(1, { position: [3, 0] }))).toBeNull();
    expect(sweep(new Circle(1), [0.999, 0], new Circle(1, { position: [3, 0] }))).toBeNull();
    expect(sweep(new Circle(1), [1, 0], new Circle(1, { position: [3, 0] }))?.time).toBe(1);
  });

  it('compounds: the earliest pair of parts', () => {
    const hammer = new Compound([Polygon.box(0.2, 2), Polygon.box(1, 0.4, { position: [0, 1] })], {
      position: [-5, 0],
    });
    const post = new Circle(0.25, { position: [0, 1] });
    const hit = sweep(hammer, [10, 0], post)!;
    expect(hit.time).toBeCloseTo((5 - 0.5 - 0.25) / 10, 14);
    expect(hit.normal.x).toBeCloseTo(-1, 12);
  });

  it('a delta of any length up to MAX_COORDINATE hits where a unit one does', () => {
    // Closed form: two unit circles 8 apart along x touch after 6 units of travel.
    for (const length of [1e-9, 1e9, 1e150]) {
      const hit = sweep(new Circle(1), [length, 0], new Circle(1, { position: [8, 0] }));
      if (length < 6) expect(hit).toBeNull();
      else
        expect(hit).toMatchObject({
          time: 6 / length,
          point: { x: 7, y: 0 },
          normal: { x: -1, y: 0 },
          overlapping: false,
        });
    }
  });

  it('rejects an out that is not a SweepHit', () => {
    expect(() => sweep(new Circle(1), [10, 0], new Circle(1, { position: [5, 0] }), {} as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('writes into out and returns it', () => {
    const out = new SweepHit();
    expect(sweep(new Circle(1), [10, 0], new Circle(1, { position: [5, 0] }), out)).toBe(out);
    expect(out.time).toBeCloseTo(0.3, 15);
  });
});

describe('sweep: bad input', () => {
  it.each([
    ['a non-shape mover', {}, [1, 0], new Circle(1), 'INVALID_ARGUMENT'],
    ['a non-shape target', new Circle(1), [1, 0], null, 'INVALID_ARGUMENT'],
    ['a NaN delta', new Circle(1), [NaN, 0], new Circle(1), 'NON_FINITE'],
    ['a non-vector delta', new Circle(1), 5, new Circle(1), 'INVALID_ARGUMENT'],
    [
      'a delta beyond MAX_COORDINATE',
      new Circle(1),
      [1e200, 0],
      new Circle(1, { position: [10, 0] }),
      'INVALID_ARGUMENT',
    ],
  ])('%s → %s', (_name, a, d, b, code) => {
    expect(() => sweep(a as never, d as never, b as never)).toThrow(expect.objectContaining({ code }));
  });
});
