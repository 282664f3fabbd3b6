import { SepaxError, type Vec2 } from '@sepax/core';
import { normalizeConvexPoints } from '@sepax/core/internal';
import { keptIndicesXY } from './clean.js';
import { boundsXY, crossAbout, signedArea, sizeOf } from './measure.js';
import { orientXY } from './predicates.js';
import { float64Scratch, int32Scratch } from './scratch.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';

/** The total area of the pieces {@link finishConvexCycle} finished, about the origin it was given. @internal */
export interface AreaSum {
  area: number;
}

/** Step 1 of the tiling proof for one index cycle, and the cleaning of its points, in one pass. @internal */
export function finishConvexCycle(
  coords: ArrayLike<number>,
  cycle: readonly number[],
  ox: number,
  oy: number,
  sum: AreaSum,
  sizeBound: number,
): Vec2[] | string {
  const m = cycle.length;
  if (m < 3) return `has ${m} vertices`;
  // The screen for degenerate corners, where its products are safely normal, at a tolerance of at least the piece's.
  const tolBound = DEFAULT_CLEAN_TOLERANCE * sizeBound;
  const screen = tolBound * DEGENERATE_SCREEN_MARGIN;
  let suspect = !(tolBound >= SCREEN_MIN_TOLERANCE);
  const clearTurn = clearTurnOf(sizeBound);
  let ax = coords[2 * cycle[m - 1]];
  let ay = coords[2 * cycle[m - 1] + 1];
  let b = cycle[0];
  let bx = coords[2 * b];
  let by = coords[2 * b + 1];
  // The edge into b, and b less the origin: each difference is taken once, for the corner before and the one after.
  let inX = bx - ax;
  let inY = by - ay;
  let fromOriginX = bx - ox;
  let fromOriginY = by - oy;
  let turns = TURNS_START;
  let thin = 0; // corners the clear turn did not settle
  let straight = false;
  let twiceArea = 0;
  const points = new Array<Vec2>(m); // of exact length: an array grown by push keeps spare slots
  for (let i = 0; i < m; i++) {
    const c = cycle[i + 1 === m ? 0 : i + 1];
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    const outX = cx - bx;
    const outY = cy - by;
    // Twice the area of a, b, c, from the edges at b.
    if (!(inX * outY - inY * outX > clearTurn)) {
      thin++;
      const turn = orientXY(ax, ay, bx, by, cx, cy);
      if (turn < 0) return `has a reflex corner at vertex ${b}`;
      if (turn === 0) straight = true;
      if (!suspect && !clearlyRealCorner(ax, ay, bx, by, cx, cy, screen)) suspect = true;
    }
    if (m > SURELY_ONCE_MAX_CORNERS) turns = addEdgeTurn(turns, outX);
    // crossAbout(bx, by, cx, cy, ox, oy), the same roundings, its differences carried over.
    const cFromOriginX = cx - ox;
    const cFromOriginY = cy - oy;
    twiceArea += fromOriginX * cFromOriginY - cFromOriginX * fromOriginY;
    points[i] = { x: bx, y: by };
    ax = bx;
    ay = by;
    b = c;
    bx = cx;
    by = cy;
    inX = outX;
    inY = outY;
    fromOriginX = cFromOriginX;
    fromOriginY = cFromOriginY;
  }
  if (m <= SURELY_ONCE_MAX_CORNERS && thin > 0) turns = cycleTurns(coords, cycle);
  if (!turnsOnce(turns)) return 'winds around more than once';
  // Usually every corner is a real one: the points go out as they are, their area summed above.
  const tidy = straight || suspect ? cleanedCycle(coords, cycle, points) : null;
  const finished = tidy ?? points;
  // A corner turning clearly encloses more than core's zero-area bound; with none, the piece
  // goes through core's own check: a sliver it refuses is dropped, as a piece cleaned down to
  // two points is (its area is under 1e-10 of its box's square).
  if (thin > 0) {
    const refusal = coreRefusal(finished);
    if (refusal === 'ZERO_AREA' || refusal === 'TOO_FEW_POINTS') return [];
    if (refusal !== null) return `is refused by core's Polygon (${refusal})`;
  }
  sum.area += tidy === null ? twiceArea / 2 : signedArea(tidy, ox, oy);
  return finished;
}

/** The code with which core's `Polygon` would refuse the points, or null if it takes them. */
function coreRefusal(points: readonly Vec2[]): string | null {
  const flat = new Array<number>(2 * points.length);
  for (let i = 0; i < points.length; i++) {
    flat[2 * i] = points[i].x;
    flat[2 * i + 1] = points[i].y;
  }
  try {
    normalizeConvexPoints(flat);
    return null;
  } catch (error) {
    if (error instanceof SepaxError) return error.code;
    throw error;
  }
}

/** How far a corner must turn left to be settled by one product pair (Infinity: never), for a `sizeBound`. @internal */
export function clearTurnOf(sizeBound: number): number {
  const tolBound = DEFAULT_CLEAN_TOLERANCE * sizeBound;
  return tolBound >= SCREEN_MIN_TOLERANCE ? CLEAR_TURN_FACTOR * tolBound * sizeBound : Infinity;
}

/** finishConvexCycle for a triangle or a quad whose corners turn clearly, beyond `clearTurn`. @internal */
export function finishClearSmallPiece(
  coords: ArrayLike<number>,
  cycle: readonly number[],
  ox: number,
  oy: number,
  sum: AreaSum,
  clearTurn: number,
): Vec2[] | null {
  const quad = cycle.length === 4;
  const a = cycle[0];
  const b = cycle[1];
  const c = cycle[2];
  const d = cycle[quad ? 3 : 2]; // a triangle's last corner is c
  const ax = coords[2 * a];
  const ay = coords[2 * a + 1];
  const bx = coords[2 * b];
  const by = coords[2 * b + 1];
  const cx = coords[2 * c];
  const cy = coords[2 * c + 1];
  const dx = coords[2 * d];
  const dy = coords[2 * d + 1];
  // The edges, and each corner's product of the edges into and out of it (as finishConvexCycle takes them).
  const abX = bx - ax;
  const abY = by - ay;
  const daX = ax - dx;
  const daY = ay - dy;
  if (!(daX * abY - daY * abX > clearTurn)) return null;
  if (quad) {
    const bcX = cx - bx;
    const bcY = cy - by;
    const cdX = dx - cx;
    const cdY = dy - cy;
    if (!(abX * bcY - abY * bcX > clearTurn && bcX * cdY - bcY * cdX > clearTurn && cdX * daY - cdY * daX > clearTurn))
      return null;
  }
  // Its area terms in its order, about (ox, oy): a→b, b→c, (c→d,) d→a.
  let twiceArea = 0;
  twiceArea += crossAbout(ax, ay, bx, by, ox, oy);
  twiceArea += crossAbout(bx, by, cx, cy, ox, oy);
  if (quad) twiceArea += crossAbout(cx, cy, dx, dy, ox, oy);
  twiceArea += crossAbout(dx, dy, ax, ay, ox, oy);
  sum.area += twiceArea / 2;
  const pa = { x: ax, y: ay };
  const pb = { x: bx, y: by };
  const pc = { x: cx, y: cy };
  return quad ? [pa, pb, pc, { x: dx, y: dy }] : [pa, pb, pc]; // (of exact length: pushed, the array grows)
}

/** The cycle's coordinates, gathered in order for the cleaning (see cleanedCycle). */
const cycleCoordScratch = float64Scratch();
const keptScratch = int32Scratch();

/** finishConvexCycle's piece where a corner is straight or the screen could not decide: null if cleaning keeps all. */
function cleanedCycle(coords: ArrayLike<number>, cycle: readonly number[], points: Vec2[]): Vec2[] | null {
  const m = cycle.length;
  const ring = cycleCoordScratch.take(2 * m);
  const kept = keptScratch.take(m);
  const count = keptIndicesXY(ring, m, DEFAULT_CLEAN_TOLERANCE * gatherCycle(coords, cycle, ring), kept);
  if (count === m) return null; // (an exact straight corner always goes)
  const tidy = new Array<Vec2>(count); // of exact length (an array grown by push keeps spare slots)
  for (let k = 0; k < count; k++) tidy[k] = points[kept[k]];
  return tidy;
}

/** Copies the cycle's vertex coordinates, in order, to `ring` and returns the larger side of their bounding box. */
function gatherCycle(coords: ArrayLike<number>, cycle: readonly number[], ring: Float64Array): number {
  for (let i = 0; i < cycle.length; i++) {
    ring[2 * i] = coords[2 * cycle[i]];
    ring[2 * i + 1] = coords[2 * cycle[i] + 1];
  }
  return sizeOf(boundsXY(ring, 0, cycle.length));
}

/** A corner whose float cross product t of its edges exceeds this × tol × size is settled by t alone. */
const CLEAR_TURN_FACTOR = 2 * (1 + 1e-3);

/** A cycle of at most this many corners, each turning left by less than a half turn, winds around once. */
const SURELY_ONCE_MAX_CORNERS = 4;

/** The turn state (TURNS_START, addEdgeTurn) of the cycle's edges, in order. */
function cycleTurns(coords: ArrayLike<number>, cycle: readonly number[]): number {
  let turns = TURNS_START;
  for (let i = 0; i < cycle.length; i++) {
    const to = cycle[i + 1 === cycle.length ? 0 : i + 1];
    turns = addEdgeTurn(turns, coords[2 * to] - coords[2 * cycle[i]]);
  }
  return turns;
}

/** The screen in finishConvexCycle stands in for cleaning's test only where that test cannot be near. */
const DEGENERATE_SCREEN_MARGIN = 1 + 1e-9;

/** Below this tolerance the screen's products could leave the normal range: every corner takes the exact pass. */
const SCREEN_MIN_TOLERANCE = 1e-140;

/** Below this the screen's bound for a corner may be subnormal: the exact pass decides. */
const SCREEN_MIN_BOUND = 1e-290;

/** Whether corner b is clearly not degenerate for cleaning at a tolerance of at most `screen`. */
function clearlyRealCorner(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  screen: number,
): boolean {
  // Edge b→c longer than `screen` in x or y is not a repeated point for the cleaning.
  if (!(Math.max(Math.abs(cx - bx), Math.abs(cy - by)) > screen)) return false;
  const ex = cx - ax;
  const ey = cy - ay;
  const bound = screen * (Math.abs(ex) + Math.abs(ey));
  return bound > SCREEN_MIN_BOUND && Math.abs(ex * (by - ay) - ey * (bx - ax)) > bound;
}

/** Splits a strictly convex piece into pieces of at most `maxVertices` by chords from its first vertex. @internal */
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

/** [piece[0], piece[from] … piece[to − 1]] (a loop: cheaper than spreading a slice). */
function withFirst<T>(piece: readonly T[], from: number, to: number): T[] {
  const out = new Array<T>(to - from + 1);
  out[0] = piece[0];
  for (let i = from; i < to; i++) out[i - from + 1] = piece[i];
  return out;
}

/** Turn state of a cycle that never turns right: it turns once when its edges' x-extent changes sign at most twice. */
const TURNS_START = 1;

/** The turn state, 4 × (sign changes so far) + (last non-zero sign + 1), after one more edge of x-extent `dx`. */
function addEdgeTurn(turns: number, dx: number): number {
  const sign = dx > 0 ? 1 : dx < 0 ? -1 : 0;
  if (sign === 0) return turns;
  const last = (turns & 3) - 1;
  const changes = (turns >> 2) + (last !== 0 && sign !== last ? 1 : 0);
  return (changes << 2) | (sign + 1);
}

/** Whether the edges added to `turns` turn around once (see TURNS_START). */
function turnsOnce(turns: number): boolean {
  return turns >> 2 <= 2;
}
