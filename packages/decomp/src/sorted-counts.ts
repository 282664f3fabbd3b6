/* Counting in sorted arrays by one merge instead of a binary search per query. */

/**
 * The sum, over the ascending `queries`, of how many of the ascending `values` lie below each
 * query (at or below it with `orEqual`). One merge, O(n + m): a binary search per query
 * would jump around arrays of millions, a cache miss per step.
 * @internal
 */
export function sumOfCountsBelow(values: Float64Array, queries: Float64Array, orEqual = false): number {
  let sum = 0;
  let below = 0;
  for (let k = 0; k < queries.length; k++) {
    const q = queries[k];
    if (orEqual) while (below < values.length && values[below] <= q) below++;
    else while (below < values.length && values[below] < q) below++;
    sum += below;
  }
  return sum;
}
