// Real icons (vendored under test/fixtures/icons, with their licences): the pieces the CLI
// makes cover exactly what each SVG fills, by an independent winding-number sampler over its
// paths flattened finely, and the entry's areas are the pieces'.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { svgPathRings } from '@sepax/decomp';
import { describe, expect, it } from 'vitest';
import { coverage } from '../../decomp/src/test-support/fill-reference.js';
import { convertFile } from './convert.js';
import { readSvgOutlines } from './svg/read-svg.js';
import { applyMatrix } from './svg/transform.js';
import { DEFAULT_MAX_INPUT_MB, DEFAULT_MAX_PIXELS } from './options.js';

const DEFAULT_LIMITS = { maxInputBytes: DEFAULT_MAX_INPUT_MB * 2 ** 20, maxPixels: DEFAULT_MAX_PIXELS };

const icons = fileURLToPath(new URL('../test/fixtures/icons/', import.meta.url));
/** The reference flattens 5× finer than the conversion's 0.1; samples within the band are not compared. */
const FINE = 0.02;
const BAND = 0.1 + FINE + 0.01;

describe('real icons convert to exactly the region their SVG fills', () => {
  it.each([
    'bootstrap-0-circle-fill.svg', // two overlapping paths: their union
    'tabler-filled-accessible.svg', // a fill="none" guide square, then the icon
    'heroicons-solid-archive-box-x-mark.svg', // fill-rule="evenodd"
    'heroicons-solid-academic-cap.svg', // several paths touching
  ])('%s', (name) => {
    const file = path.join(icons, name);
    const { entry, pieces } = convertFile({ file, display: name }, name, {}, DEFAULT_LIMITS);
    const shapes = readSvgOutlines(readFileSync(file, 'utf8')).map((o) => ({
      rings: svgPathRings(o.d, { tolerance: FINE }).map((ring) => ring.map((p) => applyMatrix(o.matrix, p))),
      fillRule: o.fillRule,
    }));
    const result = coverage(shapes, pieces, BAND, 60);
    expect(result.mismatches).toEqual([]);
    expect(result.piecesArea).toBeGreaterThan(result.areaLow);
    expect(result.piecesArea).toBeLessThan(result.areaHigh);
    expect(entry.area).toBeCloseTo(result.piecesArea, 9);
    expect(entry.outlineArea).toBeCloseTo(entry.area, 9);
  });
});
