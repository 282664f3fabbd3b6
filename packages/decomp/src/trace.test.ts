import { describe, expect, test } from 'vitest';
import { type ColliderReport, imageToColliders, toColliders } from './colliders.js';
import { decompose } from './decompose.js';
import { signedArea } from './measure.js';
import { DEFAULT_MAX_OUTLINE_POINTS, type TraceReport, traceImage } from './trace.js';
import { validate } from './validate.js';

/** An alpha mask from a predicate on pixel centres. */
function mask(width: number, height: number, solid: (x: number, y: number) => boolean): Uint8Array {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = solid(x + 0.5, y + 0.5) ? 255 : 0;
  return data;
}

function rgba(alpha: Uint8Array): Uint8ClampedArray {
  const data = new Uint8ClampedArray(alpha.length * 4);
  alpha.forEach((a, i) => {
    data[4 * i] = 200;
    data[4 * i + 3] = a;
  });
  return data;
}

const areaOf = (p: { outer: { x: number; y: number }[]; holes: { x: number; y: number }[][] }) =>
  signedArea(p.outer) + p.holes.reduce((s, h) => s + signedArea(h), 0);

describe('traceImage', () => {
  test('a filled disc traces to πr² within 1 %, RGBA and alpha alike', () => {
    const r = 40;
    const alpha = mask(100, 100, (x, y) => (x - 50) ** 2 + (y - 50) ** 2 <= r * r);
    for (const data of [alpha, rgba(alpha)]) {
      const polygons = traceImage({ width: 100, height: 100, data });
      expect(polygons).toHaveLength(1);
      expect(Math.abs(areaOf(polygons[0]) / (Math.PI * r * r) - 1)).toBeLessThan(0.01);
      expect(validate(polygons[0])).toEqual([]);
      expect(polygons[0].outer.length).toBeLessThan(100); // simplified, not a staircase
    }
  });

  test('a ring has one hole, and decomposes to its annulus area', () => {
    const data = mask(64, 64, (x, y) => {
      const d2 = (x - 32) ** 2 + (y - 32) ** 2;
      return d2 <= 28 * 28 && d2 >= 14 * 14;
    });
    const [ring, ...rest] = traceImage({ width: 64, height: 64, data });
    expect(rest).toHaveLength(0);
    expect(ring.holes).toHaveLength(1);
    const expected = Math.PI * (28 * 28 - 14 * 14);
    expect(Math.abs(areaOf(ring) / expected - 1)).toBeLessThan(0.02);
    const pieces = decompose(ring);
    expect(pieces.reduce((s, p) => s + signedArea(p), 0)).toBeCloseTo(areaOf(ring), 6);
  });

  test('two islands stay two polygons; minArea drops the small one', () => {
    const data = mask(40, 20, (x, y) => (x > 2 && x < 12 && y > 2 && y < 12) || (x > 30 && x < 33 && y > 5 && y < 8));
    expect(traceImage({ width: 40, height: 20, data })).toHaveLength(2);
    expect(traceImage({ width: 40, height: 20, data }, { minArea: 20 })).toHaveLength(1);
  });

  test('a one-pixel-wide line survives simplification as a valid thin polygon', () => {
    const data = mask(50, 9, (x, y) => y > 4 && y < 5 && x > 3 && x < 47);
    const polygons = traceImage({ width: 50, height: 9, data }, { tolerance: 2 });
    expect(polygons).toHaveLength(1);
    expect(validate(polygons[0])).toEqual([]);
    expect(areaOf(polygons[0])).toBeGreaterThan(30);
  });

  test('empty image → no polygons; full image → one polygon covering it', () => {
    expect(traceImage({ width: 8, height: 8, data: new Uint8Array(64) })).toEqual([]);
    const full = traceImage({ width: 8, height: 8, data: new Uint8Array(64).fill(255) }, { tolerance: 0 });
    expect(full).toHaveLength(1);
    // The outline runs through the outer pixels' centres' edge midpoints: 8×8 minus 4 corner triangles.
    expect(areaOf(full[0])).toBeCloseTo(64 - 4 * 0.125, 9);
  });

  test('flipY mirrors y (height − y) and keeps outer rings counter-clockwise', () => {
    const data = mask(10, 10, (x, y) => x < 5 && y < 3);
    const down = traceImage({ width: 10, height: 10, data }, { tolerance: 0 })[0];
    const up = traceImage({ width: 10, height: 10, data }, { tolerance: 0, flipY: true })[0];
    expect(Math.max(...down.outer.map((p) => p.y))).toBeLessThan(4);
    expect(Math.min(...up.outer.map((p) => p.y))).toBeGreaterThan(6);
    expect(signedArea(up.outer)).toBeGreaterThan(0);
    expect(signedArea(down.outer)).toBeCloseTo(signedArea(up.outer), 9);
  });

  test('threshold decides what is solid; malformed images are INVALID_ARGUMENT', () => {
    const data = new Uint8Array([0, 100, 200, 255]);
    expect(
      traceImage({ width: 4, height: 1, data }, { threshold: 150, tolerance: 0 })[0].outer.every((p) => p.x >= 2),
    ).toBe(true);
    expect(() => traceImage({ width: 3, height: 2, data })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => traceImage({ width: 0, height: 2, data })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  test('imageToColliders builds one Compound over every island', () => {
    const data = mask(40, 20, (x, y) => (x > 2 && x < 12 && y > 2 && y < 12) || (x > 20 && x < 30 && y > 5 && y < 15));
    const report = { pieces: 0, area: 0, droppedPieces: 0, droppedArea: 0, methods: [] };
    const body = imageToColliders({ width: 40, height: 20, data }, { scale: 0.5 }, report);
    expect(body.parts.length).toBe(report.pieces);
    expect(report.pieces).toBeGreaterThanOrEqual(2);
    expect(() => imageToColliders({ width: 2, height: 2, data: new Uint8Array(4) })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});

describe('traceImage accounts for what minArea drops and fills', () => {
  // 20 × 20: a 16 × 16 block with a 1-pixel hole and a 2 × 2 hole, a 1-pixel island and a
  // 3 × 1 island. Marching squares cuts each corner of a pixel rectangle by 1/8 px², so a
  // w × h rectangle (solid or transparent) traces to w·h − 0.5 px².
  const solid = (x: number, y: number) => {
    const inBlock = x > 2 && x < 18 && y > 2 && y < 18;
    const inHole = (Math.floor(x) === 9 && Math.floor(y) === 9) || (x > 5 && x < 7 && y > 5 && y < 7);
    return (
      (inBlock && !inHole) || (Math.floor(x) === 0 && Math.floor(y) === 19) || (x > 16 && x < 19 && Math.floor(y) === 0)
    );
  };
  const image = { width: 20, height: 20, data: mask(20, 20, solid) };
  const netArea = (polygons: ReturnType<typeof traceImage>) =>
    polygons.reduce(
      (sum, p) => sum + Math.abs(signedArea(p.outer)) - p.holes.reduce((h, r) => h + Math.abs(signedArea(r)), 0),
      0,
    );

  test('hand-counted: the two small islands are dropped and the one-pixel hole filled, each reported with its area', () => {
    const report = { islands: -1 } as TraceReport;
    const polygons = traceImage(image, { minArea: 3, tolerance: 0 }, report);
    expect(report).toEqual({
      islands: 3,
      droppedIslands: 2,
      droppedIslandArea: 0.5 + 2.5,
      filledHoles: 1,
      filledHoleArea: 0.5,
    });
    expect(polygons).toHaveLength(1);
    expect(polygons[0].holes).toHaveLength(1);
    expect(netArea(polygons)).toBeCloseTo(256 - 0.5 - 3.5, 12);
  });

  test('imageToColliders reports the same: dropped islands and filled holes under trace, with hand-counted areas', () => {
    const report = {} as ColliderReport;
    const body = imageToColliders(image, { minArea: 3, tolerance: 0 }, report);
    expect(report.trace).toEqual({
      islands: 3,
      droppedIslands: 2,
      droppedIslandArea: 0.5 + 2.5,
      filledHoles: 1,
      filledHoleArea: 0.5,
    });
    expect(report.area).toBeCloseTo(256 - 0.5 - 3.5, 9);
    expect(body.parts.length).toBe(report.pieces);
    // A report reused for toColliders loses the image's account.
    toColliders(
      [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      {},
      report,
    );
    expect(report.trace).toBeUndefined();
  });

  test('what is kept, minus what was filled, plus what was dropped, is the art traced without minArea, for every minArea', () => {
    const all = netArea(traceImage(image, { tolerance: 0 }));
    for (const minArea of [0, 0.4, 0.5, 1, 2.5, 3, 3.5, 4, 100, 1000]) {
      const report = {} as TraceReport;
      const kept = netArea(traceImage(image, { minArea, tolerance: 0 }, report));
      expect(kept - report.filledHoleArea + report.droppedIslandArea, `minArea ${minArea}`).toBeCloseTo(all, 9);
    }
  });
});

describe('traceImage refuses arguments of unusual types with INVALID_ARGUMENT', () => {
  const invalid = expect.objectContaining({ code: 'INVALID_ARGUMENT' });
  const image = { width: 2, height: 1, data: new Uint8Array([0, 255]) };

  test.each([
    ['a BigInt width', { ...image, width: 2n }],
    ['a Symbol height', { ...image, height: Symbol('h') }],
    ['a Symbol data length', { ...image, data: { length: Symbol('n') } }],
    ['BigInt pixels', { ...image, data: new BigUint64Array([0n, 255n]) }],
    ['Symbol pixels', { ...image, data: [Symbol('a'), Symbol('b')] }],
    ['a null-prototype width', { ...image, width: Object.create(null) }],
  ])('%s', (_, bad) => {
    expect(() => traceImage(bad as never)).toThrow(invalid);
  });

  test.each([
    ['threshold', 1n],
    ['tolerance', Symbol('t')],
    ['minArea', Object.create(null)],
    ['maxOutlinePoints', '5'],
  ])('a %s of an unusual type', (option, value) => {
    expect(() => traceImage(image, { [option]: value } as never)).toThrow(invalid);
  });
});

describe('traceImage refuses an outline over maxOutlinePoints before tracing it', () => {
  /** Brute-force reference: the pixel edges between a solid pixel and an empty one or the border. */
  function edgesOf(alpha: Uint8Array, width: number, height: number): number {
    const solid = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && alpha[y * width + x] >= 128;
    let edges = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (solid(x, y))
          for (const [dx, dy] of [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ])
            if (!solid(x + dx, y + dy)) edges++;
    return edges;
  }

  const checkerboard = (n: number) => mask(n, n, (x, y) => (Math.floor(x) + Math.floor(y)) % 2 === 0);
  let seed = 7;
  const noise = (w: number, h: number) =>
    mask(w, h, () => {
      seed = (seed * 16807) % 2147483647;
      return seed % 3 === 0;
    });

  test.each([
    ['a 16 × 16 checkerboard', 16, 16, checkerboard(16)],
    ['random noise, 23 × 9', 23, 9, noise(23, 9)],
    ['a disc', 32, 32, mask(32, 32, (x, y) => (x - 16) ** 2 + (y - 16) ** 2 < 100)],
    ['a full image', 5, 3, mask(5, 3, () => true)],
  ])('%s: the limit at the count passes, one under it is refused with the count', (_, width, height, alpha) => {
    const points = edgesOf(alpha, width, height);
    const image = { width, height, data: alpha };
    expect(traceImage(image, { maxOutlinePoints: points }).length).toBeGreaterThan(0);
    expect(() => traceImage(image, { maxOutlinePoints: points - 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', details: { points, maxOutlinePoints: points - 1 } }),
    );
  });

  test('the count is the points marching squares makes: the unsimplified trace has one per edge', () => {
    const alpha = noise(17, 13);
    const traced = traceImage({ width: 17, height: 13, data: alpha }, { tolerance: 0 });
    const corners = traced.flatMap((p) => [p.outer, ...p.holes]).reduce((n, ring) => n + ring.length, 0);
    // Simplifying at 0 only drops straight-through points, so the trace has at most one per edge.
    expect(corners).toBeLessThanOrEqual(edgesOf(alpha, 17, 13));
    expect(corners).toBeGreaterThan(0);
  });

  test('imageToColliders passes the limit on; the default admits a 1024-wide image of real art', () => {
    const alpha = checkerboard(8);
    expect(() => imageToColliders({ width: 8, height: 8, data: alpha }, { maxOutlinePoints: 10 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    const disc = mask(1024, 1024, (x, y) => (x - 512) ** 2 + (y - 512) ** 2 < 500 ** 2);
    expect(edgesOf(disc, 1024, 1024)).toBeLessThan(DEFAULT_MAX_OUTLINE_POINTS / 100);
    expect(traceImage({ width: 1024, height: 1024, data: disc })).toHaveLength(1);
  });
});
