import { describe, expect, test } from 'vitest';
import { imageToColliders } from './colliders.js';
import { decompose } from './decompose.js';
import { signedArea } from './geometry.js';
import { traceImage } from './trace.js';
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
