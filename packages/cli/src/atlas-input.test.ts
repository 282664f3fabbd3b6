import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CollidersFile } from './colliders-file.js';
import { encodePng } from './test-support/png-encoder.js';
import { runIn, temporaryFolder } from './test-support/run-in-folder.js';

/** The sprite, untrimmed: 13 × 10 with transparent margins; an L of 9 × 7 px from (2, 1), plus a lone pixel. */
const SOURCE = { w: 13, h: 10 };
const TRIM = { x: 2, y: 1, w: 9, h: 7 };
function spriteAlpha(x: number, y: number): number {
  const inL = (x >= 2 && x <= 10 && y >= 1 && y <= 2) || (x >= 2 && x <= 4 && y >= 1 && y <= 7);
  return inL || (x === 8 && y === 6) ? 255 : 0;
}

function writePng(file: string, width: number, height: number, alpha: (x: number, y: number) => number): void {
  const samples: number[][] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) samples.push([0, alpha(x, y)]);
  writeFileSync(file, encodePng({ width, height, colorType: 4, depth: 8, interlaced: false, samples }));
}

/**
 * A 40 × 12 sheet, laid out by hand: "plain" untrimmed at (0, 0); "trimmed" at (14, 0);
 * "turned" trimmed and stored turned 90° clockwise at (24, 0), as a 7 × 9 block whose pixel
 * (x', y') is the trimmed sprite's (u, v) = (y', 6 − x'): its top row is the block's right column.
 */
function sheetAlpha(x: number, y: number): number {
  if (x < SOURCE.w && y < SOURCE.h) return spriteAlpha(x, y);
  if (x >= 14 && x < 14 + TRIM.w && y < TRIM.h) return spriteAlpha(TRIM.x + x - 14, TRIM.y + y);
  if (x >= 24 && x < 24 + TRIM.h && y < TRIM.w) {
    const [u, v] = [y, TRIM.h - 1 - (x - 24)];
    return spriteAlpha(TRIM.x + u, TRIM.y + v);
  }
  return 0;
}

const trimmed = {
  trimmed: true,
  spriteSourceSize: TRIM,
  sourceSize: SOURCE,
};
const FRAMES = {
  'plain.png': { frame: { x: 0, y: 0, ...SOURCE }, rotated: false, trimmed: false, sourceSize: SOURCE },
  'trimmed.png': { frame: { x: 14, y: 0, w: TRIM.w, h: TRIM.h }, rotated: false, ...trimmed },
  'turned.png': { frame: { x: 24, y: 0, w: TRIM.w, h: TRIM.h }, rotated: true, ...trimmed },
};

function setUp(): string {
  const folder = temporaryFolder();
  writePng(path.join(folder, 'sprite.png'), SOURCE.w, SOURCE.h, spriteAlpha);
  writePng(path.join(folder, 'sheet.png'), 40, 12, sheetAlpha);
  const meta = { image: 'sheet.png', size: { w: 40, h: 12 }, scale: '1' };
  writeFileSync(path.join(folder, 'hash.json'), JSON.stringify({ frames: FRAMES, meta }));
  const array = Object.entries(FRAMES).map(([filename, frame]) => ({ filename, ...frame }));
  writeFileSync(path.join(folder, 'array.json'), JSON.stringify({ frames: array, meta }));
  copyFileSync(path.join(folder, 'sheet.png'), path.join(folder, 'sheet-b.png'));
  const textures = [
    { image: 'sheet.png', size: meta.size, frames: array.filter((f) => f.filename !== 'turned.png') },
    { image: 'sheet-b.png', size: meta.size, frames: array.filter((f) => f.filename === 'turned.png') },
  ];
  writeFileSync(path.join(folder, 'multi.json'), JSON.stringify({ textures, meta: { app: 'TexturePacker' } }));
  const aseprite = Object.entries(FRAMES)
    .filter(([, frame]) => !frame.rotated) // Aseprite never rotates
    .map(([filename, frame]) => ({ filename: filename.replace('.png', ' 0.aseprite'), ...frame, duration: 100 }));
  writeFileSync(
    path.join(folder, 'aseprite.json'),
    JSON.stringify({ frames: aseprite, meta: { ...meta, app: 'https://www.aseprite.org/', version: '1.3' } }),
  );
  return folder;
}

async function colliders(folder: string, args: string[]): Promise<CollidersFile> {
  const run = await runIn(folder, ['decompose', ...args, '-o', '-', '-q']);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as CollidersFile;
}

describe('sprite sheets', () => {
  it.each([
    ['TexturePacker hash', 'hash.json', ['plain.png', 'trimmed.png', 'turned.png']],
    ['TexturePacker array', 'array.json', ['plain.png', 'trimmed.png', 'turned.png']],
    ['TexturePacker for Phaser 3 (multi-image)', 'multi.json', ['plain.png', 'trimmed.png', 'turned.png']],
    ['Aseprite', 'aseprite.json', ['plain 0.aseprite', 'trimmed 0.aseprite']],
  ])('%s: each frame is the untrimmed sprite, trimmed and rotated frames included', async (_, sheet, names) => {
    const folder = setUp();
    for (const flip of [[], ['--flip-y']]) {
      const [sprite] = (await colliders(folder, ['sprite.png', ...flip])).colliders;
      const frames = (await colliders(folder, [sheet, ...flip])).colliders;
      expect(frames.map((f) => f.name)).toEqual(names);
      for (const frame of frames) {
        expect(frame.kind).toBe('atlas');
        expect(frame.shape).toEqual(sprite.shape);
        expect(frame.area).toBeCloseTo(sprite.area, 9);
        expect(frame.centroid).toEqual(sprite.centroid);
      }
    }
  });

  it("a folder of sheets: the sheet's image is not converted as a sprite of its own", async () => {
    const folder = setUp();
    const names = (await colliders(folder, ['.'])).colliders.map((c) => `${c.source}: ${c.name}`);
    expect(names.filter((n) => n.startsWith('sheet.png') || n.startsWith('sheet-b.png'))).toEqual([]);
    expect(names.some((n) => n.startsWith('hash.json: turned.png'))).toBe(true);
    expect(names).toContain('sprite.png: sprite');
  });

  it('a frame name cannot send its preview out of the output folder', async () => {
    const folder = setUp();
    const frames = { '../../escaped': FRAMES['plain.png'], 'run/1.png': FRAMES['turned.png'] };
    writeFileSync(path.join(folder, 'named.json'), JSON.stringify({ frames, meta: { image: 'sheet.png' } }));
    const run = await runIn(folder, ['decompose', 'named.json', '-o', 'out.json', '--preview', '-q']);
    expect(run.stderr).toBe('');
    const written = readdirSync(folder).filter((f) => f.endsWith('.preview.svg'));
    expect(written.sort()).toEqual(['__.._escaped.preview.svg', 'run_1.png.preview.svg']);
  });

  it.each([
    [
      'reaching past the image',
      { x: 30, y: 0, w: 20, h: 4 },
      /INVALID_INPUT .*"bad\.png".*reaches past the 40 × 12 image/,
    ],
    [
      'measuring over a million pixels a side',
      { x: 0, y: 0, w: 1e9, h: 4 },
      /"bad\.png".*frame holds 1000000000, not a whole number of pixels from 1 to 1000000/,
    ],
  ])('a frame %s fails the sheet, naming the frame', async (_, frame, message) => {
    const folder = setUp();
    const frames = { ...FRAMES, 'bad.png': { frame, rotated: false } };
    writeFileSync(path.join(folder, 'bad.json'), JSON.stringify({ frames, meta: { image: 'sheet.png' } }));
    const run = await runIn(folder, ['decompose', 'bad.json', '-o', '-', '-q']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
  });

  it('a frame whose sourceSize is over --max-pixels is refused before it is drawn out', async () => {
    const folder = setUp();
    const huge = { ...FRAMES['plain.png'], sourceSize: { w: 100_000, h: 100_000 } };
    writeFileSync(path.join(folder, 'huge.json'), JSON.stringify({ frames: { huge }, meta: { image: 'sheet.png' } }));
    const run = await runIn(folder, ['decompose', 'huge.json', '-o', '-', '-q']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/"huge": its sourceSize 100000 × 100000 = 10000000000 pixels is over the limit/);
  });

  it('a missing sheet image is reported with the meta.image it was looked for under', async () => {
    const folder = setUp();
    writeFileSync(path.join(folder, 'lost.json'), JSON.stringify({ frames: FRAMES, meta: { image: 'gone.png' } }));
    const run = await runIn(folder, ['decompose', 'lost.json', '-o', '-', '-q']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/lost\.json: INVALID_INPUT The sheet's image gone\.png/);
  });

  it('the sheet image is held to --max-pixels', async () => {
    const folder = setUp();
    const run = await runIn(folder, ['decompose', 'hash.json', '--max-pixels', '100', '-o', '-', '-q']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/40 × 12 = 480 pixels, over the limit of 100/);
  });
});
