import { collide, Collision, type Shape } from '@sepax/core';
import { touchGeometry } from '@sepax/core/internal';
import type { EntryStore } from './entry-store.js';
import { PAIR_KEY_BASE, PairCache, pairHigh, pairLow, sortKeys } from './pair-cache.js';
import { NO_RESULT, PairResults } from './pair-results.js';
import type { PairCallback } from './spatial-index-types.js';

/**
 * From this many ids on, the walk fetches each batch's shapes before testing it (see
 * `fetchAhead`). Below it the shapes of a frame stay in cache and the extra pass is pure
 * cost (query-broadphase bench suite, 10k against 100k moving bodies).
 */
const FETCH_AHEAD_FROM = 1 << 15;
/**
 * …and only while at least this fraction of the candidate pairs went to the narrow phase in
 * the last walk: when most pairs rest (a tile map), their stored verdicts need no shapes.
 */
const FETCH_AHEAD_SHARE = 0.25;
/** Candidate pairs per batch fetched ahead: enough misses in flight at once to hide most of the wait. */
const FETCH_BATCH = 128;

/**
 * `SpatialIndex.pairs`: finds the candidate pairs of the ids that moved, then walks every
 * candidate in (lower handle, higher handle) order and reports the overlapping ones.
 *
 *   find:  each id that left its fat box queries the tree with that box; a pair of two
 *          handles goes to the `plain` cache, a pair with a chain segment to `chains`
 *   walk:  chains: drop stale pairs, keep the touching ones as pairs of handles, sorted,
 *          each once however many segments touch
 *          plain: drop stale pairs; test each touching one exactly (or take its stored
 *          verdict when neither entry was read since), report it, and before each key
 *          report the chain pairs that sort below it
 *
 * Both caches keep pairs while their fat boxes overlap (Box2D's pair buffer), so an entry
 * that stays in its fat box costs no tree query; a plain pair of resting entries also keeps
 * its verdict and Collision until one of them is updated, so it costs no narrow phase.
 * @internal
 */
export class PairWalk<T> {
  private readonly plain = new PairCache();
  private readonly chains = new PairCache();
  /** The Collision handed to the callback, which may run `queryShape` (it has its own). */
  private readonly collision = new Collision();
  /** Sorted, distinct handle-pair keys of the chain pairs whose boxes touch this walk. */
  private chainHits = new Float64Array(16);
  private chainHitCount = 0;
  /** The stored Collisions of plain pairs (PairCache.slots). */
  private readonly results = new PairResults(this.collision);
  /** Scratch of `fetchAhead`: the shapes of one batch. */
  private readonly batch: (Shape | undefined)[] = new Array(FETCH_BATCH).fill(undefined);
  /** What `touchGeometry` read, kept so its loads are not dropped. */
  private touched = 0;
  /** Pairs walked and pairs given to `collide` in the current or last walk. */
  private walked = 0;
  private collided = 0;
  /** The walk is running (it must not be re-entered). */
  walking = false;
  /** How many walks have finished. */
  private walkCount = 0;

  constructor(private readonly store: EntryStore<T>) {}

  /** Reports every overlapping pair; returns how many. */
  run(callback: PairCallback): number {
    this.findNewPairs();
    this.gatherChainPairs();
    return this.walkPairs(callback);
  }

  /**
   * Looks up every id that moved in the tree and records its fat-box neighbours. The ids go
   * in Z-order of their boxes: consecutive lookups then descend the same branches of the
   * tree, which stay in cache (query-broadphase bench suite, 100k moving bodies).
   */
  private findNewPairs(): void {
    const s = this.store;
    const b = s.tree.bounds;
    const count = s.movedCount;
    const order = s.zOrder(s.moved, count, s.tight, false);
    for (let i = 0; i < count; i++) {
      const id = order[i] % PAIR_KEY_BASE;
      s.movedFlag[id] = 0;
      const leaf = s.leaf[id];
      if (leaf < 0) continue;
      const found = s.tree.query(b, 4 * leaf, s.found);
      for (let k = 0; k < found; k++) {
        const other = s.found[k];
        // A moved id still to come will find this pair itself (Box2D's rule against duplicates).
        if (other === id || s.movedFlag[other] === 1 || !this.bitsAccept(id, other)) continue;
        if (s.segment[id] < 0 && s.segment[other] < 0) this.plain.addFresh(id, other);
        else if (s.owner[id] !== s.owner[other]) this.chains.addFresh(id, other);
      }
    }
    s.movedCount = 0;
    this.plain.mergeFresh();
    this.chains.mergeFresh();
  }

  /** Walks the chain cache: keeps its live pairs, lists the touching ones by handles. */
  private gatherChainPairs(): void {
    const cache = this.chains;
    const keys = cache.keys;
    const owner = this.store.owner;
    let kept = 0;
    let hits = 0;
    for (let i = 0; i < cache.count; i++) {
      const key = keys[i];
      const p = pairLow(key);
      const q = pairHigh(key);
      if (!this.bothLive(p, q) || owner[p] === owner[q]) continue;
      const touching = this.stillCandidates(p, q);
      if (touching < 0) continue;
      cache.moveTo(kept++, i);
      if (touching === 0) continue;
      if (hits === this.chainHits.length) this.growChainHits();
      const a = Math.min(owner[p], owner[q]);
      this.chainHits[hits++] = a * PAIR_KEY_BASE + (owner[p] + owner[q] - a);
    }
    cache.count = kept;
    sortKeys(this.chainHits, hits);
    let n = 0;
    for (let i = 0; i < hits; i++)
      if (n === 0 || this.chainHits[i] !== this.chainHits[n - 1]) this.chainHits[n++] = this.chainHits[i];
    this.chainHitCount = n;
  }

  /**
   * Walks the sorted plain candidates: drops those whose entries are gone or whose fat boxes
   * parted, tests the rest exactly and reports the overlapping ones, merging in the chain
   * pairs in order.
   */
  private walkPairs(callback: PairCallback): number {
    const s = this.store;
    const cache = this.plain;
    const keys = cache.keys;
    const count = cache.count;
    const chainHits = this.chainHits;
    const chainCount = this.chainHitCount;
    let c = 0;
    let kept = 0;
    let next = 0;
    let reported = 0;
    const fetch = s.idCount >= FETCH_AHEAD_FROM && this.walked > 0 && this.collided >= FETCH_AHEAD_SHARE * this.walked;
    this.walked = count;
    this.collided = 0;
    this.walking = true;
    // The callback's updates move leaves at once: the rest of the walk reads the fat boxes.
    s.deferMoves = false;
    s.stamp = this.walkCount + 1;
    try {
      while (next < count) {
        const end = fetch ? this.fetchAhead(next, count) : count;
        while (next < end) {
          const i = next++;
          const key = keys[i];
          while (c < chainCount && chainHits[c] < key) reported += this.reportChainPair(chainHits[c++], callback);
          const a = pairLow(key);
          const b = pairHigh(key);
          const touching = this.bothLive(a, b) ? this.stillCandidates(a, b) : -1;
          if (touching < 0) {
            this.results.release(cache.slots[i]);
            continue;
          }
          const at = kept++;
          if (at !== i) cache.moveTo(at, i);
          if (touching === 1 && this.overlaps(at, a, b)) {
            reported++;
            const slot = cache.slots[at];
            callback(a, b, slot === NO_RESULT ? this.collision : this.results.load(slot));
          }
        }
      }
      while (c < chainCount) reported += this.reportChainPair(chainHits[c++], callback);
    } finally {
      // If the callback threw, keep the pairs not yet walked (no duplicates, none lost).
      cache.moveRange(kept, next, count);
      cache.count = kept + (count - next);
      this.walking = false;
      s.deferMoves = true;
      this.walkCount++;
      s.stamp = this.walkCount;
    }
    return reported;
  }

  /**
   * Whether plain pair number `i` (ids a < b, tight boxes touching) overlaps. A verdict taken
   * at a stamp above both entries' `readAt` stands (collide is a function of the two shapes,
   * which only update reads); otherwise `collide` decides, into `collision`. The verdict is
   * stored only when neither entry was read since the last walk: an entry updated every
   * frame would only overwrite its results (query-broadphase bench suite, moving bodies).
   * An overlap stays in `results` under the pair's slot; anything else frees the slot.
   */
  private overlaps(i: number, a: number, b: number): boolean {
    const s = this.store;
    const cache = this.plain;
    const readA = s.readAt[a];
    const readB = s.readAt[b];
    const stamp = cache.stamps[i];
    const slot = cache.slots[i];
    if (readA < stamp && readB < stamp) return slot !== NO_RESULT;
    this.collided++;
    const hit = collide(s.shapes[a] as Shape, s.shapes[b] as Shape, this.collision) !== null;
    // During walk k the stamp is k + 1; an entry read since walk k − 1 carries k or more.
    const resting = readA < s.stamp - 1 && readB < s.stamp - 1;
    cache.stamps[i] = resting ? s.stamp : 0;
    if (hit && resting) {
      cache.slots[i] = this.results.store(slot, this.collision);
    } else if (slot !== NO_RESULT) {
      this.results.release(slot);
      cache.slots[i] = NO_RESULT;
    }
    return hit;
  }

  /**
   * 1 when the tight boxes of ids p and q touch, 0 when only their fat boxes still overlap,
   * −1 when the pair is stale. Tight boxes lie inside fat ones, and fat boxes that did not
   * change since the last walk kept the pair still overlap: only the rest costs a read of
   * the fat boxes (a random access into the tree per pair).
   */
  private stillCandidates(p: number, q: number): number {
    const s = this.store;
    if (boxesOverlap(s.tight, 4 * p, 4 * q)) return 1;
    if (!this.fatChanged(p, q) || boxesOverlap(s.tree.bounds, 4 * s.leaf[p], 4 * s.leaf[q])) return 0;
    return -1;
  }

  /**
   * Reads ahead the shapes that `overlaps` will hand to the narrow phase among plain pairs
   * `from…`, one batch of them; returns where the batch ends. With many entries, the second
   * shape of a pair is a cache miss (its handle is far from the first's), and the narrow
   * phase waits for its misses one at a time; read together, a batch's misses overlap. Only
   * reads: the walk still tests every pair as it reaches it.
   */
  private fetchAhead(from: number, count: number): number {
    const s = this.store;
    const cache = this.plain;
    const end = Math.min(count, from + FETCH_BATCH);
    const batch = this.batch;
    let n = 0;
    for (let i = from; i < end; i++) {
      const a = pairLow(cache.keys[i]);
      const b = pairHigh(cache.keys[i]);
      const stamp = cache.stamps[i];
      // The pairs `overlaps` will collide: tight boxes touching, no standing verdict.
      if (boxesOverlap(s.tight, 4 * a, 4 * b) && (s.readAt[a] >= stamp || s.readAt[b] >= stamp))
        batch[n++] = s.shapes[b];
    }
    this.touched = (this.touched + touchGeometry(batch, n)) | 0;
    for (let j = 0; j < n; j++) batch[j] = undefined;
    return end;
  }

  /** Tests and reports one chain pair (handles a < b) found touching this walk. */
  private reportChainPair(key: number, callback: PairCallback): number {
    const s = this.store;
    const a = pairLow(key);
    const b = pairHigh(key);
    // The callback may have removed either entry since the pair was gathered.
    if (!s.has(a) || !s.has(b) || !this.bitsAccept(a, b)) return 0;
    const hit = this.collision;
    if (collide(s.shapes[a] as Shape, s.shapes[b] as Shape, hit) === null) return 0;
    callback(a, b, hit);
    return 1;
  }

  private fatChanged(a: number, b: number): boolean {
    const walk = this.walkCount;
    return this.store.fatChangedBefore[a] >= walk || this.store.fatChangedBefore[b] >= walk;
  }

  /** Both ids are still in the tree, and their bits still accept each other. */
  private bothLive(a: number, b: number): boolean {
    return this.store.leaf[a] >= 0 && this.store.leaf[b] >= 0 && this.bitsAccept(a, b);
  }

  private bitsAccept(a: number, b: number): boolean {
    const s = this.store;
    return (s.category[a] & s.mask[b]) !== 0 && (s.category[b] & s.mask[a]) !== 0;
  }

  private growChainHits(): void {
    const grown = new Float64Array(2 * this.chainHits.length);
    grown.set(this.chainHits);
    this.chainHits = grown;
  }
}

/** Whether the boxes at `boxes[p…p+3]` and `boxes[q…q+3]` (minX, minY, maxX, maxY) overlap; touching counts. */
function boxesOverlap(boxes: Float64Array, p: number, q: number): boolean {
  return (
    boxes[p] <= boxes[q + 2] && boxes[q] <= boxes[p + 2] && boxes[p + 1] <= boxes[q + 3] && boxes[q + 1] <= boxes[p + 3]
  );
}
