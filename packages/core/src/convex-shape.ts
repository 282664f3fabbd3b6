import { type AABB, emptyAABB, flatExtent, rejectAABBOut, rethrowBoxWrite } from './aabb.js';
import { SepaxError } from './errors.js';
import { doubles, Shape, TRANSFORM_SLOTS, writeMatrix } from './shape.js';
import { MAX_COORDINATE, MAX_REACH_PER_SIZE, MIN_EXTENT } from './tolerances.js';

// Slots of a convex shape's number array `_box` (the transform sits in 7–11, see shape.ts):
// the world box of the core [0–3] and the world radius (what the narrow phase reads), the
// local radius, and the parent's stamp the cache was computed for. A one-point core at its
// origin (circle, point) stops after the transform. Other cores go on with the extent of
// their local core, the cos and sin of the angle last used (a shape that only moves, the
// common case in a game loop, skips the trigonometry), the linear part of the matrix the
// normals and radius were computed for (a shape that only moved keeps them), then the local
// core points themselves.
const RADIUS = 4;
const LOCAL_RADIUS = 5;
const PARENT_STAMP = 6;
const ONE_POINT_SLOTS = TRANSFORM_SLOTS;
const CORE_EXTENT = TRANSFORM_SLOTS;
const TRIG_ANGLE = TRANSFORM_SLOTS + 1;
const COS = TRANSFORM_SLOTS + 2;
const SIN = TRANSFORM_SLOTS + 3;
const LINEAR = TRANSFORM_SLOTS + 4;
/** Where a stored core's local points start in `_box`: [x0, y0, x1, y1, …]. */
const LOCAL = TRANSFORM_SLOTS + 8;

/**
 * Shared by every one-point core at its origin (circle, point): its normals (it has no
 * edges). Never written.
 * @internal
 */
export const NO_NORMALS = doubles(0);

/** The geometry arrays a convex shape holds in fields unless its class supplies them. */
interface GeometryFields {
  _world: number[];
  _normals: number[];
}
const NO_VIEW = new Float64Array(0);

/** Float64Array copies of a shape's world points and normals for the public accessors. */
class WorldViews {
  stamp = -1;
  parentStamp = -1;
  constructor(
    readonly points: Float64Array,
    readonly normals: Float64Array,
  ) {}
}

/**
 * The world matrix of a shape (local → world), composed with its compound's matrix when it
 * is a part: `wx = a·x + c·y + tx`, `wy = b·x + d·y + ty`.
 * @internal
 */
export interface ParentFrame {
  /** Stamp of the parent's transform, to tell when the part's cache is stale. */
  readonly _stamp: number;
  /** Writes the parent's local→world matrix [a, b, c, d, tx, ty] into `m`. */
  _matrix(m: Float64Array): void;
  /** Told when a part's own transform changed (the parent's part boxes are stale). */
  _partMoved(): void;
}

/**
 * A convex shape in Box2D's proxy form: a core of 1 point (point, circle), 2 points
 * (capsule) or n ≥ 3 points (polygon, counter-clockwise), swept by a radius. Every narrow
 * phase algorithm in sepax reads only this form, so one general path covers every pair.
 *
 * World geometry ({@link ConvexShape.worldPoints}, {@link ConvexShape.worldNormals},
 * {@link ConvexShape.worldRadius}) is computed on first use after a transform change and
 * cached; reading it again costs a comparison.
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * const box = Polygon.box(2, 2, { position: [10, 0] });
 * box.worldPoints(); // Float64Array [9, -1, 11, -1, 11, 1, 9, 1]
 * ```
 */
export abstract class ConvexShape extends Shape {
  /** Number of core points: 1 (point, circle), 2 (capsule, segment) or n ≥ 3 (polygon). */
  get count(): number {
    // Read from the length of the number array, which ends with the local points: no field.
    return (this._box.length - LOCAL) >> 1;
  }

  /** @internal World core points, flat, counter-clockwise even when mirrored. */
  abstract readonly _world: number[];
  /** @internal World outward unit normals of the core's edges (n for n ≥ 3, 2 for a segment). */
  abstract readonly _normals: number[];
  /** @internal The compound this shape is a part of, if any. */
  _parent: ParentFrame | null = null;

  /** @internal Marks the transform as changed, and tells the compound holding this part. */
  protected override _touch(): void {
    super._touch();
    if (this._parent !== null) this._parent._partMoved();
  }

  /**
   * @internal The transform stamp the world cache was computed for. The narrow phase tests
   * `_cacheStamp !== _stamp || _parent !== null` itself before calling {@link _refresh}: V8
   * optimises `_refresh` on its own with the rebuild inlined, and then refuses to inline
   * that large code into the callers, so a call per shape per query would remain.
   */
  _cacheStamp = -1;
  // Made on the first call of worldPoints() or worldNormals(): most shapes never need them.
  private _views: WorldViews | null = null;
  private static readonly _m = new Float64Array(6);
  private static readonly _pm = new Float64Array(6);

  /**
   * @internal `local` null: a one-point core at the origin whose class supplies `count` (1),
   * `_world` (its box) and `_normals` (NO_NORMALS) from its prototype: no local points and
   * two fields less per circle.
   */
  protected constructor(local: ArrayLike<number> | null, localRadius: number) {
    // Plain arrays, not views of one buffer: a view costs its own object plus the buffer's,
    // more than the data of a small shape.
    // undefined only from JavaScript calling the abstract class, which Shape's constructor refuses.
    super(local === null || local === undefined ? ONE_POINT_SLOTS : LOCAL + local.length);
    const box = this._box;
    box[LOCAL_RADIUS] = localRadius;
    box[PARENT_STAMP] = -1;
    if (local === null) return;
    box[CORE_EXTENT] = flatExtent(local);
    // Cos and sin of angle 0; NaN in the linear part forces the first computation of
    // normals and radius.
    box[COS] = 1;
    for (let i = LINEAR; i < LOCAL; i++) box[i] = Number.NaN;
    for (let i = 0; i < local.length; i++) box[LOCAL + i] = local[i];
    // Through a cast: the fields are declared by the subclasses that have them.
    const fields = this as unknown as GeometryFields;
    // A one-point core's world point is its box's corner [x, y]: one array holds both.
    fields._world = local.length === 2 ? box : doubles(local.length);
    fields._normals = local.length > 2 ? doubles(local.length) : NO_NORMALS;
  }

  /** @internal Coordinate k of the local core points (x of point i at 2i, y at 2i + 1). */
  _localAt(k: number): number {
    return this._box.length === ONE_POINT_SLOTS ? 0 : this._box[LOCAL + k];
  }

  /** @internal A copy of the local core points, flat. */
  _localPoints(): number[] {
    return this._box.length === ONE_POINT_SLOTS ? [0, 0] : this._box.slice(LOCAL);
  }

  /** @internal Radius in local units (0 for points and sharp polygons). */
  get _localRadius(): number {
    return this._box[LOCAL_RADIUS];
  }

  /** @internal Set once, by a constructor (e.g. a rounded polygon's), before any use. */
  set _localRadius(r: number) {
    this._box[LOCAL_RADIUS] = r;
    if (this._box.length !== ONE_POINT_SLOTS) this._box[LINEAR] = Number.NaN;
  }

  /** @internal Writes the local→world matrix, reusing cos and sin while the angle is unchanged. */
  override _matrix(m: Float64Array): void {
    const cache = this._box;
    // A one-point core keeps no trigonometry: its world point is the translation whatever
    // the angle, and its radius depends on the scale only.
    if (cache.length === ONE_POINT_SLOTS) {
      super._matrix(m);
      return;
    }
    const angle = this._angle;
    if (angle !== cache[TRIG_ANGLE]) {
      cache[TRIG_ANGLE] = angle;
      cache[COS] = Math.cos(angle);
      cache[SIN] = Math.sin(angle);
    }
    m[0] = cache[COS];
    m[1] = cache[SIN];
    writeMatrix(this, m);
  }

  /** Radius around the core in local units (0 for points and sharp polygons). */
  get radius(): number {
    return this._localRadius;
  }

  /** World radius, current once the world cache is. @internal */
  get _radius(): number {
    return this._box[4];
  }

  /** World core points, flat `[x0, y0, x1, y1, …]`, counter-clockwise. Do not modify. */
  worldPoints(): Float64Array {
    return this._worldViews().points;
  }

  /**
   * World outward unit normals of the core's edges, flat; normal i belongs to the edge from
   * point i to point i + 1. A capsule's segment has two (one per side); a point none.
   */
  worldNormals(): Float64Array {
    return this._worldViews().normals;
  }

  /** @internal The world points, brought up to date (the cache itself: core code only). */
  _worldPoints(): number[] {
    this._refresh();
    return this._world;
  }

  /** @internal The world normals, brought up to date (the cache itself: core code only). */
  _worldNormals(): number[] {
    this._refresh();
    return this._normals;
  }

  /** The public copies of the world cache, brought up to date (allocated on first use only). */
  private _worldViews(): WorldViews {
    this._refresh();
    let views = this._views;
    if (views === null) {
      const n = 2 * this.count;
      views = new WorldViews(new Float64Array(n), this._normals.length === 0 ? NO_VIEW : new Float64Array(n));
      this._views = views;
    }
    const parentStamp = this._parent === null ? -1 : this._parent._stamp;
    if (views.stamp !== this._cacheStamp || views.parentStamp !== parentStamp) {
      const points = views.points;
      for (let i = 0; i < points.length; i++) points[i] = this._world[i];
      views.normals.set(this._normals);
      views.stamp = this._cacheStamp;
      views.parentStamp = parentStamp;
    }
    return views;
  }

  /** Radius in world units (local radius × |scale|). */
  worldRadius(): number {
    this._refresh();
    return this._radius;
  }

  aabb(out: AABB = emptyAABB()): AABB {
    if (out === null || typeof out !== 'object') rejectAABBOut(out);
    this._refresh();
    const box = this._box;
    const r = this._radius;
    try {
      out.minX = box[0] - r;
      out.minY = box[1] - r;
      out.maxX = box[2] + r;
      out.maxY = box[3] + r;
    } catch (error) {
      rethrowBoxWrite(out, error);
    }
    return out;
  }

  /** @internal Brings the world cache up to date if the transform (or the parent's) changed. */
  _refresh(): void {
    const parent = this._parent;
    const cache = this._box;
    if (this._cacheStamp === this._stamp && (parent === null || cache[PARENT_STAMP] === parent._stamp)) return;
    const m = ConvexShape._m;
    this._matrix(m);
    if (parent !== null) {
      parent._matrix(ConvexShape._pm);
      composeInto(ConvexShape._pm, m);
    }
    this._transformPoints(m);
    // Normals and radius depend only on the linear part of the matrix. A shape that only
    // moved (the common case in a game loop) keeps them, which saves the square roots.
    if (cache.length === ONE_POINT_SLOTS) {
      cache[RADIUS] = cache[LOCAL_RADIUS] * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    } else if (
      m[0] !== cache[LINEAR] ||
      m[1] !== cache[LINEAR + 1] ||
      m[2] !== cache[LINEAR + 2] ||
      m[3] !== cache[LINEAR + 3]
    ) {
      cache[LINEAR] = m[0];
      cache[LINEAR + 1] = m[1];
      cache[LINEAR + 2] = m[2];
      cache[LINEAR + 3] = m[3];
      // A uniform scale (required for rounded shapes) scales the radius by |det|^½.
      cache[RADIUS] = cache[LOCAL_RADIUS] * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
      this._computeNormals(m);
    }
    this._checkWorldRange(m);
    // Both stamps only once the range check passed: a part whose parent moved it out of range
    // must be refused on every use, not marked fresh with NaN geometry after the first.
    if (parent !== null) cache[PARENT_STAMP] = parent._stamp;
    this._cacheStamp = this._stamp;
  }

  /** Largest extent of the core plus the diameter, in local units (0 for a point). */
  private _localSize(): number {
    const box = this._box;
    return (box.length === ONE_POINT_SLOTS ? 0 : box[CORE_EXTENT]) + 2 * box[LOCAL_RADIUS];
  }

  /**
   * Rejects world geometry the narrow phase cannot compute on: it multiplies two coordinate
   * differences, which overflow beyond ±MAX_COORDINATE and underflow for a polygon under
   * MIN_EXTENT across. Without this check such a shape gives silently wrong answers (two
   * overlapping boxes reported apart). Also rejects a shape its transform placed so far from
   * the origin, for its size, that rounding the world coordinates deforms it (see
   * MAX_REACH_PER_SIZE): a unit box at 1e16 would collapse to a segment. The identity
   * transform copies the points exactly, so it is exempt: points the user placed far away
   * are taken as given.
   */
  private _checkWorldRange(m: Float64Array): void {
    const box = this._box;
    const reach = Math.max(-box[0], box[2], -box[1], box[3]) + box[4];
    if (!(reach <= MAX_COORDINATE)) {
      const finite = Number.isFinite(reach);
      throw new SepaxError(
        finite ? 'INVALID_ARGUMENT' : 'NON_FINITE',
        `${this.kind} reaches ${finite ? reach.toExponential(2) : 'beyond the float range'} in world coordinates after its transform; sepax works within ±${MAX_COORDINATE} (products of two coordinates must stay finite): scale the world down.`,
      );
    }
    // The size the transform gives the shape (its local size × the scale's geometric mean),
    // not the world box: out of range, the world box may already have collapsed. A point
    // (size 0) has no shape to lose.
    const localSize = this._localSize();
    const size = localSize * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    const identity = m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
    if (size > 0 && !identity && reach > size * MAX_REACH_PER_SIZE) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `${this.kind} is ${size.toExponential(2)} across but ${reach.toExponential(2)} from the origin; beyond ${MAX_REACH_PER_SIZE.toExponential(2)}× its size, float64 world coordinates round it out of shape: move the world's origin near the action (or scale the shape up).`,
      );
    }
    // A polygon by its world box; a circle or capsule by its local size × its (uniform) scale,
    // within √2 as max(|a|, |b|): the determinant above underflows to 0 for a scale under
    // ~1e-154, and a radius of 1e-320 gave NaN normals. A point (local size 0) is exempt.
    const across =
      this.count >= 3
        ? Math.max(box[2] - box[0], box[3] - box[1])
        : localSize * Math.max(Math.abs(m[0]), Math.abs(m[1]));
    if (localSize > 0 && across < MIN_EXTENT) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `${this.kind} is under ${MIN_EXTENT} across in world coordinates after its transform (its products underflow): scale the world up.`,
      );
    }
    // A non-uniform scale can flatten a polygon that is wide enough along its box: its short
    // edges then square to 0 and its normals are NaN (scale [5e-324, 0.3]).
    if (this.count >= 3 && localSize * smallestStretch(m) < MIN_EXTENT) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `${this.kind} is flattened under ${MIN_EXTENT} across in one direction by its transform (its edges' products underflow): use a less extreme scale.`,
      );
    }
  }

  private _transformPoints(m: Float64Array): void {
    const box = this._box;
    const dst = this._world;
    const n = this.count;
    // A one-point core at its origin stores no local point.
    const src = box.length === ONE_POINT_SLOTS ? -1 : LOCAL;
    const mirrored = isMirroring(m);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      const x = src < 0 ? 0 : box[src + 2 * i];
      const y = src < 0 ? 0 : box[src + 2 * i + 1];
      const j = worldSlot(i, n, mirrored);
      const wx = m[0] * x + m[2] * y + m[4];
      const wy = m[1] * x + m[3] * y + m[5];
      dst[2 * j] = wx;
      dst[2 * j + 1] = wy;
      if (wx < minX) minX = wx;
      if (wx > maxX) maxX = wx;
      if (wy < minY) minY = wy;
      if (wy > maxY) maxY = wy;
    }
    box[0] = minX;
    box[1] = minY;
    box[2] = maxX;
    box[3] = maxY;
  }

  /**
   * Edge normals from the local points and the linear part of `m`, not from the world
   * points: a world point far from the origin is rounded to that distance's precision, and
   * normals kept across later moves (they depend on the linear part only) must not carry
   * the rounding of where the shape happened to be.
   */
  private _computeNormals(m: Float64Array): void {
    const n = this.count;
    if (n < 2) return;
    const box = this._box;
    const out = this._normals;
    if (n === 2) {
      // A segment's two sides; a zero-length segment gets a fixed axis so nothing is NaN.
      const dx = box[LOCAL + 2] - box[LOCAL];
      const dy = box[LOCAL + 3] - box[LOCAL + 1];
      let ex = m[0] * dx + m[2] * dy;
      let ey = m[1] * dx + m[3] * dy;
      const len = Math.sqrt(ex * ex + ey * ey);
      if (len > 0) {
        ex /= len;
        ey /= len;
      } else {
        ex = 1;
        ey = 0;
      }
      out[0] = ey;
      out[1] = -ex;
      out[2] = -ey;
      out[3] = ex;
      return;
    }
    // Local edge i runs from local point i to i + 1. Mirrored, those points sit in world
    // slots n − i and n − i − 1 (worldSlot), so it is world edge n − 1 − i, run backwards.
    const mirrored = isMirroring(m);
    const sign = mirrored ? -1 : 1;
    const a = sign * m[0];
    const b = sign * m[1];
    const c = sign * m[2];
    const d = sign * m[3];
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const dx = box[LOCAL + 2 * j] - box[LOCAL + 2 * i];
      const dy = box[LOCAL + 2 * j + 1] - box[LOCAL + 2 * i + 1];
      const ex = a * dx + c * dy;
      const ey = b * dx + d * dy;
      // sqrt, not Math.hypot: hypot's overflow care costs ~7× here and edges are far from overflow.
      const len = Math.sqrt(ex * ex + ey * ey);
      const k = mirrored ? n - 1 - i : i;
      out[2 * k] = ey / len;
      out[2 * k + 1] = -ex / len;
    }
  }
}

/**
 * m ← p ∘ m for 2D affine matrices stored as [a, b, c, d, tx, ty].
 * @internal
 */
export function composeInto(p: Float64Array, m: Float64Array): void {
  const a = p[0] * m[0] + p[2] * m[1];
  const b = p[1] * m[0] + p[3] * m[1];
  const c = p[0] * m[2] + p[2] * m[3];
  const d = p[1] * m[2] + p[3] * m[3];
  const tx = p[0] * m[4] + p[2] * m[5] + p[4];
  const ty = p[1] * m[4] + p[3] * m[5] + p[5];
  m[0] = a;
  m[1] = b;
  m[2] = c;
  m[3] = d;
  m[4] = tx;
  m[5] = ty;
}

/**
 * How little the linear part of `m` stretches its most squeezed direction (its smaller
 * singular value, overestimated by at most 2×): |det| over the largest stretch, with the
 * entries divided by the largest first, so a scale of 5e-324 does not underflow to 0 early.
 */
function smallestStretch(m: Float64Array): number {
  const k = Math.max(Math.abs(m[0]), Math.abs(m[1]), Math.abs(m[2]), Math.abs(m[3]));
  const a = m[0] / k;
  const b = m[1] / k;
  const c = m[2] / k;
  const d = m[3] / k;
  // The largest stretch, divided by k, lies in [1, 2]: taking it as 1 overestimates.
  return k * Math.abs(a * d - b * c);
}

/** Whether the matrix's linear part mirrors (negative determinant), reversing the winding. */
function isMirroring(m: Float64Array): boolean {
  return m[0] * m[3] - m[1] * m[2] < 0;
}

/**
 * Where local point i of n goes in the world arrays: under a mirroring matrix a polygon's
 * points are written in reverse order, (n − i) mod n, which keeps it counter-clockwise.
 */
function worldSlot(i: number, n: number, mirrored: boolean): number {
  return mirrored && n >= 3 ? (n - i) % n : i;
}
