import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMatrix, lengthScale, parseTransform } from './transform.js';

type Step = { name: 'translate' | 'scale' | 'rotate' | 'skewX' | 'skewY'; args: number[] };

/** Reference: apply one transform function to a point by its definition in the SVG spec. */
function applyStep(step: Step, p: { x: number; y: number }): { x: number; y: number } {
  const [a, b, c] = step.args;
  const rad = (a * Math.PI) / 180;
  switch (step.name) {
    case 'translate':
      return { x: p.x + a, y: p.y + (b ?? 0) };
    case 'scale':
      return { x: p.x * a, y: p.y * (b ?? a) };
    case 'rotate': {
      const cx = b ?? 0;
      const cy = c ?? 0;
      const dx = p.x - cx;
      const dy = p.y - cy;
      return { x: cx + dx * Math.cos(rad) - dy * Math.sin(rad), y: cy + dx * Math.sin(rad) + dy * Math.cos(rad) };
    }
    case 'skewX':
      return { x: p.x + Math.tan(rad) * p.y, y: p.y };
    case 'skewY':
      return { x: p.x, y: p.y + Math.tan(rad) * p.x };
  }
}

const num = fc.double({ min: -50, max: 50, noNaN: true });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ name: fc.constant('translate' as const), args: fc.array(num, { minLength: 1, maxLength: 2 }) }),
  fc.record({ name: fc.constant('scale' as const), args: fc.array(num, { minLength: 1, maxLength: 2 }) }),
  fc.record({ name: fc.constant('rotate' as const), args: fc.oneof(fc.tuple(num), fc.tuple(num, num, num)) }),
  fc.record({ name: fc.constant('skewX' as const), args: fc.tuple(fc.double({ min: -60, max: 60, noNaN: true })) }),
  fc.record({ name: fc.constant('skewY' as const), args: fc.tuple(fc.double({ min: -60, max: 60, noNaN: true })) }),
);

describe('parseTransform', () => {
  it('maps points like applying the listed functions right to left (SVG order)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 4 }), num, num, fc.constantFrom(' ', ',', ', '), (steps, x, y, sep) => {
        const text = steps.map((s) => `${s.name}(${s.args.join(sep)})`).join(' ');
        const expected = steps.reduceRight((p, s) => applyStep(s, p), { x, y });
        const got = applyMatrix(parseTransform(text), { x, y });
        const size = 1 + Math.abs(expected.x) + Math.abs(expected.y);
        expect(Math.abs(got.x - expected.x)).toBeLessThan(1e-9 * size * 1e3);
        expect(Math.abs(got.y - expected.y)).toBeLessThan(1e-9 * size * 1e3);
      }),
      { numRuns: 300 },
    );
  });

  it('reads matrix(), compact number syntax and comma-separated lists', () => {
    expect(parseTransform('matrix(1 2 3 4 5 6)')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(applyMatrix(parseTransform('translate(-.5-1e1)'), { x: 0, y: 0 })).toEqual({ x: -0.5, y: -10 });
    expect(applyMatrix(parseTransform('translate(1,0),scale(2)'), { x: 1, y: 1 })).toEqual({ x: 3, y: 2 });
  });

  it('rotates 90° counter-clockwise in math axes about a given centre', () => {
    const p = applyMatrix(parseTransform('rotate(90 10 10)'), { x: 20, y: 10 });
    expect(p.x).toBeCloseTo(10, 12);
    expect(p.y).toBeCloseTo(20, 12);
  });

  it('measures length scale as √|det|, mirrors included', () => {
    expect(lengthScale(parseTransform('scale(2 8)'))).toBe(4);
    expect(lengthScale(parseTransform('scale(-3 3)'))).toBe(3);
  });

  it('measures length scale without overflow or underflow of the determinant', () => {
    // √|det| by the product would give Infinity and 0 here, and a flattening tolerance of 0 or Infinity.
    expect(lengthScale(parseTransform('scale(1e200)'))).toBe(1e200);
    expect(lengthScale(parseTransform('scale(1e-200)'))).toBe(1e-200);
    expect(lengthScale(parseTransform('matrix(0 1e180 -1e180 0 0 0)'))).toBe(1e180);
  });

  it.each(['rotate(1 2)', 'translate()', 'matrix(1 2 3)', 'spin(4)', 'translate(1) junk'])(
    'rejects %s with INVALID_INPUT',
    (text) => {
      expect(() => parseTransform(text)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    },
  );
});
