import { SepaxError } from '@sepax/core';
import { COLLIDERS_FORMAT } from './colliders-file.js';

type JsonObject = Record<string, unknown>;

/**
 * One polygon as found in the JSON, in any form `@sepax/decomp` reads (a ring, flat
 * numbers, GeoJSON coordinates, `{ outer, holes }`); decomp checks its structure.
 * @internal
 */
export type JsonPolygon = unknown;

/**
 * Reads the polygons a JSON art file holds. Accepted, at the top level or nested in arrays:
 * - a ring: `[[x, y], …]` or `[{ "x": …, "y": … }, …]`, or a flat `[x0, y0, x1, y1, …]`;
 * - GeoJSON polygon coordinates: `[[outer…], [hole…], …]`;
 * - `{ "outer": ring, "holes": [ring, …] }`;
 * - GeoJSON objects: `Polygon`, `MultiPolygon`, `Feature`, `FeatureCollection`,
 *   `GeometryCollection` (other geometry types are skipped).
 *
 * Rings are handed to `@sepax/decomp` as they are; it checks the points and the winding.
 * @internal
 */
export function readJsonPolygons(text: string): JsonPolygon[] {
  requireNestingWithin(text, MAX_JSON_DEPTH);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SepaxError('INVALID_INPUT', `The file is not valid JSON (${(error as Error).message}).`);
  }
  if (isObject(value) && value.format === COLLIDERS_FORMAT) {
    throw new SepaxError(
      'INVALID_INPUT',
      'This is a colliders file written by sepax, not art; leave it out of the inputs.',
    );
  }
  const polygons = polygonsOf(value);
  if (polygons.length === 0) {
    throw new SepaxError(
      'INVALID_INPUT',
      'The JSON holds no polygon: give a ring, { outer, holes }, or a GeoJSON Polygon/MultiPolygon.',
    );
  }
  return polygons;
}

/** Deepest nesting of arrays and objects read: art needs a handful of levels (GeoJSON about ten). */
const MAX_JSON_DEPTH = 256;

/**
 * Refuses, before parsing, JSON nested deeper than `limit` (`[[[[…]]]]` 10⁵ levels deep):
 * reading it would exhaust the stack. One pass over the text, strings skipped.
 */
function requireNestingWithin(text: string, limit: number): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = endOfString(text, i);
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) {
        throw new SepaxError(
          'INVALID_INPUT',
          `The JSON is nested deeper than ${limit} levels; art needs only a few (rings, polygons, GeoJSON collections).`,
        );
      }
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** The index of the quote closing the string that opens at `start` (or the end of the text). */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return text.length;
}

function polygonsOf(value: unknown): JsonPolygon[] {
  if (Array.isArray(value)) return isListOfPolygonObjects(value) ? value.flatMap(polygonsOf) : [value as JsonPolygon];
  if (isObject(value)) {
    if ('outer' in value || 'vertices' in value) return [value as JsonPolygon];
    if (typeof value.type === 'string') return geoJsonPolygons(value);
  }
  throw new SepaxError(
    'INVALID_INPUT',
    `Unexpected JSON value ${JSON.stringify(value)?.slice(0, 60)}: expected a ring, { outer, holes }, or GeoJSON.`,
  );
}

/** `[{ outer, holes }, …]` or `[GeoJSON, …]`, told apart from a ring of `{ x, y }` points. */
function isListOfPolygonObjects(value: readonly unknown[]): boolean {
  const first = value[0];
  return isObject(first) && ('outer' in first || 'vertices' in first || typeof first.type === 'string');
}

function geoJsonPolygons(value: JsonObject): JsonPolygon[] {
  switch (value.type) {
    case 'Polygon':
      return [coordinatesOf(value) as JsonPolygon];
    case 'MultiPolygon':
      return coordinatesOf(value) as JsonPolygon[];
    case 'Feature':
      return value.geometry === null || value.geometry === undefined ? [] : polygonsOf(value.geometry);
    case 'FeatureCollection':
      return listOf(value, 'features').flatMap(polygonsOf);
    case 'GeometryCollection':
      return listOf(value, 'geometries').flatMap(polygonsOf);
    default:
      return []; // Point, LineString, …: nothing with an inside
  }
}

function coordinatesOf(value: JsonObject): unknown[] {
  return listOf(value, 'coordinates');
}

function listOf(value: JsonObject, key: string): unknown[] {
  const list = value[key];
  if (!Array.isArray(list))
    throw new SepaxError('INVALID_INPUT', `GeoJSON ${String(value.type)} needs a "${key}" array.`);
  return list;
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
