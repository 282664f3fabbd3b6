import { Capsule, Circle, Point, Polygon, type Shape, type TransformInit } from '@sepax/core';
import { makeConcave } from './concave.js';

/** The kinds of shape the demos offer, with the label shown in their menus. */
export const SHAPE_KINDS = {
  box: 'Box',
  polygon: 'Pentagon',
  triangle: 'Triangle',
  rounded: 'Rounded box',
  circle: 'Circle',
  capsule: 'Capsule',
  point: 'Point',
  concave: 'Concave (decomposed)',
} as const;

export type DemoShapeKind = keyof typeof SHAPE_KINDS;

/** A new shape of `kind`, roughly 2 units across, placed by `transform`. */
export function makeShape(kind: DemoShapeKind, transform: TransformInit): Shape {
  switch (kind) {
    case 'box':
      return Polygon.box(2, 1.4, transform);
    case 'polygon':
      return Polygon.regular(5, 1.1, transform);
    case 'triangle':
      return new Polygon(
        [
          [-1, -0.8],
          [1.2, -0.8],
          [-0.2, 1.1],
        ],
        transform,
      );
    case 'rounded':
      return Polygon.rounded(
        [
          [-0.8, -0.5],
          [0.8, -0.5],
          [0.8, 0.5],
          [-0.8, 0.5],
        ],
        0.3,
        transform,
      );
    case 'circle':
      return new Circle(0.9, transform);
    case 'capsule':
      return new Capsule([-0.8, 0], [0.8, 0], 0.5, transform);
    case 'point':
      return new Point(transform.position ?? [0, 0]);
    case 'concave':
      return makeConcave(transform);
  }
}
