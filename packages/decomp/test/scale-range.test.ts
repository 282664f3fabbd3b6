// Coordinates whose products overflow or underflow get a message saying to scale the polygon,
// not a misleading ZERO_AREA; the edges of the range still decompose exactly.
import { describe, expect, test } from 'vitest';
import { decompose } from '../src/index.js';
import { errorOf, polygonArea, shoelace, star, toPts } from './support.js';

function scaled(factor: number): [number, number][] {
  return star(40, 0.4).map(([x, y]) => [x * factor, y * factor]);
}

describe('coordinate range', () => {
  test.each([1e300, 1e-300])('a star scaled by %d is rejected with a message to scale it', (factor) => {
    const error = errorOf(() => decompose(scaled(factor)));
    expect(error?.code).toBe('INVALID_ARGUMENT');
    expect(error?.message).toMatch(/scale (it|the polygon)/);
  });

  test.each([1e140, 1e-130])('a star scaled by %d decomposes without losing area', (factor) => {
    const ring = scaled(factor);
    const pieces = decompose(ring);
    const sum = pieces.reduce((total, piece) => total + shoelace(piece), 0);
    const area = polygonArea([toPts(ring)]);
    expect(Math.abs(sum - area)).toBeLessThanOrEqual(1e-9 * area);
  });
});
