import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { independentGroups } from './independent-groups.js';

type Path = { x: number; y: number }[];

const box = (x: number, y: number, w: number, h: number): Path => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** Brute force: whether the boxes of two paths overlap or touch. */
function boxesMeet(a: Path, b: Path): boolean {
  const lo = (p: Path, k: 'x' | 'y') => Math.min(...p.map((q) => q[k]));
  const hi = (p: Path, k: 'x' | 'y') => Math.max(...p.map((q) => q[k]));
  return lo(a, 'x') <= hi(b, 'x') && lo(b, 'x') <= hi(a, 'x') && lo(a, 'y') <= hi(b, 'y') && lo(b, 'y') <= hi(a, 'y');
}

describe('independentGroups', () => {
  const path = fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.nat(6), fc.nat(6), fc.nat(3))
    .map(([x, y, w, h, extra]) => [...box(x, y, w, h), ...Array.from({ length: extra }, () => ({ x: x + w, y }))]);

  test('splits into a partition where paths whose boxes meet share a group, each ascending, in order of first index', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(path, fc.constant([] as Path)), { maxLength: 40 }), (paths) => {
        const groups = independentGroups(paths);
        const groupOf = new Map<number, number>();
        groups.forEach((g, k) => {
          for (const id of g) groupOf.set(id, k);
        });
        expect([...groupOf.keys()].sort((a, b) => a - b)).toEqual(paths.map((_, i) => i));
        expect(groups.flat()).toHaveLength(paths.length);
        for (const g of groups) expect(g).toEqual([...g].sort((a, b) => a - b));
        expect(groups.map((g) => g[0])).toEqual(groups.map((g) => g[0]).sort((a, b) => a - b));
        for (let i = 0; i < paths.length; i++)
          for (let j = i + 1; j < paths.length; j++)
            if (paths[i].length > 0 && paths[j].length > 0 && boxesMeet(paths[i], paths[j]))
              expect(groupOf.get(i)).toBe(groupOf.get(j));
      }),
      { numRuns: 300 },
    );
  });

  test('a row of separate tiles splits into one group each; tiles sharing an edge stay together', () => {
    const row = Array.from({ length: 10_000 }, (_, i) => box(2 * i, 0, 1, 1));
    expect(independentGroups(row)).toHaveLength(10_000);
    const joined = Array.from({ length: 100 }, (_, i) => box(i, 0, 1, 1));
    expect(independentGroups(joined)).toEqual([joined.map((_, i) => i)]);
  });

  test('cuts alternate axes: a grid of separate tiles splits to single tiles, a ring of four bars does not split', () => {
    const grid = Array.from({ length: 100 }, (_, i) => box(3 * (i % 10), 3 * Math.floor(i / 10), 2, 2));
    expect(independentGroups(grid)).toHaveLength(100);
    // Four bars around a square: every cut line crosses one of them.
    const frame = [box(0, 0, 10, 1), box(9, 0, 1, 10), box(0, 9, 10, 1), box(0, 0, 1, 10)];
    expect(independentGroups([...frame, box(4, 4, 1, 1)])).toEqual([[0, 1, 2, 3, 4]]);
  });
});
