import { SepaxError, type Vec2 } from '@sepax/core';
import { describeValue, independentGroups, readOptions, requireWorkableRange } from '@sepax/core/internal';
import {
  Clipper64,
  ClipType,
  FillRule as ClipperFillRule,
  type Path64,
  type Paths64,
  type PolyPath64,
  PolyTree64,
} from 'clipper2-ts';
import { requireFewContacts } from './region-budget.js';
import { MAX_FILL_SWEEP_WORK, MAX_STROKE_FILL_SWEEP_WORK, requireSweepWithin } from './sweep-work.js';
import { requireReport } from './report-out.js';
import { cleanGridRing, type RingFix } from './region-clean.js';
import {
  fromGrid,
  type Grid,
  gridFor,
  perimeter,
  pointX,
  pointY,
  toGrid,
  turnGridIfFaster,
  twiceArea,
} from './region-grid.js';
import { readNumber } from './trace.js';
import { pointRings, readPolygonXY } from './read-polygon.js';
import type { PolygonInput, PolygonWithHoles, Ring } from './types.js';

/* The region stage: art → the region it fills (read, grid, clean, fill and unite, drop slivers, account). */

/**
 * How rings fill, as SVG's `fill-rule`: `nonzero` fills where the rings wind around a point
 * a non-zero number of times, `evenodd` where they wind an odd number of times.
 *
 * @example
 * ```ts
 * import { fillRegion, type FillRule } from '@sepax/decomp';
 * const rule: FillRule = 'evenodd';
 * fillRegion([[[0, 0], [4, 0], [4, 4], [0, 4]], [[1, 1], [3, 1], [3, 3], [1, 3]]], { fillRule: rule }); // a frame
 * ```
 */
export type FillRule = 'nonzero' | 'evenodd';

/**
 * One shape of a drawing: its rings fill under its own rule; the shapes of a drawing fill
 * their union (as SVG paints one element over another).
 *
 * @example
 * ```ts
 * import { fillRegion, type RegionShape } from '@sepax/decomp';
 * const shapes: RegionShape[] = [
 *   { rings: [[[0, 0], [4, 0], [4, 4], [0, 4]], [[1, 1], [3, 1], [3, 3], [1, 3]]], fillRule: 'evenodd' },
 *   { rings: [[[2, 2], [6, 2], [6, 6], [2, 6]]] },
 * ];
 * fillRegion(shapes);
 * ```
 */
export interface RegionShape {
  /** Closed rings, either winding, with or without a repeated closing point. */
  rings: readonly Ring[];
  /** Default: the options' `fillRule`, else `nonzero`. */
  fillRule?: FillRule;
}

/**
 * Options of {@link fillRegion}.
 *
 * @example
 * ```ts
 * import { fillRegion } from '@sepax/decomp';
 * fillRegion([[[0, 0], [10, 0], [10, 10], [0, 10.01]]], { tolerance: 0.05, fillRule: 'nonzero' });
 * ```
 */
export interface RegionOptions {
  /** Fill rule of plain rings and of shapes that give none. Default `nonzero`. */
  fillRule?: FillRule;
  /**
   * Cleaning tolerance in art units: rings ending within it of their start are closed there, spikes, slivers and
   * holes thinner than it go.
   */
  tolerance?: number;
}

/**
 * Default cleaning tolerance of {@link fillRegion}, relative to the art's size: a few grid
 * steps, so only what rounding made is cleaned.
 *
 * @example
 * ```ts
 * import { DEFAULT_REGION_TOLERANCE, fillRegion } from '@sepax/decomp';
 * const ring = [[0, 0], [100, 0], [100, 100], [0, 100]];
 * fillRegion([ring], { tolerance: 100 * DEFAULT_REGION_TOLERANCE }); // the same as the default
 * ```
 */
export const DEFAULT_REGION_TOLERANCE = 1e-7;

/**
 * One change cleaning made to the region, with the area it moved.
 *
 * @example
 * ```ts
 * import { fillRegion, type RegionChange, type RegionReport } from '@sepax/decomp';
 * const report = {} as RegionReport;
 * fillRegion([[[0, 0], [10, 0], [10, 10], [0, 10], [0.01, 0.02]]], { tolerance: 0.1 }, report);
 * const first: RegionChange | undefined = report.changes[0]; // kind 'closed-gap'
 * ```
 */
export interface RegionChange {
  /** `closed-gap`: a ring ending within the tolerance of its start was closed there. */
  kind: 'closed-gap' | 'removed-spike' | 'dropped-sliver' | 'filled-hole';
  /** Index of the shape (0 for plain rings). */
  shape: number;
  /** Index of the ring in its shape, or -1 for a piece of the filled region. */
  ring: number;
  /** Where, in art coordinates. */
  at: Vec2;
  /** Area moved (art units², ≥ 0). */
  area: number;
}

/**
 * What {@link fillRegion} reports: the area the art fills, the area returned, and every
 * change cleaning made, so no area is lost silently.
 *
 * @example
 * ```ts
 * import { fillRegion, type RegionReport } from '@sepax/decomp';
 * const report = {} as RegionReport;
 * fillRegion([[[0, 0], [4, 0], [4, 4], [0, 4]], [[0, 0], [4, 0], [4, 4], [0, 4]]], {}, report);
 * report.area; // 16: a square drawn twice fills the square
 * ```
 */
export interface RegionReport {
  /** Area the art fills under its fill rules, before cleaning (on the grid). */
  inputArea: number;
  /** Area of the returned polygons. */
  area: number;
  /** Area where the returned region and the art's own fill differ (cleaning only; 0 if nothing changed). */
  changedArea: number;
  /** The changes, in the order made. */
  changes: RegionChange[];
  /** The grid step (art units): coordinates are rounded to it, so each may move by up to half of it. */
  gridStep: number;
  /** The cleaning tolerance used (art units). */
  tolerance: number;
}

/**
 * The region a drawing fills, as polygons with holes `decompose` accepts. The drawing is a
 * list of closed rings filled under one rule, or a list of shapes (each its rings and rule)
 * whose fills unite. Rings may overlap, touch, cross themselves and each other, repeat, and
 * run either way. Within `tolerance`, rings ending near their start are closed, spikes are
 * cut, slivers dropped and thin holes filled; `out` accounts for the area each change moved.
 * Coordinates are rounded to a grid of 2^25 steps across the art (see `gridStep`).
 *
 * @throws SepaxError NON_FINITE for a NaN or infinite coordinate (with its shape, ring and
 *   point), INVALID_ARGUMENT for coordinates beyond ±1e150, INVALID_INPUT for a malformed
 *   ring or for a part of the drawing whose edges cross or touch one another in more than
 *   2^18 places (a scribble, not an outline) or whose boolean sweep would take more than
 *   2^27 steps (`details.sweepWork`), INVALID_ARGUMENT for a bad option or report
 * @example
 * ```ts
 * import { decompose, fillRegion } from '@sepax/decomp';
 * // Two overlapping squares: one L-shaped region of area 175.
 * const [region] = fillRegion([
 *   [[0, 0], [10, 0], [10, 10], [0, 10]],
 *   [[5, 5], [15, 5], [15, 15], [5, 15]],
 * ]);
 * decompose(region); // convex pieces covering exactly the union
 * ```
 */
export function fillRegion(
  drawing: readonly Ring[] | readonly RegionShape[],
  options?: RegionOptions,
  out?: RegionReport,
): PolygonWithHoles[] {
  const given = readOptions(options, 'fillRegion options', '{ fillRule?, tolerance? }');
  requireReport(out, 'fillRegion(drawing, options, out)');
  const shapes = readShapes(drawing, readFillRule(given?.fillRule, 'fillRule') ?? 'nonzero');
  return fillShapes(shapes, [], given?.tolerance, out ?? emptyReport());
}

/**
 * The region a polygon means when its rings are invalid: the fill of its outer ring(s)
 * under `nonzero` minus the fill of its holes. A self-crossing outer ring, a loop around the
 * antimeridian, a three-point sliver, a hole reaching outside: each gives the region the
 * rings enclose, instead of an error. A valid polygon comes back as it is (on the grid).
 * Every polygon form `decompose` reads is accepted.
 *
 * @throws SepaxError as {@link fillRegion}
 * @example
 * ```ts
 * import { repairPolygon } from '@sepax/decomp';
 * // A bow tie: two triangles meeting at (1, 1).
 * repairPolygon([[0, 0], [2, 2], [2, 0], [0, 2]]).length; // 2
 * ```
 */
export function repairPolygon(
  polygon: PolygonInput,
  options?: Omit<RegionOptions, 'fillRule'>,
  out?: RegionReport,
): PolygonWithHoles[] {
  const given = readOptions(options, 'repairPolygon options', '{ tolerance? }');
  requireReport(out, 'repairPolygon(polygon, options, out)');
  const [outer, ...holes] = pointRings(readPolygonXY(polygon));
  const read = readShapes([{ rings: [outer], fillRule: 'nonzero' }], 'nonzero');
  const cut = readShapes([{ rings: holes, fillRule: 'nonzero' }], 'nonzero');
  return fillShapes(read, cut[0].rings, given?.tolerance, out ?? emptyReport());
}

/** A shape read: its rings (arrays of the caller's points, checked by the bounds pass) and its rule. */
interface ReadShape {
  rings: readonly (readonly unknown[])[];
  fillRule: FillRule;
}

/**
 * `fillRegion` of a stroke's outlines (strokeRegion): their crossings are many short edges
 * side by side, where each step of the sweep costs the most, so the budget is smaller.
 * @internal
 */
export function fillStrokeOutlines(
  rings: Vec2[][],
  tolerance: number,
  out: RegionReport | undefined,
): PolygonWithHoles[] {
  const shapes = readShapes([{ rings, fillRule: 'nonzero' }], 'nonzero');
  return fillShapes(shapes, [], tolerance, out ?? emptyReport(), {
    maxSweepWork: MAX_STROKE_FILL_SWEEP_WORK,
    what: "The stroked lines' outlines",
  });
}

function fillShapes(
  shapes: ReadShape[],
  holes: readonly (readonly unknown[])[],
  toleranceOption: unknown,
  report: RegionReport,
  sweep = { maxSweepWork: MAX_FILL_SWEEP_WORK, what: "The drawing's edges" },
) {
  Object.assign(report, emptyReport());
  if (toleranceOption !== undefined) readNumber(toleranceOption, 0, 'tolerance', 0, Infinity); // checked even when nothing fills
  const box = boundsOfShapes([...shapes, { rings: holes, fillRule: 'nonzero' }]);
  if (!(box.size > 0)) return []; // no points, or all at one place: nothing is filled
  requireWorkableRange(box.reach, box.size, 'The art');
  const grid = gridFor(box.minX, box.minY, box.size, box.reach);
  const tolerance = readNumber(toleranceOption, DEFAULT_REGION_TOLERANCE * box.size, 'tolerance', 0, Infinity);
  report.tolerance = tolerance;
  report.gridStep = 1 / grid.scale;
  const tol = tolerance * grid.scale;
  const raw = shapes.map((s) => s.rings.map((ring) => toGrid(ring, grid)));
  const rawHoles = holes.map((ring) => toGrid(ring, grid));
  turnGridIfFaster([...raw.flat(), ...rawHoles], grid);
  const cleaned = raw.map((paths, s) =>
    paths.map((path, r) => {
      const fixes: RingFix[] = [];
      const ring = cleanGridRing(path, tol, fixes);
      for (const fix of fixes) addFix(report, grid, fix, s, r);
      return ring;
    }),
  );
  const ringFixes = report.changes.length;
  const cleanedHoles = rawHoles.map((path) => cleanGridRing(path, 0, []));
  const kept: GridPolygon[] = [];
  const twice = { before: 0, common: 0 };
  // Raw rings contain their cleaned ones: groups apart raw are apart cleaned too.
  for (const part of splitDrawing(raw, rawHoles)) {
    const pick = (rings: Path64[][]) => part.rings.map((ids, k) => ids.map((r) => rings[part.shapes[k]][r]));
    const read = part.shapes.map((s) => shapes[s]);
    const rawHere = pick(raw);
    const rawHolesHere = part.holes.map((h) => rawHoles[h]);
    const partPaths = [...rawHere.flat(), ...rawHolesHere];
    // The sweep's count first: it is O(n log n), where counting contacts is not.
    requireSweepWithin(partPaths, 0, sweep.maxSweepWork, sweep.what);
    requireFewContacts(partPaths);
    const filled = fill(
      pick(cleaned),
      read,
      part.holes.map((h) => cleanedHoles[h]),
    );
    const keptHere = dropSlivers(filled, tol, grid, report);
    kept.push(...keptHere);
    if (ringFixes > 0) account(twice, rawHere, read, rawHolesHere, keptHere);
  }
  const polygons = kept.map((p) => toPolygon(p, grid));
  const twiceAfter = kept.reduce((sum, p) => sum + p.twiceArea, 0);
  report.area = areaOf(twiceAfter, grid);
  if (ringFixes > 0) {
    report.inputArea = areaOf(twice.before, grid);
    // The symmetric difference as before + after − 2 × common, not Clipper2's Xor: Clipper2
    // drops any output triangle with two corners under 2 units apart, so a sliver one step
    // wide went missing from the Xor. Missing from the intersection, it can only overstate the change.
    report.changedArea = areaOf(Math.max(0, twice.before + twiceAfter - 2 * twice.common), grid);
  } else {
    // Only whole slivers and holes changed: disjoint pieces of the fill, their areas exact.
    const dropped = report.changes.reduce((sum, c) => sum + (c.kind === 'dropped-sliver' ? c.area : -c.area), 0);
    report.inputArea = report.area + dropped;
    report.changedArea = report.changes.reduce((sum, c) => sum + c.area, 0);
  }
  return polygons;
}

/** Twice a grid area → art units² (divided twice: the scale squared may overflow for tiny art). */
function areaOf(twice: number, grid: Grid): number {
  return twice / 2 / grid.scale / grid.scale;
}

/** Adds a ring fix that moved area to the report. */
function addFix(report: RegionReport, grid: Grid, fix: RingFix, shape: number, ring: number): void {
  if (fix.twiceArea === 0) return; // a spike running back along itself encloses nothing
  report.changes.push({
    kind: fix.kind,
    shape,
    ring,
    at: fromGrid([fix.at], grid)[0],
    area: areaOf(fix.twiceArea, grid),
  });
}

/** Each shape under its rule, then their union, minus the holes: a tree of outer rings and holes. */
function fill(shapes: Path64[][], read: ReadShape[], holes: Path64[]): PolyTree64 {
  const tree = new PolyTree64();
  const clipper = new Clipper64();
  clipper.preserveCollinear = false;
  if (shapes.length === 1) {
    clipper.addSubject(shapes[0].filter((p) => p.length >= 3));
    clipper.addClip(holes.filter((p) => p.length >= 3));
    clipper.execute(holes.length > 0 ? ClipType.Difference : ClipType.Union, rule(read[0].fillRule), tree);
    return tree;
  }
  // Each shape's fill comes back with outer rings positive and holes negative, so the union
  // of all of them is where the sum of those windings is positive: nonzero.
  for (let s = 0; s < shapes.length; s++) {
    const filled: Paths64 = [];
    const each = new Clipper64();
    each.addSubject(shapes[s].filter((p) => p.length >= 3));
    each.execute(ClipType.Union, rule(read[s].fillRule), filled);
    clipper.addSubject(filled);
  }
  clipper.addClip(holes.filter((p) => p.length >= 3));
  clipper.execute(holes.length > 0 ? ClipType.Difference : ClipType.Union, ClipperFillRule.NonZero, tree);
  return tree;
}

function rule(fillRule: FillRule): ClipperFillRule {
  return fillRule === 'evenodd' ? ClipperFillRule.EvenOdd : ClipperFillRule.NonZero;
}

/** An outer grid ring and its holes, with twice their areas (computed once). */
interface GridPolygon {
  outer: Path64;
  holes: Path64[];
  /** Twice the area filled: outer minus holes. */
  twiceArea: number;
}

/** Walks the tree, dropping outer rings and filling holes whose mean width is under the tolerance. */
function dropSlivers(tree: PolyTree64, tol: number, grid: Grid, report: RegionReport): GridPolygon[] {
  const kept: GridPolygon[] = [];
  const visitOuter = (node: PolyPath64): void => {
    const outer = node.poly as Path64;
    const outerSigned = twiceArea(outer);
    const outerTwice = Math.abs(outerSigned);
    if (isThin(outer, outerTwice, tol)) {
      reportPiece(report, grid, 'dropped-sliver', outer, Math.abs(netTwiceArea(node)));
      return;
    }
    const polygon: GridPolygon = { outer, holes: [], twiceArea: outerTwice };
    kept.push(polygon);
    for (let h = 0; h < node.count; h++) {
      const hole = node.child(h);
      const path = hole.poly as Path64;
      // Clipper2 can nest, as a hole, an outer ring that only shares an edge with this one
      // (evenodd over repeated rings): wound as an outer, it is a polygon of its own.
      const signed = twiceArea(path);
      if (Math.sign(signed) === Math.sign(outerSigned)) {
        visitOuter(hole);
        continue;
      }
      const holeTwice = Math.abs(signed);
      if (isThin(path, holeTwice, tol)) {
        reportPiece(report, grid, 'filled-hole', path, Math.abs(netTwiceArea(hole)));
        continue; // its islands lie inside the filled area now
      }
      polygon.holes.push(path);
      polygon.twiceArea -= holeTwice;
      for (let i = 0; i < hole.count; i++) visitOuter(hole.child(i));
    }
  };
  for (let i = 0; i < tree.count; i++) visitOuter(tree.child(i));
  return kept;
}

/** Mean width 2·area / perimeter under the tolerance. */
function isThin(path: Path64, twice: number, tol: number): boolean {
  return tol > 0 && twice < tol * perimeter(path);
}

function reportPiece(
  report: RegionReport,
  grid: Grid,
  kind: 'dropped-sliver' | 'filled-hole',
  path: Path64,
  twice: number,
): void {
  report.changes.push({ kind, shape: 0, ring: -1, at: fromGrid([path[0]], grid)[0], area: areaOf(twice, grid) });
}

/**
 * Twice the signed area of a node and everything nested in it: outer rings and holes are
 * wound opposite ways, so the sum is the area an outer fills (or a hole leaves empty),
 * however Clipper2 nested them.
 */
function netTwiceArea(node: PolyPath64): number {
  let twice = twiceArea(node.poly as Path64);
  for (let i = 0; i < node.count; i++) twice += netTwiceArea(node.child(i));
  return twice;
}

/**
 * Adds to `twice` twice the area of one part's raw fill (only spikes that enclose nothing
 * removed) and of its intersection with what was kept of it.
 */
function account(
  twice: { before: number; common: number },
  raw: Path64[][],
  read: ReadShape[],
  rawHoles: Path64[],
  kept: GridPolygon[],
): void {
  const exact = (path: Path64) => cleanGridRing(path, 0, []);
  const before: Paths64 = [];
  const rawTree = fill(
    raw.map((paths) => paths.map(exact)),
    read,
    rawHoles.map(exact),
  );
  collectPaths(rawTree, before);
  const after: Paths64 = kept.flatMap((p) => [p.outer, ...p.holes]);
  const both = new Clipper64();
  both.addSubject(before);
  both.addClip(after);
  const common: Paths64 = [];
  both.execute(ClipType.Intersection, ClipperFillRule.NonZero, common);
  twice.before += before.reduce((sum, p) => sum + twiceArea(p), 0);
  twice.common += common.reduce((sum, p) => sum + twiceArea(p), 0);
}

/** One part of a drawing that fills on its own: its shapes, their rings, and its holes (indices). */
interface DrawingPart {
  /** Shape indices, ascending; only shapes with a ring in this part. */
  shapes: number[];
  /** For each of `shapes`, its ring indices in this part, ascending. */
  rings: number[][];
  /** Hole indices in this part, ascending. */
  holes: number[];
}

/** The drawing's rings and holes in independent parts (see independentGroups in core), in drawing order. */
function splitDrawing(rings: Path64[][], holes: Path64[]): DrawingPart[] {
  const shapeOf: number[] = [];
  const ringOf: number[] = [];
  rings.forEach((paths, s) =>
    paths.forEach((_, r) => {
      shapeOf.push(s);
      ringOf.push(r);
    }),
  );
  const parts: DrawingPart[] = [];
  for (const group of independentGroups([...rings.flat(), ...holes])) {
    const part: DrawingPart = { shapes: [], rings: [], holes: [] };
    for (const id of group) {
      if (id >= shapeOf.length) {
        part.holes.push(id - shapeOf.length);
        continue;
      }
      if (part.shapes[part.shapes.length - 1] !== shapeOf[id]) {
        part.shapes.push(shapeOf[id]);
        part.rings.push([]);
      }
      part.rings[part.rings.length - 1].push(ringOf[id]);
    }
    // Holes alone cut nothing.
    if (part.shapes.length > 0) parts.push(part);
  }
  return parts;
}

function collectPaths(node: PolyPath64, into: Paths64): void {
  for (let i = 0; i < node.count; i++) {
    const child = node.child(i);
    into.push(child.poly as Path64);
    collectPaths(child, into);
  }
}

/** A grid polygon in art coordinates: outer counter-clockwise, holes clockwise. */
function toPolygon(polygon: GridPolygon, grid: Grid): PolygonWithHoles {
  return {
    outer: oriented(polygon.outer, grid, 1),
    holes: polygon.holes.map((hole) => oriented(hole, grid, -1)),
  };
}

function oriented(path: Path64, grid: Grid, sign: number): Vec2[] {
  const ring = fromGrid(path, grid);
  return Math.sign(twiceArea(path)) === sign ? ring : ring.reverse();
}

// ---- reading ------------------------------------------------------------------------------

function readShapes(drawing: unknown, fillRule: FillRule): ReadShape[] {
  if (!Array.isArray(drawing)) {
    throw new SepaxError('INVALID_INPUT', 'A drawing must be an array of rings or of { rings, fillRule } shapes.');
  }
  const first = drawing[0];
  if (first !== null && typeof first === 'object' && !Array.isArray(first) && 'rings' in first) {
    const shapes: ReadShape[] = [];
    // A loop, not map: a missing element (a sparse array) is an error at once, not skipped.
    for (let s = 0; s < drawing.length; s++) {
      const shape = drawing[s] as RegionShape | undefined;
      if (shape === null || typeof shape !== 'object') {
        throw new SepaxError(
          'INVALID_INPUT',
          `Shape ${s} must be a { rings, fillRule? } object; got ${describeValue(shape)}.`,
        );
      }
      shapes.push({
        rings: readRings(shape.rings, s),
        fillRule: readFillRule(shape.fillRule, `shape ${s} fillRule`) ?? fillRule,
      });
    }
    return shapes;
  }
  return [{ rings: readRings(drawing, 0), fillRule }];
}

function readRings(rings: unknown, shape: number): unknown[][] {
  if (!Array.isArray(rings)) throw new SepaxError('INVALID_INPUT', `Shape ${shape}: rings must be an array of rings.`);
  for (let r = 0; r < rings.length; r++) {
    if (!Array.isArray(rings[r])) {
      throw new SepaxError('INVALID_INPUT', `Shape ${shape}, ring ${r}: a ring must be an array of points.`);
    }
  }
  return rings;
}

function badPoint(p: unknown, shape: number, ring: number, index: number): SepaxError {
  const x = pointX(p);
  const y = pointY(p);
  if (typeof x !== 'number' || typeof y !== 'number') {
    return new SepaxError(
      'INVALID_INPUT',
      `Shape ${shape}, ring ${ring}, point ${index}: expected [x, y] or { x, y } numbers; got ${describeValue(p)}.`,
    );
  }
  return new SepaxError(
    'NON_FINITE',
    `Shape ${shape}, ring ${ring}, point ${index} is (${x}, ${y}); every coordinate must be a finite number.`,
    { shape, ring, index },
  );
}

/** A fill rule option, or undefined when left out. @internal */
export function readFillRule(value: unknown, name: string): FillRule | undefined {
  if (value === undefined || value === 'nonzero' || value === 'evenodd') return value;
  throw new SepaxError('INVALID_ARGUMENT', `${name} must be 'nonzero' or 'evenodd'; got ${describeValue(value)}.`);
}

interface Bounds {
  minX: number;
  minY: number;
  size: number;
  reach: number;
}

/** The box of every point, checking each is a pair of finite numbers (size -Infinity for no points). @internal */
export function boundsOfShapes(shapes: readonly ReadShape[]): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let s = 0; s < shapes.length; s++) {
    const rings = shapes[s].rings;
    for (let r = 0; r < rings.length; r++) {
      const ring = rings[r];
      for (let i = 0; i < ring.length; i++) {
        const x = pointX(ring[i]);
        const y = pointY(ring[i]);
        // typeof guards strings and the like; NaN and ±Infinity fail the range test.
        if (
          typeof x !== 'number' ||
          typeof y !== 'number' ||
          !(Math.abs(x) <= Number.MAX_VALUE && Math.abs(y) <= Number.MAX_VALUE)
        ) {
          throw badPoint(ring[i], s, r, i);
        }
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  const size = Math.max(maxX - minX, maxY - minY);
  const reach = Math.max(Math.abs(minX), Math.abs(maxX), Math.abs(minY), Math.abs(maxY));
  return { minX, minY, size, reach };
}

function emptyReport(): RegionReport {
  return { inputArea: 0, area: 0, changedArea: 0, changes: [], gridStep: 0, tolerance: 0 };
}
