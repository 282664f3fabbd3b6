// The exact tiling proof on index cycles, with and without a pairing certificate: hand-built
// cycles over a square split by its diagonal, right and wrong in every way the proof names.
import { describe, expect, test } from 'vitest';
import { checkIndexTiling, checkPairedTiling, type PairedEdges } from './cycle-check.js';
import { indexPolygon } from './index-polygon.js';

// The square (0,0) (2,0) (2,2) (0,2): vertices 0–3, boundary 0→1→2→3→0.
const square = () => indexPolygon([[{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 2 }]], [], []);
const halves = [
  [0, 1, 2],
  [0, 2, 3],
];
// Edge ids: triangle A = 0 (0→1), 1 (1→2), 2 (2→0); triangle B = 3 (0→2), 4 (2→3), 5 (3→0).
const pairing = (twins: number[], edges = [[0, 1, 2], [3, 4, 5]]): PairedEdges => ({ edges: Int32Array.from(edges.flat()), twins: Int32Array.from(twins), count: 6 });
const right = [-1, -1, 3, 2, -1, -1];

describe('checkPairedTiling', () => {
  test('two triangles sharing the diagonal, with its two sides paired: proved', () => {
    expect(checkPairedTiling(square(), halves, pairing(right))).toBeNull();
    expect(checkIndexTiling(square(), halves, pairing(right))).toBeNull();
  });

  test('a one-sided pairing, a pair that does not run both ways, or a repeated edge name: refused', () => {
    expect(checkPairedTiling(square(), halves, pairing([-1, -1, 3, -1, -1, -1]))).toMatch(/neither cancelled/);
    expect(checkPairedTiling(square(), halves, pairing([-1, -1, 5, -1, -1, 2]))).toMatch(/neither cancelled/);
    expect(checkPairedTiling(square(), halves, pairing(right, [[0, 1, 2], [3, 4, 4]]))).toMatch(/twice/);
  });

  test('a missing piece leaves boundary edges unclaimed; a piece outside the boundary has none to claim', () => {
    expect(checkPairedTiling(square(), [[0, 1, 2]], pairing(right, [[0, 1, 2]]))).toMatch(/neither cancelled|no piece/);
    expect(checkPairedTiling(square(), [[0, 1, 2], [0, 1, 2]], pairing([-1, -1, -1, -1, -1, -1], [[0, 1, 2], [3, 4, 5]]))).toMatch(/neither cancelled/);
  });

  test('a reflex or clockwise piece is refused before any pairing', () => {
    expect(checkPairedTiling(square(), [[0, 2, 1], [0, 2, 3]], pairing(right))).toMatch(/reflex/);
  });

  test('a wrong certificate does not hide a right tiling: the hashed check decides', () => {
    expect(checkIndexTiling(square(), halves, pairing([-1, -1, -1, -1, -1, -1]))).toBeNull();
    expect(checkIndexTiling(square(), [[0, 1, 2]], pairing(right, [[0, 1, 2]]))).toMatch(/do not add up/);
  });
});
