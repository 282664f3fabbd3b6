import type { Chain, Shape, Vec2, VecLike } from '@sepax/core';
import { requireOut } from '@sepax/core/internal';
import {
  CAST_HX,
  CAST_HY,
  CAST_MAX_FRACTION,
  CAST_TX,
  CAST_TY,
  CAST_X,
  CAST_Y,
  type CastCallback,
  NULL_NODE,
} from './aabb-tree.js';
import { CoreHit } from './core-hit.js';
import type { EntryStore } from './entry-store.js';
import { ALL_BITS, type FilterGuard, type ReadQueryOptions, readQueryOptions } from './index-filter.js';
import { readPointInto, requireShape } from './input.js';
import type { QueryShape } from './input.js';
import { type Ray, type ReadRay, readRay } from './ray.js';
import { castChainSegment, castShape, raycast as raycastShape, type RaycastHit } from './raycast.js';
import type { IndexRaycastHit, IndexSweepHit, QueryOptions } from './spatial-index-types.js';
import { sweep as sweepShape, SweepHit } from './sweep.js';

/**
 * The index's casts: `raycast` (closest), `raycastAll` and `sweep` (first hit). Each runs the
 * tree's segment cast with a leaf callback bound once (no closure per call); the state of the
 * cast in flight lives here for those callbacks to read.
 *
 *   start:  validate the ray (or the moving shape and its delta) and the options
 *   cast:   the tree visits the leaves along the segment in no particular order; each leaf
 *           tests its entry exactly and, for the closest hit, clips the segment to it
 *   finish: the winner's full record, computed once on the caller's own ray
 *
 * A chain's segments are leaves of their own: a ray tests the segments it passes, and a
 * chain is reported once (raycastAll, sweep: its first segment reached stands for all).
 * @internal
 */
export class IndexCast<T> {
  private readonly options: ReadQueryOptions<T> = { category: 1, mask: ALL_BITS, filter: undefined };
  private ray: Ray | null = null;
  /** The validated ray; its maxDistance shrinks to the nearest hit so far. */
  private readonly leafRay: ReadRay = { ox: 0, oy: 0, ux: 1, uy: 0, maxDistance: 0, fractionScale: 1 };
  private readonly coreHit = new CoreHit();
  private moving: Shape | null = null;
  private readonly delta: Vec2 = { x: 0, y: 0 };
  /** The tree segment's length (see measureCastLength). */
  private castLength = 0;
  private best = -1;
  private bestValue = Infinity;
  private all: IndexRaycastHit<T>[] | null = null;
  private sweepHit = new SweepHit();
  private sweepBest = new SweepHit();
  /** Per handle, the number of the last cast that reported it (a chain is reported once). */
  private reported = new Int32Array(16);
  /** Per chain handle, the cast that last asked the filter about it, and the answer. */
  private judged = new Int32Array(16);
  private verdict = new Uint8Array(16);
  private castNumber = 0;

  constructor(
    private readonly store: EntryStore<T>,
    private readonly guard: FilterGuard<T>,
  ) {}

  /** The entry a ray hits first, or null; see SpatialIndex.raycast. */
  closest(ray: Ray, options: QueryOptions<T> | undefined, out?: IndexRaycastHit<T>): IndexRaycastHit<T> | null {
    requireOut(out, isObject, 'raycast(ray, options, out)', 'an object { handle, shape, hit }');
    this.startRay(ray, options, null);
    try {
      this.castRayThroughTree(this.closestRayLeaf);
      const best = this.best;
      if (best < 0) return null;
      const shape = this.store.shapes[best] as Shape;
      const hit = raycastShape(ray, shape, out?.hit) as RaycastHit;
      const result = out ?? ({} as IndexRaycastHit<T>);
      result.handle = best;
      result.data = this.store.datas[best];
      result.shape = shape;
      result.hit = hit;
      return result;
    } finally {
      this.end();
    }
  }

  /** Every entry a ray hits, nearest first; see SpatialIndex.raycastAll. */
  every(ray: Ray, options: QueryOptions<T> | undefined): IndexRaycastHit<T>[] {
    const all: IndexRaycastHit<T>[] = [];
    this.startRay(ray, options, all);
    try {
      this.castRayThroughTree(this.everyRayLeaf);
    } finally {
      this.end();
    }
    return all.sort((p, q) => p.hit.distance - q.hit.distance || p.handle - q.handle);
  }

  /** The entry a moving shape touches first, or null; see SpatialIndex.sweep. */
  sweep(
    shape: Shape,
    delta: VecLike,
    options: QueryOptions<T> | undefined,
    out?: IndexSweepHit<T>,
  ): IndexSweepHit<T> | null {
    const moving = requireShape(shape, 'sweep shape');
    const d = readPointInto(delta, 'sweep delta', this.delta);
    requireOut(out, isObject, 'sweep(shape, delta, options, out)', 'an object { handle, shape, hit }');
    const box = moving.aabb(this.store.box);
    this.start(options);
    this.moving = moving;
    try {
      const hx = 0.5 * (box.maxX - box.minX);
      const hy = 0.5 * (box.maxY - box.minY);
      const segment = this.store.tree.castSegment;
      segment[CAST_X] = box.minX + hx;
      segment[CAST_Y] = box.minY + hy;
      segment[CAST_TX] = d.x;
      segment[CAST_TY] = d.y;
      segment[CAST_HX] = hx;
      segment[CAST_HY] = hy;
      segment[CAST_MAX_FRACTION] = 1;
      this.store.tree.cast(this.firstSweepLeaf);
      const best = this.best;
      if (best < 0) return null;
      const result = out ?? ({} as IndexSweepHit<T>);
      result.handle = best;
      result.data = this.store.datas[best];
      result.shape = this.store.shapes[best] as Shape;
      result.hit = copySweepHit(this.sweepBest, out?.hit instanceof SweepHit ? out.hit : new SweepHit());
      return result;
    } finally {
      this.end();
    }
  }

  private start(options: QueryOptions<T> | undefined): void {
    readQueryOptions(options, this.options);
    this.best = -1;
    this.bestValue = Infinity;
    this.castNumber++;
    if (this.reported.length < this.store.leaf.length) {
      this.reported = new Int32Array(this.store.leaf.length);
      this.judged = new Int32Array(this.store.leaf.length);
      this.verdict = new Uint8Array(this.store.leaf.length);
    }
  }

  private end(): void {
    this.ray = null;
    this.moving = null;
    this.options.filter = undefined;
    this.all = null;
  }

  private startRay(ray: Ray, options: QueryOptions<T> | undefined, all: IndexRaycastHit<T>[] | null): void {
    readRay(ray, this.leafRay);
    this.start(options);
    this.ray = ray;
    this.all = all;
  }

  /**
   * Runs the tree cast along the ray's segment. An unbounded ray is cut where it leaves the
   * tree's root box: nothing lies beyond.
   */
  private castRayThroughTree(callback: CastCallback): void {
    const r = this.leafRay;
    this.measureCastLength();
    const length = this.castLength;
    const segment = this.store.tree.castSegment;
    segment[CAST_X] = r.ox;
    segment[CAST_Y] = r.oy;
    segment[CAST_TX] = r.ux * length;
    segment[CAST_TY] = r.uy * length;
    segment[CAST_HX] = 0;
    segment[CAST_HY] = 0;
    segment[CAST_MAX_FRACTION] = 1;
    this.store.tree.cast(callback);
  }

  /**
   * Sets castLength: the ray's maxDistance, or less, a distance from its origin beyond which
   * no point of the root box lies. Stored, not returned: a returned double is boxed.
   */
  private measureCastLength(): void {
    const r = this.leafRay;
    const tree = this.store.tree;
    const root = tree.root;
    if (root === NULL_NODE) {
      this.castLength = 0;
      return;
    }
    const b = tree.bounds;
    const o = 4 * root;
    const dx = Math.max(Math.abs(r.ox - b[o]), Math.abs(r.ox - b[o + 2]));
    const dy = Math.max(Math.abs(r.oy - b[o + 1]), Math.abs(r.oy - b[o + 3]));
    // A hair beyond, so the segment's end is never exactly on the far boundary.
    // sqrt, not Math.hypot: V8's hypot allocates. Boxes are finite, so dx² + dy² may only
    // overflow past 1e154, where Infinity is still a correct (if useless) bound.
    this.castLength = Math.min(r.maxDistance, Math.sqrt(dx * dx + dy * dy) * (1 + 1e-9) + Number.MIN_VALUE);
  }

  /** Leaf callback of `closest`: tests the leaf, keeps the nearest entry, clips the cast to it. */
  private readonly closestRayLeaf = (id: number): void => {
    if (!this.rayLeafHits(id)) return;
    const handle = this.store.owner[id];
    const distance = this.coreHit.distance;
    if (distance < this.bestValue || (distance === this.bestValue && handle < this.best)) {
      this.best = handle;
      this.bestValue = distance;
      // Later leaves need only be tested up to this distance (ties still count).
      this.leafRay.maxDistance = distance;
    }
    const segment = this.store.tree.castSegment;
    if (this.castLength > 0)
      segment[CAST_MAX_FRACTION] = Math.min(segment[CAST_MAX_FRACTION], this.bestValue / this.castLength);
  };

  /** Leaf callback of `every`: records every entry hit, once, never clips. */
  private readonly everyRayLeaf = (id: number): void => {
    const handle = this.store.owner[id];
    if (this.reported[handle] === this.castNumber || !this.rayLeafHits(id)) return;
    this.reported[handle] = this.castNumber;
    const shape = this.store.shapes[handle] as Shape;
    const hit = raycastShape(this.ray as Ray, shape) as RaycastHit;
    (this.all as IndexRaycastHit<T>[]).push({ handle, data: this.store.datas[handle], shape, hit });
  };

  /** Bits, exact cast of the leaf's shape or chain segment (into `coreHit`), then the filter. */
  private rayLeafHits(id: number): boolean {
    const s = this.store;
    if ((s.category[id] & this.options.mask) === 0 || (this.options.category & s.mask[id]) === 0) return false;
    const handle = s.owner[id];
    const segment = s.segment[id];
    const hit =
      segment < 0
        ? castShape(this.leafRay, s.shapes[handle] as QueryShape, this.coreHit)
        : castChainSegment(this.leafRay, s.shapes[handle] as Chain, segment, this.coreHit);
    if (!hit) return false;
    if (segment < 0) return this.guard.accepts(handle, this.options.filter);
    // A chain hit by several segments asks the filter once per cast.
    if (this.judged[handle] !== this.castNumber) {
      this.judged[handle] = this.castNumber;
      this.verdict[handle] = this.guard.accepts(handle, this.options.filter) ? 1 : 0;
    }
    return this.verdict[handle] === 1;
  }

  /** Leaf callback of `sweep`: tests the entry once, keeps the earliest, clips the cast to it. */
  private readonly firstSweepLeaf = (id: number): void => {
    const s = this.store;
    const handle = s.owner[id];
    const target = s.shapes[handle] as Shape;
    if (target === this.moving || this.reported[handle] === this.castNumber) return;
    this.reported[handle] = this.castNumber;
    if ((s.category[id] & this.options.mask) === 0 || (this.options.category & s.mask[id]) === 0) return;
    const hit = sweepShape(this.moving as Shape, this.delta, target, this.sweepHit);
    if (hit === null || !this.guard.accepts(handle, this.options.filter)) return;
    if (hit.time < this.bestValue || (hit.time === this.bestValue && handle < this.best)) {
      this.best = handle;
      this.bestValue = hit.time;
      this.sweepHit = this.sweepBest;
      this.sweepBest = hit;
    }
    const segment = s.tree.castSegment;
    segment[CAST_MAX_FRACTION] = Math.min(segment[CAST_MAX_FRACTION], this.bestValue);
  };
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

function copySweepHit(from: SweepHit, into: SweepHit): SweepHit {
  into.time = from.time;
  into.overlapping = from.overlapping;
  into.point.x = from.point.x;
  into.point.y = from.point.y;
  into.normal.x = from.normal.x;
  into.normal.y = from.normal.y;
  return into;
}
