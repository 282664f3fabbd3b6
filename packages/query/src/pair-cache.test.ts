import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAIR_KEY_BASE, PairCache, pairHigh, pairLow } from './pair-cache.js';
import { NO_RESULT } from './pair-results.js';

/** A batch of candidate pairs (either order, duplicates allowed), handles in a small range so repeats are common. */
const batchArb = (maxHandle: number) =>
  fc.array(
    fc.tuple(fc.nat(maxHandle), fc.nat(maxHandle)).filter(([a, b]) => a !== b),
    { maxLength: 300 },
  );

/** The reference: every pair ever added, as "low,high" strings, sorted by (low, high). */
function referenceOf(batches: [number, number][][]): string[] {
  const all = new Set<string>();
  for (const batch of batches) for (const [a, b] of batch) all.add(`${Math.min(a, b)},${Math.max(a, b)}`);
  return [...all].sort((p, q) => {
    const [pa, pb] = p.split(',').map(Number);
    const [qa, qb] = q.split(',').map(Number);
    return pa - qa || pb - qb;
  });
}

function listOf(cache: PairCache): string[] {
  return Array.from(cache.keys.subarray(0, cache.count), (key) => `${pairLow(key)},${pairHigh(key)}`);
}

describe('PairCache', () => {
  it('merges batches of fresh pairs into one sorted list without duplicates (like a set)', () => {
    fc.assert(
      fc.property(fc.array(batchArb(40), { maxLength: 5 }), (batches) => {
        const cache = new PairCache();
        for (const batch of batches) {
          for (const [a, b] of batch) cache.addFresh(a, b);
          cache.mergeFresh();
        }
        expect(listOf(cache)).toEqual(referenceOf(batches));
      }),
      { numRuns: 200 },
    );
  });

  it('carries the slot and stamp of each listed pair through merges; a new pair has neither', () => {
    fc.assert(
      fc.property(fc.array(batchArb(40), { maxLength: 5 }), (batches) => {
        const cache = new PairCache();
        // What each listed pair was given, keyed like the list: the merge must keep it with its key.
        const given = new Map<number, number>();
        for (const batch of batches) {
          for (const [a, b] of batch) cache.addFresh(a, b);
          cache.mergeFresh();
          for (let i = 0; i < cache.count; i++) {
            const key = cache.keys[i];
            const mark = given.get(key);
            expect([cache.slots[i], cache.stamps[i]]).toEqual(mark === undefined ? [NO_RESULT, 0] : [mark, mark + 1]);
            const next = given.size;
            given.set(key, next);
            cache.slots[i] = next;
            cache.stamps[i] = next + 1;
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sorts a large batch of keys with many equal values (the quicksort path)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.nat(9), fc.nat(9)).filter(([a, b]) => a !== b),
          { minLength: 500, maxLength: 3000 },
        ),
        (batch) => {
          const cache = new PairCache();
          for (const [a, b] of batch) cache.addFresh(a, b);
          cache.mergeFresh();
          expect(listOf(cache)).toEqual(referenceOf([batch]));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('keeps handles near the key limit apart (keys are exact float64 integers)', () => {
    const cache = new PairCache();
    const top = PAIR_KEY_BASE - 1;
    cache.addFresh(top, top - 1);
    cache.addFresh(0, top);
    cache.addFresh(top - 1, top);
    cache.mergeFresh();
    expect(listOf(cache)).toEqual([`0,${top}`, `${top - 1},${top}`]);
  });
});
