import { cornerTurn, orientVertices, orientXY } from './predicates.js';
import { atLeast, int32Scratch } from './scratch.js';

/*
 * The minimum convex partition of a simple polygon by diagonals (no added vertices), by dynamic programming over
 * chords with a reflex end, after Keil (1985) and Keil and Snoeyink (2002).
 */

/** pairChild of a pair whose base reaches i or j along a straight run, not a child's base. */
const RUN = -2;

/**
 * The pieces of a minimum convex partition of the simple ring coords[0 … 2n), as cycles of its vertex indices, each
 * counter-clockwise; a corner of a piece may be straight. @internal
 */
export function minimumConvexPartition(coords: ArrayLike<number>, n: number): number[][] {
  const shift = firstReflex(coords, n);
  if (shift < 0) return [Array.from({ length: n }, (_, v) => v)];
  const p = solve(coords, n, shift);
  const pieces: number[][] = [];
  // (The whole ring's base is found after, and listed after, the pieces beyond it.)
  pieces.push(baseOf(p, 0, n - 1, p.frontStart[p.chordOf[n - 1]], pieces));
  for (const piece of pieces) for (let t = 0; t < piece.length; t++) piece[t] = (piece[t] + shift) % n;
  return pieces;
}

function firstReflex(coords: ArrayLike<number>, n: number): number {
  for (let i = 0; i < n; i++) if (cornerTurn(coords, n, i) < 0) return i;
  return -1;
}

/** The dynamic program's tables, emptied and refilled by every call (their arrays grow to the largest ring seen). */
class Partition {
  /** The ring rotated to start at a reflex vertex: x0, y0, x1, y1, … */
  xy = new Float64Array(0);
  n = 0;
  reflex = new Uint8Array(0);
  /** chord (i, j) → its record number, −1 if not a solved chord. */
  chordOf: Int32Array = new Int32Array(0);
  /** Per record: the chord's fewest pieces and where its front of (a, b) pairs lies in the pair arrays. */
  weight: number[] = [];
  frontStart: number[] = [];
  frontEnd: number[] = [];
  /** Every kept pair: its a and b, the split k, and the child pair merged with (−1: none). */
  pairA: number[] = [];
  pairB: number[] = [];
  pairK: number[] = [];
  pairChild: number[] = [];
  /** Straight runs (i, k) → i, the vertices on the open segment in order, k (see straightRun). */
  runs = new Map<number, number[]>();
  /** Per record: 1 if its chord passes through vertices beyond its sub-polygon (see isPinchedChord). */
  pinched: number[] = [];

  /** Empties the tables for a ring of n vertices: no chord solved. */
  reset(n: number): void {
    this.n = n;
    this.xy = atLeast(this.xy, 2 * n);
    this.reflex = atLeast(this.reflex, n);
    this.chordOf = n <= KEPT_TABLE_MAX_VERTICES ? chordScratch.take(n * n) : new Int32Array(n * n);
    this.chordOf.fill(-1, 0, n * n);
    for (const list of [this.weight, this.frontStart, this.frontEnd, this.pinched]) list.length = 0;
    for (const list of [this.pairA, this.pairB, this.pairK, this.pairChild]) list.length = 0;
    this.runs.clear();
  }
}

/** Largest ring whose n × n chord table is kept from call to call (64 KB); larger ones get their own. */
const KEPT_TABLE_MAX_VERTICES = 128;
const chordScratch = int32Scratch();
const table = new Partition();

function solve(coords: ArrayLike<number>, n: number, shift: number): Partition {
  const p = table;
  p.reset(n);
  const { xy, reflex } = p;
  for (let t = 0; t < n; t++) {
    const v = (t + shift) % n;
    xy[2 * t] = coords[2 * v];
    xy[2 * t + 1] = coords[2 * v + 1];
  }
  for (let t = 0; t < n; t++) reflex[t] = cornerTurn(xy, n, t) < 0 ? 1 : 0;
  found.reserve(n);
  for (let d = 2; d < n; d++) {
    for (let i = 0; i + d < n; i++) {
      const j = i + d;
      if (reflex[i] === 0 && reflex[j] === 0) continue;
      let pinched = false;
      if (d < n - 1) {
        const chord = chordKind(p, i, j);
        if (chord === OUTSIDE || (chord === TOUCHES && (straightRun(p, i, j) || !isPinchedChord(p, i, j)))) continue;
        pinched = chord === TOUCHES;
      }
      found.clear();
      peel(p, i, j, found);
      if (found.count > 0) keep(p, i, j, found, reflex[i] === 1, pinched);
    }
  }
  return p;
}

/** Candidate pairs for one chord, with their weight (at most one per split k: n). */
class Candidates {
  count = 0;
  /** The weight every candidate kept has. */
  best = Infinity;
  a = new Int32Array(0);
  b = new Int32Array(0);
  k = new Int32Array(0);
  child = new Int32Array(0);
  reserve(n: number): void {
    this.a = atLeast(this.a, n);
    this.b = atLeast(this.b, n);
    this.k = atLeast(this.k, n);
    this.child = atLeast(this.child, n);
  }
  clear(): void {
    this.count = 0;
    this.best = Infinity;
  }
  add(weight: number, a: number, b: number, k: number, child: number): void {
    if (weight > this.best) return;
    if (weight < this.best) {
      this.best = weight;
      this.count = 0;
    }
    const c = this.count++;
    this.a[c] = a;
    this.b[c] = b;
    this.k[c] = k;
    this.child[c] = child;
  }
}

/** Candidates of the chord being solved (a scratch object, as `table`). */
const found = new Candidates();

/** Weight of P(u, v) as a side of a base piece: 0 for an edge, its chord's weight, or −1 (no diagonal, or not solved). */
function sideWeight(p: Partition, u: number, v: number): number {
  if (v === u + 1) return 0;
  const c = p.chordOf[u * p.n + v];
  return c < 0 || p.pinched[c] === 1 ? -1 : p.weight[c];
}

/**
 * The candidates of chord (i, j): its base peels triangle (i, k, j) at its reflex end (i, else j), and the base of
 * the sub-polygon on the triangle's side at that end merges with it where both corners stay convex.
 */
function peel(p: Partition, i: number, j: number, found: Candidates): void {
  const { xy } = p;
  const atI = p.reflex[i] === 1;
  for (let k = i + 1; k < j; k++) {
    // The sub-polygon the triangle joins is P(u, v); the one beyond its third side counts apart.
    const u = atI ? i : k;
    const v = atI ? k : j;
    const side = atI ? sideWeight(p, k, j) : sideWeight(p, i, k);
    if (side < 0) continue;
    if (v === u + 1) {
      found.add(side + 1, k, k, k, -1);
      continue;
    }
    const c = p.chordOf[u * p.n + v];
    if (c < 0) {
      const run = p.runs.get(u * p.n + v);
      if (run !== undefined)
        found.add(side + runWeight(p, run) + 1, atI ? run[1] : k, atI ? k : run[run.length - 2], k, RUN);
      continue;
    }
    // A pinched chord u–v passes through the third corner: the triangle has no area, and only a merge makes a piece.
    const flat = p.pinched[c] === 1;
    if (flat && orientVertices(xy, i, k, j) !== 0) continue;
    // The latest a (peeled at i) or earliest b (at j) whose corners at k and at the reflex end stay convex.
    let merged = -1;
    for (
      let q = atI ? p.frontEnd[c] - 1 : p.frontStart[c];
      q >= p.frontStart[c] && q < p.frontEnd[c];
      q += atI ? -1 : 1
    ) {
      const a = p.pairA[q];
      const b = p.pairB[q];
      if ((atI ? orientVertices(xy, b, k, j) : orientVertices(xy, i, k, a)) < 0) continue;
      if ((atI ? orientVertices(xy, j, i, a) : orientVertices(xy, b, j, i)) >= 0) merged = q;
      break;
    }
    if (merged >= 0) found.add(side + p.weight[c], atI ? p.pairA[merged] : k, atI ? k : p.pairB[merged], k, merged);
    else if (!flat) found.add(side + p.weight[c] + 1, k, k, k, -1);
  }
}

/** Records chord: its weight and the front of its candidates, a and b ascending. */
function keep(p: Partition, i: number, j: number, found: Candidates, peeledLast: boolean, pinched: boolean): void {
  p.chordOf[i * p.n + j] = p.weight.length;
  p.weight.push(found.best);
  p.pinched.push(pinched ? 1 : 0);
  const start = p.pairA.length;
  p.frontStart.push(start);
  // Only the pairs no other beats: each with a later a (peeled at i), or an earlier b (at j: read from the back).
  let last = peeledLast ? -1 : Infinity;
  for (let t = 0; t < found.count; t++) {
    const c = peeledLast ? t : found.count - 1 - t;
    if (peeledLast ? found.a[c] <= last : found.b[c] >= last) continue;
    last = peeledLast ? found.a[c] : found.b[c];
    p.pairA.push(found.a[c]);
    p.pairB.push(found.b[c]);
    p.pairK.push(found.k[c]);
    p.pairChild.push(found.child[c]);
  }
  if (!peeledLast) reverseFrom(p, start);
  p.frontEnd.push(p.pairA.length);
}

function reverseFrom(p: Partition, start: number): void {
  for (const list of [p.pairA, p.pairB, p.pairK, p.pairChild]) {
    for (let x = start, y = list.length - 1; x < y; x++, y--) {
      const t = list[x];
      list[x] = list[y];
      list[y] = t;
    }
  }
}

/** The base piece of P(i, j) for kept pair q, as its vertices from i to j. */
function baseOf(p: Partition, i: number, j: number, q: number, pieces: number[][]): number[] {
  const k = p.pairK[q];
  const child = p.pairChild[q];
  // The peeled triangle's reflex end is i (the chain runs i … k, then j) or j (i, then k … j).
  const atI = p.reflex[i] === 1;
  const [from, to] = atI ? [i, k] : [k, j];
  if (atI ? k + 1 < j : k > i + 1) pieces.push(atI ? anyBase(p, k, j, pieces) : anyBase(p, i, k, pieces));
  let chain: number[];
  if (to === from + 1) chain = [from, to];
  else if (child === RUN) chain = runOf(p, from, to, pieces);
  else if (child >= 0) chain = baseOf(p, from, to, child, pieces);
  else {
    pieces.push(anyBase(p, from, to, pieces));
    chain = [from, to];
  }
  if (atI) chain.push(j);
  else chain.unshift(i);
  return chain;
}

/** The base of a minimum partition of P(i, j) (its first kept pair), the rest to `pieces`. */
function anyBase(p: Partition, i: number, j: number, pieces: number[][]): number[] {
  return baseOf(p, i, j, p.frontStart[p.chordOf[i * p.n + j]], pieces);
}

/** The vertices of a straight run from its first to its last, the pieces beyond its segments to `pieces`. */
function runOf(p: Partition, i: number, j: number, pieces: number[][]): number[] {
  const run = p.runs.get(i * p.n + j) as number[];
  for (let t = 0; t + 1 < run.length; t++)
    if (run[t + 1] > run[t] + 1) pieces.push(anyBase(p, run[t], run[t + 1], pieces));
  return run.slice();
}

/** The pieces beyond a straight run's segments. */
function runWeight(p: Partition, run: readonly number[]): number {
  let weight = 0;
  for (let t = 0; t + 1 < run.length; t++) weight += sideWeight(p, run[t], run[t + 1]);
  return weight;
}

/**
 * Records segment i–k as a straight run if the vertices on it, in order from i, go up in index and each step is an
 * edge or a solved chord: a base piece may then have i, those vertices (straight corners) and k along one side.
 */
function straightRun(p: Partition, i: number, k: number): boolean {
  const { xy, n } = p;
  const on = verticesOn(p, i, k);
  const dx = xy[2 * k] - xy[2 * i];
  const dy = xy[2 * k + 1] - xy[2 * i + 1];
  on.sort((u, v) => (xy[2 * u] - xy[2 * v]) * dx + (xy[2 * u + 1] - xy[2 * v + 1]) * dy);
  const run = [i, ...on, k];
  for (let t = 0; t + 1 < run.length; t++)
    if (run[t + 1] <= run[t] || sideWeight(p, run[t], run[t + 1]) < 0) return false;
  p.runs.set(i * n + k, run);
  return true;
}

/** Whether chord i–k, entering both ends' angles (chordKind) through vertices, bounds a sub-polygon all the same. */
function isPinchedChord(p: Partition, i: number, k: number): boolean {
  const { xy, n } = p;
  for (const v of verticesOn(p, i, k)) {
    if ((v > i && v < k) || p.reflex[v] === 0) return false;
    const h = v === 0 ? n - 1 : v - 1;
    const w = v + 1 === n ? 0 : v + 1;
    if (orientVertices(xy, i, k, h) * orientVertices(xy, i, k, w) < 0) return false;
  }
  return true;
}

/** The vertices other than i and k that lie on segment i–k (exact), in index order. */
function verticesOn(p: Partition, i: number, k: number): number[] {
  const { xy, n } = p;
  const on: number[] = [];
  const minX = Math.min(xy[2 * i], xy[2 * k]);
  const maxX = Math.max(xy[2 * i], xy[2 * k]);
  const minY = Math.min(xy[2 * i + 1], xy[2 * k + 1]);
  const maxY = Math.max(xy[2 * i + 1], xy[2 * k + 1]);
  for (let v = 0; v < n; v++) {
    const x = xy[2 * v];
    const y = xy[2 * v + 1];
    if (v === i || v === k || x < minX || x > maxX || y < minY || y > maxY) continue;
    if (orientVertices(xy, i, k, v) === 0) on.push(v);
  }
  return on;
}

/** chordKind: the open segment lies inside the polygon. */
const DIAGONAL = 0;
/** chordKind: it crosses the boundary or leaves an end outside. */
const OUTSIDE = 1;
/** chordKind: it crosses no edge but passes through vertices (see straightRun). */
const TOUCHES = 2;

/** Whether the open segment i–j is a diagonal: into both interior angles, touching no edge (exact); or why not. */
function chordKind(p: Partition, i: number, j: number): number {
  const { xy, n } = p;
  // (A straight run may leave an end along an edge: only the strict test below excludes that.)
  if (!entersAt(p, i, j, false) || !entersAt(p, j, i, false)) return OUTSIDE;
  let touches = false;
  const ax = xy[2 * i];
  const ay = xy[2 * i + 1];
  const bx = xy[2 * j];
  const by = xy[2 * j + 1];
  const minX = Math.min(ax, bx);
  const maxX = Math.max(ax, bx);
  const minY = Math.min(ay, by);
  const maxY = Math.max(ay, by);
  for (let u = 0; u < n; u++) {
    const v = u + 1 === n ? 0 : u + 1;
    if (u === i || v === i || u === j || v === j) continue;
    const ux = xy[2 * u];
    const uy = xy[2 * u + 1];
    const vx = xy[2 * v];
    const vy = xy[2 * v + 1];
    if ((ux < minX && vx < minX) || (ux > maxX && vx > maxX) || (uy < minY && vy < minY) || (uy > maxY && vy > maxY))
      continue;
    const su = orientXY(ax, ay, bx, by, ux, uy);
    const sv = orientXY(ax, ay, bx, by, vx, vy);
    // A vertex on the line and within the box lies on the open segment (vertices are distinct).
    if (su === 0 && ux >= minX && ux <= maxX && uy >= minY && uy <= maxY) touches = true;
    if (sv === 0 && vx >= minX && vx <= maxX && vy >= minY && vy <= maxY) touches = true;
    if (su === sv || su === 0 || sv === 0) continue;
    if (orientXY(ux, uy, vx, vy, ax, ay) !== orientXY(ux, uy, vx, vy, bx, by)) return OUTSIDE;
  }
  if (touches) return TOUCHES;
  return entersAt(p, i, j, true) && entersAt(p, j, i, true) ? DIAGONAL : OUTSIDE;
}

/** Whether the direction from vertex i to vertex j points into the polygon's angle at i. */
function entersAt(p: Partition, i: number, j: number, strictly: boolean): boolean {
  const { xy, n } = p;
  const least = strictly ? 1 : 0;
  const leftOfNext = orientVertices(xy, i, i + 1 === n ? 0 : i + 1, j) >= least;
  const leftOfPrev = orientVertices(xy, i === 0 ? n - 1 : i - 1, i, j) >= least;
  return p.reflex[i] === 1 ? leftOfNext || leftOfPrev : leftOfNext && leftOfPrev;
}
