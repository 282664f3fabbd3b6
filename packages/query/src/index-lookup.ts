import { type AABB, collide, Collision, type Shape, type Vec2, type VecLike } from '@sepax/core';
import { requireOut, sortPrefix } from '@sepax/core/internal';
import type { EntryStore } from './entry-store.js';
import { ALL_BITS, type FilterGuard, type ReadQueryOptions, readQueryOptions, readRegion } from './index-filter.js';
import { readPointInto, requireShape } from './input.js';
import type { QueryShape } from './input.js';
import { pointInPartsAt } from './point-in-shape.js';
import type { QueryOptions } from './spatial-index-types.js';

/** Which exact test `collect` applies. */
type ExactTest = 0 | 1 | 2;
const EXACT_POINT = 0;
const EXACT_REGION = 1;
const EXACT_SHAPE = 2;

/**
 * The index's lookups by point, region and shape:
 *
 *   tree:    the ids whose fat boxes meet the point or box
 *   boxes:   keep the ids whose tight boxes do (a chain's segments one by one), as handles
 *   entries: sort, one per handle; bits, the exact test and the filter
 *
 * Named tests, not closures, so a lookup allocates nothing but its result.
 * @internal
 */
export class IndexLookup<T> {
  private readonly options: ReadQueryOptions<T> = { category: 1, mask: ALL_BITS, filter: undefined };
  private readonly point: Vec2 = { x: 0, y: 0 };
  /** The query region, or the query shape's box. */
  private readonly region: AABB = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  private readonly collision = new Collision();
  /** The shape `byShape` is testing against, while it runs. */
  private subject: Shape | null = null;

  constructor(
    private readonly store: EntryStore<T>,
    private readonly guard: FilterGuard<T>,
  ) {}

  byPoint(point: VecLike, options: QueryOptions<T> | undefined, out: number[]): number[] {
    const p = readPointInto(point, 'queryPoint point', this.point);
    const box = this.store.box4; // the zero-size box at p
    box[0] = box[2] = p.x;
    box[1] = box[3] = p.y;
    const count = this.store.tree.query(box, 0, this.store.found);
    return this.collect(count, options, out, EXACT_POINT);
  }

  byRegion(region: AABB, options: QueryOptions<T> | undefined, out: number[]): number[] {
    const r = readRegion(region, this.region);
    const count = this.store.tree.query(this.store.boxArray(r), 0, this.store.found);
    return this.collect(count, options, out, EXACT_REGION);
  }

  byShape(shape: Shape, options: QueryOptions<T> | undefined, out: number[]): number[] {
    const query = requireShape(shape, 'queryShape shape');
    const box = query.aabb(this.region);
    const count = this.store.tree.query(this.store.boxArray(box), 0, this.store.found);
    this.subject = query;
    try {
      return this.collect(count, options, out, EXACT_SHAPE);
    } finally {
      this.subject = null;
    }
  }

  /** Keeps the candidates that pass the boxes, the bits, the exact test and the filter, sorted by handle. */
  private collect(count: number, options: QueryOptions<T> | undefined, out: number[], exact: ExactTest): number[] {
    const { category, mask, filter } = readQueryOptions(options, this.options);
    requireOut(out, Array.isArray, 'query', 'an array of handles');
    const s = this.store;
    const found = s.found;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const id = found[i];
      if (exact === EXACT_POINT ? this.tightContains(id) : this.tightOverlaps(id)) found[kept++] = s.owner[id];
    }
    sortPrefix(found, kept);
    // Written by index and trimmed once: `out.length = 0` would drop the array's storage.
    let n = 0;
    for (let i = 0; i < kept; i++) {
      const handle = found[i];
      if (i > 0 && handle === found[i - 1]) continue; // another segment of the same chain
      if ((s.category[handle] & mask) === 0 || (category & s.mask[handle]) === 0) continue;
      if (this.passesExact(handle, exact) && this.guard.accepts(handle, filter)) out[n++] = handle;
    }
    out.length = n;
    return out;
  }

  /** The exact test of a lookup, past the boxes: the point in the shape, or the shapes overlap. */
  private passesExact(handle: number, exact: ExactTest): boolean {
    if (exact === EXACT_REGION) return true;
    const shape = this.store.shapes[handle] as Shape;
    if (exact === EXACT_POINT) return pointInPartsAt(this.point, shape as QueryShape);
    const query = this.subject as Shape;
    return shape !== query && collide(query, shape, this.collision) !== null;
  }

  private tightOverlaps(id: number): boolean {
    const t = this.store.tight;
    const o = 4 * id;
    const box = this.region;
    return t[o] <= box.maxX && box.minX <= t[o + 2] && t[o + 1] <= box.maxY && box.minY <= t[o + 3];
  }

  private tightContains(id: number): boolean {
    const t = this.store.tight;
    const o = 4 * id;
    const p = this.point;
    return t[o] <= p.x && p.x <= t[o + 2] && t[o + 1] <= p.y && p.y <= t[o + 3];
  }
}
