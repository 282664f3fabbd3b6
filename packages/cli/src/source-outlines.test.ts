import { describe, expect, it } from 'vitest';
import { readSourceOutlines, type SourceOutlines } from './source-outlines.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const svg = (body: string): Uint8Array => encode(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

/** Shoelace area of the outer rings less the holes, independent of the code under test. */
function areaOf(source: SourceOutlines): number[] {
  const ring = (points: readonly { x: number; y: number }[]): number => {
    let twice = 0;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++)
      twice += points[j].x * points[i].y - points[i].x * points[j].y;
    return Math.abs(twice) / 2;
  };
  return source.polygons.map((p) => p.holes.reduce((area, hole) => area - ring(hole), ring(p.outer)));
}

function failure(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a failure');
}

describe('readSourceOutlines: SVG flattening follows the size of the art', () => {
  it.each([1e-9, 0.05, 0.2, 1, 50])(
    'keeps a circle of radius %s beside a unit square, its area within 5 % of πr²',
    (r) => {
      const source = readSourceOutlines(
        'svg',
        svg(`<circle r="${r}"/><rect x="${4 * r + 2}" width="1" height="1"/>`),
        {},
      );
      expect(source.polygons).toHaveLength(2);
      const [circle, square] = areaOf(source);
      expect(Math.abs(circle - Math.PI * r * r)).toBeLessThan(0.05 * Math.PI * r * r);
      expect(square).toBeCloseTo(1, 12); // on the region stage's grid
    },
  );

  it('rejects an SVG scaled beyond the workable range as such, not for a flattening tolerance nobody gave', () => {
    const error = failure(() => readSourceOutlines('svg', svg('<g transform="scale(1e200)"><circle r="10"/></g>'), {}));
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toMatch(/scale it down/);
    expect(error.message).not.toMatch(/tolerance/);
  });

  it('refuses path data that flattens to millions of points with advice the CLI can follow', () => {
    // A speck beside a thousand tall curves makes every curve fine: tens of thousands of points each.
    const d = `M0 0 ${'q 1e5 1e5 1 0 '.repeat(1000)}Z M5 5 h1e-6 v1e-6 h-1e-6 Z`;
    const error = failure(() => readSourceOutlines('svg', svg(`<path d="${d}"/>`), {}));
    expect(error).toMatchObject({ code: 'INVALID_INPUT', details: { maxPathPoints: 2 ** 22 } });
    expect(error.message).toMatch(/simplify its curves, or split it/);
    expect(error.message).not.toMatch(/raise the tolerance/);
  });
});

describe('readSourceOutlines: validation messages', () => {
  it('numbers holes from 0, as decomp does in the message it precedes', () => {
    const polygon = {
      outer: [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      holes: [
        [
          [20, 20],
          [21, 20],
          [21, 21],
        ],
      ],
    };
    const error = failure(() => readSourceOutlines('json', encode(JSON.stringify(polygon)), {}));
    expect(error.code).toBe('HOLE_OUTSIDE');
    expect(error.message).toMatch(/Hole 0 .*\(hole 0, vertices/);
  });
});
