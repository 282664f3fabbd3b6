/**
 * The `sepax` command line: batch-converts PNG (alpha traced), SVG (every outline,
 * transforms applied), JSON (rings, `{ outer, holes }`, GeoJSON), sprite sheets
 * (TexturePacker, Aseprite) and Tiled maps into convex colliders JSON that `fromJSON` from
 * `@sepax/core` loads, or into Phaser + Matter, matter-js or planck.js bodies.
 *
 * The package's main use is its `sepax` binary; this module exposes the same run for
 * embedding (build scripts, tests) and the types of the colliders file.
 *
 * @example
 * ```ts
 * import { runCli } from '@sepax/cli';
 * const status = await runCli(['decompose', 'art/', '--out-dir', 'colliders', '--preview'], {
 *   cwd: process.cwd(),
 *   stdout: process.stdout,
 *   stderr: process.stderr,
 * });
 * ```
 * @packageDocumentation
 */
export {
  type ColliderEntry,
  type CollidersFile,
  COLLIDERS_FORMAT,
  COLLIDERS_VERSION,
  type DecomposeSettings,
} from './colliders-file.js';
export type { MatterBodyData, MatterFile } from './formats/matter.js';
export type { OutputFormat } from './formats/output-format.js';
export type { PhaserMatterBody } from './formats/phaser-matter.js';
export type { PlanckBodyData, PlanckFile } from './formats/planck.js';
export type { TextSink } from './progress.js';
export { type CliIO, runCli, type StopSignal } from './run.js';
