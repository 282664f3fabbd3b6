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
 * The coordinate range a polygon's points may span (world units): the narrow phase
 * multiplies two coordinate differences (cross and dot products, areas), which must stay
 * finite (|coordinate| ≤ 1e150) and must not underflow (a polygon at least 1e-140 across).
 * Outside it a polygon is rejected with a message saying to scale it, rather than seen as
 * collinear.
 */
export const MAX_COORDINATE = 1e150;
/** See {@link MAX_COORDINATE}. */
export const MIN_EXTENT = 1e-140;
