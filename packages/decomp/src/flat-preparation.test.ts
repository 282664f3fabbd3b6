// The flat general preparation must be invisible: reading every form gives the numbers as
// given, cleaning on flat coordinates keeps what the point cleaning keeps, and the index
// form decompose starts from is the one the point rings give (indexPolygon over prepare's
// rings, splits and touching points), errors included.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Vec2 } from '@sepax/core';
import { cleanRingsXY } from './clean.js';
import { cleanRing } from './test-support/point-cleaning.js';
import { prepareIndexed } from './decompose.js';
import { prepare } from './test-support/point-preparation.js';
import { boundsOf, boundsXY, finiteBoundsXY } from './measure.js';
import { indexPolygon, type IndexPolygon } from './index-polygon.js';
import { flatRings, readPolygonXY } from './read-polygon.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';
import { errorOf, shoelace, starShapedRing } from '../test/support.js';

type Ring = [number, number][];

/** The numbers read, ring by ring. */
function readBack(input: Parameters<typeof readPolygonXY>[0]): number[][] {
  const { coords, ringStarts } = readPolygonXY(input);
  return ringStarts.slice(1).map((end, r) => Array.from(coords.subarray(2 * ringStarts[r], 2 * end)));
}

describe('readPolygonXY', () => {
  const outer: Ring = [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
  ];
  const hole: Ring = [
    [1, 1],
    [1, 2],
    [2, 2],
  ];
  const outerXY = [0, 0, 4, 0, 4, 4, 0, 4];
  const holeXY = [1, 1, 1, 2, 2, 2];

  test('reads every form into the numbers given, ring by ring', () => {
    expect(readBack(outer)).toEqual([outerXY]);
    expect(readBack(outer.map(([x, y]) => ({ x, y })))).toEqual([outerXY]);
    expect(readBack(outerXY)).toEqual([outerXY]);
    expect(readBack([outer, hole])).toEqual([outerXY, holeXY]);
    expect(readBack({ outer, holes: [hole.map(([x, y]) => ({ x, y }))] })).toEqual([outerXY, holeXY]);
    expect(readBack({ vertices: [...outerXY, ...holeXY], holes: [4] })).toEqual([outerXY, holeXY]);
    const threeD = [0, 0, 9, 4, 0, 9, 4, 4, 9, 0, 4, 9];
    expect(readBack({ vertices: threeD, dimensions: 3 })).toEqual([outerXY]);
    expect(readBack([])).toEqual([[]]);
  });

  test('keeps non-finite numbers (validation reports them) and rejects malformed structure as before', () => {
    expect(
      readBack([
        [0, NaN],
        [1, 0],
        [0, Infinity],
      ]),
    ).toEqual([[0, NaN, 1, 0, 0, Infinity]]);
    expect(errorOf(() => readPolygonXY({ outer, holes: 4 } as never))?.message).toBe(
      'Polygon input: `holes` must be an array of rings.',
    );
    expect(errorOf(() => readPolygonXY([outer, 'x'] as never))?.message).toBe(
      'Polygon input: ring 1 must be an array of points ({ x, y } or [x, y]).',
    );
    expect(
      errorOf(() =>
        readPolygonXY({
          outer: [
            [0, 0],
            [1, 'a'],
            [0, 1],
          ],
        } as never),
      )?.message,
    ).toBe('Polygon input: outer[1] must have numeric x and y; got [1, "a"].');
    expect(errorOf(() => readPolygonXY([0, 0, 1, 0, 1]))?.message).toBe(
      'Polygon input: a flat coordinate array needs a multiple of 2 numbers.',
    );
    expect(errorOf(() => readPolygonXY({ vertices: outerXY, holes: [3, 2] }))?.message).toBe(
      'Polygon input: hole index 3 is out of order or out of range (0…4).',
    );
  });
});

/** Rings on an integer grid around a centre (exact repeats, collinear points and spikes happen). */
const gridRing = (radius: number) =>
  fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 1, maxLength: 24 }).map((steps) => {
    let r = radius;
    return steps.map((step, i): [number, number] => {
      r = Math.min(radius + 3, Math.max(1, r + step));
      const t = (2 * Math.PI * i) / steps.length;
      return [Math.round(r * Math.cos(t)), Math.round(r * Math.sin(t))];
    });
  });

/** An outer ring and up to three holes, each maybe reversed, placed anywhere near the middle. */
const withHoles = fc
  .tuple(
    fc.oneof(gridRing(12), starShapedRing(40, 12, 0)),
    fc.array(fc.tuple(gridRing(2), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), fc.boolean()), {
      maxLength: 3,
    }),
  )
  .map(([outer, holes]): Ring[] => [
    outer,
    ...holes.map(([h, dx, dy, flip]) => (flip ? h.reverse() : h).map(([x, y]): [number, number] => [x + dx, y + dy])),
  ]);

describe('cleanRingsXY', () => {
  test('keeps, per ring, what the point cleaning keeps, turned outer CCW and holes CW, and measures outer − holes', () => {
    let closedKeptWhole = 0;
    fc.assert(
      // Rings closed by a repeat of their first point too: the cleaning's screen sets it aside.
      fc.property(withHoles, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (rings, closed) => {
        const points = rings.map((ring, r) => (closed[r] ? [...ring, ring[0]] : ring).map(([x, y]) => ({ x, y })));
        const box = boundsOf([points[0]]);
        const cleaned = cleanRingsXY(flatRings(points), DEFAULT_CLEAN_TOLERANCE, box);
        const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
        let area = 0;
        points.forEach((ring, r) => {
          const expected = cleanRing(ring, DEFAULT_CLEAN_TOLERANCE * size);
          const turned = expected.points.length >= 3 && shoelace(expected.points) > 0 !== (r === 0);
          const kept = turned ? expected.points.slice().reverse() : expected.points;
          const source = turned ? expected.source.slice().reverse() : expected.source;
          const from = cleaned.ringStarts[r];
          const to = cleaned.ringStarts[r + 1];
          const got: Vec2[] = [];
          for (let v = from; v < to; v++) got.push({ x: cleaned.coords[2 * v], y: cleaned.coords[2 * v + 1] });
          expect(got).toEqual(kept.map((p) => ({ x: p.x, y: p.y })));
          expect(Array.from(cleaned.sources.subarray(from, to))).toEqual(source);
          if (kept.length >= 3) area += (r === 0 ? 1 : -1) * Math.abs(shoelace(kept));
          if (closed[r] && kept.length === ring.length - 1) closedKeptWhole++;
        });
        expect(cleaned.area).toBeCloseTo(area, 9);
      }),
      { numRuns: 300 },
    );
    expect(closedKeptWhole).toBeGreaterThan(50);
  });
});

describe('finiteBoundsXY', () => {
  test("gives the outer ring's box and the whole box, each as boundsXY does, or null where a coordinate is not finite", () => {
    let nonFinite = 0;
    const coordinate = fc.oneof(
      { weight: 30, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
      { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, -0) },
    );
    fc.assert(
      fc.property(fc.array(coordinate, { minLength: 2, maxLength: 40 }), fc.nat(), (numbers, at) => {
        const count = numbers.length >> 1;
        const split = 1 + (at % count);
        const coords = new Float64Array(numbers.slice(0, 2 * count));
        const bounds = finiteBoundsXY(coords, split, count);
        if (!coords.every(Number.isFinite)) {
          nonFinite++;
          expect(bounds).toBeNull();
          return;
        }
        expect(bounds).toEqual({ outer: boundsXY(coords, 0, split), all: boundsXY(coords, 0, count) });
      }),
      { numRuns: 500 },
    );
    expect(nonFinite).toBeGreaterThan(50);
  });
});

/** The parts of an index form a decomposition reads (its arrays may be longer scratch buffers). */
function indexFacts(p: IndexPolygon) {
  const n = p.vertexCount;
  return {
    coords: Array.from(p.coords.subarray(0, 2 * n)),
    ringStarts: p.ringStarts,
    canon: Array.from(p.canon.subarray(0, n)),
    boundaryStarts: Array.from(p.boundaryStarts.subarray(0, n + 1)),
    boundaryTo: Array.from(p.boundaryTo.subarray(0, p.boundaryStarts[n])),
    // (A set: validation and the sweep list touching points in orders of their own.)
    touchVertices: [...p.touchVertices].sort((a, b) => a - b),
  };
}

function outcome<T>(f: () => T): { value: T } | { error: string } {
  try {
    return { value: f() };
  } catch (error) {
    return { error: String(error) };
  }
}

describe('prepareIndexed', () => {
  test('starts from the index form of the point preparation, with its viewpoint and area, or throws its error', () => {
    let taken = 0;
    fc.assert(
      fc.property(withHoles, fc.boolean(), (rings, touch) => {
        // Touching rings (a hole's vertex on the outer ring's) take the point rings' path inside.
        if (touch && rings.length > 1 && rings[1].length > 0) rings[1][0] = [rings[0][0][0], rings[0][0][1]];
        const flat = outcome(() => {
          const run = prepareIndexed(rings, DEFAULT_CLEAN_TOLERANCE, 8);
          return { index: indexFacts(run.indexed), viewpoint: run.viewpoint, area: run.area, origin: run.origin };
        });
        const points = outcome(() => {
          const prepared = prepare(rings, DEFAULT_CLEAN_TOLERANCE);
          const indexed = indexPolygon(prepared.rings, prepared.splits, prepared.touchPoints);
          return {
            index: indexFacts(indexed),
            viewpoint: prepared.viewpoint,
            area: prepared.cleaned.area,
            origin: prepared.cleaned.origin,
          };
        });
        expect(flat).toEqual(points);
        if ('value' in flat) taken++;
      }),
      { numRuns: 400 },
    );
    expect(taken).toBeGreaterThan(100);
  });
});
