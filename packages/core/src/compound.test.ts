import { describe, expect, it } from 'vitest';
import { Circle } from './circle.js';
import { collide } from './collide.js';
import { Compound } from './compound.js';
import { Polygon } from './polygon.js';
import { codeOf } from './test-support/error-code.js';

describe('Compound construction', () => {
  it('rejects a hole in the parts array with INVALID_ARGUMENT naming it (was a TypeError)', () => {
    // eslint-disable-next-line no-sparse-arrays
    const parts = [new Circle(1), , new Circle(1)] as unknown as Circle[];
    expect(codeOf(() => new Compound(parts))).toBe('INVALID_ARGUMENT');
    expect(() => new Compound(parts)).toThrow(/part 1 /);
  });

  it('rejects the same shape twice in one parts list', () => {
    const ball = new Circle(1);
    expect(codeOf(() => new Compound([ball, ball]))).toBe('INVALID_ARGUMENT');
    expect(() => new Compound([ball, ball])).toThrow(/part 1 .*part 0/);
  });

  it('a rejected compound leaves its parts free for the next one', () => {
    const box = Polygon.box(1, 1);
    const ball = new Circle(0.5);
    expect(codeOf(() => new Compound([box, ball], { angle: NaN }))).toBe('NON_FINITE');
    expect(codeOf(() => new Compound([box, ball], { scale: [1, 2] }))).toBe('INVALID_SCALE');
    expect(codeOf(() => new Compound([box, ball, 'x' as never]))).toBe('INVALID_ARGUMENT');
    // Still free, and not moved by the compounds that failed.
    const ok = new Compound([box, ball], { position: [10, 0] });
    expect(ok.aabb()).toEqual({ minX: 9.5, minY: -0.5, maxX: 10.5, maxY: 0.5 });
  });

  it('keeps its own copy of the parts list', () => {
    const parts = [Polygon.box(1, 1)];
    const compound = new Compound(parts);
    parts.push(Polygon.box(1, 1, { position: [5, 0] }));
    expect(compound.parts).toHaveLength(1);
    expect(collide(compound, new Circle(0.1, { position: [5, 0] }))).toBeNull();
  });

  it('a compound whose transform puts it out of range is refused on every use, not just the first (then NaN)', () => {
    const compound = new Compound([Polygon.box(1, 1)]);
    const ball = new Circle(0.5, { position: [0.6, 0] });
    expect(collide(compound, ball)?.depth).toBeCloseTo(0.4, 12);
    for (const [scale, code] of [
      [1e300, 'NON_FINITE'],
      [1e-300, 'INVALID_ARGUMENT'],
    ] as const) {
      compound.setScale(scale);
      for (let use = 0; use < 2; use++) {
        expect(codeOf(() => compound.aabb())).toBe(code);
        expect(codeOf(() => collide(compound, ball))).toBe(code);
      }
    }
    compound.setScale(1);
    expect(collide(compound, ball)?.depth).toBeCloseTo(0.4, 12);
  });
});
