import type { Vec2 } from '@sepax/core';
import earcut from 'earcut';
import polyDecomp from 'poly-decomp';
import { mergeTriangles } from './hertel-mehlhorn.js';
import { finishPiece, splitToMaxVertices } from './pieces.js';
import { orient } from './predicates.js';

/**
 * poly-decomp's `decomp` tries every diagonal from every reflex vertex recursively, without
 * memoisation: measured 8 vertices ≈ 1 ms (worst 23 ms), 12 ≈ 44 ms (worst 206 ms), and 16
 * vertices with 3 reflex ones ≈ 1.9 s. Beyond this size `optimal` is not tried.
 */
export const OPTIMAL_MAX_VERTICES = 12;

/** `auto` tries `optimal` only up to this size, where it costs about a millisecond. */
export const AUTO_OPTIMAL_MAX_VERTICES = 8;

/** A method's pieces, or why it does not apply to this polygon. @internal */
export type MethodResult = Vec2[][] | string;

/**
 * earcut, then Hertel–Mehlhorn merging of the triangles into convex pieces (holes handled
 * by earcut's bridges: the bridge edges become ordinary diagonals and merge away).
 * @internal
 */
export function triangulateMethod(rings: readonly Vec2[][], maxVertices: number): MethodResult {
  const { coords, holeIndices } = flatten(rings);
  const triangles = earcut(coords, holeIndices);
  if (triangles.length === 0) return 'earcut returned no triangles';
  return mergeTriangles(coords, triangles, maxVertices).map((cycle) =>
    finishPiece(cycle.map((i) => ({ x: coords[2 * i], y: coords[2 * i + 1] }))),
  );
}

/** earcut's triangles, unmerged: the last resort when merging does not verify. @internal */
export function trianglesMethod(rings: readonly Vec2[][]): MethodResult {
  const { coords, holeIndices } = flatten(rings);
  const triangles = earcut(coords, holeIndices);
  const pieces: Vec2[][] = [];
  for (let t = 0; t < triangles.length; t += 3) {
    const tri = [0, 1, 2].map((k) => ({ x: coords[2 * triangles[t + k]], y: coords[2 * triangles[t + k] + 1] }));
    const o = orient(tri[0], tri[1], tri[2]);
    if (o !== 0) pieces.push(o > 0 ? tri : tri.reverse());
  }
  return pieces;
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

function fromPolyDecomp(raw: [number, number][][], maxVertices: number): Vec2[][] {
  return raw.flatMap((piece) => splitToMaxVertices(finishPiece(piece.map(([x, y]) => ({ x, y }))), maxVertices));
}

/** Rings as earcut's flat coordinates and hole start indices. */
function flatten(rings: readonly Vec2[][]): { coords: Float64Array; holeIndices: number[] } {
  const count = rings.reduce((n, r) => n + r.length, 0);
  const coords = new Float64Array(2 * count);
  const holeIndices: number[] = [];
  let k = 0;
  rings.forEach((ring, r) => {
    if (r > 0) holeIndices.push(k);
    for (const p of ring) {
      coords[2 * k] = p.x;
      coords[2 * k + 1] = p.y;
      k++;
    }
  });
  return { coords, holeIndices };
}
