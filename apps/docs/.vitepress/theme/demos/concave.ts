import { Compound, Polygon, type TransformInit } from '@sepax/core';

/** A concave "C" outline, counter-clockwise, two units across. */
export const CONCAVE_OUTLINE: readonly [number, number][] = [
  [-1, -1], [1, -1], [1, -0.45], [-0.4, -0.45], [-0.4, 0.45], [1, 0.45], [1, 1], [-1, 1],
];

/** The "C" as a compound of convex parts. */
export function makeConcave(transform: TransformInit): Compound {
  const parts = [
    new Polygon([[-1, -1], [1, -1], [1, -0.45], [-0.4, -0.45]]),
    new Polygon([[-1, -1], [-0.4, -0.45], [-0.4, 0.45], [-1, 1]]),
    new Polygon([[-1, 1], [-0.4, 0.45], [1, 0.45], [1, 1]]),
  ];
  return new Compound(parts, transform);
}
