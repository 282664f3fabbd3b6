import type { Vec2 } from '@sepax/core';
import type { Path64 } from 'clipper2-ts';
import { sweepsFasterTurned } from './sweep-work.js';

/* The integer grid the boolean operations run on. */

/**
 * Grid coordinates stay under 2^GRID_BITS (6.7e7, within Clipper2's exact range): the art's
 * extent maps onto at most 2^(GRID_BITS − 1) steps, and the origin floored to a step adds one.
 */
const GRID_BITS = 26;
/** A grid step is never finer than 2^-FLOAT_BITS of the largest coordinate: finer steps would not survive adding the origin back. */
const FLOAT_BITS = 50;

/** Where the grid sits and how fine it is. @internal */
export interface Grid {
  originX: number;
  originY: number;
  /** Grid steps per art unit (a power of two). */
  scale: number;
  /**
   * The grid is turned a quarter turn (grid x = art y, grid y = −art x, see `turnGridIfFaster`):
   * Clipper2's sweep is then faster (sweep-work.ts). A rotation keeps every ring's orientation.
   */
  turned: boolean;
}

/** The grid for art spanning `box`, whose coordinates reach `reach` from the origin. @internal */
export function gridFor(minX: number, minY: number, size: number, reach: number): Grid {
  const wanted = Math.min(2 ** (GRID_BITS - 1) / size, 2 ** FLOAT_BITS / Math.max(reach, Number.MIN_VALUE));
  const scale = 2 ** Math.floor(Math.log2(wanted));
  // The origin on a multiple of the step: coordinates that are multiples of it land on the grid exactly.
  return { originX: Math.floor(minX * scale) / scale, originY: Math.floor(minY * scale) / scale, scale, turned: false };
}

/**
 * Turns the grid and its paths a quarter turn, in place, when Clipper2's sweep does much less
 * work on them turned (`sweepsFasterTurned`); `fromGrid` turns them back. Exact: integers move.
 * @internal
 */
export function turnGridIfFaster(paths: readonly Path64[], grid: Grid): void {
  if (grid.turned || !sweepsFasterTurned(paths)) return;
  grid.turned = true;
  for (const path of paths) {
    for (const p of path) {
      const x = p.x;
      p.x = p.y;
      p.y = 0 - x;
    }
  }
}

/** x of a point given as `[x, y]` or `{ x, y }` (whatever is there: the caller checks it). @internal */
export function pointX(p: unknown): unknown {
  return Array.isArray(p) ? p[0] : (p as { x?: unknown } | null)?.x;
}

/** y of a point given as `[x, y]` or `{ x, y }`. @internal */
export function pointY(p: unknown): unknown {
  return Array.isArray(p) ? p[1] : (p as { y?: unknown } | null)?.y;
}

/** A ring of checked points (`[x, y]` or `{ x, y }`) on the grid, read straight from the caller's points. @internal */
export function toGrid(ring: readonly unknown[], grid: Grid): Path64 {
  const path: Path64 = new Array(ring.length);
  for (let i = 0; i < ring.length; i++) {
    const x = Math.round(((pointX(ring[i]) as number) - grid.originX) * grid.scale);
    const y = Math.round(((pointY(ring[i]) as number) - grid.originY) * grid.scale);
    path[i] = grid.turned ? { x: y, y: 0 - x } : { x, y };
  }
  return path;
}

/** A grid ring back in art coordinates, fresh points. @internal */
export function fromGrid(path: Path64, grid: Grid): Vec2[] {
  const ring = new Array<Vec2>(path.length);
  for (let i = 0; i < path.length; i++) {
    // Turned: art x = −grid y, art y = grid x (0 − v, not −v: no −0).
    const x = grid.turned ? 0 - path[i].y : path[i].x;
    const y = grid.turned ? path[i].x : path[i].y;
    ring[i] = { x: x / grid.scale + grid.originX, y: y / grid.scale + grid.originY };
  }
  return ring;
}

/** Twice the signed area of a grid path (exact while the sum stays under 2^53). @internal */
export function twiceArea(path: Path64): number {
  let twice = 0;
  for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
    twice += path[j].x * path[i].y - path[i].x * path[j].y;
  }
  return twice;
}

/** Length of a grid path's boundary. @internal */
export function perimeter(path: Path64): number {
  let length = 0;
  for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
    const dx = path[i].x - path[j].x;
    const dy = path[i].y - path[j].y;
    length += Math.sqrt(dx * dx + dy * dy); // grid coordinates: no overflow to guard against
  }
  return length;
}
