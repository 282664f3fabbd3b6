// Allocation checks for hot paths, shared by every package's tests.
//
// vitest cannot pass --expose-gc to its workers, so we measure heapUsed around chunks of
// 10 000 calls and take the median chunk: a garbage collection inside one chunk can only
// hide allocation in that chunk, while real allocation (≥ 16 bytes per call for the smallest
// object) shows as ≥ 160 kB in every other one. A bound of 0.5 bytes per call is therefore
// far below any allocation and far above measurement noise.

const CHUNK = 10_000;
const CHUNKS = 10; // 1e5 calls in all

/**
 * Median bytes allocated per call of `run`, after `warmup` calls that let the JIT settle
 * (code still running unoptimised boxes its floats).
 */
export function medianBytesPerCall(run: () => unknown, warmup = 5 * CHUNK): number {
  for (let i = 0; i < warmup; i++) run();
  const perCall: number[] = [];
  for (let c = 0; c < CHUNKS; c++) {
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < CHUNK; i++) run();
    perCall.push((process.memoryUsage().heapUsed - before) / CHUNK);
  }
  perCall.sort((x, y) => x - y);
  return perCall[CHUNKS >> 1];
}
