import type { Vec2 } from '@sepax/core';
import type { IndexPolygon } from './index-polygon.js';
import type { IndexCandidate } from './methods.js';
import { firstReflexVertex, orientXY } from './predicates.js';

/**
 * The `fan` method's slices around `viewpoint`, a point that sees every edge turn counter-clockwise (null: none was
 * found when the polygon was prepared); ARCHITECTURE.md says why greedy slices are the fewest. @internal
 */
export function fanCandidate(
  polygon: IndexPolygon,
  maxVertices: number,
  viewpoint: Vec2 | null,
): IndexCandidate | string {
  if (polygon.ringStarts.length !== 2 || polygon.touchVertices.length > 0)
    return 'fan applies to a polygon without holes';
  if (viewpoint === null)
    return 'fan: no point found that sees every edge (the polygon is not star-shaped, or its kernel is a sliver)';
  const n = polygon.vertexCount;
  const coords = polygon.coords;
  // The centre is vertex n, in the room after the ring's vertices, on no boundary edge.
  coords[2 * n] = viewpoint.x;
  coords[2 * n + 1] = viewpoint.y;
  const start = firstReflexVertex(coords, n);
  if (start < 0) return 'fan: the polygon is convex (merging its triangles needs no extra vertex)';
  const cycles = slices(coords, n, start, maxVertices);
  return { polygon, cycles, pieceCount: cycles.length, centre: n };
}

/**
 * For the ring `coords[0 … 2n)` (room for one more vertex): writes a point that sees every edge turning
 * counter-clockwise (the centroid, or one moved into the kernel) as vertex n; true if the ring winds once around it.
 * @internal
 */
export function placeSimpleViewpoint(coords: Float64Array, n: number): boolean {
  if (!placeCentroid(coords, n)) return false;
  const turns = turnsSeenFrom(coords, n);
  if (turns >= 0 || !moveIntoKernel(coords, n)) return turns === 1;
  return turnsSeenFrom(coords, n) === 1;
}

/** Writes the area centroid of ring `coords[0 … 2n)` as vertex n. */
function placeCentroid(coords: Float64Array, n: number): boolean {
  const ox = coords[0];
  const oy = coords[1];
  let area2 = 0;
  let sx = 0;
  let sy = 0;
  let ax = coords[2] - ox;
  let ay = coords[3] - oy;
  for (let i = 1; i + 1 < n; i++) {
    const bx = coords[2 * i + 2] - ox;
    const by = coords[2 * i + 3] - oy;
    const cross = ax * by - ay * bx;
    area2 += cross;
    sx += (ax + bx) * cross;
    sy += (ay + by) * cross;
    ax = bx;
    ay = by;
  }
  coords[2 * n] = ox + sx / (3 * area2);
  coords[2 * n + 1] = oy + sy / (3 * area2);
  return Number.isFinite(coords[2 * n]) && Number.isFinite(coords[2 * n + 1]);
}

/** Passes of {@link moveIntoKernel}: each is O(n); a kernel of fair size is reached in a few. */
const KERNEL_PASSES = 12;

/** The kernel (the points that see every edge) of a spiky polygon can be small and miss the centroid. */
function moveIntoKernel(coords: Float64Array, n: number): boolean {
  let cx = coords[2 * n];
  let cy = coords[2 * n + 1];
  let previous = Infinity;
  for (let pass = 0; pass < KERNEL_PASSES; pass++) {
    let moves = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const ax = coords[2 * i];
      const ay = coords[2 * i + 1];
      const ex = coords[2 * j] - ax;
      const ey = coords[2 * j + 1] - ay;
      const length = Math.sqrt(ex * ex + ey * ey);
      // Signed distance of C left of the edge, and the margin it should keep from it.
      const inside = (ex * (cy - ay) - ey * (cx - ax)) / length;
      const margin = KERNEL_MARGIN * length;
      if (inside >= margin) continue;
      cx -= ((2 * margin - inside) * ey) / length;
      cy += ((2 * margin - inside) * ex) / length;
      moves++;
    }
    if (moves === 0 || moves >= previous) break;
    previous = moves;
  }
  coords[2 * n] = cx;
  coords[2 * n + 1] = cy;
  return Number.isFinite(cx) && Number.isFinite(cy);
}

/** How far inside each edge's line a projected C is put, relative to the edge's length. */
const KERNEL_MARGIN = 1e-6;

/** How many times the ring winds around vertex n if every edge turns counter-clockwise seen from it, else −1. */
function turnsSeenFrom(coords: Float64Array, n: number): number {
  const cx = coords[2 * n];
  const cy = coords[2 * n + 1];
  let turns = 0;
  let ax = coords[2 * n - 2]; // the edge from the last vertex first: each vertex read once
  let ay = coords[2 * n - 1];
  for (let i = 0; i < n; i++) {
    const bx = coords[2 * i];
    const by = coords[2 * i + 1];
    if (orientXY(cx, cy, ax, ay, bx, by) <= 0) return -1;
    if (ay <= cy && by > cy) turns++;
    ax = bx;
    ay = by;
  }
  return turns;
}

/** The vertex after v around a ring of n (a comparison: `%` is an integer division, on every step of the slices). */
function after(v: number, n: number): number {
  return v + 1 === n ? 0 : v + 1;
}

/** The greedy slices as index cycles [C, vₛ … vₑ], C = n, from `start` once around. */
function slices(coords: Float64Array, n: number, start: number, maxVertices: number): number[][] {
  const cx = coords[2 * n];
  const cy = coords[2 * n + 1];
  const cycles: number[][] = [];
  let s = start;
  let covered = 0; // edges covered so far, of n
  while (covered < n) {
    const sx = coords[2 * s];
    const sy = coords[2 * s + 1];
    let e = after(s, n);
    covered++;
    let length = 3;
    // The corner at e: (px, py) before it, (ex, ey) at it.
    let px = sx;
    let py = sy;
    let ex = coords[2 * e];
    let ey = coords[2 * e + 1];
    while (covered < n && length < maxVertices) {
      const next = after(e, n);
      const nx = coords[2 * next];
      const ny = coords[2 * next + 1];
      if (orientXY(px, py, ex, ey, nx, ny) <= 0) break; // e is not strictly convex
      if (orientXY(cx, cy, sx, sy, nx, ny) <= 0) break; // the angle at C would reach π
      length++;
      px = ex;
      py = ey;
      ex = nx;
      ey = ny;
      e = next;
      covered++;
    }
    cycles.push(sliceCycle(n, s, length));
    s = e;
  }
  return cycles;
}

/** Up to this ring size and slice length the slices' index cycles are kept from call to call. */
const KEPT_SLICE_MAX_VERTICES = 64;
const KEPT_SLICE_MAX_LENGTH = 8;

/** The kept slices of rings of n vertices, at s × (KEPT_SLICE_MAX_LENGTH + 1) + length. */
const keptSlices: (number[] | undefined)[][] = [];

/** The cycle [C, s, s + 1, …] of `length` vertices around a ring of n, C = n: kept, or made for this call. */
function sliceCycle(n: number, s: number, length: number): number[] {
  if (n > KEPT_SLICE_MAX_VERTICES || length > KEPT_SLICE_MAX_LENGTH) return newSliceCycle(n, s, length);
  const kept = (keptSlices[n] ??= []);
  const key = s * (KEPT_SLICE_MAX_LENGTH + 1) + length;
  return (kept[key] ??= newSliceCycle(n, s, length));
}

/** [C, s, s + 1, …], of exact length (an array grown by push keeps spare slots). */
function newSliceCycle(n: number, s: number, length: number): number[] {
  const cycle = new Array<number>(length);
  cycle[0] = n;
  for (let i = 1, v = s; i < length; i++, v = after(v, n)) cycle[i] = v;
  return cycle;
}
