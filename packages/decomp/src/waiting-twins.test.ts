import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { pairWithWaiting } from './hertel-mehlhorn.js';

/** The rule by brute force: each edge u→v pairs with the latest earlier edge v→u not paired yet. */
function pairsByScan(edges: readonly [number, number][]): number[] {
  const twins = edges.map(() => -1);
  edges.forEach(([u, v], h) => {
    for (let t = h - 1; t >= 0; t--) {
      if (twins[t] === -1 && edges[t][0] === v && edges[t][1] === u) {
        twins[t] = h;
        twins[h] = t;
        return;
      }
    }
  });
  return twins;
}

describe('pairWithWaiting', () => {
  test('pairs each half-edge with the latest earlier reverse half-edge still unpaired (repeats and open edges included)', () => {
    const edge = fc.tuple(fc.nat(5), fc.nat(5)).filter(([u, v]) => u !== v);
    fc.assert(
      fc.property(fc.array(edge, { maxLength: 60 }), (edges) => {
        const head = new Int32Array(6).fill(-1);
        const link = new Int32Array(edges.length);
        const to = new Int32Array(edges.length);
        const twins = new Int32Array(edges.length);
        edges.forEach(([u, v], h) => pairWithWaiting(head, link, to, twins, h, u, v));
        expect(Array.from(twins)).toEqual(pairsByScan(edges));
      }),
      { numRuns: 500 },
    );
  });
});
