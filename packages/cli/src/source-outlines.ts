import { SepaxError, type Vec2 } from '@sepax/core';
import {
  clean,
  type PolygonInput,
  type PolygonWithHoles,
  type TraceReport,
  traceImage,
  validate,
  type ValidationProblem,
} from '@sepax/decomp';
import type { DecomposeSettings } from './colliders-file.js';
import type { InputKind } from './inputs.js';
import { readJsonPolygons } from './json-input.js';
import { type AlphaImage, decodePng } from './png.js';
import { readSvgOutlines } from './svg/read-svg.js';
import { flattenOutline } from './svg/flatten.js';
import { applyMatrix, type Matrix } from './svg/transform.js';

/** The outlines one input holds, in its own coordinates, checked valid. @internal */
export interface SourceOutlines {
  polygons: PolygonWithHoles[];
  /** Image height in pixels (PNG only): `--flip-y` maps y to height − y. */
  frameHeight: number | undefined;
  /** PNG only: the islands `--min-area` dropped and the holes it filled, in px². */
  traced?: TraceReport;
}

/**
 * Reads the outlines of one input file: PNG alpha traced, SVG outline elements flattened
 * with their transforms applied, JSON polygons cleaned. Every outline is validated; the
 * first invalid one fails the file with its problem code (SELF_INTERSECTION, …).
 * @internal
 */
export function readSourceOutlines(kind: InputKind, bytes: Uint8Array, settings: DecomposeSettings): SourceOutlines {
  switch (kind) {
    case 'png':
      return pngOutlines(bytes, settings);
    case 'svg':
      return { polygons: svgOutlines(new TextDecoder().decode(bytes)), frameHeight: undefined };
    case 'json':
      return { polygons: jsonOutlines(new TextDecoder().decode(bytes)), frameHeight: undefined };
  }
}

function pngOutlines(bytes: Uint8Array, settings: DecomposeSettings): SourceOutlines {
  return imageOutlines(decodePng(bytes), settings);
}

/**
 * The outlines traced along an alpha mask (a PNG, a sprite sheet's frame), checked valid.
 * @example
 * ```ts no-run
 * const { polygons } = imageOutlines({ width: 2, height: 2, data: new Uint8Array([255, 255, 0, 255]) }, {});
 * ```
 * @internal
 */
export function imageOutlines(image: AlphaImage, settings: DecomposeSettings): SourceOutlines {
  const scale = settings.scale ?? 1;
  const traced = {} as TraceReport;
  const polygons = traceImage(
    image,
    {
      threshold: settings.alphaThreshold,
      tolerance: settings.simplify,
      // --min-area is in output units²; the tracer counts pixels².
      minArea: settings.minArea === undefined ? undefined : settings.minArea / (scale * scale),
    },
    traced,
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
  return { polygons, frameHeight: image.height, traced };
}

function svgOutlines(text: string): PolygonWithHoles[] {
  const polygons: PolygonWithHoles[] = [];
  for (const outline of readSvgOutlines(text)) {
    for (const polygon of labelled(outline.label, () => flattenOutline(outline.d, outline.matrix, outline.fillRule))) {
      const placed = mapPolygon(polygon, outline.matrix);
      requireValid(placed, outline.label);
      polygons.push(placed);
    }
  }
  if (polygons.length === 0) {
    throw new SepaxError(
      'INVALID_INPUT',
      'The SVG has no closed path: no path, polygon, rect, circle or ellipse encloses an area.',
    );
  }
  return polygons;
}

function jsonOutlines(text: string): PolygonWithHoles[] {
  return readJsonPolygons(text).map((found, i) => {
    const input = found as PolygonInput; // decomp checks the structure and says what is wrong
    requireValid(input, `polygon ${i + 1}`);
    const cleaned = clean(input);
    return Array.isArray(cleaned) ? { outer: cleaned, holes: [] } : cleaned;
  });
}

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
  // Touches (severity 'warning') leave the region well defined: decomp accepts them.
  const problems = validate(polygon).filter((p) => p.severity === 'error');
  if (problems.length === 0) return;
  const [first, ...others] = problems.slice(0, PROBLEMS_SHOWN);
  const also = others.map((p) => `; also ${p.code}: ${describeProblem(p)}`).join('');
  const more = problems.length > PROBLEMS_SHOWN ? ` (and ${problems.length - PROBLEMS_SHOWN} more)` : '';
  throw new SepaxError(first.code, `${label}: ${describeProblem(first)}${also}${more}.`, {
    problems: problems.slice(0, PROBLEMS_SHOWN),
  });
}

function describeProblem(problem: ValidationProblem): string {
  // Holes counted from 0, as in decomp's message this follows ("Hole 0 lies outside …").
  const ring = problem.ring === 0 ? 'outer ring' : `hole ${problem.ring - 1}`;
  const vertices = problem.indices.length > 0 ? `, vertices ${problem.indices.join(', ')}` : '';
  return `${problem.message.replace(/\.$/, '')} (${ring}${vertices})`;
}
