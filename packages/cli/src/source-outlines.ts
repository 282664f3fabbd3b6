import { SepaxError, type Vec2 } from '@sepax/core';
import { independentGroups } from '@sepax/core/internal';
import {
  DEFAULT_MAX_OUTLINE_POINTS,
  clean,
  fillRegion,
  type PolygonInput,
  type PolygonWithHoles,
  type TraceReport,
  type RegionReport,
  repairPolygon,
  traceImage,
  validate,
  type ValidationProblem,
} from '@sepax/decomp';
import type { DecomposeSettings } from './colliders-file.js';
import type { InputKind } from './inputs.js';
import { readJsonPolygons } from './json-input.js';
import { type AlphaImage, decodePng } from './png.js';
import { readSvgOutlines } from './svg/read-svg.js';
import { flattenOutline, strokeOutline } from './svg/flatten.js';
import { applyMatrix, lengthScale, type Matrix } from './svg/transform.js';

/** The outlines one input holds, in its own coordinates, checked valid. @internal */
export interface SourceOutlines {
  polygons: PolygonWithHoles[];
  /** Image height in pixels (PNG only): `--flip-y` maps y to height − y. */
  frameHeight: number | undefined;
  /** PNG only: the islands `--min-area` dropped and the holes it filled, in px². */
  traced?: TraceReport;
  /** What the region stage changed (SVG cleaning, JSON repair) and what was skipped, in the input's units². */
  accounting?: RegionAccounting;
}

/** Area the outlines differ from the art's own fill, and polygons left out or repaired. @internal */
export interface RegionAccounting {
  /** Area where the outlines and the art's fill differ (cleaning within the tolerance, rounding). */
  changedArea: number;
  /** JSON polygons left out by `--bad-part skip`, and the area their rings fill. */
  skippedParts: number;
  skippedArea: number;
  /** JSON polygons given the region their rings fill (`--repair`). */
  repairedParts: number;
}

const noAccounting = (): RegionAccounting => ({ changedArea: 0, skippedParts: 0, skippedArea: 0, repairedParts: 0 });

/**
 * Reads the outlines of one input file: PNG alpha traced, SVG outline elements flattened
 * with their transforms applied and filled (decomp's region stage), JSON polygons cleaned.
 * PNG and JSON outlines are validated; the first invalid one fails the file with its
 * problem code (SELF_INTERSECTION, …) unless `--repair` / `--bad-part` say otherwise.
 * @internal
 */
export function readSourceOutlines(
  kind: InputKind,
  bytes: Uint8Array,
  settings: DecomposeSettings,
  maxOutlinePoints = DEFAULT_MAX_OUTLINE_POINTS,
): SourceOutlines {
  switch (kind) {
    case 'png':
      return imageOutlines(decodePng(bytes), settings, maxOutlinePoints);
    case 'svg':
      return { ...svgOutlines(new TextDecoder().decode(bytes)), frameHeight: undefined };
    case 'json':
      return { ...jsonOutlines(new TextDecoder().decode(bytes), settings), frameHeight: undefined };
  }
}

/**
 * The outlines traced along an alpha mask (a PNG, a sprite sheet's frame), checked valid.
 * @example
 * ```ts no-run
 * const { polygons } = imageOutlines({ width: 2, height: 2, data: new Uint8Array([255, 255, 0, 255]) }, {}, 1000);
 * ```
 * @internal
 */
export function imageOutlines(
  image: AlphaImage,
  settings: DecomposeSettings,
  maxOutlinePoints: number,
): SourceOutlines {
  const scale = settings.scale ?? 1;
  const traced = {} as TraceReport;
  const polygons = withOutlineFlag(() =>
    traceImage(
      image,
      {
        threshold: settings.alphaThreshold,
        tolerance: settings.simplify,
        // --min-area is in output units²; the tracer counts pixels².
        minArea: settings.minArea === undefined ? undefined : settings.minArea / (scale * scale),
        maxOutlinePoints,
      },
      traced,
    ),
  );
  if (polygons.length === 0) {
    const threshold =
      settings.alphaThreshold === undefined
        ? 'the default alpha threshold'
        : `--alpha-threshold ${settings.alphaThreshold}`;
    const orTooSmall = settings.minArea ? ` or every island is smaller than --min-area ${settings.minArea}` : '';
    throw new SepaxError(
      'INVALID_INPUT',
      `Nothing to trace: no pixel is solid at ${threshold}${orTooSmall}. Is the image transparent?`,
    );
  }
  polygons.forEach((polygon, i) => requireValid(polygon, `traced outline ${i + 1}`));
  return { polygons, frameHeight: image.height, traced, accounting: noAccounting() };
}

/** Runs the trace; its refusal of a long outline names the CLI's option, not the library's. */
function withOutlineFlag<T>(trace: () => T): T {
  try {
    return trace();
  } catch (error) {
    const limit = error instanceof SepaxError ? error.details?.maxOutlinePoints : undefined;
    if (limit === undefined) throw error;
    throw new SepaxError(
      'INVALID_INPUT',
      `The image's outline would have ${(error as SepaxError).details?.points} points (one per pixel edge between solid and empty), over the limit of ${limit}. Is it dithered or noisy? Clean it, raise --alpha-threshold, or raise --max-outline-points if it is meant to be this detailed.`,
      (error as SepaxError).details,
    );
  }
}

/**
 * An SVG's outlines: each element's region (its subpaths under its fill-rule, cleaned within
 * the flattening tolerance), placed by its transform; elements whose boxes overlap or touch
 * fill their union (shapes of one drawing fill their union), the others stay as they are.
 */
function svgOutlines(text: string): { polygons: PolygonWithHoles[]; accounting: RegionAccounting } {
  const accounting = noAccounting();
  const elements: PolygonWithHoles[][] = [];
  for (const outline of readSvgOutlines(text)) {
    const { d, matrix, stroke } = outline;
    // A transform that cannot be inverted (a scale of 0) flattens the element: SVG renders nothing.
    if (lengthScale(matrix) === 0) continue;
    // An element paints its fill and its stroke: two regions, united below with the others.
    const regions: ((report: RegionReport) => PolygonWithHoles[])[] = [];
    if (outline.filled) regions.push((report) => flattenOutline(d, matrix, outline.fillRule, report));
    if (stroke) regions.push((report) => strokeOutline(d, matrix, stroke, report));
    for (const region of regions) {
      const report = {} as RegionReport;
      const polygons = labelled(outline.label, () => region(report));
      if (polygons.length === 0) continue;
      const [a, b, c, e] = matrix;
      accounting.changedArea += report.changedArea * Math.abs(a * e - b * c);
      elements.push(polygons.map((polygon) => mapPolygon(polygon, matrix)));
    }
  }
  if (elements.length === 0) {
    throw new SepaxError(
      'INVALID_INPUT',
      'The SVG paints no area: no path or shape element encloses an area with a fill or has a stroke.',
    );
  }
  const polygons: PolygonWithHoles[] = [];
  for (const group of overlappingGroups(elements)) {
    if (group.length === 1) {
      for (const polygon of group[0]) polygons.push(polygon);
      continue;
    }
    // Each element's region winds once round its filled area (outer rings counter-clockwise,
    // holes clockwise), so all their rings together wind a positive number of times exactly
    // over the union: one nonzero fill unites them. Each was cleaned at its own size already,
    // so the union only unites (tolerance 0).
    const report = {} as RegionReport;
    const rings = group.flatMap((element) => element.flatMap((p) => [p.outer, ...p.holes]));
    for (const polygon of fillRegion(rings, { fillRule: 'nonzero', tolerance: 0 }, report)) polygons.push(polygon);
    accounting.changedArea += report.changedArea;
  }
  return { polygons, accounting };
}

/**
 * Elements in groups that fill independently (independentGroups: no two groups' boxes meet),
 * in the order of their first element. Apart, an element keeps its own grid: a tiny element
 * beside a large one is not rounded to the large one's grid.
 */
function overlappingGroups(elements: PolygonWithHoles[][]): PolygonWithHoles[][][] {
  // An element's outer rings joined into one path have the element's box.
  const groups = independentGroups(elements.map((element) => element.flatMap((p) => p.outer)));
  return groups.map((group) => group.map((i) => elements[i]));
}

/**
 * A JSON file's polygons, validated. One that fails validation fails the file (the default,
 * `--bad-part fail`), is left out with its area counted (`skip`), or becomes the region its
 * rings fill (`--repair`, `--bad-part repair`; then the polygons of the file fill their union).
 */
function jsonOutlines(
  text: string,
  settings: DecomposeSettings,
): { polygons: PolygonWithHoles[]; accounting: RegionAccounting } {
  const policy = settings.badPart ?? (settings.repair ? 'repair' : 'fail');
  const accounting = noAccounting();
  const polygons: PolygonWithHoles[] = [];
  readJsonPolygons(text).forEach((found, i) => {
    const input = found as PolygonInput; // decomp checks the structure and says what is wrong
    const label = `polygon ${i + 1}`;
    const problems = errorsOf(input);
    if (problems.length === 0) {
      const cleaned = clean(input);
      polygons.push(Array.isArray(cleaned) ? { outer: cleaned, holes: [] } : cleaned);
      return;
    }
    if (policy === 'fail') throwProblems(problems, label, REPAIR_HINT);
    const report = {} as RegionReport;
    const region = labelled(label, () => repairPolygon(input, {}, report));
    if (policy === 'skip') {
      accounting.skippedParts++;
      accounting.skippedArea += report.area;
      return;
    }
    accounting.repairedParts++;
    accounting.changedArea += report.changedArea;
    for (const polygon of region) polygons.push(polygon);
  });
  if (polygons.length === 0) {
    const why =
      policy === 'repair'
        ? `every polygon's rings enclose no area (${accounting.repairedParts} repaired to nothing)`
        : `every polygon was left out (${accounting.skippedParts} invalid, area ${accounting.skippedArea}); try --repair`;
    throw new SepaxError('INVALID_INPUT', `Nothing to convert: ${why}.`);
  }
  if (policy !== 'repair' || polygons.length === 1) return { polygons, accounting };
  const report = {} as RegionReport;
  // Every polygon winds once round its area (outer counter-clockwise, holes clockwise): nonzero unites them.
  const united = fillRegion(
    polygons.flatMap((p) => [p.outer, ...p.holes]),
    { fillRule: 'nonzero', tolerance: 0 },
    report,
  );
  accounting.changedArea += report.changedArea;
  return { polygons: united, accounting };
}

const REPAIR_HINT = ' Pass --repair to use the region its rings fill, or --bad-part skip to leave it out.';

/** Runs `read`, naming the element in any SepaxError it throws (a file may hold hundreds of paths). */
function labelled<T>(label: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SepaxError)) throw error;
    throw new SepaxError(
      error.code,
      `${label}: ${error.message}`,
      error.details as Record<string, unknown> | undefined,
    );
  }
}

/** Maps every point through an SVG matrix; a mirroring matrix reverses the rings to keep their winding. */
function mapPolygon(polygon: PolygonWithHoles, matrix: Matrix): PolygonWithHoles {
  const mirrors = matrix[0] * matrix[3] - matrix[1] * matrix[2] < 0;
  const map = (ring: Vec2[]): Vec2[] => {
    const mapped = ring.map((p) => applyMatrix(matrix, p));
    return mirrors ? mapped.reverse() : mapped;
  };
  return { outer: map(polygon.outer), holes: polygon.holes.map(map) };
}

/** Shown in a failure message; more are summarised by count. */
const PROBLEMS_SHOWN = 3;

/**
 * Throws the first validation error's code, its message (decomp's: what and where, and
 * what to do) with the vertex indices, and up to two more problems after it.
 * @example
 * ```ts no-run
 * requireValid([{ x: 0, y: 0 }, { x: 4, y: 4 }, { x: 4, y: 0 }, { x: 0, y: 4 }], 'polygon 1'); // throws SELF_INTERSECTION
 * ```
 * @internal
 */
export function requireValid(polygon: PolygonInput, label: string): void {
  const problems = errorsOf(polygon);
  if (problems.length > 0) throwProblems(problems, label, '');
}

type ValidationError = Extract<ValidationProblem, { severity: 'error' }>;

/** Touches (severity 'warning') leave the region well defined: decomp accepts them. */
function errorsOf(polygon: PolygonInput): ValidationError[] {
  return validate(polygon).filter((p): p is ValidationError => p.severity === 'error');
}

function throwProblems(problems: ValidationError[], label: string, hint: string): never {
  const [first, ...others] = problems.slice(0, PROBLEMS_SHOWN);
  const also = others.map((p) => `; also ${p.code}: ${describeProblem(p)}`).join('');
  const more = problems.length > PROBLEMS_SHOWN ? ` (and ${problems.length - PROBLEMS_SHOWN} more)` : '';
  throw new SepaxError(first.code, `${label}: ${describeProblem(first)}${also}${more}.${hint}`, {
    problems: problems.slice(0, PROBLEMS_SHOWN),
  });
}

function describeProblem(problem: ValidationProblem): string {
  // Holes counted from 0, as in decomp's message this follows ("Hole 0 lies outside …").
  const ring = problem.ring === 0 ? 'outer ring' : `hole ${problem.ring - 1}`;
  const vertices = problem.indices.length > 0 ? `, vertices ${problem.indices.join(', ')}` : '';
  return `${problem.message.replace(/\.$/, '')} (${ring}${vertices})`;
}
