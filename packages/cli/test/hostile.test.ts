// The CLI facing hostile files, paths and arguments, run as the BUILT binary (build first:
// `npx tsc --build packages/cli`). Device nodes, FIFOs and links are made by the tests in
// their own temporary folders, never taken from the real /dev.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  constants,
  lstatSync,
  readSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollidersFile } from '../src/colliders-file.js';
import { encodePng } from '../src/test-support/png-encoder.js';
import {
  CHAR_DEVICES,
  canMakeDevices,
  makeDevice,
  makeFifo,
  temporaryFolder,
} from '../src/test-support/special-files.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(repo, 'packages/cli/dist/bin.js');
const art = path.join(repo, 'examples/art');
/** A stack frame line, as Node prints under an uncaught error. */
const STACK_FRAME = /^\s+at .+(\(|:\d+:\d+)/m;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built binary; a run that hangs is killed after 20 s and reads as status null. */
function sepax(args: string[], cwd: string, options: { stdout?: number; uid?: number } = {}): Run {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 20_000,
    stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  return { status: run.status, stdout: run.stdout ?? '', stderr: run.stderr ?? '' };
}

const NOBODY = 65534;

/** Whether user `uid` can read the built binary (every folder above it must let them through). */
function canRunAs(uid: number): boolean {
  const probe = spawnSync(process.execPath, ['-e', `require('node:fs').accessSync(${JSON.stringify(bin)})`], {
    uid,
    gid: uid,
    stdio: 'ignore',
  });
  return probe.status === 0;
}

/** A run that ended by itself, with a documented status and no stack trace. */
function expectClean(run: Run, status: 0 | 1 | 2): void {
  expect(run.stderr).not.toMatch(STACK_FRAME);
  expect(run.status, run.stderr).toBe(status);
}

function readColliders(file: string): CollidersFile {
  return JSON.parse(readFileSync(file, 'utf8')) as CollidersFile;
}

/** A folder holding one good input, `good.json`. */
function folderWithGoodInput(): string {
  const dir = temporaryFolder('sepax-hostile-');
  copyFileSync(path.join(art, 'arena.json'), path.join(dir, 'good.json'));
  return dir;
}

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build first with "npx tsc --build packages/cli".`);
});

describe.skipIf(!canMakeDevices)('-o onto special files', () => {
  it('writes a null device and a link to it in place: they stay what they were', () => {
    const dir = folderWithGoodInput();
    const device = makeDevice(dir, 'null', 'c', ...CHAR_DEVICES.null);
    symlinkSync('null', path.join(dir, 'link'));
    expectClean(sepax(['decompose', 'good.json', '-o', 'null'], dir), 0);
    expectClean(sepax(['decompose', 'good.json', '-o', 'link'], dir), 0);
    expect(statSync(device).isCharacterDevice()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['good.json', 'link', 'null']);
  });

  it('reports a full device as out of space in one line, exit 1, and leaves it a device', () => {
    const dir = folderWithGoodInput();
    const device = makeDevice(dir, 'full', 'c', ...CHAR_DEVICES.full);
    const run = sepax(['decompose', 'good.json', '-o', 'full'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(/^sepax: ENOSPC cannot write .*full: no space left on the device/m);
    expect(statSync(device).isCharacterDevice()).toBe(true);
  });

  it('-o - onto a full device as stdout: one line, exit 1', () => {
    const dir = folderWithGoodInput();
    const full = openSync(makeDevice(dir, 'full', 'c', ...CHAR_DEVICES.full), 'w');
    try {
      const run = sepax(['decompose', 'good.json', '-o', '-', '-q'], dir, { stdout: full });
      expectClean(run, 1);
      expect(run.stderr).toMatch(/^sepax: ENOSPC cannot write to stdout/m);
    } finally {
      closeSync(full);
    }
  });
});

describe("-o onto a link to the process's own stdout", () => {
  it('writes through a link to /proc/self/fd/1 when stdout is a pipe: the JSON arrives, the link stays', () => {
    if (!existsSync('/proc/self/fd/1')) return; // Linux only
    const dir = folderWithGoodInput();
    symlinkSync('/proc/self/fd/1', path.join(dir, 'to-stdout'));
    const fifo = makeFifo(dir, 'stdout-pipe');
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, 'w');
    try {
      const run = sepax(['decompose', 'good.json', '-o', 'to-stdout', '-q'], dir, { stdout: writer });
      expectClean(run, 0);
      const buffer = Buffer.alloc(60_000); // the JSON of one small collider fits the pipe
      const text = buffer.toString('utf8', 0, readSync(reader, buffer, 0, buffer.length, null));
      expect((JSON.parse(text) as CollidersFile).colliders.map((c) => c.name)).toEqual(['good']);
    } finally {
      closeSync(writer);
      closeSync(reader);
    }
    expect(lstatSync(path.join(dir, 'to-stdout')).isSymbolicLink()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['good.json', 'stdout-pipe', 'to-stdout']);
  });

  it('refuses, in one line, a link to stdout when stdout is a socket (a socket cannot be opened as a file)', () => {
    if (!existsSync('/proc/self/fd/1')) return;
    const dir = folderWithGoodInput();
    symlinkSync('/proc/self/fd/1', path.join(dir, 'to-stdout'));
    const run = sepax(['decompose', 'good.json', '-o', 'to-stdout', '-q'], dir); // Node's 'pipe' is a socket pair
    expectClean(run, 1);
    expect(run.stderr).toMatch(/^sepax: ESOCKET cannot write .*to-stdout: it is a socket/m);
    expect(lstatSync(path.join(dir, 'to-stdout')).isSymbolicLink()).toBe(true);
  });
});

describe('inputs that are not regular files', () => {
  it('reports a FIFO at once (no wait for a writer), converts the rest and writes their output', () => {
    const dir = folderWithGoodInput();
    makeFifo(dir, 'pipe.json');
    const run = sepax(['decompose', 'pipe.json', 'good.json', '-o', 'out.json'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(/pipe\.json FAILED INVALID_INPUT Not a regular file/);
    expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.name)).toEqual(['good']);
  });

  it.skipIf(!canMakeDevices)(
    'reports a link to an endless zero device, found in a folder walk, without reading it',
    () => {
      const dir = folderWithGoodInput();
      makeDevice(dir, 'zero', 'c', ...CHAR_DEVICES.zero);
      symlinkSync('zero', path.join(dir, 'endless.png'));
      const run = sepax(['decompose', '.', '-o', 'out.json'], dir);
      expectClean(run, 1);
      expect(run.stderr).toMatch(/endless\.png FAILED INVALID_INPUT Not a regular file/);
      expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.name)).toEqual(['good']);
    },
  );
});

describe('empty arguments', () => {
  it('an empty or blank input fails as its own problem (it does not mean the working folder); the rest converts', () => {
    const dir = folderWithGoodInput();
    const run = sepax(['decompose', '', ' ', 'good.json', '-o', 'out.json'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(/FAILED INVALID_INPUT An input is ""; give a file, folder or glob/);
    expect(run.stderr).toMatch(/FAILED INVALID_INPUT An input is " "; give a file, folder or glob/);
    expect(run.stderr).toMatch(/sepax: 3 files, \d+ pieces?, 2 failed/);
    expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.source)).toEqual(['good.json']);
  });
});

describe('folder walks', () => {
  it('visit each real file once through two loops of links, and report a dangling link as its own failure', () => {
    const dir = folderWithGoodInput();
    mkdirSync(path.join(dir, 'sub'));
    symlinkSync('..', path.join(dir, 'sub/up'));
    symlinkSync('../sub', path.join(dir, 'sub/again'));
    symlinkSync('missing.png', path.join(dir, 'sub/dangling.png'));
    const run = sepax(['decompose', '.', '-o', 'out.json'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(/sub\/dangling\.png FAILED INVALID_INPUT A symbolic link to nothing/);
    expect(run.stderr).toMatch(/sepax: 2 files, \d+ pieces, 1 failed/);
    expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.source)).toEqual(['good.json']);
  });

  it('report a folder that cannot be read and convert the rest (run as an unprivileged user)', () => {
    if (process.getuid === undefined) return; // POSIX permissions only
    const dir = folderWithGoodInput();
    mkdirSync(path.join(dir, 'locked'));
    writeFileSync(path.join(dir, 'locked/secret.json'), '[[0,0],[1,0],[0,1]]');
    chmodSync(path.join(dir, 'locked'), 0o000);
    chmodSync(dir, 0o777);
    // Root reads any folder: run as nobody then, if nobody can reach the binary at all (a
    // checkout inside a private folder, such as a fresh `mktemp -d`, hides it; .ci/run opens its folder).
    const nobody = process.getuid() === 0 ? NOBODY : undefined;
    if (nobody !== undefined && !canRunAs(nobody)) {
      console.info(`skipped: user ${nobody} cannot reach ${bin} (a parent folder is private)`);
      return;
    }
    const run = sepax(['decompose', '.', '-o', '-', '--quiet'], dir, { uid: nobody });
    expectClean(run, 1);
    expect(run.stderr).toMatch(/^error: locked: INVALID_INPUT Cannot read this folder \(EACCES: permission denied\)/m);
    expect((JSON.parse(run.stdout) as CollidersFile).colliders.map((c) => c.source)).toEqual(['good.json']);
  });
});

describe('inputs too large for memory fail alone', () => {
  it('a PNG declaring 20000 × 20000 pixels in a few bytes: INVALID_INPUT from the header, the rest converted', () => {
    const dir = folderWithGoodInput();
    const png = Buffer.from(
      encodePng({ width: 1, height: 1, colorType: 6, depth: 8, interlaced: false, samples: [[0, 0, 0, 255]] }),
    );
    png.writeUInt32BE(20000, 16);
    png.writeUInt32BE(20000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    writeFileSync(path.join(dir, 'bomb.png'), png);
    const run = sepax(['decompose', 'bomb.png', 'good.json', '-o', 'out.json'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(
      /bomb\.png FAILED INVALID_INPUT The PNG is 20000 × 20000 = 400000000 pixels, over the limit of 67108864; raise --max-pixels/,
    );
    expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.name)).toEqual(['good']);
  });

  it('a checkerboard PNG over --max-outline-points fails before it is traced, naming the count and the option', () => {
    const dir = folderWithGoodInput();
    // 40 × 40 single-pixel islands: 800 solid pixels, each with 4 edges against empty ones.
    const samples = Array.from({ length: 40 * 40 }, (_, i) =>
      [(i % 40) + Math.floor(i / 40)].map((s) => (s % 2 ? 0 : 255)),
    );
    const png = encodePng({ width: 40, height: 40, colorType: 0, depth: 8, interlaced: false, samples, colorKey: [0] });
    writeFileSync(path.join(dir, 'dither.png'), png);
    const run = sepax(['decompose', 'dither.png', 'good.json', '-o', 'out.json', '--max-outline-points', '3199'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(
      /dither\.png FAILED INVALID_INPUT The image's outline would have 3200 points .* over the limit of 3199\. .* raise --max-outline-points/,
    );
    expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.name)).toEqual(['good']);
    const atLimit = sepax(['decompose', 'dither.png', '-o', 'all.json', '-q', '--max-outline-points', '3200'], dir);
    expectClean(atLimit, 0);
  });

  it('a file over --max-input-mb (an SVG path of a million commands) fails before parsing; the others keep their output', () => {
    const dir = folderWithGoodInput();
    writeFileSync(
      path.join(dir, 'huge.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0${' l1 1 l-1 0'.repeat(500_000)} z"/></svg>`,
    );
    const run = sepax(['decompose', 'huge.svg', 'good.json', '-o', 'out.json', '--max-input-mb', '1'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(
      /huge\.svg FAILED INVALID_INPUT The file is 5\.\d+ MB, over the limit of 1 MB per input; raise --max-input-mb/,
    );
    expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.name)).toEqual(['good']);
  });

  it('JSON nested 10⁵ levels deep: a clear error, no stack overflow', () => {
    const dir = folderWithGoodInput();
    writeFileSync(path.join(dir, 'deep.json'), `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    const run = sepax(['decompose', 'deep.json', 'good.json', '-o', 'out.json'], dir);
    expectClean(run, 1);
    expect(run.stderr).toMatch(/deep\.json FAILED INVALID_INPUT The JSON is nested deeper than 256 levels/);
  });
});

describe('what reaches the terminal, and where options end', () => {
  it('escapes terminal control sequences from a file name and an SVG id', () => {
    const dir = folderWithGoodInput();
    const name = '\u001b]0;owned\u0007\u001b[2Jx.svg';
    writeFileSync(
      path.join(dir, name),
      '<svg xmlns="http://www.w3.org/2000/svg"><circle id="&#27;[31mred" r="1e200"/></svg>',
    );
    const run = sepax(['decompose', name, 'good.json', '-o', 'out.json'], dir);
    expectClean(run, 1);
    expect(run.stderr).not.toContain('\u001b');
    expect(run.stderr).not.toContain('\u0007');
    expect(run.stderr).toContain('\\x1b]0;owned\\x07\\x1b[2Jx.svg FAILED');
    expect(run.stderr).toContain('<circle id="\\x1b[31mred">');
  });

  it('takes everything after -- as inputs, even names that start with a dash', () => {
    const dir = folderWithGoodInput();
    copyFileSync(path.join(dir, 'good.json'), path.join(dir, '-o.json'));
    const run = sepax(['decompose', '-o', 'out.json', '--', '-o.json'], dir);
    expectClean(run, 0);
    expect(readColliders(path.join(dir, 'out.json')).colliders.map((c) => c.source)).toEqual(['-o.json']);
  });
});

describe('--min-area on a PNG accounts for every island it drops and every hole it fills', () => {
  it('area = outlineArea − droppedArea + filledArea, with the hand-counted island and hole', () => {
    const dir = temporaryFolder();
    // 40 × 40: a 30 × 30 block with a one-pixel hole, and a one-pixel island apart. Marching
    // squares traces a w × h pixel rectangle to w·h − 0.5 px².
    const solid = (x: number, y: number) =>
      (x >= 5 && x < 35 && y >= 5 && y < 35 && !(x === 20 && y === 20)) || (x === 1 && y === 1);
    const samples = Array.from({ length: 1600 }, (_, i) => [solid(i % 40, Math.floor(i / 40)) ? 255 : 0]);
    writeFileSync(
      path.join(dir, 'sprite.png'),
      encodePng({ width: 40, height: 40, colorType: 0, depth: 8, interlaced: false, samples, colorKey: [0] }),
    );
    const run = sepax(['decompose', 'sprite.png', '--min-area', '2', '--simplify', '0', '-o', 'out.json'], dir);
    expectClean(run, 0);
    const [sprite] = readColliders(path.join(dir, 'out.json')).colliders;
    expect(sprite.droppedArea).toBe(0.5);
    expect(sprite.filledArea).toBe(0.5);
    expect(sprite.outlineArea).toBeCloseTo(30 * 30 - 0.5 - 0.5 + 0.5, 9); // block − its hole + the island
    expect(sprite.area).toBeCloseTo(sprite.outlineArea - sprite.droppedArea + sprite.filledArea, 9);
  });
});
