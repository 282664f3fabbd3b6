import type { Vec2 } from '@sepax/core';
import { cleanRing, isDegenerateCornerXY } from './clean.js';
import { boundsOf, crossAbout, signedArea, sizeOf } from './geometry.js';
import { addEdgeTurn, orientXY, TURNS_START, turnsOnce } from './predicates.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';

/**
 * Tidies a raw convex piece the way `@sepax/core`'s Polygon would (duplicate and collinear
 * vertices within DEFAULT_CLEAN_TOLERANCE × the piece's own size removed, counter-clockwise)
 * so a verified piece is exactly what the collider will hold. Removing a straight corner
 * keeps the area; a piece of a wrong decomposition stays wrong and verification rejects it.
 * @internal
 */
export function finishPiece(points: readonly Vec2[]): Vec2[] {
  const tidy = cleanRing(points, DEFAULT_CLEAN_TOLERANCE * sizeOf(boundsOf([points]))).points;
  if (tidy.length >= 3 && signedArea(tidy) < 0) tidy.reverse();
  return tidy;
}

/** The total area of the pieces {@link finishConvexCycle} finished, about the origin it was given. @internal */
export interface AreaSum {
  area: number;
}

/**
 * Step 1 of the tiling proof (cycle-check.ts) for one index cycle, and `finishPiece` for it,
 * in one pass over its coordinates (apart: a pass for the proof, one making the points,
 * one over them for the cleaning and one more for the area): every corner's exact
 * orientation ≥ 0 and the cycle turning once, else the reason it is not convex and
 * counter-clockwise; then the piece, cleaned only if some corner is degenerate (straight,
 * or within the cleaning tolerance of it), with its area about (ox, oy) added to `sum`. A
 * piece of fewer than 3 points covers nothing (the caller drops it).
 * @internal
 */
export function finishConvexCycle(coords: ArrayLike<number>, cycle: readonly number[], ox: number, oy: number, sum: AreaSum): Vec2[] | string {
  const m = cycle.length;
  if (m < 3) return `has ${m} vertices`;
  let ax = coords[2 * cycle[m - 1]];
  let ay = coords[2 * cycle[m - 1] + 1];
  let b = cycle[0];
  let bx = coords[2 * b];
  let by = coords[2 * b + 1];
  let turns = TURNS_START;
  let straight = false;
  let twiceArea = 0;
  let minX = bx;
  let minY = by;
  let maxX = bx;
  let maxY = by;
  // The screen for degenerate corners (see DEGENERATE_SCREEN_MARGIN): the shortest edge and
  // the smallest distance of a corner from the line through its neighbours, both squared.
  let shortestEdge = Infinity;
  let flattestCorner = Infinity;
  const points = new Array<Vec2>(m); // of exact length: grown by push, each took 16 slots
  for (let i = 0; i < m; i++) {
    const c = cycle[i + 1 === m ? 0 : i + 1];
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    const turn = orientXY(ax, ay, bx, by, cx, cy);
    if (turn < 0) return `has a reflex corner at vertex ${b}`;
    if (turn === 0) straight = true;
    turns = addEdgeTurn(turns, cx - bx);
    const edge = (cx - bx) * (cx - bx) + (cy - by) * (cy - by);
    if (edge < shortestEdge) shortestEdge = edge;
    const flatness = squaredDistanceFromChord(ax, ay, bx, by, cx, cy);
    if (!(flatness >= flattestCorner)) flattestCorner = flatness; // (NaN, a spike back onto a, sticks)
    twiceArea += crossAbout(bx, by, cx, cy, ox, oy);
    points[i] = { x: bx, y: by };
    if (bx < minX) minX = bx;
    if (bx > maxX) maxX = bx;
    if (by < minY) minY = by;
    if (by > maxY) maxY = by;
    ax = bx;
    ay = by;
    b = c;
    bx = cx;
    by = cy;
  }
  if (!turnsOnce(turns)) return 'winds around more than once';
  const tol = DEFAULT_CLEAN_TOLERANCE * Math.max(maxX - minX, maxY - minY);
  // Usually every corner is a real one: the points go out as they are, their area summed
  // above. Otherwise the full cleaning decides what goes. The screen spares the usual piece
  // the exact pass over its corners (a second walk over the coordinates).
  const clearlyReal = Math.min(shortestEdge, flattestCorner) > tol * tol * DEGENERATE_SCREEN_MARGIN;
  if (!straight && (clearlyReal || !hasDegenerateCorner(coords, cycle, tol))) {
    sum.area += twiceArea / 2;
    return points;
  }
  const tidy = cleanRing(points, tol).points;
  sum.area += signedArea(tidy, ox, oy);
  return tidy;
}

/**
 * The screen in finishConvexCycle stands in for `hasDegenerateCorner` only where that test
 * cannot be near: every edge longer than the cleaning tolerance and every corner farther
 * than it from the line through its neighbours, in squares, with this much to spare (the
 * two computations round differently, by a few units in the last place: 1e-15 relative;
 * anything closer takes the exact pass). A corner whose turn is exactly 0 is handled apart.
 */
const DEGENERATE_SCREEN_MARGIN = 1 + 1e-9;

/**
 * The squared distance of b from the line through a and c, as `isDegenerateCornerXY`
 * measures it (cross product over the chord's length), or NaN where it cannot be told: a
 * and c coincide, or the value overflows. (The cross product is divided before it is
 * squared: near the range's end, 1e150, its square would overflow where the distance is
 * far below the tolerance, and read as far from straight.)
 */
function squaredDistanceFromChord(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const ex = cx - ax;
  const ey = cy - ay;
  const cross = ex * (by - ay) - ey * (bx - ax);
  const squared = (cross / (ex * ex + ey * ey)) * cross;
  return squared < Infinity ? squared : NaN;
}

/** Whether some corner of the index cycle is degenerate for `cleanRing` (a rolling pass). */
function hasDegenerateCorner(coords: ArrayLike<number>, cycle: readonly number[], tol: number): boolean {
  const m = cycle.length;
  let ax = coords[2 * cycle[m - 1]];
  let ay = coords[2 * cycle[m - 1] + 1];
  let bx = coords[2 * cycle[0]];
  let by = coords[2 * cycle[0] + 1];
  for (let i = 0; i < m; i++) {
    const c = cycle[i + 1 === m ? 0 : i + 1];
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    if (isDegenerateCornerXY(ax, ay, bx, by, cx, cy, tol)) return true;
    ax = bx;
    ay = by;
    bx = cx;
    by = cy;
  }
  return false;
}

/**
 * Splits a strictly convex piece into strictly convex pieces of at most `maxVertices`
 * vertices by chords from its first vertex: (v0 … v[m−1]), then (v0, v[m−1] … ), and so on.
 * A chord of a strictly convex polygon leaves both sides strictly convex. (Points, or the
 * vertex indices of a convex ring.)
 * @internal
 */
export function splitToMaxVertices<T>(piece: T[], maxVertices: number): T[][] {
  if (piece.length <= maxVertices) return [piece];
  const out: T[][] = [];
  let from = 0;
  while (piece.length - from + 1 > maxVertices) {
    out.push(from === 0 ? piece.slice(0, maxVertices) : withFirst(piece, from, from + maxVertices - 1));
    from += from === 0 ? maxVertices - 1 : maxVertices - 2;
  }
  out.push(withFirst(piece, from, piece.length));
  return out;
}

/** [piece[0], piece[from] … piece[to − 1]] (a loop: spreading a slice cost more on this path). */
function withFirst<T>(piece: readonly T[], from: number, to: number): T[] {
  const out = new Array<T>(to - from + 1);
  out[0] = piece[0];
  for (let i = from; i < to; i++) out[i - from + 1] = piece[i];
  return out;
}
