// Moving the whole scene moves the answers with it: translating (by a large offset), rotating
// and mirroring the shapes and the ray or motion changes distances and times by round-off only.
import type { Shape } from '@sepax/core';
import { fromJSON } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raycast } from './raycast.js';
import { sweep } from './sweep.js';
import { randomShape, rng } from './test-support/random-shapes.js';

type Map2 = (x: number, y: number) => [number, number];

/** Applies a rigid map (or a mirror) to a shape through its JSON transform. */
function mapShape(shape: Shape, angle: number, mirror: boolean, tx: number, ty: number): Shape {
  const json = shape.toJSON() as { position?: [number, number]; angle?: number; scale?: [number, number] };
  const move = pointMap(angle, mirror, tx, ty);
  const [px, py] = json.position ?? [0, 0];
  const [sx, sy] = json.scale ?? [1, 1];
  // Mirroring about the x axis flips y and negates the angle; then rotate and translate.
  const a = (mirror ? -(json.angle ?? 0) : (json.angle ?? 0)) + angle;
  return fromJSON({ ...json, position: move(px, py), angle: a, scale: mirror ? [sx, -sy] : [sx, sy] } as never);
}

function pointMap(angle: number, mirror: boolean, tx: number, ty: number): Map2 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (x, y) => {
    const my = mirror ? -y : y;
    return [c * x - s * my + tx, s * x + c * my + ty];
  };
}

function vectorMap(angle: number, mirror: boolean): Map2 {
  return pointMap(angle, mirror, 0, 0);
}

describe('metamorphic: rigid motions and mirrors of the whole scene', () => {
  it('raycast distance and inside flag are unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.boolean(),
        (seed, angle, mirror) => {
          const random = rng(seed);
          const shape = randomShape(random);
          if (shape.kind === 'point') return;
          const origin: [number, number] = [-6 + 12 * random(), -6 + 12 * random()];
          const direction: [number, number] = [-origin[0] + random() - 0.5, -origin[1] + random() - 0.5];
          const [tx, ty] = [1000 * (random() - 0.5), 1000 * (random() - 0.5)];
          const before = raycast({ origin, direction }, shape);
          const after = raycast(
            { origin: pointMap(angle, mirror, tx, ty)(...origin), direction: vectorMap(angle, mirror)(...direction) },
            mapShape(shape, angle, mirror, tx, ty),
          );
          expect(after === null).toBe(before === null);
          if (before === null || after === null) return;
          expect(after.inside).toBe(before.inside);
          expect(after.distance).toBeCloseTo(before.distance, 9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sweep time is unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.boolean(),
        (seed, angle, mirror) => {
          const random = rng(seed);
          const a = randomShape(random, 1);
          const b = randomShape(random, 1);
          a.setPosition(a.position.x - 6, a.position.y);
          const delta: [number, number] = [12 * random(), 4 * (random() - 0.5)];
          const [tx, ty] = [1000 * (random() - 0.5), 1000 * (random() - 0.5)];
          const before = sweep(a, delta, b);
          const after = sweep(
            mapShape(a, angle, mirror, tx, ty),
            vectorMap(angle, mirror)(...delta),
            mapShape(b, angle, mirror, tx, ty),
          );
          expect(after === null).toBe(before === null);
          if (before === null || after === null) return;
          expect(after.overlapping).toBe(before.overlapping);
          expect(after.time).toBeCloseTo(before.time, 9);
        },
      ),
      { numRuns: 200 },
    );
  });
});
