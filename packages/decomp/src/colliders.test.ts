import { Circle, overlaps, Polygon } from '@sepax/core';
import { describe, expect, test } from 'vitest';
import { type ColliderReport, toColliders } from './colliders.js';
import { decompose } from './decompose.js';
import { signedArea } from './measure.js';

const ell = [
  [0, 0],
  [4, 0],
  [4, 1],
  [1, 1],
  [1, 4],
  [0, 4],
] as [number, number][];

describe('toColliders', () => {
  test('one Polygon part per verified piece, placed by the transform', () => {
    const report = {} as ColliderReport;
    const body = toColliders(ell, { position: [10, 0] }, report);
    expect(body.parts).toHaveLength(decompose(ell).length);
    expect(body.parts.every((p) => p instanceof Polygon)).toBe(true);
    expect(report).toMatchObject({ pieces: body.parts.length, area: 7, droppedPieces: 0, droppedArea: 0 });
    // Inside the L's foot, outside its notch.
    expect(overlaps(body, new Circle(0.2, { position: [13, 0.5] }))).toBe(true);
    expect(overlaps(body, new Circle(0.2, { position: [13, 3] }))).toBe(false);
  });

  test('scale applies to the whole compound', () => {
    const body = toColliders(ell, { scale: 2 });
    expect(overlaps(body, new Circle(0.2, { position: [7, 1] }))).toBe(true);
    expect(overlaps(body, new Circle(0.2, { position: [7, 5] }))).toBe(false);
  });

  test('minPieceArea drops small pieces and reports their area exactly', () => {
    // A big square with a thin sliver tab: the tab's pieces are small.
    const tabbed = [
      [0, 0],
      [10, 0],
      [10, 10],
      [5.1, 10],
      [5.1, 10.1],
      [4.9, 10.1],
      [4.9, 10],
      [0, 10],
    ] as [number, number][];
    const all = decompose(tabbed);
    const small = all.filter((p) => signedArea(p) < 0.5);
    const report = {} as ColliderReport;
    const body = toColliders(tabbed, { minPieceArea: 0.5 }, report);
    expect(report.droppedPieces).toBe(small.length);
    expect(report.droppedPieces).toBeGreaterThan(0);
    expect(report.droppedArea).toBeCloseTo(
      small.reduce((s, p) => s + signedArea(p), 0),
      12,
    );
    expect(report.area + report.droppedArea).toBeCloseTo(100 + 0.02, 9);
    expect(body.parts).toHaveLength(all.length - small.length);
    expect(() => toColliders(tabbed, { minPieceArea: 1e9 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});
