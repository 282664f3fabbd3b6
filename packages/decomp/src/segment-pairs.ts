import { forEachSegmentPairInTree } from './segment-tree.js';

/**
 * Calls `visit(i, j)` (i < j) once for every pair of segments that shares a point, and for
 * some that do not (pairs the tree's box, octagon and side tests cannot rule out): a
 * superset of the meeting pairs, not every pair whose boxes overlap. `segments` holds x0,
 * y0, x1, y1 per segment. Returning `true` from `visit` stops the search.
 *
 * The box tree over the segments' own order (segment-tree.ts). Measured against the
 * alternatives on stars and noisy circles of 12–1024 edges: a uniform grid listing each
 * segment in the cells it crosses was 1–2× slower at 256+ edges and 2–5× slower below 64
 * (its construction alone), brute force over precomputed boxes wins only below ~24 edges
 * and by less than a microsecond, and a sort-and-sweep along x was 2× slower than the grid
 * on every earcut fixture (the index sort alone). `follows[i]` = 1 leaves out the pair
 * (i, i + 1): the next edge of the same ring, which always meets segment i at its end.
 * (The tree's own function under this name: one signature, not a second to keep in step.)
 * @internal
 */
export const forEachSegmentPair: typeof forEachSegmentPairInTree = forEachSegmentPairInTree;
