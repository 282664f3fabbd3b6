import { SepaxError } from './errors.js';
import { readFinite, readVec, type Vec2, type VecLike } from './vec2.js';

/**
 * Where a shape is: position, rotation (radians, counter-clockwise) and scale. Scale is a
 * number (uniform) or `{ x, y }` / `[x, y]` (non-uniform, polygons only); a negative
 * component mirrors the shape, which stays counter-clockwise.
 *
 * @example
 * ```ts
 * import { Polygon } from '@sepax/core';
 * const box = Polygon.box(2, 1, { position: [10, 5], angle: Math.PI / 4, scale: 2 });
 * ```
 */
export interface TransformInit {
  /** World position of the shape's local origin. Default (0, 0). */
  position?: VecLike;
  /** Rotation in radians, counter-clockwise. Default 0. */
  angle?: number;
  /** Uniform scale or per-axis `{ x, y }` scale. Default 1. Zero is rejected. */
  scale?: number | VecLike;
}

/**
 * Reads a scale given as a number or a pair, rejecting zero and non-finite components.
 * @internal
 */
export function readScale(scale: number | VecLike, what = 'scale'): Vec2 {
  const s = typeof scale === 'number' ? { x: readFinite(scale, what), y: scale } : readVec(scale, what);
  if (s.x === 0 || s.y === 0) {
    throw new SepaxError(
      'INVALID_SCALE',
      `${what} has a zero component (${s.x}, ${s.y}); a shape cannot be flattened. Use a small non-zero scale.`,
    );
  }
  return s;
}

/**
 * Checks a transform init object before any of it is applied, so a bad field leaves the shape unchanged.
 * @internal
 */
export function readTransformInit(init: unknown): { position?: Vec2; angle?: number; scale?: Vec2 } {
  if (init === undefined) return {};
  if (init === null || typeof init !== 'object' || Array.isArray(init)) {
    throw new SepaxError('INVALID_ARGUMENT', 'transform must be an object { position?, angle?, scale? }.');
  }
  const t = init as TransformInit;
  // { x, y } at the top level is a likely mix-up (detect-collisions places bodies so); read silently, it would put the shape at the origin.
  if (t.position === undefined && ('x' in t || 'y' in t)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'transform has x or y but no position; a shape is placed with { position: { x, y }, angle?, scale? }.',
    );
  }
  const out: { position?: Vec2; angle?: number; scale?: Vec2 } = {};
  if (t.position !== undefined) out.position = readVec(t.position, 'transform.position');
  if (t.angle !== undefined) out.angle = readFinite(t.angle, 'transform.angle');
  if (t.scale !== undefined) out.scale = readScale(t.scale, 'transform.scale');
  return out;
}
