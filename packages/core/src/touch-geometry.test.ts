import { describe, expect, it } from 'vitest';
import { Capsule } from './capsule.js';
import { Chain } from './chain.js';
import { Circle } from './circle.js';
import { Compound } from './compound.js';
import { Polygon } from './polygon.js';
import { touchGeometry } from './touch-geometry.js';

describe('touchGeometry', () => {
  it('reads each convex shape’s object and arrays, skips compounds, chains and holes, and changes nothing', () => {
    const box = Polygon.box(2, 1, { position: [3, 4], angle: 0.5 });
    const ball = new Circle(1, { position: [-2, 0] });
    const pill = new Capsule([0, 0], [1, 0], 0.2);
    const pair = new Compound([Polygon.box(1, 1), new Circle(0.5, { position: [2, 0] })]);
    const floor = new Chain([
      [0, 0],
      [4, 0],
    ]);
    const before = box.worldPoints().slice();
    // Per polygon or capsule: the object, two passes over its arrays (box, then points and
    // normals); per circle the object and its box twice; a compound or chain its object only.
    expect(touchGeometry([box, ball, pill, pair, floor, undefined], 6)).toBe(6 + 3 + 6 + 1 + 1);
    expect(touchGeometry([box, ball], 1)).toBe(6);
    expect(box.worldPoints()).toEqual(before);
    expect(ball.aabb()).toEqual({ minX: -3, minY: -1, maxX: -1, maxY: 1 });
  });
});
