import type { Vec2 } from './vec2.js';

/**
 * The result of {@link collide}: how two overlapping shapes touch and how to push them apart.
 *
 * - `normal`: unit vector from A toward B.
 * - `depth`: penetration depth ≥ 0 (0 when the shapes only touch).
 * - `mtv`: `normal × depth`; moving B by `+mtv` (or A by `−mtv`) leaves them touching.
 * - `contacts`: 1 or 2 world points where they touch (Box2D-style clipping for faces).
 * - `aInB` / `bInA`: whether A lies entirely inside B, and the reverse (both for identical shapes).
 *
 * Pass one instance as `out` to reuse it: `collide(a, b, out)` then allocates nothing. Its
 * `contacts` array is one of two arrays owned by the instance, so read it before the next call.
 *
 * @example
 * ```ts
 * import { Circle, Collision, collide } from '@sepax/core';
 * const out = new Collision();
 * const a = new Circle(1);
 * const b = new Circle(1, { position: [1.5, 0] });
 * if (collide(a, b, out)) b.translate(out.mtv.x, out.mtv.y);
 * ```
 */
export class Collision {
  /** Unit normal from A toward B. */
  readonly normal: Vec2 = { x: 1, y: 0 };
  /** Penetration depth, ≥ 0. */
  depth = 0;
  /** Minimum translation vector: `normal × depth`. */
  // The narrow phase writes normal, depth and mtv field by field rather than through a setter:
  // a method taking doubles boxes them (16 bytes a call) whenever V8 does not inline it.
  readonly mtv: Vec2 = { x: 0, y: 0 };
  /** 1 or 2 world contact points. */
  contacts: Vec2[];
  /** A lies entirely inside B (closed sets: boundary contact allowed). */
  aInB = false;
  /** B lies entirely inside A. */
  bInA = false;

  /** @internal The two contact points this instance owns. */
  readonly _points: readonly [Vec2, Vec2] = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ];
  /** @internal `contacts` when there is one contact point. */
  readonly _one: Vec2[] = [this._points[0]];
  /** @internal `contacts` when there are two. */
  readonly _two: Vec2[] = [this._points[0], this._points[1]];

  constructor() {
    this.contacts = this._one;
  }

  /** @internal Sets the contact count (1 or 2) without allocating; fill `_points` first. */
  _setContactCount(count: 1 | 2): void {
    this.contacts = count === 1 ? this._one : this._two;
  }
}

/**
 * The result of {@link distance}: how far apart two shapes are and where.
 *
 * `distance` is the gap between the surfaces when apart (> 0), 0 when they touch, and the
 * negated penetration depth when they overlap. `pointA` / `pointB` are the closest points on
 * each surface (overlapping: the penetration's witnesses, one shape's deepest point and where
 * it must go on the other's face line), `normal` is the unit direction from A toward B along
 * which the distance is measured, and `pointB = pointA + normal × distance`.
 *
 * @example
 * ```ts
 * import { Circle, distance } from '@sepax/core';
 * const d = distance(new Circle(1), new Circle(1, { position: [5, 0] }));
 * d.distance; // 3
 * d.pointA; // { x: 1, y: 0 }
 * ```
 */
export class DistanceResult {
  /** Signed surface distance: > 0 apart, 0 touching, −depth overlapping. */
  distance = 0;
  /** Closest point on A's surface. */
  readonly pointA: Vec2 = { x: 0, y: 0 };
  /** Closest point on B's surface. */
  readonly pointB: Vec2 = { x: 0, y: 0 };
  /** Unit direction from A toward B. */
  readonly normal: Vec2 = { x: 1, y: 0 };
}
