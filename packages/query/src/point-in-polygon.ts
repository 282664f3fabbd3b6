import { SepaxError, type Vec2, type VecLike } from '@sepax/core';
import { describeValue, isPointForm, readXYInto, orient } from '@sepax/core/internal';
import { isWorkablePoint, readPointInto, rejectBeyondWorkableRange } from './input.js';

/**
 * A ring of points (either winding, closing point optional): `{ x, y }` / `[x, y]` pairs, or
 * a flat `[x0, y0, x1, y1, …]` number array.
 *
 * @example
 * ```ts
 * import type { Ring } from '@sepax/query';
 * const square: Ring = [[0, 0], [4, 0], [4, 4], [0, 4]];
 * const flat: Ring = [0, 0, 4, 0, 4, 4, 0, 4];
 * ```
 */
export type Ring = readonly VecLike[] | readonly number[];

/**
 * A polygon for {@link pointInPolygon}: one ring, or an outer ring with holes.
 *
 * @example
 * ```ts
 * import type { PolygonWithHoles } from '@sepax/query';
 * const frame: PolygonWithHoles = {
 *   outer: [[0, 0], [10, 0], [10, 10], [0, 10]],
 *   holes: [[[3, 3], [7, 3], [7, 7], [3, 7]]],
 * };
 * ```
 */
export type PolygonWithHoles = Ring | { readonly outer: Ring; readonly holes?: readonly Ring[] };

const scratchPoint: Vec2 = { x: 0, y: 0 };

/**
 * Whether `point` lies in a simple polygon — convex or concave, with or without holes. The
 * polygon is a closed set: a point on the outer ring or on a hole's ring is inside.
 *
 * Exact: every side-of-edge decision is the sign of Shewchuk's adaptive-precision orientation
 * determinant, so a point on an edge or a vertex is found on it for any float coordinates, and
 * no round-off flips the answer. Rings may wind either way. For a self-crossing ring the
 * answer follows the even-odd rule. O(n), allocates nothing.
 *
 * @param point - the query point, `{ x, y }` or `[x, y]`
 * @param polygon - a ring, or `{ outer, holes }`
 * @throws SepaxError NON_FINITE (a coordinate is NaN or ±Infinity), TOO_FEW_POINTS (a ring
 *   with fewer than 3 points), INVALID_ARGUMENT (not a point, not a ring)
 *
 * @example
 * ```ts
 * import { pointInPolygon } from '@sepax/query';
 * const u = [[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3]];
 * pointInPolygon([1.5, 2], u); // false — in the notch
 * pointInPolygon([1, 2], u); // true — on the notch's edge
 * pointInPolygon({ x: 5, y: 5 }, { outer: [[0, 0], [10, 0], [10, 10], [0, 10]], holes: [[[4, 4], [6, 4], [6, 6], [4, 6]]] }); // false
 * ```
 */
export function pointInPolygon(point: VecLike, polygon: PolygonWithHoles): boolean {
  const p = readPointInto(point, 'point', scratchPoint);
  if (isRing(polygon)) return ringCrossings(polygon, p, LONE_RING) !== 0;
  if (polygon === null || typeof polygon !== 'object') {
    throw new SepaxError('INVALID_ARGUMENT', 'polygon must be a ring (array of points) or { outer, holes }.');
  }
  const holes = polygon.holes ?? NO_HOLES;
  if (!Array.isArray(holes)) throw new SepaxError('INVALID_ARGUMENT', 'polygon.holes must be an array of rings.');
  // Every ring is read to the end, even after the point is found on one, so bad input
  // anywhere is reported the same way wherever the point lies.
  const outer = ringCrossings(polygon.outer, p, OUTER);
  let onBoundary = outer === ON_BOUNDARY;
  let parity = onBoundary ? 0 : outer;
  for (let h = 0; h < holes.length; h++) {
    const crossings = ringCrossings(holes[h], p, h);
    if (crossings === ON_BOUNDARY) onBoundary = true;
    else parity ^= crossings;
  }
  return onBoundary || parity !== 0;
}

/** Returned by {@link ringCrossings} when the point lies on the ring. */
const ON_BOUNDARY = -1;
/** Ring ids, for error messages only: a lone ring, the outer ring, or h ≥ 0 for hole h. */
const LONE_RING = -1;
const OUTER = -2;
const NO_HOLES: readonly Ring[] = [];

function ringName(ringId: number): string {
  if (ringId === LONE_RING) return 'polygon';
  return ringId === OUTER ? 'polygon.outer' : `polygon.holes[${ringId}]`;
}

function isRing(polygon: PolygonWithHoles): polygon is Ring {
  return Array.isArray(polygon);
}

/**
 * Crossing parity (0 or 1) of the ray from (px, py) toward +x with the ring, or ON_BOUNDARY.
 *
 * Half-open rule: an edge counts when one end is strictly above the ray's line and the other
 * on or below it, so a ray through a vertex counts it exactly once. Whether the crossing is
 * right of the point is the exact orientation of the point against the edge, read in the
 * edge's upward direction.
 */
function ringCrossings(ring: Ring, p: Vec2, ringId: number): number {
  const n = ringLength(ring, ringId);
  const px = p.x;
  const py = p.y;
  let parity = 0;
  let onBoundary = false;
  let a = readVertex(ring, n - 1, ringId, vertexA);
  let b = vertexB;
  for (let i = 0; i < n; i++) {
    readVertex(ring, i, ringId, b);
    // Only an edge whose y-range holds py can cross the ray or carry the point.
    if ((a.y <= py || b.y <= py) && (a.y >= py || b.y >= py)) {
      const side = orient(a, b, p);
      if (side === 0 && (a.x <= px || b.x <= px) && (a.x >= px || b.x >= px)) onBoundary = true;
      if (a.y <= py && b.y > py && side > 0) parity ^= 1;
      else if (b.y <= py && a.y > py && side < 0) parity ^= 1;
    }
    const previous = a;
    a = b;
    b = previous;
  }
  return onBoundary ? ON_BOUNDARY : parity;
}

// Vertices are read into these two records, not returned as numbers: a float returned by a
// call V8 does not inline is boxed on the heap.
const vertexA: Vec2 = { x: 0, y: 0 };
const vertexB: Vec2 = { x: 0, y: 0 };

function ringLength(ring: Ring, ringId: number): number {
  if (!Array.isArray(ring))
    throw new SepaxError('INVALID_ARGUMENT', `${ringName(ringId)} must be an array of points or a flat number array.`);
  const flat = typeof ring[0] === 'number';
  if (flat && ring.length % 2 !== 0) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${ringName(ringId)} is a flat array of odd length ${ring.length}; give x, y pairs.`,
    );
  }
  const n = flat ? ring.length / 2 : ring.length;
  if (n < 3) throw new SepaxError('TOO_FEW_POINTS', `${ringName(ringId)} has ${n} points; a ring needs at least 3.`);
  return n;
}

/** Reads and validates vertex i of a ring in either form into `out` (nothing is copied). */
function readVertex(ring: Ring, i: number, ringId: number, out: Vec2): Vec2 {
  if (typeof ring[0] === 'number') {
    const x: unknown = ring[2 * i];
    const y: unknown = ring[2 * i + 1];
    if (typeof x !== 'number' || typeof y !== 'number') rejectVertex([x, y], ringId, i);
    out.x = x;
    out.y = y;
  } else if (!readXYInto((ring as readonly VecLike[])[i], out)) {
    rejectVertex((ring as readonly VecLike[])[i], ringId, i);
  }
  if (!Number.isFinite(out.x) || !Number.isFinite(out.y)) {
    throw new SepaxError(
      'NON_FINITE',
      `${ringName(ringId)}[${i}] has a non-finite coordinate (${out.x}, ${out.y}); pass finite numbers.`,
      { index: i },
    );
  }
  if (!isWorkablePoint(out)) rejectBeyondWorkableRange(out, `${ringName(ringId)}[${i}]`);
  return out;
}

function rejectVertex(v: unknown, ringId: number, i: number): never {
  const what = ringName(ringId);
  if (isPointForm(v)) {
    throw new SepaxError('INVALID_ARGUMENT', `${what}[${i}] must have numeric x and y.`, { index: i });
  }
  throw new SepaxError('INVALID_ARGUMENT', `${what}[${i}] must be { x, y } or [x, y]; got ${describeValue(v)}.`);
}
