// raycast(…, out), sweep(…, out), closestPoint(…, out), pointInShape and pointInPolygon must
// not allocate. (distanceToPoint returns a float, which V8 boxes when the call is not inlined:
// closestPoint with `out` is its allocation-free form.)
// Each case runs in a fresh process (test-support/fresh-heap.ts explains why); the cases
// are in test/allocation-cases.mjs, over the built package.
import { describe, expect, it } from 'vitest';
import { freshBytesPerCall } from '../../../test-support/fresh-heap.js';
// @ts-expect-error plain-JS case module without types
import { caseNames } from '../test/allocation-cases.mjs';

const casesUrl = new URL('../test/allocation-cases.mjs', import.meta.url);
const names = caseNames as string[];

describe('no allocation on the hot path', () => {
  it('sanity: the measurement sees an allocating call', () => {
    expect(freshBytesPerCall(casesUrl, 'sanity: raycast without out', 1_000)).toBeGreaterThan(16);
  });

  it.each(names.filter((name) => !name.startsWith('sanity')))('%s: < 0.5 bytes per call', (name) => {
    expect(freshBytesPerCall(casesUrl, name)).toBeLessThan(0.5);
  });
});
