import { SepaxError } from '@sepax/core';
import { DEFAULT_MAX_OUTLINE_POINTS } from '@sepax/decomp';
import type { DecomposeSettings } from './colliders-file.js';
import { OUTPUT_FORMATS, type OutputOptions } from './formats/output-format.js';
import { DEFAULT_PIXELS_PER_METRE } from './formats/planck.js';

/** Everything `sepax decompose` was asked to do, checked. @internal */
export interface DecomposeRequest {
  inputs: string[];
  /** One output file (or `-` for stdout); ignored when `outDir` is set. */
  out: string;
  /** One output file per input in this folder. */
  outDir: string | undefined;
  preview: boolean;
  quiet: boolean;
  settings: DecomposeSettings;
  /** How much one input may ask for. */
  limits: InputLimits;
  /** `--format` and its options. */
  output: OutputOptions;
  /** `--watch`: convert again whenever an input changes, until stopped. */
  watch: boolean;
  /** `--jobs`: worker threads converting at once (1 converts on the main thread). */
  jobs: number | undefined;
}

/** Bounds on one input, checked before it is parsed, so one hostile file cannot exhaust the memory the batch shares. @internal */
export interface InputLimits {
  /** Largest input file read, in bytes (`--max-input-mb`). */
  maxInputBytes: number;
  /** Largest PNG width × height decoded (`--max-pixels`). */
  maxPixels: number;
  /** Most points a PNG's traced outline may have (`--max-outline-points`), counted before tracing. */
  maxOutlinePoints: number;
}

/** Default `--max-input-mb`. */
export const DEFAULT_MAX_INPUT_MB = 32;
/** Default `--max-pixels`: an 8192 × 8192 texture. */
export const DEFAULT_MAX_PIXELS = 8192 * 8192;
const BYTES_PER_MB = 2 ** 20;
/** The limits when none of `--max-input-mb`, `--max-pixels` and `--max-outline-points` is given. @internal */
export const DEFAULT_LIMITS: Readonly<InputLimits> = {
  maxInputBytes: DEFAULT_MAX_INPUT_MB * BYTES_PER_MB,
  maxPixels: DEFAULT_MAX_PIXELS,
  maxOutlinePoints: DEFAULT_MAX_OUTLINE_POINTS,
};

const METHODS = ['fan', 'optimal', 'triangulate', 'auto'] as const;
const BAD_PARTS = ['fail', 'skip', 'repair'] as const;
const DEFAULT_OUT = 'colliders.json';
const MAX_ALPHA = 255;

/**
 * Checks the options cac parsed (numbers arrive as numbers, repeated options as arrays) and
 * turns them into a request; anything out of range is a usage error naming the option.
 * @internal
 */
export function readDecomposeRequest(inputs: string[], raw: Record<string, unknown>): DecomposeRequest {
  if (inputs.length === 0) throw usage('sepax decompose needs at least one input file, folder or glob.');
  const settings: DecomposeSettings = {};
  const method = optionalText(raw, 'method');
  if (method !== undefined) settings.method = oneOf(method, METHODS, '--method');
  setIfGiven(
    settings,
    'maxVertices',
    number(raw, 'maxVertices', '--max-vertices', (n) => Number.isInteger(n) && n >= 3, 'an integer of 3 or more'),
  );
  setIfGiven(
    settings,
    'alphaThreshold',
    number(raw, 'alphaThreshold', '--alpha-threshold', (n) => n >= 1 && n <= MAX_ALPHA, 'a number from 1 to 255'),
  );
  setIfGiven(
    settings,
    'simplify',
    number(raw, 'simplify', '--simplify', (n) => n >= 0, 'a number of pixels, 0 or more'),
  );
  setIfGiven(
    settings,
    'scale',
    number(raw, 'scale', '--scale', (n) => n > 0, 'a positive number'),
  );
  setIfGiven(
    settings,
    'minArea',
    number(raw, 'minArea', '--min-area', (n) => n >= 0, 'an area of 0 or more'),
  );
  if (flag(raw, 'flipY', '--flip-y')) settings.flipY = true;
  const maxInputMb = number(raw, 'maxInputMb', '--max-input-mb', (n) => n > 0, 'a positive number of megabytes');
  const maxPixels = positiveInteger(raw, 'maxPixels', '--max-pixels');
  const maxOutlinePoints = positiveInteger(raw, 'maxOutlinePoints', '--max-outline-points');
  readRepair(raw, settings);
  return {
    inputs,
    out: optionalText(raw, 'out') ?? DEFAULT_OUT,
    outDir: optionalText(raw, 'outDir'),
    preview: flag(raw, 'preview', '--preview'),
    quiet: flag(raw, 'quiet', '--quiet'),
    settings,
    limits: {
      maxInputBytes: Math.floor((maxInputMb ?? DEFAULT_MAX_INPUT_MB) * BYTES_PER_MB),
      maxPixels: maxPixels ?? DEFAULT_MAX_PIXELS,
      maxOutlinePoints: maxOutlinePoints ?? DEFAULT_MAX_OUTLINE_POINTS,
    },
    ...readEngineOptions(raw),
  };
}

/** `--format`, `--pixels-per-metre`, `--watch` and `--jobs`. */
function readEngineOptions(raw: Record<string, unknown>): Pick<DecomposeRequest, 'output' | 'watch' | 'jobs'> {
  const format = optionalText(raw, 'format');
  const pixelsPerMetre = number(raw, 'pixelsPerMetre', '--pixels-per-metre', (n) => n > 0, 'a positive number');
  const jobs = number(raw, 'jobs', '--jobs', (n) => Number.isInteger(n) && n >= 1, 'an integer of 1 or more');
  return {
    output: {
      format: format === undefined ? 'sepax' : oneOf(format, OUTPUT_FORMATS, '--format'),
      pixelsPerMetre: pixelsPerMetre ?? DEFAULT_PIXELS_PER_METRE,
    },
    watch: flag(raw, 'watch', '--watch'),
    jobs,
  };
}

/** `--repair` and `--bad-part`: `--repair` is `--bad-part repair`, so the two must agree. */
function readRepair(raw: Record<string, unknown>, settings: DecomposeSettings): void {
  if (flag(raw, 'repair', '--repair')) settings.repair = true;
  const badPart = optionalText(raw, 'badPart');
  if (badPart === undefined) return;
  settings.badPart = oneOf(badPart, BAD_PARTS, '--bad-part');
  if (settings.repair && settings.badPart !== 'repair') {
    throw usage(`--repair means --bad-part repair; it contradicts --bad-part ${settings.badPart}: give one.`);
  }
}

function setIfGiven<K extends keyof DecomposeSettings>(
  settings: DecomposeSettings,
  key: K,
  value: DecomposeSettings[K] | undefined,
): void {
  if (value !== undefined) settings[key] = value;
}

function single(raw: Record<string, unknown>, key: string): unknown {
  const value = raw[key];
  if (Array.isArray(value)) throw usage(`--${kebab(key)} is given ${value.length} times; give it once.`);
  return value;
}

function optionalText(raw: Record<string, unknown>, key: string): string | undefined {
  const value = single(raw, key);
  if (value === undefined) return undefined;
  if (value === true || value === '') throw usage(`--${kebab(key)} needs a value.`);
  return String(value);
}

function number(
  raw: Record<string, unknown>,
  key: string,
  flagName: string,
  ok: (n: number) => boolean,
  what: string,
): number | undefined {
  const value = single(raw, key);
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(n) || !ok(n)) throw usage(`${flagName} must be ${what}; got ${JSON.stringify(value)}.`);
  return n;
}

function positiveInteger(raw: Record<string, unknown>, key: string, flagName: string): number | undefined {
  return number(raw, key, flagName, (n) => Number.isInteger(n) && n >= 1, 'a positive integer');
}

function flag(raw: Record<string, unknown>, key: string, flagName: string): boolean {
  const value = single(raw, key);
  if (value === undefined || value === false) return false;
  if (value === true) return true;
  throw usage(`${flagName} takes no value; got ${JSON.stringify(value)}.`);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], flagName: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw usage(`${flagName} must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}.`);
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function usage(message: string): SepaxError {
  return new SepaxError('INVALID_ARGUMENT', message);
}
