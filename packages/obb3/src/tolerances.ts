/**
 * Tolerances of `@sepax/obb3`. Each is dimensionless: a cosine/sine, or a fraction of the
 * size of the quantity it guards, so a box 1e-6 wide and one 1e6 wide are treated alike.
 */

/**
 * A rotation is accepted when it is this close to orthonormal: a quaternion's length may
 * differ from 1, and a matrix's columns' dot products from the identity, by at most this.
 * 1e-5 admits float32 round-off (≈ 6e-8 per entry, a little more after composing a few
 * rotations) and rejects a scaled or sheared matrix. Accepted rotations are re-orthonormalised,
 * so the tests downstream see an exact rotation up to float64 round-off.
 *
 * @example
 * ```ts
 * import { Obb, ROTATION_TOLERANCE } from '@sepax/obb3';
 * const r = 1 + ROTATION_TOLERANCE / 2; // a slightly long quaternion is accepted and normalised
 * new Obb([1, 1, 1], { rotation: { x: 0, y: 0, z: 0, w: r } });
 * ```
 */
export const ROTATION_TOLERANCE = 1e-5;

/**
 * An edge–edge axis `aᵢ × bⱼ` is skipped when its length (the sine of the angle between the
 * two edges) is below this. Why 1e-8: the cross product of two unit vectors carries an
 * absolute error of about 1e-16, so its direction is good to ≈ 1e-16 / sin θ; skipping it
 * costs at most ≈ sin θ × the boxes' size (the face axes then bound the separation, exactly
 * so when the edges are parallel). 1e-8 = √1e-16 balances the two, about 1e-8 × size each.
 *
 * @example
 * ```ts
 * import { EDGE_PARALLEL_TOLERANCE } from '@sepax/obb3';
 * const skipped = (sineOfAngle: number) => sineOfAngle < EDGE_PARALLEL_TOLERANCE;
 * ```
 */
export const EDGE_PARALLEL_TOLERANCE = 1e-8;

/**
 * Face axes win ties: an edge–edge axis replaces the best face axis only when its depth is
 * smaller by more than this fraction (Box2D keeps a face unless the other feature is
 * clearly better; ODE scales edge depths by a fudge factor of 1.05 for the same reason).
 * Without it, the edge axes of two aligned boxes (`x × y = z`) tie with the face axes and
 * round-off would pick either, making normals flicker between frames. The reported depth is
 * therefore never below the exact minimum and at most 0.1 % above it.
 *
 * @example
 * ```ts
 * import { FACE_AXIS_PREFERENCE } from '@sepax/obb3';
 * const worstOverPush = (exactDepth: number) => exactDepth * FACE_AXIS_PREFERENCE;
 * ```
 */
export const FACE_AXIS_PREFERENCE = 1e-3;

/**
 * Containment (`aInB`, `bInA`) and points on a boundary allow this fraction of the sizes
 * involved for round-off, so a box contains an identical copy of itself although its axes,
 * dotted with themselves, give 1 ± 1e-16.
 *
 * @example
 * ```ts
 * import { Obb, collide } from '@sepax/obb3';
 * const box = new Obb([1, 2, 3], { rotation: { x: 0.1, y: 0.2, z: 0.3, w: Math.sqrt(0.86) } });
 * collide(box, new Obb([1, 2, 3], { rotation: box.rotation }))?.aInB; // true
 * ```
 */
export const CONTAINMENT_SLACK = 1e-12;
