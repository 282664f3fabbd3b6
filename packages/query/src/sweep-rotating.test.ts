// sweepRotating against a fine sampling of the motion: the reported time is never after the
// first sampled contact, the shapes are within the stated gap of each other at that time,
// and a motion whose samples never touch reports nothing (or a graze within the gap). With
// no turn it agrees with the exact linear sweep.
import { Circle, distance, overlaps, Polygon, type Shape } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sweep, SweepHit } from './sweep.js';
import { sweepRotating } from './sweep-rotating.js';
import { CONVEX_KINDS, randomConvex, randomShape, rng } from './test-support/random-shapes.js';

const SAMPLES = 2000;

/** The first of SAMPLES + 1 evenly spaced times at which the moved shapes overlap, or null. */
function firstSampledContact(a: Shape, d: { x: number; y: number }, turn: number, b: Shape): number | null {
  const { x, y } = a.position;
  const angle = a.angle;
  try {
    for (let k = 0; k <= SAMPLES; k++) {
      const t = k / SAMPLES;
      a.setPosition(x + t * d.x, y + t * d.y).setAngle(angle + t * turn);
      if (overlaps(a, b)) return t;
    }
    return null;
  } finally {
    a.setPosition(x, y).setAngle(angle);
  }
}

function gapAt(a: Shape, d: { x: number; y: number }, turn: number, b: Shape, t: number): number {
  const { x, y } = a.position;
  const angle = a.angle;
  a.setPosition(x + t * d.x, y + t * d.y).setAngle(angle + t * turn);
  const g = distance(a, b).distance;
  a.setPosition(x, y).setAngle(angle);
  return g;
}

function reachAndDelta(a: Shape, d: { x: number; y: number }): number {
  const box = a.aabb();
  const { x, y } = a.position;
  const reach = Math.max(...[box.minX - x, box.maxX - x, box.minY - y, box.maxY - y].map(Math.abs)) * Math.SQRT2;
  return reach + Math.hypot(d.x, d.y);
}

/** A convex mover of `kind` left of a random target, and a motion across it (the seed's generator goes on). */
function randomMotion(seed: number, kind: (typeof CONVEX_KINDS)[number]) {
  const random = rng(seed);
  const a = randomConvex(random, kind, 1);
  const b = randomShape(random, 1);
  a.translate(-5, 0);
  const d = { x: 10 * random(), y: 4 * (random() - 0.5) };
  return { random, a, b, d };
}

describe('sweepRotating: against a fine sampling of the motion', () => {
  it.each(CONVEX_KINDS)(
    'a turning %s against every kind: never after the first contact, touching at the time',
    (kind) => {
      let hits = 0;
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { random, a, b, d } = randomMotion(seed, kind);
          const turn = 2 * Math.PI * (random() - 0.5);
          const hit = sweepRotating(a, d, turn, b);
          const sampled = firstSampledContact(a, d, turn, b);
          const stated = 1e-9 * reachAndDelta(a, d);
          if (hit === null) {
            expect(sampled).toBeNull();
            return;
          }
          hits++;
          expect(hit.time).toBeGreaterThanOrEqual(0);
          if (sampled !== null) expect(hit.time).toBeLessThanOrEqual(sampled);
          // Touching at the reported time (within the stated gap), and the normal is a unit.
          expect(gapAt(a, d, turn, b, hit.time)).toBeLessThanOrEqual(stated);
          expect(Math.hypot(hit.normal.x, hit.normal.y)).toBeCloseTo(1, 9);
          expect(hit.overlapping).toBe(hit.time === 0);
        }),
        { numRuns: 60 },
      );
      expect(hits).toBeGreaterThan(10);
    },
  );

  it('without a turn it agrees with the exact linear sweep', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = rng(seed);
        const a = randomShape(random, 1);
        const b = randomShape(random, 1);
        a.translate(-5, 0);
        const d = { x: 10 * random(), y: 4 * (random() - 0.5) };
        const linear = sweep(a, d, b);
        const turning = sweepRotating(a, d, 0, b);
        expect(turning === null).toBe(linear === null);
        if (linear && turning) expect(turning.time).toBeCloseTo(linear.time, 6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('sweepRotating: fast spins', () => {
  it.each(CONVEX_KINDS)(
    'a %s spinning up to 10⁴ radians: a reported time is a contact, never after a sampled one',
    (kind) => {
      let hits = 0;
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { random, a, b, d } = randomMotion(seed, kind);
          const turn = 10 ** (4 * random()) * (random() < 0.5 ? -1 : 1);
          let hit: SweepHit | null;
          try {
            hit = sweepRotating(a, d, turn, b);
          } catch (error) {
            // A graze too close to resolve is refused, never answered wrongly.
            expect(error).toMatchObject({ code: 'INVALID_INPUT', details: { turn } });
            return;
          }
          const sampled = firstSampledContact(a, d, turn, b);
          if (hit === null) {
            expect(sampled).toBeNull();
            return;
          }
          hits++;
          if (sampled !== null) expect(hit.time).toBeLessThanOrEqual(sampled);
          expect(gapAt(a, d, turn, b, hit.time)).toBeLessThanOrEqual(1e-9 * reachAndDelta(a, d));
        }),
        { numRuns: 40 },
      );
      expect(hits).toBeGreaterThan(5);
    },
  );

  it('a plank spinning a million radians while it travels a million units meets the ball at the end, not halfway', () => {
    // Far from the ball the spin cannot matter: the plank stays within half its length of its
    // centre. Sampling the last two units of travel finds the first contact.
    const ball = new Circle(0.1, { position: [1e6, 0.5] });
    const plank = Polygon.box(1, 0.01);
    const hit = sweepRotating(plank, [1e6, 0], 1e9, ball);
    expect(hit).not.toBeNull();
    const time = hit?.time ?? 0;
    expect(gapAt(plank, { x: 1e6, y: 0 }, 1e9, ball, time)).toBeLessThanOrEqual(1e-9 * (0.51 + 1e6));
    // The centre is within reach of the ball only in the last 1.2e-6 of the motion.
    expect(time).toBeGreaterThan(1 - 1.2e-6);
  });
});

describe('sweepRotating: hand cases', () => {
  it('a plank turning as it falls touches down with an end, earlier than falling flat would', () => {
    const plank = Polygon.box(4, 0.2, { position: [0, 3] });
    const floor = Polygon.box(20, 1, { position: [0, -0.5] });
    const turning = sweepRotating(plank, [0, -4], Math.PI / 2, floor)!;
    const flat = sweep(plank, [0, -4], floor)!;
    expect(turning.time).toBeLessThan(flat.time);
    expect(turning.normal.y).toBeCloseTo(1, 6);
    expect(plank.position).toEqual({ x: 0, y: 3 }); // left where it started
    expect(plank.angle).toBe(0);
  });

  it('a spinning bar sweeps past a ball it would hit standing still, and hits one in its arc', () => {
    const bar = Polygon.box(4, 0.1);
    expect(sweepRotating(bar, [0, 0], Math.PI / 2, new Circle(0.2, { position: [0, 1.5] }))).not.toBeNull();
    expect(sweepRotating(bar, [0, 0], Math.PI / 2, new Circle(0.2, { position: [0, 2.5] }))).toBeNull();
  });

  it('starts touching: time 0, overlapping; writes into out', () => {
    const out = new SweepHit();
    expect(sweepRotating(new Circle(1), [1, 0], 1, new Circle(1, { position: [1.5, 0] }), out)).toBe(out);
    expect(out.time).toBe(0);
    expect(out.overlapping).toBe(true);
  });

  it('rejects a non-finite turn and a bad out', () => {
    expect(() => sweepRotating(new Circle(1), [1, 0], Number.NaN, new Circle(1))).toThrow(/turn/);
    expect(() => sweepRotating(new Circle(1), [1, 0], 0, new Circle(1), {} as never)).toThrow(/SweepHit/);
  });
});
