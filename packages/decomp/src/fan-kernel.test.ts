// axisEdgesLeaveNoKernel spares the kernel search on rectilinear outlines that are not
// star-shaped (fan.ts): it must claim "no kernel" exactly where no point sees every edge.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { axisEdgesLeaveNoKernel } from './fan.js';
import { orientXY } from './predicates.js';

/**
 * A rectilinear ring of integer columns, counter-clockwise: column i spans x in [i, i + 1],
 * from −depth[i] up to height[i] (teeth up and down, so some have a kernel and some do not).
 */
const columns = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 8 })
  .map((cols) => {
    const ring: [number, number][] = [];
    cols.forEach(([, depth], i) => ring.push([i, -depth], [i + 1, -depth]));
    for (let i = cols.length - 1; i >= 0; i--) ring.push([i + 1, cols[i][0]], [i, cols[i][0]]);
    // Drop straight and repeated corners (cleaned rings have neither).
    const corners = (r: [number, number][]) =>
      r.filter((p, k) => {
        const a = r[(k + r.length - 1) % r.length];
        const b = r[(k + 1) % r.length];
        return orientXY(a[0], a[1], p[0], p[1], b[0], b[1]) !== 0 && (a[0] !== p[0] || a[1] !== p[1]);
      });
    let cleaned = corners(ring);
    while (cleaned.length !== corners(cleaned).length) cleaned = corners(cleaned);
    return cleaned;
  });

/** Whether some point sees every edge turning strictly counter-clockwise: integer rings' kernels are open boxes with integer sides, so a half-integer point lies in any that is not empty. */
function hasKernel(ring: [number, number][]): boolean {
  for (let x = -10; x <= 10; x += 0.5) {
    for (let y = -10; y <= 10; y += 0.5) {
      if (
        ring.every(
          ([ax, ay], k) => orientXY(x, y, ax, ay, ring[(k + 1) % ring.length][0], ring[(k + 1) % ring.length][1]) > 0,
        )
      )
        return true;
    }
  }
  return false;
}

describe('axisEdgesLeaveNoKernel', () => {
  test('says so exactly where no point sees every edge of a rectilinear ring', () => {
    let empty = 0;
    let star = 0;
    fc.assert(
      // Turned a quarter (counter-clockwise, so still counter-clockwise) where `turned`: the columns' steps then run along x.
      fc.property(columns, fc.boolean(), (columnRing, turned) => {
        const ring = turned ? columnRing.map(([x, y]): [number, number] => [-y, x]) : columnRing;
        const coords = new Float64Array(ring.flat());
        const claimed = axisEdgesLeaveNoKernel(coords, ring.length);
        expect(claimed).toBe(!hasKernel(ring));
        if (claimed) empty++;
        else star++;
      }),
      { numRuns: 300 },
    );
    expect(empty).toBeGreaterThan(50);
    expect(star).toBeGreaterThan(50);
  });

  test('claims nothing from edges that are not axis-parallel', () => {
    // A U with slanted walls: not star-shaped, but only its bottom and top edges are axis-parallel.
    const u = new Float64Array([0, 0, 30, 0, 31, 30, 20, 30, 21, 10, 11, 10, 10, 30, 1, 30]);
    expect(axisEdgesLeaveNoKernel(u, 8)).toBe(false);
  });
});
