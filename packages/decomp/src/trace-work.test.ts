// The trace-work estimate's islands and holes against a brute-force flood fill, and
// traceImage refusing a megapixel of noise (minutes in d3-contour) while a long strip traces.
import { contours } from 'd3-contour';
import { describe, expect, it } from 'vitest';
import { seeded } from '../test/support.js';
import { traceImage } from './trace.js';
import { islandsAndHoles, MAX_TRACE_WORK } from './trace-work.js';

/** Flood fill: solid pixels joined at edges and corners, empty ones at edges; outline points per island. */
function bruteIslandsAndHoles(mask: Uint8Array, width: number, height: number): { longest: number; holes: number } {
  const seen = new Uint8Array(mask.length);
  let longest = 0;
  let holes = 0;
  for (let start = 0; start < mask.length; start++) {
    if (seen[start]) continue;
    const solid = mask[start] === 1;
    let edges = 0;
    let border = false;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border = true;
      const around = solid
        ? [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dx, dy]))
        : [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ];
      if (solid)
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || mask[ny * width + nx] === 0) edges++;
        }
      for (const [dx, dy] of around) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (!seen[j] && mask[j] === mask[i]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (solid) longest = Math.max(longest, edges);
    else if (!border) holes++;
  }
  return { longest, holes };
}

describe('islandsAndHoles', () => {
  it('counts what a flood fill counts, on random masks of every density', () => {
    const random = seeded(0x7ace);
    for (let t = 0; t < 200; t++) {
      const width = 1 + Math.floor(random() * 24);
      const height = 1 + Math.floor(random() * 24);
      const density = random();
      const mask = new Uint8Array(width * height).map(() => (random() < density ? 1 : 0));
      expect(islandsAndHoles(mask, width, height), `trial ${t}: ${width} × ${height}`).toEqual(
        bruteIslandsAndHoles(mask, width, height),
      );
    }
  });
});

describe('traceImage refuses noise it would trace for minutes', () => {
  it('a megapixel of random noise: INVALID_INPUT with the work and its limit', () => {
    const random = seeded(9);
    const size = 1024;
    const data = new Uint8Array(size * size).map(() => (random() < 0.6 ? 255 : 0));
    let thrown: unknown;
    try {
      traceImage({ width: size, height: size, data });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'INVALID_INPUT', details: { maxTraceWork: MAX_TRACE_WORK } });
    expect((thrown as { details: { traceWork: number } }).details.traceWork).toBeGreaterThan(MAX_TRACE_WORK);
  });

  it('as many outline points in separate dots traces: 256 × 256 dots, 262 144 points, each dot its own island', () => {
    const size = 512;
    const data = new Uint8Array(size * size);
    for (let y = 0; y < size; y += 2) for (let x = 0; x < size; x += 2) data[y * size + x] = 255;
    const report = { islands: 0, droppedIslands: 0, droppedIslandArea: 0, filledHoles: 0, filledHoleArea: 0 };
    expect(traceImage({ width: size, height: size, data }, {}, report)).toHaveLength(256 * 256);
    expect(report.islands).toBe(256 * 256);
  });

  it('a strip 1 pixel wide and 40 000 long (one outline of 80 002 points) traces, unsimplified, as d3-contour traces it', () => {
    const mask = new Uint8Array(40_000).fill(1);
    const [strip] = traceImage({ width: 1, height: 40_000, data: new Uint8Array(40_000).fill(255) }, { tolerance: 0 });
    const [[ring]] = contours().size([1, 40_000]).smooth(false).contour(Array.from(mask), 0.5).coordinates;
    expect(strip.holes).toHaveLength(0);
    const extent = (xs: number[]) => [Math.min(...xs), Math.max(...xs)];
    expect([...extent(strip.outer.map((p) => p.x)), ...extent(strip.outer.map((p) => p.y))]).toEqual([
      ...extent(ring.map((p) => p[0])),
      ...extent(ring.map((p) => p[1])),
    ]);
  });
});
