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
 * The smallest extent (world units) a polygon may have: below it the products of its
 * coordinate differences underflow. See {@link MAX_COORDINATE}.
 *
 * @example
 * ```ts
 * import { MIN_EXTENT } from '@sepax/core';
 * const size = 1e-150;
 * size < MIN_EXTENT; // true: scale such a shape up before building it
 * ```
 */
export const MIN_EXTENT = 1e-140;
