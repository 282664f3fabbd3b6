// collide(a, b, out), overlaps and distance(a, b, out) must not allocate. Each case runs in a
// fresh process (test-support/fresh-heap.ts explains why); the cases are in
// test/allocation-cases.mjs, over the built package.
import { describe, expect, it } from 'vitest';
import { freshBytesPerCall } from '../../../test-support/fresh-heap.js';
// @ts-expect-error plain-JS case module without types
import { caseNames } from '../test/allocation-cases.mjs';

const casesUrl = new URL('../test/allocation-cases.mjs', import.meta.url);
const names = caseNames as string[];

describe('no allocation on the hot path', () => {
  it('sanity: the measurement sees an allocating call', () => {
    expect(freshBytesPerCall(casesUrl, 'sanity: collide without out', 500)).toBeGreaterThan(16);
  });

  it.each(names.filter((name) => !name.startsWith('sanity')))('%s: < 0.5 bytes per call', (name) => {
    expect(freshBytesPerCall(casesUrl, name)).toBeLessThan(0.5);
  });
});
