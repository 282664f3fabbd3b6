// Cases ported from planck.js's unit tests (MIT licence, Copyright (c) Erin Catto, Ali Shakiba):
// https://github.com/piqnt/planck.js/blob/c96feac/src/__test__/CCD.test.ts. Inputs and expected
// values are the peer's; the code is sepax's. Notice: ./NOTICE.md. Collision.test.ts's tree and
// broad-phase cases are in packages/query/test/peer-suites; its AABB case (getCenter, getExtents,
// getPerimeter, combine, contains) is skipped: sepax's AABB is a plain record without those helpers.
import { Circle, distance } from '@sepax/core';
import { describe, expect, it } from 'vitest';

describe('planck.js src/__test__/CCD.test.ts', () => {
  // planck's Distance (GJK) reports 0 for overlapping shapes; sepax's distance is signed (−depth
  // when they overlap), so the peer's 0 is sepax's max(0, distance) and the signed value is −0.1.
  it('Distance', () => {
    const c1 = () => new Circle(1);
    {
      const output = distance(c1(), c1().setPosition(1.9, 0));
      expect(Math.max(0, output.distance)).toBe(0);
      expect(output.distance).toBeCloseTo(-0.1, 12);
    }
    {
      const output = distance(c1(), c1().setPosition(2.1, 0));
      expect(output.distance).toBeCloseTo(0.1, 12);
    }
  });

  // Skipped: TimeOfImpact only logs its outputs (no assertion to port).
});
