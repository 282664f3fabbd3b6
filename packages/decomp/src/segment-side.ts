/** The side test's margin, relative to the sum of the magnitudes of its terms. */
const SIDE_MARGIN = 1e-12;
/**
 * Below this the terms may be subnormal, where round-off is no longer relative: such tiny
 * coordinates are never rejected by the side test (overflow gives NaN or ∞: never either).
 */
const MIN_MARGIN = 1e-290;

/**
 * Whether both ends of segment j lie strictly on one side of segment i's line, by more than the margin (`segments`
 * holds x0, y0, x1, y1 per segment). @internal
 */
export function clearlyOneSide(segments: Float64Array, i: number, j: number): boolean {
  const ax = segments[4 * i];
  const ay = segments[4 * i + 1];
  const a = ay - segments[4 * i + 3];
  const b = segments[4 * i + 2] - ax;
  const c = a * ax + b * ay;
  const cSize = Math.abs(a * ax) + Math.abs(b * ay);
  const x0 = segments[4 * j];
  const y0 = segments[4 * j + 1];
  const x1 = segments[4 * j + 2];
  const y1 = segments[4 * j + 3];
  const d0 = a * x0 + b * y0 - c;
  const d1 = a * x1 + b * y1 - c;
  if (d0 > 0 !== d1 > 0) return false;
  const m0 = SIDE_MARGIN * (Math.abs(a * x0) + Math.abs(b * y0) + cSize);
  const m1 = SIDE_MARGIN * (Math.abs(a * x1) + Math.abs(b * y1) + cSize);
  return Math.abs(d0) > m0 && Math.abs(d1) > m1 && Math.min(m0, m1) > MIN_MARGIN;
}
