import fc from 'fast-check';
import { Polygon, SepaxError } from '@sepax/core';
import { describe, expect, test } from 'vitest';
import { cleanRing } from './test-support/point-cleaning.js';
import { decompose, type DecomposeOptions } from './decompose.js';
import { boundsOf, crossAbout, signedArea, sizeOf } from './measure.js';
import { clearTurnOf, finishClearSmallPiece, finishConvexCycle, splitToMaxVertices } from './pieces.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';

/** Whether core's Polygon refuses the points as degenerate (ZERO_AREA or TOO_FEW_POINTS). */
function coreRefuses(points: readonly { x: number; y: number }[]): boolean {
  try {
    new Polygon(points.map((p): [number, number] => [p.x, p.y]));
    return false;
  } catch (error) {
    if (error instanceof SepaxError && (error.code === 'ZERO_AREA' || error.code === 'TOO_FEW_POINTS')) return true;
    throw error;
  }
}

const regular = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ x: Math.cos((2 * Math.PI * i) / n), y: Math.sin((2 * Math.PI * i) / n) }));

describe('splitToMaxVertices', () => {
  test.each([3, 4, 5, 8])('a 20-gon into pieces of at most %i vertices, area kept, all vertices used', (max) => {
    const polygon = regular(20);
    const pieces = splitToMaxVertices(polygon, max);
    expect(pieces.every((p) => p.length >= 3 && p.length <= max)).toBe(true);
    expect(pieces.reduce((s, p) => s + signedArea(p), 0)).toBeCloseTo(signedArea(polygon), 12);
    expect(new Set(pieces.flat()).size).toBe(20);
  });

  test('every method respects maxVertices on a convex 30-gon', () => {
    const ring = regular(30).map((p): [number, number] => [p.x, p.y]);
    for (const method of ['auto', 'fan', 'optimal', 'triangulate'] as const) {
      const pieces = decompose(ring, { method, maxVertices: 6 });
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(6);
    }
  });

  test('maxVertices must be an integer ≥ 3', () => {
    expect(() => decompose(regular(5), { maxVertices: 2 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => decompose(regular(5), { maxVertices: 4.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(decompose(regular(40), { maxVertices: Infinity })).toHaveLength(1);
  });

  test("an unknown method is INVALID_ARGUMENT; the removed 'fast' names what to use", () => {
    const method = (name: string) => ({ method: name }) as unknown as DecomposeOptions;
    expect(() => decompose(regular(5), method('best'))).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^method must be/) }),
    );
    expect(() => decompose(regular(5), method('fast'))).toThrow(
      expect.objectContaining({
        code: 'INVALID_ARGUMENT',
        message: expect.stringMatching(/'fast' was removed: use 'auto'/),
      }),
    );
  });
});

describe('finishConvexCycle', () => {
  /** Convex hull (counter-clockwise, no collinear points) of integer points: Andrew's monotone chain. */
  function hull(points: [number, number][]): [number, number][] {
    const sorted = [...new Map(points.map((p) => [`${p[0]},${p[1]}`, p])).values()].sort(
      (a, b) => a[0] - b[0] || a[1] - b[1],
    );
    const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
      (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    const half = (list: [number, number][]) => {
      const out: [number, number][] = [];
      for (const p of list) {
        while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
        out.push(p);
      }
      return out.slice(0, -1);
    };
    return [...half(sorted), ...half([...sorted].reverse())];
  }

  const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

  /**
   * A convex lattice polygon with lattice points added along its edges (exactly straight
   * corners, in runs), optionally one added point nudged outwards by `nudge` × its edge (a
   * corner within the cleaning tolerance of straight, or just beyond it), scaled and
   * shifted, as coordinates in cycle order starting at `start`.
   */
  const piece = fc
    .record({
      points: fc.array(fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 })), {
        minLength: 3,
        maxLength: 12,
      }),
      spread: fc.constantFrom(1, 2, 3, 6), // every edge then has spread − 1 lattice points inside at least
      salt: fc.nat(),
      nudged: fc.nat(),
      nudge: fc.constantFrom(0, 0, 1e-12, 5e-11, 2e-10, 1e-8),
      scale: fc.constantFrom(1, 0.37, 1e-9, 3e7),
      shift: fc.constantFrom(0, 1e5, -123.25),
      start: fc.nat(),
    })
    .map(({ points, spread, salt, nudged, nudge, scale, shift, start }) => {
      const corners = hull(points.map(([x, y]): [number, number] => [x * spread, y * spread]));
      const ring: [number, number][] = [];
      corners.forEach((p, i) => {
        const q = corners[(i + 1) % corners.length];
        const steps = gcd(q[0] - p[0], q[1] - p[1]);
        ring.push(p);
        for (let k = 1; k < steps; k++)
          if ((i + k + salt) % 3 !== 0)
            ring.push([p[0] + ((q[0] - p[0]) / steps) * k, p[1] + ((q[1] - p[1]) / steps) * k]);
      });
      const out = ring.map(([x, y]): [number, number] => [x, y]);
      const between = ring.findIndex((_, i) => i >= nudged % Math.max(ring.length, 1) && !corners.includes(ring[i]));
      if (nudge > 0 && between >= 0) {
        // Outwards (right of the edge's direction, the ring being counter-clockwise), by `nudge` of the edge's length.
        const a = ring[(between + ring.length - 1) % ring.length];
        const c = ring[(between + 1) % ring.length];
        out[between] = [out[between][0] + (c[1] - a[1]) * nudge, out[between][1] - (c[0] - a[0]) * nudge];
      }
      const coords: number[] = [];
      for (let i = 0; i < out.length; i++) {
        const [x, y] = out[(i + start) % out.length];
        coords.push(x * scale + shift, y * scale + shift);
      }
      return coords;
    })
    .filter((coords) => coords.length >= 6);

  test('keeps what cleanRing keeps, with its area, on convex lattice pieces with straight and nearly straight corners', () => {
    let removed = 0;
    fc.assert(
      // The size bound finishing is given: the piece's own side, or (the polygon's) larger.
      fc.property(piece, fc.constantFrom(1, 2, 1e4), (coords, larger) => {
        const m = coords.length / 2;
        const cycle = Array.from({ length: m }, (_, i) => i);
        const points = cycle.map((i) => ({ x: coords[2 * i], y: coords[2 * i + 1] }));
        const sum = { area: 0 };
        const finished = finishConvexCycle(coords, cycle, 0.5, -0.25, sum, larger * sizeOf(boundsOf([points])));
        if (typeof finished === 'string') return; // a nudge that made a neighbour reflex: rejected, as it must be
        const expected = cleanRing(points, DEFAULT_CLEAN_TOLERANCE * sizeOf(boundsOf([points]))).points;
        expect(finished).toEqual(expected);
        // A cleaned piece's area is signedArea's; an untouched one's, its edges' in cycle order (0→1 first).
        let twice = 0;
        for (let i = 0; i < m; i++)
          twice += crossAbout(points[i].x, points[i].y, points[(i + 1) % m].x, points[(i + 1) % m].y, 0.5, -0.25);
        expect(sum.area).toBe(expected.length < m ? signedArea(expected, 0.5, -0.25) : twice / 2);
        if (expected.length < m) removed++;
      }),
      { numRuns: 600, seed: 20261122 },
    );
    expect(removed).toBeGreaterThan(100);
  });

  test('keeps what cleanRing keeps on triangles and quads with a corner within a few tolerances of its chord (where the clear turn gives way)', () => {
    // The corner's twice-area is then about the clear-turn bound (2 · tolerance · size²): on
    // either side of it the piece must come out as cleanRing makes it, or be refused as reflex.
    let kept = 0;
    let cleaned = 0;
    let dropped = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: -16, max: 48 }).map((eighths) => eighths / 8),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.boolean(),
        fc.constantFrom(1, 1e-7, 3e5),
        fc.constantFrom(1, 1.0001, 4),
        (distance, span, along, quad, scale, larger) => {
          // Chord a→c, b `distance` tolerances of a unit piece to its right (outwards); a quad adds a corner above.
          const a = { x: 0, y: 0 };
          const c = { x: span, y: span * 0.3 };
          const length = Math.hypot(c.x, c.y);
          const offset = distance * DEFAULT_CLEAN_TOLERANCE;
          const b = { x: along * c.x + (c.y / length) * offset, y: along * c.y - (c.x / length) * offset };
          const points = (quad ? [a, b, c, { x: 0.2, y: 1 }] : [a, b, c]).map((p) => ({
            x: p.x * scale,
            y: p.y * scale,
          }));
          const coords = points.flatMap((p) => [p.x, p.y]);
          const finished = finishConvexCycle(
            coords,
            points.map((_, i) => i),
            0,
            0,
            { area: 0 },
            larger * sizeOf(boundsOf([points])),
          );
          if (typeof finished === 'string') {
            expect(finished).toMatch(/reflex/);
            return;
          }
          const expected = cleanRing(points, DEFAULT_CLEAN_TOLERANCE * sizeOf(boundsOf([points]))).points;
          if (finished.length === 0) {
            // Dropped: a sliver under core's zero-area bound, which core's Polygon refuses.
            expect(coreRefuses(expected)).toBe(true);
            dropped++;
            return;
          }
          expect(finished).toEqual(expected);
          expect(coreRefuses(finished)).toBe(false);
          if (expected.length < points.length) cleaned++;
          else kept++;
        },
      ),
      { numRuns: 2000, seed: 20261124 },
    );
    expect(kept).toBeGreaterThan(300);
    expect(cleaned).toBeGreaterThan(100);
    expect(dropped).toBeGreaterThan(20);
  });

  test('every piece it finishes is a Polygon core accepts, and every one it drops is one core refuses (thin triangles and quads anywhere)', () => {
    let dropped = 0;
    let kept = 0;
    fc.assert(
      fc.property(
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.boolean(),
        fc.constantFrom(1, 1e-6, 1e5),
        fc.constantFrom(0, 1e3, -1e6, 3e7),
        (distance, along, quad, scale, shift) => {
          // Chord a→c, corner b `distance` core tolerances of the piece's size outside it (inside: reflex).
          const a = { x: 0, y: 0 };
          const c = { x: 1, y: 0.2 };
          const length = Math.hypot(c.x, c.y);
          const offset = Math.abs(distance) * DEFAULT_CLEAN_TOLERANCE;
          const b = { x: along * c.x + (c.y / length) * offset, y: along * c.y - (c.x / length) * offset };
          const corners = quad ? [a, b, c, { x: 0.3, y: 0.06 + 1e-11 * distance }] : [a, b, c];
          const points = corners.map((p) => ({ x: p.x * scale + shift, y: p.y * scale - shift }));
          const coords = points.flatMap((p) => [p.x, p.y]);
          const cycle = points.map((_, i) => i);
          const finished = finishConvexCycle(coords, cycle, shift, -shift, { area: 0 }, sizeOf(boundsOf([points])));
          if (typeof finished === 'string') return; // a reflex corner after rounding: refused, as it must be
          if (finished.length < 3) {
            expect(coreRefuses(points)).toBe(true);
            dropped++;
          } else {
            expect(coreRefuses(finished), JSON.stringify(finished)).toBe(false);
            kept++;
          }
        },
      ),
      { numRuns: 3000, seed: 20261127 },
    );
    expect(dropped).toBeGreaterThan(100);
    expect(kept).toBeGreaterThan(100);
  });

  test('triangles and quads whose corners all turn left wind around once (so finishing counts no turns on them)', () => {
    const corner = fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }));
    let checked = 0;
    fc.assert(
      fc.property(fc.array(corner, { minLength: 3, maxLength: 4 }), (cycle) => {
        const m = cycle.length;
        for (let i = 0; i < m; i++) {
          const [a, b, c] = [cycle[(i + m - 1) % m], cycle[i], cycle[(i + 1) % m]];
          if ((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) <= 0) return;
        }
        checked++;
        // Winding once, brute force: the edge directions' angles, turned left each time, add up to one full turn.
        let total = 0;
        for (let i = 0; i < m; i++) {
          const [a, b, c] = [cycle[(i + m - 1) % m], cycle[i], cycle[(i + 1) % m]];
          const turn = Math.atan2(c[1] - b[1], c[0] - b[0]) - Math.atan2(b[1] - a[1], b[0] - a[0]);
          total += turn <= 0 ? turn + 2 * Math.PI : turn;
        }
        expect(total).toBeCloseTo(2 * Math.PI, 9);
      }),
      { numRuns: 3000, seed: 20261125 },
    );
    expect(checked).toBeGreaterThan(300);
    // Straight or spiking corners take the count: a quad going back and forth along a line is refused.
    expect(finishConvexCycle([0, 0, 1, 0], [0, 1, 0, 1], 0, 0, { area: 0 }, 1)).toMatch(/winds/);
  });

  // A triangle is settled by its first clear corner, a quad by all four; a clockwise triangle and a quad with a reflex corner are declined (the general pass then names the corner).
  test.each([
    { corners: 3, range: 8, seed: 20261126, leastSettled: 500, spoiled: [0, 0, 0, 1, 1, 0], spoiledSize: 1 },
    { corners: 4, range: 6, seed: 20261127, leastSettled: 100, spoiled: [0, 0, 2, 0, 1, 0.5, 1, 2], spoiledSize: 2 },
  ])(
    'a piece of $corners clearly turning corners is finished exactly as the general pass finishes it',
    ({ corners, range, seed, leastSettled, spoiled, spoiledSize }) => {
      const cycle = Array.from({ length: corners }, (_, i) => i);
      let settled = 0;
      let declined = 0;
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.integer({ min: -range, max: range }), fc.integer({ min: -range, max: range })), {
            minLength: corners,
            maxLength: corners,
          }),
          fc.integer({ min: -3, max: 3 }),
          fc.constantFrom(1, 1e-7, 3e5, 1e-150),
          fc.constantFrom(1, 1.0001, 4),
          (corner, nudge, scale, larger) => {
            // Integer corners, the third nudged by a few cleaning tolerances: clear, thin, straight, clockwise, reflex, repeated and twice-winding pieces occur.
            const nudged = corner.map(([x, y], i) => [i === 2 ? x + nudge * DEFAULT_CLEAN_TOLERANCE * 8 : x, y]);
            const points = nudged.map(([x, y]) => ({ x: x * scale, y: y * scale }));
            const coords = points.flatMap((point) => [point.x, point.y]);
            const sizeBound = larger * Math.max(sizeOf(boundsOf([points])), 1e-300);
            const fast = { area: 0.25 };
            const piece = finishClearSmallPiece(coords, cycle, 0.5, -0.25, fast, clearTurnOf(sizeBound));
            const general = { area: 0.25 };
            const expected = finishConvexCycle(coords, cycle, 0.5, -0.25, general, sizeBound);
            if (piece === null) {
              declined++;
              return;
            }
            settled++;
            expect(piece).toEqual(expected);
            expect(fast.area).toBe(general.area);
            // Counter-clockwise by brute force (spoiled pieces never take this path).
            expect(signedArea(points)).toBeGreaterThan(0);
          },
        ),
        { numRuns: 3000, seed },
      );
      expect(settled).toBeGreaterThan(leastSettled);
      expect(declined).toBeGreaterThan(500);
      expect(finishClearSmallPiece(spoiled, cycle, 0, 0, { area: 0 }, clearTurnOf(spoiledSize))).toBeNull();
    },
  );
});
