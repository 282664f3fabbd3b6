import type { Chain } from './chain.js';
import type { Compound } from './compound.js';
import type { ConvexShape } from './convex-shape.js';
import type { Shape } from './shape.js';

// Two copies of @sepax/core can sit in one install (a sibling package with its own nested
// copy): `instanceof` then fails for a real Polygon made by the other copy. Shapes and errors
// carry a brand from the global symbol registry instead, which every copy shares.

/** Set on `Shape.prototype`: this object is a sepax shape, from any copy of @sepax/core. */
export const SHAPE_BRAND: unique symbol = Symbol.for('@sepax/core.shape');

/** Set on `SepaxError.prototype`: this object is a SepaxError, from any copy of @sepax/core. */
export const ERROR_BRAND: unique symbol = Symbol.for('@sepax/core.error');

/** Whether `value` carries `brand` (on itself or its prototype chain). */
export function hasBrand(value: unknown, brand: symbol): boolean {
  return value !== null && typeof value === 'object' && (value as Record<symbol, unknown>)[brand] === true;
}

/**
 * Whether `value` is a sepax shape, made by this or any other copy of @sepax/core.
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * import { isShape } from '@sepax/core/internal';
 * isShape(Polygon.box(1, 1)); // true
 * isShape({ kind: 'polygon' }); // false
 * ```
 */
export function isShape(value: unknown): value is Shape {
  return hasBrand(value, SHAPE_BRAND);
}

/**
 * Whether `value` is a convex sepax shape (Polygon, Circle, Capsule, Segment or Point) from any copy
 * of @sepax/core.
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * import { isConvexShape } from '@sepax/core/internal';
 * isConvexShape(new Circle(1)); // true
 * ```
 */
export function isConvexShape(value: unknown): value is ConvexShape {
  return isShape(value) && value.kind !== 'compound' && value.kind !== 'chain';
}

/**
 * Whether `value` is a sepax Compound from any copy of @sepax/core.
 *
 * @example
 * ```ts
 * import { Compound, Polygon } from '@sepax/core';
 * import { isCompound } from '@sepax/core/internal';
 * isCompound(new Compound([Polygon.box(1, 1)])); // true
 * ```
 */
export function isCompound(value: unknown): value is Compound {
  return isShape(value) && value.kind === 'compound';
}

/**
 * Whether `value` is a sepax Chain from any copy of @sepax/core.
 *
 * @example
 * ```ts
 * import { Chain } from '@sepax/core';
 * import { isChain } from '@sepax/core/internal';
 * isChain(new Chain([[0, 0], [1, 0], [2, 1]])); // true
 * ```
 */
export function isChain(value: unknown): value is Chain {
  return isShape(value) && value.kind === 'chain';
}
