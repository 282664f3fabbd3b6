// Real icons (vendored under test/fixtures/icons, with their licences): the pieces the CLI
// makes cover exactly what each SVG fills, by an independent winding-number sampler over its
// paths flattened finely, and the entry's areas are the pieces'.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { svgPathRings } from '@sepax/decomp';
import { describe, expect, it } from 'vitest';
import { flattenSvgPath } from '../../decomp/src/svg-path.js';
import { coverage } from '../../decomp/src/test-support/fill-reference.js';
import { convertFile } from './convert.js';
import { readSvgOutlines } from './svg/read-svg.js';
import { applyMatrix } from './svg/transform.js';
import { DEFAULT_LIMITS } from './options.js';

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
    const shapes = readSvgOutlines(readFileSync(file, 'utf8'))
      .filter((o) => o.filled)
      .map((o) => ({
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

/**
 * The reference for a round-joined, round-capped stroke: a point is painted exactly when it
 * lies within half the width of a stroked subpath (closed ones including their closing edge).
 */
function strokeDistance(
  lines: { points: { x: number; y: number }[]; closed: boolean }[],
  x: number,
  y: number,
): number {
  let best = Infinity;
  for (const { points, closed } of lines) {
    const n = points.length;
    for (let i = 0; i < (closed ? n : n - 1); i++) {
      const a = points[i];
      const b = points[(i + 1) % n];
      const ex = b.x - a.x;
      const ey = b.y - a.y;
      const t = Math.max(0, Math.min(1, ((x - a.x) * ex + (y - a.y) * ey) / (ex * ex + ey * ey || 1)));
      best = Math.min(best, Math.hypot(a.x + t * ex - x, a.y + t * ey - y));
    }
  }
  return best;
}

describe('real outline icons convert to exactly the region their strokes paint', () => {
  it.each([
    ['tabler-outline-home.svg', 2], // stroke properties inherited from the root; a stroke="none" guide
    ['tabler-outline-brand-github.svg', 2], // curves, open subpaths
    ['heroicons-outline-cog-6-tooth.svg', 1.5], // closed subpaths (Z), round joins set per path
  ])('%s', (name, width) => {
    const file = path.join(icons, name);
    const { entry, pieces } = convertFile({ file, display: name }, name, {}, DEFAULT_LIMITS);
    const outlines = readSvgOutlines(readFileSync(file, 'utf8'));
    expect(outlines.every((o) => !o.filled && o.stroke?.width === width && o.stroke.lineCap === 'round')).toBe(true);
    const lines = outlines.flatMap((o) => {
      const closed: boolean[] = [];
      return flattenSvgPath(o.d, FINE, closed).map((points, i) => ({ points, closed: closed[i] }));
    });
    let compared = 0;
    const mismatches: { x: number; y: number }[] = [];
    for (let x = -1.5; x <= 25.5; x += 0.23) {
      for (let y = -1.5; y <= 25.5; y += 0.23) {
        const d = strokeDistance(lines, x, y) - width / 2;
        // The conversion flattens curves and round joins within 0.02 (a hundredth of the width).
        if (Math.abs(d) <= 0.02 + FINE + 0.01) continue;
        compared++;
        const covered = pieces.some((piece) => inConvex(piece, x, y));
        if (covered !== d < 0) mismatches.push({ x, y });
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
    expect(entry.outlineArea).toBeCloseTo(entry.area, 9);
  });
});

/** Whether (x, y) lies in a convex CCW piece (closed). */
function inConvex(piece: readonly { x: number; y: number }[], x: number, y: number): boolean {
  for (let i = 0; i < piece.length; i++) {
    const a = piece[i];
    const b = piece[(i + 1) % piece.length];
    if ((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) < 0) return false;
  }
  return true;
}
