import { type AABB, SepaxError, type Shape, type VecLike } from '@sepax/core';
import { describeValue, readOptions } from '@sepax/core/internal';
import { EntryStore } from './entry-store.js';
import { IndexCast } from './index-cast.js';
import { ALL_BITS, FilterGuard, readBits } from './index-filter.js';
import { IndexLookup } from './index-lookup.js';
import { requireShape } from './input.js';
import { PairWalk } from './pair-walk.js';
import type { Ray } from './ray.js';
import type {
  IndexRaycastHit,
  IndexSweepHit,
  InsertOptions,
  PairCallback,
  QueryOptions,
  SpatialIndexOptions,
} from './spatial-index-types.js';

/**
 * A dynamic AABB tree over sepax shapes (Box2D's broad phase): insert shapes, tell it when
 * they move, and ask which ones contain a point, overlap a box or a shape, which one a ray or
 * a moving shape hits first, and which pairs overlap.
 *
 * Each entry sits in the tree with a fat box (its box grown by a margin), so a small move
 * costs one comparison in {@link SpatialIndex.update}; a `Chain` sits there segment by
 * segment, so a long terrain is reached only where a query is, and is reported once. Entries are named by handles: small
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
  private readonly store: EntryStore<T>;
  private readonly guard: FilterGuard<T>;
  private readonly lookup: IndexLookup<T>;
  private readonly cast: IndexCast<T>;
  private readonly walk: PairWalk<T>;

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
    this.store = new EntryStore<T>(margin ?? -1);
    this.guard = new FilterGuard(this.store);
    this.lookup = new IndexLookup(this.store, this.guard);
    this.cast = new IndexCast(this.store, this.guard);
    this.walk = new PairWalk(this.store);
  }

  /** How many entries the index holds. */
  get size(): number {
    return this.store.live;
  }

  /**
   * Adds a shape and returns its handle.
   * @throws SepaxError INVALID_ARGUMENT (not a shape, bad bits, world geometry beyond core's MAX_COORDINATE or MAX_REACH_PER_SIZE), NON_FINITE (the shape's box is not finite)
   */
  insert(shape: Shape, options: InsertOptions<T> = {}): number {
    this.guard.requireIdle('insert');
    const handle = this.#prepare(shape, options);
    this.store.addLeaves(handle, false);
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
    this.guard.requireIdle('build');
    if (!Array.isArray(items))
      throw new SepaxError('INVALID_ARGUMENT', 'build() takes an array of { shape, data?, category?, mask? }.');
    const handles: number[] = [];
    try {
      for (const item of items) handles.push(this.#prepare(item?.shape, item ?? {}));
    } catch (error) {
      for (const handle of handles) this.store.release(handle);
      throw error;
    }
    for (const handle of handles) this.store.addLeaves(handle, true);
    this.store.rebuildTree();
    return handles;
  }

  /**
   * Re-reads the entry's shape after it moved, turned or scaled. Costs one box comparison
   * while the shape stays inside its fat box; otherwise the entry moves in the tree, which
   * the next query or `pairs` call does for every such entry at once, neighbours one after
   * another. Returns whether it moves in the tree.
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
    this.guard.requireIdle('update');
    this.store.checkHandle(handle);
    return this.store.update(handle);
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
    this.guard.requireIdle('remove');
    this.store.checkHandle(handle);
    this.store.remove(handle);
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
    return this.store.has(handle);
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
    this.store.checkHandle(handle);
    return this.store.shapes[handle] as Shape;
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
    this.store.checkHandle(handle);
    return this.store.datas[handle];
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
    this.guard.requireIdle('queryPoint');
    this.store.settleTree();
    return this.lookup.byPoint(point, options, out);
  }

  /**
   * Handles of the entries whose bounding box (a chain's: one of its segments') overlaps the
   * region (touching counts), ascending. For an exact test against a box, pass a `Polygon.box` to
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
    this.guard.requireIdle('queryRegion');
    this.store.settleTree();
    return this.lookup.byRegion(region, options, out);
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
    this.guard.requireIdle('queryShape');
    this.store.settleTree();
    return this.lookup.byShape(shape, options, out);
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
    this.guard.requireIdle('raycast');
    this.store.settleTree();
    return this.cast.closest(ray, options, out);
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
    this.guard.requireIdle('raycastAll');
    this.store.settleTree();
    return this.cast.every(ray, options);
  }

  /**
   * The entry a shape moving by `delta` touches first, or null (ties in time go to the lower
   * handle). The moving shape itself is skipped if it is in the index. An entry it already
   * overlaps is hit at time 0. Pass `out` (with its own `hit`) to reuse one result object.
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
  sweep(shape: Shape, delta: VecLike, options?: QueryOptions<T>, out?: IndexSweepHit<T>): IndexSweepHit<T> | null {
    this.guard.requireIdle('sweep');
    this.store.settleTree();
    return this.cast.sweep(shape, delta, options, out);
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
   * the other candidate pairs are remembered (Box2D's pair cache). A pair whose entries were
   * both left alone (no `update`) since before the previous call is reported from the
   * `Collision` found then, without the narrow phase: a resting pile or a tile map costs
   * little. So call `update` whenever a shape changed, as for every query.
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
    this.guard.requireIdle('pairs');
    if (typeof callback !== 'function')
      throw new SepaxError('INVALID_ARGUMENT', 'pairs() takes a callback (a, b, collision) => void.');
    if (this.walk.walking)
      throw new SepaxError(
        'INVALID_ARGUMENT',
        'pairs() was called from its own callback; collect what you need and call it again afterwards.',
      );
    this.store.settleTree();
    return this.walk.run(callback);
  }

  /** Validates everything, then claims a handle and stores the entry (not yet in the tree). */
  #prepare(shape: Shape, options: InsertOptions<T>): number {
    const checked = requireShape(shape, 'insert shape');
    readOptions(options, 'insert options', '{ data?, category?, mask? }');
    const category = readBits(options.category, 1, 'category');
    const mask = readBits(options.mask, ALL_BITS, 'mask');
    return this.store.prepare(checked, options.data, category, mask);
  }
}
