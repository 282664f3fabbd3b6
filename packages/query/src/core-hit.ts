/**
 * The scratch record the core routines (`closestOnCore`, `castCore`) write into: a point on
 * the rounded surface of a convex core, its outward normal, and the core feature it lies on.
 *
 * A convex core is Box2D's proxy form: `count` flat points (1: a point, 2: a segment, n ≥ 3: a
 * counter-clockwise polygon), one outward unit normal per edge (edge i runs from point i to
 * point i + 1 mod count; a segment has two, one per side), and a radius swept around it.
 * @internal
 */
export class CoreHit {
  /** Ray: distance along the ray. Closest point: signed distance to the surface (< 0 inside). */
  distance = 0;
  /** The point on the rounded surface. */
  x = 0;
  /** The point on the rounded surface. */
  y = 0;
  /** Outward unit normal of the surface at (x, y). */
  nx = 1;
  /** Outward unit normal of the surface at (x, y). */
  ny = 0;
  /** The core feature under (x, y): the core point at parameter `s` ∈ [0, 1] of edge `edge`. */
  edge = 0;
  /** Parameter along `edge`; 0 for a vertex or a one-point core. */
  s = 0;
  /** Ray cast only: the ray starts in the shape (distance 0). */
  inside = false;

  /** Copies every field of `from`. */
  copy(from: CoreHit): void {
    this.distance = from.distance;
    this.x = from.x;
    this.y = from.y;
    this.nx = from.nx;
    this.ny = from.ny;
    this.edge = from.edge;
    this.s = from.s;
    this.inside = from.inside;
  }
}

/**
 * The input of the core routines, passed as one record rather than as loose numbers: a call
 * that V8 does not inline boxes every floating-point argument on the heap, and these routines
 * sit in hot loops that must allocate nothing.
 * @internal
 */
export class CoreQuery {
  /** The query point, or the ray's origin. */
  x = 0;
  /** The query point, or the ray's origin. */
  y = 0;
  /** Unit ray direction (ray casts only). */
  ux = 1;
  /** Unit ray direction (ray casts only). */
  uy = 0;
  /** Largest hit distance along the ray (ray casts only; may be Infinity). */
  tMax = Infinity;
  /** Radius swept around the core. */
  radius = 0;
  /** Unit tie-break direction for an undefined normal (see closestOnCore). */
  fx = 1;
  /** Unit tie-break direction for an undefined normal. */
  fy = 0;
}
