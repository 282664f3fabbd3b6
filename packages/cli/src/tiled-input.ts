import path from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { Polygon, SepaxError, type Vec2 } from '@sepax/core';
import { clean, type PolygonWithHoles } from '@sepax/decomp';
import type { DecomposeSettings } from './colliders-file.js';
import { type ConvertedInput, convertOutlines } from './convert.js';
import { readInputFile } from './inputs.js';
import type { InputLimits } from './options.js';
import { requireValid } from './source-outlines.js';

type Json = Record<string, unknown>;

/** Ellipses are flattened to polygons whose edges stray at most this far (map pixels) inside the true curve… */
const TILED_ELLIPSE_TOLERANCE = 0.1;
/** …or this fraction of the radius, whichever is larger, so a huge ellipse is not millions of vertices. */
const ELLIPSE_TOLERANCE_PER_RADIUS = 1e-3;
/** Tiled keeps a tile's flips in the top bits of its global id. */
const FLIPPED_HORIZONTALLY = 0x80000000;
const FLIPPED_VERTICALLY = 0x40000000;
const FLIPPED_DIAGONALLY = 0x20000000;
const ROTATED_HEXAGONAL_120 = 0x10000000;
const GID_MASK = ~(FLIPPED_HORIZONTALLY | FLIPPED_VERTICALLY | FLIPPED_DIAGONALLY | ROTATED_HEXAGONAL_120) >>> 0;

/**
 * True for the JSON of a Tiled map (`"type": "map"`, or layers with a tile size).
 * @example
 * ```ts no-run
 * isTiledMapJson({ type: 'map', layers: [], tilewidth: 16 }); // true
 * ```
 * @internal
 */
export function isTiledMapJson(json: unknown): json is Json {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const map = json as Json;
  return map.type === 'map' || (Array.isArray(map.layers) && typeof map.tilewidth === 'number');
}

/** A tileset's collision shapes, by local tile id, with each tile's size. */
interface Tileset {
  firstgid: number;
  tiles: Map<number, { objects: Json[]; width: number; height: number }>;
}

/** Where a shape goes: a point in the shape's own frame to map coordinates. */
type Place = (p: Vec2) => Vec2;

/**
 * Converts a Tiled map (orthogonal): each polygon, rectangle and ellipse object of an object
 * layer becomes a collider named after the object (or `layer#id`); each tile layer becomes one
 * collider holding the collision shapes of its tiles (the objectgroups the tilesets give
 * tiles), placed at every cell using them, flips applied. Coordinates are map pixels, so
 * `--flip-y` maps y to the map's height − y. Points, polylines and text enclose nothing and are skipped.
 * @example
 * ```ts no-run
 * const { converted } = convertTiledMap('/maps/level.tmj', 'maps/level.tmj', map, {}, limits);
 * ```
 * @internal
 */
export function convertTiledMap(
  file: string,
  display: string,
  map: Json,
  settings: DecomposeSettings,
  limits: InputLimits,
): { converted: ConvertedInput[]; dependencies: string[] } {
  if (map.orientation !== undefined && map.orientation !== 'orthogonal')
    throw new SepaxError(
      'INVALID_INPUT',
      `The map is ${String(map.orientation)}; only orthogonal Tiled maps are read.`,
    );
  const tileWidth = positive(map.tilewidth, 'tilewidth');
  const tileHeight = positive(map.tileheight, 'tileheight');
  const dependencies = [file];
  const tilesets = array(map.tilesets, 'tilesets').map((t, i) =>
    readTileset(objectOf(t, `tilesets[${i}]`), i, file, dependencies, limits),
  );
  const frameHeight = positive(map.height, 'height') * tileHeight;
  const converted: ConvertedInput[] = [];
  const emit = (name: string, polygons: PolygonWithHoles[]): void => {
    if (polygons.length === 0) return;
    converted.push(convertOutlines({ polygons, frameHeight }, display, name, 'tiled', settings));
  };
  const visit = (layers: unknown, prefix: string, offset: Vec2): void => {
    for (const raw of array(layers, 'layers')) {
      const layer = objectOf(raw, `${prefix}layer`);
      const name = `${prefix}${String(layer.name ?? `layer ${String(layer.id)}`)}`;
      const at = { x: offset.x + finite(layer.offsetx ?? 0), y: offset.y + finite(layer.offsety ?? 0) };
      if (layer.type === 'group') visit(layer.layers, `${name}/`, at);
      else if (layer.type === 'objectgroup') {
        for (const raw of array(layer.objects, `${name}.objects`)) {
          const item = objectOf(raw, `${name} object`);
          const label = typeof item.name === 'string' && item.name !== '' ? item.name : `${name}#${String(item.id)}`;
          emit(label, objectPolygons(item, objectPlace(item, at), tilesets, label));
        }
      } else if (layer.type === 'tilelayer') {
        emit(name, tileLayerPolygons(layer, at, tileWidth, tileHeight, tilesets, name));
      }
    }
  };
  visit(map.layers, '', { x: 0, y: 0 });
  if (converted.length === 0)
    throw new SepaxError(
      'INVALID_INPUT',
      'The map has no collision shape: no polygon, rectangle or ellipse object, and no tile with collision shapes.',
    );
  return { converted, dependencies };
}

/** An object's own frame: its (x, y) origin, turned `rotation` degrees clockwise about it. */
function objectPlace(object: Json, offset: Vec2): Place {
  const angle = (finite(object.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const ox = offset.x + finite(object.x ?? 0);
  const oy = offset.y + finite(object.y ?? 0);
  return (p) => ({ x: ox + p.x * cos - p.y * sin, y: oy + p.x * sin + p.y * cos });
}

/** The outlines of one object in map coordinates; a tile object brings its tile's collision shapes. */
function objectPolygons(object: Json, place: Place, tilesets: Tileset[], label: string): PolygonWithHoles[] {
  if (object.point === true || object.polyline !== undefined || object.text !== undefined) return [];
  if (typeof object.gid === 'number') return tileObjectPolygons(object, place, tilesets, label);
  const ring = objectRing(object);
  return ring === undefined ? [] : [outline(ring.map(place), label)];
}

/** A polygon's points, a rectangle's corners or a flattened ellipse, in the object's frame. */
function objectRing(object: Json): Vec2[] | undefined {
  if (Array.isArray(object.polygon))
    return object.polygon.map((p) => {
      const point = objectOf(p, 'polygon point');
      return { x: finite(point.x), y: finite(point.y) };
    });
  const width = finite(object.width ?? 0);
  const height = finite(object.height ?? 0);
  if (width <= 0 || height <= 0) return undefined; // an empty rectangle encloses nothing
  if (object.ellipse === true) return ellipseRing(width / 2, height / 2);
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
}

/** The ellipse in the box (0, 0)–(2rx, 2ry), inscribed, within the tolerance of the curve (core's `Polygon.ellipse`). */
function ellipseRing(rx: number, ry: number): Vec2[] {
  const tolerance = Math.max(TILED_ELLIPSE_TOLERANCE, ELLIPSE_TOLERANCE_PER_RADIUS * Math.max(rx, ry));
  return Polygon.ellipse(rx, ry, undefined, tolerance).points.map((p) => ({ x: rx + p.x, y: ry + p.y }));
}

/** A tile object: its tile's shapes, scaled to the object's size, the tile's bottom-left at the object's (x, y). */
function tileObjectPolygons(object: Json, place: Place, tilesets: Tileset[], label: string): PolygonWithHoles[] {
  const tile = findTile(object.gid as number, tilesets);
  if (tile === undefined) return [];
  const sx = finite(object.width ?? tile.width) / tile.width;
  const sy = finite(object.height ?? tile.height) / tile.height;
  const inTile = flipInTile(object.gid as number, tile.width, tile.height);
  return tileShapes(
    tile,
    (p) => {
      const q = inTile(p);
      return place({ x: q.x * sx, y: (q.y - tile.height) * sy });
    },
    label,
  );
}

/** Every cell of a tile layer whose tile has collision shapes, placed (tiles are bottom-aligned to their cell). */
function tileLayerPolygons(
  layer: Json,
  offset: Vec2,
  tileWidth: number,
  tileHeight: number,
  tilesets: Tileset[],
  name: string,
): PolygonWithHoles[] {
  const polygons: PolygonWithHoles[] = [];
  for (const chunk of layerChunks(layer, name)) {
    chunk.gids.forEach((gid, i) => {
      const tile = findTile(gid, tilesets);
      if (tile === undefined) return;
      const left = offset.x + (chunk.x + (i % chunk.width)) * tileWidth;
      const bottom = offset.y + (chunk.y + Math.floor(i / chunk.width) + 1) * tileHeight;
      const inTile = flipInTile(gid, tile.width, tile.height);
      const place: Place = (p) => {
        const q = inTile(p);
        return { x: left + q.x, y: bottom - tile.height + q.y };
      };
      for (const polygon of tileShapes(tile, place, `${name} cell ${i}`)) polygons.push(polygon);
    });
  }
  return polygons;
}

/** A tile's collision objects placed by `place` (from the tile's top-left frame). */
function tileShapes(tile: { objects: Json[] }, place: Place, label: string): PolygonWithHoles[] {
  return tile.objects.flatMap((raw) => {
    const item = objectOf(raw, 'tile collision object');
    const own = objectPlace(item, { x: 0, y: 0 });
    return objectPolygons(item, (p) => place(own(p)), [], label);
  });
}

/** Tiled's flips of a tile in its w × h box: diagonal (swap x and y) first, then horizontal, then vertical. */
function flipInTile(gid: number, width: number, height: number): Place {
  const diagonal = (gid & FLIPPED_DIAGONALLY) !== 0;
  const horizontal = (gid & FLIPPED_HORIZONTALLY) !== 0;
  const vertical = (gid & FLIPPED_VERTICALLY) !== 0;
  return (p) => {
    let { x, y } = diagonal ? { x: p.y, y: p.x } : p;
    if (horizontal) x = width - x;
    if (vertical) y = height - y;
    return { x, y };
  };
}

function findTile(gid: number, tilesets: Tileset[]): { objects: Json[]; width: number; height: number } | undefined {
  const id = (gid & GID_MASK) >>> 0;
  if (id === 0) return undefined;
  let owner: Tileset | undefined;
  for (const tileset of tilesets)
    if (tileset.firstgid <= id && (!owner || tileset.firstgid > owner.firstgid)) owner = tileset;
  return owner?.tiles.get(id - owner.firstgid);
}

/** A tile layer's cells: one block for a fixed-size map, its chunks for an infinite one. */
function layerChunks(layer: Json, name: string): { x: number; y: number; width: number; gids: number[] }[] {
  if (Array.isArray(layer.chunks))
    return layer.chunks.map((raw) => {
      const chunk = objectOf(raw, `${name} chunk`);
      return {
        x: finite(chunk.x),
        y: finite(chunk.y),
        width: positive(chunk.width, `${name} chunk width`),
        gids: layerData(chunk.data, layer, name),
      };
    });
  return [{ x: 0, y: 0, width: positive(layer.width, `${name} width`), gids: layerData(layer.data, layer, name) }];
}

/** Tile data as global ids: a CSV array, or base64 of little-endian uint32s, uncompressed, zlib or gzip. */
function layerData(data: unknown, layer: Json, name: string): number[] {
  if (Array.isArray(data)) return data.map((gid) => finite(gid) >>> 0);
  if (typeof data !== 'string' || layer.encoding !== 'base64')
    throw new SepaxError('INVALID_INPUT', `Tile layer ${name}: its data is neither an array nor base64.`);
  let bytes: Buffer = Buffer.from(data, 'base64');
  if (layer.compression === 'zlib') bytes = inflateSync(bytes);
  else if (layer.compression === 'gzip') bytes = gunzipSync(bytes);
  else if (layer.compression !== undefined && layer.compression !== '')
    throw new SepaxError(
      'INVALID_INPUT',
      `Tile layer ${name} is compressed with ${String(layer.compression)}; save the map with CSV, zlib or gzip tile data.`,
    );
  return Array.from({ length: bytes.length >>> 2 }, (_, i) => bytes.readUInt32LE(4 * i));
}

/** A tileset, embedded or in its own .tsj/.json file beside the map, reduced to its tiles' collision shapes. */
function readTileset(raw: Json, index: number, mapFile: string, dependencies: string[], limits: InputLimits): Tileset {
  const firstgid = positive(raw.firstgid, `tilesets[${index}].firstgid`);
  let tileset = raw;
  if (typeof raw.source === 'string') {
    const file = path.resolve(path.dirname(mapFile), raw.source);
    if (!/\.(tsj|json)$/i.test(file))
      throw new SepaxError('INVALID_INPUT', `Tileset ${raw.source} is not JSON; save it as .tsj from Tiled.`);
    dependencies.push(file);
    try {
      const text = new TextDecoder().decode(readInputFile(file, limits.maxInputBytes));
      tileset = objectOf(JSON.parse(text), 'tileset');
    } catch (error) {
      const reason = (error as Error).message.replace(/\.$/, '');
      throw new SepaxError('INVALID_INPUT', `Cannot read the tileset ${raw.source}: ${reason}.`);
    }
  }
  const tiles = new Map<number, { objects: Json[]; width: number; height: number }>();
  for (const raw of array(tileset.tiles, 'tileset tiles')) {
    const tile = objectOf(raw, 'tileset tile');
    const group = tile.objectgroup === undefined ? undefined : objectOf(tile.objectgroup, 'tile objectgroup');
    if (group === undefined || !Array.isArray(group.objects) || group.objects.length === 0) continue;
    tiles.set(finite(tile.id), {
      objects: group.objects as Json[],
      width: finite(tile.imagewidth ?? tileset.tilewidth),
      height: finite(tile.imageheight ?? tileset.tileheight),
    });
  }
  return { firstgid, tiles };
}

/** A ring as a checked, cleaned outline (Tiled draws polygons in either winding). */
function outline(ring: Vec2[], label: string): PolygonWithHoles {
  requireValid(ring, label);
  const cleaned = clean(ring);
  return Array.isArray(cleaned) ? { outer: cleaned, holes: [] } : cleaned;
}

function objectOf(value: unknown, what: string): Json {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Json;
  throw new SepaxError(
    'INVALID_INPUT',
    `The map holds ${JSON.stringify(value)} where a ${what} belongs; save it again from Tiled.`,
  );
}

function array(value: unknown, what: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new SepaxError('INVALID_INPUT', `The map's ${what} is not an array.`);
  return value;
}

function finite(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new SepaxError(
    'INVALID_INPUT',
    `The map holds ${JSON.stringify(value)} where a number belongs; save it again from Tiled.`,
  );
}

function positive(value: unknown, what: string): number {
  const n = finite(value);
  if (n > 0) return n;
  throw new SepaxError('INVALID_INPUT', `The map's ${what} is ${n}; it must be positive.`);
}
