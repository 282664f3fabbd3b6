/* Splitting a drawing into parts that the boolean operations can fill one at a time. */

/**
 * A path as {@link independentGroups} reads it: its points' x and y.
 *
 * @example
 * ```ts
 * import type { GroupedPath } from '@sepax/core/internal';
 * const square: GroupedPath = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }];
 * ```
 */
export type GroupedPath = readonly { readonly x: number; readonly y: number }[];

/**
 * The paths split into groups that fill independently: a straight line parallel to an axis
 * passes between the boxes of any two groups (recursively, alternating x and y: a
 * guillotine cut), so no point lies inside paths of two groups, and filling each group alone
 * gives the same region as filling them together. Boxes that touch stay in one group.
 *
 * Why: a polygon-boolean sweep (Clipper2's) keeps every edge that crosses the current
 * scanline in one list and inserts into it by walking it, so paths side by side along the
 * sweep cost quadratic time together (a row of 100 000 tiles took minutes), and almost
 * linear time group by group.
 *
 * Each group lists path indices ascending; groups come in the order of their first index,
 * so a drawing that does not split comes back as one group in its own order. Empty paths go
 * with the group of index 0 (they fill nothing).
 *
 * @example
 * ```ts
 * import { independentGroups } from '@sepax/core/internal';
 * const square = (x: number) => [{ x, y: 0 }, { x: x + 1, y: 0 }, { x: x + 1, y: 1 }, { x, y: 1 }];
 * independentGroups([square(0), square(5), square(0.5)]); // [[0, 2], [1]]
 * ```
 */
export function independentGroups(paths: readonly GroupedPath[]): number[][] {
  const boxes = new Float64Array(4 * paths.length);
  const all: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i];
    if (path.length === 0) {
      empty.push(i);
      continue;
    }
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const p of path) {
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
    boxes.set([minX, minY, maxX, maxY], 4 * i);
    all.push(i);
  }
  const groups: number[][] = [];
  // An explicit stack, not recursion: a staircase of boxes splits one path at a time.
  const stack: { ids: number[]; axis: number; otherTried: boolean }[] = [{ ids: all, axis: 0, otherTried: false }];
  while (stack.length > 0) {
    const { ids, axis, otherTried } = stack.pop() as { ids: number[]; axis: number; otherTried: boolean };
    const parts = cutAlong(ids, boxes, axis);
    if (parts.length > 1) {
      for (let k = parts.length - 1; k >= 0; k--) stack.push({ ids: parts[k], axis: 1 - axis, otherTried: false });
    } else if (!otherTried) {
      stack.push({ ids, axis: 1 - axis, otherTried: true });
    } else if (ids.length > 0) {
      groups.push(ids.sort((a, b) => a - b));
    }
  }
  groups.sort((a, b) => a[0] - b[0]);
  if (empty.length > 0) {
    if (groups.length === 0) groups.push([]);
    groups[0] = [...groups[0], ...empty].sort((a, b) => a - b);
  }
  return groups;
}

/** `ids` split where no box spans a gap along `axis` (0: x, 1: y), in order along it. */
function cutAlong(ids: number[], boxes: Float64Array, axis: number): number[][] {
  const sorted = [...ids].sort((a, b) => boxes[4 * a + axis] - boxes[4 * b + axis]);
  const parts: number[][] = [];
  let reach = -Infinity;
  for (const id of sorted) {
    // Strictly past every box so far: boxes that touch may share an edge, which fills across.
    if (boxes[4 * id + axis] > reach) parts.push([]);
    parts[parts.length - 1].push(id);
    reach = Math.max(reach, boxes[4 * id + axis + 2]);
  }
  return parts;
}
