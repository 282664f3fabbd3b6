import { orient2d } from 'robust-predicates';
import { describe, expect, test } from 'vitest';
import { clean, decompose, decomposeDetailed, type DecomposeMethod } from './index.js';
import { type Pt, polygonArea, seeded, shoelace } from '../test/support.js';

// The minimum convex partition (optimal-partition.ts) against a brute force that knows
// nothing of it: every set of pairwise non-crossing diagonals, smallest first, until one
// leaves every face convex (exact orientation, robust-predicates).

/** > 0: c left of a→b (robust-predicates' own sign is the opposite). */
const turn = (a: Pt, b: Pt, c: Pt): number => -orient2d(a.x, a.y, b.x, b.y, c.x, c.y);

function onClosedSegment(a: Pt, b: Pt, p: Pt): boolean {
  return (
    turn(a, b, p) === 0 &&
    p.x >= Math.min(a.x, b.x) &&
    p.x <= Math.max(a.x, b.x) &&
    p.y >= Math.min(a.y, b.y) &&
    p.y <= Math.max(a.y, b.y)
  );
}

function insideStrictly(p: Pt, ring: readonly Pt[]): boolean {
  let winding = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (onClosedSegment(a, b, p)) return false;
    if (a.y <= p.y && b.y > p.y && turn(a, b, p) > 0) winding++;
    else if (a.y > p.y && b.y <= p.y && turn(a, b, p) < 0) winding--;
  }
  return winding !== 0;
}

/** Diagonals a < b whose open segment lies in the interior: it meets no vertex, crosses no edge, its midpoint is inside. */
function diagonals(ring: readonly Pt[]): [number, number][] {
  const n = ring.length;
  const out: [number, number][] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 2; b < n; b++) {
      if (a === 0 && b === n - 1) continue;
      const pa = ring[a];
      const pb = ring[b];
      let clear = true;
      for (let v = 0; v < n && clear; v++) if (v !== a && v !== b && onClosedSegment(pa, pb, ring[v])) clear = false;
      for (let u = 0; u < n && clear; u++) {
        const w = (u + 1) % n;
        if (u === a || u === b || w === a || w === b) continue;
        const [pu, pw] = [ring[u], ring[w]];
        if (turn(pa, pb, pu) * turn(pa, pb, pw) < 0 && turn(pu, pw, pa) * turn(pu, pw, pb) < 0) clear = false;
      }
      if (clear && insideStrictly({ x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 }, ring)) out.push([a, b]);
    }
  }
  return out;
}

const crosses = ([a, b]: [number, number], [c, d]: [number, number]): boolean =>
  (a < c && c < b && b < d) || (c < a && a < d && d < b);

/** The faces the diagonals cut the ring into (index lists, counter-clockwise). */
function faces(n: number, chosen: readonly [number, number][]): number[][] {
  let out = [Array.from({ length: n }, (_, v) => v)];
  for (const [a, b] of chosen) {
    out = out.flatMap((face) => {
      const i = face.indexOf(a);
      const j = face.indexOf(b);
      if (i < 0 || j < 0) return [face];
      const [lo, hi] = i < j ? [i, j] : [j, i];
      return [face.slice(lo, hi + 1), [...face.slice(hi), ...face.slice(0, lo + 1)]];
    });
  }
  return out;
}

const convexFace = (ring: readonly Pt[], face: readonly number[]): boolean =>
  face.every(
    (v, t) => turn(ring[face[(t + face.length - 1) % face.length]], ring[v], ring[face[(t + 1) % face.length]]) >= 0,
  );

/** The fewest convex pieces any set of non-crossing diagonals cuts the ring into. */
function bruteForceMinimum(ring: readonly Pt[]): number {
  const all = diagonals(ring);
  const search = (size: number, from: number, chosen: [number, number][]): boolean => {
    if (chosen.length === size) return faces(ring.length, chosen).every((f) => convexFace(ring, f));
    for (let d = from; d < all.length; d++) {
      if (chosen.some((c) => crosses(c, all[d]))) continue;
      chosen.push(all[d]);
      if (search(size, d + 1, chosen)) return true;
      chosen.pop();
    }
    return false;
  };
  for (let size = 0; ; size++) if (search(size, 0, [])) return size + 1;
}

// ---- a seeded family of small polygons --------------------------------------------------

type Ring = [number, number][];

function starShaped(n: number, next: () => number): Ring {
  const angles = Array.from({ length: n }, (_, i) => (2 * Math.PI * (i + 0.2 + 0.6 * next())) / n);
  return angles.map((a) => {
    const r = 20 + Math.round(80 * next());
    return [Math.round(r * Math.cos(a)), Math.round(r * Math.sin(a))];
  });
}

/** A skyline: columns of width 1..2 and height 1..4 on a base (orthogonal, reflex corners where a column rises or falls). */
function skyline(columns: number, next: () => number): Ring {
  const top: Ring = [];
  let x = 0;
  let last = -1;
  for (let c = 0; c < columns; c++) {
    let h = 1 + Math.floor(4 * next());
    if (h === last) h = (h % 4) + 1;
    const w = 1 + Math.floor(2 * next());
    top.push([x, h], [x + w, h]);
    x += w;
    last = h;
  }
  return [[0, 0], [x, 0], ...top.reverse()];
}

/** A comb: `teeth` teeth of random heights on a base, gaps between them. */
function comb(teeth: number, next: () => number): Ring {
  const ring: Ring = [
    [0, 0],
    [2 * teeth - 1, 0],
  ];
  for (let t = teeth - 1; t >= 0; t--) {
    const h = 2 + Math.floor(3 * next());
    ring.push([2 * t + 1, h], [2 * t, h]);
    if (t > 0) ring.push([2 * t, 1], [2 * t - 1, 1]);
  }
  return ring;
}

/**
 * A random polyomino without holes: `cells` unit squares grown from one, its outline traced
 * counter-clockwise (collinear points kept: cleaning drops them). Null if the outline is not
 * one simple ring (a hole, or squares meeting only at a corner).
 */
function polyomino(cells: number, next: () => number): Ring | null {
  const on = new Set(['0,0']);
  const list: [number, number][] = [[0, 0]];
  while (on.size < cells) {
    const [x, y] = list[Math.floor(next() * list.length)];
    const [dx, dy] = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ][Math.floor(next() * 4)];
    if (on.has(`${x + dx},${y + dy}`)) continue;
    on.add(`${x + dx},${y + dy}`);
    list.push([x + dx, y + dy]);
  }
  const edges = new Map<string, string>();
  for (const [x, y] of list) {
    const sides: [string, string, string][] = [
      [`${x},${y}`, `${x + 1},${y}`, `${x},${y - 1}`],
      [`${x + 1},${y}`, `${x + 1},${y + 1}`, `${x + 1},${y}`],
      [`${x + 1},${y + 1}`, `${x},${y + 1}`, `${x},${y + 1}`],
      [`${x},${y + 1}`, `${x},${y}`, `${x - 1},${y}`],
    ];
    for (const [a, b, beside] of sides) {
      if (on.has(beside)) continue;
      if (edges.has(a)) return null;
      edges.set(a, b);
    }
  }
  const start = edges.keys().next().value as string;
  const ring: Ring = [];
  let at = start;
  do {
    const [x, y] = at.split(',').map(Number);
    ring.push([x, y]);
    at = edges.get(at) as string;
  } while (at !== start && ring.length <= edges.size);
  return ring.length === edges.size ? ring : null;
}

/** The polyomino's outline (doubled) with some convex corners cut by a 45° edge: slanted sides among the collinear ones. */
function withCutCorners(ring: Ring, next: () => number): Ring {
  const pts = clean(ring).map((p): [number, number] => [2 * p.x, 2 * p.y]);
  return pts.flatMap((b, v): Ring => {
    const a = pts[(v + pts.length - 1) % pts.length];
    const c = pts[(v + 1) % pts.length];
    const convex = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) > 0;
    if (!convex || next() >= 0.4) return [b];
    return [
      [b[0] + Math.sign(a[0] - b[0]), b[1] + Math.sign(a[1] - b[1])],
      [b[0] + Math.sign(c[0] - b[0]), b[1] + Math.sign(c[1] - b[1])],
    ];
  });
}

/**
 * A random simple polygon: n distinct random points (on a `grid` × `grid` lattice), their
 * order untangled by 2-opt (reversing the stretch between two edges that meet) until no two
 * edges meet. Null if the points repeat or the untangling does not finish.
 */
function untangled(n: number, grid: number, next: () => number): Ring | null {
  const pts: Ring = Array.from({ length: n }, () => [Math.floor(next() * grid), Math.floor(next() * grid)]);
  if (new Set(pts.map((p) => p.join(','))).size < n) return null;
  const meet = (i: number, j: number): boolean => {
    const [p, q, r, t] = [pts[i], pts[(i + 1) % n], pts[j], pts[(j + 1) % n]].map(([x, y]) => ({ x, y }));
    const [d1, d2, d3, d4] = [turn(p, q, r), turn(p, q, t), turn(r, t, p), turn(r, t, q)];
    if (d1 * d2 < 0 && d3 * d4 < 0) return true;
    return onClosedSegment(p, q, r) || onClosedSegment(p, q, t) || onClosedSegment(r, t, p) || onClosedSegment(r, t, q);
  };
  for (let round = 0; round < 500; round++) {
    let crossing: [number, number] | null = null;
    for (let i = 0; i < n && crossing === null; i++)
      for (let j = i + 2; j < n && crossing === null; j++)
        if (!(i === 0 && j === n - 1) && meet(i, j)) crossing = [i, j];
    if (crossing === null) return pts;
    const [i, j] = crossing;
    pts.splice(i + 1, j - i, ...pts.slice(i + 1, j + 1).reverse());
  }
  return null;
}

/** A star with one corner nudged by one unit in a million toward straight. */
function nearlyStraight(n: number, next: () => number): Ring {
  const ring = starShaped(n, next).map(([x, y]): [number, number] => [x * 10_000, y * 10_000]);
  const i = Math.floor(next() * n);
  const [a, c] = [ring[(i + n - 1) % n], ring[(i + 1) % n]];
  ring[i] = [Math.round((a[0] + c[0]) / 2) + 1, Math.round((a[1] + c[1]) / 2) - 1];
  return ring;
}

/** Points added halfway along some edges (even coordinates: the midpoints are exact). */
function withCollinearPoints(ring: Ring, next: () => number): Ring {
  return ring.flatMap(([x, y], i): Ring => {
    const [u, v] = ring[(i + 1) % ring.length];
    return next() < 0.5
      ? [[2 * x, 2 * y]]
      : [
          [2 * x, 2 * y],
          [x + u, y + v],
        ];
  });
}

function family(): { name: string; ring: Ring }[] {
  const next = seeded(20261127);
  const out: { name: string; ring: Ring }[] = [];
  for (let k = 0; k < 30; k++) out.push({ name: `star ${k}`, ring: starShaped(6 + (k % 5), next) });
  for (let k = 0; k < 20; k++) out.push({ name: `skyline ${k}`, ring: skyline(2 + (k % 3), next) });
  for (let k = 0; k < 6; k++) out.push({ name: `comb ${k}`, ring: comb(2, next) });
  for (let k = 0; k < 10; k++) out.push({ name: `nearly straight ${k}`, ring: nearlyStraight(6 + (k % 5), next) });
  for (let k = 0; k < 10; k++)
    out.push({ name: `collinear ${k}`, ring: withCollinearPoints(starShaped(5 + (k % 2), next), next) });
  for (let k = 0; out.length < 110 && k < 400; k++) {
    const ring = polyomino(3 + Math.floor(6 * next()), next);
    if (ring !== null && clean(ring).length >= 6) out.push({ name: `polyomino ${k}`, ring });
  }
  for (let k = 0; out.length < 150 && k < 400; k++) {
    const ring = polyomino(3 + Math.floor(4 * next()), next);
    if (ring !== null) out.push({ name: `polyomino ${k} with cut corners`, ring: withCutCorners(ring, next) });
  }
  for (let k = 0; out.length < 200 && k < 400; k++) {
    const ring = untangled(6 + Math.floor(5 * next()), k % 2 === 0 ? 6 : 1000, next);
    if (ring !== null) out.push({ name: `random simple polygon ${k}`, ring });
  }
  return out.filter(({ ring }) => clean(ring).length >= 6 && clean(ring).length <= 10);
}

// ---- checks ---------------------------------------------------------------------------

const pts = (ring: readonly (readonly number[])[]): Pt[] => ring.map(([x, y]) => ({ x, y }));

/** Convex, counter-clockwise, pairwise separated by an edge line of one of them, areas adding up to the polygon's. */
function expectTiling(ring: Ring, pieces: Pt[][]): void {
  for (const piece of pieces) {
    expect(shoelace(piece)).toBeGreaterThan(0);
    expect(
      convexFace(
        piece,
        piece.map((_, i) => i),
      ),
    ).toBe(true);
  }
  const separated = (a: Pt[], b: Pt[]): boolean =>
    a.some((p, i) => b.every((q) => turn(p, a[(i + 1) % a.length], q) <= 0));
  for (let i = 0; i < pieces.length; i++)
    for (let j = i + 1; j < pieces.length; j++)
      expect(separated(pieces[i], pieces[j]) || separated(pieces[j], pieces[i])).toBe(true);
  const total = pieces.reduce((s, p) => s + shoelace(p), 0);
  expect(total).toBeCloseTo(polygonArea([pts(ring)]), 6);
}

describe('optimal: the minimum convex partition', () => {
  test('agrees with the brute force on every small polygon of a seeded family', () => {
    const cases = family();
    expect(cases.length).toBeGreaterThan(120);
    for (const { name, ring } of cases) {
      const cleaned = clean(ring);
      const d = decomposeDetailed(ring, { method: 'optimal', maxVertices: Infinity });
      expect(d.method, name).toBe('optimal');
      expect(d.pieces.length, name).toBe(bruteForceMinimum(cleaned));
      expectTiling(ring, d.pieces);
    }
  });

  test('the arch Π (8 vertices) is 3 pieces', () => {
    const arch: Ring = [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ];
    expect(bruteForceMinimum(pts(arch))).toBe(3);
    expect(decomposeDetailed(arch, { method: 'optimal' }).pieces).toHaveLength(3);
  });

  test('the 12-vertex comb is 4 pieces (its base passes through the reflex corners)', () => {
    const teeth: Ring = [
      [0, 0],
      [5, 0],
      [5, 3],
      [4, 3],
      [4, 1],
      [3, 1],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ];
    expect(bruteForceMinimum(pts(teeth))).toBe(4);
    const d = decomposeDetailed(teeth, { method: 'optimal' });
    expect(d.method).toBe('optimal');
    expect(d.pieces).toHaveLength(4);
    expectTiling(teeth, d.pieces);
  });

  test("a base reaching its chord's far end along a straight run through reflex corners (a seeded hunt found it recursing forever)", () => {
    const ring: Ring = [
      [0, 1],
      [1, 0],
      [2, 0],
      [2, -2],
      [3, -2],
      [4, -1],
      [4, 4],
      [-6, 4],
      [-6, 3],
      [-5, 2],
      [-4, 2],
      [-4, 0],
      [-3, 0],
      [-2, 1],
      [-2, 2],
      [0, 2],
    ];
    const d = decomposeDetailed(ring, { method: 'optimal', maxVertices: Infinity });
    expect(d.method).toBe('optimal');
    expectTiling(ring, d.pieces);
    expect(d.pieces.length).toBeLessThanOrEqual(
      decompose(ring, { method: 'triangulate', maxVertices: Infinity }).length,
    );
  });

  // The fan may add a vertex (its centre): only results without added vertices are
  // partitions by diagonals, which optimal must match or beat.
  test('no other method finds fewer pieces by diagonals on larger polygons', () => {
    const next = seeded(7);
    const rings: Ring[] = [];
    for (const n of [20, 40, 80]) rings.push(starShaped(n, next), skyline(n / 4, next), comb(n / 8, next));
    for (const ring of rings) {
      const optimal = decomposeDetailed(ring, { method: 'optimal', maxVertices: Infinity });
      expect(optimal.method).toBe('optimal');
      expectTiling(ring, optimal.pieces);
      const corners = new Set(ring.map(([x, y]) => `${x},${y}`));
      for (const method of ['auto', 'fan', 'triangulate'] as DecomposeMethod[]) {
        const pieces = decompose(ring, { method, maxVertices: Infinity });
        if (pieces.every((piece) => piece.every((p) => corners.has(`${p.x},${p.y}`))))
          expect(optimal.pieces.length).toBeLessThanOrEqual(pieces.length);
      }
      expect(optimal.pieces.length).toBeLessThanOrEqual(
        decompose(ring, { method: 'triangulate', maxVertices: Infinity }).length,
      );
    }
  });

  // Polyominoes: reflex corners in line, pieces with straight corners where a diagonal
  // continues another, chords along edges (the Hilbert curve is one).
  test('finds no more pieces than merged triangles on larger polyominoes, corners cut or not', () => {
    const next = seeded(11);
    let tried = 0;
    for (let k = 0; k < 400; k++) {
      const cells = polyomino(10 + Math.floor(40 * next()), next);
      if (cells === null) continue;
      const ring = k % 2 === 0 ? cells : withCutCorners(cells, next);
      tried++;
      const optimal = decomposeDetailed(ring, { method: 'optimal', maxVertices: Infinity });
      expect(optimal.method).toBe('optimal');
      expect(optimal.pieces.length).toBeLessThanOrEqual(
        decompose(ring, { method: 'triangulate', maxVertices: Infinity }).length,
      );
    }
    expect(tried).toBeGreaterThan(80);
  });

  test('falls back with the reason for holes', () => {
    // GeoJSON form: the outer ring, then a hole.
    const frame: Ring[] = [
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
      ],
      [
        [1, 1],
        [1, 3],
        [3, 3],
        [3, 1],
      ],
    ];
    const d = decomposeDetailed(frame, { method: 'optimal' });
    expect(d.method).toBe('triangulate');
    expect(d.attempts[0].reason).toMatch(/holes/);
  });
});
