import { distanceChain } from './chain-collide.js';
import { DistanceResult } from './collision.js';
import { checkShape } from './collide.js';
import { partAt, partCount, worldBoxOf } from './compound-collide.js';
import type { Compound } from './compound.js';
import { PartList, SMALL_COMPOUND } from './part-tree.js';
import type { ConvexShape } from './convex-shape.js';
import { core, separateCores } from './core-separation.js';
import { SepaxError } from './errors.js';
import { loadPair } from './pair-frame.js';
import type { Shape } from './shape.js';

const trial = new DistanceResult();

/**
 * How far apart two shapes are, and where: the signed gap between their surfaces
 * (> 0 apart, 0 touching, −depth overlapping), the closest points on each surface, and the
 * unit direction from A toward B; always `pointB = pointA + normal × distance`. Overlapping,
 * the points are the penetration's witnesses: one shape's deepest point and where it must go,
 * on the other's face line (which may lie a hair beyond that face's end).
 *
 * Exact for every pair of kinds: the same core separation as {@link collide}, without its
 * early out. For compounds, the part pair with the smallest signed distance decides (ties:
 * the first pair in part order), found through the compounds' part trees: the cost grows with
 * the parts near each other.
 *
 * @param a - first shape
 * @param b - second shape
 * @param out - a {@link DistanceResult} to fill, so the call allocates nothing
 * @returns `out`, or a new result when none was given
 * @throws SepaxError INVALID_ARGUMENT when an argument is not a shape (or `out` not a DistanceResult)
 *
 * @example
 * ```ts
 * import { Circle, Polygon, distance } from '@sepax/core';
 * const d = distance(Polygon.box(2, 2), new Circle(1, { position: [5, 0] }));
 * d.distance; // 3
 * d.pointA; // { x: 1, y: 0 }
 * d.pointB; // { x: 4, y: 0 }
 * ```
 */
export function distance(a: Shape, b: Shape, out?: DistanceResult): DistanceResult {
  checkShape(a, 'distance', 'a');
  checkShape(b, 'distance', 'b');
  if (out !== undefined && !(out instanceof DistanceResult)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'distance(a, b, out): out must be a DistanceResult (new DistanceResult()) or left out.',
    );
  }
  const result = out ?? new DistanceResult();
  if (a.kind === 'chain' || b.kind === 'chain') return distanceChain(a, b, result);
  if (a.kind !== 'compound' && b.kind !== 'compound') return distanceConvex(a as ConvexShape, b as ConvexShape, result);
  return distanceParts(a, b, result);
}

const nearA = new PartList();
const nearB = new PartList();

/**
 * The part pair with the smallest signed distance (ties: the first in part order), found
 * through the part trees. Any pair closer than the best so far has boxes within that
 * distance of each other, so each part of A asks B's tree only for the parts within
 * min(reach, best) of it; the reach starts at 0 (boxes that meet) and doubles while no pair is
 * found, and a last pass at the best distance makes the answer exact. (The reach travels in
 * `search[0]`, not as an argument: see pair-frame.ts on boxing.)
 */
function distanceParts(a: Shape, b: Shape, result: DistanceResult): DistanceResult {
  result.distance = Infinity;
  bestI = -1;
  bestJ = -1;
  const na = partCount(a);
  const nb = partCount(b);
  if (na <= SMALL_COMPOUND && nb <= SMALL_COMPOUND) {
    // Few parts: every pair, in order, costs less than a search.
    for (let i = 0; i < na; i++) for (let j = 0; j < nb; j++) tryPair(partAt(a, i), partAt(b, j), i, j, result);
    return result;
  }
  search[0] = 0;
  searchPairs(a, b, result);
  setSearchStep(a, b);
  while (result.distance === Infinity) {
    search[0] = search[0] === 0 ? search[1] : 2 * search[0];
    searchPairs(a, b, result);
  }
  if (result.distance > search[0]) {
    search[0] = result.distance;
    searchPairs(a, b, result);
  }
  return result;
}

/** [the reach of the current search, the first reach to try, the reach around one part of A]. */
const search = new Float64Array(3);
let bestI = -1;
let bestJ = -1;

/** Every part pair whose boxes come within search[0] (less once a closer pair is known). */
function searchPairs(a: Shape, b: Shape, result: DistanceResult): void {
  if (a.kind === 'compound') (a as Compound)._partsNear(grown(worldBoxOf(b), 0), nearA);
  else {
    nearA.count = 0;
    nearA.add(0);
  }
  for (let k = 0; k < nearA.count; k++) {
    const i = nearA.items[k];
    const pa = partAt(a, i);
    if (b.kind !== 'compound') {
      tryPair(pa, b as ConvexShape, i, 0, result);
      continue;
    }
    search[2] = Math.min(search[0], Math.max(result.distance, 0));
    (b as Compound)._partsNear(grown(worldBoxOf(pa), 2), nearB);
    for (let m = 0; m < nearB.count; m++) {
      const j = nearB.items[m];
      tryPair(pa, (b as Compound).parts[j], i, j, result);
    }
  }
}

/** Grows a box in place by search[slot] (an index crosses the call, not a double). */
function grown(box: Float64Array, slot: number): Float64Array {
  const by = search[slot];
  box[0] -= by;
  box[1] -= by;
  box[2] += by;
  box[3] += by;
  return box;
}

function tryPair(pa: ConvexShape, pb: ConvexShape, i: number, j: number, result: DistanceResult): void {
  distanceConvex(pa, pb, trial);
  const earlier = bestI < 0 || i < bestI || (i === bestI && j < bestJ);
  if (trial.distance < result.distance || (trial.distance === result.distance && earlier)) {
    bestI = i;
    bestJ = j;
    copyDistance(trial, result);
  }
}

/** search[1] ← a first search distance: the size of a part of each shape (doubled from there). */
function setSearchStep(a: Shape, b: Shape): void {
  const pa = partAt(a, 0);
  const pb = partAt(b, 0);
  pa._refresh();
  pb._refresh();
  const size = Math.max(
    pa._box[2] - pa._box[0],
    pa._box[3] - pa._box[1],
    pb._box[2] - pb._box[0],
    pb._box[3] - pb._box[1],
  );
  search[1] = size + pa._box[4] + pb._box[4] || 1;
}

/** Signed surface distance of two convex shapes: the core separation minus both radii. */
function distanceConvex(sa: ConvexShape, sb: ConvexShape, out: DistanceResult): DistanceResult {
  const f = loadPair(sa, sb);
  f.stopAbove = Infinity;
  separateCores(f);
  const c = core;
  out.distance = c.separation - f.rA - f.rB;
  out.normal.x = c.nx + 0;
  out.normal.y = c.ny + 0;
  out.pointA.x = f.ox + c.pax + f.rA * c.nx;
  out.pointA.y = f.oy + c.pay + f.rA * c.ny;
  out.pointB.x = f.ox + c.pbx - f.rB * c.nx;
  out.pointB.y = f.oy + c.pby - f.rB * c.ny;
  return out;
}

function copyDistance(from: DistanceResult, to: DistanceResult): void {
  to.distance = from.distance;
  to.normal.x = from.normal.x;
  to.normal.y = from.normal.y;
  to.pointA.x = from.pointA.x;
  to.pointA.y = from.pointA.y;
  to.pointB.x = from.pointB.x;
  to.pointB.y = from.pointB.y;
}
