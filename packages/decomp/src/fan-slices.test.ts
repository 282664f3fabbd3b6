// The fan's slices are kept from call to call (fan.ts, sliceCycle): whatever rings came
// before, every slice must be the run [C, s, s + 1, …] the greedy growth chose, and the
// slices together must tile the ring (checked by the hashed-table proof, no certificate).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkIndexTiling } from './test-support/point-cleaning.js';
import { prepare } from './test-support/point-preparation.js';
import { fanCandidate } from './fan.js';
import { indexPolygon } from './index-polygon.js';
import type { IndexCandidate } from './methods.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';
import { starShapedRing } from '../test/support.js';

/** The fan of a ring (null where it does not apply), its cycles copied out of the kept ones. */
function fanOf(
  ring: [number, number][],
  maxVertices: number,
): { candidate: IndexCandidate; cycles: number[][] } | null {
  let prepared;
  try {
    prepared = prepare({ outer: ring }, DEFAULT_CLEAN_TOLERANCE);
  } catch {
    return null;
  }
  const polygon = indexPolygon(prepared.rings, prepared.splits, prepared.touchPoints);
  const candidate = fanCandidate(polygon, maxVertices, prepared.viewpoint);
  if (typeof candidate === 'string') return null;
  return { candidate, cycles: candidate.cycles.map((cycle) => cycle.slice()) };
}

/** Why `cycles` are not runs [n, s, s + 1, …] along a ring of n, each of at most maxVertices, each starting where the one before ended, once around; or null. */
function runProblem(cycles: number[][], n: number, maxVertices: number): string | null {
  let covered = 0;
  for (let k = 0; k < cycles.length; k++) {
    const cycle = cycles[k];
    if (cycle.length < 3 || cycle.length > maxVertices || cycle[0] !== n) return `slice ${k} is [${cycle}]`;
    for (let i = 1; i + 1 < cycle.length; i++)
      if (cycle[i + 1] !== (cycle[i] + 1) % n) return `slice ${k} skips: [${cycle}]`;
    const next = cycles[(k + 1) % cycles.length];
    if (next[1] !== cycle[cycle.length - 1]) return `slice ${k + 1} does not start where ${k} ended`;
    covered += cycle.length - 2;
  }
  return covered === n ? null : `the slices cover ${covered} edges of ${n}`;
}

describe('the fan’s kept slices', () => {
  test('are the runs the growth chose and tile the ring, whatever rings of the same size came before', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(starShapedRing(20, 3, -7), fc.constantFrom(3, 4, 5, 8, 9, Infinity)), {
          minLength: 2,
          maxLength: 6,
        }),
        (rings) => {
          const first = fanOf(rings[0][0], rings[0][1]);
          for (const [ring, maxVertices] of rings) {
            const fan = fanOf(ring, maxVertices);
            if (fan === null) continue;
            // The centre is vertex n, after the ring's.
            const n = fan.candidate.polygon.vertexCount;
            expect(fan.candidate.centre).toBe(n);
            expect(runProblem(fan.cycles, n, maxVertices)).toBeNull();
            expect(checkIndexTiling(fan.candidate.polygon, fan.candidate.cycles)).toBeNull();
            checked++;
          }
          // The first ring again, after the others: the same slices.
          if (first !== null) expect(fanOf(rings[0][0], rings[0][1])?.cycles).toEqual(first.cycles);
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(300);
  });
});
