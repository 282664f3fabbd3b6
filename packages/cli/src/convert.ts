import { type CompoundJSON, type PolygonJSON, SepaxError, type Vec2 } from '@sepax/core';
import { type ColliderReport, type PolygonWithHoles, toColliders } from '@sepax/decomp';
import type { ColliderEntry, DecomposeSettings } from './colliders-file.js';
import { type InputFile, kindOf, readInputFile } from './inputs.js';
import type { InputLimits } from './options.js';
import { requirePngWithinLimit } from './png.js';
import { type RegionAccounting, readSourceOutlines, type SourceOutlines } from './source-outlines.js';

/** One converted input: its colliders entry and, for the preview, what it was made from. @internal */
export interface ConvertedInput {
  entry: ColliderEntry;
  /** The outlines in output coordinates. */
  outlines: PolygonWithHoles[];
  /** The convex pieces kept, in output coordinates (CCW). */
  pieces: Vec2[][];
}

/**
 * Converts one input file into a collider: reads and validates its outlines, places them in
 * output coordinates (`--flip-y`, `--scale`), turns each into convex pieces with decomp's
 * `toColliders` (which drops pieces under `--min-area` and reports their area), and joins
 * the pieces of every outline into one compound.
 * @internal
 */
export function convertFile(
  input: InputFile,
  name: string,
  settings: DecomposeSettings,
  limits: InputLimits,
): ConvertedInput {
  const kind = kindOf(input.file);
  if (kind === undefined) {
    throw new SepaxError('INVALID_INPUT', 'Unsupported file type; give .png, .svg or .json files.');
  }
  const bytes = readInputFile(input.file, limits.maxInputBytes);
  if (kind === 'png') requirePngWithinLimit(bytes, limits.maxPixels);
  return convertOutlines(
    readSourceOutlines(kind, bytes, settings, limits.maxOutlinePoints),
    input.display,
    name,
    kind,
    settings,
  );
}

/**
 * The collider of outlines already read (a file's, a sprite sheet frame's, a Tiled object's):
 * placed in output coordinates, decomposed, joined into one compound.
 * @example
 * ```ts no-run
 * const converted = convertOutlines({ polygons, frameHeight: 48 }, 'maps/level.tmj', 'door', 'tiled', settings);
 * ```
 * @internal
 */
export function convertOutlines(
  source: SourceOutlines,
  display: string,
  name: string,
  kind: ColliderEntry['kind'],
  settings: DecomposeSettings,
): ConvertedInput {
  const outlines = source.polygons.map((polygon) => placeOutline(polygon, settings, source.frameHeight));
  const parts: PolygonJSON[] = [];
  let area = 0;
  let droppedArea = 0;
  for (const outline of outlines) {
    const made = collidersOf(outline, settings);
    // A loop, not push(...parts): spreading passes every piece as an argument, past the
    // engine's argument limit (a RangeError) for an outline of some 100 000 pieces.
    for (const part of made.parts) parts.push(part);
    area += made.report.area;
    droppedArea += made.report.droppedArea;
  }
  // --min-area on a PNG also drops whole islands and fills small holes before any piece is made.
  const pixelArea = (settings.scale ?? 1) ** 2;
  const droppedIslandArea = (source.traced?.droppedIslandArea ?? 0) * pixelArea;
  const filledArea = (source.traced?.filledHoleArea ?? 0) * pixelArea;
  droppedArea += droppedIslandArea;
  if (parts.length === 0) {
    throw new SepaxError('INVALID_INPUT', `Every piece is smaller than --min-area ${settings.minArea}; lower it.`);
  }
  const shape: CompoundJSON = { type: 'compound', parts };
  // The art's own area: what the outlines enclose, with the dropped islands and without the filled holes.
  const outlineArea =
    outlines.reduce((sum, outline) => sum + enclosedArea(outline), 0) + droppedIslandArea - filledArea;
  return {
    entry: {
      name,
      source: display,
      kind,
      shape,
      pieces: parts.length,
      area,
      outlineArea,
      droppedArea,
      filledArea,
      outlines: outlines.length,
      ...accountingFields(source.accounting, settings.scale ?? 1),
    },
    outlines,
    pieces: parts.map((part) => part.points.map(([x, y]) => ({ x, y }))),
  };
}

/**
 * The convex parts of one outline, as JSON in output coordinates. An outline all of whose
 * pieces fall under `--min-area` gives no part (its area counts as dropped) rather than
 * failing the file: other outlines of the same art may be large.
 */
function collidersOf(
  outline: PolygonWithHoles,
  settings: DecomposeSettings,
): { parts: PolygonJSON[]; report: ColliderReport } {
  const report: ColliderReport = { pieces: 0, area: 0, droppedPieces: 0, droppedArea: 0, methods: [] };
  try {
    const compound = toColliders(
      outline,
      { method: settings.method, maxVertices: settings.maxVertices, minPieceArea: settings.minArea },
      report,
    );
    return { parts: compound.toJSON().parts as PolygonJSON[], report };
  } catch (error) {
    const everyPieceDropped = report.pieces === 0 && report.droppedPieces > 0;
    if (everyPieceDropped) return { parts: [], report };
    throw error;
  }
}

/** The region stage's accounting in output units², only the fields that are not 0. */
function accountingFields(accounting: RegionAccounting | undefined, scale: number): Partial<ColliderEntry> {
  if (accounting === undefined) return {};
  const fields: Partial<ColliderEntry> = {};
  if (accounting.changedArea > 0) fields.changedArea = accounting.changedArea * scale * scale;
  if (accounting.skippedParts > 0) {
    fields.skippedParts = accounting.skippedParts;
    fields.skippedArea = accounting.skippedArea * scale * scale;
  }
  if (accounting.repairedParts > 0) fields.repairedParts = accounting.repairedParts;
  return fields;
}

/**
 * Output coordinates: `--flip-y` first (y → −y, or height − y for an image so it stays in
 * the first quadrant), then `--scale`. Flipping mirrors, so each ring is reversed to keep
 * the outer ring counter-clockwise and holes clockwise.
 */
function placeOutline(
  polygon: PolygonWithHoles,
  settings: DecomposeSettings,
  frameHeight: number | undefined,
): PolygonWithHoles {
  const scale = settings.scale ?? 1;
  const flip = settings.flipY === true;
  const top = frameHeight ?? 0;
  const place = (ring: Vec2[]): Vec2[] => {
    const placed = ring.map((p) => ({ x: p.x * scale, y: (flip ? top - p.y : p.y) * scale }));
    return flip ? placed.reverse() : placed;
  };
  return { outer: place(polygon.outer), holes: polygon.holes.map(place) };
}

/** Absolute shoelace area of a ring. */
function ringArea(ring: readonly Vec2[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  return Math.abs(twice) / 2;
}

function enclosedArea(polygon: PolygonWithHoles): number {
  return polygon.holes.reduce((area, hole) => area - ringArea(hole), ringArea(polygon.outer));
}
