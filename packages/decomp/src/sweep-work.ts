import { SepaxError } from '@sepax/core';
import type { Path64 } from 'clipper2-ts';
import { sumOfCountsBelow } from './sorted-counts.js';

/** Below this many edges Clipper2 is fast in any direction, and the drawing is never turned. */
const TURN_FROM_EDGES = 2048;

/**
 * Most steps of Clipper2's sweep (see `sweepWork`) over one part of a drawing that `fillRegion`
 * takes on: a step costs tens of nanoseconds, so the limit stands at seconds. Outlines of real art
 * cross a scanline a few times each; a scribble or thousands of thin crossing strokes cross
 * it thousands of times.
 * @internal
 */
export const MAX_FILL_SWEEP_WORK = 2 ** 27;
/**
 * The same for the outlines of stroked lines: where thin strokes cross, the outlines are
 * many short edges side by side, and a step costs several times more.
 * @internal
 */
export const MAX_STROKE_FILL_SWEEP_WORK = 2 ** 25;
/**
 * Most steps of the sweep over stroked lines, each edge's span grown by half the width:
 * offsetting costs hundreds of nanoseconds a step, from the overlaps of the lines' raw outlines.
 * @internal
 */
export const MAX_STROKE_SWEEP_WORK = 2 ** 24;

/**
 * The work of Clipper2's sweep over closed paths, along `axis`: Clipper2 sweeps a scanline
 * across the paths and, at every vertex's coordinate, walks the list of edges the scanline
 * crosses, so its work is the sum, over vertices, of the edges whose span holds the vertex's
 * coordinate (low end excluded). `grow` widens each span on both sides (a stroke's half
 * width). Exact count in O(n log n): span ends and vertices sorted, then counted in one merge.
 * @internal
 */
export function sweepWork(paths: readonly Path64[], axis: 'x' | 'y', grow = 0): number {
  const edges = edgeCount(paths);
  // Each vertex's coordinate along the axis, path after path (one loop per axis: no keyed reads).
  const at = new Float64Array(edges);
  let n = 0;
  if (axis === 'x') for (const path of paths) for (const p of path) at[n++] = p.x;
  else for (const path of paths) for (const p of path) at[n++] = p.y;
  const lows = new Float64Array(edges);
  const highs = new Float64Array(edges);
  let start = 0;
  for (const path of paths) {
    for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
      const a = at[start + j];
      const b = at[start + i];
      lows[start + i] = Math.min(a, b) - grow;
      highs[start + i] = Math.max(a, b) + grow;
    }
    start += path.length;
  }
  lows.sort();
  highs.sort();
  // Per vertex, the spans starting below it less those ending below it: those holding it.
  at.sort();
  return sumOfCountsBelow(lows, at) - sumOfCountsBelow(highs, at);
}

/**
 * Whether Clipper2's sweep does at least twice less work on the paths turned a quarter turn.
 * A long line drawn along x (a wave, a zigzag, a row of teeth) has every edge under the
 * horizontal scanline at every height, which is quadratic; turned upright, a few.
 * @internal
 */
export function sweepsFasterTurned(paths: readonly Path64[]): boolean {
  const edges = edgeCount(paths);
  if (edges < TURN_FROM_EDGES) return false;
  return 2 * sweepWork(paths, 'x') < sweepWork(paths, 'y');
}

/**
 * Refuses, with INVALID_INPUT, paths whose sweep (along y, the way Clipper2 will run it) would
 * take more than `limit` steps: minutes of work on a drawing that describes no outline.
 * @internal
 */
export function requireSweepWithin(paths: readonly Path64[], grow: number, limit: number, what: string): void {
  const edges = edgeCount(paths);
  // Too few edges to reach the limit: nothing to count.
  if (edges * edges <= limit) return;
  const work = sweepWork(paths, 'y', grow);
  if (work > limit) {
    throw new SepaxError(
      'INVALID_INPUT',
      `${what} crowd one another too densely to compute in reasonable time: the boolean stage's sweep would take ${work} steps, over the limit of ${limit} (a scribble, or thousands of crossing lines). Simplify the drawing, or split it into smaller drawings.`,
      { sweepWork: work, maxSweepWork: limit },
    );
  }
}

/** How many edges closed paths have: one per point. @internal */
export function edgeCount(paths: readonly Path64[]): number {
  let edges = 0;
  for (const path of paths) edges += path.length;
  return edges;
}
