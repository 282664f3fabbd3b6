// Hand-edited or damaged sprite sheets and Tiled maps: any value in any place gives a
// converted file or a SepaxError with a code, never a crash inside the reader.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertInput } from './convert-input.js';
import { encodePng } from './test-support/png-encoder.js';
import { temporaryFolder } from './test-support/run-in-folder.js';

const TILED_MAP = {
  type: 'map',
  width: 2,
  height: 2,
  tilewidth: 8,
  tileheight: 8,
  tilesets: [
    {
      firstgid: 1,
      tilewidth: 8,
      tileheight: 8,
      tiles: [{ id: 0, objectgroup: { objects: [{ id: 1, x: 0, y: 4, width: 8, height: 4 }] } }],
    },
  ],
  layers: [
    { type: 'tilelayer', name: 'ground', width: 2, height: 2, data: [0, 0, 1, 1] },
    {
      type: 'group',
      name: 'g',
      layers: [
        {
          type: 'objectgroup',
          name: 'walls',
          objects: [
            {
              id: 2,
              name: 'a',
              x: 1,
              y: 1,
              polygon: [
                { x: 0, y: 0 },
                { x: 4, y: 0 },
                { x: 0, y: 4 },
              ],
            },
            { id: 3, name: 'b', x: 1, y: 1, width: 4, height: 2, ellipse: true, rotation: 30 },
            { id: 4, gid: 1, x: 4, y: 16, width: 8, height: 8 },
          ],
        },
      ],
    },
  ],
};

const ATLAS = {
  frames: [
    {
      filename: 'a',
      frame: { x: 0, y: 0, w: 4, h: 3 },
      rotated: true,
      trimmed: true,
      spriteSourceSize: { x: 1, y: 1, w: 4, h: 3 },
      sourceSize: { w: 6, h: 5 },
    },
  ],
  meta: { image: 'sheet.png', size: { w: 8, h: 8 } },
};

/** Every path to a value inside `value`. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...prefix, k]))];
}

function replaced(value: unknown, at: (string | number)[], by: unknown): unknown {
  if (at.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[at[0]] = replaced(copy[at[0]], at.slice(1), by);
  return copy;
}

const anyValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e300, Number.MAX_SAFE_INTEGER, 0.5, '', 'x', [], {}, [null], [{}], {
    x: 1,
  }),
  fc.jsonValue({ maxDepth: 2 }),
);

describe.each([
  ['Tiled map', 'level.tmj', TILED_MAP],
  ['sprite sheet', 'sheet.json', ATLAS],
])('a damaged %s', (_, name, fixture) => {
  it('converts or fails with a SepaxError code, never an internal error', () => {
    const folder = temporaryFolder();
    const samples: number[][] = Array.from({ length: 64 }, (_, i) => [0, i % 3 === 0 ? 0 : 255]);
    writeFileSync(
      path.join(folder, 'sheet.png'),
      encodePng({ width: 8, height: 8, colorType: 4, depth: 8, interlaced: false, samples }),
    );
    const file = path.join(folder, name);
    const places = paths(fixture);
    const limits = { maxInputBytes: 2 ** 20, maxPixels: 2 ** 16, maxOutlinePoints: 2 ** 16 };
    expect(convertInput({ input: { file, display: name }, name, settings: {}, limits })).toBeDefined();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(places.length - 1), anyValue), { minLength: 1, maxLength: 3 }), (edits) => {
        let damaged: unknown = fixture;
        for (const [place, value] of edits) damaged = replaced(damaged, places[place], value);
        writeFileSync(file, JSON.stringify(damaged));
        const outcome = convertInput({ input: { file, display: name }, name, settings: {}, limits });
        if (!outcome.ok) expect(outcome.failure.code, outcome.failure.message).not.toBe('INTERNAL_ERROR');
      }),
      { numRuns: 300 },
    );
  });
});
