import { Collision } from './collision.js';
import { collideConvex, copyCollision, overlapsConvex } from './collide-convex.js';
import type { Compound } from './compound.js';
import { insideUnionOfParts } from './compound-containment.js';
import type { ConvexShape } from './convex-shape.js';
import type { Shape } from './shape.js';

/**
 * How many convex parts a shape has: a compound's parts, or the shape itself.
 * @internal
 */
export function partCount(s: Shape): number {
  return s.kind === 'compound' ? (s as Compound).parts.length : 1;
}

/**
 * Convex part `i` of a shape (a convex shape is its own only part).
 * @internal
 */
export function partAt(s: Shape, i: number): ConvexShape {
  return s.kind === 'compound' ? (s as Compound).parts[i] : (s as ConvexShape);
}

/**
 * Whether any part of A overlaps any part of B.
 * @internal
 */
export function overlapsParts(a: Shape, b: Shape): boolean {
  const na = partCount(a);
  const nb = partCount(b);
  for (let i = 0; i < na; i++) {
    for (let j = 0; j < nb; j++) if (overlapsConvex(partAt(a, i), partAt(b, j))) return true;
  }
  return false;
}

const trial = new Collision();
let coveredA = new Uint8Array(16);
let coveredB = new Uint8Array(16);

/**
 * Collides shapes of which at least one is a compound, by this policy:
 *
 * - every part pair is collided; the **deepest** overlapping pair decides `normal`, `depth`,
 *   `mtv` and `contacts` (ties: the first pair in part order). Part MTVs are never summed:
 *   a sum would push too far along a mix of directions. Moving B by `mtv` resolves the
 *   deepest pair; other pairs may still overlap (repeat, or resolve pairs one by one).
 * - `aInB`: every part of A lies inside the union of B's parts (exact: a part straddling two
 *   parts of B counts; see compound-containment.ts, which finds it through B's sharp polygon
 *   parts, and through single parts of any kind); `bInA` the reverse.
 *
 * Allocates nothing (scratch flags grow once for a compound with more parts).
 * @internal
 */
export function collideParts(a: Shape, b: Shape, out: Collision): boolean {
  const na = partCount(a);
  const nb = partCount(b);
  if (coveredA.length < na) coveredA = new Uint8Array(na * 2);
  if (coveredB.length < nb) coveredB = new Uint8Array(nb * 2);
  coveredA.fill(0, 0, na);
  coveredB.fill(0, 0, nb);
  let deepest = -1;
  for (let i = 0; i < na; i++) {
    for (let j = 0; j < nb; j++) {
      if (!collideConvex(partAt(a, i), partAt(b, j), trial)) continue;
      if (trial.aInB) coveredA[i] = 1;
      if (trial.bInA) coveredB[j] = 1;
      if (trial.depth > deepest) {
        deepest = trial.depth;
        copyCollision(trial, out);
      }
    }
  }
  if (deepest < 0) return false;
  out.aInB = allCovered(a, b, coveredA, na);
  out.bInA = allCovered(b, a, coveredB, nb);
  return true;
}

/**
 * Whether every part of `inner` lies in `outer`: flagged parts lie in a single part of it;
 * any other needs the union of a compound's parts.
 */
function allCovered(inner: Shape, outer: Shape, flags: Uint8Array, count: number): boolean {
  for (let i = 0; i < count; i++) {
    if (flags[i] === 1) continue;
    if (outer.kind !== 'compound' || !insideUnionOfParts(partAt(inner, i), outer as Compound)) return false;
  }
  return true;
}
