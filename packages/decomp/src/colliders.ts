import { Compound, Polygon, SepaxError, type TransformInit, type Vec2 } from '@sepax/core';
import { readOptions, requireOut } from '@sepax/core/internal';
import { type DecomposeOptions, decomposeDetailed } from './decompose.js';
import { signedArea } from './geometry.js';
import { type ImageLike, type TraceOptions, readNumber, traceImage } from './trace.js';
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
 *  * const ell = toColliders([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]], { position: [10, 0] });
 * overlaps(ell, new Circle(0.4, { position: [13, 0.5] })); // true
 * ```
 */
export function toColliders(polygon: PolygonInput, options?: ColliderOptions, out?: ColliderReport): Compound {
  readOptions(options, 'toColliders options', '{ method?, tolerance?, minPieceArea?, position?, angle?, scale? }');
  requireOut(out, isObject, 'toColliders(polygon, options, out)', 'an object to write the report into');
  const report = out ?? emptyReport();
  resetReport(report);
  const pieces = collectPieces(polygon, options, report);
  return buildCompound(pieces, options, report);
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
 * Traces an image ({@link traceImage}) and decomposes every island into one Compound.
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
  requireOut(out, isObject, 'imageToColliders(image, options, out)', 'an object to write the report into');
  const islands = traceImage(image, options);
  if (islands.length === 0) {
    throw new SepaxError(
      'INVALID_INPUT',
      'The image has no solid pixels at this threshold; lower `threshold` or check the alpha channel.',
    );
  }
  const report = out ?? emptyReport();
  resetReport(report);
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

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

function emptyReport(): ColliderReport {
  return { pieces: 0, area: 0, droppedPieces: 0, droppedArea: 0, methods: [] };
}

function resetReport(report: ColliderReport): void {
  Object.assign(report, emptyReport());
}
