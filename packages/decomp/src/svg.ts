import { SepaxError, type Vec2 } from '@sepax/core';
import { describeValue, readOptions } from '@sepax/core/internal';
import { cleanRing } from './clean.js';
import { boundsOf, type Box, signedArea } from './geometry.js';
import { PointLocator } from './point-locator.js';
import { flattenSvgPath } from './svg-path.js';
import { readNumber } from './trace.js';
import type { PolygonWithHoles } from './types.js';
import { findProblems, isError } from './validate.js';

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
  /**
   * Largest distance (path units) between a curve and its flattened polyline. Default 0.1.
   * Never finer than 1e-9 × the curve's size (its radius for an arc), the most float64
   * coordinates can resolve: a finer value is raised to that for the curve.
   */
  tolerance?: number;
  /** How subpaths make holes, as SVG's `fill-rule`. Default `nonzero` (SVG's default). */
  fillRule?: 'nonzero' | 'evenodd';
}

/**
 * Parses SVG path data (every command, absolute and relative, implicit repeats, compact
 * numbers and arc flags), flattens curves and arcs within `tolerance`, and returns the
 * filled regions as polygons with holes, as SVG would fill them: each subpath is a closed
 * ring; with `nonzero`, a ring bounds a filled region where the winding number changes
 * between zero and non-zero across it; with `evenodd`, rings alternate outer / hole by
 * nesting depth. Subpaths enclosing no area (lines) are ignored.
 *
 * Subpaths must not cross themselves or each other (no boolean operations are done): a
 * crossing is rejected with SELF_INTERSECTION; touching holes with their codes, as
 * `validate`. Coordinates are the path's own (SVG user units, y down).
 *
 * @throws SepaxError INVALID_INPUT for malformed path data, NON_FINITE for a number beyond
 *   the float range (such as 1e400), SELF_INTERSECTION and the other
 *   validation codes for paths that are not a set of nested simple rings
 * @example
 * ```ts
 * import { fromSvgPath } from '@sepax/decomp';
 * // A square with a square hole (nonzero: the inner subpath runs the other way).
 * const [frame] = fromSvgPath('M0 0 H10 V10 H0 Z M3 3 V7 H7 V3 Z');
 * frame.holes.length; // 1
 * ```
 */
export function fromSvgPath(d: string, options?: SvgPathOptions): PolygonWithHoles[] {
  readOptions(options, 'fromSvgPath options', '{ tolerance?, fillRule? }');
  const tolerance = readNumber(options?.tolerance, 0.1, 'tolerance', Number.MIN_VALUE, Infinity);
  const fillRule = options?.fillRule ?? 'nonzero';
  if (fillRule !== 'nonzero' && fillRule !== 'evenodd') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `fillRule must be 'nonzero' or 'evenodd'; got ${describeValue(fillRule)}.`,
    );
  }
  const rings = flattenSvgPath(d, tolerance)
    .map((ring) => cleanRing(ring, 0).points) // exact cleaning; winding kept, it carries the fill
    .filter((ring) => ring.length >= 3);
  rings.forEach(requireSimple);
  return assemble(rings, fillRule);
}

function requireSimple(ring: Vec2[], index: number): void {
  const problem = findProblems({
    rings: [ring],
    sources: [ring.map((_, i) => i)],
    degenerateOuter: null,
    size: 0,
  }).find(isError);
  if (problem) {
    throw new SepaxError(problem.code, `SVG subpath ${index}: ${problem.message}`, { subpath: index, problem });
  }
}

/** Classifies rings by containment and fill rule, and groups holes under their outer ring. */
function assemble(rings: Vec2[][], fillRule: 'nonzero' | 'evenodd'): PolygonWithHoles[] {
  const sign = rings.map((ring) => Math.sign(signedArea(ring)));
  const areas = rings.map((ring) => Math.abs(signedArea(ring)));
  const boxes = rings.map((ring) => boundsOf([ring]));
  const locators = rings.map((ring) => new PointLocator([ring]));
  const containers = rings.map((ring, i) =>
    rings
      .map((_, j) => j)
      .filter((j) => j !== i && boxInside(boxes[i], boxes[j]) && locators[j].crossings(ring[0]) % 2 === 1),
  );
  const filled = (inside: number[], extra: number): boolean =>
    fillRule === 'evenodd' ? (inside.length + extra) % 2 === 1 : inside.reduce((w, j) => w + sign[j], 0) + extra !== 0;
  const role = rings.map((_, i) => {
    const inside = filled(containers[i], fillRule === 'evenodd' ? 1 : sign[i]);
    const outside = filled(containers[i], 0);
    return inside && !outside ? 'outer' : !inside && outside ? 'hole' : 'none';
  });
  const polygons = new Map<number, PolygonWithHoles>();
  role.forEach((r, i) => {
    if (r === 'outer') polygons.set(i, { outer: orient(rings[i], 1), holes: [] });
  });
  role.forEach((r, i) => {
    if (r !== 'hole') return;
    // The nearest enclosing outer ring is the smallest container classified as outer.
    const owner = containers[i].filter((j) => role[j] === 'outer').sort((a, b) => areas[a] - areas[b])[0];
    polygons.get(owner)?.holes.push(orient(rings[i], -1));
  });
  return [...polygons.values()];
}

function boxInside(inner: Box, outer: Box): boolean {
  return inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;
}

/** The ring with the wanted sign of area (+1 CCW, −1 CW). */
function orient(ring: Vec2[], want: number): Vec2[] {
  return Math.sign(signedArea(ring)) === want ? ring : ring.slice().reverse();
}
