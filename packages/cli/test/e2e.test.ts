// End-to-end runs of the BUILT binary (`npm test` builds first; alone, run
// `npx tsc --build packages/cli`), on the example art, on broken files, and with every
// output mode. Stderr is a pipe here, so progress comes as plain lines.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Compound, fromJSON } from '@sepax/core';
import { decode, encode } from 'fast-png';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollidersFile } from '../src/colliders-file.js';
import { readSvgOutlines } from '../src/svg/read-svg.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(repo, 'packages/cli/dist/bin.js');
const art = path.join(repo, 'examples/art');

/** Runs the built binary; a run that hangs is killed after 30 s and reads as status null. */
function sepax(args: string[], cwd = repo) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function temporaryFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'sepax-cli-'));
}

function readColliders(file: string): CollidersFile {
  return JSON.parse(readFileSync(file, 'utf8')) as CollidersFile;
}

type Pair = [number, number];

/** Shoelace signed area, independent of the code under test. */
function signedArea(points: readonly Pair[]): number {
  let twice = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++)
    twice += points[j][0] * points[i][1] - points[i][0] * points[j][1];
  return twice / 2;
}

/** Every corner turns left (or goes straight, within rounding): convex and counter-clockwise. */
function isConvexCcw(points: readonly Pair[]): boolean {
  const size = Math.max(...points.flat().map(Math.abs), 1);
  return points.every((b, i) => {
    const a = points[(i + points.length - 1) % points.length];
    const c = points[(i + 1) % points.length];
    return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) >= -1e-9 * size * size;
  });
}

/** Point inside (or on) a convex CCW polygon. */
function containsPoint(points: readonly Pair[], [x, y]: Pair): boolean {
  return points.every((a, i) => {
    const b = points[(i + 1) % points.length];
    return (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) >= 0;
  });
}

/** Pixels at or above the default alpha threshold (128), counted straight from the PNG. */
function solidPixels(file: string): number {
  const png = decode(readFileSync(file));
  let count = 0;
  for (let i = 3; i < png.data.length; i += 4) if (png.data[i] >= 128) count++;
  return count;
}

beforeAll(() => {
  if (!existsSync(bin))
    throw new Error(`${bin} is missing: build first with "npx tsc --build packages/cli" (npm test does).`);
});

describe('sepax --help / --version', () => {
  it('prints a stable help text', () => {
    const run = sepax(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatchSnapshot();
    expect(sepax(['decompose', '--help']).stdout).toBe(run.stdout);
  });

  it('prints the package version', () => {
    const { version } = JSON.parse(readFileSync(path.join(repo, 'packages/cli/package.json'), 'utf8')) as {
      version: string;
    };
    expect(sepax(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /no command given/],
    [['decompose'], /at least one input/],
    [['decompose', 'x.png', '--method', 'best'], /--method must be one of/],
    [['decompose', 'x.png', '--colour'], /Unknown option `--colour`/],
  ])('exits 2 with a usage message for %j', (args, message) => {
    const run = sepax(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});

describe('sepax decompose on the example art', () => {
  const SCALE = 0.5;
  let out: string;
  let run: ReturnType<typeof sepax>;
  let file: CollidersFile;

  beforeAll(() => {
    out = path.join(temporaryFolder(), 'colliders.json');
    run = sepax(['decompose', 'examples/art/*.{png,svg,json}', '--flip-y', '--scale', String(SCALE), '-o', out]);
    file = readColliders(out);
  });

  it('converts every example, one progress line each and a summary', () => {
    expect(run.status).toBe(0);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.slice(0, -1)).toEqual(
      file.colliders.map((c, i) => `[${i + 1}/5] ${c.source} ok (${c.pieces} piece${c.pieces === 1 ? '' : 's'})`),
    );
    const pieces = file.colliders.reduce((n, c) => n + c.pieces, 0);
    expect(lines.at(-1)).toMatch(new RegExp(`^sepax: 5 files, ${pieces} pieces, 0 failed in \\d+\\.\\d\\d s$`));
    expect(file.colliders.map((c) => `${c.name} ${c.source} ${c.kind}`)).toEqual([
      'arena examples/art/arena.json json',
      'gear examples/art/gear.png png',
      'letter-a examples/art/letter-a.png png',
      'level examples/art/level.svg svg',
      'ship examples/art/ship.png png',
    ]);
    expect(file).toMatchObject({ format: 'sepax-colliders', version: 1, settings: { scale: SCALE, flipY: true } });
  });

  it('writes what the shipped JSON Schema describes: its required fields, no field it does not name', () => {
    type Node = {
      required?: string[];
      properties?: Record<string, Node>;
      $defs?: Record<string, Node>;
      const?: unknown;
      minItems?: number;
    };
    const schema = JSON.parse(readFileSync(path.join(repo, 'packages/cli/colliders.schema.json'), 'utf8')) as Node;
    const fits = (value: Record<string, unknown>, node: Node): void => {
      for (const key of node.required ?? []) expect(value).toHaveProperty(key);
      for (const key of Object.keys(value)) expect(Object.keys(node.properties ?? {})).toContain(key);
    };
    fits(file as unknown as Record<string, unknown>, schema);
    expect(file.format).toBe(schema.properties!.format.const);
    expect(file.version).toBe(schema.properties!.version.const);
    fits(file.settings as Record<string, unknown>, schema.properties!.settings);
    const defs = schema.$defs!;
    for (const collider of file.colliders) {
      fits(collider as unknown as Record<string, unknown>, defs.collider);
      fits(collider.shape as unknown as Record<string, unknown>, defs.collider.properties!.shape);
      for (const part of collider.shape.parts) {
        fits(part as unknown as Record<string, unknown>, defs.polygon);
        expect((part as { points: unknown[] }).points.length).toBeGreaterThanOrEqual(
          defs.polygon.properties!.points.minItems!,
        );
      }
    }
  });

  it('writes shapes that core loads, made of convex CCW pieces whose areas sum to the outline area', () => {
    for (const collider of file.colliders) {
      const shape = fromJSON(collider.shape);
      expect(shape).toBeInstanceOf(Compound);
      expect((shape as Compound).parts).toHaveLength(collider.pieces);
      const areas = collider.shape.parts.map((part) => {
        const points = (part as { points: Pair[] }).points;
        expect(isConvexCcw(points), `${collider.name}: convex CCW piece`).toBe(true);
        return signedArea(points);
      });
      const total = areas.reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(collider.area, 6);
      expect(collider.droppedArea).toBe(0);
      expect(Math.abs(collider.area - collider.outlineArea)).toBeLessThan(1e-9 * collider.outlineArea);
    }
  });

  it('traces each PNG to the area of its solid pixels (within the outline simplification)', () => {
    for (const collider of file.colliders.filter((c) => c.kind === 'png')) {
      const pixels = solidPixels(path.join(repo, collider.source)) * SCALE * SCALE;
      expect(Math.abs(collider.outlineArea - pixels) / pixels, collider.name).toBeLessThan(0.03);
    }
  });

  it("keeps holes: no piece covers the gear's axle or the A's counter, while the solid parts are covered", () => {
    const byName = new Map(file.colliders.map((c) => [c.name, c]));
    // Pixel coordinates (y down, 96 px tall) to output coordinates (flipped, scaled).
    const covered = (name: string, x: number, y: number) =>
      byName
        .get(name)!
        .shape.parts.some((part) => containsPoint((part as { points: Pair[] }).points, [x * SCALE, (96 - y) * SCALE]));
    expect(covered('gear', 48, 48)).toBe(false); // axle
    expect(covered('gear', 48 + 21 * Math.SQRT1_2, 48 + 21 * Math.SQRT1_2)).toBe(false); // a lightening hole
    expect(covered('gear', 48, 48 + 21)).toBe(true); // metal between two holes
    expect(covered('letter-a', 48, 45)).toBe(false); // the counter
    expect(covered('letter-a', 20, 80)).toBe(true); // the left leg
    expect(covered('letter-a', 48, 62)).toBe(true); // the crossbar
    // The level's cave is a reversed subpath of the terrain path (a hole under nonzero).
    const inLevel = (x: number, y: number) =>
      byName
        .get('level')!
        .shape.parts.some((part) => containsPoint((part as { points: Pair[] }).points, [x * SCALE, -y * SCALE]));
    expect(inLevel(270, 170)).toBe(false);
    expect(inLevel(270, 190)).toBe(true);
  });

  it('reads the GeoJSON arena exactly: floor minus pillar, plus the island', () => {
    const geo = JSON.parse(readFileSync(path.join(art, 'arena.json'), 'utf8')) as {
      features: { geometry: { coordinates: Pair[][] } }[];
    };
    const expected = geo.features.reduce((sum, f) => {
      const [outer, ...holes] = f.geometry.coordinates;
      return sum + Math.abs(signedArea(outer)) - holes.reduce((h, ring) => h + Math.abs(signedArea(ring)), 0);
    }, 0);
    const arena = file.colliders.find((c) => c.name === 'arena')!;
    expect(arena.outlines).toBe(2);
    expect(arena.area).toBeCloseTo(expected * SCALE * SCALE, 9);
  });

  it('--min-area drops the pieces under it and reports their area, so nothing is lost silently', () => {
    const arena = file.colliders.find((c) => c.name === 'arena')!;
    const areas = arena.shape.parts
      .map((part) => signedArea((part as { points: Pair[] }).points))
      .sort((a, b) => a - b);
    const minArea = (areas[0] + areas[1]) / 2; // the same decomposition, so exactly the smallest piece goes
    const again = path.join(temporaryFolder(), 'min.json');
    const run = sepax([
      'decompose',
      'examples/art/arena.json',
      '--flip-y',
      '--scale',
      String(SCALE),
      '--min-area',
      String(minArea),
      '-o',
      again,
    ]);
    expect(run.status).toBe(0);
    const [trimmed] = readColliders(again).colliders;
    expect(trimmed.pieces).toBe(arena.pieces - 1);
    expect(trimmed.droppedArea).toBeCloseTo(areas[0], 9);
    expect(trimmed.area + trimmed.droppedArea).toBeCloseTo(trimmed.outlineArea, 9);
  });

  it('applies SVG transforms and y-flip: the level spans the terrain, 400 × 200 units in y-down art', () => {
    const level = fromJSON(file.colliders.find((c) => c.name === 'level')!.shape);
    const box = level.aabb();
    expect(box.minX).toBeCloseTo(0, 6);
    expect(box.maxX).toBeCloseTo(400 * SCALE, 6);
    expect(box.minY).toBeCloseTo(-200 * SCALE, 6); // the terrain's bottom edge at y = 200, flipped
  });
});

describe('sepax decompose on broken input', () => {
  let dir: string;
  let run: ReturnType<typeof sepax>;

  beforeAll(() => {
    dir = temporaryFolder();
    copyFileSync(path.join(art, 'ship.png'), path.join(dir, 'good.png'));
    const png = readFileSync(path.join(art, 'gear.png'));
    writeFileSync(path.join(dir, 'truncated.png'), png.subarray(0, png.length / 2));
    writeFileSync(path.join(dir, 'text.png'), 'this is not an image\n');
    // Lines enclose nothing, and without a stroke they paint nothing.
    writeFileSync(
      path.join(dir, 'open.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L10 10 M0 5 H8"/><line x1="0" y1="0" x2="10" y2="10"/></svg>',
    );
    writeFileSync(
      path.join(dir, 'bowtie.json'),
      JSON.stringify([
        [0, 0],
        [10, 10],
        [10, 0],
        [0, 10],
      ]),
    );
    run = sepax(
      [
        'decompose',
        'good.png',
        'missing.png',
        'truncated.png',
        'text.png',
        'open.svg',
        'bowtie.json',
        'notes.txt',
        '-o',
        'out.json',
      ],
      dir,
    );
  });

  it('reports each bad file with its code, converts the rest, and exits 1', () => {
    expect(run.status).toBe(1);
    const failures = run.stderr
      .split('\n')
      .filter((line) => line.includes(' FAILED '))
      .map((line) => line.replace(/^\[\d+\/7\] (\S+) FAILED (\w+) .*$/, '$1 $2'));
    expect(failures).toEqual([
      'missing.png INVALID_INPUT',
      'truncated.png INVALID_INPUT',
      'text.png INVALID_INPUT',
      'open.svg INVALID_INPUT',
      'bowtie.json SELF_INTERSECTION',
      'notes.txt INVALID_INPUT',
    ]);
    expect(run.stderr).toMatch(/missing\.png FAILED INVALID_INPUT File not found/);
    expect(run.stderr).toMatch(/text\.png FAILED INVALID_INPUT Not a PNG image/);
    expect(run.stderr).toMatch(/open\.svg FAILED INVALID_INPUT The SVG paints no area/);
    expect(run.stderr).toMatch(
      /bowtie\.json FAILED SELF_INTERSECTION polygon 1: .*crosses or touches itself.*\(outer ring, vertices \d+, \d+\)/,
    );
    expect(run.stderr).toMatch(/sepax: 7 files, \d+ pieces?, 6 failed in/);
  });

  it('writes the good file only, atomically (no temporary file left)', () => {
    const file = readColliders(path.join(dir, 'out.json'));
    expect(file.colliders.map((c) => c.name)).toEqual(['good']);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('with --quiet prints only the errors', () => {
    const quiet = sepax(['decompose', 'good.png', 'text.png', '-o', 'quiet.json', '--quiet'], dir);
    expect(quiet.status).toBe(1);
    expect(quiet.stderr).toBe(
      'error: text.png: INVALID_INPUT Not a PNG image (the PNG signature is missing); export the art as PNG with an alpha channel.\n',
    );
  });

  it('does not replace an existing output when every input fails', () => {
    writeFileSync(path.join(dir, 'keep.json'), 'previous');
    expect(sepax(['decompose', 'text.png', '-o', 'keep.json'], dir).status).toBe(1);
    expect(readFileSync(path.join(dir, 'keep.json'), 'utf8')).toBe('previous');
  });
});

describe('sepax decompose output modes', () => {
  it('--out-dir writes one colliders file per input, and --preview an SVG beside each', () => {
    const dir = temporaryFolder();
    const run = sepax([
      'decompose',
      'examples/art/ship.png',
      'examples/art/arena.json',
      '--out-dir',
      dir,
      '--preview',
      '--quiet',
    ]);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(readdirSync(dir).sort()).toEqual(['arena.json', 'arena.preview.svg', 'ship.json', 'ship.preview.svg']);
    for (const name of ['ship', 'arena']) {
      const file = readColliders(path.join(dir, `${name}.json`));
      expect(file.colliders.map((c) => c.name)).toEqual([name]);
      const [collider] = file.colliders;
      const svg = readFileSync(path.join(dir, `${name}.preview.svg`), 'utf8');
      // Filled: the background and one path per piece; stroked only (fill="none"): one per outline ring.
      const holes = name === 'arena' ? 1 : 0;
      const drawing = svg.replace(/<text[\s\S]*?<\/text>/, ''); // the caption is text, not art
      expect(readSvgOutlines(drawing).filter((o) => o.filled)).toHaveLength(1 + collider.pieces);
      expect([...svg.matchAll(/fill="hsl/g)]).toHaveLength(collider.pieces);
      expect([...svg.matchAll(/<path [^>]*fill="none"/g)]).toHaveLength(collider.outlines + holes);
    }
  });

  it('-o - writes the colliders JSON to stdout and previews to the working folder', () => {
    const dir = temporaryFolder();
    // A fully opaque 4 × 4 image: the art touches every edge of the image.
    const png = encode({ width: 4, height: 4, data: new Uint8Array(64).fill(255), channels: 4, depth: 8 });
    writeFileSync(path.join(dir, 'block.png'), png);
    const run = sepax(['decompose', 'block.png', '-o', '-', '--preview', '--simplify', '0'], dir);
    expect(run.status).toBe(0);
    const file = JSON.parse(run.stdout) as CollidersFile;
    expect(file.colliders[0]).toMatchObject({ name: 'block', pieces: 1 });
    // Unsimplified, marching squares runs through pixel-edge midpoints and cuts each corner
    // by a right triangle with 0.5-pixel legs: 16 − 4 × 0.125 = 15.5, image border included.
    expect(file.colliders[0].area).toBeCloseTo(15.5, 6);
    const xs = file.colliders[0].shape.parts.flatMap((part) => (part as { points: Pair[] }).points.map((p) => p[0]));
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([0, 4]);
    expect(existsSync(path.join(dir, 'block.preview.svg'))).toBe(true);
  });
});

describe('sepax decompose never loses the art or hangs', () => {
  it('refuses -o naming an input, and an --out-dir that would write over a JSON input, leaving the art as it was', () => {
    const dir = temporaryFolder();
    copyFileSync(path.join(art, 'arena.json'), path.join(dir, 'arena.json'));
    const before = readFileSync(path.join(dir, 'arena.json'), 'utf8');
    const intoInput = sepax(['decompose', 'arena.json', '-o', 'arena.json'], dir);
    expect(intoInput.status).toBe(2);
    expect(intoInput.stderr).toMatch(/sepax: .*arena\.json.*would overwrite the input arena\.json/);
    const intoFolder = sepax(['decompose', '.', '--out-dir', '.'], dir);
    expect(intoFolder.status).toBe(2);
    expect(intoFolder.stderr).toMatch(/would overwrite the input arena\.json/);
    expect(readFileSync(path.join(dir, 'arena.json'), 'utf8')).toBe(before);
    expect(readdirSync(dir)).toEqual(['arena.json']);
  });

  it('reports an output folder it cannot create, instead of hanging (Node 20 mkdir -p loops under /proc)', () => {
    if (!existsSync('/proc/self')) return; // Linux only
    const run = sepax(['decompose', 'examples/art/ship.png', '-o', '/proc/sepax-no-such-folder/out.json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^sepax: ENOENT cannot write \/proc\/sepax-no-such-folder\/out\.json: a folder on the way cannot be created/m,
    );
  });

  it('says which output it cannot write and what to do: -o naming a folder, --out-dir naming a file', () => {
    const dir = temporaryFolder();
    copyFileSync(path.join(art, 'ship.png'), path.join(dir, 'ship.png'));
    writeFileSync(path.join(dir, 'taken'), 'a file');
    const intoFolder = sepax(['decompose', 'ship.png', '-o', '.'], dir);
    expect(intoFolder.status).toBe(1);
    expect(intoFolder.stderr).toMatch(/^sepax: EISDIR cannot write .*: a folder has that name; give a file name\.$/m);
    expect(intoFolder.stderr).not.toMatch(/\.tmp/);
    const underFile = sepax(['decompose', 'ship.png', '--out-dir', 'taken'], dir);
    expect(underFile.status).toBe(1);
    expect(underFile.stderr).toMatch(
      /ship\.png FAILED (EEXIST|ENOTDIR) cannot write .*taken.*: a file stands where a folder is needed/,
    );
  });

  it('reads a negative number after a numeric option as its value, and rejects it by name', () => {
    for (const option of ['--scale', '--simplify', '--min-area', '--max-vertices', '--alpha-threshold']) {
      const run = sepax(['decompose', 'examples/art/ship.png', option, '-1']);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^sepax: ${option} must be .*; got -1\\.`));
    }
  });

  it("names an empty ring's problem without an empty vertex list", () => {
    const dir = temporaryFolder();
    writeFileSync(path.join(dir, 'empty.json'), '[]');
    const run = sepax(['decompose', 'empty.json', '-o', 'out.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/empty\.json FAILED TOO_FEW_POINTS polygon 1: .*\(outer ring\)\./);
  });

  it('stops quietly when its stdout is closed early (sepax … -o - | head), without an EPIPE stack trace', async () => {
    const dir = temporaryFolder();
    // About 200 kB of JSON: more than a pipe holds, so the writer meets the closed end.
    writeFileSync(path.join(dir, 'disc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1000000"/></svg>');
    const child = spawn(process.execPath, [bin, 'decompose', 'disc.svg', '-o', '-', '--quiet'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy()); // like `head -c 1`
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled|at /);
    expect(status).toBe(0);
  });
});
