// A reference for shapes given by support functions (boxes, spheres), independent of the
// package's closed forms: the signed depth of the origin in A − B is min over unit u of
// h_A(u) + h_B(−u) (≥ 0: the penetration depth, < 0: minus the distance), found by sampling
// thousands of directions and refining the best ones by pattern search.
import { type V, dot, scale, unit } from './vector.js';

export type Support = (u: V) => number;

export function boxSupport(center: V, halfExtents: V, axes: readonly V[]): Support {
  return (u) => dot(center, u) + halfExtents.reduce((s, e, k) => s + e * Math.abs(dot(axes[k], u)), 0);
}

export function sphereSupport(center: V, radius: number): Support {
  return (u) => dot(center, u) + radius;
}

function fibonacciDirections(count: number): V[] {
  const result: V[] = [];
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < count; i++) {
    const y = 1 - (2 * (i + 0.5)) / count;
    const r = Math.sqrt(1 - y * y);
    result.push([r * Math.cos(golden * i), y, r * Math.sin(golden * i)]);
  }
  return result;
}

const DIRECTIONS = fibonacciDirections(4000);

/** Signed depth and the minimising direction (A toward B) for A − B. */
export function supportDepth(a: Support, b: Support): { depth: number; normal: V } {
  const f = (u: V) => a(u) + b(scale(u, -1));
  const seeds = DIRECTIONS.map((u) => ({ u, value: f(u) }))
    .sort((p, q) => p.value - q.value)
    .slice(0, 6);
  let best = seeds[0];
  for (const seed of seeds) {
    const refined = patternSearch(f, seed.u);
    if (refined.value < best.value) best = refined;
  }
  return { depth: best.value, normal: best.u };
}

// The 26 moves to the neighbours of a cube cell: diagonal moves let the search walk along
// the creases (|aₖ · u| kinks) of a box's support function.
const MOVES: V[] = [];
for (const x of [-1, 0, 1])
  for (const y of [-1, 0, 1]) for (const z of [-1, 0, 1]) if (x || y || z) MOVES.push([x, y, z]);

function patternSearch(f: (u: V) => number, start: V): { u: V; value: number } {
  let u = start;
  let value = f(u);
  for (let step = 0.05; step > 1e-12; ) {
    let improved = false;
    for (const move of MOVES) {
      const candidate = unit([u[0] + step * move[0], u[1] + step * move[1], u[2] + step * move[2]]);
      const v = f(candidate);
      if (v < value) {
        value = v;
        u = candidate;
        improved = true;
      }
    }
    if (!improved) step /= 2;
  }
  return { u, value };
}
