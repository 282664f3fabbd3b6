import { Contact, orientVertices, orientXY, segmentContactXY } from './predicates.js';
import { atLeast, int32Scratch } from './scratch.js';
import type { Vec2 } from '@sepax/core';
import type { EdgeSplit } from './validate.js';

/* One plane sweep that both proves cleaned rings form a valid polygon and triangulates it (ARCHITECTURE.md). */

/** Most edges leaving one point that `sortLeaving` sorts by insertion. */
const INSERTION_SORT_MAX = 16;
/** Which boundary of its band a stack's chain lies on. */
const LOWER = 0;
const UPPER = 1;

/** One sweep's state: the scratch buffers it reuses from call to call and the arrays it works on during a call. */
class TriangulationSweep {
  readonly orderScratch = int32Scratch();
  readonly mergeScratch = int32Scratch();
  readonly runEndScratch = int32Scratch();

  // The arrays of the call under way.
  xy: Float64Array = new Float64Array(0);
  nextOf: Int32Array = new Int32Array(0);
  prevOf: Int32Array = new Int32Array(0);
  rank: Int32Array = new Int32Array(0);

  /** Each edge (named by its first vertex in ring order) by its endpoints in sweep order. */
  low: Int32Array = new Int32Array(0);
  high: Int32Array = new Int32Array(0);

  /** The edges the sweep line crosses, bottom to top; room either side lets a change move the shorter side. */
  status: Int32Array = new Int32Array(0);
  statusFirst = 0;
  statusEnd = 0;

  /** Where each edge was put in that order (it may have moved a little since: see slotOf). */
  slotHint: Int32Array = new Int32Array(0);

  /** Per band, by its lower edge: the top node of its stack, and of its upper stack after a merge corner (else −1). */
  top: Int32Array = new Int32Array(0);
  secondTop: Int32Array = new Int32Array(0);

  /** Stack nodes, never changed once made (stacks share them): vertex, the node below (−1: none), chain side. */
  nodeVertex: Int32Array = new Int32Array(0);
  nodeDown: Int32Array = new Int32Array(0);
  nodeSide: Int32Array = new Int32Array(0);
  nodeCount = 0;
  triangles: Int32Array = new Int32Array(0);
  triangleCount = 0;

  /** Set when a triangle would have no area: the sweep gives up. */
  degenerate = false;

  /** Points where rings touch, and edges split there (see SweptPolygon; kept from call to call, as the result). */
  readonly pinches: Vec2[] = [];
  readonly splits: EdgeSplit[] = [];
  readonly result: SweptPolygon = { triangles: new Int32Array(0), pinches: this.pinches, splits: this.splits };
  ringStartsOf: readonly number[] = [];

  /** The vertices in sweep order, and the position of the point being visited. */
  sweepOrder: Int32Array = new Int32Array(0);
  sweepAt = 0;

  /** Per vertex: UNTOUCHED, TOUCH_AHEAD (neighbouring edges meet there: visit it as a touching point) or JUDGED. */
  touchState: Uint8Array = new Uint8Array(0);

  /** A visited point's edges leaving it (sorted bottom to top). */
  leaving: Int32Array = new Int32Array(0);

  /** Triangles of a cleaned polygon, if one sweep proves the rings a valid polygon; else null. */
  run(coords: Float64Array, ringStarts: readonly number[]): SweptPolygon | null {
    const n = ringStarts[ringStarts.length - 1];
    this.prepare(coords, ringStarts, n);
    const order = this.sortedVertices(n);
    this.sweepOrder = order;
    for (let k = 0; k < n; ) {
      const v = order[k];
      const x = this.xy[2 * v];
      const y = this.xy[2 * v + 1];
      // The corners at one point are visited together.
      let count = 1;
      while (k + count < n && this.xy[2 * order[k + count]] === x && this.xy[2 * order[k + count] + 1] === y) count++;
      this.sweepAt = k;
      const passed = count === 1 && this.touchState[v] === UNTOUCHED ? this.visit(v, k) : this.visitPoint(k, count);
      if (!passed || this.degenerate) return null;
      k += count;
    }
    if (this.statusEnd !== this.statusFirst || this.triangleCount === 0) return null;
    // Where nothing touches, a triangulation of n corners and h holes has n + 2h − 2 triangles.
    if (this.pinches.length === 0 && this.triangleCount !== 3 * (n + 2 * (ringStarts.length - 2) - 2)) return null;
    this.result.triangles = this.triangles.subarray(0, this.triangleCount);
    return this.result;
  }

  prepare(coords: Float64Array, ringStarts: readonly number[], n: number): void {
    this.xy = coords;
    this.nextOf = atLeast(this.nextOf, n);
    this.prevOf = atLeast(this.prevOf, n);
    for (let r = 0; r + 1 < ringStarts.length; r++) {
      const start = ringStarts[r];
      const end = ringStarts[r + 1] - 1;
      for (let v = start; v < end; v++) {
        this.nextOf[v] = v + 1;
        this.prevOf[v + 1] = v;
      }
      this.nextOf[end] = start;
      this.prevOf[start] = end;
    }
    this.rank = atLeast(this.rank, n);
    this.low = atLeast(this.low, n);
    this.high = atLeast(this.high, n);
    // (At most n edges cross the line, and a window of n in 2n + 8 has 4 free either side or n + 4 on one.)
    this.status = atLeast(this.status, 2 * n + 8);
    this.statusFirst = n + 4;
    this.statusEnd = n + 4;
    this.slotHint = atLeast(this.slotHint, n);
    this.top = atLeast(this.top, n);
    this.secondTop = atLeast(this.secondTop, n);
    // At most four stack nodes per corner (a split or merge corner pushes onto two stacks).
    this.nodeVertex = atLeast(this.nodeVertex, 4 * n + 4);
    this.nodeDown = atLeast(this.nodeDown, 4 * n + 4);
    this.nodeSide = atLeast(this.nodeSide, 4 * n + 4);
    this.nodeCount = 0;
    this.triangles = atLeast(this.triangles, 3 * (n + 2 * ringStarts.length));
    this.triangleCount = 0;
    this.degenerate = false;
    this.pinches.length = 0;
    this.splits.length = 0;
    this.ringStartsOf = ringStarts;
    this.touchState = atLeast(this.touchState, n);
    this.touchState.fill(UNTOUCHED, 0, n);
  }

  /** The vertices in (x, y) order (ties: any), their ranks in `rank`, each edge's endpoints in `low` and `high`. */
  sortedVertices(n: number): Int32Array {
    const order = this.mergeSorted(n);
    for (let k = 0; k < n; k++) this.rank[order[k]] = k;
    for (let e = 0; e < n; e++) {
      const f = this.nextOf[e];
      const forward = this.rank[e] < this.rank[f];
      this.low[e] = forward ? e : f;
      this.high[e] = forward ? f : e;
    }
    return order;
  }

  /** The vertices in (x, y) order by merging the ring's monotone stretches (any x distribution). */
  mergeSorted(n: number): Int32Array {
    let order = this.orderScratch.take(n);
    let spare = this.mergeScratch.take(n);
    const c = this.xy; // (a local: the comparisons below read it a few times per vertex)
    // Natural runs: outlines climb and fall in x for several corners at a time, so the ring's own order is cut into its
    // monotone stretches, each made at least RUN long, and those are merged pairwise.
    const runEnds = this.runEndScratch.take(n + 1);
    let runs = 0;
    let start = 0;
    while (start < n) {
      let end = start + 1;
      if (
        end < n &&
        (c[2 * end] < c[2 * start] || (c[2 * end] === c[2 * start] && c[2 * end + 1] < c[2 * start + 1]))
      ) {
        while (
          end + 1 < n &&
          (c[2 * end + 2] < c[2 * end] || (c[2 * end + 2] === c[2 * end] && c[2 * end + 3] < c[2 * end + 1]))
        )
          end++;
        end++;
        for (let i = start, j = end - 1; i < end; i++, j--) order[i] = j;
      } else {
        while (
          end < n &&
          !(c[2 * end] < c[2 * end - 2] || (c[2 * end] === c[2 * end - 2] && c[2 * end + 1] < c[2 * end - 1]))
        )
          end++;
        for (let i = start; i < end; i++) order[i] = i;
      }
      const stop = Math.min(n, Math.max(end, start + RUN));
      for (let i = end; i < stop; i++) {
        const x = c[2 * i];
        const y = c[2 * i + 1];
        let j = i - 1;
        for (; j >= start; j--) {
          const u = order[j];
          const ux = c[2 * u];
          if (ux < x || (ux === x && c[2 * u + 1] <= y)) break;
          order[j + 1] = u;
        }
        order[j + 1] = i;
      }
      runEnds[runs++] = stop;
      start = stop;
    }
    while (runs > 1) {
      let merged = 0;
      let from = 0;
      for (let r = 0; r < runs; r += 2) {
        const middle = runEnds[r];
        const end = r + 1 < runs ? runEnds[r + 1] : middle;
        let i = from;
        let j = middle;
        let k = from;
        if (i < middle && j < end) {
          let a = order[i];
          let b = order[j];
          let ax = c[2 * a];
          let bx = c[2 * b];
          for (;;) {
            if (bx < ax || (bx === ax && c[2 * b + 1] < c[2 * a + 1])) {
              spare[k++] = b;
              if (++j === end) break;
              b = order[j];
              bx = c[2 * b];
            } else {
              spare[k++] = a;
              if (++i === middle) break;
              a = order[i];
              ax = c[2 * a];
            }
          }
        }
        while (i < middle) spare[k++] = order[i++];
        while (j < end) spare[k++] = order[j++];
        runEnds[merged++] = end;
        from = end;
      }
      runs = merged;
      const swap = order;
      order = spare;
      spare = swap;
    }
    return order;
  }

  /** A corner on a band's boundary: the edge ending there gives its place to the next, and the band's stack grows. */
  visit(v: number, k: number): boolean {
    const pBefore = this.rank[this.prevOf[v]] < k;
    // (Start, split, end and merge corners change the order more: visited as a point of many edges.)
    if (pBefore === this.rank[this.nextOf[v]] < k) return this.visitPoint(k, 1);
    const p = this.prevOf[v];
    if (pBefore) {
      // On a band's lower boundary: edge p ends, edge v goes on.
      const pos = this.slotOf(p);
      if (pos < 0) return false;
      this.lowerCorner(p, v);
      this.top[v] = this.top[p];
      this.secondTop[v] = -1;
      this.status[pos] = v;
      this.slotHint[v] = pos;
      return this.neighboursApart(pos - 1) && this.neighboursApart(pos);
    }
    // On a band's upper boundary: edge v ends, edge p goes on.
    const pos = this.slotOf(v);
    if (pos <= this.statusFirst) return false;
    const band = this.status[pos - 1];
    if (this.low[band] !== band) return false;
    this.upperCorner(band, v);
    this.status[pos] = p;
    this.slotHint[p] = pos;
    return this.neighboursApart(pos - 1) && this.neighboursApart(pos);
  }

  /** Where edge e is in the line's order, found by name near where it was put (no orientation test). */
  slotOf(e: number): number {
    const hint = Math.max(this.statusFirst, Math.min(this.slotHint[e], this.statusEnd - 1));
    for (let d = 0; hint - d >= this.statusFirst || hint + d < this.statusEnd; d++) {
      if (hint + d < this.statusEnd && this.status[hint + d] === e) return hint + d;
      if (hint - d >= this.statusFirst && this.status[hint - d] === e) return hint - d;
    }
    return -1;
  }

  /**
   * The m corners at one point (a start, split, end or merge corner, or where rings touch) and any edge through it:
   * the edges ending there leave the line's order, those leaving it enter, sorted by direction.
   */
  visitPoint(k: number, m: number): boolean {
    const order = this.sweepOrder;
    // An untouched corner has no edge through it, but a start or split corner may lie on the edge just above.
    const touched = m > 1 || this.touchState[order[k]] !== UNTOUCHED;
    // Room for each corner's two edges and a few edges through the point (more: the sweep gives up).
    const room = 2 * m + 4;
    this.leaving = atLeast(this.leaving, room);
    let corner = order[k];
    let left = 0;
    let right = 0;
    let from = this.statusEnd;
    let to = -1;
    for (let i = 0; i < 2 * m; i++) {
      const v = order[k + (i >> 1)];
      corner = Math.min(corner, v);
      this.touchState[v] = JUDGED;
      // Edge p → v, then edge v → q: each named by its first vertex, ending here or leaving by its other end.
      const e = (i & 1) === 0 ? this.prevOf[v] : v;
      const other = this.rank[(i & 1) === 0 ? e : this.nextOf[v]];
      if (other >= k + m) {
        this.leaving[right++] = e;
        continue;
      }
      const slot = other < k ? this.slotOf(e) : -1;
      if (slot < 0) return false;
      from = Math.min(from, slot);
      to = Math.max(to, slot);
      left++;
    }
    if (left > 0) left = to - from + 1;
    else from = this.edgesBelow(corner);
    // Edges through the point: each ends and leaves here (split there, as validation splits it).
    const before = right;
    for (let i = from; i < from + left; i++) {
      const e = this.status[i];
      const ends = this.rank[this.high[e]] >= k && this.rank[this.high[e]] < k + m;
      if (ends) continue;
      if (!this.passesThrough(e, corner) || right === room) return false;
      this.leaving[right++] = e;
    }
    // Edges through the point beyond the block, below and above it.
    while (touched && from > this.statusFirst && this.passesThrough(this.status[from - 1], corner)) {
      if (right === room) return false;
      this.leaving[right++] = this.status[--from];
      left++;
    }
    while (
      (touched || left === 0) &&
      from + left < this.statusEnd &&
      this.passesThrough(this.status[from + left], corner)
    ) {
      if (right === room) return false;
      this.leaving[right++] = this.status[from + left++];
    }
    if (m > 1 || right > before) {
      const point = { x: this.xy[2 * corner], y: this.xy[2 * corner + 1] };
      this.pinches.push(point);
      for (let i = before; i < right; i++) {
        const through = this.leaving[i];
        let ring = 0;
        while (this.ringStartsOf[ring + 1] <= through) ring++;
        this.splits.push({ ring, edge: through - this.ringStartsOf[ring], point });
      }
    }
    this.sortLeaving(corner, right);
    const below = from > this.statusFirst ? this.status[from - 1] : -1;
    // Alternation from the edge below through the leaving edges (the rest follows: as many end as leave, mod 2).
    let interiorAbove = below < 0 || this.low[below] !== below;
    for (let i = 0; i < right; i++) {
      const e = this.leaving[i];
      if ((this.low[e] === e) !== interiorAbove) {
        // Edges along each other: one the alternation asks for goes first (slits of no width between them).
        let j = i + 1;
        while (
          j < right &&
          this.alongEachOther(corner, e, this.leaving[j]) &&
          (this.low[this.leaving[j]] === this.leaving[j]) !== interiorAbove
        )
          j++;
        if (j === right || !this.alongEachOther(corner, e, this.leaving[j])) return false;
        this.leaving[i] = this.leaving[j];
        this.leaving[j] = e;
      }
      interiorAbove = !interiorAbove;
    }
    for (let i = 0; i + 1 < left; i++) {
      const e = this.status[from + i];
      if (this.low[e] === e) this.closeBand(e, corner);
    }
    const lowest = this.status[from];
    const highest = this.status[from + left - 1];
    if (left > 0 && right > 0) {
      if (this.low[highest] === highest) {
        this.lowerCorner(highest, corner);
        this.top[this.leaving[right - 1]] = this.top[highest];
        this.secondTop[this.leaving[right - 1]] = -1;
      }
      if (this.low[lowest] !== lowest) this.upperCorner(below, corner);
    } else if (left > 0) {
      if (this.low[highest] === highest) {
        // Interior all round the right side: the bands below and above merge.
        this.upperCorner(below, corner);
        this.lowerCorner(highest, corner);
        this.secondTop[below] = this.top[highest];
      }
    } else if (below >= 0 && this.low[below] === below) {
      // Interior all round the left side: the band splits.
      this.split(below, corner, this.leaving[right - 1]);
    }
    for (let i = 0; i + 1 < right; i++) {
      const e = this.leaving[i];
      if (this.low[e] === e) {
        this.top[e] = this.push(corner, LOWER, -1);
        this.secondTop[e] = -1;
      }
    }
    from = this.replaceBlock(from, left, right);
    // Leaving edges meet only here, but two along each other meet all along: where one ends on the other is marked.
    for (let i = 0; i + 1 < right; i++) {
      if (
        this.alongEachOther(corner, this.leaving[i], this.leaving[i + 1]) &&
        !this.touchAhead(this.leaving[i], this.leaving[i + 1])
      )
        return false;
    }
    return this.neighboursApart(from - 1) && (right === 0 || this.neighboursApart(from + right - 1));
  }

  /** Whether vertex v lies exactly on edge e's line (for an edge the line crosses at v: on the edge). */
  passesThrough(e: number, v: number): boolean {
    return orientVertices(this.xy, this.low[e], this.high[e], v) === 0;
  }

  /**
   * Sorts the first `count` edges in `leaving` (all leave `corner`'s point) bottom to top,
   * stably (edges along each other keep their order). Insertion sort for the few edges of an
   * ordinary vertex; a merge sort where many leave one point (a ring drawn over itself).
   */
  sortLeaving(corner: number, count: number): void {
    const px = this.xy[2 * corner];
    const py = this.xy[2 * corner + 1];
    if (count > INSERTION_SORT_MAX) {
      // A stable sort by the same order: f before e while e turns left of f or runs along it.
      // (Array.prototype.sort is stable by the standard.)
      const xy = this.xy;
      const high = this.high;
      const sorted = Array.from(this.leaving.subarray(0, count)).sort(
        (f, e) => -orientXY(px, py, xy[2 * high[f]], xy[2 * high[f] + 1], xy[2 * high[e]], xy[2 * high[e] + 1]),
      );
      this.leaving.set(sorted);
      return;
    }
    for (let i = 1; i < count; i++) {
      const e = this.leaving[i];
      const ex = this.xy[2 * this.high[e]];
      const ey = this.xy[2 * this.high[e] + 1];
      let j = i - 1;
      for (; j >= 0; j--) {
        const f = this.leaving[j];
        const turn = orientXY(px, py, this.xy[2 * this.high[f]], this.xy[2 * this.high[f] + 1], ex, ey);
        if (turn >= 0) break; // e turns left of f (above it), or runs along it
        this.leaving[j + 1] = f;
      }
      this.leaving[j + 1] = e;
    }
  }

  /** Whether edges e and f, both leaving `corner`'s point, leave it in one direction. */
  alongEachOther(corner: number, e: number, f: number): boolean {
    return orientVertices(this.xy, corner, this.high[e], this.high[f]) === 0;
  }

  /**
   * Puts the first `right` edges of `leaving` in place of the line's `left` edges from `from`, moving the shorter
   * side; returns where they start.
   */
  replaceBlock(from: number, left: number, right: number): number {
    const shift = right - left;
    let at = from;
    if (shift !== 0 && from - this.statusFirst < this.statusEnd - from - left && this.statusFirst - shift >= 0) {
      // The edges below move by −shift.
      if (shift > 0) for (let i = this.statusFirst; i < from; i++) this.status[i - shift] = this.status[i];
      else for (let i = from - 1; i >= this.statusFirst; i--) this.status[i - shift] = this.status[i];
      this.statusFirst -= shift;
      at = from - shift;
    } else if (shift !== 0) {
      if (shift > 0) for (let i = this.statusEnd - 1; i >= from + left; i--) this.status[i + shift] = this.status[i];
      else for (let i = from + left; i < this.statusEnd; i++) this.status[i + shift] = this.status[i];
      this.statusEnd += shift;
    }
    for (let i = 0; i < right; i++) {
      this.status[at + i] = this.leaving[i];
      this.slotHint[this.leaving[i]] = at + i;
    }
    return at;
  }

  /** How many edges of the line's order lie strictly below vertex v (binary search, exact). */
  edgesBelow(v: number): number {
    const vx = this.xy[2 * v];
    const vy = this.xy[2 * v + 1];
    let from = this.statusFirst;
    let to = this.statusEnd;
    while (from < to) {
      const middle = (from + to) >> 1;
      const e = this.status[middle];
      const a = 2 * this.low[e];
      const b = 2 * this.high[e];
      if (orientXY(this.xy[a], this.xy[a + 1], this.xy[b], this.xy[b + 1], vx, vy) > 0) from = middle + 1;
      else to = middle;
    }
    return from;
  }

  /** Whether the edges at order positions i and i + 1 (if both exist) have no common point but a ring's own corner. */
  neighboursApart(i: number): boolean {
    if (i < this.statusFirst || i + 1 >= this.statusEnd) return true;
    const e = this.status[i];
    const f = this.status[i + 1];
    const a = 2 * this.low[e];
    const b = 2 * this.high[e];
    const c = 2 * this.low[f];
    const d = 2 * this.high[f];
    const ay = this.xy[a + 1];
    const by = this.xy[b + 1];
    const cy = this.xy[c + 1];
    const dy = this.xy[d + 1];
    // (Both cross the sweep line, so their x ranges meet: apart in y is apart.)
    if ((ay < cy && ay < dy && by < cy && by < dy) || (ay > cy && ay > dy && by > cy && by > dy)) return true;
    if (this.nextOf[e] === f || this.nextOf[f] === e) {
      // A ring's consecutive edges: apart unless they fold back along each other.
      const corner = this.nextOf[e] === f ? f : e;
      const u = corner === f ? e : this.nextOf[e];
      const w = corner === f ? this.nextOf[f] : f;
      return orientVertices(this.xy, corner, u, w) !== 0 || !this.sameDirection(corner, u, w);
    }
    const contact = segmentContactXY(this.xy[a], ay, this.xy[b], by, this.xy[c], cy, this.xy[d], dy);
    if (contact === Contact.None) return true;
    return contact === Contact.Touch && this.touchAhead(e, f);
  }

  /**
   * For edges e and f that touch: whether every point where one ends on the other is one the sweep judges when it
   * gets there (marked TOUCH_AHEAD) or has judged.
   */
  touchAhead(e: number, f: number): boolean {
    const a = this.low[e];
    const b = this.high[e];
    const c = this.low[f];
    const d = this.high[f];
    const onA = orientVertices(this.xy, c, d, a) === 0;
    const onB = orientVertices(this.xy, c, d, b) === 0;
    if (onA && onB) {
      if ((a === e) === (c === f)) return false;
      return (
        (!this.within(a, c, d) || this.judged(a)) &&
        (!this.within(b, c, d) || this.judged(b)) &&
        (!this.within(c, a, b) || this.judged(c)) &&
        (!this.within(d, a, b) || this.judged(d))
      );
    }
    return this.judged(onA ? a : onB ? b : orientVertices(this.xy, a, b, c) === 0 ? c : d);
  }

  /** For v on the line of the segment from `from` to `to` (in sweep order): whether it lies on the segment. */
  within(v: number, from: number, to: number): boolean {
    return this.rank[from] <= this.rank[v] && this.rank[v] <= this.rank[to];
  }

  /** Whether touching point v has been judged, or lies ahead (then marked so it will be). */
  judged(v: number): boolean {
    if (this.touchState[v] === JUDGED) return true;
    if (this.rank[v] <= this.sweepAt) return false;
    this.touchState[v] = TOUCH_AHEAD;
    return true;
  }

  /** For u and w collinear with (and apart from) `corner`: whether they lie on the same side of it. */
  sameDirection(corner: number, u: number, w: number): boolean {
    const cx = this.xy[2 * corner];
    const ux = this.xy[2 * u] - cx;
    const wx = this.xy[2 * w] - cx;
    if (ux !== 0 || wx !== 0) return (ux > 0 && wx > 0) || (ux < 0 && wx < 0);
    const cy = this.xy[2 * corner + 1];
    return this.xy[2 * u + 1] - cy > 0 === this.xy[2 * w + 1] - cy > 0;
  }

  push(v: number, side: number, down: number): number {
    const node = this.nodeCount++;
    this.nodeVertex[node] = v;
    this.nodeSide[node] = side;
    this.nodeDown[node] = down;
    return node;
  }

  emit(a: number, b: number, c: number): void {
    this.triangles[this.triangleCount] = a;
    this.triangles[this.triangleCount + 1] = b;
    this.triangles[this.triangleCount + 2] = c;
    this.triangleCount += 3;
  }

  /** Corner w of a band's lower boundary (after a merge corner: closes the lower stack). */
  lowerCorner(band: number, w: number): void {
    const second = this.secondTop[band];
    if (second >= 0) this.fanTo(this.top[band], w);
    this.top[band] = this.addCorner(second >= 0 ? second : this.top[band], w, LOWER);
    this.secondTop[band] = -1;
  }

  /** Corner w of a band's upper boundary (after a merge corner: closes the upper stack). */
  upperCorner(band: number, w: number): void {
    if (this.secondTop[band] >= 0) this.fanTo(this.secondTop[band], w);
    this.secondTop[band] = -1;
    this.top[band] = this.addCorner(this.top[band], w, UPPER);
  }

  /** The band's last corner w: every stack left is fanned to it. */
  closeBand(band: number, w: number): void {
    this.fanTo(this.top[band], w);
    if (this.secondTop[band] >= 0) this.fanTo(this.secondTop[band], w);
  }

  /** A split corner v inside `band`: joined to the band's last corner, the band becomes two, below and above v. */
  split(band: number, v: number, above: number): void {
    const second = this.secondTop[band];
    if (second >= 0) {
      // After a merge corner, its two stacks part again at v.
      this.top[above] = this.addCorner(second, v, LOWER);
      this.top[band] = this.addCorner(this.top[band], v, UPPER);
      this.secondTop[band] = -1;
    } else {
      // The chain stays with the band on its side (above v for a lower chain); the other starts at its last corner.
      const last = this.top[band];
      const side = this.nodeSide[last];
      const restart = this.push(this.nodeVertex[last], side, -1);
      this.top[band] = side === UPPER ? this.addCorner(last, v, UPPER) : this.push(v, UPPER, restart);
      this.top[above] = side === LOWER ? this.addCorner(last, v, LOWER) : this.push(v, LOWER, restart);
    }
    this.secondTop[above] = -1;
  }

  /** The monotone-polygon stack step: corner w on `side` of the band whose stack has top node `stackTop`. */
  addCorner(stackTop: number, w: number, side: number): number {
    if (this.nodeDown[stackTop] < 0) return this.push(w, side, stackTop);
    if (this.nodeSide[stackTop] !== side) {
      // w sees every corner of the chain across the band.
      this.fanTo(stackTop, w);
      return this.push(w, side, this.push(this.nodeVertex[stackTop], this.nodeSide[stackTop], -1));
    }
    // Same side: cut off the corners that turn towards the band, while they do.
    let t = stackTop;
    for (let u = this.nodeDown[t]; u >= 0; u = this.nodeDown[t]) {
      const a = this.nodeVertex[u];
      const b = this.nodeVertex[t];
      const turn = orientVertices(this.xy, a, b, w);
      if (side === LOWER ? turn <= 0 : turn >= 0) break;
      this.emit(side === LOWER ? a : b, side === LOWER ? b : a, w);
      t = u;
    }
    return this.push(w, side, t);
  }

  /** Triangles from w to each two consecutive corners of a stack (w sees them all). */
  fanTo(stackTop: number, w: number): void {
    const side = this.nodeSide[stackTop];
    for (let a = stackTop, b = this.nodeDown[a]; b >= 0; a = b, b = this.nodeDown[a]) {
      // (Node a holds the later corner: for a lower chain, older → later → w turns left.)
      const first = this.nodeVertex[side === LOWER ? b : a];
      const second = this.nodeVertex[side === LOWER ? a : b];
      if (orientVertices(this.xy, first, second, w) <= 0) this.degenerate = true;
      this.emit(first, second, w);
    }
  }
}

/** touchState values (see TriangulationSweep.touchState). */
const UNTOUCHED = 0;
const TOUCH_AHEAD = 1;
const JUDGED = 2;

/** The sweep every call uses (its buffers grow to the largest polygon seen). */
const sweep = new TriangulationSweep();

/** Triangles of a cleaned polygon, if one sweep proves the rings a valid polygon; else null. @internal */
export function sweepTriangulate(coords: Float64Array, ringStarts: readonly number[]): SweptPolygon | null {
  return sweep.run(coords, ringStarts);
}

/** The sweep's result: counter-clockwise triangles as index triples, and the points where rings touch. @internal */
export interface SweptPolygon {
  triangles: Int32Array;
  pinches: Vec2[];
  /** Edges with a corner of another ring (or of their own) inside them, where it lies (validation's form). */
  splits: EdgeSplit[];
}

/** The shortest run merged (shorter stretches are extended by insertion sort). */
const RUN = 8;
