import { describe, expect, test } from 'vitest';
import { decompose } from './decompose.js';
import { MAX_EDGE_CONTACTS } from './region-budget.js';
import { MAX_WINDING_WORK } from './touches.js';
import { validate } from './validate.js';

/** A unit square traced `laps` times over itself. */
function retracedSquare(laps: number): [number, number][] {
  const corners: [number, number][] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  return Array.from({ length: 4 * laps }, (_, i) => corners[i % 4]);
}

/**
 * n tall triangles standing on one base line: the ring zigzags between y = 0 and y = height
 * and returns along y = 0, so each of its n − 1 inner feet lies on the returning edge (a
 * touching point, valid). Area: n triangles of base 2, n × height.
 */
function spikesOnBase(n: number, height: number): [number, number][] {
  return Array.from({ length: 2 * n + 1 }, (_, t): [number, number] => [t, t % 2 === 0 ? 0 : height]);
}

function shoelace(ring: readonly { x: number; y: number }[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  return sum / 2;
}

describe('validation of crowded polygons', () => {
  test('a square traced a thousand times over itself is refused by its contacts, not searched for minutes', () => {
    const refused = expect.objectContaining({ code: 'INVALID_INPUT', details: { maxEdgeContacts: MAX_EDGE_CONTACTS } });
    expect(() => validate(retracedSquare(1000))).toThrow(refused);
    expect(() => decompose(retracedSquare(1000))).toThrow(refused);
  });

  test('traced ten thousand times, it is refused before the search, by the pairs of edges side by side', () => {
    // 7q² − 2q pairs of edges meet along either axis (counted by hand in segment-pairs.test.ts).
    const q = 10_000;
    expect(() => validate(retracedSquare(q))).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        details: { pairWork: 7 * q * q - 2 * q, maxPairWork: 2 ** 27 },
      }),
    );
  });

  test('a few laps are still judged: the ring overlaps itself', () => {
    expect(validate(retracedSquare(3)).map((p) => p.code)).toContain('SELF_INTERSECTION');
    // 20 laps: 40 edges leave each corner, past the insertion sort of the proving sweep.
    expect(validate(retracedSquare(20)).map((p) => p.code)).toContain('SELF_INTERSECTION');
    expect(() => decompose(retracedSquare(20))).toThrow(expect.objectContaining({ code: 'SELF_INTERSECTION' }));
  });

  test('a flower of 40 petals meeting at one point: valid, each petal kept, area exact', () => {
    // Each petal a triangle from the centre; the ring passes the centre 40 times, so dozens of
    // edges leave that one point.
    const petals = 40;
    const ring: [number, number][] = [];
    let area = 0;
    for (let k = 0; k < petals; k++) {
      const a = (2 * Math.PI * k) / petals;
      const b = a + Math.PI / petals;
      const p: [number, number] = [Math.round(1000 * Math.cos(a)), Math.round(1000 * Math.sin(a))];
      const q: [number, number] = [Math.round(1000 * Math.cos(b)), Math.round(1000 * Math.sin(b))];
      ring.push([0, 0], p, q);
      area += (p[0] * q[1] - q[0] * p[1]) / 2;
    }
    const problems = validate(ring);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.code === 'SELF_TOUCH' && p.point?.x === 0 && p.point?.y === 0)).toBe(true);
    expect(decompose(ring).reduce((sum, piece) => sum + shoelace(piece), 0)).toBe(area);
  });

  test('10 000 spikes touching one base: every touch a warning, and decompose keeps all the area', () => {
    const n = 10_000;
    const height = 1000;
    const ring = spikesOnBase(n, height);
    const problems = validate(ring);
    expect(problems).toHaveLength(100);
    for (const p of problems) {
      expect(p.code).toBe('SELF_TOUCH');
      expect(p.severity).toBe('warning');
      expect(p.point?.y).toBe(0);
      expect((p.point?.x ?? 1) % 2).toBe(0);
      expect(p.point?.x).toBeGreaterThan(0);
      expect(p.point?.x).toBeLessThan(2 * n);
    }
    const pieces = decompose(ring);
    expect(pieces.reduce((sum, piece) => sum + shoelace(piece), 0)).toBe(n * height);
  });

  test('with a hole outside them too, the winding numbers at the 9 999 touches would take minutes: refused', () => {
    // Each of the 2n tall edges is level with all n − 1 touching points (y = 0, inside the
    // half-open span [0, height)); the base and the hole are level with none.
    const n = 10_000;
    const polygon = {
      outer: spikesOnBase(n, 1000),
      holes: [
        [
          [-10, -10],
          [-10, -5],
          [-5, -5],
        ] as [number, number][],
      ],
    };
    const refused = expect.objectContaining({
      code: 'INVALID_INPUT',
      details: { windingWork: 2 * n * (n - 1), maxWindingWork: MAX_WINDING_WORK },
    });
    expect(() => validate(polygon)).toThrow(refused);
    expect(() => decompose(polygon)).toThrow(refused);
  });

  test('with a hundred spikes, the misplaced hole is found', () => {
    const polygon = {
      outer: spikesOnBase(100, 1000),
      holes: [
        [
          [-10, -10],
          [-10, -5],
          [-5, -5],
        ] as [number, number][],
      ],
    };
    expect(
      validate(polygon)
        .filter((p) => p.severity === 'error')
        .map((p) => p.code),
    ).toEqual(['HOLE_OUTSIDE']);
    expect(() => decompose(polygon)).toThrow(expect.objectContaining({ code: 'HOLE_OUTSIDE' }));
  });
});
