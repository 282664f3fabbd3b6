// collide(a, b, out), overlaps and distance(a, b, out) must not allocate. Each case runs in a
// fresh process (test-support/fresh-heap.ts explains why); the cases are in
// test/allocation-cases.mjs, over the built package.
import { describeNoAllocation } from '../../../test-support/fresh-heap.js';

await describeNoAllocation(new URL('../test/allocation-cases.mjs', import.meta.url), 500);
