/**
 * A dynamic AABB tree in the style of Box2D's `b2DynamicTree` (v2.4): leaves hold fat boxes,
 * insertion descends by the surface-area (perimeter) heuristic and AVL rotations keep the
 * height logarithmic. Nodes live in flat typed arrays (no objects per node), so queries
 * and moves allocate nothing once the arrays have grown to fit.
 *
 * Leaf node ids are stable: moving a leaf removes and reinserts the same node. The tree
 * knows nothing about shapes; each leaf carries an integer `item` chosen by the caller.
 *
 * Boxes come in as (array, offset) of four numbers — minX, minY, maxX, maxY — never as four
 * number arguments: V8 boxes a double passed to a call it does not inline (16 B each), and a
 * broad phase makes thousands of these calls per frame.
 *
 * @internal
 */

import { splitAtMedian } from './median-split.js';

/** No node: the null link. */
export const NULL_NODE = -1;

const INITIAL_CAPACITY = 16;

/**
 * Relative slack of the segment-vs-box axis test (dimensionless, times the distances
 * involved): a few ulps of float64, so a box the segment grazes is visited, never skipped.
 */
const CAST_SLACK = 1e-14;

/**
 * Called for each leaf a cast reaches, with the leaf's item. To clip the cast, it lowers
 * `tree.castSegment[CAST_MAX_FRACTION]`. Numbers travel through that array, not as
 * arguments or return values: V8 boxes a double passed to or returned from a call it does
 * not inline, and a callback called through a variable rarely is (73 B per index raycast).
 * @internal
 */
export type CastCallback = (item: number) => void;

/** Slots of `AabbTree.castSegment`: the cast's origin, translation, half extents and max fraction. @internal */
export const CAST_X = 0;
/** @internal */
export const CAST_Y = 1;
/** @internal */
export const CAST_TX = 2;
/** @internal */
export const CAST_TY = 3;
/** @internal */
export const CAST_HX = 4;
/** @internal */
export const CAST_HY = 5;
/** @internal */
export const CAST_MAX_FRACTION = 6;

/** Slots of the tree's cost scratch. */
const NODE = 0;
const UNION = 1;

/** @internal */
export class AabbTree {
  /** Node boxes, 4 per node: minX, minY, maxX, maxY. */
  bounds = new Float64Array(4 * INITIAL_CAPACITY);
  /** Parent per node; for a free node, the next free node. */
  parent = new Int32Array(INITIAL_CAPACITY);
  child1 = new Int32Array(INITIAL_CAPACITY);
  child2 = new Int32Array(INITIAL_CAPACITY);
  /** 0 for a leaf, −1 for a free node. */
  height = new Int32Array(INITIAL_CAPACITY);
  /** The caller's item per leaf (−1 for internal nodes). */
  item = new Int32Array(INITIAL_CAPACITY);
  root = NULL_NODE;
  private freeList = NULL_NODE;
  private capacity = 0;
  private stack = new Int32Array(64);
  /** Scratch of `halfPerimeters`: [NODE, UNION]. */
  private readonly costs = new Float64Array(2);

  constructor() {
    this.grow(INITIAL_CAPACITY);
  }

  /** Creates a leaf for `item` with the (fat) box at `box[o…o+3]` and inserts it. */
  createLeaf(item: number, box: Float64Array, o: number): number {
    const leaf = this.createDetachedLeaf(item, box, o);
    this.insertLeaf(leaf, this.root);
    return leaf;
  }

  /**
   * Creates a leaf like `createLeaf` but leaves it out of the hierarchy (no query sees it)
   * until a `rebuild` that lists it: for loading many leaves at once, where inserting each
   * one first would be thrown away by the rebuild.
   */
  createDetachedLeaf(item: number, box: Float64Array, o: number): number {
    const leaf = this.allocate();
    this.setBox(leaf, box, o);
    this.item[leaf] = item;
    this.height[leaf] = 0;
    return leaf;
  }

  /** Removes a leaf from the tree and frees it. */
  destroyLeaf(leaf: number): void {
    this.removeLeaf(leaf);
    this.free(leaf);
  }

  /**
   * Gives a leaf the box at `box[o…o+3]`, keeping its node id. A moved leaf usually lands
   * near where it was, so the descent starts from the lowest ancestor of its old place whose
   * box already encloses the new one, not from the root: above that node nothing grows, so
   * the cost heuristic has nothing to weigh there, and the walk is a few levels, not the
   * tree's height.
   */
  moveLeaf(leaf: number, box: Float64Array, o: number): void {
    const near = this.removeLeaf(leaf);
    this.setBox(leaf, box, o);
    this.insertLeaf(leaf, near === NULL_NODE ? NULL_NODE : this.enclosingAncestor(near, leaf));
  }

  /**
   * Whether `node`'s box contains the box at `box[o…o+3]` (for a leaf: it need not move). The
   * box may be a node's own (`bounds`, 4 × node).
   */
  contains(node: number, box: Float64Array, o: number): boolean {
    const b = this.bounds;
    const n = 4 * node;
    return b[n] <= box[o] && b[n + 1] <= box[o + 1] && box[o + 2] <= b[n + 2] && box[o + 3] <= b[n + 3];
  }

  /**
   * Writes into `out` (from index 0) the item of every leaf whose box overlaps the box at
   * `box[o…o+3]` (touching counts) and returns how many; `out` must be large enough for every
   * leaf. The box may be a node's own (`bounds`, 4 × node).
   */
  query(box: Float64Array, o: number, out: Int32Array): number {
    if (this.root === NULL_NODE) return 0;
    const minX = box[o];
    const minY = box[o + 1];
    const maxX = box[o + 2];
    const maxY = box[o + 3];
    const b = this.bounds;
    let stack = this.stack;
    let top = 0;
    let count = 0;
    stack[top++] = this.root;
    while (top > 0) {
      const node = stack[--top];
      const n = 4 * node;
      if (b[n] > maxX || b[n + 2] < minX || b[n + 1] > maxY || b[n + 3] < minY) continue;
      if (this.height[node] === 0) {
        out[count++] = this.item[node];
        continue;
      }
      if (top + 2 > stack.length) stack = this.growStack();
      stack[top++] = this.child1[node];
      stack[top++] = this.child2[node];
    }
    return count;
  }

  /** The cast to run, written by the caller before `cast` (slots CAST_X … CAST_MAX_FRACTION). */
  readonly castSegment = new Float64Array(7);

  /**
   * Casts a box of half extents (hx, hy) centred at (ox, oy) along (tx, ty), fractions in
   * [0, maxFraction], as written in `castSegment`; a ray is the cast with hx = hy = 0.
   * Box2D's `b2DynamicTree_RayCast`: each node is tested against the segment's bounding box
   * and the segment's own normal axis, and the segment is clipped to every fraction the
   * callback leaves in `castSegment[CAST_MAX_FRACTION]`.
   */
  cast(callback: CastCallback): void {
    if (this.root === NULL_NODE) return;
    const segment = this.castSegment;
    const ox = segment[CAST_X];
    const oy = segment[CAST_Y];
    const tx = segment[CAST_TX];
    const ty = segment[CAST_TY];
    const hx = segment[CAST_HX];
    const hy = segment[CAST_HY];
    let maxFraction = segment[CAST_MAX_FRACTION];
    // sqrt, not Math.hypot (which allocates in V8); a squared length that overflows falls back.
    let len = Math.sqrt(tx * tx + ty * ty);
    if (len === Infinity) len = Math.hypot(tx, ty);
    // The segment's normal (unit) and its absolute value, for the separating-axis test.
    const vx = len > 0 ? -ty / len : 0;
    const vy = len > 0 ? tx / len : 0;
    const avx = Math.abs(vx);
    const avy = Math.abs(vy);
    const b = this.bounds;
    let stack = this.stack;
    let top = 0;
    stack[top++] = this.root;
    let ex = ox + maxFraction * tx;
    let ey = oy + maxFraction * ty;
    while (top > 0) {
      const node = stack[--top];
      const o = 4 * node;
      const nMinX = b[o] - hx;
      const nMinY = b[o + 1] - hy;
      const nMaxX = b[o + 2] + hx;
      const nMaxY = b[o + 3] + hy;
      if (nMinX > Math.max(ox, ex) || nMaxX < Math.min(ox, ex) || nMinY > Math.max(oy, ey) || nMaxY < Math.min(oy, ey))
        continue;
      const cx = 0.5 * (nMinX + nMaxX);
      const cy = 0.5 * (nMinY + nMaxY);
      const dx = ox - cx;
      const dy = oy - cy;
      const reach = avx * 0.5 * (nMaxX - nMinX) + avy * 0.5 * (nMaxY - nMinY);
      // The slack keeps round-off from skipping a box the segment only grazes.
      if (Math.abs(vx * dx + vy * dy) - reach > CAST_SLACK * (reach + Math.abs(dx) + Math.abs(dy))) continue;
      if (this.height[node] === 0) {
        // Unlike Box2D, 0 does not end the cast: other leaves touching the origin may still
        // tie at 0, and the caller breaks ties by handle.
        callback(this.item[node]);
        const value = segment[CAST_MAX_FRACTION];
        if (value < maxFraction) {
          maxFraction = value;
          ex = ox + maxFraction * tx;
          ey = oy + maxFraction * ty;
        }
        continue;
      }
      if (top + 2 > stack.length) stack = this.growStack();
      // Nearer child on top (by its centre's projection on the cast): the traversal runs
      // roughly front to back, so early hits clip the segment before far subtrees are seen.
      const c1 = this.child1[node];
      const c2 = this.child2[node];
      const o1 = 4 * c1;
      const o2 = 4 * c2;
      const along1 = (b[o1] + b[o1 + 2]) * tx + (b[o1 + 1] + b[o1 + 3]) * ty;
      const along2 = (b[o2] + b[o2 + 2]) * tx + (b[o2 + 1] + b[o2 + 3]) * ty;
      stack[top++] = along1 <= along2 ? c2 : c1;
      stack[top++] = along1 <= along2 ? c1 : c2;
    }
  }

  /**
   * Replaces the whole hierarchy by a top-down build over the given leaves (their boxes
   * already set): split at the median centre along the longer axis of the centres' spread.
   * Static level geometry built this way queries faster than incremental insertion.
   */
  rebuild(leaves: Int32Array): void {
    this.freeInternalNodes();
    this.root = leaves.length === 0 ? NULL_NODE : this.buildRange(leaves, 0, leaves.length);
    if (this.root !== NULL_NODE) this.parent[this.root] = NULL_NODE;
  }

  /** The height of the tree (0 for a single leaf, −1 when empty). */
  treeHeight(): number {
    return this.root === NULL_NODE ? -1 : this.height[this.root];
  }

  /** Checks every structural invariant; throws on the first broken one (for tests). */
  validate(): void {
    if (this.root !== NULL_NODE) {
      if (this.parent[this.root] !== NULL_NODE) throw new Error('root has a parent');
      this.validateNode(this.root);
    }
  }

  private validateNode(node: number): void {
    if (this.height[node] === 0) return;
    const c1 = this.child1[node];
    const c2 = this.child2[node];
    if (this.parent[c1] !== node || this.parent[c2] !== node) throw new Error(`bad parent link under ${node}`);
    if (this.height[node] !== 1 + Math.max(this.height[c1], this.height[c2])) throw new Error(`bad height at ${node}`);
    // Exactly the union, not merely containing: refits that stop early must leave no slack.
    if (!this.unionIsSame(node, c1, c2)) throw new Error(`box of ${node} is not the union of its children`);
    this.validateNode(c1);
    this.validateNode(c2);
  }

  private setBox(node: number, box: Float64Array, o: number): void {
    copyBox(this.bounds, 4 * node, box, o);
  }

  /** Inserts a leaf, descending from `start` (the root, or a node whose box encloses the leaf's). */
  private insertLeaf(leaf: number, start: number): void {
    if (this.root === NULL_NODE) {
      this.root = leaf;
      this.parent[leaf] = NULL_NODE;
      return;
    }
    const sibling = this.bestSibling(leaf, start);
    const oldParent = this.parent[sibling];
    const newParent = this.allocate();
    this.parent[newParent] = oldParent;
    this.item[newParent] = -1;
    this.height[newParent] = this.height[sibling] + 1;
    this.child1[newParent] = sibling;
    this.child2[newParent] = leaf;
    this.parent[sibling] = newParent;
    this.parent[leaf] = newParent;
    this.unionInto(newParent, sibling, leaf);
    if (oldParent === NULL_NODE) this.root = newParent;
    else if (this.child1[oldParent] === sibling) this.child1[oldParent] = newParent;
    else this.child2[oldParent] = newParent;
    this.refitUpward(newParent);
  }

  /**
   * Box2D's descent: stop where pairing with the current node is cheaper than going down.
   * Costs are in half-perimeters (the heuristic only compares them) and read the boxes by
   * node id. They are written to `costs`, never returned: a double returned by a call V8
   * does not inline is boxed (16 bytes), and whether it inlines depends on the run.
   */
  private bestSibling(leaf: number, start: number): number {
    const costs = this.costs;
    let index = start;
    this.halfPerimeters(index, leaf);
    // The current node's half-perimeter and its union with the leaf's box: measured while
    // weighing it as a child one level up, so each level measures only its two children.
    let area = costs[NODE];
    let combined = costs[UNION];
    while (this.height[index] > 0) {
      // Pairing here creates a parent of size `combined`; every ancestor grows by the rest.
      const cost = 2 * combined;
      const inheritance = 2 * (combined - area);
      const c1 = this.child1[index];
      const c2 = this.child2[index];
      this.halfPerimeters(c1, leaf);
      const area1 = costs[NODE];
      const combined1 = costs[UNION];
      this.halfPerimeters(c2, leaf);
      const cost1 = combined1 - (this.height[c1] === 0 ? 0 : area1) + inheritance;
      const cost2 = costs[UNION] - (this.height[c2] === 0 ? 0 : costs[NODE]) + inheritance;
      if (cost < cost1 && cost < cost2) break;
      if (cost1 < cost2) {
        index = c1;
        area = area1;
        combined = combined1;
      } else {
        index = c2;
        area = costs[NODE];
        combined = costs[UNION];
      }
    }
    return index;
  }

  /**
   * costs[NODE] ← the half-perimeter of `node`'s box, costs[UNION] ← that of the box around
   * it and `leaf`'s. (Going down into a child adds a new parent over a leaf, or the growth of
   * a subtree: UNION, or UNION − NODE.)
   */
  private halfPerimeters(node: number, leaf: number): void {
    const b = this.bounds;
    const p = 4 * node;
    const q = 4 * leaf;
    this.costs[NODE] = b[p + 2] - b[p] + (b[p + 3] - b[p + 1]);
    this.costs[UNION] =
      Math.max(b[p + 2], b[q + 2]) -
      Math.min(b[p], b[q]) +
      (Math.max(b[p + 3], b[q + 3]) - Math.min(b[p + 1], b[q + 1]));
  }

  /** `node` or its lowest ancestor whose box encloses the leaf's (the root if none does). */
  private enclosingAncestor(node: number, leaf: number): number {
    let index = node;
    while (!this.contains(index, this.bounds, 4 * leaf) && this.parent[index] !== NULL_NODE) index = this.parent[index];
    return index;
  }

  /** Unlinks a leaf (its parent node is freed); returns its old sibling, NULL_NODE if it was the root. */
  private removeLeaf(leaf: number): number {
    if (leaf === this.root) {
      this.root = NULL_NODE;
      return NULL_NODE;
    }
    const parent = this.parent[leaf];
    const grandParent = this.parent[parent];
    const sibling = this.child1[parent] === leaf ? this.child2[parent] : this.child1[parent];
    this.free(parent);
    this.parent[sibling] = grandParent;
    if (grandParent === NULL_NODE) {
      this.root = sibling;
      return sibling;
    }
    if (this.child1[grandParent] === parent) this.child1[grandParent] = sibling;
    else this.child2[grandParent] = sibling;
    this.refitUpward(grandParent);
    return sibling;
  }

  /** Walks from `node` to the root, rebalancing and refitting boxes and heights. */
  private refitUpward(node: number): void {
    let index = node;
    let first = true;
    while (index !== NULL_NODE) {
      const top = this.balance(index);
      const c1 = this.child1[top];
      const c2 = this.child2[top];
      const height = 1 + Math.max(this.height[c1], this.height[c2]);
      const unchanged = top === index && this.height[top] === height && this.unionIsSame(top, c1, c2);
      // Past the first node (whose children just changed), a node whose box and height come
      // out as they were leaves every ancestor as it was too: stop. Small moves usually stop
      // a level or two up instead of at the root.
      if (unchanged && !first) return;
      this.height[top] = height;
      this.unionInto(top, c1, c2);
      first = false;
      index = this.parent[top];
    }
  }

  /** Whether the union of x's and y's boxes equals `node`'s box. */
  private unionIsSame(node: number, x: number, y: number): boolean {
    const b = this.bounds;
    const o = 4 * node;
    const p = 4 * x;
    const q = 4 * y;
    return (
      b[o] === Math.min(b[p], b[q]) &&
      b[o + 1] === Math.min(b[p + 1], b[q + 1]) &&
      b[o + 2] === Math.max(b[p + 2], b[q + 2]) &&
      b[o + 3] === Math.max(b[p + 3], b[q + 3])
    );
  }

  /**
   * Box2D's AVL rotation: if one child of A is more than one level taller than the other,
   * promote the taller child (C) and hand one of its children down to A. Returns the node
   * now at A's place.
   */
  private balance(a: number): number {
    if (this.height[a] < 2) return a;
    const b = this.child1[a];
    const c = this.child2[a];
    const skew = this.height[c] - this.height[b];
    if (skew > 1) return this.rotateUp(a, c, b, true);
    if (skew < -1) return this.rotateUp(a, b, c, false);
    return a;
  }

  /** Promotes `up` (a child of `a`, taller than `other`) into `a`'s place. */
  private rotateUp(a: number, up: number, other: number, upIsChild2: boolean): number {
    const f = this.child1[up];
    const g = this.child2[up];
    // `up` takes a's place under a's parent.
    const grand = this.parent[a];
    this.child1[up] = a;
    this.parent[up] = grand;
    this.parent[a] = up;
    if (grand === NULL_NODE) this.root = up;
    else if (this.child1[grand] === a) this.child1[grand] = up;
    else this.child2[grand] = up;
    // The taller grandchild stays with `up`; the shorter one moves down to `a`.
    const keep = this.height[f] > this.height[g] ? f : g;
    const give = keep === f ? g : f;
    this.child2[up] = keep;
    if (upIsChild2) this.child2[a] = give;
    else this.child1[a] = give;
    this.parent[give] = a;
    this.unionInto(a, other, give);
    this.height[a] = 1 + Math.max(this.height[other], this.height[give]);
    this.unionInto(up, a, keep);
    this.height[up] = 1 + Math.max(this.height[a], this.height[keep]);
    return up;
  }

  private unionInto(node: number, x: number, y: number): void {
    const b = this.bounds;
    const o = 4 * node;
    const p = 4 * x;
    const q = 4 * y;
    b[o] = Math.min(b[p], b[q]);
    b[o + 1] = Math.min(b[p + 1], b[q + 1]);
    b[o + 2] = Math.max(b[p + 2], b[q + 2]);
    b[o + 3] = Math.max(b[p + 3], b[q + 3]);
  }

  private buildRange(leaves: Int32Array, start: number, end: number): number {
    if (end - start === 1) return leaves[start];
    const mid = (start + end) >> 1;
    splitAtMedian(leaves, start, end, mid, this.bounds);
    const left = this.buildRange(leaves, start, mid);
    const right = this.buildRange(leaves, mid, end);
    const node = this.allocate();
    this.item[node] = -1;
    this.child1[node] = left;
    this.child2[node] = right;
    this.parent[left] = node;
    this.parent[right] = node;
    this.height[node] = 1 + Math.max(this.height[left], this.height[right]);
    this.unionInto(node, left, right);
    return node;
  }

  /** Frees every internal node, leaving the leaves (and their boxes) allocated. */
  private freeInternalNodes(): void {
    for (let node = 0; node < this.capacity; node++) {
      if (this.height[node] > 0) this.free(node);
    }
  }

  private allocate(): number {
    if (this.freeList === NULL_NODE) this.grow(this.capacity * 2);
    const node = this.freeList;
    this.freeList = this.parent[node];
    this.parent[node] = NULL_NODE;
    this.child1[node] = NULL_NODE;
    this.child2[node] = NULL_NODE;
    this.height[node] = 0;
    return node;
  }

  private free(node: number): void {
    this.parent[node] = this.freeList;
    this.height[node] = -1;
    this.freeList = node;
  }

  private grow(capacity: number): void {
    const old = this.capacity;
    this.bounds = resizeF64(this.bounds, 4 * capacity);
    this.parent = resizeI32(this.parent, capacity);
    this.child1 = resizeI32(this.child1, capacity);
    this.child2 = resizeI32(this.child2, capacity);
    this.height = resizeI32(this.height, capacity);
    this.item = resizeI32(this.item, capacity);
    // Chain the new nodes into the free list, lowest id first.
    for (let node = capacity - 1; node >= old; node--) this.free(node);
    this.capacity = capacity;
  }

  private growStack(): Int32Array<ArrayBuffer> {
    this.stack = resizeI32(this.stack, 2 * this.stack.length);
    return this.stack;
  }
}

/** A copy of `a` with room for `length` elements (the old contents first). @internal */
/** Copies the box at `from[f…f+3]` to `to[t…t+3]`. */
export function copyBox(to: Float64Array, t: number, from: Float64Array, f: number): void {
  to[t] = from[f];
  to[t + 1] = from[f + 1];
  to[t + 2] = from[f + 2];
  to[t + 3] = from[f + 3];
}

export function resizeI32(a: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (a.length === length) return a;
  const b = new Int32Array(length);
  b.set(a.subarray(0, Math.min(a.length, length)));
  return b;
}

/** A copy of `a` with room for `length` elements (the old contents first). @internal */
export function resizeF64(a: Float64Array<ArrayBuffer>, length: number): Float64Array<ArrayBuffer> {
  if (a.length === length) return a;
  const b = new Float64Array(length);
  b.set(a.subarray(0, Math.min(a.length, length)));
  return b;
}
