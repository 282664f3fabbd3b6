import { requireWorkableRange } from '@sepax/core';
import { fromSvgPath, type PolygonWithHoles, type RegionReport } from '@sepax/decomp';
import { boundsOf, sizeOf } from '../bounds.js';
import type { FillRule } from './read-svg.js';
import { lengthScale, type Matrix } from './transform.js';

/** Largest distance between an SVG curve and its flattened polyline, in user units after the transform. */
const SVG_FLATTEN_TOLERANCE = 0.1;
/** …and at most this fraction of the outline's extent, so small art keeps its shape (a circle of radius 0.2 stays round, not a square). */
const TOLERANCE_PER_EXTENT = 0.01;
/** …and at least this fraction of the path's largest outline, so a curve never needs more than about 10⁵ segments. */
const MIN_TOLERANCE_PER_EXTENT = 1e-9;
/** When nothing is left at a tolerance (the art is smaller than it), the next try divides it by this. */
const EMPTY_REFINEMENT = 1e3;
/** Tries before an outline that stays empty is taken to enclose nothing (lines, zero-size shapes). */
const MAX_TRIES = 8;

/**
 * Flattens one outline element's path data (`d`, in its own user units) into polygons,
 * within SVG_FLATTEN_TOLERANCE after its transform `matrix` but never coarser than
 * TOLERANCE_PER_EXTENT of the outline's own size. Before, the fixed tolerance dropped a
 * circle of radius 0.05 without a word and turned one of radius 0.2 into a square.
 * The same tolerance cleans the element's region (decomp's region stage); `out` reports it.
 * @internal
 */
export function flattenOutline(d: string, matrix: Matrix, fillRule: FillRule, out?: RegionReport): PolygonWithHoles[] {
  const scale = lengthScale(matrix);
  // Beyond MAX_COORDINATE the art's coordinates overflow, and the tolerance below would be 0.
  requireWorkableRange(scale, 0, 'The transform');
  let tolerance = SVG_FLATTEN_TOLERANCE / (scale || 1);
  for (let tries = 1; ; tries++) {
    const polygons = fromSvgPath(d, { tolerance, fillRule }, out);
    const extents = polygons.map((polygon) => sizeOf(boundsOf([polygon.outer])));
    const smallest = extents.reduce((a, b) => Math.min(a, b), Infinity);
    const largest = extents.reduce((a, b) => Math.max(a, b), 0);
    const wanted =
      polygons.length === 0
        ? tolerance / EMPTY_REFINEMENT
        : Math.max(Math.min(tolerance, TOLERANCE_PER_EXTENT * smallest), MIN_TOLERANCE_PER_EXTENT * largest);
    if (wanted >= tolerance || tries === MAX_TRIES) return polygons;
    tolerance = wanted;
  }
}
