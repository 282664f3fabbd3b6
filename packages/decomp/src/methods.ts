import type { Vec2 } from '@sepax/core';
import earcut from 'earcut';
import polyDecomp from 'poly-decomp';
import { mergeTriangles } from './hertel-mehlhorn.js';
import { finishPiece, splitToMaxVertices } from './pieces.js';
import { checkIndexTiling } from './cycle-check.js';

/**
 * poly-decomp's `decomp` tries every diagonal from every reflex vertex recursively, without
 * memoisation: measured 8 vertices ≈ 1 ms (worst 23 ms), 12 ≈ 44 ms (worst 206 ms), and 16
 * vertices with 3 reflex ones ≈ 1.9 s. Beyond this size `optimal` is not tried.
 */
export const OPTIMAL_MAX_VERTICES = 12;

/** `auto` tries `optimal` only up to this size, where it costs about a millisecond. */
export const AUTO_OPTIMAL_MAX_VERTICES = 8;

/**
 * A method's pieces, or why it does not apply to this polygon. `proven`: the tiling was
 * already verified exactly on index cycles (cycle-check.ts), so only the finished pieces'
 * convexity and area remain to check.
 * @internal
 */
export type MethodResult = { pieces: Vec2[][]; proven: boolean } | string;

/**
 * earcut, then Hertel–Mehlhorn merging of the triangles into convex pieces (holes handled
 * by earcut's bridges: the bridge edges become ordinary diagonals and merge away).
 * @internal
 */
export function triangulateMethod(rings: readonly Vec2[][], maxVertices: number): MethodResult {
  const { coords, ringStarts } = flatten(rings);
  const triangles = earcut(coords, ringStarts.slice(1, -1));
  if (triangles.length === 0) return 'earcut returned no triangles';
  return finishCycles(coords, ringStarts, mergeTriangles(coords, ringStarts, triangles, maxVertices));
}

/** earcut's triangles, unmerged: the last resort when merging does not verify. @internal */
export function trianglesMethod(rings: readonly Vec2[][]): MethodResult {
  const { coords, ringStarts } = flatten(rings);
  const triangles = earcut(coords, ringStarts.slice(1, -1));
  return finishCycles(coords, ringStarts, mergeTriangles(coords, ringStarts, triangles, 3));
}

/** Proves the index cycles tile the polygon, then turns them into finished pieces. */
function finishCycles(coords: Float64Array, ringStarts: number[], cycles: number[][]): MethodResult {
  const problem = checkIndexTiling(coords, ringStarts, cycles);
  if (problem) return problem;
  const pieces = cycles
    .map((cycle) => finishPiece(cycle.map((i) => ({ x: coords[2 * i], y: coords[2 * i + 1] }))))
    .filter((piece) => piece.length >= 3); // zero-area cycles cover nothing
  return { pieces, proven: true };
}

/** poly-decomp's quickDecomp (Bayazit): fast, no holes, may add Steiner points. @internal */
export function fastMethod(rings: readonly Vec2[][], maxVertices: number): MethodResult {
  if (rings.length > 1) return 'fast (quickDecomp) cannot decompose holes';
  const polygon = rings[0].map((p): [number, number] => [p.x, p.y]);
  // Its default recursion cap (100 levels) silently drops the rest of the polygon; one level
  // per reflex vertex is all a correct run needs, so the cap is raised past that.
  const raw = polyDecomp.quickDecomp(polygon, [], [], [], 25, 2 * polygon.length + 100, 0);
  return fromPolyDecomp(raw, maxVertices);
}

/** poly-decomp's decomp (Keil): fewest pieces without Steiner points, small polygons only. @internal */
export function optimalMethod(rings: readonly Vec2[][], maxVertices: number): MethodResult {
  if (rings.length > 1) return 'optimal (decomp) cannot decompose holes';
  if (rings[0].length > OPTIMAL_MAX_VERTICES) {
    return `optimal (decomp) is exponential; it runs up to ${OPTIMAL_MAX_VERTICES} vertices, this polygon has ${rings[0].length}`;
  }
  const raw = polyDecomp.decomp(rings[0].map((p): [number, number] => [p.x, p.y]));
  if (raw === false) return 'optimal (decomp) failed';
  return fromPolyDecomp(raw, maxVertices);
}

function fromPolyDecomp(raw: [number, number][][], maxVertices: number): MethodResult {
  const pieces = raw.flatMap((piece) => splitToMaxVertices(finishPiece(piece.map(([x, y]) => ({ x, y }))), maxVertices));
  return { pieces, proven: false };
}

/** Rings as earcut's flat coordinates, with each ring's first vertex index and the total. */
function flatten(rings: readonly Vec2[][]): { coords: Float64Array; ringStarts: number[] } {
  const count = rings.reduce((n, r) => n + r.length, 0);
  const coords = new Float64Array(2 * count);
  const ringStarts: number[] = [];
  let k = 0;
  rings.forEach((ring) => {
    ringStarts.push(k);
    for (const p of ring) {
      coords[2 * k] = p.x;
      coords[2 * k + 1] = p.y;
      k++;
    }
  });
  ringStarts.push(k);
  return { coords, ringStarts };
}
