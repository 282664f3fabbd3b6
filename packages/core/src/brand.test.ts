// Two copies of @sepax/core in one program (a sibling package with its own nested copy): a
// second copy of this package's sources is loaded from a scratch folder, so its classes are
// different objects from ours, as they would be in node_modules.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompound, isConvexShape, isShape } from './brand.js';
import { Circle } from './circle.js';
import { collide, overlaps } from './collide.js';
import { Compound } from './compound.js';
import { SepaxError } from './errors.js';
import type * as ours from './index.js';
import { Polygon } from './polygon.js';

let scratch: string;
let other: typeof ours;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'sepax-core-copy-'));
  cpSync(fileURLToPath(new URL('.', import.meta.url)), scratch, {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  other = await import(path.join(scratch, 'index.ts'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('two copies of @sepax/core', () => {
  it('really are two copies: the classes differ', () => {
    expect(other.Polygon).not.toBe(Polygon);
    expect(Polygon.box(1, 1) instanceof other.Polygon).toBe(false);
  });

  it("collide and overlaps take the other copy's shapes, with the same answer as for our own", () => {
    const theirs = other.Polygon.box(2, 2);
    const ball = new Circle(0.5, { position: [1.2, 0] });
    const hit = collide(theirs, ball);
    const reference = collide(Polygon.box(2, 2), ball);
    expect(hit).not.toBeNull();
    expect(hit?.depth).toBeCloseTo(0.3, 12);
    expect(hit?.normal).toEqual(reference?.normal);
    expect(overlaps(ball, theirs)).toBe(true);
    expect(overlaps(new other.Circle(0.5, { position: [3, 0] }), Polygon.box(2, 2))).toBe(false);
  });

  it("a Compound takes the other copy's convex parts, and rejects its compounds as parts", () => {
    const compound = new Compound([other.Polygon.box(1, 1), new other.Circle(0.5, { position: [2, 0] })]);
    expect(overlaps(compound, new Circle(0.1, { position: [2.3, 0] }))).toBe(true);
    const nested = new other.Compound([other.Polygon.box(1, 1)]);
    expect(() => new Compound([nested as never])).toThrow(SepaxError);
  });

  it("instanceof SepaxError is true for the other copy's errors, and their codes survive", () => {
    let caught: unknown;
    try {
      new other.Polygon([
        [0, 0],
        [2, 0],
        [1, 0.2],
        [1, 2],
      ]);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(other.SepaxError);
    expect(caught instanceof SepaxError).toBe(true);
    expect((caught as SepaxError).code).toBe('NOT_CONVEX');
    expect(new SepaxError('INVALID_ARGUMENT', 'x') instanceof other.SepaxError).toBe(true);
  });

  it('the shape checks tell shapes from look-alikes', () => {
    expect(isShape(new other.Point([1, 2]))).toBe(true);
    expect(isConvexShape(new other.Capsule([0, 0], [1, 0], 0.5))).toBe(true);
    expect(isCompound(new other.Compound([other.Polygon.box(1, 1)]))).toBe(true);
    expect(isConvexShape(new other.Compound([other.Polygon.box(1, 1)]))).toBe(false);
    const lookAlike = { kind: 'polygon', aabb: () => ({ minX: 0, minY: 0, maxX: 1, maxY: 1 }) };
    expect(isShape(lookAlike)).toBe(false);
    expect(isShape(null)).toBe(false);
    expect(() => collide(lookAlike as never, new Circle(1))).toThrow(SepaxError);
  });

  it('a shape from a copy without the narrow-phase class is rejected with a message naming the version mix-up', () => {
    // Such a copy brands its shapes but has no `_class` on their prototypes.
    const ball = new other.Circle(1);
    const unclassed = Object.create(ball, { _class: { value: undefined } });
    expect(isShape(unclassed)).toBe(true);
    expect(() => collide(new Circle(1), unclassed)).toThrow(/b is .*, a shape from another version of @sepax\/core/);
    expect(() => overlaps(unclassed, new Circle(1))).toThrow(/a is .*, a shape from another version/);
  });
});

describe('instanceof SepaxError', () => {
  it('is false for other errors and plain objects with the same fields', () => {
    expect(new Error('x') instanceof SepaxError).toBe(false);
    expect({ name: 'SepaxError', code: 'NOT_CONVEX', message: 'x' } instanceof SepaxError).toBe(false);
    expect((null as unknown as object) instanceof SepaxError).toBe(false);
  });

  it('keeps the ordinary meaning for a subclass', () => {
    class Narrower extends SepaxError {}
    expect(new Narrower('INVALID_ARGUMENT', 'x') instanceof Narrower).toBe(true);
    expect(new SepaxError('INVALID_ARGUMENT', 'x') instanceof Narrower).toBe(false);
    expect(new Narrower('INVALID_ARGUMENT', 'x') instanceof SepaxError).toBe(true);
  });
});
