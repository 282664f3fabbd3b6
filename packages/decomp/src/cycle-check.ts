import type { Vec2 } from '@sepax/core';
import type { IndexPolygon } from './index-polygon.js';
import { boundsXY, sizeOf } from './measure.js';
import { type AreaSum, clearTurnOf, finishClearSmallPiece, finishConvexCycle } from './pieces.js';
import { atLeast, int32Scratch } from './scratch.js';
import { AREA_TOLERANCE } from './tolerances.js';

// Exact proof that index cycles tile the polygon, steps 1 and 2 of ARCHITECTURE.md's Proof.

/** Pieces proved to tile the polygon, finished, and their area about the origin asked for. @internal */
export interface ProvedPieces {
  pieces: Vec2[][];
  area: number;
}

const areaSum: AreaSum = { area: 0 };

/** Proves canonical index cycles tile the polygon and finishes them into pieces on the way. @internal */
export function proveAndFinish(
  polygon: IndexPolygon,
  cycles: readonly number[][],
  centre: number | undefined,
  ox: number,
  oy: number,
  sizeBound = polygonExtent(polygon),
): ProvedPieces | string {
  const pieces: Vec2[][] = [];
  areaSum.area = 0;
  const clearTurn = clearTurnOf(sizeBound);
  for (let k = 0; k < cycles.length; k++) {
    const cycle = cycles[k];
    // Triangles and quads whose corners turn clearly (most pieces) are finished without the general pass's loop.
    const clear =
      cycle.length === 3 || cycle.length === 4
        ? finishClearSmallPiece(polygon.coords, cycle, ox, oy, areaSum, clearTurn)
        : null;
    const piece = clear ?? finishConvexCycle(polygon.coords, cycle, ox, oy, areaSum, sizeBound);
    if (typeof piece === 'string') return `piece ${k} ${piece}`;
    if (piece.length >= 3) pieces.push(piece);
  }
  return chainProblem(polygon, cycles, centre) ?? { pieces, area: areaSum.area };
}

/** The larger side of the polygon's box: at least any piece's, finishConvexCycle's `sizeBound`. */
function polygonExtent(polygon: IndexPolygon): number {
  return sizeOf(boundsXY(polygon.coords, 0, polygon.vertexCount));
}

/** Step 2: null when the cycles' edges add up, as a chain, to the boundary, else the reason. */
function chainProblem(polygon: IndexPolygon, cycles: readonly number[][], centre: number | undefined): string | null {
  // Slices around one vertex need no table at all: their spokes telescope.
  if (centre !== undefined && fanChainProblem(polygon, cycles, centre) === null) return null;
  // The boundary edges claimed, not counted: the table holds only the pieces' other edges.
  const { boundaryStarts, boundaryTo, vertexCount } = polygon;
  const boundaryEdges = boundaryStarts[vertexCount];
  const claimed = claimedScratch.take(boundaryEdges);
  claimed.fill(0, 0, boundaryEdges);
  let edges = 0;
  for (const cycle of cycles) edges += cycle.length;
  const chain = EdgeTable.scratch(edges); // (every edge, should none claim: the hash must not fill)
  let claims = 0;
  for (const cycle of cycles) {
    for (let i = 0; i < cycle.length; i++) {
      const u = cycle[i];
      const v = cycle[i + 1 === cycle.length ? 0 : i + 1];
      // (the fan's centre, vertex n, has no boundary edge)
      const slot = u < vertexCount ? unclaimedBoundaryEdge(boundaryStarts, boundaryTo, claimed, u, v) : -1;
      if (slot < 0) {
        addToChain(chain, u, v, -1);
      } else {
        claimed[slot] = 1;
        claims++;
      }
    }
  }
  const left = (claims === boundaryEdges ? null : uncancelledEdge(polygon, claimed)) ?? chain.findNonZero();
  return left === null
    ? null
    : `the pieces' edges between vertices ${left[0]} and ${left[1]} do not add up to the boundary`;
}

/** Step 2 for slices around `centre` (n: the fan's, after the ring's), by array reads alone: null if it holds. @internal */
export function fanChainProblem(polygon: IndexPolygon, cycles: readonly number[][], centre: number): string | null {
  const n = polygon.vertexCount;
  const appended = centre === n;
  const problem = cycles.length === 0 ? 'no pieces' : ringProblem(polygon);
  if (problem) return problem;
  const after = (v: number) => (v + 1 === n ? 0 : v + 1);
  let end = appended ? cycles[cycles.length - 1][cycles[cycles.length - 1].length - 1] : centre; // where the first run starts
  let covered = 0;
  for (let k = 0; k < cycles.length; k++) {
    const cycle = cycles[k];
    if (cycle.length < 3 || cycle[0] !== centre || cycle[1] !== (appended || k > 0 ? end : after(centre)))
      return `piece ${k} does not start where the piece before it ended`;
    for (let i = 1; i + 1 < cycle.length; i++)
      if (cycle[i + 1] !== after(cycle[i])) return `piece ${k} does not follow the ring`;
    end = cycle[cycle.length - 1];
    covered += cycle.length - 2;
  }
  return covered === (appended ? n : n - 2) ? null : `the slices cover ${covered} ring edges of ${n}`;
}

/** Why the polygon is not one ring 0 … n − 1, or null. */
function ringProblem({ vertexCount: n, boundaryStarts, boundaryTo }: IndexPolygon): string | null {
  if (n < 3 || boundaryStarts[n] !== n) return 'the polygon is not one ring';
  for (let v = 0; v < n; v++) {
    if (boundaryStarts[v] !== v || boundaryTo[v] !== (v + 1 === n ? 0 : v + 1)) return 'the polygon is not one ring';
  }
  return null;
}

/** Adds `sign` × the directed edge u→v to a chain keyed by the unordered pair. */
function addToChain(chain: EdgeTable, u: number, v: number, sign: number): void {
  if (u < v) chain.add(u, v, sign);
  else chain.add(v, u, -sign);
}

const claimedScratch = int32Scratch();

/** An unclaimed boundary edge that does not cancel with one the other way (a slit's two sides do). */
function uncancelledEdge(
  { boundaryStarts, boundaryTo, vertexCount }: IndexPolygon,
  claimed: Int32Array,
): [number, number] | null {
  for (let u = 0; u < vertexCount; u++) {
    for (let k = boundaryStarts[u]; k < boundaryStarts[u + 1]; k++) {
      if (claimed[k] !== 0) continue;
      claimed[k] = 1;
      const reverse = unclaimedBoundaryEdge(boundaryStarts, boundaryTo, claimed, boundaryTo[k], u);
      if (reverse < 0) return [u, boundaryTo[k]];
      claimed[reverse] = 1;
    }
  }
  return null;
}

/** The slot of boundary edge u→v not claimed yet, or −1. */
function unclaimedBoundaryEdge(
  boundaryStarts: Int32Array,
  boundaryTo: Int32Array,
  claimed: Int32Array,
  u: number,
  v: number,
): number {
  for (let k = boundaryStarts[u]; k < boundaryStarts[u + 1]; k++) if (boundaryTo[k] === v && claimed[k] === 0) return k;
  return -1;
}

/** The last cross-check of finishing, once the pieces' area is known. @internal */
export function areaProblem(pieceCount: number, area: number, expected: number): string | null {
  if (pieceCount === 0) return 'no pieces';
  if (!(Math.abs(area - expected) <= AREA_TOLERANCE * expected)) {
    return `pieces cover area ${area}, the polygon has ${expected}`;
  }
  return null;
}

/** Signed counts on directed edges of vertex indices, for the tiling proof's chain. */
class EdgeTable {
  private static shared: EdgeTable | null = null;
  private from = new Int32Array(0);
  private to = new Int32Array(0);
  private values = new Int32Array(0);
  private mask = 0;
  /** How many stored edges have a value other than 0 (kept by `add`). */
  private nonZero = 0;

  /** The shared table, emptied and sized for `capacity` edges. */
  static scratch(capacity: number): EdgeTable {
    EdgeTable.shared ??= new EdgeTable();
    return EdgeTable.shared.reset(capacity);
  }

  private reset(capacity: number): this {
    this.nonZero = 0;
    let size = 16;
    while (size < 2 * capacity) size *= 2;
    this.from = atLeast(this.from, size);
    this.to = atLeast(this.to, size);
    this.values = atLeast(this.values, size);
    this.from.fill(-1, 0, size);
    this.mask = size - 1;
    return this;
  }

  /** Adds `delta` to the value of (u, v), a missing edge counting as 0 (signed counts). */
  add(u: number, v: number, delta: number): void {
    const slot = this.find(u, v);
    const before = this.from[slot] === -1 ? 0 : this.values[slot];
    this.from[slot] = u;
    this.to[slot] = v;
    this.values[slot] = before + delta;
    this.nonZero += (before + delta !== 0 ? 1 : 0) - (before !== 0 ? 1 : 0);
  }

  /** Some edge whose value `add` left other than 0, as [u, v], or null (O(1) when none). */
  findNonZero(): [number, number] | null {
    if (this.nonZero === 0) return null;
    for (let slot = 0; slot <= this.mask; slot++) {
      if (this.from[slot] !== -1 && this.values[slot] !== 0) return [this.from[slot], this.to[slot]];
    }
    return null;
  }

  /** The slot holding (u, v), or the empty slot where it would go (linear probing). */
  private find(u: number, v: number): number {
    let slot = (Math.imul(u, 0x9e3779b1) ^ Math.imul(v, 0x85ebca6b)) & this.mask;
    while (this.from[slot] !== -1 && (this.from[slot] !== u || this.to[slot] !== v)) slot = (slot + 1) & this.mask;
    return slot;
  }
}
