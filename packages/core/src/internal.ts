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
import type { PartList } from './part-tree.js';
import type { Vec2 } from './vec2.js';

export { isChain, isCompound, isConvexShape, isShape } from './brand.js';
export { gatherNearPairs, NearPairs, worldBoxOf } from './compound-collide.js';
export { describeValue } from './describe-value.js';
export { type GroupedPath, independentGroups } from './independent-groups.js';
export { measureDirection } from './measure-direction.js';
export { orient, orientXY } from './orient.js';
export { readOptions, requireOut } from './options.js';
export { PartList } from './part-tree.js';
export { normalizeConvexPoints } from './polygon-points.js';
export { readRayMaxDistance } from './ray-distance.js';
export { sortPrefix } from './sort-prefix.js';
export { requireWorkableRange } from './tolerances.js';
export { touchGeometry } from './touch-geometry.js';
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
export { CHAIN_KEEP, CHAIN_SKIP, CHAIN_SNAP, chainFreeNormal, chainNormalRule } from './chain-collide.js';

/**
 * A shape's transform fields, for sibling code that reads a pose without allocating a
 * `position` object.
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * import type { TransformFields } from '@sepax/core/internal';
 * const ball = new Circle(1, { position: [2, 3] });
 * (ball as unknown as TransformFields)._px; // 2
 * ```
 */
export interface TransformFields {
  readonly _px: number;
  readonly _py: number;
  readonly _angle: number;
}

/**
 * A Collision's own contact points and count, for sibling code that writes a stored result
 * back into one without allocating.
 *
 * @example
 * ```ts
 * import { Collision } from '@sepax/core';
 * import type { CollisionFields } from '@sepax/core/internal';
 * const hit = new Collision() as unknown as CollisionFields;
 * hit._points[1].x = 2;
 * hit._setContactCount(2); // contacts now lists both points
 * ```
 */
export interface CollisionFields {
  readonly _points: readonly [Vec2, Vec2];
  _setContactCount(count: 1 | 2): void;
}

/**
 * A chain's free side in world space: +1, or −1 when a mirroring scale flipped it.
 *
 * @example
 * ```ts
 * import { Chain } from '@sepax/core';
 * import type { ChainFreeSide } from '@sepax/core/internal';
 * const ground = new Chain([[0, 0], [10, 0]], { oneSided: true });
 * (ground as unknown as ChainFreeSide)._freeSide(); // 1
 * ```
 */
export interface ChainFreeSide {
  _freeSide(): number;
}

/**
 * A compound's part-tree query: appends to `out` the index of every part whose box may meet
 * the world box `box` ([minX, minY, maxX, maxY]).
 *
 * @example
 * ```ts
 * import { Compound, Polygon } from '@sepax/core';
 * import { PartList, type PartsNear } from '@sepax/core/internal';
 * const row = new Compound([Polygon.box(1, 1), Polygon.box(1, 1, { position: [5, 0] })]);
 * const near = new PartList();
 * (row as unknown as PartsNear)._partsNear(new Float64Array([4, -1, 6, 1]), near);
 * near.count; // 1
 * ```
 */
export interface PartsNear {
  _partsNear(box: Float64Array, out: PartList): void;
}
