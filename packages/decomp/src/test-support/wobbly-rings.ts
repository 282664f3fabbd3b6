import fc from 'fast-check';

/**
 * The fields of a wobbly ring for fc.record (segment-pairs and segment-sweep tests): a circle
 * of `points` points (minPoints–maxPoints) about a centre in ±30, radius 8–60, its radius
 * wobbling with four harmonics, rounded to multiples of `lattice` (0: not rounded; 1 and 2
 * make vertical and horizontal edges, repeated x and y, repeated points).
 */
export const wobblyRingFields = (minPoints: number, maxPoints: number) => ({
  points: fc.integer({ min: minPoints, max: maxPoints }),
  centre: fc.tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 })),
  radius: fc.integer({ min: 8, max: 60 }),
  wobble: fc.array(fc.double({ min: -0.2, max: 0.2, noNaN: true }), { minLength: 4, maxLength: 4 }),
  lattice: fc.constantFrom(0, 1, 2),
});

/** A circle whose radius wobbles with four harmonics, rounded to multiples of `lattice` (0: not rounded). */
export function wobblyRing(
  points: number,
  [cx, cy]: [number, number],
  radius: number,
  wobble: number[],
  lattice: number,
): number[][] {
  return Array.from({ length: points }, (_, k) => {
    const angle = (2 * Math.PI * k) / points;
    const r = radius * (1 + wobble.reduce((sum, w, h) => sum + w * Math.sin((h + 2) * angle + h), 0));
    const x = cx + r * Math.cos(angle);
    const y = cy + r * Math.sin(angle);
    return lattice === 0 ? [x, y] : [lattice * Math.round(x / lattice), lattice * Math.round(y / lattice)];
  });
}
