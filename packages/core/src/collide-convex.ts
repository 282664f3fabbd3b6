import type { Collision } from './collision.js';
import { contains } from './containment.js';
import { writeContacts } from './contacts.js';
import type { ConvexShape } from './convex-shape.js';
import { core, separateCores } from './core-separation.js';
import { loadPair } from './pair-frame.js';

/**
 * Whether two convex shapes overlap (closed sets). Allocates nothing.
 * @internal
 */
export function overlapsConvex(sa: ConvexShape, sb: ConvexShape): boolean {
  const f = loadPair(sa, sb);
  return separateCores(f, f.rA + f.rB + f.tolerance);
}

/**
 * Collides two convex shapes into `out`; returns false (out untouched) when they are apart.
 * The shapes overlap when their cores are within rA + rB, so the depth is rA + rB minus the
 * signed core separation: exact for every pair of kinds. Allocates nothing.
 * @internal
 */
export function collideConvex(sa: ConvexShape, sb: ConvexShape, out: Collision): boolean {
  const f = loadPair(sa, sb);
  const r = f.rA + f.rB;
  if (!separateCores(f, r + f.tolerance)) return false;
  // + 0 turns a −0 component (from negating a zero) into 0, so results compare equal to literals.
  out._setNormalDepth(core.nx + 0, core.ny + 0, Math.max(0, r - core.separation));
  writeContacts(f, core, out);
  out.aInB = contains(f, true);
  out.bInA = contains(f, false);
  return true;
}

/**
 * Copies every field of one collision into another without allocating.
 * @internal
 */
export function copyCollision(from: Collision, to: Collision): Collision {
  to._setNormalDepth(from.normal.x, from.normal.y, from.depth);
  const count = from.contacts.length as 1 | 2;
  for (let i = 0; i < count; i++) {
    to._points[i].x = from._points[i].x;
    to._points[i].y = from._points[i].y;
  }
  to._setContactCount(count);
  to.aInB = from.aInB;
  to.bInA = from.bInA;
  return to;
}
