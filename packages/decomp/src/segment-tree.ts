import { float64Scratch, int32Scratch } from './scratch.js';
import { clearlyOneSide } from './segment-side.js';

/** Segments per leaf of the tree, and children per inner node (bench/suites/decomp.mjs: validation's search). */
const LEAF_SIZE = 4;
const BRANCHING = 4;
/** Up to this many segments every pair is tested directly (over the same boxes and side test): cheaper than walking a tree. */
const BRUTE_FORCE_MAX = 32;
/** Levels of the tree (leaves first) at most: 4 · 4^11 segments, far beyond any outline. */
const MAX_LEVELS = 12;
/**
 * Calls `visit(i, j)` (i < j) exactly once for every pair of segments that might share a point — every pair that
 * does, and a few more; returning `true` from `visit` stops the search. `segments` holds x0, y0, x1, y1 per segment.
 * @internal
 */
export function forEachSegmentPairInTree(
  segments: Float64Array,
  count: number,
  visit: (i: number, j: number) => boolean | void,
  follows: Uint8Array | null = null,
): void {
  if (count < 2) return;
  const bruteForce = count <= BRUTE_FORCE_MAX;
  const tree = buildTree(segments, count, !bruteForce, follows);
  if (bruteForce) pairsWithin(tree, 0, count, visit);
  else walk(tree, tree.levels - 1, 0, 0, visit);
}

/** Node boxes level by level (level 0 = leaves), and each segment's own box. */
interface Tree {
  /** minX, minY, maxX, maxY of every segment. */
  segmentBoxes: Float64Array;
  segments: Float64Array;
  count: number;
  /** Consecutive pairs not to visit (see forEachSegmentPairInTree), or null. */
  follows: Uint8Array | null;
  /** Boxes of all levels one after another; level ℓ starts at node `levelStart[ℓ]`. */
  nodeBoxes: Float64Array;
  /**
   * Each leaf's ranges of x + y and x − y over its segments' ends (minS, maxS, minD, maxD): with the box, an octagon.
   */
  leafDiagonals: Float64Array;
  levelStart: Int32Array;
  /** Nodes on each level. */
  levelSize: Int32Array;
  levels: number;
}

const segmentBoxScratch = float64Scratch();
const nodeBoxScratch = float64Scratch();
const leafDiagonalScratch = float64Scratch();
const levelStartScratch = int32Scratch();
const levelSizeScratch = int32Scratch();

function buildTree(segments: Float64Array, count: number, withLevels: boolean, follows: Uint8Array | null): Tree {
  const segmentBoxes = segmentBoxScratch.take(4 * count);
  const levelStart = levelStartScratch.take(MAX_LEVELS + 1);
  const levelSize = levelSizeScratch.take(MAX_LEVELS);
  if (!withLevels) {
    leafBoxes(segments, count, segmentBoxes, null, null);
    return {
      segmentBoxes,
      segments,
      count,
      follows,
      nodeBoxes: nodeBoxScratch.take(0),
      leafDiagonals: leafDiagonalScratch.take(0),
      levelStart,
      levelSize,
      levels: 0,
    };
  }
  const levels = countLevels(count, levelStart, levelSize);
  const nodeBoxes = nodeBoxScratch.take(4 * (levelStart[levels - 1] + 1));
  const leafDiagonals = leafDiagonalScratch.take(4 * levelSize[0]);
  // Segments and leaves in one pass, then each level from the one below.
  leafBoxes(segments, count, segmentBoxes, nodeBoxes, leafDiagonals);
  for (let level = 1; level < levels; level++) {
    unionBoxes(nodeBoxes, levelStart[level - 1], levelSize[level - 1], BRANCHING, nodeBoxes, levelStart[level]);
  }
  return { segmentBoxes, segments, count, follows, nodeBoxes, leafDiagonals, levelStart, levelSize, levels };
}

/** Fills each level's first node and size (leaves first, up to the root); returns the number of levels. */
function countLevels(count: number, levelStart: Int32Array, levelSize: Int32Array): number {
  let levels = 0;
  let total = 0;
  for (let size = Math.ceil(count / LEAF_SIZE); ; size = Math.ceil(size / BRANCHING)) {
    levelStart[levels] = total;
    levelSize[levels] = size;
    total += size;
    levels++;
    if (size === 1) return levels;
  }
}

/**
 * Each segment's box, and (unless null) each leaf's box and its x + y and x − y ranges (see Tree.leafDiagonals), in
 * one pass over the segments.
 */
function leafBoxes(
  segments: Float64Array,
  count: number,
  segmentBoxes: Float64Array,
  leaves: Float64Array | null,
  diagonals: Float64Array | null,
): void {
  for (let leaf = 0; leaf * LEAF_SIZE < count; leaf++) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let minS = Infinity;
    let maxS = -Infinity;
    let minD = Infinity;
    let maxD = -Infinity;
    const end = 4 * Math.min(count, (leaf + 1) * LEAF_SIZE);
    for (let k = 4 * leaf * LEAF_SIZE; k < end; k += 4) {
      const x0 = segments[k];
      const y0 = segments[k + 1];
      const x1 = segments[k + 2];
      const y1 = segments[k + 3];
      const loX = x0 < x1 ? x0 : x1;
      const loY = y0 < y1 ? y0 : y1;
      const hiX = x0 < x1 ? x1 : x0;
      const hiY = y0 < y1 ? y1 : y0;
      segmentBoxes[k] = loX;
      segmentBoxes[k + 1] = loY;
      segmentBoxes[k + 2] = hiX;
      segmentBoxes[k + 3] = hiY;
      if (loX < minX) minX = loX;
      if (loY < minY) minY = loY;
      if (hiX > maxX) maxX = hiX;
      if (hiY > maxY) maxY = hiY;
      const s0 = x0 + y0;
      const s1 = x1 + y1;
      const d0 = x0 - y0;
      const d1 = x1 - y1;
      if (s0 < minS) minS = s0;
      if (s1 < minS) minS = s1;
      if (s0 > maxS) maxS = s0;
      if (s1 > maxS) maxS = s1;
      if (d0 < minD) minD = d0;
      if (d1 < minD) minD = d1;
      if (d0 > maxD) maxD = d0;
      if (d1 > maxD) maxD = d1;
    }
    if (leaves === null || diagonals === null) continue;
    writeBox(leaves, leaf, minX, minY, maxX, maxY);
    writeBox(diagonals, leaf, minS, maxS, minD, maxD);
  }
}

function writeBox(to: Float64Array, at: number, a: number, b: number, c: number, d: number): void {
  to[4 * at] = a;
  to[4 * at + 1] = b;
  to[4 * at + 2] = c;
  to[4 * at + 3] = d;
}

/** Whether leaves a and b overlap in x + y and in x − y. */
function diagonalsOverlap(ranges: Float64Array, a: number, b: number): boolean {
  const p = 4 * a;
  const q = 4 * b;
  return (
    ranges[p] <= ranges[q + 1] &&
    ranges[q] <= ranges[p + 1] &&
    ranges[p + 2] <= ranges[q + 3] &&
    ranges[q + 2] <= ranges[p + 3]
  );
}

/** Writes, for each run of `group` consecutive boxes of `from` (from box `first`, `n` boxes), their union into `to` from box `at`. */
function unionBoxes(from: Float64Array, first: number, n: number, group: number, to: Float64Array, at: number): void {
  for (let g = 0; g * group < n; g++) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const end = Math.min(n, (g + 1) * group);
    for (let k = g * group; k < end; k++) {
      const b = 4 * (first + k);
      // Comparisons, not Math.min and Math.max: see leafBoxes.
      if (from[b] < minX) minX = from[b];
      if (from[b + 1] < minY) minY = from[b + 1];
      if (from[b + 2] > maxX) maxX = from[b + 2];
      if (from[b + 3] > maxY) maxY = from[b + 3];
    }
    writeBox(to, at + g, minX, minY, maxX, maxY);
  }
}

/**
 * Visits the overlapping segment pairs between nodes a ≤ b of `level` ≥ 1 (a = b: the pairs inside the node), given
 * that their boxes overlap.
 */
function walk(
  tree: Tree,
  level: number,
  a: number,
  b: number,
  visit: (i: number, j: number) => boolean | void,
): boolean {
  const below = tree.levelStart[level - 1];
  const size = tree.levelSize[level - 1];
  const aEnd = Math.min(size, (a + 1) * BRANCHING);
  const bEnd = Math.min(size, (b + 1) * BRANCHING);
  // Leaf children are tested here rather than in a call per pair (no recursion at the bottom level, where most pairs are).
  const leaves = level === 1;
  for (let ca = a * BRANCHING; ca < aEnd; ca++) {
    for (let cb = a === b ? ca : b * BRANCHING; cb < bEnd; cb++) {
      if (!boxesOverlap(tree.nodeBoxes, below + ca, tree.nodeBoxes, below + cb)) continue;
      if (
        leaves
          ? diagonalsOverlap(tree.leafDiagonals, ca, cb) && leafPairs(tree, ca, cb, visit)
          : walk(tree, level - 1, ca, cb, visit)
      )
        return true;
    }
  }
  return false;
}

/** The candidate segment pairs between leaves a ≤ b (a = b: inside the leaf). */
function leafPairs(tree: Tree, a: number, b: number, visit: (i: number, j: number) => boolean | void): boolean {
  const aEnd = Math.min(tree.count, (a + 1) * LEAF_SIZE);
  const bEnd = Math.min(tree.count, (b + 1) * LEAF_SIZE);
  if (a === b) return pairsWithin(tree, a * LEAF_SIZE, aEnd, visit);
  for (let i = a * LEAF_SIZE; i < aEnd; i++) {
    if (!boxesOverlap(tree.segmentBoxes, i, tree.nodeBoxes, b)) continue;
    for (let j = b * LEAF_SIZE; j < bEnd; j++) if (isCandidate(tree, i, j) && visit(i, j) === true) return true;
  }
  return false;
}

/** Whether box p of `boxes` and box q of `others` overlap (closed). */
function boxesOverlap(boxes: Float64Array, p: number, others: Float64Array, q: number): boolean {
  const a = 4 * p;
  const b = 4 * q;
  return (
    boxes[a] <= others[b + 2] &&
    others[b] <= boxes[a + 2] &&
    boxes[a + 1] <= others[b + 3] &&
    others[b + 1] <= boxes[a + 3]
  );
}

/** The candidate pairs i < j of the segments in [first, end). */
function pairsWithin(tree: Tree, first: number, end: number, visit: (i: number, j: number) => boolean | void): boolean {
  for (let i = first; i < end; i++) {
    for (let j = i + 1; j < end; j++) if (isCandidate(tree, i, j) && visit(i, j) === true) return true;
  }
  return false;
}

/**
 * Whether segments i < j might meet: not a continuation the caller skips (see
 * forEachSegmentPairInTree), boxes overlapping, and neither clearly on one side of the other.
 */
function isCandidate(tree: Tree, i: number, j: number): boolean {
  if (j === i + 1 && tree.follows !== null && tree.follows[i] === 1) return false;
  return boxesOverlap(tree.segmentBoxes, i, tree.segmentBoxes, j) && !clearlyOneSide(tree.segments, i, j);
}
