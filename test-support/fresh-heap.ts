// Allocation checks for hot paths, shared by every package's tests.
//
// Each case runs in a fresh `node --expose-gc` process (test-support/measure-child.mjs), so
// V8 compiles the hot path for that case alone. Measured inside the test worker instead,
// the result depends on which cases ran before (their type feedback changes what gets
// inlined, and a call that is not inlined boxes its doubles) and on how late the background
// compiler is: flaky in both directions. The child warms up with 2e5 calls, collects garbage,
// then takes the median of ten chunks of calls (up to three rounds, the lowest counts; see
// measure-child.mjs): real per-call allocation (≥ 16 bytes, the smallest object) shows as
// ≥ 160 kB in every chunk of 10 000, far above the bound of 0.5 bytes per call, which is
// itself above V8's own bookkeeping.
//
// Cases live in a plain-JS module per package (`test/allocation-cases.mjs`) exporting
// `cases`: name → the function to call. It imports the package's built dist, which
// `npm test` builds first. A package's allocation test is one call of `describeNoAllocation`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('./measure-child.mjs', import.meta.url));

/**
 * Median bytes allocated per call of case `name` from the cases module at `casesUrl`.
 * `chunk` calls per measured chunk: smaller for a case that allocates a lot on purpose.
 */
export function freshBytesPerCall(casesUrl: URL, name: string, chunk = 10_000): number {
  // A 64 MB new space: no scavenge runs inside a measured chunk of a call that allocates little.
  // Compilation on the main thread: with V8's background compiler, what gets inlined depends on
  // which functions happen to finish compiling first (a callee that already has optimised code
  // is inlined less eagerly), so on a loaded machine a case could settle on code that calls
  // instead of inlining and boxes the doubles it passes: 368 bytes per call once in CI, never
  // here, reproduced with --concurrent-recompilation-delay=200. Compiled in place, the tiers and
  // inlining follow the call counts alone and the result is the same on every machine.
  const flags = [
    '--expose-gc',
    '--min-semi-space-size=64',
    '--max-semi-space-size=64',
    '--no-concurrent-recompilation',
    '--no-concurrent-osr',
  ];
  const output = execFileSync(process.execPath, [...flags, child, casesUrl.href, name, String(chunk)], {
    encoding: 'utf8',
  });
  return Number(output);
}

/**
 * A package's allocation suite over its cases module at `casesUrl`: every case must
 * allocate < 0.5 bytes per call, except those named `sanity…`, calls that allocate on
 * purpose, which the measurement must see (> 16 bytes per call, in chunks of `sanityChunk`
 * calls). Awaited at the top of the test file: it loads the module for the case names.
 */
export async function describeNoAllocation(casesUrl: URL, sanityChunk = 1_000): Promise<void> {
  const { cases } = (await import(casesUrl.href)) as { cases: Record<string, () => unknown> };
  const names = Object.keys(cases);
  const sanity = names.filter((name) => name.startsWith('sanity'));
  if (sanity.length === 0) throw new Error(`${casesUrl.href} has no 'sanity: …' case (a call that allocates)`);
  describe('no allocation on the hot path', () => {
    for (const name of sanity) {
      it('sanity: the measurement sees an allocating call', () => {
        expect(freshBytesPerCall(casesUrl, name, sanityChunk)).toBeGreaterThan(16);
      });
    }

    it.each(names.filter((name) => !name.startsWith('sanity')))('%s: < 0.5 bytes per call', (name) => {
      expect(freshBytesPerCall(casesUrl, name)).toBeLessThan(0.5);
    });
  });
}
