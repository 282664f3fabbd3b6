import fc from 'fast-check';
import { expect, test } from 'vitest';
import { sumOfCountsBelow } from './sorted-counts.js';

const sortedSmallIntegers = fc
  .array(fc.integer({ min: -5, max: 5 }), { maxLength: 40 })
  .map((values) => Float64Array.from(values).sort());

test('the merged count equals a count per query, below and at or below, ties included', () => {
  fc.assert(
    fc.property(sortedSmallIntegers, sortedSmallIntegers, (values, queries) => {
      let below = 0;
      let atOrBelow = 0;
      for (const q of queries) {
        below += values.filter((v) => v < q).length;
        atOrBelow += values.filter((v) => v <= q).length;
      }
      expect(sumOfCountsBelow(values, queries)).toBe(below);
      expect(sumOfCountsBelow(values, queries, true)).toBe(atOrBelow);
    }),
    { numRuns: 300, seed: 3 },
  );
});
