// The production merge (hertel-mehlhorn.ts) must answer exactly what the reference
// Hertel–Mehlhorn merge on a general mesh (test-support/mesh-merge.ts) answers (the same
// cycles, in the same order, as many flat), also where that merge does
// something special: zero-area triangles, pinches, directed edges used twice, touching
// rings, T-junctions it repairs.
import { readdirSync, readFileSync } from 'node:fs';
import earcut from 'earcut';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prepare } from './test-support/point-preparation.js';
import { checkIndexTiling } from './test-support/point-cleaning.js';
import { mergeTrianglesOnMesh } from './test-support/mesh-merge.js';
import { indexPolygon, indexRing, type IndexPolygon } from './index-polygon.js';
import { type MergedCycles, mergeTriangles } from './hertel-mehlhorn.js';
import { orientVertices } from './predicates.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';
import { starShapedRing } from '../test/support.js';

type Ring = [number, number][];

/** A random walk in radius on an integer grid (exact collinear and repeated points happen). */
const gridWalk = fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 3, maxLength: 16 }).map((steps) => {
  let r = 8;
  return steps.map((step, i): Ring[number] => {
    r = Math.min(12, Math.max(2, r + step));
    const t = (2 * Math.PI * i) / steps.length;
    return [Math.round(r * Math.cos(t)), Math.round(r * Math.sin(t))];
  });
});

/** A comb: teeth of random depth along a bar, not star-shaped (validated, not fanned). */
const comb = fc
  .array(fc.tuple(fc.double({ min: 0.1, max: 2.5, noNaN: true }), fc.double({ min: 0, max: 0.4, noNaN: true })), {
    minLength: 1,
    maxLength: 3,
  })
  .map((teeth) => {
    const ring: Ring = [];
    for (let t = 0; t < teeth.length; t++) ring.push([2 * t, 0], [2 * t + 1, 0]);
    ring.push([2 * teeth.length - 1, 3]);
    for (let t = teeth.length - 1; t >= 0; t--)
      ring.push([2 * t + 0.5 + teeth[t][1], teeth[t][0]], [2 * t, 3 + teeth[t][1]]);
    return ring;
  });

/** Any points at all: bowties, slivers, zero area (earcut's triangles of them are whatever they are). */
const anyPoints = fc.array(fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 })), {
  minLength: 3,
  maxLength: 16,
});

const maxVertices = fc.constantFrom(3, 4, 5, 8, Infinity);

const fixtureDir = new URL('../test/fixtures/earcut/', import.meta.url);

/** Where each hole starts in the coordinates (earcut's hole indices). */
function holeStarts(polygon: IndexPolygon): number[] {
  return polygon.ringStarts.slice(1, -1);
}

/** The cleaned polygon's index form as decompose builds it, or null where preparation rejects it. */
function indexed(outer: Ring, holes: Ring[] = []): IndexPolygon | null {
  try {
    const { rings, splits, touchPoints } = prepare({ outer, holes }, DEFAULT_CLEAN_TOLERANCE);
    return indexPolygon(rings, splits, touchPoints);
  } catch {
    return null;
  }
}

describe('mergeTriangles', () => {
  test('gives the general merge’s cycles, in its order (valid rings)', () => {
    let tried = 0;
    fc.assert(
      fc.property(fc.oneof(starShapedRing(16, 3, -7), gridWalk, comb), maxVertices, (ring, max) => {
        const polygon = indexed(ring);
        if (polygon === null) return;
        tried++;
        const triangles = earcut(polygon.coords.subarray(0, 2 * polygon.vertexCount), holeStarts(polygon));
        expect(mergedAsGeneral(polygon, triangles, max).flat).toBe(0);
      }),
      { numRuns: 2000 },
    );
    // The rings are valid often enough to be a test.
    expect(tried).toBeGreaterThan(1000);
  });

  test('gives the general merge’s cycles on rings with holes, and on the earcut fixtures', () => {
    let answered = 0;
    fc.assert(
      fc.property(starShapedRing(24, 3, -7), fc.integer({ min: 1, max: 3 }), maxVertices, (ring, holeCount, max) => {
        // Small square holes on a circle of radius 12 around the centre, clockwise: inside every such ring (radius ≥ 20).
        const holes = Array.from({ length: holeCount }, (_, k): Ring => {
          const cx = 3 + 12 * Math.cos((2 * Math.PI * k) / holeCount);
          const cy = -7 + 12 * Math.sin((2 * Math.PI * k) / holeCount);
          return [
            [cx - 2, cy - 2],
            [cx - 2, cy + 2],
            [cx + 2, cy + 2],
            [cx + 2, cy - 2],
          ];
        });
        const polygon = indexed(ring, holes);
        if (polygon === null) return;
        const triangles = earcut(polygon.coords.subarray(0, 2 * polygon.vertexCount), holeStarts(polygon));
        mergedAsGeneral(polygon, triangles, max);
        answered++;
      }),
      { numRuns: 300 },
    );
    expect(answered).toBeGreaterThan(100);
    let fixtures = 0;
    let large = 0;
    for (const name of readdirSync(fixtureDir).filter((f) => f.endsWith('.json') && f !== 'expected.json')) {
      const rings: Ring[] = JSON.parse(readFileSync(new URL(name, fixtureDir), 'utf8'));
      const polygon = indexed(rings[0], rings.slice(1));
      if (polygon === null) continue;
      const triangles = earcut(polygon.coords.subarray(0, 2 * polygon.vertexCount), holeStarts(polygon));
      if (triangles.length === 0) continue;
      const small = mergeTriangles(polygon, triangles, 8);
      const cycles = small.cycles.map((cycle) => [...cycle]);
      const general = mergeTrianglesOnMesh(polygon, triangles, 8);
      fixtures++;
      expect(cycles, name).toEqual(general.cycles);
      expect(small.flat, name).toBe(general.flat);
      if (polygon.vertexCount > 128) large++;
    }
    expect(fixtures).toBeGreaterThan(40);
    expect(large).toBeGreaterThan(10);
  });

  test('over 128 vertices, answers as the general merge does on any triangles of a ring', () => {
    // A regular ring of 129–140 vertices and random index triples: repeated and overlapping
    // triangles, zero-area ones, open edges (the waiting lists pair as twinsOf does).
    const triple = fc.tuple(fc.nat(139), fc.nat(139), fc.nat(139));
    fc.assert(
      fc.property(
        fc.integer({ min: 129, max: 140 }),
        fc.array(triple, { minLength: 1, maxLength: 40 }),
        maxVertices,
        (n, triples, max) => {
          const polygon = indexRing(regularRing(n), n);
          mergedAsGeneral(
            polygon,
            triples.flatMap(([a, b, c]) => [a % n, b % n, c % n]),
            max,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  test('answers as the general merge does on any triangles of any points', () => {
    fc.assert(
      fc.property(anyPoints, maxVertices, (points, max) => {
        const coords = Float64Array.from(points.flat());
        const polygon = indexRing(coords, points.length);
        const triangles = earcut(polygon.coords.subarray(0, 2 * points.length), []);
        if (triangles.length === 0) return;
        mergedAsGeneral(polygon, triangles, max);
      }),
      { numRuns: 1000 },
    );
  });

  test('answers as the general merge does on any triangles of grid points (collinear: T-junctions, repaired either way)', () => {
    // Few points on a small grid, many on a line, and random index triples over them: open
    // edges with points on them, zero-area triangles; up to 128 points and beyond (a point
    // list repeated). Shaped as a triangulator's output (asTriangulation).
    const point = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }));
    const triple = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999));
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 3, maxLength: 12 }),
        fc.constantFrom(1, 12),
        fc.array(triple, { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        maxVertices,
        (points, copies, triples, clockwise, max) => {
          const all = Array.from({ length: copies }, () => points).flat();
          const n = all.length;
          const coords = Float64Array.from(all.flat());
          const polygon = indexRing(coords, n);
          const triangles = asTriangulation(
            coords,
            triples.flatMap(([a, b, c]) => [a % n, b % n, c % n]),
            clockwise,
          );
          mergedAsGeneral(polygon, triangles, max);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('answers as the general merge does where every point starts a half-edge and edges are open', () => {
    // The 132 points of a 12 × 11 grid in any order (waiting lists), and a fan from the first
    // over all the others in angle order: every point used (a half-edge waiting at each), no
    // triangles overlapping, and the grid's collinear points make zero-area triangles and
    // open edges with points on them. (Over overlapping triangles the two merges may differ.)
    const grid: Ring = Array.from({ length: 132 }, (_, i) => [i % 12, Math.floor(i / 12)]);
    let open = 0;
    fc.assert(
      fc.property(fc.shuffledSubarray(grid, { minLength: 132, maxLength: 132 }), maxVertices, (points, max) => {
        const coords = Float64Array.from(points.flat());
        const polygon = indexRing(coords, 132);
        const triangles = starFan(points);
        if (hasTJunction(polygon, triangles)) open++;
        mergedAsGeneral(polygon, triangles, max);
      }),
      { numRuns: 200 },
    );
    expect(open).toBeGreaterThan(100);
  });

  test('merges an L-shape’s triangles into its two convex halves', () => {
    const polygon = indexRing(Float64Array.from([0, 0, 4, 0, 4, 1, 1, 1, 1, 4, 0, 4]), 6);
    const triangles = earcut(polygon.coords.subarray(0, 12), []);
    const { cycles } = mergeTriangles(polygon, triangles, 8);
    expect(cycles.map((c) => [...c].sort((a, b) => a - b))).toEqual(
      expect.arrayContaining([
        [0, 1, 2, 3],
        [0, 3, 4, 5],
      ]),
    );
    expect(cycles).toHaveLength(2);
  });

  test('does what the general merge does with what it treats specially', () => {
    const square = indexRing(Float64Array.from([0, 0, 2, 0, 2, 2, 0, 2]), 4);
    const same = (polygon: IndexPolygon, triangles: number[]) => mergedAsGeneral(polygon, triangles, 8);
    // The usual case first, so that the cases below fail for their own reason.
    expect(same(square, [0, 1, 2, 0, 2, 3]).cycles).toEqual([[0, 1, 2, 3]]);
    // A zero-area triangle: kept unmerged, counted flat.
    expect(same(square, [0, 1, 2, 0, 2, 3, 0, 1, 1]).flat).toBe(0); // (one point twice: left out)
    const line = indexRing(Float64Array.from([0, 0, 2, 0, 2, 2, 1, 1]), 4);
    expect(same(line, [0, 1, 2, 0, 2, 3]).flat).toBe(1);
    // A directed edge used twice (overlapping triangles).
    same(square, [0, 1, 2, 0, 1, 2, 0, 2, 3]);
    // An edge with no twin that is not a ring edge (a T-junction): 2→4 runs through vertex 3,
    // and the repair splits it there.
    const withMidpoint = indexRing(Float64Array.from([0, 0, 2, 0, 2, 2, 1, 2, 0, 2]), 5);
    expect(same(withMidpoint, [0, 1, 2, 0, 2, 4]).cycles).toEqual([[0, 1, 2, 3, 4]]);
    // Split on its first edge, a triangle never merges (the general merge's repaired cycle starts straight).
    expect(same(withMidpoint, [2, 4, 0, 0, 1, 2]).cycles).toEqual([
      [2, 3, 4, 0],
      [0, 1, 2],
    ]);
    // Rings that touch (a hole's corner on the outer ring's edge: canonical indices, split edges).
    const touching = indexed(
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
      ],
      [
        [
          [2, 0],
          [1, 1],
          [3, 1],
        ],
      ],
    );
    expect(touching).not.toBeNull();
    expect(touching!.touchVertices.length).toBeGreaterThan(0);
    same(touching!, earcut(touching!.coords.subarray(0, 2 * touching!.vertexCount), [4]));
  });

  test('reads none of the half-edges an earlier merge left in its edge table', () => {
    // The table is never cleared (edgeBase): the five-vertex ring's merge leaves its half-edge
    // 3 (0→2) at slot 5·0 + 2, which the square's slot of 0→2 (4·0 + 2) is too; the square's
    // 2→0 must not take it for its twin (a merge with a triangle the square does not have).
    const fivePoints = indexRing(Float64Array.from([0, 0, 2, 0, 2, 2, 1, 2, 0, 2]), 5);
    expect(mergedAsGeneral(fivePoints, [2, 3, 4, 0, 2, 4], 8).flat).toBe(1);
    const square = indexRing(Float64Array.from([0, 0, 2, 0, 2, 2, 0, 2]), 4);
    expect(mergedAsGeneral(square, [0, 1, 2], 8).cycles).toEqual([[0, 1, 2]]);
  });

  test('gives the general merge’s cycles where rings touch and earcut leaves T-junctions', () => {
    // A grid rectangle with unit-cell holes: holes touch one another and the outer ring at
    // corners and along edges, and earcut's bridges leave collinear vertices out.
    const cell = ([i, j]: [number, number]): Ring => [
      [i, j],
      [i, j + 1],
      [i + 1, j + 1],
      [i + 1, j],
    ];
    let repaired = 0;
    let large = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 2, max: 14 }),
        fc.array(fc.tuple(fc.nat(13), fc.nat(13)), { maxLength: 60, size: 'max' }),
        maxVertices,
        (width, height, picks, max) => {
          const keys = new Set(picks.map(([i, j]) => (i % width) * 100 + (j % height)));
          const holes = [...keys].map((key): Ring => cell([Math.floor(key / 100), key % 100]));
          const polygon = indexed(
            [
              [0, 0],
              [width, 0],
              [width, height],
              [0, height],
            ],
            holes,
          );
          if (polygon === null) return;
          const triangles = earcut(polygon.coords.subarray(0, 2 * polygon.vertexCount), holeStarts(polygon));
          if (triangles.length === 0) return;
          mergedAsGeneral(polygon, triangles, max);
          if (hasTJunction(polygon, triangles)) repaired++;
          if (polygon.vertexCount > 128) large++;
        },
      ),
      { numRuns: 300 },
    );
    expect(repaired).toBeGreaterThan(100);
    expect(large).toBeGreaterThan(15);
  });

  test('over 128 vertices, merges a convex ring’s fan of triangles into pieces the proof accepts', () => {
    const polygon = indexRing(regularRing(129), 129);
    const triangles = Array.from({ length: 127 }, (_, k) => [0, k + 1, k + 2]).flat();
    const merged = mergedAsGeneral(polygon, triangles, 8);
    // 127 triangles, 8 corners a piece: 6 more triangles each after the first piece's 6.
    expect(merged.cycles).toHaveLength(Math.ceil(127 / 6));
    expect(checkIndexTiling(polygon, merged.cycles)).toBeNull();
  });
});

/**
 * Merges the triangles without the mesh and checks the cycles (copied before the general
 * merge runs) and the flat count against the general merge's; returns the mesh-free result.
 */
function mergedAsGeneral(
  polygon: IndexPolygon,
  triangles: ArrayLike<number>,
  max: number,
  name?: string,
): MergedCycles {
  const small = mergeTriangles(polygon, triangles, max);
  const cycles = small.cycles.map((cycle) => [...cycle]);
  const general = mergeTrianglesOnMesh(polygon, triangles, max);
  expect(cycles, name).toEqual(general.cycles);
  expect(small.flat, name).toBe(general.flat);
  return small;
}

/**
 * Index triples as a triangulator gives them, whatever else is wrong with them: all of one
 * winding (zero-area ones as they are), and no directed edge in two triangles (a later
 * triangle that would repeat one is left out). With mixed windings or a repeated directed edge
 * the two merges answered garbage differently, and neither answer meant anything.
 */
function asTriangulation(coords: Float64Array, triangles: number[], clockwise: boolean): number[] {
  const out: number[] = [];
  const used = new Set<string>();
  for (let t = 0; t < triangles.length; t += 3) {
    const [a, b, c] = triangles.slice(t, t + 3);
    const turn = orientVertices(coords, a, b, c);
    const tri = (clockwise ? turn > 0 : turn < 0) ? [a, c, b] : [a, b, c];
    const edges = [0, 1, 2].map((k) => `${tri[k]},${tri[(k + 1) % 3]}`);
    if (edges.some((e) => used.has(e))) continue;
    for (const e of edges) used.add(e);
    out.push(...tri);
  }
  return out;
}

/**
 * Counter-clockwise triangles from point 0 to each pair of the other points consecutive in
 * angle around it (ties nearer first), skipping a gap of half a turn or more: a fan that
 * covers without overlap the part of the plane its rays span.
 */
function starFan(points: Ring): number[] {
  const [cx, cy] = points[0];
  const angle = (i: number) => Math.atan2(points[i][1] - cy, points[i][0] - cx);
  const reach = (i: number) => Math.hypot(points[i][0] - cx, points[i][1] - cy);
  const order = Array.from({ length: points.length - 1 }, (_, i) => i + 1).sort(
    (a, b) => angle(a) - angle(b) || reach(a) - reach(b),
  );
  const triangles: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const p = order[k];
    const q = order[(k + 1) % order.length];
    const turn = angle(q) - angle(p) + (k === order.length - 1 ? 2 * Math.PI : 0);
    if (turn < Math.PI) triangles.push(0, p, q);
  }
  return triangles;
}

/** The corners of a regular n-gon on the unit circle, counter-clockwise, flat. */
function regularRing(n: number): Float64Array {
  const coords = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    coords[2 * i] = Math.cos((2 * Math.PI * i) / n);
    coords[2 * i + 1] = Math.sin((2 * Math.PI * i) / n);
  }
  return coords;
}

/** Whether some vertex lies exactly inside an edge of one of the triangles (brute force: what the repair splits). */
function hasTJunction(polygon: IndexPolygon, triangles: ArrayLike<number>): boolean {
  const { coords } = polygon;
  const x = (v: number) => coords[2 * v];
  const y = (v: number) => coords[2 * v + 1];
  for (let t = 0; t < triangles.length; t += 3) {
    for (let e = 0; e < 3; e++) {
      const u = triangles[t + e];
      const v = triangles[t + ((e + 1) % 3)];
      for (let w = 0; w < polygon.vertexCount; w++) {
        const cross = (x(v) - x(u)) * (y(w) - y(u)) - (y(v) - y(u)) * (x(w) - x(u));
        const along = (x(w) - x(u)) * (x(v) - x(w)) + (y(w) - y(u)) * (y(v) - y(w));
        if (cross === 0 && along > 0) return true;
      }
    }
  }
  return false;
}
