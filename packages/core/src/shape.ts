import { SHAPE_BRAND } from './brand.js';
import type { AABB } from './aabb.js';
import { SepaxError } from './errors.js';
import { readScale, readTransformInit, type TransformInit } from './transform.js';
import { readFinite, type Vec2, type VecLike } from './vec2.js';
import { UNIFORM_SCALE_TOLERANCE } from './tolerances.js';
import type { ShapeJSON, TransformJSON } from './json-types.js';

/**
 * The kinds of shape.
 *
 * @example
 * ```ts
 * import { Circle, type ShapeKind } from '@sepax/core';
 * const kind: ShapeKind = new Circle(1).kind; // 'circle'
 * ```
 */
export type ShapeKind = 'polygon' | 'circle' | 'capsule' | 'point' | 'compound' | 'segment' | 'chain';

// Slots of a shape's number array `_box`. A convex shape keeps its world cache in 0–6 (see
// convex-shape.ts), which a compound or chain leaves unused; every shape keeps its transform
// in 7–11.
const PX = 7;
const PY = 8;
const ANGLE = 9;
const SX = 10;
const SY = 11;
/** @internal The slots every shape has. */
export const TRANSFORM_SLOTS = 12;

/**
 * A plain array of n zeros whose elements V8 stores as unboxed doubles: an array's header is
 * a quarter of a typed array's, which is more than the data of a small shape.
 * @internal
 */
export function doubles(n: number): number[] {
  return n <= ZEROS.length ? ZEROS.slice(0, n) : packedZeros(n);
}

/**
 * n zeros as packed doubles, sized exactly: grown from a fraction by push, so V8 never sees a
 * hole (a holey array costs a hole check on every read), then copied to drop the spare
 * capacity that push leaves.
 */
function packedZeros(n: number): number[] {
  const a = [0.5];
  while (a.length < n) a.push(0.5);
  return a.fill(0).slice(0, n);
}

const ZEROS = packedZeros(64);

// Every transform change takes a new number from this counter; caches compare numbers
// instead of copying transforms, and a child can tell whether its parent moved.
let stampCounter = 0;

/** @internal */
export function nextStamp(): number {
  return ++stampCounter;
}

/**
 * What every shape shares: a transform (position, angle, scale) that can change at any
 * time, an axis-aligned bounding box, and JSON serialisation. World geometry is derived
 * lazily from the local geometry and cached until the transform changes.
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * const ball = new Circle(0.5);
 * ball.setPosition(3, 4).rotate(Math.PI / 2);
 * ball.position; // { x: 3, y: 4 }
 * ```
 */
export abstract class Shape {
  /** Which kind of shape this is; use it to narrow the type. */
  // Each kind implements it as a getter on its prototype, not a field: reading it then costs
  // no memory access in the narrow phase (the object's map already tells the kind).
  abstract readonly kind: ShapeKind;

  /**
   * @internal The narrow phase's dispatch class (see shape-class.ts), set on each class's
   * prototype.
   */
  declare readonly _class: number;

  /** @internal Changes whenever the transform changes. */ _stamp = nextStamp();
  /**
   * @internal The shape's numbers in one array of unboxed doubles (see the slots below): its
   * transform, and a convex shape's world cache. A double field would cost a pointer and a
   * boxed number (24 bytes); a slot costs 8.
   */
  readonly _box: number[];

  /** @internal `slots`: the length of `_box`, at least TRANSFORM_SLOTS. */
  protected constructor(slots: number) {
    // Shape and ConvexShape are exported for types and instanceof; called directly from
    // JavaScript they would build a shape of no kind, from an unchecked slot count.
    if (!(this._class > 0)) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `${new.target.name || 'Shape'} is abstract: construct a Polygon, Circle, Capsule, Point, Segment, Chain or Compound instead.`,
      );
    }
    const box = doubles(slots);
    box[SX] = 1;
    box[SY] = 1;
    this._box = box;
  }

  /** @internal Position x. */
  get _px(): number {
    return this._box[PX];
  }

  /** @internal Position y. */
  get _py(): number {
    return this._box[PY];
  }

  /** @internal Angle in radians. */
  get _angle(): number {
    return this._box[ANGLE];
  }

  /** @internal Scale x. */
  get _sx(): number {
    return this._box[SX];
  }

  /** @internal Scale y. */
  get _sy(): number {
    return this._box[SY];
  }

  /** @internal Applies an init object; subclasses call it once their geometry exists. */
  protected _initTransform(init: TransformInit | undefined): void {
    const t = readTransformInit(init);
    if (t.scale) this._checkScale(t.scale.x, t.scale.y);
    const box = this._box;
    if (t.position) {
      box[PX] = t.position.x;
      box[PY] = t.position.y;
    }
    if (t.angle !== undefined) box[ANGLE] = t.angle;
    if (t.scale) {
      box[SX] = t.scale.x;
      box[SY] = t.scale.y;
    }
    this._touch();
  }

  /** @internal Marks the transform as changed. */
  protected _touch(): void {
    this._stamp = nextStamp();
  }

  /** @internal Subclasses reject scales they cannot take (e.g. non-uniform on a circle). */
  protected _checkScale(_sx: number, _sy: number): void {}

  /** World position of the local origin (a fresh copy). */
  get position(): Vec2 {
    return { x: this._px, y: this._py };
  }

  set position(p: VecLike) {
    const x = Array.isArray(p) ? p[0] : (p as Vec2)?.x;
    const y = Array.isArray(p) ? p[1] : (p as Vec2)?.y;
    this.setPosition(x as number, y as number);
  }

  /** Rotation in radians, counter-clockwise. */
  get angle(): number {
    return this._angle;
  }

  set angle(a: number) {
    this.setAngle(a);
  }

  /** Scale per axis (a fresh copy). */
  get scale(): Vec2 {
    return { x: this._sx, y: this._sy };
  }

  set scale(s: number | VecLike) {
    const v = readScale(s);
    this.setScale(v.x, v.y);
  }

  /**
   * Moves the shape's local origin to (x, y). Allocates nothing.
   * @returns this shape, for chaining
   */
  setPosition(x: number, y: number): this {
    // The check is inline and the thrower called only for bad input: passing a good double
    // to a call V8 does not inline would box it (16 bytes per move in a game loop). The
    // setters stay small for the same reason: a caller's inlining budget must hold them.
    if (!(Number.isFinite(x) && Number.isFinite(y))) rejectNumbers('position.x', x, 'position.y', y);
    const box = this._box;
    box[PX] = x;
    box[PY] = y;
    this._touch();
    return this;
  }

  /**
   * Moves the shape by (dx, dy). Allocates nothing.
   * @returns this shape, for chaining
   */
  translate(dx: number, dy: number): this {
    // Not `setPosition(this._px + dx, …)`: once the caller's inlining budget runs out, V8
    // calls it instead of inlining it and boxes the two sums (16 bytes each, a per-frame
    // allocation in a game loop). The arguments are checked before any arithmetic, which
    // would call a valueOf of the caller's.
    if (!(Number.isFinite(dx) && Number.isFinite(dy))) rejectNumbers('dx', dx, 'dy', dy);
    const box = this._box;
    const x = box[PX] + dx;
    const y = box[PY] + dy;
    if (!(Number.isFinite(x) && Number.isFinite(y))) rejectNumbers('position.x', x, 'position.y', y);
    box[PX] = x;
    box[PY] = y;
    this._touch();
    return this;
  }

  /**
   * Sets the rotation in radians (counter-clockwise). Allocates nothing.
   * @returns this shape, for chaining
   */
  setAngle(angle: number): this {
    if (!Number.isFinite(angle)) readFinite(angle, 'angle');
    this._box[ANGLE] = angle;
    this._touch();
    return this;
  }

  /**
   * Rotates the shape by `delta` radians about its local origin.
   * @returns this shape, for chaining
   */
  rotate(delta: number): this {
    // Not `setAngle(this._angle + delta)`, for the reasons given in translate.
    if (!Number.isFinite(delta)) readFinite(delta, 'delta');
    const angle = this._box[ANGLE] + delta;
    if (!Number.isFinite(angle)) readFinite(angle, 'angle');
    this._box[ANGLE] = angle;
    this._touch();
    return this;
  }

  /**
   * Sets the scale: one number for uniform scale, two for per-axis scale (polygons only).
   * A negative component mirrors the shape. Zero is rejected with `INVALID_SCALE`.
   * @returns this shape, for chaining
   */
  setScale(sx: number, sy: number = sx): this {
    const s = readScale([sx, sy]);
    this._checkScale(s.x, s.y);
    this._box[SX] = s.x;
    this._box[SY] = s.y;
    this._touch();
    return this;
  }

  /**
   * Sets any of position, angle and scale at once; fields left out keep their values.
   * Everything is validated before anything changes.
   * @returns this shape, for chaining
   */
  setTransform(init: TransformInit): this {
    this._initTransform(init);
    return this;
  }

  /**
   * @internal Writes this shape's own local→world matrix [a, b, c, d, tx, ty] (parent
   * excluded). Convex shapes override it to reuse cos and sin across moves (see ConvexShape).
   */
  _matrix(m: Float64Array): void {
    const angle = this._angle;
    m[0] = angle === 0 ? 1 : Math.cos(angle);
    m[1] = angle === 0 ? 0 : Math.sin(angle);
    writeMatrix(this, m);
  }

  /**
   * The world-space bounding box (radius included).
   * @param out - box to write into, so a hot loop allocates nothing
   */
  abstract aabb(out?: AABB): AABB;

  /** A plain-JSON description of the shape that {@link fromJSON} turns back into a shape. */
  abstract toJSON(): ShapeJSON;

  /** @internal The transform part of the JSON form; defaults are left out. */
  protected _transformJSON(): TransformJSON {
    const t: TransformJSON = {};
    if (this._px !== 0 || this._py !== 0) t.position = [this._px, this._py];
    if (this._angle !== 0) t.angle = this._angle;
    if (this._sx !== 1 || this._sy !== 1) t.scale = [this._sx, this._sy];
    return t;
  }
}

/** Throws NON_FINITE for the first of two numbers that is not finite (the cold path of the setters). */
function rejectNumbers(whatA: string, a: number, whatB: string, b: number): void {
  readFinite(a, whatA);
  readFinite(b, whatB);
}

/**
 * m ← the local→world matrix of `shape`'s transform, with the cos and sin of its angle
 * already in m[0] and m[1] (in the array, not arguments: a double passed to a call V8 does
 * not inline is boxed).
 * @internal
 */
export function writeMatrix(shape: Shape, m: Float64Array): void {
  const box = shape._box;
  const c = m[0];
  const s = m[1];
  m[0] = c * box[SX];
  m[1] = s * box[SX];
  m[2] = -s * box[SY];
  m[3] = c * box[SY];
  m[4] = box[PX];
  m[5] = box[PY];
}

// On the prototype, not a field: no memory per shape (see brand.ts for why a brand).
Object.defineProperty(Shape.prototype, SHAPE_BRAND, { value: true });

/**
 * Rejects a non-uniform scale for shapes whose radius must scale with it.
 * @internal
 */
export function requireUniformScale(kind: string, sx: number, sy: number): void {
  if (Math.abs(Math.abs(sx) - Math.abs(sy)) > UNIFORM_SCALE_TOLERANCE * Math.max(Math.abs(sx), Math.abs(sy))) {
    throw new SepaxError(
      'INVALID_SCALE',
      `A ${kind} has a radius and takes only a uniform scale (|sx| = |sy|); got (${sx}, ${sy}). Use a polygon for a stretched shape.`,
    );
  }
}
