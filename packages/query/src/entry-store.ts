import { type AABB, type Chain, SepaxError, type Shape } from '@sepax/core';
import { describeValue, isChain } from '@sepax/core/internal';
import { AabbTree, copyBox, NULL_NODE, resizeF64, resizeI32 } from './aabb-tree.js';
import { PAIR_KEY_BASE } from './pair-cache.js';
import { sortByZOrder } from './z-order.js';

/**
 * The fat-box margin when none is given, as a fraction of each shape's larger extent (scale-
 * free): a wider box saves tree moves as a shape drifts and costs only a few more candidate
 * pairs, which the tight boxes reject before the narrow phase (query-broadphase bench suite).
 */
const DEFAULT_MARGIN_RATIO = 0.3;

/**
 * When an entry leaves its fat box, the new fat box also reaches this many times the last
 * displacement ahead in the direction of motion (Box2D v2.4's `b2_aabbMultiplier`), so a
 * body moving steadily leaves it less often. Dimensionless.
 */
const MOTION_PREDICTION = 4;

/** Fewer inserts than this never trigger a rebuild (a small tree is cheap either way). */
const SETTLE_MIN_INSERTS = 64;

/** `leaf` of an id claimed and not yet in the tree. */
const CLAIMED = NULL_NODE - 1;
/** `leaf` of a chain's handle: the chain is in the tree through its segment ids. */
const CHAIN_ENTRY = NULL_NODE - 2;

/**
 * The index's entries: handles, shapes, data, category bits, and the tree leaves with their
 * tight and fat boxes.
 *
 * Ids. A convex shape or a compound sits in the tree as one leaf under its handle. A chain
 * sits there as one leaf per segment, each under an id of its own (a segment id) that maps
 * back to the chain's handle through `owner`: a long terrain is many small boxes that a
 * query reaches a few at a time, not one box that every query reaches. Handles and segment
 * ids index the same arrays but come from separate free lists, so a number never changes
 * role, and pair keys of one kind never turn into the other.
 * @internal
 */
export class EntryStore<T> {
  readonly tree = new AabbTree();
  /**
   * The fat-box margin in world units, or −1 for the default (proportional to each shape). A
   * number either way: `margin ?? fallback` would merge a tagged value with a double, and V8
   * boxes the result (16 B per moved entry).
   */
  private readonly margin: number;
  /** Per handle. */
  shapes: (Shape | undefined)[] = [];
  datas: (T | undefined)[] = [];
  /** Per handle of a chain: its segment ids, in segment order. */
  segmentIds: (Int32Array | undefined)[] = [];
  /** Per id (a segment id carries its chain's bits, so the pair search reads ids alone). */
  category = new Uint32Array(16);
  mask = new Uint32Array(16);
  /** Per id: the handle it belongs to (itself for a handle). */
  owner = new Int32Array(16);
  /** Per id: which segment of its chain a segment id is; −1 for a handle. */
  segment = new Int32Array(16).fill(-1);
  /** Tree leaf per id: NULL_NODE when free, CLAIMED or CHAIN_ENTRY when in use outside the tree. */
  leaf = new Int32Array(16).fill(NULL_NODE);
  /** Each tree id's tight box as of its last insert/update: 4 numbers per id. */
  tight = new Float64Array(64);
  /** Ids that left their fat box since the last pair search, and a flag per id. */
  moved = new Int32Array(16);
  movedCount = 0;
  movedFlag = new Uint8Array(16);
  /**
   * Per id, the `stamp` at which its fat box last changed (see PairWalk): a candidate pair
   * neither of whose fat boxes changed since the last walk still overlaps.
   */
  fatChangedBefore = new Int32Array(16);
  /** Per id, the `stamp` at which its shape was last read (insert or update). */
  readAt = new Int32Array(16);
  /**
   * What a change writes into `fatChangedBefore` and `readAt` now: the number of finished
   * pair walks, plus one while a walk runs (PairWalk keeps it current).
   */
  stamp = 0;
  /**
   * Tree moves wait for the next query or pair search (`settleTree`), which makes them in
   * Z-order of the new boxes: consecutive moves then reach the same branches of the tree
   * while they are in cache (query-broadphase bench suite, 100k moving bodies). Per id: its
   * place in the pending lists, −1 when it has no pending move.
   */
  private pendingAt = new Int32Array(16).fill(-1);
  /** Whether `update` may leave a tree move pending (not while a pair walk reads the tree). */
  deferMoves = true;
  private pendingIds = new Int32Array(16);
  /** The fat box each pending move goes to: 4 numbers per pending id. */
  private pendingBoxes = new Float64Array(64);
  private pendingCount = 0;
  /** Scratch of `zOrder`: the sorted keys of one batch. */
  private zKeys = new Float64Array(16);
  /** Scratch for tree queries, one slot per possible id. */
  found = new Int32Array(16);
  /** Ids in use (handles and segment ids); the arrays above are at least this long. */
  idCount = 0;
  /** Live handles. */
  live = 0;
  /** Entries added by `insert` since the tree was last built top-down (see `settleTree`). */
  private insertedSinceBuild = 0;
  private readonly freeHandles: number[] = [];
  private readonly freeSegmentIds: number[] = [];
  readonly box: AABB = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  /** Scratch box as 4 numbers (minX, minY, maxX, maxY) for tree calls, and a fat box. */
  readonly box4 = new Float64Array(4);
  private readonly fat = new Float64Array(4);

  constructor(margin: number) {
    this.margin = margin;
  }

  /** Whether `handle` names a live entry. */
  has(handle: number): boolean {
    return (
      Number.isInteger(handle) &&
      handle >= 0 &&
      handle < this.idCount &&
      this.owner[handle] === handle &&
      this.leaf[handle] !== NULL_NODE
    );
  }

  checkHandle(handle: number): void {
    if (!this.has(handle)) {
      throw new SepaxError(
        'INVALID_HANDLE',
        `Handle ${describeValue(handle)} is not in this index (never returned by insert/build, or already removed); use the handle insert() returned.`,
        { handle },
      );
    }
  }

  /** Stores a validated entry under a new handle, with its tight boxes; not yet in the tree. */
  prepare(shape: Shape, data: T | undefined, category: number, mask: number): number {
    shape.aabb(this.box); // refreshes world geometry, which throws first if out of range
    const handle = this.claimId(this.freeHandles);
    this.owner[handle] = handle;
    this.shapes[handle] = shape;
    this.datas[handle] = data;
    this.category[handle] = category;
    this.mask[handle] = mask;
    if (!isChain(shape)) {
      this.setTight(handle, this.boxArray(this.box));
      return handle;
    }
    this.leaf[handle] = CHAIN_ENTRY;
    const ids = new Int32Array(shape.segments.length).fill(NULL_NODE);
    this.segmentIds[handle] = ids;
    try {
      for (let k = 0; k < ids.length; k++) {
        const id = this.claimId(this.freeSegmentIds);
        ids[k] = id;
        this.owner[id] = handle;
        this.segment[id] = k;
        this.category[id] = category;
        this.mask[id] = mask;
        this.setTight(id, this.boxArray(shape.segments[k].aabb(this.box)));
      }
    } catch (error) {
      this.release(handle); // out of ids: nothing stays claimed
      throw error;
    }
    return handle;
  }

  /**
   * Puts a prepared entry into the tree with fat boxes; the pair search will look it up. An
   * entry loaded by `build` (`built`) gets its tight boxes and stays out of the hierarchy:
   * the caller then builds the whole tree top-down.
   */
  addLeaves(handle: number, built: boolean): void {
    const ids = this.segmentIds[handle];
    if (ids === undefined) this.addLeaf(handle, built);
    else for (let k = 0; k < ids.length; k++) this.addLeaf(ids[k], built);
    if (!built) this.insertedSinceBuild++;
  }

  private addLeaf(id: number, built: boolean): void {
    const tree = this.tree;
    this.leaf[id] = built
      ? tree.createDetachedLeaf(id, this.tight, 4 * id)
      : tree.createLeaf(id, this.writeFatBox(id, this.tight, 4 * id), 0);
    this.markMoved(id);
  }

  /** Builds the whole tree top-down after `build` loaded entries. */
  rebuildTree(): void {
    this.applyMoves();
    this.tree.rebuild(this.allLeaves());
    this.insertedSinceBuild = 0;
  }

  /**
   * Re-reads a live entry's shape; returns whether any of its leaves moved in the tree. Its
   * world geometry is checked (`aabb()` throws out of range) before anything is touched.
   */
  update(handle: number): boolean {
    const shape = this.shapes[handle] as Shape;
    const ids = this.segmentIds[handle];
    if (ids === undefined) return this.updateLeaf(handle, this.boxArray(shape.aabb(this.box)));
    shape.aabb(this.box);
    const segments = (shape as Chain).segments;
    let moved = false;
    for (let k = 0; k < ids.length; k++) {
      if (this.updateLeaf(ids[k], this.boxArray(segments[k].aabb(this.box)))) moved = true;
    }
    return moved;
  }

  private updateLeaf(id: number, next: Float64Array): boolean {
    const p = this.pendingAt[id];
    if (p < 0 ? this.tree.contains(this.leaf[id], next, 0) : encloses(this.pendingBoxes, 4 * p, next)) {
      this.setTight(id, next);
      return false;
    }
    this.moveLeaf(id, next);
    return true;
  }

  /**
   * Moves a leaf that left its fat box to its new tight box `next`. Apart from `updateLeaf`
   * (the common case, which a caller's loop should inline whole) because most updates never
   * get here.
   */
  private moveLeaf(id: number, next: Float64Array): void {
    // The fat box looks ahead along the move from the old tight box to the new one.
    const fat = this.writeFatBox(id, next, 0);
    this.setTight(id, next);
    if (this.deferMoves) this.deferMove(id, fat);
    else this.tree.moveLeaf(this.leaf[id], fat, 0);
    this.markMoved(id);
  }

  /** Records that leaf `id` moves to the fat box `fat` at the next `applyMoves`. */
  private deferMove(id: number, fat: Float64Array): void {
    let p = this.pendingAt[id];
    if (p < 0) {
      p = this.pendingCount++;
      if (p === this.pendingIds.length) {
        this.pendingIds = resizeI32(this.pendingIds, 2 * p);
        this.pendingBoxes = resizeF64(this.pendingBoxes, 8 * p);
      }
      this.pendingIds[p] = id;
      this.pendingAt[id] = p;
    }
    copyBox(this.pendingBoxes, 4 * p, fat, 0);
  }

  /** Makes the pending tree moves, in Z-order of their boxes. */
  private applyMoves(): void {
    const count = this.pendingCount;
    if (count === 0) return;
    const order = this.zOrder(this.pendingIds, count, this.pendingBoxes, true);
    const tree = this.tree;
    for (let i = 0; i < count; i++) {
      const id = order[i] % PAIR_KEY_BASE;
      const p = this.pendingAt[id];
      // A removed entry's move was dropped (its id may since name a new entry, listed anew).
      if (p < 0) continue;
      this.pendingAt[id] = -1;
      tree.moveLeaf(this.leaf[id], this.pendingBoxes, 4 * p);
    }
    this.pendingCount = 0;
  }

  /**
   * `ids[0…count−1]` as sorted Z-order keys of their boxes across the tree's root box (see
   * sortByZOrder for `boxes` and `byPosition`; read an id back as `key % PAIR_KEY_BASE`), in a
   * scratch that the next call overwrites.
   */
  zOrder(ids: Int32Array, count: number, boxes: Float64Array, byPosition: boolean): Float64Array {
    if (this.zKeys.length < count) this.zKeys = new Float64Array(Math.max(count, 2 * this.zKeys.length));
    const tree = this.tree;
    sortByZOrder(ids, count, boxes, byPosition, tree.bounds, 4 * Math.max(tree.root, 0), this.zKeys);
    return this.zKeys;
  }

  /** Takes a live entry out of the tree and frees its handle. */
  remove(handle: number): void {
    const ids = this.segmentIds[handle];
    if (ids === undefined) this.tree.destroyLeaf(this.leaf[handle]);
    else for (let k = 0; k < ids.length; k++) this.tree.destroyLeaf(this.leaf[ids[k]]);
    this.release(handle);
  }

  /** Frees a handle (and its segment ids) whose leaves are not in the tree. */
  release(handle: number): void {
    const ids = this.segmentIds[handle];
    if (ids !== undefined) {
      for (let k = 0; k < ids.length; k++) {
        if (ids[k] === NULL_NODE) continue; // build() failed before claiming it
        this.leaf[ids[k]] = NULL_NODE;
        this.pendingAt[ids[k]] = -1;
        this.freeSegmentIds.push(ids[k]);
      }
      this.segmentIds[handle] = undefined;
    }
    this.leaf[handle] = NULL_NODE;
    this.pendingAt[handle] = -1;
    this.shapes[handle] = undefined;
    this.datas[handle] = undefined;
    this.freeHandles.push(handle);
    this.live--;
  }

  /**
   * One-by-one insertion leaves a tree about twice as costly to query as a top-down build,
   * and moves keep whatever quality the tree has. So when at least half the entries came by
   * `insert` since the last full build, the next query or pair search rebuilds the tree
   * top-down first: O(n log n) once, about the cost of the inserts, paid back by every later
   * lookup.
   */
  settleTree(): void {
    this.applyMoves();
    if (this.insertedSinceBuild < SETTLE_MIN_INSERTS || 2 * this.insertedSinceBuild < this.live) return;
    this.rebuildTree();
  }

  /** Copies a box into the 4-number scratch that tree calls take (see AabbTree on why). */
  boxArray(box: AABB): Float64Array {
    const a = this.box4;
    a[0] = box.minX;
    a[1] = box.minY;
    a[2] = box.maxX;
    a[3] = box.maxY;
    return a;
  }

  private claimId(free: number[]): number {
    // Reuse the most recently freed number first (Box2D's free list).
    const reused = free.pop();
    const id = reused ?? this.idCount;
    if (reused === undefined) {
      if (id >= PAIR_KEY_BASE) {
        throw new SepaxError(
          'INVALID_ARGUMENT',
          `A SpatialIndex holds at most ${PAIR_KEY_BASE} entries and chain segments; split the world into several indexes.`,
        );
      }
      if (id === this.leaf.length) this.grow(2 * id);
      this.idCount++;
    }
    if (free === this.freeHandles) this.live++;
    this.leaf[id] = CLAIMED;
    this.segment[id] = -1;
    return id;
  }

  private grow(capacity: number): void {
    this.category = resizeU32(this.category, capacity);
    this.mask = resizeU32(this.mask, capacity);
    this.owner = resizeI32(this.owner, capacity);
    const oldLength = this.leaf.length;
    this.segment = resizeI32(this.segment, capacity);
    this.segment.fill(-1, oldLength);
    this.leaf = resizeI32(this.leaf, capacity);
    this.leaf.fill(NULL_NODE, oldLength);
    this.pendingAt = resizeI32(this.pendingAt, capacity);
    this.pendingAt.fill(-1, oldLength);
    this.tight = resizeF64(this.tight, 4 * capacity);
    this.moved = resizeI32(this.moved, capacity);
    this.movedFlag = resizeU8(this.movedFlag, capacity);
    this.fatChangedBefore = resizeI32(this.fatChangedBefore, capacity);
    this.readAt = resizeI32(this.readAt, capacity);
    this.found = new Int32Array(capacity);
  }

  private setTight(id: number, box: Float64Array): void {
    this.readAt[id] = this.stamp;
    copyBox(this.tight, 4 * id, box, 0);
  }

  /**
   * Writes the fat box for the id's new tight box `next[n…n+3]` into `this.fat`: grown by
   * the margin and stretched on the side it is moving to by MOTION_PREDICTION times the move
   * of its centre since the stored tight box (none when `next` is that box).
   */
  private writeFatBox(id: number, next: Float64Array, n: number): Float64Array {
    const t = this.tight;
    const o = 4 * id;
    const minX = next[n];
    const minY = next[n + 1];
    const maxX = next[n + 2];
    const maxY = next[n + 3];
    // Twice the centre's displacement, hence the half.
    const aheadX = 0.5 * MOTION_PREDICTION * (minX + maxX - t[o] - t[o + 2]);
    const aheadY = 0.5 * MOTION_PREDICTION * (minY + maxY - t[o + 1] - t[o + 3]);
    const m = this.margin >= 0 ? this.margin : DEFAULT_MARGIN_RATIO * Math.max(maxX - minX, maxY - minY);
    const fat = this.fat;
    fat[0] = minX - m + Math.min(aheadX, 0);
    fat[1] = minY - m + Math.min(aheadY, 0);
    fat[2] = maxX + m + Math.max(aheadX, 0);
    fat[3] = maxY + m + Math.max(aheadY, 0);
    return fat;
  }

  private allLeaves(): Int32Array {
    const leaves = new Int32Array(this.idCount);
    let n = 0;
    for (let id = 0; id < this.idCount; id++) if (this.leaf[id] >= 0) leaves[n++] = this.leaf[id];
    return leaves.subarray(0, n);
  }

  private markMoved(id: number): void {
    // A move from inside the pair walk counts for the next walk as well (pairs already
    // walked in this one were judged on the old box).
    this.fatChangedBefore[id] = this.stamp;
    if (this.movedFlag[id] === 1) return;
    this.movedFlag[id] = 1;
    this.moved[this.movedCount++] = id;
  }
}

/** Whether the box at `outer[o…o+3]` contains the box at `inner[0…3]`. */
function encloses(outer: Float64Array, o: number, inner: Float64Array): boolean {
  return outer[o] <= inner[0] && outer[o + 1] <= inner[1] && inner[2] <= outer[o + 2] && inner[3] <= outer[o + 3];
}

function resizeU32(a: Uint32Array<ArrayBuffer>, length: number): Uint32Array<ArrayBuffer> {
  const b = new Uint32Array(length);
  b.set(a.subarray(0, Math.min(a.length, length)));
  return b;
}

function resizeU8(a: Uint8Array<ArrayBuffer>, length: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(length);
  b.set(a.subarray(0, Math.min(a.length, length)));
  return b;
}
