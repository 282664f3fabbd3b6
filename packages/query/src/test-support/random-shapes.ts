// Seeded random shapes of every kind, with random transforms, for property tests.
import { Capsule, Circle, Compound, type ConvexShape, Point, Polygon, type Shape } from '@sepax/core';

import { rng } from '../../../../test-support/random.js';

export { rng };

export type ConvexKind = 'polygon' | 'rounded' | 'circle' | 'capsule' | 'point';
export const CONVEX_KINDS: readonly ConvexKind[] = ['polygon', 'rounded', 'circle', 'capsule', 'point'];

function between(random: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * random();
}

/** A convex polygon: points on a circle at sorted random angles (always convex, 3–8 sides). */
function randomRing(random: () => number): [number, number][] {
  const n = 3 + Math.floor(random() * 6);
  const angles = Array.from({ length: n }, (_, i) => ((i + 0.2 + 0.6 * random()) * 2 * Math.PI) / n).sort(
    (a, b) => a - b,
  );
  const rx = between(random, 0.3, 2);
  const ry = between(random, 0.3, 2);
  return angles.map((a) => [rx * Math.cos(a), ry * Math.sin(a)]);
}

function randomTransform(random: () => number, spread: number) {
  return {
    position: [between(random, -spread, spread), between(random, -spread, spread)] as [number, number],
    angle: between(random, -Math.PI, Math.PI),
  };
}

/** One convex shape of the given kind near the origin (within `spread`). */
export function randomConvex(random: () => number, kind: ConvexKind, spread = 3): ConvexShape {
  const t = randomTransform(random, spread);
  switch (kind) {
    case 'polygon':
      return new Polygon(randomRing(random), t);
    case 'rounded':
      return Polygon.rounded(randomRing(random), between(random, 0.05, 0.6), t);
    case 'circle':
      return new Circle(between(random, 0.1, 1.5), t);
    case 'capsule':
      return new Capsule(
        [between(random, -1.5, 0), between(random, -0.5, 0.5)],
        [between(random, 0, 1.5), between(random, -0.5, 0.5)],
        between(random, 0.1, 0.8),
        t,
      );
    case 'point':
      return new Point(t.position);
  }
}

/** A compound of 2–3 convex parts of random kinds. */
export function randomCompound(random: () => number, spread = 3): Compound {
  const parts = Array.from({ length: 2 + Math.floor(random() * 2) }, () =>
    randomConvex(random, CONVEX_KINDS[Math.floor(random() * 4)], 1.5),
  );
  return new Compound(parts, randomTransform(random, spread));
}

/** Any shape: one of the convex kinds or a compound. */
export function randomShape(random: () => number, spread = 3): Shape {
  const k = Math.floor(random() * (CONVEX_KINDS.length + 1));
  return k === CONVEX_KINDS.length ? randomCompound(random, spread) : randomConvex(random, CONVEX_KINDS[k], spread);
}
