import { emptyAABB } from './aabb.js';
import type { Chain } from './chain.js';
import { Collision, DistanceResult } from './collision.js';
import { collideConvex, copyCollision } from './collide-convex.js';
import type { Compound } from './compound.js';
import type { ConvexShape } from './convex-shape.js';
import { distance } from './distance.js';
import type { Shape } from './shape.js';
import type { Vec2 } from './vec2.js';

/**
 * A joint counts as bending outward (convex, seen from the free side) when the neighbour's
 * normal leans past this sine toward the segment; flatter joints are treated as flat, so a
 * polyline sampled from a smooth curve never catches (Box2D's chain uses the same 0.01).
 */
const CONVEX_JOINT_SINE = 0.01;

/** A normal within this of the face normal (1 − cos) is the face normal. */
const FACE_NORMAL_TOLERANCE = 1e-12;

const trial = new Collision();
const partBox = emptyAABB();
const single: ConvexShape[] = [];
let segmentInside = new Uint8Array(64);

/**
 * Collides shapes of which at least one is a chain, with ghost-vertex handling:
 *
 * ```
 * for each part P of the other shape, for each segment S of the chain near P:
 *   collide S with P as two convex shapes (normal N from S toward P)
 *   f = S's free normal (one-sided: the right of travel; two-sided: the side P is on)
 *   one-sided and P's centre behind S and behind each outward-bending neighbour: skip
 *   N leans toward an end of S:
 *     open end of the chain:             keep N (a real end)
 *     joint bends outward:               keep N while it lies between f and the neighbour's
 *                                        normal (the joint's own region), else skip: the
 *                                        neighbour owns that direction
 *     joint flat or bending inward:      snap N to f and measure the depth along f
 * the deepest pair kept decides, as for compounds
 * ```
 *
 * Two chains collide segment by segment without these rules. Allocates nothing (a flag
 * array grows once for a long chain).
 * @internal
 */
export function collideChain(a: Shape, b: Shape, out: Collision): boolean {
  if (a.kind === 'chain') return collideWithChain(a as Chain, b, out);
  if (!collideWithChain(b as Chain, a, out)) return false;
  out.normal.x = -out.normal.x + 0;
  out.normal.y = -out.normal.y + 0;
  out.mtv.x = -out.mtv.x + 0;
  out.mtv.y = -out.mtv.y + 0;
  const aInB = out.aInB;
  out.aInB = out.bInA;
  out.bInA = aInB;
  return true;
}

/**
 * Whether shapes of which one is a chain overlap, by the rules of {@link collideChain} (a
 * shape behind a one-sided chain does not overlap it). Allocates nothing.
 * @internal
 */
export function overlapsChain(a: Shape, b: Shape): boolean {
  return collideChain(a, b, overlapScratch);
}

const overlapScratch = new Collision();
const distanceTrial = new DistanceResult();

/**
 * The signed distance between shapes of which one is a chain: the nearest segment–part pair
 * (geometry only: distance has no sides). Allocates nothing.
 * @internal
 */
export function distanceChain(a: Shape, b: Shape, out: DistanceResult): DistanceResult {
  const pa = partsOf(a, singleA);
  const pb = partsOf(b, singleB);
  out.distance = Infinity;
  for (let i = 0; i < pa.length; i++) {
    for (let j = 0; j < pb.length; j++) {
      distance(pa[i], pb[j], distanceTrial);
      if (distanceTrial.distance < out.distance) {
        out.distance = distanceTrial.distance;
        out.normal.x = distanceTrial.normal.x;
        out.normal.y = distanceTrial.normal.y;
        out.pointA.x = distanceTrial.pointA.x;
        out.pointA.y = distanceTrial.pointA.y;
        out.pointB.x = distanceTrial.pointB.x;
        out.pointB.y = distanceTrial.pointB.y;
      }
    }
  }
  return out;
}

const singleA: ConvexShape[] = [];
const singleB: ConvexShape[] = [];

/** The convex pieces of any shape: a chain's segments, a compound's parts, or the shape itself. */
function partsOf(s: Shape, single: ConvexShape[]): readonly ConvexShape[] {
  if (s.kind === 'chain') return (s as Chain).segments;
  if (s.kind === 'compound') return (s as Compound).parts;
  single[0] = s as ConvexShape;
  return single;
}

/** The chain is A. */
function collideWithChain(chain: Chain, other: Shape, out: Collision): boolean {
  const segments = chain.segments;
  const parts = partsOf(other, single);
  const ghosts = other.kind !== 'chain';
  if (segmentInside.length < segments.length) segmentInside = new Uint8Array(2 * segments.length);
  segmentInside.fill(0, 0, segments.length);
  let partsInside = 0;
  let deepest = -1;
  const near = chain._tree.found;
  for (let j = 0; j < parts.length; j++) {
    let partInside = false;
    // A long chain meets a part through the few segments near it (its local segment tree).
    const count = chain._segmentsNear(parts[j].aabb(partBox));
    for (let k = 0; k < count; k++) {
      const i = near[k];
      if (!collideConvex(segments[i], parts[j], trial)) continue;
      if (ghosts && !admit(chain, i, parts[j], trial)) continue;
      if (trial.aInB) segmentInside[i] = 1;
      if (trial.bInA) partInside = true;
      if (trial.depth > deepest) {
        deepest = trial.depth;
        copyCollision(trial, out);
      }
    }
    if (partInside) partsInside++;
  }
  if (deepest < 0) return false;
  let allInside = true;
  for (let i = 0; i < segments.length && allInside; i++) if (segmentInside[i] === 0) allInside = false;
  out.aInB = allInside;
  out.bInA = partsInside === parts.length;
  return true;
}

/**
 * Applies the ghost-vertex rules to segment i's collision with `part` (see collideChain):
 * false to skip it; otherwise `c` is kept as it is or snapped to the segment's free normal.
 */
function admit(chain: Chain, i: number, part: ConvexShape, c: Collision): boolean {
  const rule = chainNormalRule(chain, i, part, c.normal);
  if (rule === CHAIN_SNAP) return snap(part, chain.segments[i]._worldPoints(), c);
  return rule === CHAIN_KEEP;
}

/** {@link chainNormalRule}'s answers. */
export const CHAIN_KEEP = 0;
/** */
export const CHAIN_SKIP = 1;
/** */
export const CHAIN_SNAP = 2;

/**
 * The normals chainNormalRule last worked with: the segment's free normal [x, y] (the one a
 * snap uses), then the previous and the next segment's on the same side.
 */
export const chainFreeNormal: Float64Array = new Float64Array(6);

/**
 * What the ghost-vertex rules (see collideChain) say about a contact normal from
 * segment i of the chain toward `part`: CHAIN_KEEP it, CHAIN_SKIP the contact (behind a one-sided chain,
 * or a direction a neighbour owns), or CHAIN_SNAP it to the segment's free normal, left in
 * {@link chainFreeNormal}. Shared with `@sepax/query`'s sweeps.
 */
export function chainNormalRule(chain: Chain, i: number, part: ConvexShape, normal: Vec2): number {
  const nx = normal.x;
  const ny = normal.y;
  const segments = chain.segments;
  const last = segments.length - 1;
  const w = segments[i]._worldPoints();
  const n = segments[i]._worldNormals();
  const side = chain._freeSide();
  // The segment's unit direction, from its right normal (ey, −ex) / |e|.
  const ex = -n[1];
  const ey = n[0];
  // Free normal: the free side's, or (two-sided) the side the part is on.
  let s = side;
  if (!chain.oneSided && (nx * n[0] + ny * n[1]) * side < 0) s = -side;
  const fx = s * n[0];
  const fy = s * n[1];
  const prev = i > 0 ? i - 1 : chain.loop ? last : -1;
  const next = i < last ? i + 1 : chain.loop ? 0 : -1;
  const n0 = prev >= 0 ? segments[prev]._worldNormals() : n;
  const n2 = next >= 0 ? segments[next]._worldNormals() : n;
  const f0x = s * n0[0];
  const f0y = s * n0[1];
  const f2x = s * n2[0];
  const f2y = s * n2[1];
  // Kept in a typed array, not passed as numbers: a call that is not inlined boxes doubles.
  const g = chainFreeNormal;
  g[0] = fx;
  g[1] = fy;
  g[2] = f0x;
  g[3] = f0y;
  g[4] = f2x;
  g[5] = f2y;
  const convex1 = prev >= 0 && f0x * ex + f0y * ey < -CONVEX_JOINT_SINE;
  const convex2 = next >= 0 && f2x * ex + f2y * ey > CONVEX_JOINT_SINE;
  if (chain.oneSided && isBehind(part, w, convex1, convex2)) return CHAIN_SKIP;
  const facing = nx * fx + ny * fy;
  if (facing >= 1 - FACE_NORMAL_TOLERANCE) return CHAIN_KEEP;
  const towardStart = nx * ex + ny * ey < 0;
  const neighbour = towardStart ? prev : next;
  // An open end is a real end: its own region's normals stand (one-sided, not from behind).
  if (neighbour < 0) return chain.oneSided && facing < 0 ? CHAIN_SNAP : CHAIN_KEEP;
  if (towardStart ? convex1 : convex2) return inCone(towardStart ? 2 : 4, normal) ? CHAIN_KEEP : CHAIN_SKIP;
  return CHAIN_SNAP;
}

/**
 * Box2D's one-sided test: the part's centre (the mean of its core points) is behind the
 * segment's line and behind each outward-bending neighbour's line.
 */
function isBehind(part: ConvexShape, w: ArrayLike<number>, convex1: boolean, convex2: boolean): boolean {
  const g = chainFreeNormal;
  const p = part._worldPoints();
  const count = part.count;
  let cx = 0;
  let cy = 0;
  for (let k = 0; k < count; k++) {
    cx += p[2 * k] - w[0];
    cy += p[2 * k + 1] - w[1];
  }
  cx /= count;
  cy /= count;
  if (g[0] * cx + g[1] * cy >= 0) return false;
  if (convex1 && g[2] * cx + g[3] * cy >= 0) return false;
  // Relative to the segment's second end for its next neighbour.
  const dx = cx + w[0] - w[2];
  const dy = cy + w[1] - w[3];
  return !(convex2 && g[4] * dx + g[5] * dy >= 0);
}

/**
 * Whether the unit normal lies on the short arc from the free normal f to the neighbour's
 * normal g at `slot` of chainFreeNormal (inclusive, within round-off).
 */
function inCone(slot: number, normal: Vec2): boolean {
  const v = chainFreeNormal;
  const fx = v[0];
  const fy = v[1];
  const gx = v[slot];
  const gy = v[slot + 1];
  const nx = normal.x;
  const ny = normal.y;
  const turn = fx * gy - fy * gx;
  const fromF = (fx * ny - fy * nx) * turn;
  const toG = (nx * gy - ny * gx) * turn;
  return fromF >= -FACE_NORMAL_TOLERANCE && toG >= -FACE_NORMAL_TOLERANCE && nx * (fx + gx) + ny * (fy + gy) > 0;
}

/**
 * Replaces the collision's normal by the free normal f and its depth by how far the part
 * reaches behind the segment's line; contacts are the part's deepest core points (one or two,
 * within the touching tolerance), midway between its surface and the line.
 */
function snap(part: ConvexShape, w: ArrayLike<number>, c: Collision): true {
  const fx = chainFreeNormal[0];
  const fy = chainFreeNormal[1];
  const p = part._worldPoints();
  const count = part.count;
  const r = part._radius; // current: _worldPoints() above refreshed it
  let lowest = Infinity;
  let size = 0;
  for (let k = 0; k < count; k++) {
    const dx = p[2 * k] - w[0];
    const dy = p[2 * k + 1] - w[1];
    const h = fx * dx + fy * dy;
    if (h < lowest) lowest = h;
    size = Math.max(size, Math.abs(dx), Math.abs(dy));
  }
  const depth = Math.max(0, r - lowest);
  c.normal.x = fx + 0;
  c.normal.y = fy + 0;
  c.depth = depth;
  c.mtv.x = fx * depth;
  c.mtv.y = fy * depth;
  const tol = 1e-12 * (size + r);
  let written = 0;
  for (let k = 0; k < count && written < 2; k++) {
    const dx = p[2 * k] - w[0];
    const dy = p[2 * k + 1] - w[1];
    const h = fx * dx + fy * dy;
    if (h > lowest + tol) continue;
    // The surface point is r below the core point; the contact is midway to the line.
    const shift = -r + 0.5 * (r - h);
    c._points[written].x = p[2 * k] + shift * fx;
    c._points[written].y = p[2 * k + 1] + shift * fy;
    written++;
  }
  c._setContactCount(written === 2 ? 2 : 1);
  return true;
}
