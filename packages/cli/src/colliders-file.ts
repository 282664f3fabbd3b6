import { type CompoundJSON, fromJSON, massProperties } from '@sepax/core';

/**
 * The `format` tag of every colliders file `sepax decompose` writes.
 *
 * @example
 * ```ts
 * import { COLLIDERS_FORMAT } from '@sepax/cli';
 * const isColliders = (json: { format?: string }) => json.format === COLLIDERS_FORMAT;
 * ```
 */
export const COLLIDERS_FORMAT = 'sepax-colliders';

/**
 * The schema version of the colliders file. It grows only when a field changes meaning or
 * is removed; new optional fields keep the version.
 *
 * @example
 * ```ts
 * import { COLLIDERS_VERSION, type CollidersFile } from '@sepax/cli';
 * function check(file: CollidersFile) {
 *   if (file.version > COLLIDERS_VERSION) throw new Error('made by a newer sepax');
 * }
 * ```
 */
export const COLLIDERS_VERSION = 1;

/**
 * One collider: the convex pieces of one input file as a core `Compound`, with the areas
 * that let a reader check nothing was lost or added silently
 * (`area = outlineArea − droppedArea + filledArea`, up to rounding).
 *
 * @example
 * ```ts
 * import { fromJSON } from '@sepax/core';
 * import type { ColliderEntry } from '@sepax/cli';
 * declare const entry: ColliderEntry;
 * const ship = fromJSON(entry.shape); // a Compound of convex polygons
 * ```
 */
export interface ColliderEntry {
  /** Unique name in the file: the input's file name without extension (with its folder if needed). */
  name: string;
  /** The input path, relative to the working directory, `/`-separated. */
  source: string;
  /** What the input was read as: `atlas` is a sprite sheet's frame, `tiled` a Tiled map's object or tile layer. */
  kind: 'png' | 'svg' | 'json' | 'atlas' | 'tiled';
  /** The convex pieces: load with `fromJSON` from `@sepax/core`. */
  shape: CompoundJSON;
  /** Number of convex pieces. */
  pieces: number;
  /** Total area of the pieces, in output units². */
  area: number;
  /**
   * Centre of mass of the pieces (uniform density), in output units: place the sprite's
   * pivot here to turn it about its centre of mass. Written by `collidersFileText`.
   */
  centroid?: [number, number];
  /**
   * Rotational inertia of the pieces about `centroid` for density 1 (units⁴); multiply by
   * the body's density (mass per unit²) for the engine's value.
   */
  inertia?: number;
  /** Area of the art: what its outlines enclose (outer minus holes), every island and hole counted. */
  outlineArea: number;
  /** Area left out by `--min-area`: pieces smaller than it, and PNG islands smaller than it. */
  droppedArea: number;
  /** Area added by `--min-area`: PNG holes smaller than it, filled (0 for SVG and JSON). */
  filledArea: number;
  /** Number of outlines (islands) the input held. */
  outlines: number;
  /** Area where the outlines differ from the art's own fill (cleaning within the tolerance, repair); absent when 0. */
  changedArea?: number;
  /** JSON polygons left out by `--bad-part skip`; absent when none. */
  skippedParts?: number;
  /** Area the skipped polygons' rings fill; absent when none. */
  skippedArea?: number;
  /** JSON polygons given the region their rings fill (`--repair`); absent when none. */
  repairedParts?: number;
}

/**
 * The settings a colliders file was made with, so a run can be repeated. Options the user
 * did not give are left out (the library defaults applied).
 *
 * @example
 * ```ts
 * import type { DecomposeSettings } from '@sepax/cli';
 * const settings: DecomposeSettings = { method: 'auto', maxVertices: 8, scale: 0.01, flipY: true };
 * ```
 */
export interface DecomposeSettings {
  /** Decomposition method. */
  method?: 'fan' | 'optimal' | 'triangulate' | 'auto';
  /** Most vertices a piece may have. */
  maxVertices?: number;
  /** PNG: alpha (1–255) at or above which a pixel is solid. */
  alphaThreshold?: number;
  /** PNG: outline simplification tolerance, in pixels. */
  simplify?: number;
  /** Factor applied to every coordinate. */
  scale?: number;
  /** Mirror y so it points up. */
  flipY?: boolean;
  /** Pieces and PNG islands smaller than this, in output units², are dropped; PNG holes smaller than this are filled. */
  minArea?: number;
  /** JSON: invalid polygons get the region their rings fill (as `badPart: 'repair'`). */
  repair?: boolean;
  /** JSON: what one invalid polygon does: fail the file (default), be skipped, or be repaired. */
  badPart?: 'fail' | 'skip' | 'repair';
}

/**
 * A colliders file: what `sepax decompose` writes, one per run (or one per input with
 * `--out-dir`, each holding a single collider). JSON Schema: `@sepax/cli/colliders.schema.json`.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { fromJSON } from '@sepax/core';
 * import type { CollidersFile } from '@sepax/cli';
 * const file: CollidersFile = JSON.parse(readFileSync('colliders.json', 'utf8'));
 * const shapes = new Map(file.colliders.map((c) => [c.name, fromJSON(c.shape)]));
 * ```
 */
export interface CollidersFile {
  /** Always `"sepax-colliders"`. */
  format: typeof COLLIDERS_FORMAT;
  /** Schema version, {@link COLLIDERS_VERSION}. */
  version: typeof COLLIDERS_VERSION;
  /** The options the file was made with. */
  settings: DecomposeSettings;
  /** One entry per converted input, in input order. */
  colliders: ColliderEntry[];
}

/**
 * The JSON text of a colliders file: two-space indented, newline-terminated, with each
 * point written `[x, y]` on one line so a file of thousands of vertices stays readable.
 * @internal
 */
export function collidersFileText(settings: DecomposeSettings, colliders: ColliderEntry[]): string {
  const file: CollidersFile = {
    format: COLLIDERS_FORMAT,
    version: COLLIDERS_VERSION,
    settings,
    colliders: colliders.map(withMass),
  };
  return `${formatJson(file, '')}\n`;
}

/** The entry with its centroid and inertia (density 1) after its area, from its pieces. */
function withMass(entry: ColliderEntry): ColliderEntry {
  const mass = massProperties(fromJSON(entry.shape));
  const out: Partial<ColliderEntry> = {};
  for (const [key, value] of Object.entries(entry) as [keyof ColliderEntry, never][]) {
    if (key === 'centroid' || key === 'inertia') continue;
    out[key] = value;
    if (key === 'area') {
      out.centroid = [mass.centroid.x, mass.centroid.y];
      out.inertia = mass.inertia;
    }
  }
  return out as ColliderEntry;
}

function formatJson(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object'))
      return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
    return `[\n${value.map((item) => inner + formatJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
}
