/* Tolerances relative to the polygon's size (its box's larger side), so art 1e-6 and 1e6 wide behave alike. */

/** Default cleaning tolerance: points closer than this × size merge, or to the line through their neighbours go. */
export const DEFAULT_CLEAN_TOLERANCE = 1e-10;

/** Verification: the pieces' areas must add up to the polygon's area within this ratio. */
export const AREA_TOLERANCE = 1e-9;

/** At most this many problems are listed by `validate` (the first found). */
export const MAX_PROBLEMS = 100;
