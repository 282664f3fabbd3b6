// The exact orientation sign against an exact oracle: the determinant in BigInt arithmetic
// over the doubles' exact values, on near-collinear triples where the float sign is wrong.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orient, orientXY } from './orient.js';

/** x · 2^1100, exactly, as a BigInt (every double in range is a multiple of 2^−1074). */
function scaled(x: number): bigint {
  if (x === 0) return 0n;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  const magnitude = mantissa << BigInt(exponent + 1100);
  return bits >> 63n ? -magnitude : magnitude;
}

function exactSign(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const [AX, AY, BX, BY, CX, CY] = [ax, ay, bx, by, cx, cy].map(scaled);
  const det = (AX - CX) * (BY - CY) - (AY - CY) * (BX - CX);
  return det > 0n ? 1 : det < 0n ? -1 : 0;
}

// Within 2^-500 of the largest coordinate or zero (the documented range of exactness).
const coordinate = fc
  .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
  .filter((x) => x === 0 || Math.abs(x) > 1e-100);
const cluster = fc.double({ min: -1e-300, max: 1e-300, noNaN: true });

describe('orient', () => {
  it('gives the exact sign for near-collinear triples (c on the line a→b, rounded, nudged by a few ulps)', () => {
    let floatWrong = 0;
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        fc.double({ min: -2, max: 3, noNaN: true }),
        fc.integer({ min: -3, max: 3 }),
        (ax, ay, bx, by, t, nudge) => {
          const cx = ax + t * (bx - ax);
          let cy = ay + t * (by - ay);
          for (let k = 0; k < Math.abs(nudge); k++) cy = nudge > 0 ? nextUp(cy) : -nextUp(-cy);
          const exact = exactSign(ax, ay, bx, by, cx, cy);
          const float = Math.sign((ax - cx) * (by - cy) - (ay - cy) * (bx - cx));
          if (float !== exact) floatWrong++;
          expect(orientXY(ax, ay, bx, by, cx, cy)).toBe(exact);
          expect(orient({ x: ax, y: ay }, { x: bx, y: by }, { x: cx, y: cy })).toBe(exact);
        },
      ),
      { numRuns: 3000 },
    );
    expect(floatWrong).toBeGreaterThan(0); // the cases reach the exact path
  });

  it('stays exact for points clustered near the origin (scaled before the products)', () => {
    fc.assert(
      fc.property(cluster, cluster, cluster, cluster, cluster, cluster, (ax, ay, bx, by, cx, cy) => {
        expect(orientXY(ax, ay, bx, by, cx, cy)).toBe(exactSign(ax, ay, bx, by, cx, cy));
      }),
      { numRuns: 2000 },
    );
  });

  it('is 1 for a left turn, −1 for a right turn, 0 on the line', () => {
    expect(orientXY(0, 0, 1, 0, 0, 1)).toBe(1);
    expect(orientXY(0, 0, 1, 0, 0, -1)).toBe(-1);
    expect(orientXY(0, 0, 1, 1, 2, 2)).toBe(0);
    expect(orientXY(0.1, 0.1, 0.3, 0.3, 0.7, 0.7)).toBe(exactSign(0.1, 0.1, 0.3, 0.3, 0.7, 0.7));
  });
});

function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, x > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}
