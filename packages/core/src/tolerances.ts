import { SepaxError } from './errors.js';

/**
 * Tolerances, each relative to the size of the shape it applies to (the largest extent of
 * its points), so a shape 1e-6 wide and one 1e6 wide are treated alike.
 */

/**
 * Two polygon vertices closer than this × size are one vertex; a vertex closer than this ×
 * size to the line through its neighbours is collinear and dropped. 1e-10 keeps every
 * deliberate feature of art in float64 yet catches the round-off of repeated points.
 */
export const RELATIVE_MERGE_TOLERANCE = 1e-10;

/** A capsule whose segment is shorter than this × radius is treated as a circle. */
export const DEGENERATE_SEGMENT_TOLERANCE = 1e-12;

/** Non-uniform scale counts as uniform when |sx| and |sy| differ by less than this ratio. */
export const UNIFORM_SCALE_TOLERANCE = 1e-12;

/**
 * The coordinate range sepax computes in (world units): the narrow phase and decomposition
 * multiply two coordinate differences (cross and dot products, areas), which must stay
 * finite (|coordinate| ≤ 1e150) and must not underflow (a polygon at least 1e-140 across,
 * see {@link MIN_EXTENT}). Outside it a shape or polygon is rejected with a message saying
 * to scale it, rather than answered wrongly or seen as collinear.
 *
 * @example
 * ```ts
 * import { MAX_COORDINATE, Polygon } from '@sepax/core';
 * const worldToSepax = 1 / 1000; // a world in millimetres, simulated in metres
 * Math.abs(5e152 * worldToSepax) <= MAX_COORDINATE; // true: scaled, it fits
 * Polygon.box(2, 2, { position: [5e152 * worldToSepax, 0] });
 * ```
 */
export const MAX_COORDINATE = 1e150;

/**
 * The smallest extent (world units) a polygon, circle or capsule may have (a point has none):
 * below it the products of its coordinate differences underflow (a circle of radius 1e-320
 * would get a NaN normal). See {@link MAX_COORDINATE}.
 *
 * @example
 * ```ts
 * import { MIN_EXTENT } from '@sepax/core';
 * const size = 1e-150;
 * size < MIN_EXTENT; // true: scale such a shape up before building it
 * ```
 */
export const MIN_EXTENT = 1e-140;

/**
 * Rejects geometry outside the workable range: coordinates reaching beyond
 * {@link MAX_COORDINATE}, or an extent above 0 but under {@link MIN_EXTENT}. `what` starts
 * the message ("Polygon", "The outer ring"). Shared by core's polygon constructor and the
 * sibling packages through `@sepax/core/internal`.
 *
 * @example
 * ```ts
 * import { requireWorkableRange } from '@sepax/core/internal';
 * requireWorkableRange(1e3, 2, 'Polygon'); // fine
 * // requireWorkableRange(1e200, 2, 'Polygon') throws INVALID_ARGUMENT: scale it down
 * ```
 */
export function requireWorkableRange(reach: number, extent: number, what: string): void {
  if (reach > MAX_COORDINATE) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} coordinates reach ${reach.toExponential(2)}; sepax works within ±${MAX_COORDINATE} (products of two coordinates must stay finite): scale it down.`,
    );
  }
  if (extent > 0 && extent < MIN_EXTENT) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} is only ${extent.toExponential(2)} across; below ${MIN_EXTENT} the products of its coordinate differences underflow: scale it up.`,
    );
  }
}

/**
 * How far from the origin a transformed shape may be, as a multiple of its own size (2^36,
 * about 6.9e10). A world coordinate is rounded to about 2^-52 of its magnitude, so out there
 * a shape's geometry carries errors up to ~2^-16 (1.5e-5) of its size; further out it is
 * visibly deformed (a unit box at 1e16 collapses to a segment) and collisions would be
 * answered for a different shape. Such a shape is rejected (INVALID_ARGUMENT) when its world
 * geometry is first used. Points built in place with no transform are exempt: they are taken
 * exactly as given.
 *
 * @example
 * ```ts
 * import { MAX_REACH_PER_SIZE, Polygon } from '@sepax/core';
 * const crate = Polygon.box(1, 1, { position: [1e9, 0] }); // 1e9 < MAX_REACH_PER_SIZE × 1: fine
 * crate.aabb();
 * // Polygon.box(1, 1, { position: [1e16, 0] }).aabb() throws INVALID_ARGUMENT:
 * // re-centre the world near the action instead.
 * ```
 */
export const MAX_REACH_PER_SIZE = 2 ** 36;
