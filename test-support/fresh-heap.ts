// Allocation checks for hot paths, shared by every package's tests.
//
// Each case runs in a fresh `node --expose-gc` process (test-support/measure-child.mjs), so
// V8 compiles the hot path for that case alone. Measured inside the test worker instead,
// the result depends on which cases ran before (their type feedback changes what gets
// inlined, and a call that is not inlined boxes its doubles) and on how late the background
// compiler is: flaky in both directions. The child warms up with 2e5 calls, collects garbage,
// then takes the median of ten chunks of calls: a scavenge inside one chunk can only hide the
// allocation of that chunk, while real per-call allocation (≥ 16 bytes, the smallest object)
// shows as ≥ 160 kB in every other chunk of 10 000. A bound of 0.5 bytes per call is far
// below any allocation and above V8's own bookkeeping.
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
  const output = execFileSync(process.execPath, ['--expose-gc', child, casesUrl.href, name, String(chunk)], { encoding: 'utf8' });
  return Number(output);
}
