import type { Vec2 } from '@sepax/core';
import earcut from 'earcut';
import { mergeTriangles, releaseLargeMesh } from './hertel-mehlhorn.js';
import { splitToMaxVertices } from './pieces.js';
import { proveAndFinish, type ProvedPieces } from './cycle-check.js';
import { firstReflexVertex, orientVertices } from './predicates.js';
import { minimumConvexPartition } from './optimal-partition.js';
import type { IndexPolygon } from './index-polygon.js';

/**
 * The largest ring `optimal` partitions. Its dynamic program keeps a table of n² chord
 * entries and does O(r·n²) work for r reflex corners (bench/suites/decomp.mjs measures it);
 * a larger ring falls back to `triangulate`, with the reason in `attempts`.
 *
 * @example
 * ```ts
 * import { decomposeDetailed, OPTIMAL_MAX_VERTICES } from '@sepax/decomp';
 * const ring = [[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]];
 * if (ring.length <= OPTIMAL_MAX_VERTICES) decomposeDetailed(ring, { method: 'optimal' }).method; // 'optimal'
 * ```
 */
export const OPTIMAL_MAX_VERTICES = 1024;

/**
 * `auto` also runs `optimal` on a ring up to this size (where merged triangles are not
 * already provably minimal), keeping it if it finds fewer pieces: there it costs a few
 * microseconds; on larger rings it would cost many times the rest of `auto`.
 *
 * @example
 * ```ts
 * import { AUTO_OPTIMAL_MAX_VERTICES, decomposeDetailed } from '@sepax/decomp';
 * const ring = [[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]];
 * ring.length <= AUTO_OPTIMAL_MAX_VERTICES; // true: auto may use the exact method here
 * decomposeDetailed(ring).pieces.length; // 2
 * ```
 */
export const AUTO_OPTIMAL_MAX_VERTICES = 8;

/** Index cycles a method found, not yet proved or finished. @internal */
export interface IndexCandidate {
  polygon: IndexPolygon;
  cycles: number[][];
  pieceCount: number;
  /** For slices around one vertex (the fan's centre, vertex n after the ring's, or a convex ring's 0): that vertex. */
  centre: number | undefined;
}

/** The `triangulate` method's cycles, before the proof. @internal */
export function mergedCandidate(
  polygon: IndexPolygon,
  maxVertices: number,
  swept?: Int32Array,
): IndexCandidate | string {
  if (isConvexRing(polygon)) {
    const ring = new Array<number>(polygon.vertexCount); // (a loop: Array.from with a callback is slow here)
    for (let v = 0; v < ring.length; v++) ring[v] = v;
    const cycles = splitToMaxVertices(ring, maxVertices);
    return { polygon, cycles, pieceCount: cycles.length, centre: 0 };
  }
  // (earcut takes every coordinate it is given for a vertex: a view of exactly the vertices)
  const vertices = polygon.coords.subarray(0, 2 * polygon.vertexCount);
  const triangles = swept ?? earcut(vertices, polygon.ringStarts.slice(1, -1));
  if (triangles.length === 0) return 'earcut returned no triangles';
  const { cycles, flat } = mergeTriangles(polygon, triangles, maxVertices);
  return { polygon, cycles, pieceCount: cycles.length - flat, centre: undefined };
}

/** Whether the polygon is one ring, touching nothing, every corner strictly convex (exact). */
function isConvexRing(polygon: IndexPolygon): boolean {
  if (polygon.ringStarts.length !== 2 || polygon.touchVertices.length > 0) return false;
  return firstReflexVertex(polygon.coords, polygon.vertexCount) < 0;
}

/** Proves the index cycles tile the polygon and finishes them (proveAndFinish), their area about `origin`. @internal */
export function proveCandidate(
  candidate: IndexCandidate | string,
  origin: Vec2,
  sizeBound?: number,
): ProvedPieces | string {
  if (typeof candidate === 'string') return candidate;
  const proved = proveAndFinish(candidate.polygon, candidate.cycles, candidate.centre, origin.x, origin.y, sizeBound);
  releaseLargeMesh(); // (a huge polygon's merge arrays are not kept)
  return proved;
}

/** The `optimal` method's cycles: a minimum convex partition by diagonals, for one ring touching nothing. @internal */
export function optimalCandidate(polygon: IndexPolygon, maxVertices: number): IndexCandidate | string {
  if (polygon.ringStarts.length !== 2)
    return 'optimal cannot decompose holes (minimum partition with holes is NP-hard)';
  if (polygon.touchVertices.length > 0) return 'optimal needs a ring that does not touch itself';
  const n = polygon.vertexCount;
  if (n > OPTIMAL_MAX_VERTICES) {
    return `optimal runs up to ${OPTIMAL_MAX_VERTICES} vertices, this polygon has ${n}`;
  }
  const cycles: number[][] = [];
  for (const piece of minimumConvexPartition(polygon.coords, n)) {
    if (strictCorners(polygon.coords, piece) <= maxVertices) cycles.push(piece);
    else for (const part of splitToMaxVertices(fromStrictCorner(polygon.coords, piece), maxVertices)) cycles.push(part);
  }
  return { polygon, cycles, pieceCount: cycles.length, centre: undefined };
}

/** How many corners of the index cycle turn (a straight corner is not a vertex of the finished piece). */
function strictCorners(coords: Float64Array, cycle: readonly number[]): number {
  return cycle.filter((_, t) => turnsAt(coords, cycle, t)).length;
}

/** The cycle rotated to start at a corner that turns, so chords from it cut no sliver. */
function fromStrictCorner(coords: Float64Array, cycle: number[]): number[] {
  const t = cycle.findIndex((_, i) => turnsAt(coords, cycle, i));
  return t <= 0 ? cycle : [...cycle.slice(t), ...cycle.slice(0, t)];
}

/** Whether corner t of the index cycle turns. */
function turnsAt(coords: Float64Array, cycle: readonly number[], t: number): boolean {
  return (
    orientVertices(
      coords,
      cycle[t === 0 ? cycle.length - 1 : t - 1],
      cycle[t],
      cycle[t + 1 === cycle.length ? 0 : t + 1],
    ) !== 0
  );
}
