import { Chain, SepaxError, type TransformInit, type Vec2 } from '@sepax/core';
import { readOptions } from '@sepax/core/internal';
import { type CleanOptions, clean } from './clean.js';
import type { PolygonInput, PolygonWithHoles } from './types.js';
import { validate } from './validate.js';

/**
 * Options of {@link toChains}: the cleaning tolerance, the chains' transform, and whether
 * they are one-sided.
 *
 * @example
 * ```ts
 * import { toChains } from '@sepax/decomp';
 * toChains([[0, 0], [10, 0], [10, 1], [0, 1]], { position: [0, -1], oneSided: false });
 * ```
 */
export interface OutlineChainOptions extends CleanOptions, TransformInit {
  /**
   * Collide only from outside the region (default true): the chains are one-sided with the
   * region as their solid side. False gives two-sided walls.
   */
  oneSided?: boolean;
}

/**
 * Turns a region's outline (any polygon form `decompose` takes, holes allowed) into closed
 * `@sepax/core` chains, one per ring: the alternative to convex pieces for static level
 * geometry. The outline is validated and cleaned as for `decompose`; the outer ring comes
 * back counter-clockwise and each hole clockwise, so every chain has the region on its left,
 * its solid side: shapes outside the region collide with its walls and slide along them
 * without catching on the joints, however many segments the outline has.
 *
 * @returns the outer ring's chain first, then one per hole
 * @throws SepaxError as `validate` finds (its first error's code: SELF_INTERSECTION,
 *   HOLE_OUTSIDE, …), NON_FINITE, INVALID_ARGUMENT
 * @example
 * ```ts
 * import { toChains } from '@sepax/decomp';
 * import { Circle, collide } from '@sepax/core';
 * const [outer, hole] = toChains({
 *   outer: [[0, 0], [10, 0], [10, 10], [0, 10]],
 *   holes: [[[4, 4], [6, 4], [6, 6], [4, 6]]],
 * });
 * collide(hole, new Circle(0.5, { position: [5, 4.3] }))?.normal; // { x: 0, y: 1 }: a ball in the hole rests on its floor
 * ```
 */
export function toChains(polygon: PolygonInput, given?: OutlineChainOptions): Chain[] {
  const options = (readOptions(given, 'toChains options', '{ tolerance?, oneSided?, position?, angle?, scale? }') ??
    {}) as OutlineChainOptions;
  const error = validate(polygon, options).find((p) => p.severity === 'error');
  if (error !== undefined) throw new SepaxError(error.code, error.message, { ring: error.ring });
  const cleaned = clean(polygon, options);
  const rings: Vec2[][] = Array.isArray(cleaned)
    ? [cleaned]
    : [(cleaned as PolygonWithHoles).outer as Vec2[], ...((cleaned as PolygonWithHoles).holes as Vec2[][])];
  const { oneSided = true, position, angle, scale } = options;
  return rings.map((ring) => new Chain(ring, { loop: true, oneSided }, { position, angle, scale }));
}
