import { SepaxError, type Vec2 } from '@sepax/core';
import { describeValue, readFinite, readOptions, requireWorkableRange } from '@sepax/core/internal';
import { ClipperOffset, EndType, JoinType, type Path64, type Paths64 } from 'clipper2-ts';
import { boundsOfShapes, fillStrokeOutlines, type RegionReport } from './region.js';
import { requireReport } from './report-out.js';
import { boundsOf, sizeOf } from './measure.js';
import { requireFewContacts } from './region-budget.js';
import { fromGrid, gridFor, pointX, pointY, toGrid, turnGridIfFaster } from './region-grid.js';
import { MAX_STROKE_SWEEP_WORK, requireSweepWithin } from './sweep-work.js';
import { flattenSvgPath } from './svg-path.js';
import { readNumber } from './trace.js';
import type { PolygonWithHoles } from './types.js';

/**
 * How a line is stroked: SVG's stroke properties.
 *
 * @example
 * ```ts
 * import { type StrokeOptions, strokeRegion } from '@sepax/decomp';
 * const pen: StrokeOptions = { width: 2, lineJoin: 'round', lineCap: 'round' };
 * strokeRegion('M0 0 L10 0 L10 10', pen); // one rounded L-shaped band
 * ```
 */
export interface StrokeOptions {
  /** Full width of the stroke, > 0 (SVG's `stroke-width`). */
  width: number;
  /** Corners: `miter` (the default, as SVG), `round` or `bevel`. */
  lineJoin?: 'miter' | 'round' | 'bevel';
  /** Ends of open lines: `butt` (the default, as SVG), `round` or `square`. */
  lineCap?: 'butt' | 'round' | 'square';
  /** Longest miter as a multiple of the width, ≥ 1 (SVG's `stroke-miterlimit`, default 4). */
  miterLimit?: number;
  /** Dash and gap lengths, repeated along each line (SVG's `stroke-dasharray`); none: solid. */
  dashArray?: readonly number[];
  /** How far into the dash pattern each line starts (SVG's `stroke-dashoffset`), default 0. */
  dashOffset?: number;
  /**
   * Largest distance of flattened curves, round joins and caps from the true outline, in art
   * units; default a hundredth of the width.
   */
  tolerance?: number;
}

/**
 * One line to stroke: its points (`[x, y]` or `{ x, y }`), and whether it closes back to its
 * first point (a closed line has a join there instead of two caps).
 *
 * @example
 * ```ts
 * import { type StrokeLine, strokeRegion } from '@sepax/decomp';
 * const wire: StrokeLine = { points: [[0, 0], [4, 0], [4, 3]] };
 * strokeRegion([wire], { width: 0.5 });
 * ```
 */
export interface StrokeLine {
  points: readonly (readonly number[] | { readonly x: number; readonly y: number })[];
  closed?: boolean;
}

const JOINS = { miter: JoinType.Miter, round: JoinType.Round, bevel: JoinType.Bevel } as const;
const CAPS = { butt: EndType.Butt, round: EndType.Round, square: EndType.Square } as const;

/**
 * The region a stroked line paints, as polygons with holes that `decompose` accepts: the
 * area within half the width of the lines, with SVG's joins, caps, miter limit and dashes
 * (Clipper2's offsetting on the region stage's integer grid, then {@link fillRegion}, whose
 * report `out` receives). Give SVG path data (curves flattened within the tolerance, `Z`
 * closing a subpath) or lines of points. A miter longer than the limit is squared off at the
 * limit (Clipper2), where SVG bevels it: the squared corner covers at most the triangle
 * between the bevel and the limit.
 *
 * @throws SepaxError INVALID_ARGUMENT for a bad line, width or option, NON_FINITE for a NaN
 *   or infinite coordinate, INVALID_INPUT for lines that cross themselves in more than 2^18
 *   places or crowd one another too densely to offset and fill in seconds (`details.sweepWork`),
 *   and for a line stroked over 2^16 times wider than it spans, unless joins and caps are round
 * @example
 * ```ts
 * import { decompose, strokeRegion } from '@sepax/decomp';
 * // A 10-unit line, 2 wide, with round caps: a capsule of area 20 + π.
 * const [band] = strokeRegion([{ points: [[0, 0], [10, 0]] }], { width: 2, lineCap: 'round' });
 * decompose(band); // convex pieces of the capsule
 * ```
 */
export function strokeRegion(
  lines: string | readonly StrokeLine[],
  options: StrokeOptions,
  out?: RegionReport,
): PolygonWithHoles[] {
  const given = readOptions(options, 'strokeRegion options', '{ width, lineJoin?, lineCap?, miterLimit?, … }');
  requireReport(out, 'strokeRegion(lines, options, out)');
  const width = readNumber(given?.width, Number.NaN, 'width', Number.MIN_VALUE, Number.MAX_VALUE);
  const join = readChoice(given?.lineJoin, JOINS, 'miter', 'lineJoin');
  const cap = readChoice(given?.lineCap, CAPS, 'butt', 'lineCap');
  const miterLimit = readNumber(given?.miterLimit, 4, 'miterLimit', 1, Number.MAX_VALUE);
  const tolerance = readNumber(given?.tolerance, width / 100, 'tolerance', Number.MIN_VALUE, Number.MAX_VALUE);
  const read = typeof lines === 'string' ? pathLines(lines, tolerance) : readLines(lines);
  const dashed = dashLines(read, readDashes(given?.dashArray), readFinite(given?.dashOffset ?? 0, 'dashOffset'));
  const painted = dashed.filter((line) => line.points.length > 1 || cap !== EndType.Butt);
  // Points with butt caps paint nothing, as in SVG: an empty region, reported as one.
  if (painted.length === 0) return fillStrokeOutlines([], tolerance, out);
  // The grid covers the lines grown by the farthest a miter or square cap reaches.
  const reach = (width / 2) * Math.max(miterLimit, Math.SQRT2);
  const box = boundsOfShapes([{ rings: painted.map((line) => line.points), fillRule: 'nonzero' }]);
  const far = box.reach + reach;
  requireWorkableRange(far, box.size + width, 'The stroked');
  const grid = gridFor(box.minX - reach, box.minY - reach, box.size + 2 * reach, far);
  const paths = painted.map((line) => distinctPoints(toGrid(line.points, grid), line.closed));
  painted.forEach((line, i) => requireLineForWidth(line, width, join, cap, grid.scale, i));
  turnGridIfFaster(paths, grid);
  requireSweepWithin(paths, (width / 2) * grid.scale, MAX_STROKE_SWEEP_WORK, 'The stroked lines');
  requireFewContacts(
    paths,
    painted.map((line) => !line.closed),
  );
  const offset = new ClipperOffset(miterLimit, tolerance * grid.scale);
  for (let i = 0; i < painted.length; i++) {
    const line = painted[i];
    const path = paths[i];
    // A closed line needs three distinct points to enclose anything; fewer, it is a segment
    // turning back on itself (its joins make its ends) or a dot (its caps, as SVG paints one).
    if (line.closed && path.length >= 3) offset.addPath(path, join, EndType.Joined);
    else if (path.length > 1 || cap !== EndType.Butt)
      offset.addPath(path, join, line.closed && join === JoinType.Round ? EndType.Round : cap);
  }
  const solution: Paths64 = [];
  offset.execute((width / 2) * grid.scale, solution);
  const rings = solution.map((path) => fromGrid(path, grid));
  return fillStrokeOutlines(rings, tolerance, out);
}

/**
 * The most a stroke may be wider than its line's extent. The grid is sized by the stroke's
 * reach, so such a line spans at most a few hundred grid steps; its directions, rounded to
 * them, turn its joins and caps (each about as large as the width) by about the stroke's
 * tolerance, a hundredth of the width. Far beyond, they come out turned or gone.
 */
const MAX_WIDTH_PER_EXTENT = 2 ** 16;

/**
 * Refuses, with INVALID_INPUT, a line whose stroke is more than MAX_WIDTH_PER_EXTENT times
 * wider than the line: on the grid its directions are lost. Round joins and caps paint the
 * points within half the width whatever the directions, so a line stroked with both (a dot
 * of a dotted line) is kept.
 */
function requireLineForWidth(
  line: ReadLine,
  width: number,
  join: JoinType,
  cap: EndType,
  scale: number,
  index: number,
): void {
  if (join === JoinType.Round && (cap === EndType.Round || line.closed)) return;
  const extent = sizeOf(boundsOf([line.points]));
  if (extent > 0 && width > MAX_WIDTH_PER_EXTENT * extent) {
    throw new SepaxError(
      'INVALID_INPUT',
      `Line ${index} spans ${extent} but is stroked ${width} wide, over ${MAX_WIDTH_PER_EXTENT} times its size: on the region grid (a step of ${1 / scale}, set by the stroke's reach) its joins and caps would lose their direction. Narrow the stroke, or use round joins and caps.`,
      { line: index, extent, width },
    );
  }
}

/** The path without repeated consecutive grid points (nor, closed, a last point equal to the first). */
function distinctPoints(path: Path64, closed: boolean): Path64 {
  const kept: Path64 = [path[0]];
  for (let i = 1; i < path.length; i++) {
    const last = kept[kept.length - 1];
    if (path[i].x !== last.x || path[i].y !== last.y) kept.push(path[i]);
  }
  if (closed && kept.length > 1 && kept[0].x === kept[kept.length - 1].x && kept[0].y === kept[kept.length - 1].y)
    kept.pop();
  return kept;
}

interface ReadLine {
  points: Vec2[];
  closed: boolean;
}

function pathLines(d: string, tolerance: number): ReadLine[] {
  const closed: boolean[] = [];
  return flattenSvgPath(d, tolerance, closed).map((points, i) => ({ points, closed: closed[i] }));
}

function readLines(lines: unknown): ReadLine[] {
  if (!Array.isArray(lines)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `strokeRegion(lines): lines must be SVG path data or an array of { points, closed? }; got ${describeValue(lines)}.`,
    );
  }
  // Loops, not map: a hole ends the read with an error instead of walking a sparse array's length.
  const read: ReadLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const points = i in lines ? (lines[i] as StrokeLine | null)?.points : undefined;
    if (!Array.isArray(points) || points.length === 0) {
      throw new SepaxError('INVALID_ARGUMENT', `Line ${i} needs points: a non-empty array of [x, y] or { x, y }.`);
    }
    const line: ReadLine = { points: [], closed: (lines[i] as StrokeLine).closed === true };
    for (let k = 0; k < points.length; k++) {
      const p = k in points ? points[k] : undefined;
      line.points.push({
        x: readFinite(pointX(p), `line ${i} point ${k} x`),
        y: readFinite(pointY(p), `line ${i} point ${k} y`),
      });
    }
    read.push(line);
  }
  return read;
}

function readChoice<T>(value: unknown, choices: Readonly<Record<string, T>>, fallback: string, what: string): T {
  const key = value ?? fallback;
  if (typeof key !== 'string' || !Object.hasOwn(choices, key)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} must be one of ${Object.keys(choices).join(', ')}; got ${describeValue(value)}.`,
    );
  }
  return choices[key];
}

/** The dash pattern with an even count (SVG repeats an odd list), or null for a solid line. */
function readDashes(value: unknown): number[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > 1024) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `dashArray must be an array of at most 1024 lengths; got ${describeValue(value)}.`,
    );
  }
  const dashes: number[] = [];
  for (let i = 0; i < value.length; i++)
    dashes.push(readNumber(value[i], Number.NaN, `dashArray[${i}]`, 0, Number.MAX_VALUE));
  if (dashes.every((d) => d === 0)) return null;
  return dashes.length % 2 === 1 ? [...dashes, ...dashes] : dashes;
}

/** Each line cut into its dashes (open lines), walking the pattern from `offset`. */
function dashLines(lines: ReadLine[], dashes: number[] | null, offset: number): ReadLine[] {
  if (dashes === null) return lines;
  const period = dashes.reduce((a, b) => a + b, 0);
  const result: ReadLine[] = [];
  for (const line of lines) {
    const points = line.closed ? [...line.points, line.points[0]] : line.points;
    const length = points.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - points[i].x, p.y - points[i].y), 0);
    if (length / period > 1e6)
      throw new SepaxError('INVALID_ARGUMENT', 'dashArray is too fine for the line: over a million dashes.');
    // Where along the pattern the line starts: index of the dash or gap, and what is left of it.
    let phase = ((offset % period) + period) % period;
    let k = 0;
    // A dash of length 0 right at the phase is kept: with round or square caps it paints a dot.
    while (phase > dashes[k] || (phase === dashes[k] && phase > 0)) {
      phase -= dashes[k];
      k = (k + 1) % dashes.length;
    }
    let left = dashes[k] - phase;
    let current: Vec2[] | null = k % 2 === 0 ? [points[0]] : null;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      const edge = Math.hypot(b.x - a.x, b.y - a.y);
      let at = 0;
      while (edge - at > left) {
        at += left;
        const p = { x: a.x + ((b.x - a.x) * at) / edge, y: a.y + ((b.y - a.y) * at) / edge };
        if (current) result.push({ points: [...current, p], closed: false });
        current = current ? null : [p];
        k = (k + 1) % dashes.length;
        left = dashes[k];
      }
      left -= edge - at;
      current?.push(b);
    }
    if (current && current.length > 1) result.push({ points: current, closed: false });
  }
  return result;
}
