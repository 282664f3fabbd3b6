import { EdgeTable } from './edge-table.js';
import type { IndexPolygon } from './index-polygon.js';
import { addEdgeTurn, orientXY, TURNS_START, turnsOnce } from './predicates.js';

/*
 * Exact verification of a decomposition whose pieces are cycles of the polygon's own vertex
 * indices (earcut triangles, Hertel–Mehlhorn merges), in O(n) and without tolerances:
 *
 *   1. every piece is a convex counter-clockwise cycle (exact orientation ≥ 0 at every
 *      corner, > 0 somewhere, turning once), so its winding number about any point is 0 or 1;
 *   2. as 1-chains, the pieces' edges add up to the polygon's boundary: for every pair of
 *      vertices {u, v}, (piece edges u→v) − (piece edges v→u) = (boundary edges u→v) −
 *      (boundary edges v→u). Vertices are canonical (one index per point) and the boundary
 *      is split where rings touch (index-polygon.ts), so touching rings need nothing special.
 *
 * Then for every point q off the edges Σ winding(piece, q) = winding(boundary, q), which
 * validation guarantees is 1 inside the polygon and 0 outside (rings may touch but never
 * cross or overlap). With each piece's winding 0 or 1: q lies in exactly one piece inside
 * the polygon and in none outside. That is the tiling, proved exactly for these index
 * cycles; an interior edge shared by two pieces, a boundary edge used once, a slit whose
 * two sides cancel, all are the same equation.
 */

/**
 * Checks canonical index cycles against the polygon's boundary. Returns null when they tile
 * it, else the reason.
 * @internal
 */
export function checkIndexTiling(polygon: IndexPolygon, cycles: readonly number[][]): string | null {
  const { coords, boundaryStarts, boundaryTo, vertexCount } = polygon;
  const chain = EdgeTable.scratch(cycles.reduce((sum, cycle) => sum + cycle.length, 0) + boundaryStarts[vertexCount], vertexCount);
  for (let k = 0; k < cycles.length; k++) {
    const problem = addConvexCycle(chain, coords, cycles[k]);
    if (problem) return `piece ${k} ${problem}`;
  }
  for (let u = 0; u < vertexCount; u++) {
    for (let k = boundaryStarts[u]; k < boundaryStarts[u + 1]; k++) addToChain(chain, u, boundaryTo[k], 1);
  }
  const left = chain.findNonZero();
  return left === null ? null : `the pieces' edges between vertices ${left[0]} and ${left[1]} do not add up to the boundary`;
}

/** Adds `sign` × the directed edge u→v to a chain keyed by the unordered pair. */
function addToChain(chain: EdgeTable, u: number, v: number, sign: number): void {
  if (u < v) chain.add(u, v, sign);
  else chain.add(v, u, -sign);
}

/**
 * Subtracts a cycle's edges from the chain, and says why it is not convex and
 * counter-clockwise (straight corners allowed), or null. One pass, no modulo: the corner
 * a-b-c rolls along the cycle.
 */
function addConvexCycle(chain: EdgeTable, coords: ArrayLike<number>, cycle: readonly number[]): string | null {
  const m = cycle.length;
  if (m < 3) return `has ${m} vertices`;
  let ax = coords[2 * cycle[m - 1]];
  let ay = coords[2 * cycle[m - 1] + 1];
  let b = cycle[0];
  let bx = coords[2 * b];
  let by = coords[2 * b + 1];
  let turns = TURNS_START;
  for (let i = 0; i < m; i++) {
    const c = cycle[i + 1 === m ? 0 : i + 1];
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    if (orientXY(ax, ay, bx, by, cx, cy) < 0) return `has a reflex corner at vertex ${b}`;
    turns = addEdgeTurn(turns, cx - bx);
    addToChain(chain, b, c, -1);
    ax = bx;
    ay = by;
    b = c;
    bx = cx;
    by = cy;
  }
  return turnsOnce(turns) ? null : 'winds around more than once';
}
