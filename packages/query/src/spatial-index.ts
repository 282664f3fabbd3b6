import { type AABB, collide, Collision, SepaxError, type Shape, type Vec2, type VecLike } from '@sepax/core';
import { describeValue, readOptions, requireOut } from '@sepax/core/internal';
import {
  AabbTree,
  CAST_HX,
  CAST_HY,
  CAST_MAX_FRACTION,
  CAST_TX,
  CAST_TY,
  CAST_X,
  CAST_Y,
  type CastCallback,
  NULL_NODE,
  resizeF64,
  resizeI32,
} from './aabb-tree.js';
import { readPointInto, requireShape } from './input.js';
import type { QueryShape } from './input.js';
import { PAIR_KEY_BASE, PairCache, pairHigh, pairLow } from './pair-cache.js';
import { CoreHit } from './core-hit.js';
import { pointInPartsAt } from './point-in-shape.js';
import { type Ray, type ReadRay, readRay } from './ray.js';
import { castShape, raycast as raycastShape, type RaycastHit } from './raycast.js';
import { sweep as sweepShape, SweepHit } from './sweep.js';

/**
 * The fat-box margin when none is given, as a fraction of each shape's larger extent
 * (dimensionless): a shape may drift 3/10 of its size before the tree has to move it.
 * Measured on the broad-phase bench (10k bodies, each moving up to 3 % of its size per
 * frame): 0.3 and 0.5 ran 10–15 % faster than Box2D's proportion (0.1 m on metre-sized
 * bodies), 0.2 halfway; once the tree was rebuilt top-down after bulk insertion, 0.15–0.5
 * measured alike. A wider box costs a few more candidate pairs, which the tight boxes
 * reject before the narrow phase, and saves tree moves for faster bodies.
 */
const DEFAULT_MARGIN_RATIO = 0.3;

/**
 * When an entry leaves its fat box, the new fat box also reaches this many times the last
 * displacement ahead in the direction of motion (Box2D v2.4's `b2_aabbMultiplier`), so a
 * body moving steadily leaves it less often. Dimensionless.
 */
const MOTION_PREDICTION = 4;

/** Fewer inserts than this never trigger a rebuild (a small tree is cheap either way). */
const SETTLE_MIN_INSERTS = 64;

/** Every category bit set: the default mask (collide with everything). */
const ALL_BITS = 0xffffffff;

/**
 * Options of a {@link SpatialIndex}.
 *
 * @example
 * ```ts
 * import { SpatialIndex } from '@sepax/query';
 * const index = new SpatialIndex({ margin: 0.5 }); // world units
 * ```
 */
export interface SpatialIndexOptions {
  /**
   * How far (world units) each fat box reaches beyond the shape's box. Larger margins make
   * `update` after small moves free, smaller ones make queries and `pairs` tighter. Default:
   * 0.3 × the shape's larger extent (scale-free). Entries loaded with
   * {@link SpatialIndex.build} get no margin until they first move.
   */
  margin?: number;
}

/**
 * What {@link SpatialIndex.insert} takes besides the shape.
 *
 * `category` and `mask` are 32-bit sets, as in Box2D: two entries pair up (and a query sees an
 * entry) only when each one's category is in the other's mask.
 *
 * @example
 * ```ts
 * import { Circle } from '@sepax/core';
 * import { SpatialIndex } from '@sepax/query';
 * const PLAYER = 1, ENEMY = 2, BULLET = 4;
 * const index = new SpatialIndex<string>();
 * index.insert(new Circle(1), { data: 'hero', category: PLAYER, mask: ENEMY });
 * index.insert(new Circle(0.1), { data: 'shot', category: BULLET, mask: ENEMY });
 * ```
 */
export interface InsertOptions<T> {
  /** Anything you want back with the handle. */
  data?: T;
  /** Which groups this entry belongs to. Default 1. */
  category?: number;
  /** Which groups this entry pairs with. Default every group (0xFFFFFFFF). */
  mask?: number;
}

/**
 * Filtering for queries: an entry is reported when `(entry.category & mask) !== 0` and
 * `(category & entry.mask) !== 0` (Box2D's rule) and `filter` (if given) returns true.
 *
 * @example
 * ```ts
 * import { SpatialIndex } from '@sepax/query';
 * const index = new SpatialIndex<{ solid: boolean }>();
 * index.queryPoint([1, 2], { mask: 0b10, filter: (handle, data) => data?.solid === true });
 * ```
 */
export interface QueryOptions<T> {
  /** The query's own category bits (entries must accept it). Default 1. */
  category?: number;
  /** Which entry categories the query sees. Default all (0xFFFFFFFF). */
  mask?: number;
  /**
   * Last word on each candidate that passed the bits and the exact test. It runs mid-query,
   * so it may read entries (`has`, `shape`, `data`) but not change the index or query it
   * (the tree and scratch space are in use): such a call throws INVALID_ARGUMENT. Collect
   * handles and act once the query has returned.
   */
  filter?: (handle: number, data: T | undefined, shape: Shape) => boolean;
}

/**
 * What {@link SpatialIndex.raycast} and {@link SpatialIndex.raycastAll} report: the entry hit
 * and where.
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * import { SpatialIndex } from '@sepax/query';
 * const index = new SpatialIndex<string>();
 * index.insert(Polygon.box(2, 2, { position: [5, 0] }), { data: 'crate' });
 * const first = index.raycast({ origin: [0, 0], direction: [1, 0] });
 * first?.data; // 'crate'
 * first?.hit.distance; // 4
 * ```
 */
export interface IndexRaycastHit<T> {
  /** The entry's handle. */
  handle: number;
  /** The entry's data. */
  data: T | undefined;
  /** The entry's shape. */
  shape: Shape;
  /** Where the ray meets the shape. */
  hit: RaycastHit;
}

/**
 * What {@link SpatialIndex.sweep} reports: the first entry the moving shape touches and when.
 *
 * @example
 * ```ts
 * import { Circle, Polygon } from '@sepax/core';
 * import { SpatialIndex } from '@sepax/query';
 * const index = new SpatialIndex();
 * index.insert(Polygon.box(1, 10, { position: [5, 0] }));
 * const first = index.sweep(new Circle(0.5), { x: 10, y: 0 });
 * first?.hit.time; // 0.4: the circle stops at x = 4
 * ```
 */
export interface IndexSweepHit<T> {
  /** The entry's handle. */
  handle: number;
  /** The entry's data. */
  data: T | undefined;
  /** The entry's shape. */
  shape: Shape;
  /** When and where the moving shape first touches it. */
  hit: SweepHit;
}

/**
 * Called by {@link SpatialIndex.pairs} for every overlapping pair, `a < b`. The collision
 * object is reused: read (or copy) it inside the callback.
 *
 * @example
 * ```ts
 * import type { PairCallback } from '@sepax/query';
 * const log: PairCallback = (a, b, hit) => console.log(a, b, hit.depth);
 * ```
 */
export type PairCallback = (a: number, b: number, collision: Collision) => void;

/**
 * A dynamic AABB tree over sepax shapes (Box2D's broad phase): insert shapes, tell it when
 * they move, and ask which ones contain a point, overlap a box or a shape, which one a ray or
 * a moving shape hits first, and which pairs overlap.
 *
 * Each entry sits in the tree with a fat box (its box grown by a margin), so a small move
 * costs one comparison in {@link SpatialIndex.update}. Entries are named by handles: small
 * integers, stable until {@link SpatialIndex.remove}. Like Box2D's proxy ids, a removed
 * handle is rejected (`INVALID_HANDLE`) until a later insert reuses the number, so drop your
 * copy when you remove an entry. Results are deterministic: lists come sorted by handle (rays
 * by distance), pairs by (lower handle, higher handle).
 *
 * The index reads a shape's geometry when you insert or update it; move a shape and call
 * `update` before the next query.
 *
 * @typeParam T - the type of the data carried with each entry
 * @example
 * ```ts
 * import { Circle, Polygon } from '@sepax/core';
 * import { SpatialIndex } from '@sepax/query';
 *
 * const index = new SpatialIndex<string>();
 * const ball = new Circle(0.5, { position: [0, 0] });
 * const hBall = index.insert(ball, { data: 'ball' });
 * index.insert(Polygon.box(4, 1, { position: [0, -0.6] }), { data: 'floor' });
 *
 * index.pairs((a, b, hit) => console.log(index.data(a), index.data(b), hit.depth)); // ball floor 0.4
 * ball.translate(0, 3);
 * index.update(hBall);
 * index.queryPoint([0, 3]); // [hBall]
 * ```
 */
export class SpatialIndex<T = unknown> {
  private readonly tree = new AabbTree();
  /**
   * The fat-box margin in world units, or −1 for the default (proportional to each shape). A
   * number either way: `margin ?? fallback` would merge a tagged value with a double, and V8
   * boxes the result (16 B per moved entry).
   */
  private readonly margin: number;
  private readonly cache = new PairCache();
  private shapes: (Shape | undefined)[] = [];
  private datas: (T | undefined)[] = [];
  private category = new Uint32Array(16);
  private mask = new Uint32Array(16);
  /** Tree leaf per handle, NULL_NODE when the handle is free. */
  private leaf = new Int32Array(16).fill(NULL_NODE);
  /** Each entry's tight box as of its last insert/update: 4 numbers per handle. */
  private tight = new Float64Array(64);
  /** Handles that left their fat box since the last `pairs`, and a flag per handle. */
  private moved = new Int32Array(16);
  private movedCount = 0;
  private movedFlag = new Uint8Array(16);
  /**
   * Per handle, the number of the walk (see `walkCount`) before which its fat box last
   * changed. A candidate pair neither of whose fat boxes changed since the last walk kept it
   * still has overlapping fat boxes, so the walk need not read them again.
   */
  private fatChangedBefore = new Int32Array(16);
  /** Entries added by `insert` since the tree was last built top-down (see `settleTree`). */
  private insertedSinceBuild = 0;
  /** How many pair walks have finished. */
  private walkCount = 0;
  private freeHandles: number[] = [];
  private handleCount = 0;
  private live = 0;
  /** Scratch for tree queries, one slot per possible entry. */
  private found = new Int32Array(16);
  private readonly box: AABB = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  /** Scratch boxes as 4 numbers (minX, minY, maxX, maxY) for tree calls, and a fat box. */
  private readonly box4 = new Float64Array(4);
  private readonly fat = new Float64Array(4);
  private readonly point: Vec2 = { x: 0, y: 0 };
  /** The Collision `pairs` hands its callback, which may run `queryShape` (it has its own). */
  private readonly collision = new Collision();
  private readonly queryCollision = new Collision();
  /**
   * A query's filter is running: the query is mid-walk over the tree and its scratch, so
   * the filter may read entries but neither change the index nor start another query.
   */
  private filtering = false;
  /** The shape `queryShape` is testing against, while it runs. */
  private querySubject: Shape | null = null;
  private readonly queryFilter: ReadQueryOptions<T> = { category: 1, mask: ALL_BITS, filter: undefined };
  // State of the cast in progress, read by the bound leaf callbacks below.
  private castRay: Ray | null = null;
  /** The validated ray; its maxDistance shrinks to the nearest hit so far. */
  private readonly leafRay: ReadRay = { ox: 0, oy: 0, ux: 1, uy: 0, maxDistance: 0, fractionScale: 1 };
  private readonly coreHit = new CoreHit();
  private castShape: Shape | null = null;
  private castDelta: Vec2 = { x: 0, y: 0 };
  private castLength = 0;
  private castOptions: QueryOptions<T> | undefined = undefined;
  private castCategory = 1;
  private castMask = ALL_BITS;
  private castBest = -1;
  private castBestValue = Infinity;
  private castAll: IndexRaycastHit<T>[] | null = null;
  /** `pairs` is walking its candidates (it must not be re-entered). */
  private walking = false;
  private sweepHit = new SweepHit();
  private sweepBest = new SweepHit();

  /**
   * @param options - the fat-box margin
   * @throws SepaxError NON_FINITE, INVALID_ARGUMENT (a negative margin)
   */
  constructor(options: SpatialIndexOptions = {}) {
    const margin = readOptions(options, 'SpatialIndex options', '{ margin? }')?.margin;
    if (margin !== undefined) {
      if (typeof margin !== 'number')
        throw new SepaxError(
          'INVALID_ARGUMENT',
          `margin must be a number ≥ 0 (world units); got ${describeValue(margin)}.`,
        );
      if (!Number.isFinite(margin))
        throw new SepaxError('NON_FINITE', `margin is ${margin}; pass a finite number ≥ 0 (world units).`);
      if (margin < 0) throw new SepaxError('INVALID_ARGUMENT', `margin is ${margin}; it must be ≥ 0 (world units).`);
    }
    this.margin = margin ?? -1;
  }

  /** How many entries the index holds. */
  get size(): number {
    return this.live;
  }

  /**
   * Adds a shape and returns its handle.
   * @throws SepaxError INVALID_ARGUMENT (not a shape, bad bits, world geometry beyond core's MAX_COORDINATE or MAX_REACH_PER_SIZE), NON_FINITE (the shape's box is not finite)
   */
  insert(shape: Shape, options: InsertOptions<T> = {}): number {
    this.requireNoFilterRunning('insert');
    const handle = this.prepareEntry(shape, options);
    this.addLeaf(handle, false);
    this.insertedSinceBuild++;
    return handle;
  }

  /**
   * Adds many shapes at once and builds the whole tree top-down: the way to load static
   * level geometry, which then queries faster than after one-by-one insertion. Returns the
   * handles in input order. Nothing is added if any item is rejected. These entries sit in
   * the tree with their tight boxes (Box2D v3 gives static bodies no margin either): rays
   * and queries reach fewer of them; an `update` that moves one gives it a fat box.
   *
   * @example
   * ```ts
   * import { Polygon } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex<string>();
   * const walls = index.build([
   *   { shape: Polygon.box(10, 1, { position: [0, 0] }), data: 'floor' },
   *   { shape: Polygon.box(1, 10, { position: [5, 5] }), data: 'wall' },
   * ]);
   * ```
   * @throws SepaxError as {@link SpatialIndex.insert}
   */
  build(items: readonly ({ shape: Shape } & InsertOptions<T>)[]): number[] {
    this.requireNoFilterRunning('build');
    if (!Array.isArray(items))
      throw new SepaxError('INVALID_ARGUMENT', 'build() takes an array of { shape, data?, category?, mask? }.');
    const handles: number[] = [];
    try {
      for (const item of items) handles.push(this.prepareEntry(item?.shape, item ?? {}));
    } catch (error) {
      for (const handle of handles) this.releaseEntry(handle);
      throw error;
    }
    for (const handle of handles) this.addLeaf(handle, true);
    this.tree.rebuild(this.allLeaves());
    this.insertedSinceBuild = 0;
    return handles;
  }

  /**
   * Re-reads the entry's shape after it moved, turned or scaled. Costs one box comparison
   * while the shape stays inside its fat box; otherwise the entry moves in the tree.
   * Returns whether it moved in the tree.
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * const ball = new Circle(1);
   * const h = index.insert(ball);
   * ball.translate(0.01, 0);
   * index.update(h); // false: still inside its fat box
   * ```
   * @throws SepaxError INVALID_HANDLE, NON_FINITE or INVALID_ARGUMENT (the shape's world geometry out of range, as for insert; the entry is left as it was)
   */
  update(handle: number): boolean {
    this.requireNoFilterRunning('update');
    this.checkHandle(handle);
    // aabb() refreshes the shape's world geometry, which throws (NON_FINITE, or INVALID_ARGUMENT
    // beyond MAX_COORDINATE) before a box out of range comes back: nothing is touched then.
    const next = this.boxArray((this.shapes[handle] as Shape).aabb(this.box));
    if (this.tree.contains(this.leaf[handle], next, 0)) {
      this.setTight(handle, next);
      return false;
    }
    this.moveEntry(handle, next);
    return true;
  }

  /**
   * Takes the entry out of the index.
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * const h = index.insert(new Circle(1));
   * index.remove(h);
   * index.has(h); // false
   * ```
   * @throws SepaxError INVALID_HANDLE
   */
  remove(handle: number): void {
    this.requireNoFilterRunning('remove');
    this.checkHandle(handle);
    this.tree.destroyLeaf(this.leaf[handle]);
    this.releaseEntry(handle);
  }

  /**
   * Whether `handle` names an entry of this index.
   *
   * @example
   * ```ts
   * import { SpatialIndex } from '@sepax/query';
   * new SpatialIndex().has(0); // false
   * ```
   */
  has(handle: number): boolean {
    return Number.isInteger(handle) && handle >= 0 && handle < this.handleCount && this.leaf[handle] !== NULL_NODE;
  }

  /**
   * The entry's shape.
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * const ball = new Circle(1);
   * index.shape(index.insert(ball)) === ball; // true
   * ```
   * @throws SepaxError INVALID_HANDLE
   */
  shape(handle: number): Shape {
    this.checkHandle(handle);
    return this.shapes[handle] as Shape;
  }

  /**
   * The entry's data.
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex<string>();
   * index.data(index.insert(new Circle(1), { data: 'ball' })); // 'ball'
   * ```
   * @throws SepaxError INVALID_HANDLE
   */
  data(handle: number): T | undefined {
    this.checkHandle(handle);
    return this.datas[handle];
  }

  /**
   * Handles of the entries whose shape contains the point (boundary included), ascending.
   * Pass `out` to reuse an array.
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * const h = index.insert(new Circle(1, { position: [3, 0] }));
   * index.queryPoint([3.5, 0]); // [h]
   * ```
   * @throws SepaxError INVALID_ARGUMENT, NON_FINITE
   */
  queryPoint(point: VecLike, options?: QueryOptions<T>, out: number[] = []): number[] {
    this.requireNoFilterRunning('queryPoint');
    this.settleTree();
    const p = readPointInto(point, 'queryPoint point', this.point);
    const box = this.box4; // the zero-size box at p
    box[0] = box[2] = p.x;
    box[1] = box[3] = p.y;
    const count = this.tree.query(box, 0, this.found);
    return this.collect(count, options, out, EXACT_POINT);
  }

  /**
   * Handles of the entries whose bounding box overlaps the region (touching counts),
   * ascending. For an exact test against a box, pass a `Polygon.box` to
   * {@link SpatialIndex.queryShape}.
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * const h = index.insert(new Circle(1, { position: [3, 0] }));
   * index.queryRegion({ minX: 0, minY: 0, maxX: 2, maxY: 1 }); // [h]
   * ```
   * @throws SepaxError INVALID_AABB (min > max), NON_FINITE, INVALID_ARGUMENT
   */
  queryRegion(region: AABB, options?: QueryOptions<T>, out: number[] = []): number[] {
    this.requireNoFilterRunning('queryRegion');
    this.settleTree();
    const r = readRegion(region, this.box);
    const count = this.tree.query(this.boxArray(r), 0, this.found);
    return this.collect(count, options, out, EXACT_REGION);
  }

  /**
   * Handles of the entries whose shape overlaps `shape` (touching counts; exact narrow
   * phase), ascending. `shape` need not be in the index; if it is, it is not reported.
   *
   * @example
   * ```ts
   * import { Circle, Polygon } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * const h = index.insert(Polygon.box(2, 2));
   * index.queryShape(new Circle(1, { position: [1.5, 0] })); // [h]
   * ```
   * @throws SepaxError INVALID_ARGUMENT, NON_FINITE
   */
  queryShape(shape: Shape, options?: QueryOptions<T>, out: number[] = []): number[] {
    this.requireNoFilterRunning('queryShape');
    this.settleTree();
    const query = requireShape(shape, 'queryShape shape');
    const box = query.aabb(this.box);
    const count = this.tree.query(this.boxArray(box), 0, this.found);
    this.querySubject = query;
    try {
      return this.collect(count, options, out, EXACT_SHAPE);
    } finally {
      this.querySubject = null;
    }
  }

  /**
   * The entry a ray hits first, or null. Ties in distance go to the lower handle. A ray that
   * starts inside a shape hits it at distance 0. Pass `out` (with its own `hit`) to reuse
   * one result object: the call then allocates nothing.
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * index.insert(new Circle(1, { position: [5, 0] }));
   * index.raycast({ origin: [0, 0], direction: [1, 0] })?.hit.distance; // 4
   * ```
   * @throws SepaxError INVALID_ARGUMENT, NON_FINITE, ZERO_DIRECTION
   */
  raycast(ray: Ray, options?: QueryOptions<T>, out?: IndexRaycastHit<T>): IndexRaycastHit<T> | null {
    this.requireNoFilterRunning('raycast');
    this.settleTree();
    requireOut(out, isObject, 'raycast(ray, options, out)', 'an object { handle, shape, hit }');
    this.startRay(ray, options, null);
    try {
      this.castRayThroughTree(this.closestRayLeaf);
      const best = this.castBest;
      if (best < 0) return null;
      // The winner's full hit record, computed once on the caller's own ray.
      const shape = this.shapes[best] as Shape;
      const hit = raycastShape(ray, shape, out?.hit) as RaycastHit;
      const result = out ?? ({} as IndexRaycastHit<T>);
      result.handle = best;
      result.data = this.datas[best];
      result.shape = shape;
      result.hit = hit;
      return result;
    } finally {
      this.endCast();
    }
  }

  /**
   * Every entry a ray hits, nearest first (ties by handle).
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * index.insert(new Circle(1, { position: [5, 0] }));
   * index.insert(new Circle(1, { position: [9, 0] }));
   * index.raycastAll({ origin: [0, 0], direction: [1, 0] }).map((h) => h.hit.distance); // [4, 8]
   * ```
   * @throws SepaxError INVALID_ARGUMENT, NON_FINITE, ZERO_DIRECTION
   */
  raycastAll(ray: Ray, options?: QueryOptions<T>): IndexRaycastHit<T>[] {
    this.requireNoFilterRunning('raycastAll');
    const all: IndexRaycastHit<T>[] = [];
    this.settleTree();
    this.startRay(ray, options, all);
    try {
      this.castRayThroughTree(this.everyRayLeaf);
    } finally {
      this.endCast();
    }
    return all.sort((p, q) => p.hit.distance - q.hit.distance || p.handle - q.handle);
  }

  /**
   * The entry a shape moving by `delta` touches first, or null (ties in time go to the lower
   * handle). The moving shape itself is skipped if it is in the index. An entry it already
   * overlaps is hit at time 0.
   *
   * @example
   * ```ts
   * import { Circle, Polygon } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * index.insert(Polygon.box(1, 10, { position: [5, 0] }));
   * const ball = new Circle(0.5);
   * const first = index.sweep(ball, { x: 10, y: 0 });
   * if (first) ball.translate(10 * first.hit.time, 0); // now touching the wall
   * ```
   * @throws SepaxError INVALID_ARGUMENT, NON_FINITE
   */
  sweep(shape: Shape, delta: VecLike, options?: QueryOptions<T>): IndexSweepHit<T> | null {
    this.requireNoFilterRunning('sweep');
    this.settleTree();
    const moving = requireShape(shape, 'sweep shape');
    const d = readPointInto(delta, 'sweep delta', this.castDelta);
    const box = moving.aabb(this.box);
    this.startCast(options);
    this.castShape = moving;
    try {
      const hx = 0.5 * (box.maxX - box.minX);
      const hy = 0.5 * (box.maxY - box.minY);
      const segment = this.tree.castSegment;
      segment[CAST_X] = box.minX + hx;
      segment[CAST_Y] = box.minY + hy;
      segment[CAST_TX] = d.x;
      segment[CAST_TY] = d.y;
      segment[CAST_HX] = hx;
      segment[CAST_HY] = hy;
      segment[CAST_MAX_FRACTION] = 1;
      this.tree.cast(this.firstSweepLeaf);
      const best = this.castBest;
      if (best < 0) return null;
      return {
        handle: best,
        data: this.datas[best],
        shape: this.shapes[best] as Shape,
        hit: copySweepHit(this.sweepBest),
      };
    } finally {
      this.endCast();
    }
  }

  /**
   * Calls `callback(a, b, collision)` for every pair of entries whose shapes overlap
   * (touching counts) and whose category/mask bits accept each other, once per pair with
   * `a < b`, in ascending (a, b) order. Returns the number of pairs. The `Collision` is
   * reused between calls: read it in the callback. The callback may move shapes and call
   * `update`, `remove`, `insert` and the queries: the rest of the walk sees the entries as
   * they are then, and pairs that a move or an insert creates are reported from the next call.
   * Allocates nothing itself once warmed up.
   *
   * Only entries that left their fat boxes since the last call are looked up in the tree;
   * the other candidate pairs are remembered (Box2D's pair cache).
   *
   * @example
   * ```ts
   * import { Circle } from '@sepax/core';
   * import { SpatialIndex } from '@sepax/query';
   * const index = new SpatialIndex();
   * const a = new Circle(1);
   * const b = new Circle(1, { position: [1.5, 0] });
   * index.insert(a);
   * index.insert(b);
   * index.pairs((ha, hb, hit) => b.translate(hit.mtv.x, hit.mtv.y)); // pushes b out of a
   * ```
   */
  pairs(callback: PairCallback): number {
    this.requireNoFilterRunning('pairs');
    if (typeof callback !== 'function')
      throw new SepaxError('INVALID_ARGUMENT', 'pairs() takes a callback (a, b, collision) => void.');
    if (this.walking)
      throw new SepaxError(
        'INVALID_ARGUMENT',
        'pairs() was called from its own callback; collect what you need and call it again afterwards.',
      );
    this.settleTree();
    this.findNewPairs();
    return this.walkPairs(callback);
  }

  // ── entries ────────────────────────────────────────────────────────────────────────

  /** Validates everything, then claims a handle and stores the entry (not yet in the tree). */
  private prepareEntry(shape: Shape, options: InsertOptions<T>): number {
    const checked = requireShape(shape, 'insert shape');
    readOptions(options, 'insert options', '{ data?, category?, mask? }');
    const category = readBits(options.category, 1, 'category');
    const mask = readBits(options.mask, ALL_BITS, 'mask');
    const box = checked.aabb(this.box);
    const handle = this.claimHandle();
    this.shapes[handle] = checked;
    this.datas[handle] = options.data;
    this.category[handle] = category;
    this.mask[handle] = mask;
    this.setTight(handle, this.boxArray(box));
    return handle;
  }

  /**
   * Moves an entry that left its fat box to its new tight box `next`. Apart from `update`
   * (the common case, which the caller's loop should inline whole, its coordinate checks
   * included) because most updates never get here.
   */
  private moveEntry(handle: number, next: Float64Array): void {
    // The fat box looks ahead along the move from the old tight box to the new one.
    const fat = this.writeFatBox(handle, next, 0);
    this.setTight(handle, next);
    this.tree.moveLeaf(this.leaf[handle], fat, 0);
    this.markMoved(handle);
  }

  /**
   * Puts a prepared entry into the tree with its fat box; `pairs` will look it up. An entry
   * loaded by `build` instead gets its tight box and stays out of the hierarchy: `build`
   * then builds the whole tree top-down (inserting each one first would be wasted work).
   */
  private addLeaf(handle: number, built: boolean): void {
    const tree = this.tree;
    this.leaf[handle] = built
      ? tree.createDetachedLeaf(handle, this.tight, 4 * handle)
      : tree.createLeaf(handle, this.writeFatBox(handle, this.tight, 4 * handle), 0);
    this.markMoved(handle);
  }

  private releaseEntry(handle: number): void {
    this.leaf[handle] = NULL_NODE;
    this.shapes[handle] = undefined;
    this.datas[handle] = undefined;
    this.freeHandles.push(handle);
    this.live--;
  }

  private claimHandle(): number {
    this.live++;
    // Reuse the most recently freed number first (Box2D's free list).
    const reused = this.freeHandles.pop();
    if (reused !== undefined) {
      this.leaf[reused] = NULL_NODE - 1; // claimed, not yet in the tree
      return reused;
    }
    const handle = this.handleCount;
    if (handle >= PAIR_KEY_BASE) {
      this.live--;
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `A SpatialIndex holds at most ${PAIR_KEY_BASE} entries; split the world into several indexes.`,
      );
    }
    if (handle === this.leaf.length) this.growHandles(2 * handle);
    this.handleCount++;
    this.leaf[handle] = NULL_NODE - 1;
    return handle;
  }

  private growHandles(capacity: number): void {
    this.category = resizeU32(this.category, capacity);
    this.mask = resizeU32(this.mask, capacity);
    const oldLength = this.leaf.length;
    this.leaf = resizeI32(this.leaf, capacity);
    this.leaf.fill(NULL_NODE, oldLength);
    this.tight = resizeF64(this.tight, 4 * capacity);
    this.moved = resizeI32(this.moved, capacity);
    this.movedFlag = resizeU8(this.movedFlag, capacity);
    this.fatChangedBefore = resizeI32(this.fatChangedBefore, capacity);
    this.found = new Int32Array(capacity);
  }

  private checkHandle(handle: number): void {
    if (!this.has(handle)) {
      throw new SepaxError(
        'INVALID_HANDLE',
        `Handle ${describeValue(handle)} is not in this index (never returned by insert/build, or already removed); use the handle insert() returned.`,
        { handle },
      );
    }
  }

  private setTight(handle: number, box: Float64Array): void {
    const t = this.tight;
    const o = 4 * handle;
    t[o] = box[0];
    t[o + 1] = box[1];
    t[o + 2] = box[2];
    t[o + 3] = box[3];
  }

  /** Copies a box into the 4-number scratch that tree calls take (see AabbTree on why). */
  private boxArray(box: AABB): Float64Array {
    const a = this.box4;
    a[0] = box.minX;
    a[1] = box.minY;
    a[2] = box.maxX;
    a[3] = box.maxY;
    return a;
  }

  /**
   * Writes the fat box for the entry's new tight box `next[n…n+3]` into `this.fat`: grown by
   * the margin and stretched on the side it is moving to by MOTION_PREDICTION times the move
   * of its centre since the stored tight box (none when `next` is that box).
   */
  private writeFatBox(handle: number, next: Float64Array, n: number): Float64Array {
    const t = this.tight;
    const o = 4 * handle;
    const minX = next[n];
    const minY = next[n + 1];
    const maxX = next[n + 2];
    const maxY = next[n + 3];
    // Twice the centre's displacement, hence the half.
    const aheadX = 0.5 * MOTION_PREDICTION * (minX + maxX - t[o] - t[o + 2]);
    const aheadY = 0.5 * MOTION_PREDICTION * (minY + maxY - t[o + 1] - t[o + 3]);
    const m = this.margin >= 0 ? this.margin : DEFAULT_MARGIN_RATIO * Math.max(maxX - minX, maxY - minY);
    const fat = this.fat;
    fat[0] = minX - m + Math.min(aheadX, 0);
    fat[1] = minY - m + Math.min(aheadY, 0);
    fat[2] = maxX + m + Math.max(aheadX, 0);
    fat[3] = maxY + m + Math.max(aheadY, 0);
    return fat;
  }

  /**
   * One-by-one insertion leaves a tree about twice as costly to query as a top-down build
   * (measured at 10k entries: 87 against 40 nodes visited per broad-phase lookup), and
   * moves keep whatever quality the tree has. So when at least half the entries came by
   * `insert` since the last full build, the next query or `pairs` rebuilds the tree top-down
   * first: O(n log n) once, about the cost of the inserts themselves, paid back by every
   * later lookup.
   */
  private settleTree(): void {
    if (this.insertedSinceBuild < SETTLE_MIN_INSERTS || 2 * this.insertedSinceBuild < this.live) return;
    this.tree.rebuild(this.allLeaves());
    this.insertedSinceBuild = 0;
  }

  private allLeaves(): Int32Array {
    const leaves = new Int32Array(this.live);
    let n = 0;
    for (let h = 0; h < this.handleCount; h++) if (this.leaf[h] >= 0) leaves[n++] = this.leaf[h];
    return leaves;
  }

  private markMoved(handle: number): void {
    // A move from inside the pairs callback counts for the next walk as well (pairs already
    // walked in this one were judged on the old box).
    this.fatChangedBefore[handle] = this.walking ? this.walkCount + 1 : this.walkCount;
    if (this.movedFlag[handle] === 1) return;
    this.movedFlag[handle] = 1;
    this.moved[this.movedCount++] = handle;
  }

  // ── filtering ──────────────────────────────────────────────────────────────────────

  private tightOverlaps(handle: number, box: AABB): boolean {
    const t = this.tight;
    const o = 4 * handle;
    return t[o] <= box.maxX && box.minX <= t[o + 2] && t[o + 1] <= box.maxY && box.minY <= t[o + 3];
  }

  private tightContains(handle: number, p: Vec2): boolean {
    const t = this.tight;
    const o = 4 * handle;
    return t[o] <= p.x && p.x <= t[o + 2] && t[o + 1] <= p.y && p.y <= t[o + 3];
  }

  /**
   * The predicate's word on a candidate that passed the bits (checked by every caller first)
   * and the exact test. No bit sets as arguments: a mask of 0xFFFFFFFF is no small integer,
   * and V8 boxes it for a call it does not inline.
   */
  private accepts(handle: number, filter: QueryOptions<T>['filter']): boolean {
    if (filter === undefined) return true;
    this.filtering = true;
    try {
      return filter(handle, this.datas[handle], this.shapes[handle] as Shape) === true;
    } finally {
      this.filtering = false;
    }
  }

  /** Rejects a change or a query from inside a query's filter (see `filtering`). */
  private requireNoFilterRunning(what: string): void {
    if (this.filtering) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `${what}() was called from a query's filter, which runs mid-query; a filter may read entries (has, shape, data) only: collect the handles and act on them once the query has returned.`,
      );
    }
  }

  /**
   * Keeps the candidates that pass the exact test and the filters, sorted by handle. The
   * test is named, not a closure, so a query allocates nothing but its result.
   */
  private collect(count: number, options: QueryOptions<T> | undefined, out: number[], exact: ExactTest): number[] {
    const { category, mask, filter } = readQueryOptions(options, this.queryFilter);
    requireOut(out, Array.isArray, 'query', 'an array of handles');
    const found = this.found;
    sortPrefix(found, count);
    // Written by index and trimmed once: `out.length = 0` would drop the array's storage.
    let n = 0;
    for (let i = 0; i < count; i++) {
      const handle = found[i];
      if ((this.category[handle] & mask) === 0 || (category & this.mask[handle]) === 0) continue;
      if (this.passesExact(handle, exact) && this.accepts(handle, filter)) out[n++] = handle;
    }
    out.length = n;
    return out;
  }

  /** The exact test of a query: against `this.point`, the region in `this.box`, or `querySubject`. */
  private passesExact(handle: number, exact: ExactTest): boolean {
    if (exact === EXACT_POINT) {
      const p = this.point;
      return this.tightContains(handle, p) && pointInPartsAt(p, this.shapes[handle] as QueryShape);
    }
    if (exact === EXACT_REGION) return this.tightOverlaps(handle, this.box);
    const other = this.shapes[handle] as Shape;
    const query = this.querySubject as Shape;
    return (
      other !== query && this.tightOverlaps(handle, this.box) && collide(query, other, this.queryCollision) !== null
    );
  }

  // ── casts ──────────────────────────────────────────────────────────────────────────

  private startCast(options: QueryOptions<T> | undefined): void {
    const { category, mask } = readQueryOptions(options, this.queryFilter);
    this.castOptions = options;
    this.castCategory = category;
    this.castMask = mask;
    this.castBest = -1;
    this.castBestValue = Infinity;
  }

  private endCast(): void {
    this.castRay = null;
    this.castShape = null;
    this.castOptions = undefined;
    this.castAll = null;
  }

  private startRay(ray: Ray, options: QueryOptions<T> | undefined, all: IndexRaycastHit<T>[] | null): void {
    readRay(ray, this.leafRay);
    this.startCast(options);
    this.castRay = ray;
    this.castAll = all;
  }

  /**
   * Runs the tree cast along the ray's segment. An unbounded ray is cut where it leaves the
   * tree's root box: nothing lies beyond.
   */
  private castRayThroughTree(callback: CastCallback): void {
    const r = this.leafRay;
    this.measureCastLength();
    const length = this.castLength;
    const segment = this.tree.castSegment;
    segment[CAST_X] = r.ox;
    segment[CAST_Y] = r.oy;
    segment[CAST_TX] = r.ux * length;
    segment[CAST_TY] = r.uy * length;
    segment[CAST_HX] = 0;
    segment[CAST_HY] = 0;
    segment[CAST_MAX_FRACTION] = 1;
    this.tree.cast(callback);
  }

  /**
   * Sets castLength: the ray's maxDistance, or less, a distance from its origin beyond which
   * no point of the root box lies. Stored, not returned: a returned double is boxed.
   */
  private measureCastLength(): void {
    const r = this.leafRay;
    const root = this.tree.root;
    if (root === NULL_NODE) {
      this.castLength = 0;
      return;
    }
    const b = this.tree.bounds;
    const o = 4 * root;
    const dx = Math.max(Math.abs(r.ox - b[o]), Math.abs(r.ox - b[o + 2]));
    const dy = Math.max(Math.abs(r.oy - b[o + 1]), Math.abs(r.oy - b[o + 3]));
    // A hair beyond, so the segment's end is never exactly on the far boundary.
    // sqrt, not Math.hypot: V8's hypot allocates. Boxes are finite, so dx² + dy² may only
    // overflow past 1e154, where Infinity is still a correct (if useless) bound.
    this.castLength = Math.min(r.maxDistance, Math.sqrt(dx * dx + dy * dy) * (1 + 1e-9) + Number.MIN_VALUE);
  }

  /** Leaf callback of `raycast`: tests the shape, keeps the nearest, clips the cast to it. */
  private readonly closestRayLeaf = (handle: number): void => {
    if (!this.rayLeafHits(handle)) return;
    const distance = this.coreHit.distance;
    if (distance < this.castBestValue || (distance === this.castBestValue && handle < this.castBest)) {
      this.castBest = handle;
      this.castBestValue = distance;
      // Later leaves need only be tested up to this distance (ties still count).
      this.leafRay.maxDistance = distance;
    }
    const segment = this.tree.castSegment;
    if (this.castLength > 0)
      segment[CAST_MAX_FRACTION] = Math.min(segment[CAST_MAX_FRACTION], this.castBestValue / this.castLength);
  };

  /** Leaf callback of `raycastAll`: records every hit, never clips. */
  private readonly everyRayLeaf = (handle: number): void => {
    if (this.rayLeafHits(handle)) {
      const shape = this.shapes[handle] as Shape;
      const hit = raycastShape(this.castRay as Ray, shape) as RaycastHit;
      (this.castAll as IndexRaycastHit<T>[]).push({ handle, data: this.datas[handle], shape, hit });
    }
  };

  /** Bits, exact cast (into `coreHit`), then the predicate. */
  private rayLeafHits(handle: number): boolean {
    if ((this.category[handle] & this.castMask) === 0 || (this.castCategory & this.mask[handle]) === 0) return false;
    if (!castShape(this.leafRay, this.shapes[handle] as QueryShape, this.coreHit)) return false;
    return this.accepts(handle, this.castOptions?.filter);
  }

  /** Leaf callback of `sweep`: tests the target, keeps the earliest, clips the cast to it. */
  private readonly firstSweepLeaf = (handle: number): void => {
    const target = this.shapes[handle] as Shape;
    if (target === this.castShape) return;
    if ((this.category[handle] & this.castMask) === 0 || (this.castCategory & this.mask[handle]) === 0) return;
    const hit = sweepShape(this.castShape as Shape, this.castDelta, target, this.sweepHit);
    if (hit === null || !this.accepts(handle, this.castOptions?.filter)) return;
    if (hit.time < this.castBestValue || (hit.time === this.castBestValue && handle < this.castBest)) {
      this.castBest = handle;
      this.castBestValue = hit.time;
      this.sweepHit = this.sweepBest;
      this.sweepBest = hit;
    }
    const segment = this.tree.castSegment;
    segment[CAST_MAX_FRACTION] = Math.min(segment[CAST_MAX_FRACTION], this.castBestValue);
  };

  // ── pairs ──────────────────────────────────────────────────────────────────────────

  /** Looks up every entry that moved in the tree and records its fat-box neighbours. */
  private findNewPairs(): void {
    const tree = this.tree;
    const b = tree.bounds;
    for (let i = 0; i < this.movedCount; i++) {
      const handle = this.moved[i];
      this.movedFlag[handle] = 0;
      const leaf = this.leaf[handle];
      if (leaf < 0) continue;
      const o = 4 * leaf;
      const count = tree.query(b, o, this.found);
      for (let k = 0; k < count; k++) {
        const other = this.found[k];
        // A moved entry still to come will find this pair itself (Box2D's rule against duplicates).
        if (other === handle || this.movedFlag[other] === 1) continue;
        if (this.bitsAccept(handle, other)) this.cache.addFresh(handle, other);
      }
    }
    this.movedCount = 0;
    this.cache.mergeFresh();
  }

  /**
   * Walks the sorted candidates: drops those whose entries are gone or whose fat boxes
   * parted, tests the rest exactly and reports the overlapping ones.
   */
  private walkPairs(callback: PairCallback): number {
    const cache = this.cache;
    const keys = cache.keys;
    const count = cache.count;
    const hit = this.collision;
    let kept = 0;
    let next = 0;
    let reported = 0;
    this.walking = true;
    try {
      while (next < count) {
        const key = keys[next++];
        const a = pairLow(key);
        const b = pairHigh(key);
        if (!this.bothLive(a, b)) continue;
        // Tight boxes lie inside fat ones: when the tight boxes meet, the fat ones do too. And
        // fat boxes that did not change since the last walk kept the pair still overlap. Only
        // the rest costs a read of the fat boxes (a random access into the tree per pair).
        const touching = boxesOverlap(this.tight, 4 * a, 4 * b);
        if (!touching && this.fatChanged(a, b) && !boxesOverlap(this.tree.bounds, 4 * this.leaf[a], 4 * this.leaf[b]))
          continue;
        keys[kept++] = key;
        if (touching && collide(this.shapes[a] as Shape, this.shapes[b] as Shape, hit) !== null) {
          reported++;
          callback(a, b, hit);
        }
      }
    } finally {
      // If the callback threw, keep the pairs not yet walked (no duplicates, none lost).
      keys.copyWithin(kept, next, count);
      cache.count = kept + (count - next);
      this.walking = false;
      this.walkCount++;
    }
    return reported;
  }

  private fatChanged(a: number, b: number): boolean {
    const walk = this.walkCount;
    return this.fatChangedBefore[a] >= walk || this.fatChangedBefore[b] >= walk;
  }

  /** Both entries are still in the index, and their bits still accept each other. */
  private bothLive(a: number, b: number): boolean {
    return this.leaf[a] >= 0 && this.leaf[b] >= 0 && this.bitsAccept(a, b);
  }

  private bitsAccept(a: number, b: number): boolean {
    return (this.category[a] & this.mask[b]) !== 0 && (this.category[b] & this.mask[a]) !== 0;
  }
}

/** Whether the boxes at `boxes[p…p+3]` and `boxes[q…q+3]` (minX, minY, maxX, maxY) overlap; touching counts. */
function boxesOverlap(boxes: Float64Array, p: number, q: number): boolean {
  return (
    boxes[p] <= boxes[q + 2] && boxes[q] <= boxes[p + 2] && boxes[p + 1] <= boxes[q + 3] && boxes[q + 1] <= boxes[p + 3]
  );
}

/** Which exact test `collect` applies. */
type ExactTest = 0 | 1 | 2;
const EXACT_POINT = 0;
const EXACT_REGION = 1;
const EXACT_SHAPE = 2;

/** Validated query options. */
interface ReadQueryOptions<T> {
  category: number;
  mask: number;
  filter: QueryOptions<T>['filter'];
}

/** Validates query options into `out` (defaults filled in), all before anything else runs. */
function readQueryOptions<T>(options: QueryOptions<T> | undefined, out: ReadQueryOptions<T>): ReadQueryOptions<T> {
  readOptions(options, 'query options', '{ category?, mask?, filter? }');
  const filter = options?.filter;
  if (filter !== undefined && typeof filter !== 'function')
    throw new SepaxError('INVALID_ARGUMENT', 'filter must be a function (handle, data, shape) => boolean.');
  out.category = readBits(options?.category, 1, 'category');
  out.mask = readBits(options?.mask, ALL_BITS, 'mask');
  out.filter = filter;
  return out;
}

/** Sorts the first `count` entries ascending without allocating (insertion sort: query results are short). */
function sortPrefix(a: Int32Array, count: number): void {
  if (count > 64) {
    a.subarray(0, count).sort();
    return;
  }
  for (let i = 1; i < count; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

function readBits(value: unknown, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > ALL_BITS) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} is ${describeValue(value)}; it must be an integer bit set in [0, 0xFFFFFFFF].`,
    );
  }
  return value;
}

/** Throws unless one bound of a region is a finite number (no array literal: nothing allocated). */
function requireFiniteBound(v: unknown, region: AABB): void {
  if (typeof v !== 'number')
    throw new SepaxError('INVALID_ARGUMENT', 'region must be { minX, minY, maxX, maxY } with numbers.');
  if (!Number.isFinite(v)) {
    throw new SepaxError(
      'NON_FINITE',
      `region has a non-finite bound (${region.minX}, ${region.minY}, ${region.maxX}, ${region.maxY}); pass finite numbers.`,
    );
  }
}

function readRegion(region: AABB, out: AABB): AABB {
  if (region === null || typeof region !== 'object')
    throw new SepaxError('INVALID_ARGUMENT', 'region must be { minX, minY, maxX, maxY }.');
  const { minX, minY, maxX, maxY } = region;
  requireFiniteBound(minX, region);
  requireFiniteBound(minY, region);
  requireFiniteBound(maxX, region);
  requireFiniteBound(maxY, region);
  if (minX > maxX || minY > maxY) {
    throw new SepaxError(
      'INVALID_AABB',
      `region is inverted (min ${minX}, ${minY} > max ${maxX}, ${maxY}); swap the bounds.`,
    );
  }
  out.minX = minX;
  out.minY = minY;
  out.maxX = maxX;
  out.maxY = maxY;
  return out;
}

function copySweepHit(hit: SweepHit): SweepHit {
  return Object.assign(new SweepHit(), hit, { point: { ...hit.point }, normal: { ...hit.normal } });
}

function resizeU32(a: Uint32Array<ArrayBuffer>, length: number): Uint32Array<ArrayBuffer> {
  const b = new Uint32Array(length);
  b.set(a.subarray(0, Math.min(a.length, length)));
  return b;
}

function resizeU8(a: Uint8Array<ArrayBuffer>, length: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(length);
  b.set(a.subarray(0, Math.min(a.length, length)));
  return b;
}
