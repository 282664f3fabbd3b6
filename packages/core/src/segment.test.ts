// The Segment kind (a two-point core, radius 0) against the exact Minkowski oracle
// (test/oracle.mjs), paired with every kind in either order; plus its own rules.
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { coreOf, oracleCollide, oracleSeparationAlong } from '../test/oracle.mjs';
import {
  Circle,
  collide,
  distance,
  fromJSON,
  overlaps,
  Polygon,
  Segment,
  type SepaxError,
  type Shape,
} from './index.js';
import { build, insideBrute, KINDS, type Kind, partsOf, signedDistanceTo, specOf } from './test-support/shapes.js';

const EPS = 1e-9;
const others: Kind[] = [...KINDS, 'segment'];

/** The oracle over part pairs (the compound policy: deepest pair, smallest signed distance). */
function reference(a: Shape, b: Shape) {
  let overlapping = false;
  let depth = 0;
  let signed = Infinity;
  let nearBoundary = false;
  for (const pa of partsOf(a)) {
    for (const pb of partsOf(b)) {
      const o = oracleCollide(coreOf(pa), coreOf(pb));
      if (Math.abs(o.signedDistance) < EPS) nearBoundary = true;
      overlapping ||= o.overlapping;
      if (o.overlapping) depth = Math.max(depth, o.depth);
      signed = Math.min(signed, o.signedDistance);
    }
  }
  return { overlapping, depth, signed, nearBoundary };
}

function normalIsMinimal(a: Shape, b: Shape, n: { x: number; y: number }, depth: number): boolean {
  return partsOf(a).some((pa) =>
    partsOf(b).some((pb) => {
      const o = oracleCollide(coreOf(pa), coreOf(pb));
      // Touching within round-off counts (zero-thickness shapes touch often in the generator).
      if (o.signedDistance > EPS || Math.abs(o.depth - depth) > EPS) return false;
      return Math.abs(oracleSeparationAlong(coreOf(pa), coreOf(pb), n) - depth) <= EPS;
    }),
  );
}

const orders = others.flatMap((k): [Kind, Kind][] => [
  ['segment', k],
  [k, 'segment'],
]);

describe.each(orders)('%s vs %s', (ka, kb) => {
  test('agrees with the oracle: overlap, depth, a minimal normal, signed distance; contacts and containment', () => {
    fc.assert(
      fc.property(specOf(ka), specOf(kb), (sa, sb) => {
        const a = build(sa);
        const b = build(sb);
        const ref = reference(a, b);
        const c = collide(a, b);
        if (!ref.nearBoundary) {
          expect(c !== null).toBe(ref.overlapping);
          expect(overlaps(a, b)).toBe(ref.overlapping);
        }
        expect(distance(a, b).distance).toBeCloseTo(ref.signed, 9);
        if (c === null) return;
        expect(Math.abs(c.depth - ref.depth)).toBeLessThan(EPS);
        expect(normalIsMinimal(a, b, c.normal, c.depth)).toBe(true);
        for (const p of c.contacts) {
          expect(Math.min(...partsOf(a).map((s) => signedDistanceTo(s, p.x, p.y)))).toBeLessThanOrEqual(c.depth + EPS);
          expect(Math.min(...partsOf(b).map((s) => signedDistanceTo(s, p.x, p.y)))).toBeLessThanOrEqual(c.depth + EPS);
        }
        const inside = (x: Shape, y: Shape) =>
          partsOf(x).every((px) => partsOf(y).some((py) => insideBrute(px, py, EPS)));
        if (c.aInB) expect(inside(a, b)).toBe(true);
        if (c.bInA) expect(inside(b, a)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});

describe('Segment', () => {
  it('a ball resting across a wall is pushed out the short way, the contact midway between the surfaces', () => {
    const wall = new Segment([0, -5], [0, 5]);
    const c = collide(wall, new Circle(1, { position: [0.25, 2] }));
    expect(c?.normal).toEqual({ x: 1, y: 0 });
    expect(c?.depth).toBeCloseTo(0.75, 15);
    expect(c?.contacts[0].x).toBeCloseTo(-0.375, 15);
    expect(c?.contacts[0].y).toBeCloseTo(2, 15);
  });

  it('a segment inside a box is inside it; a box is never inside a segment', () => {
    const c = collide(new Segment([-0.5, 0], [0.5, 0.2]), Polygon.box(2, 2));
    expect(c?.aInB).toBe(true);
    expect(c?.bInA).toBe(false);
  });

  it('takes any scale, mirrored and stretched', () => {
    const s = new Segment([0, 0], [1, 1], { scale: [-2, 3] });
    expect(Array.from(s.worldPoints())).toEqual([0, 0, -2, 3]);
  });

  it('round-trips through JSON, alone and as a compound part', () => {
    const s = new Segment([0, 1], [2, 3], { position: [5, 0], angle: 0.5 });
    const copy = fromJSON(JSON.parse(JSON.stringify(s)));
    expect(copy).toBeInstanceOf(Segment);
    expect(copy.toJSON()).toEqual(s.toJSON());
    const compound = fromJSON({ type: 'compound', parts: [s.toJSON(), { type: 'circle', radius: 1 }] });
    expect(compound.toJSON()).toEqual({ type: 'compound', parts: [s.toJSON(), { type: 'circle', radius: 1 }] });
  });

  it('rejects ends that coincide (TOO_FEW_POINTS) and non-finite ends (NON_FINITE)', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as SepaxError).code;
      }
    };
    expect(code(() => new Segment([1, 1], [1, 1]))).toBe('TOO_FEW_POINTS');
    expect(code(() => new Segment([1, Number.NaN], [1, 1]))).toBe('NON_FINITE');
    expect(code(() => fromJSON({ type: 'segment', a: [0, 0] } as never))).toBe('INVALID_ARGUMENT');
  });
});
