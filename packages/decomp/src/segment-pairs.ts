import { buildChains, forEachChainSegmentPair } from './monotone-chains.js';
import { sweptAlongX, sweptAlongY } from './segment-sweep.js';
import { boxLeaves, BRUTE_FORCE_MAX, forEachSegmentPairInTree, leafSpreadY } from './segment-tree.js';

/** Up to this many segments the tree tests every pair directly (its brute force): no chains, no sweep. */
const CHAIN_MIN_SEGMENTS = 33;

/**
 * Calls `visit(i, j)` (i < j) once for every pair of segments that shares a point, and for
 * some that do not (pairs the box, octagon and side tests cannot rule out): a superset of
 * the meeting pairs, not every pair whose boxes overlap. `segments` holds x0, y0, x1, y1 per
 * segment. Returning `true` from `visit` stops the search. `follows[i]` = 1 leaves out the
 * pair (i, i + 1): the next edge of the same ring, which always meets segment i at its end.
 *
 * Outlines whose monotone chains average 3 segments or more (smooth outlines such as the
 * `earcut` fixture) go by chains (monotone-chains.ts): no two segments of one chain need
 * testing, and the search alone takes 0.63× the tree's time on that fixture.
 * Others (stars, noisy and axis-parallel outlines, whose chains hold 1–2 segments; up to 32
 * segments; segments without `follows`) go by the box tree over the segments' own order
 * (segment-tree.ts), or, where few segments cross a vertical (or else horizontal) line, by a
 * sort and sweep along x (or y) that hands its pairs over in the tree's order (segment-sweep.ts: dude's search 0.63×,
 * eberly-6's 0.73× the tree's time). Measured against the tree's alternatives on stars and noisy circles of
 * 12–1024 edges: a uniform grid listing each segment in the cells it crosses was 1–2× slower
 * at 256+ edges and 2–5× slower below 64 (its construction alone), brute force over
 * precomputed boxes wins only below ~24 edges and by less than a microsecond, and a
 * sort-and-sweep of single segments along x with a comparison sort of indices was 2× slower
 * than the grid on every earcut fixture (the sort alone: the sweep now sorts by buckets). Returns whether the chains ran
 * (their order of visits differs from the tree's).
 * @internal
 */
export const forEachSegmentPair = (
  ...[segments, count, visit, follows = null]: Parameters<typeof forEachSegmentPairInTree>
): boolean => {
  if (follows !== null && count >= CHAIN_MIN_SEGMENTS) {
    const chains = buildChains(segments, count, follows);
    if (chains > 0) {
      forEachChainSegmentPair(segments, chains, visit, follows);
      return true;
    }
  }
  if (count <= BRUTE_FORCE_MAX) forEachSegmentPairInTree(segments, count, visit, follows);
  else if (!sweptAlongX(segments, count, visit, follows)) {
    // The tree's leaves boxed first: the sweep along y judges on the spread measured with
    // them (no pass of its own), and the tree, where y does not suit either, builds on them
    // (the search alone 0.93–0.97× the time on hilbert, rain, water and noisy circles and
    // stars of 64–1024 edges, measured with either build first).
    boxLeaves(segments, count);
    if (!sweptAlongY(segments, count, visit, follows, leafSpreadY))
      forEachSegmentPairInTree(segments, count, visit, follows, true);
  }
  return false;
};
