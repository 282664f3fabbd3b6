import type { Collision, Shape } from '@sepax/core';
import type { RaycastHit } from './raycast.js';
import type { SweepHit } from './sweep.js';

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
   * a fixed fraction of each shape's larger extent, so it needs no tuning to the world's
   * units (chosen on the query-broadphase bench suite). Entries loaded with
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
