import { type AABB, SepaxError, type Shape } from '@sepax/core';
import { describeValue, readOptions } from '@sepax/core/internal';
import type { EntryStore } from './entry-store.js';
import type { QueryOptions } from './spatial-index-types.js';

/** Every category bit set: the default mask (collide with everything). */
export const ALL_BITS = 0xffffffff;

/** Validated query options. @internal */
export interface ReadQueryOptions<T> {
  category: number;
  mask: number;
  filter: QueryOptions<T>['filter'];
}

/**
 * Runs a query's filter, and rejects a change or a query of the index while one runs: the
 * query is mid-walk over the tree and its scratch, so the filter may read entries but
 * neither change the index nor start another query.
 * @internal
 */
export class FilterGuard<T> {
  private running = false;

  constructor(private readonly store: EntryStore<T>) {}

  /**
   * The filter's word on a candidate handle that passed the bits (checked by every caller
   * first) and the exact test. No bit sets as arguments: a mask of 0xFFFFFFFF is no small
   * integer, and V8 boxes it for a call it does not inline.
   */
  accepts(handle: number, filter: QueryOptions<T>['filter']): boolean {
    if (filter === undefined) return true;
    this.running = true;
    try {
      return filter(handle, this.store.datas[handle], this.store.shapes[handle] as Shape) === true;
    } finally {
      this.running = false;
    }
  }

  /** Throws when called from inside a query's filter. */
  requireIdle(what: string): void {
    if (this.running) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `${what}() was called from a query's filter, which runs mid-query; a filter may read entries (has, shape, data) only: collect the handles and act on them once the query has returned.`,
      );
    }
  }
}

/** Validates query options into `out` (defaults filled in), all before anything else runs. @internal */
export function readQueryOptions<T>(
  options: QueryOptions<T> | undefined,
  out: ReadQueryOptions<T>,
): ReadQueryOptions<T> {
  readOptions(options, 'query options', '{ category?, mask?, filter? }');
  const filter = options?.filter;
  if (filter !== undefined && typeof filter !== 'function')
    throw new SepaxError('INVALID_ARGUMENT', 'filter must be a function (handle, data, shape) => boolean.');
  out.category = readBits(options?.category, 1, 'category');
  out.mask = readBits(options?.mask, ALL_BITS, 'mask');
  out.filter = filter;
  return out;
}

/** A 32-bit category or mask set, or `fallback` when undefined. @internal */
export function readBits(value: unknown, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > ALL_BITS) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${what} is ${describeValue(value)}; it must be an integer bit set in [0, 0xFFFFFFFF].`,
    );
  }
  return value;
}

/** Validates a query region into `out`. @internal */
export function readRegion(region: AABB, out: AABB): AABB {
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
