import { SepaxError, type Vec2 } from '@sepax/core';
import { describeValue } from '@sepax/core/internal';
import { contours } from 'd3-contour';
import { MAX_TRACE_WORK, solidEdges, traceWork } from './trace-work.js';
import { cleanPolygon } from './clean.js';
import { requireReport } from './report-out.js';
import { signedArea } from './measure.js';
import type { PolygonWithHoles } from './types.js';
import { isValidPolygon } from './validate.js';

/**
 * An image for {@link traceImage}: `data` is RGBA (4 numbers per pixel, like a canvas
 * `ImageData`) or a single alpha channel (1 number per pixel), row by row from the top.
 *
 * @example
 * ```ts
 * import type { ImageLike } from '@sepax/decomp';
 * const dot: ImageLike = { width: 2, height: 2, data: new Uint8Array([0, 255, 255, 255]) };
 * ```
 */
export interface ImageLike {
  /** Pixels per row. */
  width: number;
  /** Rows. */
  height: number;
  /** RGBA (length 4 × width × height) or alpha (length width × height), 0–255. */
  data: ArrayLike<number>;
}

/**
 * Options of {@link traceImage}.
 *
 * @example
 * ```ts
 * import { traceImage } from '@sepax/decomp';
 * const image = { width: 3, height: 3, data: new Uint8Array([0, 0, 0, 0, 255, 0, 0, 0, 0]) };
 * traceImage(image, { threshold: 1, tolerance: 0.5, minArea: 0, flipY: true });
 * ```
 */
export interface TraceOptions {
  /** A pixel is solid when its alpha is ≥ this (1–255). Default 128. */
  threshold?: number;
  /** Simplification tolerance in pixels (0 = none). Default 1. */
  tolerance?: number;
  /**
   * Islands with a smaller area (px²) are dropped and holes with a smaller area are filled (their pixels count as
   * solid); a {@link TraceReport} says how many and how much area.
   */
  minArea?: number;
  /** Return y-up coordinates (y = height − row) instead of y-down pixel coordinates. Default false. */
  flipY?: boolean;
  /**
   * The most outline points the trace may make before simplifying: one per pixel edge
   * between a solid pixel and an empty one (or the border). Counted before tracing, so that
   * a small file of dithered or noisy pixels is refused at once instead of taking gigabytes.
   * Default {@link DEFAULT_MAX_OUTLINE_POINTS}.
   */
  maxOutlinePoints?: number;
}

/**
 * The default of {@link TraceOptions.maxOutlinePoints}: 2²¹ points, as many as a 1024 × 1024
 * checkerboard of single pixels makes; tracing and decomposing those takes seconds and a few
 * GB. Real art's outlines are far shorter: an 8192 × 8192 disc's is about 33 000 points.
 *
 * @example
 * ```ts
 * import { DEFAULT_MAX_OUTLINE_POINTS } from '@sepax/decomp';
 * DEFAULT_MAX_OUTLINE_POINTS; // 2097152
 * ```
 */
export const DEFAULT_MAX_OUTLINE_POINTS = 2 ** 21;

/**
 * What `minArea` changed in a {@link traceImage} call: every island dropped and every hole
 * filled, so that no area is lost or added without a word. Areas are in px², measured on the
 * traced outline (before simplification); a dropped island's area is its outer ring minus
 * its holes.
 *
 * @example
 * ```ts
 * import { traceImage, type TraceReport } from '@sepax/decomp';
 * const data = new Uint8Array(100).fill(255);
 * data[55] = 0; // a one-pixel hole
 * const report = {} as TraceReport;
 * traceImage({ width: 10, height: 10, data }, { minArea: 4 }, report);
 * report.filledHoles; // 1
 * ```
 */
export interface TraceReport {
  /** Islands traced, kept or dropped. */
  islands: number;
  /** Islands dropped for an area under `minArea`. */
  droppedIslands: number;
  /** Their area, px². */
  droppedIslandArea: number;
  /** Holes filled for an area under `minArea`. */
  filledHoles: number;
  /** Their area, px². */
  filledHoleArea: number;
}

/** Halving the tolerance this many times before giving up simplification for a polygon. */
const SIMPLIFY_RETRIES = 6;

/**
 * Traces the solid pixels of an image into polygons with holes: alpha threshold, marching
 * squares (d3-contour; the outline runs through pixel-edge midpoints, so a disc of radius r
 * traces to ≈ πr²), then Douglas–Peucker within `tolerance` pixels. Simplification never
 * produces an invalid polygon: each simplified island is validated (exact predicates) and,
 * if it crosses itself or a hole escapes, simplified again with half the tolerance, down to
 * the unsimplified trace. Islands (even inside holes) and holes are kept; coordinates are
 * pixels, y down (or y up with `flipY`); outer rings CCW, holes CW (signed area). With
 * `minArea`, small islands are dropped and small holes filled, and `out` (if given) counts
 * them and their area.
 *
 * @throws SepaxError INVALID_ARGUMENT for a malformed image, options or report;
 *   INVALID_INPUT for an outline of more than `maxOutlinePoints` points, or for noise whose
 *   solid pixels join into one island riddled with holes (`details.traceWork`)
 * @example
 * ```ts
 * import { traceImage } from '@sepax/decomp';
 * const size = 32;
 * const data = new Uint8Array(size * size);
 * for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
 *   if ((x - 15.5) ** 2 + (y - 15.5) ** 2 < 100) data[y * size + x] = 255;
 * }
 * const [disc] = traceImage({ width: size, height: size, data });
 * disc.holes.length; // 0
 * ```
 */
export function traceImage(image: ImageLike, options?: TraceOptions, out?: TraceReport): PolygonWithHoles[] {
  requireReport(out, 'traceImage(image, options, out)');
  const { width, height, alpha } = readImage(image);
  const threshold = readNumber(options?.threshold, 128, 'threshold', 1, 255);
  const tolerance = readNumber(options?.tolerance, 1, 'tolerance', 0, Infinity);
  const minArea = readNumber(options?.minArea, 0, 'minArea', 0, Infinity);
  const maxPoints = readNumber(options?.maxOutlinePoints, DEFAULT_MAX_OUTLINE_POINTS, 'maxOutlinePoints', 0, Infinity);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = isSolid(alpha(i), threshold, i) ? 1 : 0;
  const points = outlinePoints(mask, width, height);
  if (points > maxPoints) {
    throw new SepaxError(
      'INVALID_INPUT',
      `The image's outline would have ${points} points (one per pixel edge between solid and empty), over the limit of ${maxPoints} (maxOutlinePoints). Is it dithered or noisy? Clean it, raise the alpha threshold, or raise maxOutlinePoints if it is meant to be this detailed.`,
      { points, maxOutlinePoints: maxPoints },
    );
  }
  const work = traceWork(mask, width, height, points);
  if (work > MAX_TRACE_WORK) {
    throw new SepaxError(
      'INVALID_INPUT',
      `The image's solid pixels join into an island whose outline (${points} points) is riddled with holes or too long to trace in reasonable time (work ${Math.round(work)}, over the limit of ${MAX_TRACE_WORK}). Is it dithered or noisy? Clean it, or raise the alpha threshold.`,
      { traceWork: Math.round(work), maxTraceWork: MAX_TRACE_WORK },
    );
  }
  const traced = contours().size([width, height]).smooth(false).contour(mask, 0.5).coordinates;
  const report = resetTraceReport(out);
  const polygons: PolygonWithHoles[] = [];
  for (const rings of traced) {
    const flipped = rings.map((ring) => ring.map(([x, y]) => ({ x, y: options?.flipY ? height - y : y })));
    const kept = keepLargeEnough(flipped, minArea, report);
    if (kept) polygons.push(simplifyPolygon(kept, tolerance));
  }
  return polygons;
}

/**
 * The points marching squares puts on the outline of `mask` (1 solid, 0 empty): one per
 * pixel edge between a solid pixel and an empty one or the image's border.
 */
function outlinePoints(mask: Uint8Array, width: number, height: number): number {
  let points = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (mask[y * width + x] === 1) points += solidEdges(mask, width, height, x, y);
  }
  return points;
}

function resetTraceReport(out: TraceReport | undefined): TraceReport {
  const report = out ?? ({} as TraceReport);
  report.islands = 0;
  report.droppedIslands = 0;
  report.droppedIslandArea = 0;
  report.filledHoles = 0;
  report.filledHoleArea = 0;
  return report;
}

/**
 * One traced island's rings without the holes under minArea (filled), or null when the
 * island itself is under minArea or encloses nothing (dropped); each counted in `report`.
 */
function keepLargeEnough(rings: Vec2[][], minArea: number, report: TraceReport): Vec2[][] | null {
  report.islands++;
  const areas = rings.map((ring) => Math.abs(signedArea(ring)));
  if (areas[0] < minArea || rings[0].length < 4) {
    report.droppedIslands++;
    report.droppedIslandArea += areas.reduce((net, area, r) => (r === 0 ? net + area : net - area), 0);
    return null;
  }
  const kept = [rings[0]];
  for (let r = 1; r < rings.length; r++) {
    if (areas[r] >= minArea) kept.push(rings[r]);
    else {
      report.filledHoles++;
      report.filledHoleArea += areas[r];
    }
  }
  return kept;
}

/** Simplifies one traced island, halving the tolerance until the result validates. */
function simplifyPolygon(kept: Vec2[][], tolerance: number): PolygonWithHoles {
  for (let attempt = 0, tol = tolerance; attempt <= SIMPLIFY_RETRIES; attempt++, tol /= 2) {
    const t = attempt === SIMPLIFY_RETRIES ? 0 : tol;
    const cleaned = cleanPolygon(
      kept.map((ring) => simplifyRing(ring, t)),
      0,
    );
    if (cleaned.rings.some((ring) => ring.length < 3) || !isValidPolygon(cleaned)) continue;
    return { outer: cleaned.rings[0], holes: cleaned.rings.slice(1) };
  }
  throw new SepaxError(
    'DECOMPOSITION_FAILED',
    'The traced outline is not a valid polygon even unsimplified; please report this image.',
  );
}

function readImage(image: ImageLike): { width: number; height: number; alpha: (i: number) => number } {
  const { width, height, data } = image ?? ({} as ImageLike);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `An image needs positive integer width and height; got ${describeValue(width)} × ${describeValue(height)}.`,
    );
  }
  const pixels = width * height;
  const length = data?.length;
  if (length === 4 * pixels) return { width, height, alpha: (i) => data[4 * i + 3] };
  if (length === pixels) return { width, height, alpha: (i) => data[i] };
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `Image data has ${describeValue(length)} values; a ${width} × ${height} image needs ${4 * pixels} (RGBA) or ${pixels} (alpha).`,
  );
}

/** Alpha at or above the threshold; anything but a number (a BigInt, a Symbol, a string) is refused by position. */
function isSolid(alpha: unknown, threshold: number, pixel: number): boolean {
  if (typeof alpha !== 'number') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `Image data must hold numbers from 0 to 255; pixel ${pixel} has ${describeValue(alpha)}.`,
    );
  }
  return alpha >= threshold;
}

/** Reads an optional numeric option within [min, max]. @internal */
export function readNumber(value: unknown, fallback: number, what: string, min: number, max: number): number {
  const v = value ?? fallback;
  if (typeof v !== 'number' || Number.isNaN(v) || v < min || v > max) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} must be a number ${rangeText(min, max)}; got ${describeValue(value)}.`,
    );
  }
  return v;
}

/** [min, max] in words: "> 0" for the smallest double, no upper end for the largest or Infinity. */
function rangeText(min: number, max: number): string {
  const lower = min === Number.MIN_VALUE ? '> 0' : `≥ ${min}`;
  return max >= Number.MAX_VALUE ? lower : `in [${min}, ${max}]`;
}

/**
 * Douglas–Peucker on a closed ring: keeps the points needed so that every dropped point is within `tolerance` of the
 * kept outline.
 */
function simplifyRing(ring: readonly Vec2[], tolerance: number): Vec2[] {
  const n = ring.length;
  if (n <= 3 || tolerance <= 0) return ring.slice();
  const keep = new Uint8Array(n);
  const far = farthestFrom(ring, 0);
  keep[0] = 1;
  keep[far] = 1;
  const stack = [0, far, far, n]; // index n stands for point 0 again, closing the ring
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const last = stack.pop() as number;
    const first = stack.pop() as number;
    let worst = -1;
    let worstD2 = tol2;
    for (let i = first + 1; i < last; i++) {
      const d2 = segmentDistanceSquared(ring[i], ring[first], ring[last % n]);
      if (d2 > worstD2) {
        worst = i;
        worstD2 = d2;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push(first, worst, worst, last);
  }
  return ring.filter((_, i) => keep[i] === 1);
}

function farthestFrom(ring: readonly Vec2[], from: number): number {
  let best = from;
  let bestD2 = -1;
  for (let i = 0; i < ring.length; i++) {
    const d2 = (ring[i].x - ring[from].x) ** 2 + (ring[i].y - ring[from].y) ** 2;
    if (d2 > bestD2) {
      best = i;
      bestD2 = d2;
    }
  }
  return best;
}

/** Squared distance from p to the closed segment ab. */
function segmentDistanceSquared(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return (p.x - a.x - t * dx) ** 2 + (p.y - a.y - t * dy) ** 2;
}
