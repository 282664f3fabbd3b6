/**
 * Sort-and-sweep over axis-aligned boxes: calls `visit(i, j)` once for every pair whose
 * closed boxes overlap (touching counts). `boxes` holds minX, minY, maxX, maxY per item.
 * Returning `true` from `visit` stops the sweep (and `forEachBoxPair` returns true).
 *
 * Boxes are sorted by minX; an active list holds those whose maxX reaches the current
 * minX, pruned as the sweep moves right. O(n log n + pairs on the x-shadow).
 * @internal
 */
export function forEachBoxPair(boxes: Float64Array, count: number, visit: (i: number, j: number) => boolean | void): boolean {
  const order = sortedByMinX(boxes, count);
  const active = new Int32Array(count);
  let activeCount = 0;
  for (let k = 0; k < count; k++) {
    const i = order[k];
    const minX = boxes[4 * i];
    const minY = boxes[4 * i + 1];
    const maxY = boxes[4 * i + 3];
    let kept = 0;
    for (let a = 0; a < activeCount; a++) {
      const j = active[a];
      if (boxes[4 * j + 2] < minX) continue; // ends left of everything still to come
      active[kept++] = j;
      if (boxes[4 * j + 1] <= maxY && minY <= boxes[4 * j + 3] && visit(j, i) === true) return true;
    }
    active[kept++] = i;
    activeCount = kept;
  }
  return false;
}

function sortedByMinX(boxes: Float64Array, count: number): Uint32Array {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  return order.sort((a, b) => boxes[4 * a] - boxes[4 * b]);
}
