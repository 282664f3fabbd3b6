/**
 * Bucket counts turned into where each bucket starts, for the counting sorts by bucket of x
 * (segment-sweep.ts's boxes, sweep-triangulation.ts's vertices): `starts[b + 1]` holds
 * bucket b's size on entry and its end on return (`starts[0]` is 0). Returns the moves an
 * insertion sort within the buckets could take at most, Σ size · (size − 1) / 2, so a
 * caller can give up where buckets fill (points crowded at few x) before placing anything.
 * @internal
 */
export function bucketStarts(starts: Int32Array, buckets: number): number {
  let moves = 0;
  for (let b = 0; b < buckets; b++) {
    const size = starts[b + 1];
    moves += (size * (size - 1)) / 2;
    starts[b + 1] += starts[b];
  }
  return moves;
}
