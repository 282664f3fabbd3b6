import type { ConvexShape } from '@sepax/core';
import {
  CHAIN_SKIP,
  CHAIN_SNAP,
  chainFreeNormal,
  type ChainFreeSide,
  chainNormalRule,
  isChain,
} from '@sepax/core/internal';
import type { CoreHit, CoreQuery } from './core-hit.js';
import type { QueryShape } from './input.js';

/**
 * Whether a ray is blind to segment i of `shape`: a one-sided chain is seen only from its
 * free side (the ray travels against the segment's free normal).
 * @internal
 */
export function rayMissesChainSide(shape: QueryShape, i: number, q: CoreQuery): boolean {
  if (!isChain(shape) || !shape.oneSided) return false;
  const n = shape.segments[i].worldNormals();
  const side = (shape as unknown as ChainFreeSide)._freeSide();
  return side * (n[0] * q.ux + n[1] * q.uy) >= 0;
}

const hitNormal = { x: 0, y: 0 };

/**
 * Applies a chain's ghost-vertex and one-sided rules (core's chainNormalRule) to a sweep's
 * hit of `mover` against segment j of the target chain: false to ignore the hit, else its
 * normal (from the target toward the mover) kept or snapped to the segment's free normal.
 * @internal
 */
export function chainSweepHit(target: QueryShape, j: number, mover: ConvexShape, hit: CoreHit): boolean {
  if (!isChain(target)) return true;
  hitNormal.x = hit.nx;
  hitNormal.y = hit.ny;
  const rule = chainNormalRule(target, j, mover, hitNormal);
  if (rule === CHAIN_SKIP) return false;
  if (rule === CHAIN_SNAP) {
    hit.nx = chainFreeNormal[0];
    hit.ny = chainFreeNormal[1];
  }
  return true;
}
