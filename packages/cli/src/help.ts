import { DEFAULT_MAX_OUTLINE_POINTS } from '@sepax/decomp';
import { DEFAULT_MAX_INPUT_MB, DEFAULT_MAX_PIXELS } from './options.js';

/** One command-line option: the cac spelling and the help line. @internal */
export interface OptionSpec {
  /** cac's raw name, e.g. `-m, --method <method>`. */
  flags: string;
  /** What it does, for `--help`. */
  description: string;
}

/** The options of `sepax decompose`, in help order. @internal */
export const DECOMPOSE_OPTIONS: readonly OptionSpec[] = [
  { flags: '-o, --out <file>', description: 'one JSON file for all inputs, "-" for stdout [default: colliders.json]' },
  { flags: '-d, --out-dir <dir>', description: 'instead, one JSON file per input in <dir>' },
  { flags: '-m, --method <method>', description: 'auto | fan | optimal | triangulate [default: auto]' },
  { flags: '--max-vertices <n>', description: 'most vertices per convex piece, 3 or more [default: 8]' },
  { flags: '--alpha-threshold <a>', description: 'PNG: alpha 1-255 at or above which a pixel is solid [default: 128]' },
  { flags: '--simplify <px>', description: 'PNG: outline simplification tolerance in pixels [default: 1]' },
  { flags: '--scale <factor>', description: 'multiply every coordinate by <factor> [default: 1]' },
  { flags: '--flip-y', description: 'make y point up: y -> -y (PNG: y -> height - y)' },
  {
    flags: '--min-area <area>',
    description: 'drop pieces and PNG islands, fill PNG holes, under <area> units^2 [default: 0]',
  },
  {
    flags: '--max-input-mb <n>',
    description: `largest input file read, in megabytes [default: ${DEFAULT_MAX_INPUT_MB}]`,
  },
  {
    flags: '--max-pixels <n>',
    description: `largest PNG decoded, width x height [default: ${DEFAULT_MAX_PIXELS}, 8192 x 8192]`,
  },
  {
    flags: '--max-outline-points <n>',
    description: `PNG: most outline points traced, one per pixel edge [default: ${DEFAULT_MAX_OUTLINE_POINTS}]`,
  },
  { flags: '--repair', description: 'JSON: an invalid polygon becomes the region its rings fill, not an error' },
  {
    flags: '--bad-part <choice>',
    description: 'JSON: what one invalid polygon does: fail | skip | repair [default: fail]',
  },
  {
    flags: '-f, --format <format>',
    description: 'sepax | phaser-matter | matter | planck: the engine to write for [default: sepax]',
  },
  {
    flags: '--pixels-per-metre <n>',
    description: 'planck: output units per metre [default: 32]',
  },
  { flags: '-w, --watch', description: 'keep running: convert again whenever an input changes (Ctrl+C stops)' },
  { flags: '-j, --jobs <n>', description: 'worker threads converting at once [default: the cores, for 32+ inputs]' },
  { flags: '--preview', description: 'also write <name>.preview.svg (outline, holes, pieces) beside the JSON' },
  { flags: '-q, --quiet', description: 'no progress and no summary; errors are still printed' },
];

/** Options every command takes. @internal */
export const GLOBAL_OPTIONS: readonly OptionSpec[] = [
  { flags: '-h, --help', description: 'show this help' },
  { flags: '-v, --version', description: 'print the version' },
];

/**
 * The help text. Written out rather than generated from the terminal width, so it is the
 * same everywhere (and its snapshot test means something).
 * @internal
 */
export function helpText(): string {
  const options = [...DECOMPOSE_OPTIONS, ...GLOBAL_OPTIONS];
  const width = Math.max(...options.map((o) => o.flags.length));
  const lines = options.map((o) => `  ${o.flags.padEnd(width)}  ${o.description}`);
  return [
    'sepax - turn concave art into convex colliders',
    '',
    'Usage:',
    '  $ sepax decompose <inputs...> [options]',
    '',
    'Inputs are files, folders (searched recursively) or quoted globs of:',
    '  .png   traced along the alpha channel (holes and separate islands kept)',
    '  .svg   every path, polygon, rect, circle and ellipse, transforms applied',
    '  .json  a ring [[x, y], ...], { "outer": ring, "holes": [ring, ...] },',
    '         or GeoJSON (Polygon, MultiPolygon, Feature, FeatureCollection)',
    '  .json  a TexturePacker or Aseprite sprite sheet: one collider per frame,',
    "         traced from the sheet's PNG, in the frame's own coordinates",
    '  .tmj   a Tiled map (.json too): object polygons, rectangles, ellipses and',
    '         tile collision shapes, in map coordinates',
    '',
    'Output: a "sepax-colliders" JSON file (version 1); each collider\'s "shape" loads',
    'with fromJSON from @sepax/core. A file that fails is reported with its error code;',
    'the others are still converted, and the exit status is 1.',
    '',
    'Options:',
    ...lines,
    '',
    'Examples:',
    '  $ sepax decompose art/ship.png --scale 0.01 --flip-y -o ship.json',
    "  $ sepax decompose 'art/**/*.svg' art/level.json --out-dir colliders --preview",
    '  $ sepax decompose sheet.json --format phaser-matter -o shapes.json',
    '  $ sepax decompose level.tmj --format planck --pixels-per-metre 64 --watch',
    '',
  ].join('\n');
}
