import { describe, expect, it } from 'vitest';
import { Capsule } from './capsule.js';
import { Circle } from './circle.js';
import { Compound } from './compound.js';
import { fromJSON } from './json.js';
import { Point } from './point.js';
import { Polygon } from './polygon.js';
import type { Shape } from './shape.js';

const shapes: [string, () => Shape][] = [
  ['polygon', () => new Polygon([[0, 0], [3, 0], [1, 2]], { position: [1, 2], angle: 0.5, scale: [2, -1] })],
  ['rounded polygon', () => Polygon.rounded([[0, 0], [3, 0], [1, 2]], 0.25, { scale: 2 })],
  ['circle', () => new Circle(1.5, { position: [-3, 4] })],
  ['capsule', () => new Capsule([0, -1], [0, 1], 0.5, { angle: 1 })],
  ['point', () => new Point([7, 8])],
  ['compound', () => new Compound([Polygon.box(1, 1), new Circle(0.5, { position: [1, 0] })], { position: [2, 2], angle: 0.1 })],
];

describe('toJSON / fromJSON', () => {
  it.each(shapes)('%s round-trips through JSON text', (_name, make) => {
    const shape = make();
    const copy = fromJSON(JSON.parse(JSON.stringify(shape)));
    expect(copy.kind).toBe(shape.kind);
    expect(copy.toJSON()).toEqual(shape.toJSON());
    expect(copy.aabb()).toEqual(shape.aabb());
  });

  it('leaves default transform fields out', () => {
    expect(new Circle(1).toJSON()).toEqual({ type: 'circle', radius: 1 });
  });

  it('rejects unknown types and bad data with codes', () => {
    expect(() => fromJSON({ type: 'ellipse' } as never)).toThrow(/Unknown shape type/);
    expect(() => fromJSON(null as never)).toThrow(/type/);
    expect(() => fromJSON({ type: 'circle', radius: NaN })).toThrow(/finite/);
    expect(() => fromJSON({ type: 'compound' } as never)).toThrow(/parts/);
  });
});
