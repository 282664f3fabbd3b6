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
 * in one pass over its corners (apart: a pass for the proof, one making the points, one
 * over them for the cleaning and one more for the area; a pass over its box only where the
 * screen for degenerate corners, at the tolerance of `sizeBound` — at least the larger side
 * of the cycle's box, such as the polygon's —, cannot rule them out): every
 * corner's exact orientation ≥ 0 and the cycle turning once, else the reason it is not
 * convex and counter-clockwise; then the piece, cleaned only if some corner is degenerate
 * (straight, or within the cleaning tolerance of it), with its area about (ox, oy) added to
 * `sum`. A piece of fewer than 3 points covers nothing (the caller drops it).
 * @internal
 */
export function finishConvexCycle(coords: ArrayLike<number>, cycle: readonly number[], ox: number, oy: number, sum: AreaSum, sizeBound: number): Vec2[] | string {
  const m = cycle.length;
  if (m < 3) return `has ${m} vertices`;
  // The screen for degenerate corners (see clearlyRealCorner), where its products are safely
  // normal, at a tolerance of at least the piece's own: a corner clearly real at a larger
  // tolerance is at the piece's too, so only a suspect piece pays for a pass over its box.
  const tolBound = DEFAULT_CLEAN_TOLERANCE * sizeBound;
  const screen = tolBound * DEGENERATE_SCREEN_MARGIN;
  let suspect = !(tolBound >= SCREEN_MIN_TOLERANCE);
  let ax = coords[2 * cycle[m - 1]];
  let ay = coords[2 * cycle[m - 1] + 1];
  let b = cycle[0];
  let bx = coords[2 * b];
  let by = coords[2 * b + 1];
  let turns = TURNS_START;
  let straight = false;
  let twiceArea = 0;
  const points = new Array<Vec2>(m); // of exact length: grown by push, each took 16 slots
  for (let i = 0; i < m; i++) {
    const c = cycle[i + 1 === m ? 0 : i + 1];
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    const turn = orientXY(ax, ay, bx, by, cx, cy);
    if (turn < 0) return `has a reflex corner at vertex ${b}`;
    if (turn === 0) straight = true;
    turns = addEdgeTurn(turns, cx - bx);
    if (!suspect && !clearlyRealCorner(ax, ay, bx, by, cx, cy, screen)) suspect = true;
    twiceArea += crossAbout(bx, by, cx, cy, ox, oy);
    points[i] = { x: bx, y: by };
    ax = bx;
    ay = by;
    b = c;
    bx = cx;
    by = cy;
  }
  if (!turnsOnce(turns)) return 'winds around more than once';
  // Usually every corner is a real one: the points go out as they are, their area summed
  // above. Otherwise the full cleaning decides what goes. The screen spares the usual piece
  // the exact pass over its corners (a second walk, with a square root per corner).
  // The piece's own tolerance (a pass over its box) only where the screen could not decide.
  const tol = straight || suspect ? DEFAULT_CLEAN_TOLERANCE * cycleExtent(coords, cycle) : 0;
  if (!straight && (!suspect || !hasDegenerateCorner(coords, cycle, tol))) {
    sum.area += twiceArea / 2;
    return points;
  }
  const tidy = cleanRing(points, tol).points;
  sum.area += signedArea(tidy, ox, oy);
  return tidy;
}

/** The larger side of the bounding box of an index cycle's vertices (one pass over their coordinates alone). */
function cycleExtent(coords: ArrayLike<number>, cycle: readonly number[]): number {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < cycle.length; i++) {
    const v = cycle[i];
    const x = coords[2 * v];
    const y = coords[2 * v + 1];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return Math.max(maxX - minX, maxY - minY);
}

/**
 * The screen in finishConvexCycle stands in for `hasDegenerateCorner` only where that test
 * cannot be near: its bounds are the tolerance times this, 1e-9 to spare over the round-off
 * between the two computations (a few units in the last place, 1e-15 relative).
 */
const DEGENERATE_SCREEN_MARGIN = 1 + 1e-9;

/**
 * Below this tolerance (pieces under 1e-130 across) the screen's squares and products could
 * leave the normal range, where round-off is not relative: every corner takes the exact pass.
 */
const SCREEN_MIN_TOLERANCE = 1e-140;

/** Below this the screen's bound for a corner may be subnormal: the exact pass decides. */
const SCREEN_MIN_BOUND = 1e-290;

/**
 * Whether corner b (between a and c) is clearly not degenerate for `isDegenerateCornerXY`
 * at a tolerance of at most `screen`: edge b→c longer than it in x or y (so its length is),
 * and b farther than it from the line through a and c, the cross product against the
 * chord's length in x plus y (at least its true length), so without a square root or a
 * division. (Edge a→b is the corner before's b→c.)
 */
function clearlyRealCorner(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, screen: number): boolean {
  if (!(Math.max(Math.abs(cx - bx), Math.abs(cy - by)) > screen)) return false;
  const ex = cx - ax;
  const ey = cy - ay;
  const bound = screen * (Math.abs(ex) + Math.abs(ey));
  return bound > SCREEN_MIN_BOUND && Math.abs(ex * (by - ay) - ey * (bx - ax)) > bound;
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
