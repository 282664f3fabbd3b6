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
