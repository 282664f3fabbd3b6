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
// Cases live in a plain-JS module per package (`allocation-cases.mjs`) exporting
// `makeCase(name)` → the function to call; it imports the package's built dist, which
// `npm test` builds first.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const child = fileURLToPath(new URL('./measure-child.mjs', import.meta.url));

/**
 * Median bytes allocated per call of case `name` from the cases module at `casesUrl`.
 * `chunk` calls per measured chunk: smaller for a case that allocates a lot on purpose.
 */
export function freshBytesPerCall(casesUrl: URL, name: string, chunk = 10_000): number {
  // A 64 MB new space: no scavenge runs inside a measured chunk of a call that allocates little.
  const flags = ['--expose-gc', '--min-semi-space-size=64', '--max-semi-space-size=64'];
  const output = execFileSync(process.execPath, [...flags, child, casesUrl.href, name, String(chunk)], { encoding: 'utf8' });
  return Number(output);
}
