// The exact tiling proof on index cycles: hand-built cycles over a square split by its
// diagonal; fan slices of random star-shaped rings, right and spoiled, against the table
// alone; merged candidates, right and spoiled, against a brute-force chain.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fanChainProblem, proveAndFinish } from './cycle-check.js';
import { checkIndexTiling, finishPiece } from './test-support/point-cleaning.js';
import { prepareIndexed } from './decompose.js';
import { fanCandidate } from './fan.js';
import { type IndexPolygon, indexPolygon } from './index-polygon.js';
import { mergedCandidate } from './methods.js';
import { prepareSmall } from './small-polygon.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';
import { shoelace, starShapedRing } from '../test/support.js';

// The square (0,0) (2,0) (2,2) (0,2): vertices 0–3, boundary 0→1→2→3→0.
const square = () =>
  indexPolygon(
    [
      [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
        { x: 2, y: 2 },
        { x: 0, y: 2 },
      ],
    ],
    [],
    [],
  );
const halves = [
  [0, 1, 2],
  [0, 2, 3],
];
describe('checkIndexTiling', () => {
  test('two triangles sharing the diagonal: proved; one of them alone: refused', () => {
    expect(checkIndexTiling(square(), halves)).toBeNull();
    expect(checkIndexTiling(square(), [[0, 1, 2]])).toMatch(/do not add up/);
  });

  test('Hertel–Mehlhorn on a large polygon with holes: proved by the hashed table; a missing piece refused', () => {
    // A 240-gon with 12 square holes.
    const outer = Array.from({ length: 240 }, (_, i) => {
      const a = (2 * Math.PI * i) / 240;
      const r = 100 + 8 * Math.sin(7 * a);
      return { x: r * Math.cos(a), y: r * Math.sin(a) };
    });
    const holes = Array.from({ length: 12 }, (_, k) => {
      const a = (2 * Math.PI * k) / 12;
      const cx = 60 * Math.cos(a);
      const cy = 60 * Math.sin(a);
      return [
        { x: cx - 4, y: cy - 4 },
        { x: cx - 4, y: cy + 4 },
        { x: cx + 4, y: cy + 4 },
        { x: cx + 4, y: cy - 4 },
      ];
    });
    const polygon = indexPolygon([outer, ...holes], [], []);
    const candidate = mergedCandidate(polygon, 8);
    if (typeof candidate === 'string') throw new Error(candidate);
    expect(checkIndexTiling(polygon, candidate.cycles)).toBeNull();
    expect(checkIndexTiling(polygon, candidate.cycles.slice(1))).toMatch(/do not add up/);
  });
});

describe('fanChainProblem', () => {
  /** The fan's slices of a star-shaped ring, with the polygon they refer to (the centre appended). */
  function fanOf(ring: [number, number][]) {
    const small = prepareSmall(ring, DEFAULT_CLEAN_TOLERANCE, 8);
    if (small === null) return null;
    const candidate = fanCandidate(small.indexed, 8, small.viewpoint);
    return typeof candidate === 'string' ? null : candidate;
  }

  test('agrees with the hashed-table proof on the fan of every star-shaped ring, and on every slice list spoiled', () => {
    let proved = 0;
    fc.assert(
      fc.property(
        starShapedRing(16, 3, 5),
        fc.nat(),
        fc.constantFrom('none', 'drop', 'repeat', 'twice', 'shift', 'reverse'),
        (ring, at, spoil) => {
          const fan = fanOf(ring);
          if (fan === null) return;
          const { polygon, centre } = fan;
          const cycles = fan.cycles.map((cycle) => cycle.slice());
          const k = at % cycles.length;
          if (spoil === 'drop') cycles.splice(k, 1);
          if (spoil === 'repeat') cycles.push(cycles[k]);
          if (spoil === 'twice') cycles.push(...cycles); // around the ring twice: every edge named twice
          if (spoil === 'shift') cycles[k] = cycles[k].map((v, i) => (i === 0 ? v : (v + 1) % centre!));
          if (spoil === 'reverse') cycles[k] = cycles[k].slice().reverse();
          // The reference: the table alone (no certificate).
          const reference = checkIndexTiling(polygon, cycles);
          const certificate = fanChainProblem(polygon, cycles, centre!);
          if (certificate === null) {
            proved++;
            expect(reference).toBeNull();
          }
          if (spoil === 'none') expect(certificate).toBeNull();
          expect(checkIndexTiling(polygon, cycles, centre) === null).toBe(reference === null);
        },
      ),
      { numRuns: 400 },
    );
    // Not vacuous: about 60 of the 400 lists are proved for any seed, and never near 25.
    expect(proved).toBeGreaterThan(25);
  });

  test('proves a convex ring cut by chords from vertex 0, and agrees with the table when the chords are spoiled', () => {
    const convexRing = fc.tuple(
      fc.integer({ min: 3, max: 40 }),
      fc.integer({ min: 3, max: 8 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    );
    fc.assert(
      fc.property(
        convexRing,
        fc.nat(),
        fc.constantFrom('none', 'drop', 'shift', 'reverse'),
        ([n, maxVertices, phase], at, spoil) => {
          const ring = Array.from({ length: n }, (_, i) => ({
            x: 50 * Math.cos((2 * Math.PI * (i + phase)) / n),
            y: 50 * Math.sin((2 * Math.PI * (i + phase)) / n),
          }));
          const polygon = indexPolygon([ring], [], []);
          const candidate = mergedCandidate(polygon, maxVertices);
          if (typeof candidate === 'string') throw new Error(candidate);
          expect(candidate.centre).toBe(0);
          const cycles = candidate.cycles.map((cycle) => cycle.slice());
          const k = at % cycles.length;
          if (spoil === 'drop') cycles.splice(k, 1);
          if (spoil === 'shift') cycles[k] = cycles[k].map((v, i) => (i === 0 ? v : (v + 1) % n));
          if (spoil === 'reverse') cycles[k] = cycles[k].slice().reverse();
          const reference = checkIndexTiling(polygon, cycles);
          const certificate = fanChainProblem(polygon, cycles, 0);
          if (spoil === 'none') expect(certificate).toBeNull();
          if (certificate === null) expect(reference).toBeNull();
          expect(checkIndexTiling(polygon, cycles, 0) === null).toBe(reference === null);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('refuses slices around another vertex, or a polygon that is not one ring and its centre', () => {
    const fan = fanOf([
      [2, 0],
      [0.5, 0.5],
      [0, 2],
      [-0.5, 0.5],
      [-2, 0],
      [-0.5, -0.5],
      [0, -2],
      [0.5, -0.5],
    ])!;
    expect(fanChainProblem(fan.polygon, fan.cycles, fan.centre!)).toBeNull();
    expect(fanChainProblem(fan.polygon, fan.cycles, 2)).toMatch(/not one ring|does not start/);
    expect(fanChainProblem(square(), halves, 3)).toMatch(/not one ring|does not start/);
  });
});

describe('proveAndFinish', () => {
  test('finishes proved cycles as finishPiece finishes their points, and sums their area as the shoelace formula does', () => {
    // Rings on a coarse grid: repeated, collinear and nearly collinear corners happen, so
    // pieces get cleaned too.
    const gridStar = starShapedRing(24).map((ring) =>
      ring.map(([x, y]): [number, number] => [Math.round(x / 4), Math.round(y / 4)]),
    );
    let compared = 0;
    fc.assert(
      fc.property(
        fc.oneof(starShapedRing(24, 1e6, -3e6), gridStar),
        fc.constantFrom(3, 4, 8, Infinity),
        fc.constantFrom(1, 3, 1e4),
        (ring, maxVertices, larger) => {
          const points = ring.map(([x, y]) => ({ x, y }));
          if (!(shoelace(points) > 0)) return;
          const polygon = indexPolygon([points], [], []);
          for (const candidate of [
            mergedCandidate(polygon, maxVertices),
            fanCandidate(polygon, maxVertices, { x: 0, y: 0 }),
          ]) {
            if (typeof candidate === 'string') continue;
            const [ox, oy] = ring[0]; // the area about a vertex: far from (0, 0) the digits would cancel
            const proved = proveAndFinish(candidate.polygon, candidate.cycles, candidate.centre, ox, oy);
            if (typeof proved === 'string') continue;
            compared++;
            const { coords } = candidate.polygon;
            const expected = candidate.cycles
              .map((cycle) => finishPiece(cycle.map((v) => ({ x: coords[2 * v], y: coords[2 * v + 1] }))))
              .filter((piece) => piece.length >= 3);
            expect(proved.pieces).toEqual(expected);
            const area = expected.reduce(
              (sum, piece) => sum + shoelace(piece.map((p) => ({ x: p.x - ox, y: p.y - oy }))),
              0,
            );
            expect(Math.abs(proved.area - area)).toBeLessThanOrEqual(1e-12 * Math.abs(area));
            // A caller's size bound, at least the polygon's side, changes nothing (not even the area's last digit).
            const xs = Array.from({ length: candidate.polygon.vertexCount }, (_, v) => coords[2 * v]);
            const ys = Array.from({ length: candidate.polygon.vertexCount }, (_, v) => coords[2 * v + 1]);
            const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
            const bounded = proveAndFinish(
              candidate.polygon,
              candidate.cycles,
              candidate.centre,
              ox,
              oy,
              larger * side,
            );
            expect(bounded).toEqual({ pieces: proved.pieces, area: proved.area });
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(compared).toBeGreaterThan(200);
  });

  test('drops a corner within the cleaning tolerance of straight (1e-10 × size), as finishPiece does', () => {
    // (5, 10 + 1e-10) bends the top edge by a tenth of the tolerance: convex, but not a corner.
    const ring = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 5, y: 10 + 1e-10 },
      { x: 0, y: 10 },
    ];
    const polygon = indexPolygon([ring], [], []);
    const proved = proveAndFinish(polygon, [[0, 1, 2, 3, 4]], undefined, 0, 0);
    if (typeof proved === 'string') throw new Error(proved);
    expect(proved.pieces).toEqual([finishPiece(ring)]);
    expect(proved.pieces[0]).toHaveLength(4);
    expect(proved.area).toBeCloseTo(100, 6);
  });

  test('decides corners and edges about the cleaning tolerance as finishPiece does (the screen and the exact pass agree)', () => {
    // A 10 × 10 square (tolerance 1e-9) with a corner bent out of its top edge by about the
    // tolerance, and an edge of about the tolerance's length at its right side.
    const aboutTolerance = fc.double({ min: 0.5e-9, max: 1.5e-9, noNaN: true });
    let dropped = 0;
    let kept = 0;
    // Also at the ends of the workable range (±1e150, 1e-140 across), where squares overflow or underflow.
    const scale = fc.constantFrom(1, 1e-135, 1e-60, 1e60, 1e100, 1e140);
    fc.assert(
      fc.property(
        aboutTolerance,
        aboutTolerance,
        fc.double({ min: 1, max: 9, noNaN: true }),
        scale,
        (bend, edge, at, s) => {
          const square = [
            [0, 0],
            [10, 0],
            [10 + edge, 10 - edge],
            [10, 10],
            [at, 10 + bend],
            [0, 10],
          ];
          const ring = square.map(([x, y]) => ({ x: x * s, y: y * s }));
          const polygon = indexPolygon([ring], [], []);
          const proved = proveAndFinish(polygon, [[0, 1, 2, 3, 4, 5]], undefined, 0, 0);
          if (typeof proved === 'string') throw new Error(proved);
          const expected = finishPiece(ring);
          expect(proved.pieces).toEqual([expected]);
          if (expected.length < 6) dropped++;
          else kept++;
        },
      ),
      { numRuns: 600 },
    );
    // Both sides of the tolerance were met.
    expect(dropped).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(20);
  });
});

describe('the chain checks against a brute-force chain, on merged candidates right and spoiled', () => {
  /** A wavy ring of n ≥ `min` vertices with k square holes on a circle inside it (valid for every n ≥ 12, k ≤ 10). */
  const ringWithHoles = (min: number) =>
    fc
      .tuple(fc.integer({ min, max: 220 }), fc.integer({ min: 0, max: 10 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([n, k, phase]) => {
        const outer = Array.from({ length: n }, (_, i) => {
          const a = (2 * Math.PI * (i + phase)) / n;
          const r = 100 + 8 * Math.sin(7 * a);
          return { x: r * Math.cos(a), y: r * Math.sin(a) };
        });
        const holes = Array.from({ length: k }, (_, j) => {
          const a = (2 * Math.PI * (j + phase)) / k;
          const [cx, cy] = [55 * Math.cos(a), 55 * Math.sin(a)];
          return [
            { x: cx - 4, y: cy - 4 },
            { x: cx - 4, y: cy + 4 },
            { x: cx + 4, y: cy + 4 },
            { x: cx + 4, y: cy - 4 },
          ];
        });
        return [outer, ...holes];
      });

  const boundaryOf = ({ boundaryStarts, boundaryTo, vertexCount }: IndexPolygon): [number, number][] => {
    const edges: [number, number][] = [];
    for (let u = 0; u < vertexCount; u++)
      for (let k = boundaryStarts[u]; k < boundaryStarts[u + 1]; k++) edges.push([u, boundaryTo[k]]);
    return edges;
  };
  const cycleEdges = (cycles: number[][]): [number, number][] =>
    cycles.flatMap((cycle) => cycle.map((u, i): [number, number] => [u, cycle[(i + 1) % cycle.length]]));

  /** Step 2 by definition: Σ (u→v) − (v→u) over the pieces' edges equals the boundary's, for every pair. */
  function chainAddsUp(polygon: IndexPolygon, cycles: number[][]): boolean {
    const net = new Map<string, number>();
    const add = ([u, v]: [number, number], sign: number) => {
      const key = u < v ? `${u} ${v}` : `${v} ${u}`;
      net.set(key, (net.get(key) ?? 0) + (u < v ? sign : -sign));
    };
    for (const edge of cycleEdges(cycles)) add(edge, 1);
    for (const edge of boundaryOf(polygon)) add(edge, -1);
    return [...net.values()].every((n) => n === 0);
  }

  const spoils = fc.constantFrom('none', 'none', 'drop', 'repeat', 'rotate', 'empty');

  /** The candidate's cycles, spoiled in a way that keeps every piece convex. */
  function spoiled(cycles: number[][], spoil: string, at: number): number[][] {
    const out = cycles.map((cycle) => cycle.slice());
    const k = at % out.length;
    if (spoil === 'drop') out.splice(k, 1);
    if (spoil === 'repeat') out.push(out[k]);
    if (spoil === 'rotate') out[k].push(out[k].shift()!); // the same piece: still proved
    if (spoil === 'empty') out.length = 0;
    return out;
  }

  /**
   * Runs `verdict` (true: proved) on merged candidates of rings with holes, spoiled or not;
   * both verdicts must come up often.
   */
  function checkSpoiledCandidates(
    polygons: fc.Arbitrary<() => IndexPolygon>,
    verdict: (polygon: IndexPolygon, cycles: number[][]) => boolean,
  ) {
    let proved = 0;
    let refused = 0;
    fc.assert(
      fc.property(polygons, spoils, fc.nat(), (polygonOf, spoil, at) => {
        const polygon = polygonOf(); // (made here: index polygons live in scratch buffers)
        const candidate = mergedCandidate(polygon, 8);
        if (typeof candidate === 'string') throw new Error(candidate);
        if (verdict(polygon, spoiled(candidate.cycles, spoil, at))) proved++;
        else refused++;
      }),
      { numRuns: 150 },
    );
    expect(proved).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  }

  const indexed = (min: number) => ringWithHoles(min).map((rings) => () => indexPolygon(rings, [], []));
  /** earcut fixtures, read and prepared as decompose does. */
  const fixtures = (...names: string[]) =>
    fc.constantFrom(...names).map((name) => {
      const rings: [number, number][][] = JSON.parse(
        readFileSync(new URL(`../test/fixtures/earcut/${name}.json`, import.meta.url), 'utf8'),
      );
      return () => prepareIndexed(rings, DEFAULT_CLEAN_TOLERANCE, 8).indexed;
    });
  // Fixtures whose rings touch with slits (a boundary edge run both ways, which no piece needs).
  const slitFixtures = fixtures(
    'water2',
    'water3',
    'water3b',
    'issue131',
    'bad-diagonals',
    'touching-holes',
    'self-tangent-1',
  );
  /** The proof against the chain counted by brute force. */
  const tableVerdict = (polygon: IndexPolygon, cycles: number[][]) => {
    const addsUp = chainAddsUp(polygon, cycles);
    expect(checkIndexTiling(polygon, cycles) === null).toBe(addsUp);
    return addsUp;
  };

  test('the table (boundary edges claimed first) proves exactly the cycles whose chain adds up', () => {
    checkSpoiledCandidates(indexed(12), tableVerdict);
    checkSpoiledCandidates(indexed(130), tableVerdict);
    checkSpoiledCandidates(slitFixtures, tableVerdict);
  });
});
