/**
 * The `sepax` command line: batch-converts PNG (alpha traced), SVG (every outline,
 * transforms applied) and JSON (rings, `{ outer, holes }`, GeoJSON) art into convex
 * colliders JSON that `fromJSON` from `@sepax/core` loads, with SVG previews.
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
export type { TextSink } from './progress.js';
export { type CliIO, runCli } from './run.js';
