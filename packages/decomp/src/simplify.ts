import type { Vec2 } from '@sepax/core';

/**
 * Douglas–Peucker on a closed ring: keeps the points needed so that every dropped point is within `tolerance` of the
 * kept outline. @internal
 */
export function simplifyRing(ring: readonly Vec2[], tolerance: number): Vec2[] {
  const n = ring.length;
  if (n <= 3 || tolerance <= 0) return ring.slice();
  const keep = new Uint8Array(n);
  const far = farthestFrom(ring, 0);
  keep[0] = 1;
  keep[far] = 1;
  const stack = [0, far, far, n]; // index n stands for point 0 again, closing the ring
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const last = stack.pop() as number;
    const first = stack.pop() as number;
    let worst = -1;
    let worstD2 = tol2;
    for (let i = first + 1; i < last; i++) {
      const d2 = segmentDistanceSquared(ring[i], ring[first], ring[last % n]);
      if (d2 > worstD2) {
        worst = i;
        worstD2 = d2;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push(first, worst, worst, last);
  }
  return ring.filter((_, i) => keep[i] === 1);
}

function farthestFrom(ring: readonly Vec2[], from: number): number {
  let best = from;
  let bestD2 = -1;
  for (let i = 0; i < ring.length; i++) {
    const d2 = (ring[i].x - ring[from].x) ** 2 + (ring[i].y - ring[from].y) ** 2;
    if (d2 > bestD2) {
      best = i;
      bestD2 = d2;
    }
  }
  return best;
}

/** Squared distance from p to the closed segment ab. */
function segmentDistanceSquared(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return (p.x - a.x - t * dx) ** 2 + (p.y - a.y - t * dy) ** 2;
}
