/**
 * The split step of the tree's top-down build: order a range of leaves so that the first
 * half lies before the second along the longer axis of their centres' spread. Quickselect
 * (Hoare's FIND), not a sort: O(n) per level instead of O(n log n), so a full build is
 * O(n log n), and nothing is allocated.
 *
 * Leaves are compared by centre (min + max, the factor ½ dropped) and then by node id, so
 * the result is deterministic whatever the input order.
 *
 * @internal
 */

/**
 * Reorders `leaves[start…end−1]` so that every leaf before `mid` precedes every leaf from
 * `mid` on (by centre along the axis of wider spread, ties by node id). `bounds` holds 4
 * numbers per node: minX, minY, maxX, maxY.
 * @internal
 */
export function splitAtMedian(leaves: Int32Array, start: number, end: number, mid: number, bounds: Float64Array): void {
  const axis = widerAxis(leaves, start, end, bounds);
  let lo = start;
  let hi = end - 1;
  while (lo < hi) {
    const split = partition(leaves, lo, hi, axis, bounds);
    if (mid <= split) hi = split;
    else lo = split + 1;
  }
}

/** 0 (x) or 1 (y): the axis along which the leaves' centres spread wider. */
function widerAxis(leaves: Int32Array, start: number, end: number, b: Float64Array): number {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = start; i < end; i++) {
    const o = 4 * leaves[i];
    const cx = b[o] + b[o + 2];
    const cy = b[o + 1] + b[o + 3];
    if (cx < minX) minX = cx;
    if (cx > maxX) maxX = cx;
    if (cy < minY) minY = cy;
    if (cy > maxY) maxY = cy;
  }
  return maxX - minX >= maxY - minY ? 0 : 1;
}

/**
 * Hoare partition of leaves[lo…hi] around the middle element: returns j (lo ≤ j < hi) with
 * every leaf in [lo, j] not after every leaf in [j+1, hi].
 */
function partition(leaves: Int32Array, lo: number, hi: number, axis: number, b: Float64Array): number {
  const pivot = leaves[(lo + hi) >> 1];
  const pivotKey = b[4 * pivot + axis] + b[4 * pivot + axis + 2];
  let i = lo - 1;
  let j = hi + 1;
  for (;;) {
    do i++;
    while (before(leaves[i], pivot, pivotKey, axis, b));
    do j--;
    while (after(leaves[j], pivot, pivotKey, axis, b));
    if (i >= j) return j;
    const t = leaves[i];
    leaves[i] = leaves[j];
    leaves[j] = t;
  }
}

/** Whether leaf `p` comes strictly before the pivot (centre, then node id). */
function before(p: number, pivot: number, pivotKey: number, axis: number, b: Float64Array): boolean {
  const key = b[4 * p + axis] + b[4 * p + axis + 2];
  return key < pivotKey || (key === pivotKey && p < pivot);
}

/** Whether leaf `p` comes strictly after the pivot. */
function after(p: number, pivot: number, pivotKey: number, axis: number, b: Float64Array): boolean {
  const key = b[4 * p + axis] + b[4 * p + axis + 2];
  return key > pivotKey || (key === pivotKey && p > pivot);
}
