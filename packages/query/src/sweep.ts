import { type Compound, type ConvexShape, SepaxError, type Shape, type Vec2, type VecLike } from '@sepax/core';
import { isChain, PartList, type PartsNear, worldBoxOf, type WorldRadiusField } from '@sepax/core/internal';
import { chainSweepHit } from './chain-rules.js';
import { castCore } from './core-cast.js';
import { closestOnCore } from './core-closest.js';
import { CoreHit, CoreQuery } from './core-hit.js';
import {
  convexParts,
  measureDirection,
  measuredDirection,
  type QueryShape,
  readPointInto,
  requireShape,
} from './input.js';
import { MinkowskiDifference, minkowskiDifference } from './minkowski.js';

/**
 * Where a moving shape first touches a static one (the result of {@link sweep}).
 *
 * - `time` ∈ [0, 1]: the fraction of `delta` travelled at first contact; moving the shape by
 *   `time × delta` leaves the two touching.
 * - `point`: the contact point at that time, on the target's surface.
 * - `normal`: the unit contact normal, pointing from the target toward the moving shape (the
 *   target's face normal, or the moving shape's face normal reversed when a corner of the
 *   target meets a face of the mover); the way to slide or bounce. When `overlapping`, it is
 *   the direction in which to move the shape to separate them by the least distance.
 * - `overlapping`: the shapes already overlap (or touch) at time 0; `time` is then 0.
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * import { SweepHit, sweep } from '@sepax/query';
 * const out = new SweepHit();
 * sweep(new Circle(1), [10, 0], new Circle(1, { position: [6, 0] }), out)?.time; // 0.4
 * ```
 */
export class SweepHit {
  /** Fraction of `delta` at first contact, in [0, 1]. */
  time = 0;
  /** Contact point at `time`, on the target's surface. */
  readonly point: Vec2 = { x: 0, y: 0 };
  /** Unit contact normal, from the target toward the moving shape. */
  readonly normal: Vec2 = { x: -1, y: 0 };
  /** The shapes overlap (or touch) already at time 0. */
  overlapping = false;
}

const scratchDelta: Vec2 = { x: 0, y: 0 };
const scratchHit = new CoreHit();
// The motion as a ray from the origin of configuration space (see minkowskiDifference).
const motion = new CoreQuery();
const bestHit = new CoreHit();
const difference = new MinkowskiDifference();

/**
 * The first time of contact when `shape` moves in a straight line by `delta` against a static
 * `target`, for every pair of core shapes (`Compound`s included: the earliest pair of parts).
 * Returns null when they never touch within the motion.
 *
 * Exact, no iteration: the motion is a ray cast from the origin along `delta` against the
 * Minkowski difference target ⊕ (−shape), rounded by the sum of the radii. For two polygons
 * this is the swept separating-axis test done fully — every face normal of either polygon is
 * an axis, each gives the interval of times its projections overlap, and the first contact is
 * where the intervals meet; rounded shapes add the closed form of a ray against a circle.
 * So nothing tunnels, however thin the target or fast the motion. The only error is float
 * round-off (about 1e-15 relative to the shapes' coordinates).
 *
 * Initial overlap (touching counts) gives `time` 0 and `overlapping: true`, whatever `delta`;
 * a zero `delta` is allowed and only tests overlap.
 *
 * @param shape - the moving shape, at its start position
 * @param delta - the translation over the whole motion, `{ x, y }` or `[x, y]`
 * @param target - the static shape
 * @param out - result to write into (allocation-free reuse)
 * @returns the first contact (`out` when given), or null
 * @throws SepaxError NON_FINITE, INVALID_ARGUMENT (not a shape, not a vector)
 *
 * @example
 * ```ts
 * import { Circle, Polygon } from '@sepax/core';
 * import { sweep } from '@sepax/query';
 * const ball = new Circle(0.5, { position: [0, 10] });
 * const floor = Polygon.box(20, 1, { position: [0, -0.5] });
 * const hit = sweep(ball, [0, -20], floor); // { time: 0.475, normal: { x: 0, y: 1 }, point: { x: 0, y: 0 }, … }
 * if (hit) ball.translate(0, -20 * hit.time); // resting on the floor
 * ```
 */
export function sweep(shape: Shape, delta: VecLike, target: Shape, out?: SweepHit): SweepHit | null {
  const moving = requireShape(shape, 'shape');
  const obstacle = requireShape(target, 'target');
  if (out !== undefined && !(out instanceof SweepHit)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'sweep(shape, delta, target, out): out must be a SweepHit (new SweepHit()) or left out.',
    );
  }
  measureDirection(readPointInto(delta, 'delta', scratchDelta));
  const length = measuredDirection[0];
  motion.x = 0;
  motion.y = 0;
  motion.ux = measuredDirection[1];
  motion.uy = measuredDirection[2];
  motion.tMax = length;
  if (!sweepParts(moving, obstacle)) return null;
  const result = out ?? new SweepHit();
  result.time = bestHit.inside ? 0 : Math.min(1, bestHit.distance / length);
  result.overlapping = bestHit.inside;
  result.point.x = bestHit.x;
  result.point.y = bestHit.y;
  result.normal.x = bestHit.nx + 0; // + 0: −0 becomes 0
  result.normal.y = bestHit.ny + 0;
  return result;
}

/**
 * Earliest contact over the pairs of parts into `bestHit` (its x, y: the contact point). With
 * a compound, the part trees of core list only the parts near the path:
 *
 *   obstacle parts whose boxes the moving shape's box meets on its way, in order of the
 *     earliest time the two boxes can meet (a lower bound on the parts' contact time)
 *   for each, until that bound passes the earliest contact found so far:
 *     the moving parts whose boxes meet the obstacle part's box swept back along the motion
 *
 * so the cost grows with the parts near the path and before the first contact.
 */
function sweepParts(moving: QueryShape, obstacle: QueryShape): boolean {
  const still = motion.tMax === 0;
  if (isChain(moving) || isChain(obstacle)) return sweepEveryPair(moving, obstacle, still);
  if (moving.kind !== 'compound' && obstacle.kind !== 'compound') {
    if (!sweepPair(moving as ConvexShape, obstacle as ConvexShape, still, scratchHit)) return false;
    bestHit.copy(scratchHit);
    return true;
  }
  setMovingBox(moving);
  listObstacleParts(obstacle);
  let found = false;
  for (let k = 0; k < order.count; k++) {
    const j = order.items[k];
    // Beyond the earliest contact found (with round-off to spare), no later part can come first.
    if (entry[j] > motion.tMax * (1 + 1e-9)) break;
    const b = obstacle.kind === 'compound' ? (obstacle as Compound).parts[j] : (obstacle as ConvexShape);
    listMovingParts(moving, b);
    for (let m = 0; m < movingParts.count; m++) {
      const i = movingParts.items[m];
      const a = moving.kind === 'compound' ? (moving as Compound).parts[i] : (moving as ConvexShape);
      if (!sweepPair(a, b, still, scratchHit)) continue;
      bestHit.copy(scratchHit);
      if (scratchHit.inside) return true;
      // Later pairs must touch earlier to count.
      motion.tMax = scratchHit.distance;
      found = true;
    }
  }
  return found;
}

const singleA: ConvexShape[] = [];
const singleB: ConvexShape[] = [];

/** Earliest contact over every pair of parts, for chains: their segments are the parts, and a chain's side rules decide. */
function sweepEveryPair(moving: QueryShape, obstacle: QueryShape, still: boolean): boolean {
  const partsA = convexParts(moving, singleA);
  const partsB = convexParts(obstacle, singleB);
  let found = false;
  for (let i = 0; i < partsA.length; i++) {
    for (let j = 0; j < partsB.length; j++) {
      if (!sweepPair(partsA[i], partsB[j], still, scratchHit)) continue;
      if (!chainSweepHit(obstacle, j, partsA[i], scratchHit)) continue;
      bestHit.copy(scratchHit);
      if (scratchHit.inside) return true;
      motion.tMax = scratchHit.distance;
      found = true;
    }
  }
  return found;
}

const movingBox = new Float64Array(4);
const pathBox = new Float64Array(4);
const order = new PartList();
const movingParts = new PartList();
let entry = new Float64Array(16);

/** movingBox ← the moving shape's world box at time 0. */
function setMovingBox(moving: Shape): void {
  const box = worldBoxOf(moving);
  for (let k = 0; k < 4; k++) movingBox[k] = box[k];
}

/**
 * order ← the obstacle's parts whose boxes the moving box meets on its path, sorted by
 * entry[j]: the first distance along the motion at which the two boxes meet.
 */
function listObstacleParts(obstacle: Shape): void {
  const dx = motion.ux * motion.tMax;
  const dy = motion.uy * motion.tMax;
  pathBox[0] = movingBox[0] + Math.min(0, dx);
  pathBox[1] = movingBox[1] + Math.min(0, dy);
  pathBox[2] = movingBox[2] + Math.max(0, dx);
  pathBox[3] = movingBox[3] + Math.max(0, dy);
  if (obstacle.kind === 'compound') (obstacle as unknown as PartsNear)._partsNear(pathBox, order);
  else {
    order.count = 0;
    order.add(0);
  }
  const parts = partCountOf(obstacle);
  if (entry.length < parts) entry = new Float64Array(2 * parts);
  for (let k = 0; k < order.count; k++) {
    const j = order.items[k];
    setEntry(j, worldBoxOf(obstacle.kind === 'compound' ? (obstacle as Compound).parts[j] : obstacle));
  }
  sortByEntry(order);
}

/**
 * entry[j] ← the first distance along the motion at which movingBox meets box `b` (0 if they
 * meet already, Infinity if never), per axis the gap over the speed along it. (Written, not
 * returned: a double crossing a call V8 does not inline is boxed.)
 */
function setEntry(j: number, b: Float64Array): void {
  // The bound accumulates in entry[j] itself: a local starting at the integer 0 and merged
  // with doubles would be a tagged value, boxed on every store (16 bytes a part).
  entry[j] = 0;
  for (let axis = 0; axis < 2; axis++) {
    const min = movingBox[axis];
    const max = movingBox[axis + 2];
    const u = axis === 0 ? motion.ux : motion.uy;
    if (max >= b[axis] && b[axis + 2] >= min) continue;
    const gap = u > 0 ? b[axis] - max : min - b[axis + 2];
    entry[j] = Math.max(entry[j], u !== 0 && gap >= 0 ? gap / Math.abs(u) : Number.POSITIVE_INFINITY);
  }
}

let mergeScratch: Int32Array = new Int32Array(64);

/**
 * Sorts the list by entry[] without allocating: insertion sort for a short list, else a
 * bottom-up merge sort through a scratch array that grows once (a path through a large
 * compound lists thousands of parts).
 */
function sortByEntry(list: PartList): void {
  const count = list.count;
  if (count <= 32) {
    insertionSort(list.items, count);
    return;
  }
  if (mergeScratch.length < count) mergeScratch = new Int32Array(2 * count);
  let from = list.items;
  let to = mergeScratch;
  for (let width = 1; width < count; width *= 2) {
    for (let lo = 0; lo < count; lo += 2 * width)
      merge(from, to, lo, Math.min(lo + width, count), Math.min(lo + 2 * width, count));
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== list.items) for (let k = 0; k < count; k++) list.items[k] = from[k];
}

function insertionSort(items: Int32Array, count: number): void {
  for (let k = 1; k < count; k++) {
    const item = items[k];
    const key = entry[item];
    let m = k - 1;
    while (m >= 0 && entry[items[m]] > key) {
      items[m + 1] = items[m];
      m--;
    }
    items[m + 1] = item;
  }
}

/** Merges the sorted runs from[lo … mid − 1] and from[mid … hi − 1] into to[lo … hi − 1] (stable). */
function merge(from: Int32Array, to: Int32Array, lo: number, mid: number, hi: number): void {
  let i = lo;
  let j = mid;
  for (let k = lo; k < hi; k++) {
    if (i < mid && (j >= hi || entry[from[i]] <= entry[from[j]])) to[k] = from[i++];
    else to[k] = from[j++];
  }
}

/** movingParts ← the moving parts whose boxes meet obstacle part b's box swept back by the motion so far. */
function listMovingParts(moving: Shape, b: ConvexShape): void {
  if (moving.kind !== 'compound') {
    movingParts.count = 0;
    movingParts.add(0);
    return;
  }
  const dx = motion.ux * motion.tMax;
  const dy = motion.uy * motion.tMax;
  const box = worldBoxOf(b);
  pathBox[0] = box[0] - Math.max(0, dx);
  pathBox[1] = box[1] - Math.max(0, dy);
  pathBox[2] = box[2] - Math.min(0, dx);
  pathBox[3] = box[3] - Math.min(0, dy);
  (moving as unknown as PartsNear)._partsNear(pathBox, movingParts);
}

function partCountOf(s: Shape): number {
  return s.kind === 'compound' ? (s as Compound).parts.length : 1;
}

/**
 * One pair: ray cast against the rounded Minkowski difference, then the contact point rebuilt
 * from the features of A and B that made the face or vertex hit.
 */
function sweepPair(a: ConvexShape, b: ConvexShape, still: boolean, hit: CoreHit): boolean {
  const m = minkowskiDifference(a, b, difference);
  // minkowskiDifference refreshed both world caches, so the radius fields are current (see refreshWorld).
  motion.radius = (a as ConvexShape & WorldRadiusField)._radius + (b as ConvexShape & WorldRadiusField)._radius;
  if (still) {
    // No motion: only an initial overlap counts.
    motion.fx = 1;
    motion.fy = 0;
    closestOnCore(motion, m.points, m.normals, m.count, hit);
    if (hit.distance > 0) return false;
    hit.distance = 0;
    hit.inside = true;
  } else if (!castCore(motion, m.points, m.normals, m.count, hit)) {
    return false;
  }
  contactOnTarget(m, b, hit);
  return true;
}

/**
 * The hit lies over the point of M's core at parameter s of edge k; the same parameter on the
 * B vertices that made that edge gives B's core point, and the target's surface is `radius`
 * beyond it along the normal.
 */
function contactOnTarget(m: MinkowskiDifference, b: ConvexShape, hit: CoreHit): void {
  const wb = b.worldPoints();
  const k = hit.edge;
  const next = k + 1 === m.count ? 0 : k + 1;
  const j0 = m.fromB[k];
  const j1 = m.fromB[next];
  const s = hit.s;
  const r = (b as ConvexShape & WorldRadiusField)._radius;
  hit.x = wb[2 * j0] + s * (wb[2 * j1] - wb[2 * j0]) + r * hit.nx;
  hit.y = wb[2 * j0 + 1] + s * (wb[2 * j1 + 1] - wb[2 * j0 + 1]) + r * hit.ny;
}
