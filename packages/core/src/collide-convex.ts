import type { Collision } from './collision.js';
import { collideCircles } from './collide-circles.js';
import { collidePolygonCircle } from './collide-polygon-circle.js';
import { contains } from './containment.js';
import { writeContacts } from './contacts.js';
import type { ConvexShape } from './convex-shape.js';
import { core, separateCores } from './core-separation.js';
import { loadPair } from './pair-frame.js';
import { ONE_POINT_CORE, POLYGON_CORE } from './shape-class.js';

/**
 * Whether two convex shapes overlap (closed sets). Allocates nothing.
 * @internal
 */
export function overlapsConvex(sa: ConvexShape, sb: ConvexShape): boolean {
  return collideConvex(sa, sb, null);
}

/**
 * Collides two convex shapes into `out`; returns false (out untouched) when they are apart,
 * and with `out` null only decides the overlap. Circles and points take dedicated paths
 * ({@link collideCircles}, {@link collidePolygonCircle}); every other pair the general core
 * separation. The dispatch is written out (no helper calls): V8 inlines a chain of calls
 * only within a budget, which the arithmetic below needs. Allocates nothing.
 * @internal
 */
export function collideConvex(sa: ConvexShape, sb: ConvexShape, out: Collision | null): boolean {
  // The freshness test written out (see ConvexShape._cacheStamp): one call less per shape.
  if (sa._cacheStamp !== sa._stamp || sa._parent !== null) sa._refresh();
  if (sb._cacheStamp !== sb._stamp || sb._parent !== null) sb._refresh();
  const ca = sa._class;
  const cb = sb._class;
  if (ca === ONE_POINT_CORE) {
    if (cb === ONE_POINT_CORE) return collideCircles(sa, sb, out);
    if (cb === POLYGON_CORE) return collidePolygonCircle(sb, sa, true, out);
  } else if (ca === POLYGON_CORE && cb === ONE_POINT_CORE) return collidePolygonCircle(sa, sb, false, out);
  return collideCores(sa, sb, out);
}

/**
 * The general path: the shapes overlap when their cores are within rA + rB, so the depth is
 * rA + rB minus the signed core separation, exact for every pair of kinds. Fields are written
 * directly (a call taking doubles that is not inlined would box them).
 */
function collideCores(sa: ConvexShape, sb: ConvexShape, out: Collision | null): boolean {
  const f = loadPair(sa, sb);
  f.stopAbove = f.rA + f.rB + f.tolerance;
  if (!separateCores(f)) return false;
  if (out === null) return true;
  const depth = Math.max(0, f.rA + f.rB - core.separation);
  // + 0 turns a −0 component (from negating a zero) into 0, so results compare equal to literals.
  const nx = core.nx + 0;
  const ny = core.ny + 0;
  out.normal.x = nx;
  out.normal.y = ny;
  out.depth = depth;
  out.mtv.x = nx * depth;
  out.mtv.y = ny * depth;
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
  to.normal.x = from.normal.x;
  to.normal.y = from.normal.y;
  to.depth = from.depth;
  to.mtv.x = from.mtv.x;
  to.mtv.y = from.mtv.y;
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
