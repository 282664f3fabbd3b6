/**
 * Tolerances of @sepax/decomp, each relative to the polygon's size (the larger side of its
 * bounding box) unless the name says otherwise, so art 1e-6 wide and 1e6 wide behave alike.
 */

/**
 * Default cleaning tolerance: vertices closer than this × size are one vertex, a vertex closer than this × size to
 * the line through its neighbours is collinear.
 */
export const DEFAULT_CLEAN_TOLERANCE = 1e-10;

/** Verification: the pieces' areas must add up to the polygon's area within this ratio. */
export const AREA_TOLERANCE = 1e-9;

/** At most this many problems are listed by `validate` (the first found). */
export const MAX_PROBLEMS = 100;
