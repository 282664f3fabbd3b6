import { type ColliderEntry, collidersFileText, type DecomposeSettings } from '../colliders-file.js';
import { matterText } from './matter.js';
import { phaserMatterText } from './phaser-matter.js';
import { planckText } from './planck.js';

/**
 * What `sepax decompose --format` writes: `sepax` (the colliders file), `phaser-matter`
 * (PhysicsEditor's JSON for Phaser 3 + Matter), `matter` (vertex sets for matter-js) or
 * `planck` (polygon fixtures in metres for planck.js / Box2D).
 *
 * @example
 * ```ts
 * import type { OutputFormat } from '@sepax/cli';
 * const format: OutputFormat = 'planck';
 * ```
 */
export type OutputFormat = 'sepax' | 'phaser-matter' | 'matter' | 'planck';

/**
 * The `--format` values, `sepax` first (the default).
 * @example
 * ```ts no-run
 * OUTPUT_FORMATS.includes('planck'); // true
 * ```
 * @internal
 */
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['sepax', 'phaser-matter', 'matter', 'planck'];

/**
 * The output options besides the format.
 * @example
 * ```ts no-run
 * const output: OutputOptions = { format: 'planck', pixelsPerMetre: 64 };
 * ```
 * @internal
 */
export interface OutputOptions {
  format: OutputFormat;
  /** `planck` only: output units per metre. */
  pixelsPerMetre: number;
}

/**
 * The text of one output file holding `entries`, in the requested format.
 * @example
 * ```ts no-run
 * outputText({ format: 'matter', pixelsPerMetre: 32 }, settings, entries);
 * ```
 * @internal
 */
export function outputText(output: OutputOptions, settings: DecomposeSettings, entries: ColliderEntry[]): string {
  switch (output.format) {
    case 'sepax':
      return collidersFileText(settings, entries);
    case 'phaser-matter':
      return phaserMatterText(entries);
    case 'matter':
      return matterText(entries);
    case 'planck':
      return planckText(entries, output.pixelsPerMetre);
  }
}
