import { Compound, Polygon, SepaxError, type TransformInit, type Vec2 } from '@sepax/core';
import { describeValue, readOptions } from '@sepax/core/internal';
import { type DecomposeOptions, decomposeDetailed } from './decompose.js';
import { signedArea } from './measure.js';
import { type RegionReport, repairPolygon } from './region.js';
import { type ImageLike, readNumber, type TraceOptions, type TraceReport, traceImage } from './trace.js';
import { requireReport } from './report-out.js';
import type { PolygonInput } from './types.js';

/**
 * Options of {@link toColliders}: decomposition options, the Compound's transform, and a
 * minimum piece area.
 *
 * @example
 * ```ts
 * import { toColliders } from '@sepax/decomp';
 * toColliders([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]], { position: [10, 0], scale: 0.5, minPieceArea: 0.01 });
 * ```
 */
export interface ColliderOptions extends DecomposeOptions, TransformInit {
  /** Pieces with a smaller area (in polygon units, before scale) are dropped; the dropped area is reported. Default 0. */
  minPieceArea?: number;
  /**
   * An invalid polygon (self-crossing, a hole outside, a sliver) gets the region its rings fill ({@link
   * repairPolygon}) instead of an error; the area repair changed is reported.
   */
  repair?: boolean;
}

/**
 * What {@link partsToColliders} does with one part that fails validation: `fail` (throw,
 * the default), `skip` (leave it out; its area is reported), `repair` (use the region its
 * rings fill).
 *
 * @example
 * ```ts
 * import { partsToColliders, type BadPartPolicy } from '@sepax/decomp';
 * const policy: BadPartPolicy = 'skip';
 * partsToColliders([[[0, 0], [4, 0], [4, 4], [0, 4]], [[0, 0], [2, 2], [2, 0], [0, 2]]], { badPart: policy });
 * ```
 */
export type BadPartPolicy = 'fail' | 'skip' | 'repair';

/**
 * A part left out by `badPart: 'skip'`: which one, why, and the area its rings fill.
 *
 * @example
 * ```ts
 * import { partsToColliders, type ColliderReport, type SkippedPart } from '@sepax/decomp';
 * const report = {} as ColliderReport;
 * partsToColliders([[[0, 0], [4, 0], [4, 4], [0, 4]], [[0, 0], [2, 2], [2, 0], [0, 2]]], { badPart: 'skip' }, report);
 * const skipped: SkippedPart[] = report.skippedParts ?? []; // [{ index: 1, code: 'SELF_INTERSECTION', area: 2, … }]
 * ```
 */
export interface SkippedPart {
  /** Index of the part in the list. */
  index: number;
  /** The validation code that rejected it. */
  code: string;
  /** The validation message. */
  message: string;
  /** Area the part's rings fill (nonzero, holes cut), in polygon units. */
  area: number;
}

/**
 * What {@link toColliders} reports through its `out` argument.
 *
 * @example
 * ```ts
 * import { toColliders, type ColliderReport } from '@sepax/decomp';
 * const report = {} as ColliderReport;
 * toColliders([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]], {}, report);
 * report.droppedArea; // 0
 * ```
 */
export interface ColliderReport {
  /** Parts in the Compound. */
  pieces: number;
  /** Area the parts cover (polygon units, before scale). */
  area: number;
  /** Pieces dropped by `minPieceArea`. */
  droppedPieces: number;
  /** Area of the dropped pieces (polygon units, before scale). */
  droppedArea: number;
  /** The decomposition method(s) used. */
  methods: string[];
  /** Parts left out by `badPart: 'skip'`, with their area (filled in by every call). */
  skippedParts?: SkippedPart[];
  /** Parts (for toColliders, 0 for the polygon) given their fill region by `repair` (filled in by every call). */
  repairedParts?: number[];
  /** Area where repaired polygons differ from their rings' fill: grid rounding only (filled in by every call). */
  repairedChangedArea?: number;
  /** {@link imageToColliders} only: the islands dropped and holes filled by `minArea`, and their area (px²). */
  trace?: TraceReport;
}

/**
 * Decomposes a polygon (any accepted form, holes allowed) and builds a `@sepax/core`
 * Compound of convex Polygons in the polygon's own coordinates, placed by `position`,
 * `angle` and `scale`. With `minPieceArea`, tiny pieces are left out and `out` (if given)
 * says how many and how much area.
 *
 * @throws SepaxError as `decompose`; INVALID_ARGUMENT if `minPieceArea` drops every piece
 * @example
 * ```ts
 * import { toColliders } from '@sepax/decomp';
 * import { Circle, overlaps } from '@sepax/core';
 * const ell = toColliders([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]], { position: [10, 0] });
 * overlaps(ell, new Circle(0.4, { position: [13, 0.5] })); // true
 * ```
 */
export function toColliders(polygon: PolygonInput, options?: ColliderOptions, out?: ColliderReport): Compound {
  readOptions(options, 'toColliders options', '{ method?, tolerance?, minPieceArea?, position?, angle?, scale? }');
  requireReport(out, 'toColliders(polygon, options, out)');
  const report = out ?? emptyReport();
  resetReport(report);
  const policy: BadPartPolicy = options?.repair === true ? 'repair' : 'fail';
  const pieces = collectPart(polygon, 0, policy, options, report);
  return buildCompound(pieces, options, report);
}

/**
 * Decomposes several polygons (a GeoJSON MultiPolygon's parts, a level's islands) into one
 * Compound, with a choice of what one bad part does (`badPart`): fail the whole call (the
 * default, its message naming the part and the option), be skipped with its area reported
 * in `out.skippedParts`, or be repaired to the region its rings fill.
 *
 * @throws SepaxError as `decompose`, naming the part; INVALID_ARGUMENT for an unknown `badPart`
 *   or when nothing is left
 * @example
 * ```ts
 * import { partsToColliders, type ColliderReport } from '@sepax/decomp';
 * const square = [[0, 0], [4, 0], [4, 4], [0, 4]];
 * const bowTie = [[10, 0], [12, 2], [12, 0], [10, 2]];
 * const report = {} as ColliderReport;
 * partsToColliders([square, bowTie], { badPart: 'repair' }, report); // the square and two triangles
 * report.repairedParts; // [1]
 * ```
 */
export function partsToColliders(
  parts: readonly PolygonInput[],
  options?: ColliderOptions & { badPart?: BadPartPolicy },
  out?: ColliderReport,
): Compound {
  readOptions(options, 'partsToColliders options', '{ badPart?, repair?, method?, tolerance?, … }');
  requireReport(out, 'partsToColliders(parts, options, out)');
  const report = out ?? emptyReport();
  resetReport(report);
  const policy = options?.badPart ?? (options?.repair === true ? 'repair' : 'fail');
  if (policy !== 'fail' && policy !== 'skip' && policy !== 'repair') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `badPart must be 'fail', 'skip' or 'repair'; got ${describeValue(policy)}.`,
    );
  }
  if (!Array.isArray(parts)) throw new SepaxError('INVALID_INPUT', 'parts must be an array of polygons.');
  // A loop, not flatMap: a missing part (a sparse array) is an error at once, not skipped.
  const pieces: Vec2[][] = [];
  for (let index = 0; index < parts.length; index++) {
    for (const piece of collectPart(parts[index], index, policy, options, report)) pieces.push(piece);
  }
  return buildCompound(pieces, options, report);
}

/** Validation codes: a polygon that is not a set of nested simple rings. */
const INVALID_POLYGON_CODES: ReadonlySet<string> = new Set([
  'TOO_FEW_POINTS',
  'ZERO_AREA',
  'SELF_INTERSECTION',
  'HOLE_OUTSIDE',
  'HOLES_OVERLAP',
]);

/** One part's pieces under a bad-part policy. */
function collectPart(
  polygon: PolygonInput,
  index: number,
  policy: BadPartPolicy,
  options: ColliderOptions | undefined,
  report: ColliderReport,
): Vec2[][] {
  try {
    return collectPieces(polygon, options, report);
  } catch (error) {
    if (!(error instanceof SepaxError) || !INVALID_POLYGON_CODES.has(error.code)) throw error;
    if (policy === 'fail') {
      throw new SepaxError(
        error.code,
        `Part ${index}: ${error.message} To use the region its rings fill instead, pass repair: true (or badPart: 'repair'); to leave it out, badPart: 'skip'.`,
        { part: index, ...(error.details as Record<string, unknown> | undefined) },
      );
    }
    const regionReport = {} as RegionReport;
    const region = repairPolygon(polygon as never, {}, regionReport);
    if (policy === 'skip') {
      (report.skippedParts ??= []).push({ index, code: error.code, message: error.message, area: regionReport.area });
      return [];
    }
    (report.repairedParts ??= []).push(index);
    report.repairedChangedArea = (report.repairedChangedArea ?? 0) + regionReport.changedArea;
    return region.flatMap((p) => collectPieces(p, options, report));
  }
}

/**
 * Options of {@link imageToColliders}: tracing, decomposition and collider options together.
 *
 * @example
 * ```ts
 * import { imageToColliders } from '@sepax/decomp';
 * const data = new Uint8Array(16).fill(255);
 * imageToColliders({ width: 4, height: 4, data }, { tolerance: 0.5, flipY: true, scale: 1 / 32 });
 * ```
 */
export interface ImageColliderOptions extends TraceOptions, Omit<ColliderOptions, 'tolerance'> {
  /** Cleaning tolerance for decomposition (relative); `tolerance` is the tracing one (pixels). */
  cleanTolerance?: number;
}

/**
 * Traces an image ({@link traceImage}) and decomposes every island into one Compound. The
 * report `out` also says, under `trace`, which islands `minArea` dropped and which holes it
 * filled, with their area.
 *
 * @throws SepaxError INVALID_ARGUMENT for a malformed image, or if nothing solid is found
 * @example
 * ```ts
 * import { imageToColliders } from '@sepax/decomp';
 * const data = new Uint8Array(64 * 64);
 * for (let i = 0; i < data.length; i++) if ((i % 64) < 40) data[i] = 255;
 * const body = imageToColliders({ width: 64, height: 64, data }, { flipY: true, scale: 1 / 64 });
 * ```
 */
export function imageToColliders(image: ImageLike, options?: ImageColliderOptions, out?: ColliderReport): Compound {
  readOptions(options, 'imageToColliders options', '{ threshold?, tolerance?, method?, minPieceArea?, … }');
  requireReport(out, 'imageToColliders(image, options, out)');
  const trace = {} as TraceReport;
  const islands = traceImage(image, options, trace);
  if (islands.length === 0) {
    throw new SepaxError(
      'INVALID_INPUT',
      'The image has no solid pixels at this threshold; lower `threshold` or check the alpha channel.',
    );
  }
  const report = out ?? emptyReport();
  resetReport(report);
  report.trace = trace;
  const decomposeOptions = { ...options, tolerance: options?.cleanTolerance };
  const pieces = islands.flatMap((island) => collectPieces(island, decomposeOptions, report));
  return buildCompound(pieces, options, report);
}

/** Decomposes one polygon and sorts its pieces into kept and dropped, updating the report. */
function collectPieces(polygon: PolygonInput, options: ColliderOptions | undefined, report: ColliderReport): Vec2[][] {
  const minPieceArea = readNumber(options?.minPieceArea, 0, 'minPieceArea', 0, Infinity);
  const decomposition = decomposeDetailed(polygon, options);
  if (!report.methods.includes(decomposition.method)) report.methods.push(decomposition.method);
  const kept: Vec2[][] = [];
  for (const piece of decomposition.pieces) {
    const area = signedArea(piece);
    if (area < minPieceArea) {
      report.droppedPieces++;
      report.droppedArea += area;
    } else {
      kept.push(piece);
      report.area += area;
    }
  }
  return kept;
}

function buildCompound(pieces: Vec2[][], options: TransformInit | undefined, report: ColliderReport): Compound {
  if (pieces.length === 0) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `minPieceArea drops every piece (${report.droppedPieces} pieces, area ${report.droppedArea}); lower it.`,
    );
  }
  report.pieces = pieces.length;
  const transform: TransformInit = {};
  if (options?.position !== undefined) transform.position = options.position;
  if (options?.angle !== undefined) transform.angle = options.angle;
  if (options?.scale !== undefined) transform.scale = options.scale;
  return new Compound(
    pieces.map((piece) => new Polygon(piece)),
    transform,
  );
}

function emptyReport(): ColliderReport {
  return {
    pieces: 0,
    area: 0,
    droppedPieces: 0,
    droppedArea: 0,
    methods: [],
    skippedParts: [],
    repairedParts: [],
    repairedChangedArea: 0,
  };
}

function resetReport(report: ColliderReport): void {
  delete report.trace;
  Object.assign(report, emptyReport());
}
