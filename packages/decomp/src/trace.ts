import { describeValue, SepaxError, type Vec2 } from '@sepax/core';
import { contours } from 'd3-contour';
import { cleanPolygon } from './clean.js';
import { signedArea } from './geometry.js';
import { simplifyRing } from './simplify.js';
import type { PolygonWithHoles } from './types.js';
import { findProblems, isError } from './validate.js';

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
  /** Islands and holes with a smaller area (px²) are dropped. Default 0 (keep all). */
  minArea?: number;
  /** Return y-up coordinates (y = height − row) instead of y-down pixel coordinates. Default false. */
  flipY?: boolean;
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
 * pixels, y down (or y up with `flipY`); outer rings CCW, holes CW (signed area).
 *
 * @throws SepaxError INVALID_ARGUMENT for a malformed image or options
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
export function traceImage(image: ImageLike, options?: TraceOptions): PolygonWithHoles[] {
  const { width, height, alpha } = readImage(image);
  const threshold = readNumber(options?.threshold, 128, 'threshold', 1, 255);
  const tolerance = readNumber(options?.tolerance, 1, 'tolerance', 0, Infinity);
  const minArea = readNumber(options?.minArea, 0, 'minArea', 0, Infinity);
  const mask = new Float64Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = alpha(i) >= threshold ? 1 : 0;
  const traced = contours().size([width, height]).smooth(false).contour(mask, 0.5).coordinates;
  const polygons: PolygonWithHoles[] = [];
  for (const rings of traced) {
    const flipped = rings.map((ring) => ring.map(([x, y]) => ({ x, y: options?.flipY ? height - y : y })));
    const polygon = simplifyPolygon(flipped, tolerance, minArea);
    if (polygon) polygons.push(polygon);
  }
  return polygons;
}

/**
 * Simplifies one traced island, halving the tolerance until the result validates; drops
 * holes (and the island) below minArea.
 */
function simplifyPolygon(rings: Vec2[][], tolerance: number, minArea: number): PolygonWithHoles | null {
  const kept = rings.filter((ring, r) => r === 0 || Math.abs(signedArea(ring)) >= minArea);
  if (Math.abs(signedArea(kept[0])) < minArea || kept[0].length < 4) return null;
  for (let attempt = 0, tol = tolerance; attempt <= SIMPLIFY_RETRIES; attempt++, tol /= 2) {
    const t = attempt === SIMPLIFY_RETRIES ? 0 : tol;
    const cleaned = cleanPolygon(
      kept.map((ring) => simplifyRing(ring, t)),
      0,
    );
    if (cleaned.rings.some((ring) => ring.length < 3) || findProblems(cleaned).some(isError)) continue;
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
      `An image needs positive integer width and height; got ${width} × ${height}.`,
    );
  }
  const pixels = width * height;
  if (data && data.length === 4 * pixels) return { width, height, alpha: (i) => data[4 * i + 3] };
  if (data && data.length === pixels) return { width, height, alpha: (i) => data[i] };
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `Image data has ${data?.length} values; a ${width} × ${height} image needs ${4 * pixels} (RGBA) or ${pixels} (alpha).`,
  );
}

/** Reads an optional numeric option within [min, max]. @internal */
export function readNumber(value: unknown, fallback: number, what: string, min: number, max: number): number {
  const v = value ?? fallback;
  if (typeof v !== 'number' || Number.isNaN(v) || v < min || v > max) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} must be a number in [${min}, ${max}]; got ${describeValue(value)}.`,
    );
  }
  return v;
}
