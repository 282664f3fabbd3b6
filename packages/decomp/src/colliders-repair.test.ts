import { describe, expect, test } from 'vitest';
import { type ColliderReport, partsToColliders, toColliders } from './colliders.js';
import { coverage, shoelaceArea } from './test-support/fill-reference.js';

const square: [number, number][] = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
/** Two triangles of 1 meeting at (11, 1). */
const bowTie: [number, number][] = [
  [10, 0],
  [12, 2],
  [12, 0],
  [10, 2],
];

const piecesOf = (body: ReturnType<typeof toColliders>) =>
  body.parts.map((part) => (part as unknown as { points: { x: number; y: number }[] }).points.map((p) => ({ ...p })));

describe('polygon data: strict by default, repair and a bad-part choice on request', () => {
  test('strict: a bow tie is SELF_INTERSECTION, and the message names the options', () => {
    expect(() => toColliders(bowTie)).toThrow(
      expect.objectContaining({ code: 'SELF_INTERSECTION', message: expect.stringMatching(/repair: true/) }),
    );
    expect(() => partsToColliders([square, bowTie])).toThrow(
      expect.objectContaining({
        code: 'SELF_INTERSECTION',
        message: expect.stringMatching(/^Part 1: .*badPart: 'skip'/),
      }),
    );
  });

  test('repair: the bow tie becomes its two triangles (area 1 + 1), checked against the winding reference', () => {
    const report = {} as ColliderReport;
    const body = toColliders(bowTie, { repair: true }, report);
    expect(report.area).toBeCloseTo(2, 9);
    expect(report.repairedParts).toEqual([0]);
    const result = coverage([{ rings: [bowTie], fillRule: 'nonzero' }], piecesOf(body), 1e-6, 50);
    expect(result.mismatches).toEqual([]);
  });

  test('badPart skip: the square stays (16), the bow tie is left out with its area (2) reported', () => {
    const report = {} as ColliderReport;
    partsToColliders([square, bowTie], { badPart: 'skip' }, report);
    expect(report.area).toBe(16);
    expect(report.skippedParts).toMatchObject([{ index: 1, code: 'SELF_INTERSECTION', area: expect.closeTo(2, 9) }]);
  });

  test('badPart repair: 16 + 2; a valid part is never touched', () => {
    const report = {} as ColliderReport;
    partsToColliders([square, bowTie], { badPart: 'repair' }, report);
    expect(report.area).toBeCloseTo(18, 9);
    expect(report.repairedParts).toEqual([1]);
    expect(shoelaceArea(square)).toBe(16);
  });

  test('a three-point sliver part is skipped with area 0; a hole outside its outer ring is cut where it covers', () => {
    const sliver: [number, number][] = [
      [20, 20],
      [21, 21],
      [22, 22],
    ];
    const report = {} as ColliderReport;
    partsToColliders([square, sliver], { badPart: 'skip' }, report);
    expect(report.skippedParts).toMatchObject([{ index: 1, area: 0 }]);
    const holeOutside = {
      outer: square,
      holes: [
        [
          [2, 2],
          [6, 2],
          [6, 6],
          [2, 6],
        ] as [number, number][],
      ],
    };
    const repaired = {} as ColliderReport;
    toColliders(holeOutside, { repair: true }, repaired);
    expect(repaired.area).toBeCloseTo(12, 9);
  });

  test('an unknown badPart is INVALID_ARGUMENT', () => {
    expect(() => partsToColliders([square], { badPart: 'ignore' as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});
