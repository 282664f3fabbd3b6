import type { Vec2 } from '@sepax/core';
import { readOptions } from '@sepax/core/internal';
import { type FillRule, fillRegion, type RegionReport, readFillRule } from './region.js';
import { requireReport } from './report-out.js';
import { flattenSvgPath } from './svg-path.js';
import { readNumber } from './trace.js';
import type { PolygonWithHoles } from './types.js';

/**
 * Options of {@link fromSvgPath}.
 *
 * @example
 * ```ts
 * import { fromSvgPath } from '@sepax/decomp';
 * fromSvgPath('M0 0 A 10 10 0 1 1 0 0.01 Z', { tolerance: 0.05, fillRule: 'evenodd' });
 * ```
 */
export interface SvgPathOptions {
  /** Largest distance (path units) between a curve and its flattened polyline. */
  tolerance?: number;
  /** How subpaths make holes, as SVG's `fill-rule`. Default `nonzero` (SVG's default). */
  fillRule?: FillRule;
}

/**
 * Parses SVG path data (every command, absolute and relative, implicit repeats, compact
 * numbers and arc flags), flattens curves and arcs within `tolerance`, and returns the
 * region the path fills, as SVG fills it, as polygons with holes `decompose` accepts.
 * Subpaths may overlap, touch, cross, repeat and run either way: the region stage
 * ({@link fillRegion}) resolves them under `fillRule`. Within the same `tolerance` it closes
 * subpaths that end near their start, cuts spikes, drops slivers and fills holes thinner
 * than it; `out` reports each change and its area. Subpaths enclosing no area (lines)
 * fill nothing. Coordinates are the path's own (SVG user units, y down).
 *
 * @throws SepaxError INVALID_INPUT for malformed path data or data that flattens to over
 *   2^22 points at the tolerance, NON_FINITE for a number beyond the float range (such as
 *   1e400), INVALID_ARGUMENT for coordinates beyond ±1e150
 * @example
 * ```ts
 * import { fromSvgPath } from '@sepax/decomp';
 * // A square with a square hole (nonzero: the inner subpath runs the other way).
 * const [frame] = fromSvgPath('M0 0 H10 V10 H0 Z M3 3 V7 H7 V3 Z');
 * frame.holes.length; // 1
 * ```
 */
export function fromSvgPath(d: string, options?: SvgPathOptions, out?: RegionReport): PolygonWithHoles[] {
  readOptions(options, 'fromSvgPath options', '{ tolerance?, fillRule? }');
  requireReport(out, 'fromSvgPath(d, options, out)');
  const tolerance = readNumber(options?.tolerance, 0.1, 'tolerance', Number.MIN_VALUE, Infinity);
  const fillRule = readFillRule(options?.fillRule, 'fillRule') ?? 'nonzero';
  return fillRegion([{ rings: flattenSvgPath(d, tolerance), fillRule }], { tolerance }, out);
}

/**
 * Parses and flattens SVG path data as {@link fromSvgPath} does, and returns its subpaths as
 * closed rings, unfilled: for drawings of several paths, pass each path's rings with its
 * fill rule to {@link fillRegion} as one shape, and the shapes fill their union.
 *
 * @throws SepaxError INVALID_INPUT for malformed path data or data that flattens to over
 *   2^22 points at the tolerance, NON_FINITE for a number beyond the float range
 * @example
 * ```ts
 * import { fillRegion, svgPathRings } from '@sepax/decomp';
 * const body = { rings: svgPathRings('M0 0H10V10H0Z M3 3H7V7H3Z'), fillRule: 'evenodd' as const };
 * const badge = { rings: svgPathRings('M8 8H14V14H8Z') };
 * fillRegion([body, badge]); // the frame and the badge, united
 * ```
 */
export function svgPathRings(d: string, options?: Pick<SvgPathOptions, 'tolerance'>): Vec2[][] {
  readOptions(options, 'svgPathRings options', '{ tolerance? }');
  const tolerance = readNumber(options?.tolerance, 0.1, 'tolerance', Number.MIN_VALUE, Infinity);
  return flattenSvgPath(d, tolerance);
}
