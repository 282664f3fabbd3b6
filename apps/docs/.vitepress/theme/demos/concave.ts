import type { Compound, TransformInit } from '@sepax/core';
import { toColliders } from '@sepax/decomp';

/** A concave "C" outline, counter-clockwise, two units across. */
export const CONCAVE_OUTLINE: readonly [number, number][] = [
  [-1, -1],
  [1, -1],
  [1, -0.45],
  [-0.4, -0.45],
  [-0.4, 0.45],
  [1, 0.45],
  [1, 1],
  [-1, 1],
];

/** The "C" decomposed by `@sepax/decomp` into a compound of convex parts. */
export function makeConcave(transform: TransformInit): Compound {
  return toColliders(CONCAVE_OUTLINE, transform);
}
