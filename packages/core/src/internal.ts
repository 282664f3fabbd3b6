/**
 * What the sibling @sepax packages share with core and an application does not need:
 * argument readers, the workable-range check, and shape checks that recognise shapes from
 * any copy of @sepax/core. Not part of the public API: it may change in any release, in step
 * with the siblings of the same version.
 *
 * @example
 * ```ts
 * import { readVec } from '@sepax/core/internal';
 * readVec([3, 4], 'point'); // { x: 3, y: 4 }
 * ```
 * @packageDocumentation
 */
export { isCompound, isConvexShape, isShape } from './brand.js';
export { requireWorkableRange } from './tolerances.js';
export { isPointForm, readFinite, readVec, readVecInto, readXYInto } from './vec2.js';

/**
 * The world radius field of a convex shape, current once any world accessor has refreshed the
 * cache. Hot query paths read the field: a float returned by a call V8 does not inline is boxed.
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * import type { WorldRadiusField } from '@sepax/core/internal';
 * const ball = new Circle(2);
 * ball.worldPoints();
 * (ball as unknown as WorldRadiusField)._radius; // 2
 * ```
 */
export interface WorldRadiusField {
  /** World radius (local radius × |scale|). */
  readonly _radius: number;
}
