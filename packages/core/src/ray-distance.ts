import { describeValue } from './describe-value.js';
import { SepaxError } from './errors.js';

/**
 * A ray's `maxDistance`: Infinity when left out or Infinity (unbounded), else a finite number
 * ≥ 0. The rule of both ray models (query's 2D rays and obb3's 3D ones).
 */
export function readRayMaxDistance(value: unknown): number {
  if (value === undefined) return Infinity;
  if (typeof value !== 'number')
    throw new SepaxError('INVALID_ARGUMENT', `ray.maxDistance must be a number; got ${describeValue(value)}.`);
  if (Number.isNaN(value))
    throw new SepaxError(
      'NON_FINITE',
      'ray.maxDistance is NaN; pass a distance ≥ 0, or Infinity (or nothing) for an unbounded ray.',
    );
  if (value < 0) throw new SepaxError('INVALID_ARGUMENT', `ray.maxDistance is ${value}; it must be ≥ 0.`);
  return value;
}
