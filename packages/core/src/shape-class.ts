import type { Shape } from './shape.js';

// What the narrow phase dispatches on: one small number per class, kept on the class's
// prototype (no memory per shape). Reading it costs one property load, where comparing
// `kind` strings and core sizes cost a getter call each. Convex classes are numbered by the
// size of their core, so `<= POLYGON_CORE` means convex; ONE_POINT_CORE is the only class
// with no bit above the lowest, so `(ca | cb) === ONE_POINT_CORE` means a pair of them.

/** @internal Circle, Point: a core of one point. */
export const ONE_POINT_CORE = 1;
/**
 * @internal Capsule, Segment: a core of two points (a zero-length capsule stores one, and takes
 * the general path, which handles every core).
 */
export const TWO_POINT_CORE = 2;
/** @internal Polygon: a core of n ≥ 3 points. */
export const POLYGON_CORE = 3;
/** @internal */
export const COMPOUND_CLASS = 4;
/** @internal */
export const CHAIN_CLASS = 5;

/**
 * Sets the narrow-phase class of every instance of `cls` (see `Shape._class`).
 * @internal
 */
export function setShapeClass(cls: abstract new (...args: never[]) => Shape, value: number): void {
  Object.defineProperty(cls.prototype, '_class', { value });
}
