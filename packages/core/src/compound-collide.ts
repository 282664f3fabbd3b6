import { Collision } from './collision.js';
import { collideConvex, copyCollision, overlapsConvex } from './collide-convex.js';
import type { Compound } from './compound.js';
import { insideUnionOfParts } from './compound-containment.js';
import type { ConvexShape } from './convex-shape.js';
import { PartList } from './part-tree.js';
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
 * The part pairs whose boxes come within {@link NearPairs.grow} of each other, found through
 * the compounds' part trees (see part-tree.ts): `first[k]`, `second[k]` for k < `count`.
 */
export class NearPairs {
  first: Int32Array = new Int32Array(16);
  second: Int32Array = new Int32Array(16);
  count = 0;
  /** Input: how far apart (world units) two part boxes may be and still be listed. */
  grow = 0;

  add(i: number, j: number): void {
    if (this.count === this.first.length) {
      const first = new Int32Array(2 * this.count);
      first.set(this.first);
      this.first = first;
      const second = new Int32Array(2 * this.count);
      second.set(this.second);
      this.second = second;
    }
    this.first[this.count] = i;
    this.second[this.count] = j;
    this.count++;
  }
}

const nearA = new PartList();
const nearB = new PartList();
const box = new Float64Array(4);

/**
 * Lists into `out` the part pairs of A and B (one of them a compound) whose boxes come within
 * `out.grow`: A's parts near B's box, then, for each, B's parts near that part's box. The
 * cost grows with the parts near the other shape, not with the product of the part counts.
 */
export function gatherNearPairs(a: Shape, b: Shape, out: NearPairs): NearPairs {
  out.count = 0;
  if (a.kind !== 'compound') {
    setBox(a, out);
    (b as Compound)._partsNear(box, nearB);
    for (let k = 0; k < nearB.count; k++) out.add(0, nearB.items[k]);
    return out;
  }
  setBox(b, out);
  (a as Compound)._partsNear(box, nearA);
  for (let k = 0; k < nearA.count; k++) {
    const i = nearA.items[k];
    if (b.kind !== 'compound') {
      out.add(i, 0);
      continue;
    }
    setBox((a as Compound).parts[i], out);
    (b as Compound)._partsNear(box, nearB);
    for (let m = 0; m < nearB.count; m++) out.add(i, nearB.items[m]);
  }
  return out;
}

/**
 * The world box of a convex shape (radius included), or a compound's (through its tree), in
 * a module-level array valid until the next call: callers grow it themselves, since a double
 * argument to a call V8 does not inline would be boxed (see pair-frame.ts).
 */
export function worldBoxOf(s: Shape): Float64Array {
  if (s.kind === 'compound') {
    (s as Compound)._treeWorldBox(box);
    return box;
  }
  const part = s as ConvexShape;
  if (part._cacheStamp !== part._stamp || part._parent !== null) part._refresh();
  const b = part._box;
  box[0] = b[0] - b[4];
  box[1] = b[1] - b[4];
  box[2] = b[2] + b[4];
  box[3] = b[3] + b[4];
  return box;
}

/** box ← the world box of `s` grown by `pairs.grow` (read from the record: no double argument). */
function setBox(s: Shape, pairs: NearPairs): void {
  worldBoxOf(s);
  const grow = pairs.grow;
  box[0] -= grow;
  box[1] -= grow;
  box[2] += grow;
  box[3] += grow;
}

const pairs = new NearPairs();

/**
 * Whether any part of A overlaps any part of B (among the pairs whose boxes meet).
 * @internal
 */
export function overlapsParts(a: Shape, b: Shape): boolean {
  pairs.grow = 0;
  gatherNearPairs(a, b, pairs);
  for (let k = 0; k < pairs.count; k++) {
    if (overlapsConvex(partAt(a, pairs.first[k]), partAt(b, pairs.second[k]))) return true;
  }
  return false;
}

const trial = new Collision();
let coveredA = new Uint8Array(16);
let coveredB = new Uint8Array(16);

/**
 * Collides shapes of which at least one is a compound, by this policy:
 *
 * - every part pair whose boxes meet is collided; the **deepest** overlapping pair decides
 *   `normal`, `depth`, `mtv` and `contacts` (ties: the first pair in part order). Part MTVs
 *   are never summed: a sum would push too far along a mix of directions. Moving B by `mtv`
 *   resolves the deepest pair; other pairs may still overlap (repeat, or resolve pairs one
 *   by one).
 * - `aInB`: every part of A lies inside the union of B's parts (exact: a part straddling two
 *   parts of B counts; see compound-containment.ts, which finds it through B's sharp polygon
 *   parts, and through single parts of any kind); `bInA` the reverse.
 *
 * Allocates nothing (scratch lists grow once for a compound with more parts).
 * @internal
 */
export function collideParts(a: Shape, b: Shape, out: Collision): boolean {
  const na = partCount(a);
  const nb = partCount(b);
  if (coveredA.length < na) coveredA = new Uint8Array(na * 2);
  if (coveredB.length < nb) coveredB = new Uint8Array(nb * 2);
  coveredA.fill(0, 0, na);
  coveredB.fill(0, 0, nb);
  pairs.grow = 0;
  gatherNearPairs(a, b, pairs);
  let deepest = -1;
  let bestI = -1;
  let bestJ = -1;
  for (let k = 0; k < pairs.count; k++) {
    const i = pairs.first[k];
    const j = pairs.second[k];
    if (!collideConvex(partAt(a, i), partAt(b, j), trial)) continue;
    if (trial.aInB) coveredA[i] = 1;
    if (trial.bInA) coveredB[j] = 1;
    const earlier = i < bestI || (i === bestI && j < bestJ);
    if (trial.depth > deepest || (trial.depth === deepest && earlier)) {
      deepest = trial.depth;
      bestI = i;
      bestJ = j;
      copyCollision(trial, out);
    }
  }
  if (deepest < 0) return false;
  // The normal points from A toward B: A leaves B's union along −normal, B leaves A's along +normal.
  out.aInB = allCovered(a, b, coveredA, na, out, -1);
  out.bInA = allCovered(b, a, coveredB, nb, out, 1);
  return true;
}

/**
 * Whether every part of `inner` lies in `outer`: flagged parts lie in a single part of it;
 * any other needs the union of a compound's parts.
 */
function allCovered(
  inner: Shape,
  outer: Shape,
  flags: Uint8Array,
  count: number,
  collision: Collision,
  sign: number,
): boolean {
  for (let i = 0; i < count; i++) {
    if (flags[i] === 1) continue;
    if (outer.kind !== 'compound') return false;
    if (!insideUnionOfParts(partAt(inner, i), outer as Compound, collision.normal, sign)) return false;
  }
  return true;
}
