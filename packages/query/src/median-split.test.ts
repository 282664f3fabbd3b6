import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAtMedian } from './median-split.js';

// Boxes on a coarse grid, so equal centres (ties broken by node id) are common.
const boxesArb = fc.array(
  fc.tuple(
    fc.integer({ min: 0, max: 6 }),
    fc.integer({ min: 0, max: 6 }),
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 0, max: 3 }),
  ),
  { minLength: 2, maxLength: 120 },
);

describe('splitAtMedian', () => {
  it('puts every leaf before the middle ahead of every leaf after it, like a full sort on the wider axis', () => {
    fc.assert(
      fc.property(boxesArb, fc.nat(), (boxes, shift) => {
        const bounds = new Float64Array(4 * boxes.length);
        boxes.forEach(([x, y, w, h], i) => bounds.set([x, y, x + w, y + h], 4 * i));
        // Any subrange of a shuffled id list.
        const ids = boxes
          .map((_, i) => i)
          .sort((p, q) => ((p * 7919 + shift) % 101) - ((q * 7919 + shift) % 101) || p - q);
        const leaves = Int32Array.from(ids);
        const start = shift % 2;
        const end = leaves.length;
        if (end - start < 2) return;
        const mid = (start + end) >> 1;
        splitAtMedian(leaves, start, end, mid, bounds);

        // Reference: sort the range by centre on the axis of wider centre spread, then id.
        const range = ids.slice(start, end);
        const centre = (id: number, axis: number) => bounds[4 * id + axis] + bounds[4 * id + axis + 2];
        const spread = (axis: number) =>
          Math.max(...range.map((id) => centre(id, axis))) - Math.min(...range.map((id) => centre(id, axis)));
        const axis = spread(0) >= spread(1) ? 0 : 1;
        const sorted = [...range].sort((p, q) => centre(p, axis) - centre(q, axis) || p - q);
        const half = mid - start;
        expect(new Set(leaves.subarray(start, mid))).toEqual(new Set(sorted.slice(0, half)));
        expect(new Set(leaves.subarray(mid, end))).toEqual(new Set(sorted.slice(half)));
        expect(Array.from(leaves.subarray(0, start))).toEqual(ids.slice(0, start));
      }),
      { numRuns: 300 },
    );
  });
});
