import { distanceChain } from './chain-collide.js';
import { DistanceResult } from './collision.js';
import { checkShape } from './collide.js';
import { partAt, partCount } from './compound-collide.js';
import type { ConvexShape } from './convex-shape.js';
import { core, separateCores } from './core-separation.js';
import { SepaxError } from './errors.js';
import { loadPair } from './pair-frame.js';
import type { Shape } from './shape.js';

const trial = new DistanceResult();

/**
 * How far apart two shapes are, and where: the signed gap between their surfaces
 * (> 0 apart, 0 touching, −depth overlapping), the closest points on each surface, and the
 * unit direction from A toward B; always `pointB = pointA + normal × distance`. Overlapping,
 * the points are the penetration's witnesses: one shape's deepest point and where it must go,
 * on the other's face line (which may lie a hair beyond that face's end).
 *
 * Exact for every pair of kinds: the same core separation as {@link collide}, without its
 * early out. For compounds, the part pair with the smallest signed distance decides.
 *
 * @param a - first shape
 * @param b - second shape
 * @param out - a {@link DistanceResult} to fill, so the call allocates nothing
 * @returns `out`, or a new result when none was given
 * @throws SepaxError INVALID_ARGUMENT when an argument is not a shape (or `out` not a DistanceResult)
 *
 * @example
 * ```ts
 * import { Circle, Polygon, distance } from '@sepax/core';
 * const d = distance(Polygon.box(2, 2), new Circle(1, { position: [5, 0] }));
 * d.distance; // 3
 * d.pointA; // { x: 1, y: 0 }
 * d.pointB; // { x: 4, y: 0 }
 * ```
 */
export function distance(a: Shape, b: Shape, out?: DistanceResult): DistanceResult {
  checkShape(a, 'distance', 'a');
  checkShape(b, 'distance', 'b');
  if (out !== undefined && !(out instanceof DistanceResult)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'distance(a, b, out): out must be a DistanceResult (new DistanceResult()) or left out.',
    );
  }
  const result = out ?? new DistanceResult();
  if (a.kind === 'chain' || b.kind === 'chain') return distanceChain(a, b, result);
  if (a.kind !== 'compound' && b.kind !== 'compound') return distanceConvex(a as ConvexShape, b as ConvexShape, result);
  const na = partCount(a);
  const nb = partCount(b);
  result.distance = Infinity;
  for (let i = 0; i < na; i++) {
    for (let j = 0; j < nb; j++) {
      distanceConvex(partAt(a, i), partAt(b, j), trial);
      if (trial.distance < result.distance) copyDistance(trial, result);
    }
  }
  return result;
}

/** Signed surface distance of two convex shapes: the core separation minus both radii. */
function distanceConvex(sa: ConvexShape, sb: ConvexShape, out: DistanceResult): DistanceResult {
  const f = loadPair(sa, sb);
  f.stopAbove = Infinity;
  separateCores(f);
  const c = core;
  out.distance = c.separation - f.rA - f.rB;
  out.normal.x = c.nx + 0;
  out.normal.y = c.ny + 0;
  out.pointA.x = f.ox + c.pax + f.rA * c.nx;
  out.pointA.y = f.oy + c.pay + f.rA * c.ny;
  out.pointB.x = f.ox + c.pbx - f.rB * c.nx;
  out.pointB.y = f.oy + c.pby - f.rB * c.ny;
  return out;
}

function copyDistance(from: DistanceResult, to: DistanceResult): void {
  to.distance = from.distance;
  to.normal.x = from.normal.x;
  to.normal.y = from.normal.y;
  to.pointA.x = from.pointA.x;
  to.pointA.y = from.pointA.y;
  to.pointB.x = from.pointB.x;
  to.pointB.y = from.pointB.y;
}
