import type { Vec2 } from '@sepax/core';
import { describe, expect, test } from 'vitest';
import { checkIndexTiling } from './test-support/point-cleaning.js';
import { indexPolygon } from './index-polygon.js';

const pts = (ring: [number, number][]): Vec2[] => ring.map(([x, y]) => ({ x, y }));
const square = pts([
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
]);

describe('checkIndexTiling (exact, on index cycles)', () => {
  // Square 0-1-2-3 with diagonal 0-2.
  const polygon = indexPolygon([square], [], []);

  test('accepts two triangles sharing the diagonal both ways', () => {
    expect(
      checkIndexTiling(polygon, [
        [0, 1, 2],
        [0, 2, 3],
      ]),
    ).toBeNull();
  });

  test('rejects an unmatched diagonal, a reversed piece and a doubled piece', () => {
    expect(checkIndexTiling(polygon, [[0, 1, 2]])).toMatch(/do not add up/);
    expect(
      checkIndexTiling(polygon, [
        [0, 2, 1],
        [0, 2, 3],
      ]),
    ).toMatch(/reflex/);
    expect(
      checkIndexTiling(polygon, [
        [0, 1, 2],
        [0, 2, 3],
        [0, 1, 2],
      ]),
    ).toMatch(/do not add up/);
  });

  test('rejects a cycle that winds twice even though no corner turns right', () => {
    // A pentagon's vertices visited in pentagram order.
    const pentagon = [0, 1, 2, 3, 4].map((k) => ({
      x: Math.cos((2 * Math.PI * k) / 5),
      y: Math.sin((2 * Math.PI * k) / 5),
    }));
    expect(checkIndexTiling(indexPolygon([pentagon], [], []), [[0, 2, 4, 1, 3]])).toMatch(/winds/);
  });

  test('a pinch point: two indices of one point are one vertex, edges stay distinct', () => {
    // Two triangles touching at (2, 2), given as one ring through it twice: vertices 1 and 4.
    const hourglass = pts([
      [0, 0],
      [2, 2],
      [4, 0],
      [4, 4],
      [2, 2],
      [0, 4],
    ]);
    const pinched = indexPolygon([hourglass], [], [{ x: 2, y: 2 }]);
    expect(pinched.canon[4]).toBe(1);
    // Lobes (0, 0)-(2, 2)-(0, 4) on the left and (2, 2)-(4, 0)-(4, 4) on the right.
    expect(
      checkIndexTiling(pinched, [
        [0, 1, 5],
        [1, 2, 3],
      ]),
    ).toBeNull();
    // A triangle across the pinch covers the outside between the lobes.
    expect(checkIndexTiling(pinched, [[0, 2, 3, 5]])).toMatch(/do not add up/);
  });

  test("a vertex on another ring's edge splits that boundary edge", () => {
    // A triangular hole whose top vertex (2, 4) lies on the square's top edge 2→3.
    const hole = pts([
      [2, 4],
      [3, 1],
      [1, 1],
    ]);
    const touching = indexPolygon([square, hole], [{ ring: 0, edge: 2, point: { x: 2, y: 4 } }], [{ x: 2, y: 4 }]);
    // Square 0-3, hole 4-6 (4 is the touching vertex). Pieces: left and right of the hole, and below it.
    const pieces = [
      [0, 1, 5, 6],
      [1, 2, 4, 5],
      [0, 6, 4, 3],
    ];
    expect(checkIndexTiling(touching, pieces)).toBeNull();
    // Without the split, the top edge 2→3 is not matched by 2→4, 4→3.
    expect(checkIndexTiling(indexPolygon([square, hole], [], [{ x: 2, y: 4 }]), pieces)).toMatch(/do not add up/);
  });
});
