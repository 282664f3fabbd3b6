// The flat path for small rings must be invisible: for every small ring, decompose returns
// exactly what the general path returns for the same ring given as { outer } (a form the
// flat path never takes), errors included, and its preparation matches the general one.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Vec2 } from '@sepax/core';
import { decomposeDetailed, type DecomposeOptions } from './decompose.js';
import { prepare } from './test-support/point-preparation.js';
import { indexPolygon } from './index-polygon.js';
import { prepareSmall } from './small-polygon.js';
import { areaIfClearlyClean, gatherKeptMeasured, keptIndicesXY } from './clean.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';
import { starShapedRing } from '../test/support.js';

type Ring = [number, number][];

/** Star-shaped rings of up to 17 points, off the origin. */
const starShaped = starShapedRing(17, 3, -7);

/** A random walk in radius, on an integer grid (exact collinear and repeated points happen). */
const gridWalk = fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 3, maxLength: 17 }).map((steps) => {
  let r = 8;
  return steps.map((step, i): [number, number] => {
    r = Math.min(12, Math.max(2, r + step));
    const t = (2 * Math.PI * i) / steps.length;
    return [Math.round(r * Math.cos(t)), Math.round(r * Math.sin(t))];
  });
});

/** Any points at all: bowties, crossings, slivers, zero area. */
const anyPoints = fc.array(fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 })), {
  minLength: 1,
  maxLength: 17,
});

/** A ring, then some edits: reversed, a closing point, a repeat, a midpoint, a NaN, a huge or tiny scale. */
const edited = fc
  .tuple(
    fc.oneof(starShaped, gridWalk, anyPoints),
    fc.boolean(),
    fc.boolean(),
    fc.nat(),
    fc.constantFrom('none', 'repeat', 'midpoint', 'nan', 'infinity', 'huge', 'tiny'),
  )
  .map(([ring, reversed, closed, at, edit]): Ring => {
    let out = ring.map(([x, y]): [number, number] => [x, y]);
    if (reversed) out.reverse();
    const i = at % out.length;
    const j = (i + 1) % out.length;
    if (edit === 'repeat') out.splice(i, 0, [out[i][0], out[i][1]]);
    if (edit === 'midpoint') out.splice(i + 1, 0, [(out[i][0] + out[j][0]) / 2, (out[i][1] + out[j][1]) / 2]);
    if (edit === 'nan') out[i] = [NaN, out[i][1]];
    if (edit === 'infinity') out[i] = [out[i][0], -Infinity];
    if (edit === 'huge') out = out.map(([x, y]) => [x * 1e150, y * 1e150]);
    if (edit === 'tiny') out = out.map(([x, y]) => [x * 1e-142, y * 1e-142]);
    if (closed) out.push([out[0][0], out[0][1]]);
    return out;
  });

const options = fc.constantFrom<DecomposeOptions | undefined>(
  undefined,
  { maxVertices: 4 },
  { maxVertices: Infinity },
  { method: 'fan' },
  { method: 'optimal' },
  { method: 'triangulate', maxVertices: 3 },
  { tolerance: 1e-3 },
);

/** What a call gives: its value, or its error's code, message and details. */
function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    const e = error as { code?: string; message: string; details?: unknown };
    return { code: e.code, message: e.message, details: e.details };
  }
}

describe('the flat path for small rings', () => {
  test('decomposes every small ring exactly as the general path does (pieces, method, area, attempts, errors)', () => {
    fc.assert(
      fc.property(edited, options, (ring, opts) => {
        expect(outcome(() => decomposeDetailed(ring, opts))).toEqual(
          outcome(() => decomposeDetailed({ outer: ring }, opts)),
        );
      }),
      { numRuns: 1500 },
    );
  });

  test('gives the exact method (point rings made on demand) what the general path gives it', () => {
    fc.assert(
      fc.property(fc.oneof(starShaped, gridWalk), (ring) => {
        const small = ring.slice(0, 9);
        expect(outcome(() => decomposeDetailed(small, { method: 'optimal' }))).toEqual(
          outcome(() => decomposeDetailed({ outer: small }, { method: 'optimal' })),
        );
      }),
      { numRuns: 150 },
    );
  });

  test('reads one ring in GeoJSON form ([ring]) as the general path reads { outer }', () => {
    fc.assert(
      fc.property(edited, options, (ring, opts) => {
        expect(outcome(() => decomposeDetailed([ring], opts))).toEqual(
          outcome(() => decomposeDetailed({ outer: ring }, opts)),
        );
      }),
      { numRuns: 500 },
    );
  });

  test('reads flat number arrays as the general path reads { vertices }', () => {
    fc.assert(
      fc.property(edited, (ring) => {
        const flat = ring.flat();
        expect(outcome(() => decomposeDetailed(flat))).toEqual(outcome(() => decomposeDetailed({ vertices: flat })));
      }),
      { numRuns: 500 },
    );
  });

  test('prepares what the general preparation prepares, and gives up only where it finds no viewpoint', () => {
    let taken = 0;
    fc.assert(
      fc.property(edited, (ring) => {
        const tried = outcome(() => prepareSmall(ring, DEFAULT_CLEAN_TOLERANCE, 8)) as {
          value?: ReturnType<typeof prepareSmall>;
        };
        const general = outcome(() => prepare({ outer: ring }, DEFAULT_CLEAN_TOLERANCE)) as {
          value?: ReturnType<typeof prepare>;
        };
        // It throws only what the general preparation throws (the workable range).
        if (!('value' in tried)) return void expect(tried).toEqual(general);
        const small = tried.value!;
        if (small === null) {
          // Given up only on more than 17 points (16 and a closing one), or where the general
          // path throws or finds no viewpoint (not star-shaped).
          if (ring.length <= 17) expect(general.value?.viewpoint ?? null).toBeNull();
          return;
        }
        taken++;
        const prepared = general.value!;
        const indexed = indexPolygon(prepared.rings, prepared.splits, prepared.touchPoints);
        expect(Array.from(small.indexed.coords.subarray(0, 2 * small.indexed.vertexCount))).toEqual(
          Array.from(indexed.coords.subarray(0, 2 * indexed.vertexCount)),
        );
        expect(small.viewpoint).toEqual(prepared.viewpoint as Vec2);
        expect([small.area, small.origin]).toEqual([prepared.cleaned.area, prepared.cleaned.origin]);
      }),
      { numRuns: 1000 },
    );
    expect(taken).toBeGreaterThan(200);
  });

  test('prepares a ring closed by a repeat of its first point as the general preparation does', () => {
    let taken = 0;
    fc.assert(
      fc.property(edited, (open) => {
        if (open.length > 16 || open.length < 3) return;
        const ring = [...open, open[0]];
        const tried = outcome(() => prepareSmall(ring, DEFAULT_CLEAN_TOLERANCE, 8)) as {
          value?: ReturnType<typeof prepareSmall>;
        };
        const general = outcome(() => prepare({ outer: ring }, DEFAULT_CLEAN_TOLERANCE)) as {
          value?: ReturnType<typeof prepare>;
        };
        if (!('value' in tried)) return void expect(tried).toEqual(general);
        const small = tried.value!;
        if (small === null) return void expect(general.value?.viewpoint ?? null).toBeNull();
        taken++;
        const prepared = general.value!;
        expect(Array.from(small.indexed.coords.subarray(0, 2 * small.indexed.vertexCount))).toEqual(
          prepared.rings[0].flatMap((p) => [p.x, p.y]),
        );
        expect(small.viewpoint).toEqual(prepared.viewpoint as Vec2);
        expect([small.area, small.origin]).toEqual([prepared.cleaned.area, prepared.cleaned.origin]);
      }),
      { numRuns: 1000 },
    );
    expect(taken).toBeGreaterThan(200);
  });

  test('takes a ring alone in GeoJSON form; leaves larger rings, holes and malformed points to the general path', () => {
    const square: Ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(prepareSmall(square, DEFAULT_CLEAN_TOLERANCE, 8)).not.toBeNull();
    const big = Array.from({ length: 18 }, (_, i): [number, number] => [Math.cos(i / 3), Math.sin(i / 3)]);
    expect(prepareSmall(big, DEFAULT_CLEAN_TOLERANCE, 8)).toBeNull();
    expect(prepareSmall([square], DEFAULT_CLEAN_TOLERANCE, 8)).not.toBeNull();
    expect(prepareSmall([big], DEFAULT_CLEAN_TOLERANCE, 8)).toBeNull();
    const hole: Ring = [
      [0.25, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
      [0.75, 0.25],
    ];
    expect(prepareSmall([square, hole], DEFAULT_CLEAN_TOLERANCE, 8)).toBeNull();
    expect(prepareSmall({ outer: square }, DEFAULT_CLEAN_TOLERANCE, 8)).toBeNull();
    expect(prepareSmall([[0, 0], [1, 0], 'x', [0, 1]] as unknown as Ring, DEFAULT_CLEAN_TOLERANCE, 8)).toBeNull();
    expect(prepareSmall([0, 0, 1, 0, 1], DEFAULT_CLEAN_TOLERANCE, 8)).toBeNull();
  });

  test('screens only rings the cleaning keeps whole, measured as the cleaning measures them', () => {
    // A corner moved to `ratio` times the tolerance off the chord of its neighbours, or from
    // its neighbour (ratios around 1: the screen must step aside wherever the stack drops it).
    const nearDegenerate = fc.tuple(
      starShapedRing(17, 3, -7),
      fc.nat(),
      fc.integer({ min: 0, max: 3000 }).map((k) => k / 1000),
      fc.boolean(),
      fc.constantFrom(0, 1e-14, 1e-13, 1e-10, 1e-6, 1e-3),
    );
    let screened = 0;
    let nearTolerance = 0;
    fc.assert(
      fc.property(nearDegenerate, ([ring, at, ratio, repeat, tolerance]) => {
        const n = ring.length;
        const coords = new Float64Array(ring.flat());
        const xs = ring.map(([x]) => x);
        const ys = ring.map(([, y]) => y);
        const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
        const tol = tolerance * size;
        const b = at % n;
        const [ax, ay] = ring[(b + n - 1) % n];
        const [cx, cy] = ring[(b + 1) % n];
        if (repeat) {
          coords[2 * b] = ax + tol * ratio;
          coords[2 * b + 1] = ay;
        } else {
          // Off the chord's midpoint along its normal, to the left (a convex corner).
          const length = Math.hypot(cx - ax, cy - ay);
          coords[2 * b] = (ax + cx) / 2 - ((cy - ay) / length) * tol * ratio;
          coords[2 * b + 1] = (ay + cy) / 2 + ((cx - ax) / length) * tol * ratio;
        }
        const origin = { x: 1, y: -2 };
        const area = areaIfClearlyClean(coords, n, tolerance, size, origin);
        if (Number.isNaN(area)) return;
        screened++;
        if (tolerance > 0 && ratio < 2) nearTolerance++;
        const kept = new Int32Array(n);
        expect(keptIndicesXY(coords, n, tol, kept)).toBe(n);
        expect(gatherKeptMeasured(coords, 0, kept, n, new Float64Array(2 * n), 0, origin)).toBe(area);
      }),
      { numRuns: 3000 },
    );
    expect(screened).toBeGreaterThan(400);
    expect(nearTolerance).toBeGreaterThan(100);
  });
});
