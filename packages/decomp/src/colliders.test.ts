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

/**
 * Three overlapping circles (octagons of an SVG's 20 000 random circles, united on the region
 * stage's grid). Seen from the fan's centre, one edge lies within 1e-10 of its own size of
 * the centre's line: a fan slice there was a sliver that core's Polygon refused (ZERO_AREA).
 */
const THREE_CIRCLES: [number, number][] = [
  [625.1177673339844, 56.03125],
  [626.0910339355469, 56.68157958984375],
  [626.7413330078125, 57.65484619140625],
  [626.9696960449219, 58.802886962890625],
  [626.7413330078125, 59.950927734375],
  [626.0910339355469, 60.924224853515625],
  [625.1177673339844, 61.57452392578125],
  [625.0450134277344, 61.5889892578125],
  [625.06591796875, 61.693939208984375],
  [624.8375549316406, 62.842010498046875],
  [624.1872253417969, 63.815277099609375],
  [623.2139587402344, 64.465576171875],
  [622.06591796875, 64.69393920898438],
  [622.0439758300781, 64.68954467773438],
  [621.9222412109375, 65.30157470703125],
  [621.2719116210938, 66.27484130859375],
  [620.2986450195312, 66.9251708984375],
  [619.1506042480469, 67.15353393554688],
  [618.0025634765625, 66.9251708984375],
  [617.0292663574219, 66.27484130859375],
  [616.3789672851562, 65.30157470703125],
  [616.1506042480469, 64.15353393554688],
  [616.3789672851562, 63.0054931640625],
  [617.0292663574219, 62.032196044921875],
  [618.0025634765625, 61.38189697265625],
  [619.1506042480469, 61.153533935546875],
  [619.1725158691406, 61.15789794921875],
  [619.2942810058594, 60.5458984375],
  [619.944580078125, 59.5726318359375],
  [620.9178466796875, 58.92230224609375],
  [620.9905700683594, 58.907806396484375],
  [620.9696960449219, 58.802886962890625],
  [621.1980590820312, 57.65484619140625],
  [621.848388671875, 56.68157958984375],
  [622.8216552734375, 56.03125],
  [623.9696960449219, 55.802886962890625],
];

describe('every piece is a Polygon core accepts', () => {
  test.each(['auto', 'fan', 'triangulate', 'optimal'] as const)(
    'three united circles, %s: pieces cover the area',
    (method) => {
      const report = {} as ColliderReport;
      const body = toColliders(THREE_CIRCLES, { method }, report);
      const pieces = decompose(THREE_CIRCLES, { method });
      for (const piece of pieces)
        expect(() => new Polygon(piece.map((p): [number, number] => [p.x, p.y]))).not.toThrow();
      expect(body.parts.length).toBe(pieces.length);
      const area = Math.abs(signedArea(THREE_CIRCLES.map(([x, y]) => ({ x, y }))));
      expect(report.area).toBeCloseTo(area, 6);
    },
  );
});
