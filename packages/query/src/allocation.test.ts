// raycast(…, out), sweep(…, out), closestPoint(…, out), pointInShape and pointInPolygon must
// not allocate. (distanceToPoint returns a float, which V8 boxes when the call is not inlined:
// closestPoint with `out` is its allocation-free form.)
// Each case runs in a fresh process (test-support/fresh-heap.ts explains why); the cases
// are in test/allocation-cases.mjs, over the built package.
import { describeNoAllocation } from '../../../test-support/fresh-heap.js';

await describeNoAllocation(new URL('../test/allocation-cases.mjs', import.meta.url));
