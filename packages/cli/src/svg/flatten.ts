import { SepaxError, type Vec2 } from '@sepax/core';
import { requireWorkableRange } from '@sepax/core/internal';
import { fillRegion, type PolygonWithHoles, type RegionReport, strokeRegion, svgPathRings } from '@sepax/decomp';
import { boundsOf, sizeOf } from '../bounds.js';
import type { FillRule, SvgStroke } from './read-svg.js';
import { lengthScale, type Matrix } from './transform.js';

/** Largest distance between an SVG curve and its flattened polyline, in user units after the transform. */
const SVG_FLATTEN_TOLERANCE = 0.1;
/** …and at most this fraction of the outline's extent, so small art keeps its shape (a circle of radius 0.2 stays round, not a square). */
const TOLERANCE_PER_EXTENT = 0.01;
/** …and at least this fraction of the path's largest outline, so a curve never needs more than about 10⁵ segments. */
const MIN_TOLERANCE_PER_EXTENT = 1e-9;
/** Refinements at most: each divides the tolerance by 100 or more, so 8 reach 1e-16 of it. */
const MAX_TRIES = 8;

/**
 * Flattens one outline element's path data (`d`, in its own user units) within
 * SVG_FLATTEN_TOLERANCE after its transform `matrix`, but never coarser than
 * TOLERANCE_PER_EXTENT of its smallest subpath (so a circle of radius 0.05 beside a large
 * shape stays a circle). Returns the closed rings and the tolerance used (path units).
 * @internal
 */
export function flattenRings(d: string, matrix: Matrix): { rings: Vec2[][]; tolerance: number } {
  const scale = lengthScale(matrix);
  // Beyond MAX_COORDINATE the art's coordinates overflow, and the tolerance below would be 0.
  requireWorkableRange(scale, 0, 'The transform');
  let tolerance = SVG_FLATTEN_TOLERANCE / (scale || 1);
  let rings = pathRings(d, tolerance);
  for (let tries = 1; tries < MAX_TRIES; tries++) {
    const extents = rings.map((ring) => sizeOf(boundsOf([ring]))).filter((extent) => extent > 0);
    if (extents.length === 0) break; // points only: nothing to fill
    const smallest = extents.reduce((a, b) => Math.min(a, b), Infinity);
    const largest = extents.reduce((a, b) => Math.max(a, b), 0);
    const wanted = Math.max(Math.min(tolerance, TOLERANCE_PER_EXTENT * smallest), MIN_TOLERANCE_PER_EXTENT * largest);
    if (wanted >= tolerance) break;
    tolerance = wanted;
    rings = pathRings(d, tolerance);
  }
  return { rings, tolerance };
}

/**
 * The region one outline element fills ({@link flattenRings}, then decomp's region stage
 * under its `fillRule`, cleaning within the flattening tolerance; `out` reports what that
 * changed), in its own user units.
 * @internal
 */
export function flattenOutline(d: string, matrix: Matrix, fillRule: FillRule, out?: RegionReport): PolygonWithHoles[] {
  const { rings, tolerance } = flattenRings(d, matrix);
  return fillRegion([{ rings, fillRule }], { tolerance }, out);
}

/**
 * The region one element's stroke paints, in its own user units: decomp's `strokeRegion` on
 * its path data, curves and round joins within SVG_FLATTEN_TOLERANCE after the transform
 * (and within TOLERANCE_PER_EXTENT of the width). A non-scaling stroke's width is in the
 * document's units: divided by the transform's length scale.
 * @internal
 */
export function strokeOutline(d: string, matrix: Matrix, stroke: SvgStroke, out?: RegionReport): PolygonWithHoles[] {
  const scale = lengthScale(matrix);
  requireWorkableRange(scale, 0, 'The transform');
  const { nonScaling, ...options } = stroke;
  const width = nonScaling ? stroke.width / (scale || 1) : stroke.width;
  const tolerance = Math.min(SVG_FLATTEN_TOLERANCE / (scale || 1), TOLERANCE_PER_EXTENT * width);
  return withCliPointLimit(() => strokeRegion(d, { ...options, width, tolerance }, out));
}

function pathRings(d: string, tolerance: number): Vec2[][] {
  return withCliPointLimit(() => svgPathRings(d, { tolerance }));
}

/**
 * Runs `flatten`, rewording decomp's refusal of path data that flattens to too many points:
 * its advice, to raise the tolerance, is no option here, where the tolerance follows the art.
 */
function withCliPointLimit<T>(flatten: () => T): T {
  try {
    return flatten();
  } catch (error) {
    const details = error instanceof SepaxError ? error.details : undefined;
    if (details === undefined || !('maxPathPoints' in details)) throw error;
    throw new SepaxError(
      'INVALID_INPUT',
      `The path data flattens to more than ${details.maxPathPoints} points at the accuracy its curves need here (finer where the path also has small subpaths): simplify its curves, or split it into several paths.`,
      details,
    );
  }
}
