import path from 'node:path';
import { SepaxError } from '@sepax/core';
import type { DecomposeSettings } from './colliders-file.js';
import { type ConvertedInput, convertOutlines } from './convert.js';
import { readInputFile } from './inputs.js';
import type { InputLimits } from './options.js';
import { type AlphaImage, decodePng, requirePngWithinLimit } from './png.js';
import { imageOutlines, type SourceOutlines } from './source-outlines.js';

/**
 * One frame of a sprite sheet, as TexturePacker and Aseprite describe it.
 * @example
 * ```ts no-run
 * const frame: AtlasFrame = { name: 'ship.png', frame: { x: 0, y: 0, w: 9, h: 7 }, rotated: true,
 *   spriteSourceSize: { x: 2, y: 1, w: 9, h: 7 }, sourceSize: { w: 13, h: 10 } };
 * ```
 * @internal
 */
export interface AtlasFrame {
  name: string;
  /** Where the (trimmed) sprite sits in the sheet; `w`, `h` are its size before any rotation. */
  frame: { x: number; y: number; w: number; h: number };
  /** Stored turned 90° clockwise in the sheet (occupying `h` × `w` pixels). */
  rotated: boolean;
  /** Where the trimmed sprite sits in the untrimmed one. */
  spriteSourceSize: { x: number; y: number; w: number; h: number };
  /** The untrimmed sprite's size. */
  sourceSize: { w: number; h: number };
}

/**
 * A sprite sheet's frames and its image path (relative to the JSON file's folder).
 * @example
 * ```ts no-run
 * const [atlas]: Atlas[] = readAtlases(json); // { image: 'sheet.png', frames: [...] }
 * ```
 * @internal
 */
export interface Atlas {
  image: string;
  frames: AtlasFrame[];
}

type Json = Record<string, unknown>;

/**
 * True for the JSON of a TexturePacker sheet (hash or array form, `frames` with a `frame`
 * rectangle each, `meta.image`), of TexturePacker's multi-image form for Phaser 3
 * (`textures`, each with its `image` and `frames`) or of an Aseprite export (the hash or
 * array layout, `meta.app` Aseprite).
 * @example
 * ```ts no-run
 * isAtlasJson({ frames: { 'a.png': { frame: { x: 0, y: 0, w: 8, h: 8 } } }, meta: { image: 'sheet.png' } }); // true
 * ```
 * @internal
 */
export function isAtlasJson(json: unknown): boolean {
  if (!isObject(json)) return false;
  if (Array.isArray(json.textures))
    return json.textures.length > 0 && json.textures.every((t) => isObject(t) && isSheet(t.image, t.frames));
  return isObject(json.meta) && isSheet(json.meta.image, json.frames);
}

function isSheet(image: unknown, frames: unknown): boolean {
  const listed = Array.isArray(frames) ? frames : isObject(frames) ? Object.values(frames) : [];
  return typeof image === 'string' && listed.length > 0 && listed.every((f) => isObject(f) && isObject(f.frame));
}

/**
 * Reads the sheets of a sprite sheet's JSON (one, or one per image in the `textures` form):
 * in the hash form the key names the frame, in the array form `filename`. Frames without
 * trim data are untrimmed. Each size and offset is checked.
 * @example
 * ```ts no-run
 * const [{ image, frames }] = readAtlases(JSON.parse(text));
 * ```
 * @internal
 */
export function readAtlases(json: Json): Atlas[] {
  if (Array.isArray(json.textures))
    return (json.textures as Json[]).map((texture) => readSheet(texture.image as string, texture.frames));
  return [readSheet((json.meta as Json).image as string, json.frames)];
}

function readSheet(image: string, frames: unknown): Atlas {
  const listed: [string, unknown][] = Array.isArray(frames)
    ? frames.map((f, i) => [isObject(f) && typeof f.filename === 'string' ? f.filename : `frame ${i}`, f])
    : Object.entries(frames as Json);
  return { image, frames: listed.map(([name, raw]) => readFrame(name, raw as Json)) };
}

function readFrame(name: string, raw: Json): AtlasFrame {
  const frame = rectangle(raw.frame, name, 'frame');
  const rotated = raw.rotated === true;
  const trimmed = raw.spriteSourceSize !== undefined;
  const spriteSourceSize = trimmed
    ? rectangle(raw.spriteSourceSize, name, 'spriteSourceSize')
    : { x: 0, y: 0, w: frame.w, h: frame.h };
  const sourceSize = raw.sourceSize === undefined ? { w: frame.w, h: frame.h } : size(raw.sourceSize, name);
  if (spriteSourceSize.w !== frame.w || spriteSourceSize.h !== frame.h)
    throw bad(
      name,
      `spriteSourceSize is ${spriteSourceSize.w} × ${spriteSourceSize.h} but frame is ${frame.w} × ${frame.h}`,
    );
  if (spriteSourceSize.x + frame.w > sourceSize.w || spriteSourceSize.y + frame.h > sourceSize.h)
    throw bad(name, 'the trimmed sprite reaches past sourceSize');
  return { name, frame, rotated, spriteSourceSize, sourceSize };
}

/**
 * The alpha mask of one frame as the untrimmed sprite: `sourceSize`, transparent where the
 * packer trimmed, the stored pixels turned back (a rotated frame is stored turned 90°
 * clockwise: the sprite's pixel (u, v) sits at (h − 1 − v, u) of the stored block).
 * @example
 * ```ts no-run
 * const sprite = frameImage(decodePng(sheetBytes), atlas.frames[0]); // sourceSize, untrimmed, unrotated
 * ```
 * @internal
 */
export function frameImage(sheet: AlphaImage, frame: AtlasFrame): AlphaImage {
  const { x, y, w, h } = frame.frame;
  const storedWidth = frame.rotated ? h : w;
  const storedHeight = frame.rotated ? w : h;
  if (x + storedWidth > sheet.width || y + storedHeight > sheet.height)
    throw bad(
      frame.name,
      `its block (${x}, ${y}, ${storedWidth} × ${storedHeight}) reaches past the ${sheet.width} × ${sheet.height} image`,
    );
  const { w: width, h: height } = frame.sourceSize;
  const data = new Uint8Array(width * height);
  const { x: left, y: top } = frame.spriteSourceSize;
  for (let v = 0; v < h; v++) {
    for (let u = 0; u < w; u++) {
      const sx = frame.rotated ? x + h - 1 - v : x + u;
      const sy = frame.rotated ? y + u : y + v;
      data[(top + v) * width + left + u] = sheet.data[sy * sheet.width + sx];
    }
  }
  return { width, height, data };
}

/**
 * Converts a sprite sheet: decodes its image (within `--max-pixels`) and makes one collider
 * per frame, named after the frame, traced in the untrimmed sprite's own coordinates.
 * Returns the colliders and the files read.
 * @example
 * ```ts no-run
 * const { converted } = convertAtlas('/art/sheet.json', 'art/sheet.json', json, {}, limits);
 * ```
 * @internal
 */
export function convertAtlas(
  file: string,
  display: string,
  json: Json,
  settings: DecomposeSettings,
  limits: InputLimits,
): { converted: ConvertedInput[]; dependencies: string[] } {
  const converted: ConvertedInput[] = [];
  const dependencies = [file];
  for (const atlas of readAtlases(json)) {
    const imageFile = path.resolve(path.dirname(file), atlas.image);
    dependencies.push(imageFile);
    const sheet = decodePng(readImage(imageFile, atlas.image, limits));
    for (const frame of atlas.frames) requireFrameWithinLimit(frame, limits.maxPixels);
    for (const frame of atlas.frames) {
      const outlines = (): SourceOutlines => imageOutlines(frameImage(sheet, frame), settings, limits.maxOutlinePoints);
      converted.push(
        namedFailure(frame.name, () => convertOutlines(outlines(), display, frame.name, 'atlas', settings)),
      );
    }
  }
  return { converted, dependencies };
}

/** The untrimmed sprite is drawn out in memory: a hand-edited `sourceSize` of billions of pixels would take their memory. */
function requireFrameWithinLimit(frame: AtlasFrame, maxPixels: number): void {
  const { w, h } = frame.sourceSize;
  if (w * h <= maxPixels) return;
  throw new SepaxError(
    'INVALID_INPUT',
    `Sprite sheet frame "${frame.name}": its sourceSize ${w} × ${h} = ${w * h} pixels is over the limit of ${maxPixels}; raise --max-pixels to read it.`,
  );
}

function readImage(imageFile: string, named: string, limits: InputLimits): Uint8Array {
  try {
    const bytes = readInputFile(imageFile, limits.maxInputBytes);
    requirePngWithinLimit(bytes, limits.maxPixels);
    return bytes;
  } catch (error) {
    if (!(error instanceof SepaxError)) throw error;
    throw new SepaxError(error.code, `The sheet's image ${named} (meta.image): ${error.message}`);
  }
}

/** Runs `convert`, naming the frame in any SepaxError (a sheet holds hundreds of frames). */
function namedFailure<T>(name: string, convert: () => T): T {
  try {
    return convert();
  } catch (error) {
    if (!(error instanceof SepaxError)) throw error;
    throw new SepaxError(error.code, `frame "${name}": ${error.message}`);
  }
}

function rectangle(value: unknown, name: string, field: string): { x: number; y: number; w: number; h: number } {
  if (!isObject(value)) throw bad(name, `${field} is not an object { x, y, w, h }`);
  const [x, y] = [value.x, value.y].map((n) => wholeNumber(n, name, field, 0));
  const { w, h } = size(value, name, field);
  return { x, y, w, h };
}

function size(value: unknown, name: string, field = 'sourceSize'): { w: number; h: number } {
  if (!isObject(value)) throw bad(name, `${field} is not an object { w, h }`);
  return { w: wholeNumber(value.w, name, field, 1), h: wholeNumber(value.h, name, field, 1) };
}

/** Most pixels a sheet measures along one side: beyond, no image a sheet names could hold it. */
const MAX_SHEET_PIXELS = 1e6;

/** Sheets are measured in whole pixels; a fractional or negative size means the file was edited by hand or scaled. */
function wholeNumber(value: unknown, name: string, field: string, min: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_SHEET_PIXELS) return value;
  throw bad(
    name,
    `${field} holds ${JSON.stringify(value)}, not a whole number of pixels from ${min} to ${MAX_SHEET_PIXELS}`,
  );
}

function bad(name: string, problem: string): SepaxError {
  return new SepaxError('INVALID_INPUT', `Sprite sheet frame "${name}": ${problem}; export the sheet again.`);
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
