import { EdgeTable } from './edge-table.js';
import { orientXY, windsOnce } from './predicates.js';

/*
 * Exact verification of a decomposition whose pieces are cycles of the polygon's own vertex
 * indices (earcut triangles, Hertel–Mehlhorn merges), in O(n) and without tolerances:
 *
 *   1. every piece is a convex counter-clockwise cycle (exact orientation ≥ 0 at every
 *      corner, > 0 somewhere, turning once), so its winding number about any point is 0 or 1;
 *   2. every directed piece edge u→v is either an edge of the polygon's boundary (outer CCW,
 *      holes CW) used once, or an interior edge whose reverse v→u is used exactly once by
 *      another piece; every boundary edge is used exactly once.
 *
 * Then the pieces' edges, as a chain, cancel in pairs down to the polygon's boundary, so for
 * every point q off the edges Σ winding(piece, q) = winding(boundary, q): 1 inside the
 * polygon, 0 outside. With 1 each piece's winding is 0 or 1: q lies in exactly one piece.
 * That is the tiling, proved exactly for these index cycles.
 */

/**
 * Checks index cycles against the polygon's boundary. `ringStarts` lists the first vertex
 * index of each ring plus the total count. Returns null when they tile it, else the reason.
 * @internal
 */
export function checkIndexTiling(coords: ArrayLike<number>, ringStarts: readonly number[], cycles: readonly number[][]): string | null {
  const uses = EdgeTable.scratch(cycles.reduce((sum, cycle) => sum + cycle.length, 0));
  for (let k = 0; k < cycles.length; k++) {
    const problem = convexCycleProblem(coords, cycles[k]);
    if (problem) return `piece ${k} ${problem}`;
    const cycle = cycles[k];
    for (let i = 0; i < cycle.length; i++) {
      const u = cycle[i];
      const v = cycle[(i + 1) % cycle.length];
      uses.set(u, v, Math.max(0, uses.get(u, v)) + 1);
    }
  }
  const next = boundaryNext(ringStarts);
  for (let v = 0; v < next.length; v++) {
    if (uses.get(v, next[v]) !== 1 || uses.get(next[v], v) !== -1) return `boundary edge ${v}→${next[v]} is not covered exactly once`;
  }
  for (const cycle of cycles) {
    for (let i = 0; i < cycle.length; i++) {
      const u = cycle[i];
      const v = cycle[(i + 1) % cycle.length];
      if (next[u] === v) continue; // a boundary edge, checked above
      if (uses.get(u, v) !== 1 || uses.get(v, u) !== 1) return `interior edge ${u}→${v} is not shared by exactly two pieces`;
    }
  }
  return null;
}

/**
 * For each vertex, the next vertex of its ring: the polygon's boundary edges are v → next[v].
 * @internal
 */
export function boundaryNext(ringStarts: readonly number[]): Int32Array {
  const next = new Int32Array(ringStarts[ringStarts.length - 1]);
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    for (let v = ringStarts[r]; v < ringStarts[r + 1]; v++) next[v] = v + 1 < ringStarts[r + 1] ? v + 1 : ringStarts[r];
  }
  return next;
}

/** Why a cycle is not convex and counter-clockwise (straight corners allowed), or null. */
function convexCycleProblem(coords: ArrayLike<number>, cycle: readonly number[]): string | null {
  const m = cycle.length;
  if (m < 3) return `has ${m} vertices`;
  for (let i = 0; i < m; i++) {
    const a = cycle[(i + m - 1) % m];
    const b = cycle[i];
    const c = cycle[(i + 1) % m];
    const ax = coords[2 * a];
    const ay = coords[2 * a + 1];
    const bx = coords[2 * b];
    const by = coords[2 * b + 1];
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    if (orientXY(ax, ay, bx, by, cx, cy) < 0) return `has a reflex corner at vertex ${b}`;
  }
  return windsOnce(m, (i) => coords[2 * cycle[(i + 1) % m]] - coords[2 * cycle[i]]) ? null : 'winds around more than once';
}
