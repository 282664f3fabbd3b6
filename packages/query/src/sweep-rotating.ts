import {
  type ConvexShape,
  distance,
  DistanceResult,
  Point,
  SepaxError,
  type Shape,
  type Vec2,
  type VecLike,
} from '@sepax/core';
import { readFinite, type TransformFields } from '@sepax/core/internal';
import { convexParts, readPointInto, requireShape } from './input.js';
import { SweepHit } from './sweep.js';

/**
 * The gap (relative to the motion's size: the mover's reach from its origin plus the length
 * of `delta`) at which {@link sweepRotating} calls the shapes touching. Float round-off in
 * the distance is ~1e-15 of the coordinates, far below; a visible gap is far above.
 */
const TOUCH_GAP = 1e-9;

/**
 * Most advancement steps per pair of parts. While the mover's bounding disk is clear of the
 * target a step closes the disk's gap at the speed of the translation alone; inside it, a
 * step turns the mover by at most the gap over its reach, so a fast spin that grazes the
 * target (ever closer, never touching) takes many. Reaching the limit is refused: the time
 * reached is no contact, and reporting it as one would be a wrong answer.
 * @internal
 */
export const MAX_STEPS = 10_000;

const scratchDelta: Vec2 = { x: 0, y: 0 };
const gap = new DistanceResult();
/** The mover's position, for the gap of its bounding disk. */
const pivot = new Point();
const singleA: ConvexShape[] = [];
const singleB: ConvexShape[] = [];

/**
 * The first time of contact when `shape` moves by `delta` and at the same time turns by
 * `turn` radians about its own position (both linearly in time, as a body integrated over
 * one step), against a static `target`. Every pair of kinds is handled (compounds and
 * chains part by part; a chain counts both sides); returns null when they do not touch
 * within the motion.
 *
 * Conservative advancement (Mirtich; Box2D's `b2TimeOfImpact` solves the same problem):
 *
 * ```
 * for each pair of convex parts (A of the mover, B of the target):
 *   R = the farthest point of A's surface from the mover's position
 *   t = 0
 *   repeat: place the mover at t; d, n = distance(A, B) (n from A toward B)
 *     d ≤ tolerance: contact at t
 *     closing speed along n is at most v = delta·n + |turn|·R
 *     v ≤ 0: A's extent along n never reaches B over the rest of the motion: no contact
 *     t += d / v; t > 1: no contact
 * the earliest pair's time wins
 * ```
 *
 * Each step moves no point of A by more than the gap along n, and B lies beyond the gap
 * along n, so the reported time is never after the first contact; at that time the gap is
 * at most 1e-9 × (R + |delta|). The result's `point` is on the target's surface, `normal`
 * points from the target toward the mover, `overlapping` is set when they already touch at
 * time 0. The mover is left where it started.
 *
 * @param shape - the moving shape, at its start position and angle
 * @param delta - the translation over the whole motion, `{ x, y }` or `[x, y]`
 * @param turn - the rotation over the whole motion, radians (counter-clockwise), about the
 *   shape's position
 * @param target - the static shape
 * @param out - result to write into
 * @returns the first contact (`out` when given), or null
 * @throws SepaxError NON_FINITE, INVALID_ARGUMENT (not a shape, not a vector, bad out);
 *   INVALID_INPUT for a fast spin that grazes the target too closely to resolve in 10 000
 *   steps (split the motion into shorter ones)
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * import { sweepRotating } from '@sepax/query';
 * const plank = Polygon.box(4, 0.2, { position: [0, 3] });
 * const floor = Polygon.box(20, 1, { position: [0, -0.5] });
 * // Falls 2 units while turning a quarter turn: an end touches down before the middle would.
 * const hit = sweepRotating(plank, [0, -2], Math.PI / 2, floor);
 * hit?.time; // ≈ 0.63: an end touches down while the plank is still falling and turning
 * ```
 */
export function sweepRotating(
  shape: Shape,
  delta: VecLike,
  turn: number,
  target: Shape,
  out?: SweepHit,
): SweepHit | null {
  const mover = requireShape(shape, 'shape');
  const obstacle = requireShape(target, 'target');
  const d = readPointInto(delta, 'delta', scratchDelta);
  const w = readFinite(turn, 'turn');
  if (out !== undefined && !(out instanceof SweepHit)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'sweepRotating(shape, delta, turn, target, out): out must be a SweepHit (new SweepHit()) or left out.',
    );
  }
  const pose = mover as unknown as TransformFields;
  const x0 = pose._px;
  const y0 = pose._py;
  const a0 = pose._angle;
  const partsA = convexParts(mover, singleA);
  const partsB = convexParts(obstacle, singleB);
  let best = Infinity;
  try {
    for (let i = 0; i < partsA.length; i++) {
      const reach = reachOf(partsA[i], x0, y0);
      const tolerance = TOUCH_GAP * (reach + Math.hypot(d.x, d.y));
      for (let j = 0; j < partsB.length; j++) {
        const t = advance(mover, partsA[i], partsB[j], x0, y0, a0, d, w, reach, tolerance, best);
        if (t < best) best = t;
      }
    }
    if (best === Infinity) return null;
    const result = out ?? new SweepHit();
    writeContact(mover, partsA, partsB, x0, y0, a0, d, w, best, result);
    return result;
  } finally {
    mover.setPosition(x0, y0).setAngle(a0);
  }
}

/** How far the part's surface reaches from the point (x, y) the mover turns about. */
function reachOf(part: ConvexShape, x: number, y: number): number {
  const p = part.worldPoints();
  let far = 0;
  for (let k = 0; k < p.length; k += 2) far = Math.max(far, Math.hypot(p[k] - x, p[k + 1] - y));
  return far + part.worldRadius();
}

/** Places the mover at time t of its motion. */
function place(mover: Shape, x0: number, y0: number, a0: number, d: Vec2, turn: number, t: number): void {
  mover.setPosition(x0 + t * d.x, y0 + t * d.y).setAngle(a0 + t * turn);
}

/** Conservative advancement of one pair: its contact time, or Infinity (none before `limit`). */
function advance(
  mover: Shape,
  a: ConvexShape,
  b: ConvexShape,
  x0: number,
  y0: number,
  a0: number,
  d: Vec2,
  turn: number,
  reach: number,
  tolerance: number,
  limit: number,
): number {
  let t = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    // The part lies within `reach` of the mover's position at every angle: while that disk
    // is clear of B, only the translation can close the gap.
    pivot.setPosition(x0 + t * d.x, y0 + t * d.y);
    distance(pivot, b, gap);
    const clear = gap.distance - reach;
    let closing: number;
    let g: number;
    if (clear > tolerance) {
      g = clear;
      closing = d.x * gap.normal.x + d.y * gap.normal.y;
    } else {
      place(mover, x0, y0, a0, d, turn, t);
      distance(a, b, gap);
      if (gap.distance <= tolerance) return t;
      g = gap.distance;
      closing = d.x * gap.normal.x + d.y * gap.normal.y + Math.abs(turn) * reach;
    }
    if (closing <= 0) return Infinity;
    t += g / closing;
    if (t > 1 || t >= limit) return Infinity;
  }
  throw new SepaxError(
    'INVALID_INPUT',
    `sweepRotating: the motion (turning ${turn} radians) grazes the target too closely to resolve in ${MAX_STEPS} steps; split it into shorter motions, each turning less.`,
    { turn, maxSteps: MAX_STEPS },
  );
}

/** Writes the contact at time t: the nearest pair's closest point on the target and its normal. */
function writeContact(
  mover: Shape,
  partsA: readonly ConvexShape[],
  partsB: readonly ConvexShape[],
  x0: number,
  y0: number,
  a0: number,
  d: Vec2,
  turn: number,
  t: number,
  out: SweepHit,
): void {
  place(mover, x0, y0, a0, d, turn, t);
  let nearest = Infinity;
  for (const a of partsA) {
    for (const b of partsB) {
      distance(a, b, gap);
      if (gap.distance >= nearest) continue;
      nearest = gap.distance;
      out.point.x = gap.pointB.x;
      out.point.y = gap.pointB.y;
      out.normal.x = -gap.normal.x + 0;
      out.normal.y = -gap.normal.y + 0;
    }
  }
  out.time = t;
  out.overlapping = t === 0;
}
