import type { Path64, Point64 } from 'clipper2-ts';

/* One ring cleaned on the grid before the fill: near-closed rings closed at their start, spikes thinner than the tolerance cut. */

/** One cleaning step on one ring: where, what, and the area it moved (grid units²). @internal */
export interface RingFix {
  kind: 'closed-gap' | 'removed-spike';
  at: Point64;
  /** Twice the area of the triangle removed. */
  twiceArea: number;
}

/** Cleans a grid ring in place of a copy; the fixes that moved area are appended to `fixes`. @internal */
export function cleanGridRing(path: Path64, tolerance: number, fixes: RingFix[]): Path64 {
  const stack: Point64[] = [];
  for (const p of path) {
    push(stack, p, tolerance, fixes);
  }
  closeGap(stack, tolerance, fixes);
  // The seam: the first points may form a spike with the last ones.
  for (let turns = 0; stack.length >= 3 && turns < stack.length; turns++) {
    const before = stack.length;
    if (isSpike(stack[stack.length - 1], stack[0], stack[1], tolerance)) {
      fixes.push(spikeFix(stack[stack.length - 1], stack[0], stack[1]));
      stack.shift();
    } else if (isSpike(stack[stack.length - 2], stack[stack.length - 1], stack[0], tolerance)) {
      fixes.push(spikeFix(stack[stack.length - 2], stack[stack.length - 1], stack[0]));
      stack.pop();
    }
    if (stack.length === before) break;
  }
  return stack.length >= 3 ? stack : [];
}

function push(stack: Point64[], p: Point64, tolerance: number, fixes: RingFix[]): void {
  const top = stack[stack.length - 1];
  if (top !== undefined && top.x === p.x && top.y === p.y) return;
  stack.push(p);
  while (stack.length >= 3) {
    const a = stack[stack.length - 3];
    const b = stack[stack.length - 2];
    const c = stack[stack.length - 1];
    if (!isSpike(a, b, c, tolerance)) return;
    fixes.push(spikeFix(a, b, c));
    stack.splice(stack.length - 2, 1);
    if (a.x === c.x && a.y === c.y) stack.pop();
  }
}

/** Drops end points within the tolerance of the start that overshot it (the closing edge turns back). */
function closeGap(stack: Point64[], tolerance: number, fixes: RingFix[]): void {
  while (stack.length > 3) {
    const first = stack[0];
    const last = stack[stack.length - 1];
    const before = stack[stack.length - 2];
    const gap = Math.hypot(last.x - first.x, last.y - first.y);
    const turnsBack = (last.x - before.x) * (first.x - last.x) + (last.y - before.y) * (first.y - last.y) < 0;
    if (gap > tolerance || !turnsBack) return;
    if (gap > 0) fixes.push({ kind: 'closed-gap', at: last, twiceArea: Math.abs(cross(before, last, first)) });
    stack.pop();
  }
}

/** b turns back (acute) and the triangle abc is thinner than the tolerance over its longest side. */
function isSpike(a: Point64, b: Point64, c: Point64, tolerance: number): boolean {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const bcx = c.x - b.x;
  const bcy = c.y - b.y;
  if (abx * bcx + aby * bcy >= 0) return false; // not turning back
  const longest = Math.max(Math.hypot(abx, aby), Math.hypot(bcx, bcy));
  return Math.abs(abx * bcy - aby * bcx) <= tolerance * longest;
}

function spikeFix(a: Point64, b: Point64, c: Point64): RingFix {
  return { kind: 'removed-spike', at: b, twiceArea: Math.abs(cross(a, b, c)) };
}

function cross(a: Point64, b: Point64, c: Point64): number {
  return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
}
