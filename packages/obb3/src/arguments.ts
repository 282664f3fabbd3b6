import { SepaxError } from '@sepax/core';
import { describeValue } from '@sepax/core/internal';
import type { Collision3 } from './collision.js';
import type { RayHit3 } from './raycast.js';

/**
 * Rejects a placement (the constructors' second argument) that is not an object, so
 * `new Obb(e, null)` says what to pass instead of failing inside a property read.
 * @internal
 */
export function requirePlacement(placement: unknown, shape: string, form: string): void {
  if (!isObject(placement) || Array.isArray(placement)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `${shape} placement must be an object ${form} or left out; got ${describeValue(placement)}.`,
    );
  }
}

function isObject(v: unknown): boolean {
  return v !== null && typeof v === 'object';
}

/**
 * Rejects an `out` for `collide` that is not a {@link Collision3} record (use
 * `createCollision()`), before anything is written into it.
 * @internal
 */
export function requireCollisionOut(out: Collision3): void {
  if (!isObject(out) || !isObject(out.normal) || !isObject(out.mtv)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'collide(a, b, out): out must be a Collision3 (createCollision()) or left out.',
    );
  }
}

/**
 * Rejects an `out` for `raycast` that is not a {@link RayHit3} record, before anything is
 * written into it.
 * @internal
 */
export function requireRayHitOut(out: RayHit3): void {
  if (!isObject(out) || !isObject(out.point) || !isObject(out.normal)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'raycast(ray, box, out): out must be a RayHit3 ({ point: { x, y, z }, normal: { x, y, z }, distance, fraction }) or left out.',
    );
  }
}
