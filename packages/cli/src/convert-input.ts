import path from 'node:path';
import type { FileOutcome } from './progress.js';
import type { DecomposeSettings } from './colliders-file.js';
import { type ConvertedInput, convertFile } from './convert.js';
import { type InputFile, kindOf, readInputFile } from './inputs.js';
import { convertAtlas, isAtlasJson, readAtlases } from './atlas-input.js';
import { convertTiledMap, isTiledMapJson } from './tiled-input.js';
import type { InputLimits } from './options.js';
import { failureOf } from './failure.js';

/**
 * What converting one input gave: its colliders (one per file, one per frame of a sprite sheet, …) and the files read.
 * @example
 * ```ts no-run
 * const outcome: InputOutcome = convertInput(task);
 * if (!outcome.ok) console.error(outcome.failure.code);
 * ```
 * @internal
 */
export type InputOutcome =
  | { ok: true; converted: ConvertedInput[]; dependencies: string[] }
  | { ok: false; failure: FileOutcome & { ok: false }; dependencies: string[] };

/**
 * One input to convert, as sent to a worker thread.
 * @example
 * ```ts no-run
 * const task: ConversionTask = { input: { file: '/art/a.png', display: 'art/a.png' }, name: 'a', settings: {}, limits };
 * ```
 * @internal
 */
export interface ConversionTask {
  input: InputFile;
  name: string;
  settings: DecomposeSettings;
  limits: InputLimits;
}

/**
 * Converts one input file into its colliders, never throwing: a failure is returned with
 * its code. `dependencies` lists every file read (a sprite sheet's image too), for `--watch`.
 * @example
 * ```ts no-run
 * const outcome = convertInput({ input, name: 'ship', settings: { flipY: true }, limits });
 * ```
 * @internal
 */
export function convertInput(task: ConversionTask): InputOutcome {
  let dependencies = [task.input.file];
  try {
    const sheet = readSheetJson(task);
    if (sheet !== undefined && isAtlasJson(sheet)) {
      const atlas = convertAtlas(task.input.file, task.input.display, sheet, task.settings, task.limits);
      dependencies = atlas.dependencies;
      return { ok: true, ...atlas };
    }
    if (isTiledMapJson(sheet)) {
      const map = convertTiledMap(task.input.file, task.input.display, sheet, task.settings, task.limits);
      dependencies = map.dependencies;
      return { ok: true, ...map };
    }
    return { ok: true, converted: [convertFile(task.input, task.name, task.settings, task.limits)], dependencies };
  } catch (error) {
    return { ok: false, failure: failureOf(error), dependencies };
  }
}

/** A JSON input parsed, to tell a sprite sheet or a Tiled map from art; undefined for other files and JSON that does not parse (the art reader reports it). */
function readSheetJson(task: ConversionTask): Record<string, unknown> | undefined {
  if (kindOf(task.input.file) !== 'json') return undefined;
  const text = new TextDecoder().decode(readInputFile(task.input.file, task.limits.maxInputBytes));
  try {
    const json = JSON.parse(text) as unknown;
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The images of the sprite sheets among `files`: a folder of sheets holds each sheet's PNG
 * beside its JSON, and the PNG is the sheet's pixels, not a sprite of its own.
 * @example
 * ```ts no-run
 * const skip = sheetImageFiles(files, limits); // the PNGs the sheets among `files` draw from
 * ```
 * @internal
 */
export function sheetImageFiles(files: readonly InputFile[], limits: InputLimits): Set<string> {
  const images = new Set<string>();
  for (const input of files) {
    try {
      const json = readSheetJson({ input, name: '', settings: {}, limits });
      if (json === undefined || !isAtlasJson(json)) continue;
      for (const atlas of readAtlases(json)) images.add(path.resolve(path.dirname(input.file), atlas.image));
    } catch {
      // unreadable: its conversion reports it
    }
  }
  return images;
}
