import { bucketStarts } from './buckets.js';
import { Contact, orientVertices, orientXY, segmentContactXY } from './predicates.js';
import { int32Scratch, uint8Scratch } from './scratch.js';
import type { Vec2 } from '@sepax/core';
import type { EdgeSplit } from './validate.js';

/*
 * One plane sweep that both proves cleaned rings form a valid polygon and triangulates it.
 *
 * Vertices are visited in (x, y) order (a sweep line turned a hair clockwise, so ties in x
 * need no case of their own). The edges the line crosses are kept ordered bottom to top.
 * - Validity, as Shamos and Hoey: every two edges that become neighbours in that order are
 *   tested for a common point (exact orientations). If none has one, no two edges meet
 *   anywhere but at a ring's own corners: the first meeting point, were there one, would
 *   lie between two neighbours. The interior side of each edge (the ring's left) must then
 *   alternate up the order, bottom edge interior above: checked where a ring first enters
 *   the line, it puts every hole inside the outer ring and in no other hole.
 * - Triangles, as the monotone-polygon sweep (Lee and Preparata; de Berg et al., ch. 3)
 *   with the triangulation done on the way: each band of interior between an edge with
 *   interior above and the next edge up keeps its not yet triangulated corners as a stack
 *   (a chain turning away from the band, on one side; the classic monotone-polygon stack).
 *   A split corner (a hole's first corner inside a band) joins the band's last corner; a
 *   merge corner (two bands meeting) leaves two stacks that the band's next corner closes.
 * - Rings may touch: two or more corners at one point, a corner inside an edge, or edges
 *   lying along each other in opposite directions (a slit of no width between them).
 *   Validation accepts all three. Two neighbours that meet so pass their test, and the
 *   points where one ends on the other are marked; when the sweep gets to such a point it
 *   takes all of that point's edges at once (visitTouching) and checks the interior
 *   alternates round it, so rings that cross there, or edges along each other in one
 *   direction (area covered twice), are caught. A slit's band of no width gets no triangle.
 *
 * Anything that needs a judgement the sweep does not make (edges crossing, a misplaced
 * hole, collinear corners it would have to triangulate across) returns null: the caller
 * then runs validation and earcut as before. The triangles are still proved like every
 * other method's pieces (cycle-check.ts).
 */

/** Which boundary of its band a stack's chain lies on. */
const LOWER = 0;
const UPPER = 1;

const orderScratch = int32Scratch();
const mergeScratch = int32Scratch();
const runEndScratch = int32Scratch();
const rankScratch = int32Scratch();
const nextScratch = int32Scratch();
const prevScratch = int32Scratch();
const lowScratch = int32Scratch();
const highScratch = int32Scratch();
const statusScratch = int32Scratch();
const slotHintScratch = int32Scratch();
const topScratch = int32Scratch();
const secondTopScratch = int32Scratch();
const nodeVertexScratch = int32Scratch();
const nodeDownScratch = int32Scratch();
const nodeSideScratch = int32Scratch();
const triangleScratch = int32Scratch();
const pinchLeftScratch = int32Scratch();
const pinchRightScratch = int32Scratch();
const touchStateScratch = uint8Scratch();

// The sweep's state, set per call (module state rather than a closure or an object per call).
let xy: Float64Array = new Float64Array(0);
let nextOf: Int32Array = new Int32Array(0);
let prevOf: Int32Array = new Int32Array(0);
let rank: Int32Array = new Int32Array(0);
/** Each edge (named by its first vertex in ring order) by its endpoints in sweep order. */
let low: Int32Array = new Int32Array(0);
let high: Int32Array = new Int32Array(0);
/**
 * The edges the sweep line crosses, bottom to top: status[statusFirst … statusEnd), a window
 * in a buffer with room either side, so an edge enters or leaves by moving the shorter side
 * (holes stacked in a column enter at the top and leave at the bottom: no quadratic moves).
 */
let status: Int32Array = new Int32Array(0);
let statusFirst = 0;
let statusEnd = 0;
/** Where each edge was put in that order (it may have moved a little since: see slotOf). */
let slotHint: Int32Array = new Int32Array(0);
/** Per band, by its lower edge: the top node of its stack, and of its upper stack after a merge corner (else −1). */
let top: Int32Array = new Int32Array(0);
let secondTop: Int32Array = new Int32Array(0);
/** Stack nodes, never changed once made (stacks share them): vertex, the node below (−1: none), chain side. */
let nodeVertex: Int32Array = new Int32Array(0);
let nodeDown: Int32Array = new Int32Array(0);
let nodeSide: Int32Array = new Int32Array(0);
let nodeCount = 0;
let triangles: Int32Array = new Int32Array(0);
let triangleCount = 0;
/** Set when a triangle would have no area: the sweep gives up (see the file comment). */
let degenerate = false;
/** Points where rings touch, and edges split there (see SweptPolygon; kept from call to call, as the result). */
const pinches: Vec2[] = [];
const splits: EdgeSplit[] = [];
const result: SweptPolygon = { triangles: new Int32Array(0), pinches, splits };
let ringStartsOf: readonly number[] = [];
/** The vertices in sweep order, and the position of the point being visited. */
let sweepOrder: Int32Array = new Int32Array(0);
let sweepAt = 0;
/**
 * Per vertex: UNTOUCHED; TOUCH_AHEAD (two neighbouring edges meet there, found before the
 * sweep reached it: visited as a touching point); JUDGED (visited as one).
 */
let touchState: Uint8Array = new Uint8Array(0);
const UNTOUCHED = 0;
const TOUCH_AHEAD = 1;
const JUDGED = 2;
/** A touching point's edges: those ending there (in the line's order) and those leaving it (sorted bottom to top). */
let pinchLeft: Int32Array = new Int32Array(0);
let pinchRight: Int32Array = new Int32Array(0);

/**
 * Triangles of a cleaned polygon (outer ring counter-clockwise, holes clockwise, each ring
 * at least 3 points; `ringStarts` as IndexPolygon's), if one sweep proves the rings a
 * valid polygon (touching where validation accepts it); else null (see the file comment).
 * @internal
 */
export function sweepTriangulate(coords: Float64Array, ringStarts: readonly number[]): SweptPolygon | null {
  const n = ringStarts[ringStarts.length - 1];
  prepare(coords, ringStarts, n);
  const order = sortedVertices(n);
  sweepOrder = order;
  for (let k = 0; k < n; ) {
    const v = order[k];
    const count = pinches.length === 0 ? 1 : samePointRun(k, n);
    sweepAt = k;
    const passed = count === 1 && touchState[v] === UNTOUCHED ? visit(v, k) : visitTouching(k, count);
    if (!passed || degenerate) return null;
    k += count;
  }
  if (statusEnd !== statusFirst || triangleCount === 0) return null;
  // Where nothing touches, a triangulation of n corners and h holes has n + 2h − 2 triangles.
  if (pinches.length === 0 && triangleCount !== 3 * (n + 2 * (ringStarts.length - 2) - 2)) return null;
  result.triangles = triangles.subarray(0, triangleCount);
  return result;
}

/**
 * The sweep's result: counter-clockwise triangles as index triples, and the points where
 * rings touch (corners of two or more rings, or twice of one, at one point, or a corner on
 * an edge; the triangles name each such point by its first vertex). One object, valid until
 * the next call.
 * @internal
 */
export interface SweptPolygon {
  triangles: Int32Array;
  pinches: Vec2[];
  /** Edges with a corner of another ring (or of their own) inside them, where it lies (validation's form). */
  splits: EdgeSplit[];
}

/** How many vertices from sweep position k on lie at the point of the one there. */
function samePointRun(k: number, n: number): number {
  const order = sweepOrder;
  const v = order[k];
  let end = k + 1;
  while (end < n && xy[2 * order[end]] === xy[2 * v] && xy[2 * order[end] + 1] === xy[2 * v + 1]) end++;
  return end - k;
}

function prepare(coords: Float64Array, ringStarts: readonly number[], n: number): void {
  xy = coords;
  nextOf = nextScratch.take(n);
  prevOf = prevScratch.take(n);
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const start = ringStarts[r];
    const end = ringStarts[r + 1] - 1;
    for (let v = start; v < end; v++) {
      nextOf[v] = v + 1;
      prevOf[v + 1] = v;
    }
    nextOf[end] = start;
    prevOf[start] = end;
  }
  rank = rankScratch.take(n);
  low = lowScratch.take(n);
  high = highScratch.take(n);
  // (At most n edges cross the line, and a window of n in 2n + 8 has 4 free either side or n + 4 on one.)
  status = statusScratch.take(2 * n + 8);
  statusFirst = n + 4;
  statusEnd = n + 4;
  slotHint = slotHintScratch.take(n);
  top = topScratch.take(n);
  secondTop = secondTopScratch.take(n);
  // At most four stack nodes per corner (a split or merge corner pushes onto two stacks).
  nodeVertex = nodeVertexScratch.take(4 * n + 4);
  nodeDown = nodeDownScratch.take(4 * n + 4);
  nodeSide = nodeSideScratch.take(4 * n + 4);
  nodeCount = 0;
  triangles = triangleScratch.take(3 * (n + 2 * ringStarts.length));
  triangleCount = 0;
  degenerate = false;
  pinches.length = 0;
  splits.length = 0;
  ringStartsOf = ringStarts;
  touchState = touchStateScratch.take(n);
  touchState.fill(UNTOUCHED, 0, n);
}

/**
 * The vertices in (x, y) order, their ranks in `rank`, each edge's endpoints in `low` and
 * `high`, and the points two or more vertices share in `pinches` (ties in rank order: any).
 */
function sortedVertices(n: number): Int32Array {
  const order = bucketSorted(n) ?? mergeSorted(n);
  for (let k = 0; k < n; k++) {
    const v = order[k];
    rank[v] = k;
    if (k > 0) {
      const u = order[k - 1];
      if (xy[2 * u] === xy[2 * v] && xy[2 * u + 1] === xy[2 * v + 1]) {
        const last = pinches.length > 0 ? pinches[pinches.length - 1] : null;
        if (last === null || last.x !== xy[2 * v] || last.y !== xy[2 * v + 1])
          pinches.push({ x: xy[2 * v], y: xy[2 * v + 1] });
      }
    }
  }
  for (let e = 0; e < n; e++) {
    const f = nextOf[e];
    const forward = rank[e] < rank[f];
    low[e] = forward ? e : f;
    high[e] = forward ? f : e;
  }
  return order;
}

/**
 * The vertices in (x, y) order by bucket of x (n buckets over the polygon's width), then
 * insertion sort: a few passes, where the merge sort below takes log n of them (water2, on
 * which the sweep gives up at once: 0.4× its time); null, writing nothing of use, where
 * the buckets hold so many that the insertion sort would take more than 8n moves.
 */
function bucketSorted(n: number): Int32Array | null {
  const c = xy;
  let minX = c[0];
  let maxX = minX;
  for (let v = 1; v < n; v++) {
    const x = c[2 * v];
    if (x < minX) minX = x;
    else if (x > maxX) maxX = x;
  }
  if (!(maxX > minX)) return null;
  const scale = n / (maxX - minX);
  const bucket = rankScratch.take(n); // (rank is written after: its buffer holds the buckets till then)
  const starts = mergeScratch.take(n + 1);
  starts.fill(0, 0, n + 1);
  for (let v = 0; v < n; v++) {
    const b = Math.min(n - 1, Math.floor((c[2 * v] - minX) * scale));
    bucket[v] = b;
    starts[b + 1]++;
  }
  if (bucketStarts(starts, n) > 8 * n) return null;
  const order = orderScratch.take(n);
  for (let v = 0; v < n; v++) order[starts[bucket[v]]++] = v;
  // Buckets come in x order: a vertex moves only within its own.
  for (let i = 1; i < n; i++) {
    const v = order[i];
    const x = c[2 * v];
    const y = c[2 * v + 1];
    let j = i - 1;
    for (; j >= 0; j--) {
      const u = order[j];
      const ux = c[2 * u];
      if (ux < x || (ux === x && c[2 * u + 1] <= y)) break;
      order[j + 1] = u;
    }
    order[j + 1] = v;
  }
  return order;
}

/** The vertices in (x, y) order by merging the ring's monotone stretches (any x distribution). */
function mergeSorted(n: number): Int32Array {
  let order = orderScratch.take(n);
  let spare = mergeScratch.take(n);
  const c = xy; // (a local: the comparisons below read it a few times per vertex)
  // Natural runs: outlines climb and fall in x for several corners at a time, so the ring's
  // own order is cut into its monotone stretches (falling ones reversed), each made at least
  // RUN long (insertion sort), and those are merged pairwise.
  const runEnds = runEndScratch.take(n + 1);
  let runs = 0;
  let start = 0;
  while (start < n) {
    let end = start + 1;
    if (end < n && (c[2 * end] < c[2 * start] || (c[2 * end] === c[2 * start] && c[2 * end + 1] < c[2 * start + 1]))) {
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

/** The shortest run merged (shorter stretches are extended by insertion sort). */
const RUN = 8;

/**
 * One corner: its edges into and out of the line's order, its band's stacks, the new
 * neighbours tested. False: the sweep gives up. Edges are named by their first vertex in
 * ring order (edge p: p → v; edge v: v → q); each has the interior on its left, so one
 * going right in sweep order has it above.
 */
function visit(v: number, k: number): boolean {
  const p = prevOf[v];
  const q = nextOf[v];
  const pBefore = rank[p] < k;
  const qBefore = rank[q] < k;
  if (!pBefore && !qBefore) {
    const pos = edgesBelow(v);
    if (pos < statusEnd && passesThrough(status[pos], v)) return visitTouching(k, 1);
    // Both edges go right: a start (interior between them) or a split corner.
    const turn = orientVertices(xy, v, q, p);
    if (turn === 0) return false;
    if (turn > 0) {
      // Start: outside every band (the edge below, if any, has the interior below it).
      if (pos > statusFirst && low[status[pos - 1]] === status[pos - 1]) return false;
      top[v] = push(v, LOWER, -1);
      secondTop[v] = -1;
      const at = insertTwo(pos, v, p);
      return neighboursApart(at - 1) && neighboursApart(at + 1);
    } else {
      // Split: inside the band of the edge below.
      if (pos === statusFirst) return false;
      const band = status[pos - 1];
      if (low[band] !== band) return false;
      split(band, v, v);
      const at = insertTwo(pos, p, v);
      return neighboursApart(at - 1) && neighboursApart(at + 1);
    }
  }
  if (pBefore && qBefore) {
    // Both edges end here: an end (the band between them closes) or a merge corner.
    const at = slotOf(p);
    if (at < 0) return false;
    const pos = at > statusFirst && status[at - 1] === v ? at - 1 : at;
    if (pos + 1 >= statusEnd) return false;
    const first = status[pos];
    const second = status[pos + 1];
    if (first === p && second === v) {
      closeBand(p, v);
    } else if (first === v && second === p && pos > statusFirst && low[status[pos - 1]] === status[pos - 1]) {
      const band = status[pos - 1];
      upperCorner(band, v);
      lowerCorner(p, v);
      secondTop[band] = top[p];
    } else {
      return false;
    }
    return neighboursApart(removeTwo(pos) - 1);
  }
  if (pBefore) {
    // On a band's lower boundary: edge p ends, edge v goes on.
    const pos = slotOf(p);
    if (pos < 0) return false;
    lowerCorner(p, v);
    top[v] = top[p];
    secondTop[v] = -1;
    status[pos] = v;
    slotHint[v] = pos;
    return neighboursApart(pos - 1) && neighboursApart(pos);
  }
  // On a band's upper boundary: edge v ends, edge p goes on.
  const pos = slotOf(v);
  if (pos <= statusFirst) return false;
  const band = status[pos - 1];
  if (low[band] !== band) return false;
  upperCorner(band, v);
  status[pos] = p;
  slotHint[p] = pos;
  return neighboursApart(pos - 1) && neighboursApart(pos);
}

/**
 * Where edge e is in the line's order, found by name (no orientation test), from where it
 * was put: inserts and removals below it since have moved it by a few places. −1: not there.
 */
function slotOf(e: number): number {
  const hint = Math.max(statusFirst, Math.min(slotHint[e], statusEnd - 1));
  for (let d = 0; hint - d >= statusFirst || hint + d < statusEnd; d++) {
    if (hint + d < statusEnd && status[hint + d] === e) return hint + d;
    if (hint - d >= statusFirst && status[hint - d] === e) return hint - d;
  }
  return -1;
}

/**
 * A point where rings touch: the corners of two or more rings (or of one ring twice), or
 * a corner lying inside an edge, visited as one point of many edges: those ending there
 * leave the line's order, those leaving it enter, sorted by direction (an edge through the
 * point does both). The interior must lie on alternate sides going round the point (rings
 * touch there, they do not cross): checked as the interior side alternating up the line's
 * order, from the edge below. Each band of interior that meets the point then takes it as
 * one corner (named by its first vertex, as index-polygon.ts names a touching point): bands
 * between edges that end there close, bands between edges that leave it start, the band
 * over or under it passes it (after merging two, or splitting one, where no edge leaves or
 * none ends).
 */
function visitTouching(k: number, m: number): boolean {
  const order = sweepOrder;
  let corner = order[k];
  for (let i = 0; i < m; i++) {
    corner = Math.min(corner, order[k + i]);
    touchState[order[k + i]] = JUDGED;
  }
  // Room for each corner's two edges and a few edges through the point (more: the sweep gives up).
  pinchLeft = pinchLeftScratch.take(2 * m);
  pinchRight = pinchRightScratch.take(2 * m + 4).subarray(0, 2 * m + 4);
  let left = 0;
  let right = 0;
  for (let i = 0; i < m; i++) {
    const v = order[k + i];
    // Edge p (p → v) and edge v (v → q), each by its other end.
    const p = prevOf[v];
    const q = nextOf[v];
    if (rank[p] < k) pinchLeft[left++] = p;
    else if (rank[p] >= k + m) pinchRight[right++] = p;
    else return false;
    if (rank[q] < k) pinchLeft[left++] = v;
    else if (rank[q] >= k + m) pinchRight[right++] = v;
    else return false;
  }
  let from = statusEnd;
  if (left > 0) {
    let to = -1;
    for (let i = 0; i < left; i++) {
      const slot = slotOf(pinchLeft[i]);
      if (slot < 0) return false;
      from = Math.min(from, slot);
      to = Math.max(to, slot);
    }
    left = to - from + 1;
  } else {
    from = edgesBelow(corner);
  }
  // Edges through the point: each ends and leaves here (split there, as validation splits it).
  // (Two that cross there are caught by the alternation or, if they met as neighbours, before.)
  // Between the edges ending here only such edges can lie; more may lie either side.
  const before = right;
  for (let i = from; i < from + left; i++) {
    const e = status[i];
    const ends = rank[high[e]] >= k && rank[high[e]] < k + m;
    if (ends) continue;
    if (!passesThrough(e, corner) || right === pinchRight.length) return false;
    pinchRight[right++] = e;
  }
  while (from > statusFirst && passesThrough(status[from - 1], corner) && right < pinchRight.length) {
    pinchRight[right++] = status[--from];
    left++;
  }
  while (from + left < statusEnd && passesThrough(status[from + left], corner) && right < pinchRight.length) {
    pinchRight[right++] = status[from + left];
    left++;
  }
  if (
    (from > statusFirst && passesThrough(status[from - 1], corner)) ||
    (from + left < statusEnd && passesThrough(status[from + left], corner))
  )
    return false;
  for (let i = before; i < right; i++) {
    const through = pinchRight[i];
    const ring = ringOf(through);
    splits.push({ ring, edge: through - ringStartsOf[ring], point: { x: xy[2 * corner], y: xy[2 * corner + 1] } });
  }
  // (A point two or more corners share is listed already: see sortedVertices.)
  if (right > before && m === 1) pinches.push({ x: xy[2 * corner], y: xy[2 * corner + 1] });
  sortLeaving(corner, right);
  const below = from > statusFirst ? status[from - 1] : -1;
  // Alternation from the edge below through the leaving edges (the rest follows: as many end as leave, mod 2).
  let interiorAbove = below < 0 || low[below] !== below;
  for (let i = 0; i < right; i++) {
    const e = pinchRight[i];
    if ((low[e] === e) !== interiorAbove) {
      // Edges along each other: one the alternation asks for goes first (slits of no width between them).
      let j = i + 1;
      while (
        j < right &&
        alongEachOther(corner, e, pinchRight[j]) &&
        (low[pinchRight[j]] === pinchRight[j]) !== interiorAbove
      )
        j++;
      if (j === right || !alongEachOther(corner, e, pinchRight[j])) return false;
      pinchRight[i] = pinchRight[j];
      pinchRight[j] = e;
    }
    interiorAbove = !interiorAbove;
  }
  for (let i = 0; i + 1 < left; i++) {
    const e = status[from + i];
    if (low[e] === e) closeBand(e, corner);
  }
  const lowest = status[from];
  const highest = status[from + left - 1];
  if (left > 0 && right > 0) {
    if (low[highest] === highest) {
      lowerCorner(highest, corner);
      top[pinchRight[right - 1]] = top[highest];
      secondTop[pinchRight[right - 1]] = -1;
    }
    if (low[lowest] !== lowest) upperCorner(below, corner);
  } else if (left > 0) {
    if (low[highest] === highest) {
      // Interior all round the right side: the bands below and above merge.
      upperCorner(below, corner);
      lowerCorner(highest, corner);
      secondTop[below] = top[highest];
    }
  } else if (below >= 0 && low[below] === below) {
    // Interior all round the left side: the band splits.
    split(below, corner, pinchRight[right - 1]);
  }
  for (let i = 0; i + 1 < right; i++) {
    const e = pinchRight[i];
    if (low[e] === e) {
      top[e] = push(corner, LOWER, -1);
      secondTop[e] = -1;
    }
  }
  from = replaceBlock(from, left, right);
  // Leaving edges meet only here, but two along each other meet all along: where one ends on the other is marked.
  for (let i = 0; i + 1 < right; i++) {
    if (alongEachOther(corner, pinchRight[i], pinchRight[i + 1]) && !touchAhead(pinchRight[i], pinchRight[i + 1]))
      return false;
  }
  return right > 0 ? neighboursApart(from - 1) && neighboursApart(from + right - 1) : neighboursApart(from - 1);
}

/** Whether vertex v lies exactly on edge e's line (for an edge the line crosses at v: on the edge). */
function passesThrough(e: number, v: number): boolean {
  return orientVertices(xy, low[e], high[e], v) === 0;
}

/** The ring of edge (vertex) e. */
function ringOf(e: number): number {
  let r = 0;
  while (ringStartsOf[r + 1] <= e) r++;
  return r;
}

/**
 * Sorts the first `count` edges of pinchRight, all leaving `corner`'s point, bottom to top
 * (edges leaving in one direction, along each other, side by side in any order: see
 * visitTouching).
 */
function sortLeaving(corner: number, count: number): void {
  const px = xy[2 * corner];
  const py = xy[2 * corner + 1];
  for (let i = 1; i < count; i++) {
    const e = pinchRight[i];
    const ex = xy[2 * high[e]];
    const ey = xy[2 * high[e] + 1];
    let j = i - 1;
    for (; j >= 0; j--) {
      const f = pinchRight[j];
      const turn = orientXY(px, py, xy[2 * high[f]], xy[2 * high[f] + 1], ex, ey);
      if (turn >= 0) break; // e turns left of f (above it), or runs along it
      pinchRight[j + 1] = f;
    }
    pinchRight[j + 1] = e;
  }
}

/** Whether edges e and f, both leaving `corner`'s point, leave it in one direction. */
function alongEachOther(corner: number, e: number, f: number): boolean {
  return orientVertices(xy, corner, high[e], high[f]) === 0;
}

/**
 * The line's order with its `left` edges from `from` on replaced by pinchRight's first
 * `right`, moving the shorter side; returns where the first of them now is.
 */
function replaceBlock(from: number, left: number, right: number): number {
  const shift = right - left;
  let at = from;
  if (shift !== 0 && from - statusFirst < statusEnd - from - left && statusFirst - shift >= 0) {
    // The edges below move by −shift.
    if (shift > 0) for (let i = statusFirst; i < from; i++) status[i - shift] = status[i];
    else for (let i = from - 1; i >= statusFirst; i--) status[i - shift] = status[i];
    statusFirst -= shift;
    at = from - shift;
  } else if (shift !== 0) {
    if (shift > 0) for (let i = statusEnd - 1; i >= from + left; i--) status[i + shift] = status[i];
    else for (let i = from + left; i < statusEnd; i++) status[i + shift] = status[i];
    statusEnd += shift;
  }
  for (let i = 0; i < right; i++) {
    status[at + i] = pinchRight[i];
    slotHint[pinchRight[i]] = at + i;
  }
  return at;
}

/** How many edges of the line's order lie strictly below vertex v (binary search, exact). */
function edgesBelow(v: number): number {
  const vx = xy[2 * v];
  const vy = xy[2 * v + 1];
  let from = statusFirst;
  let to = statusEnd;
  while (from < to) {
    const middle = (from + to) >> 1;
    const e = status[middle];
    const a = 2 * low[e];
    const b = 2 * high[e];
    if (orientXY(xy[a], xy[a + 1], xy[b], xy[b + 1], vx, vy) > 0) from = middle + 1;
    else to = middle;
  }
  return from;
}

/** Puts two edges in the line's order at `pos` (lower first), moving the shorter side; returns where the lower now is. */
function insertTwo(pos: number, lower: number, upper: number): number {
  let at = pos;
  if (pos - statusFirst < statusEnd - pos && statusFirst >= 2) {
    for (let i = statusFirst; i < pos; i++) status[i - 2] = status[i];
    statusFirst -= 2;
    at = pos - 2;
  } else {
    for (let i = statusEnd - 1; i >= pos; i--) status[i + 2] = status[i];
    statusEnd += 2;
  }
  status[at] = lower;
  status[at + 1] = upper;
  slotHint[lower] = at;
  slotHint[upper] = at + 1;
  return at;
}

/** Takes the two edges at `pos` out of the line's order, moving the shorter side; returns where the edge above them now is. */
function removeTwo(pos: number): number {
  if (pos - statusFirst < statusEnd - pos - 2) {
    for (let i = pos - 1; i >= statusFirst; i--) status[i + 2] = status[i];
    statusFirst += 2;
    return pos + 2;
  }
  for (let i = pos; i + 2 < statusEnd; i++) status[i] = status[i + 2];
  statusEnd -= 2;
  return pos;
}

/** Whether the edges at order positions i and i + 1 (if both exist) have no common point but a ring's own corner. */
function neighboursApart(i: number): boolean {
  if (i < statusFirst || i + 1 >= statusEnd) return true;
  const e = status[i];
  const f = status[i + 1];
  const a = 2 * low[e];
  const b = 2 * high[e];
  const c = 2 * low[f];
  const d = 2 * high[f];
  const ay = xy[a + 1];
  const by = xy[b + 1];
  const cy = xy[c + 1];
  const dy = xy[d + 1];
  // (Both cross the sweep line, so their x ranges meet: apart in y is apart.)
  if ((ay < cy && ay < dy && by < cy && by < dy) || (ay > cy && ay > dy && by > cy && by > dy)) return true;
  if (nextOf[e] === f || nextOf[f] === e) {
    // A ring's consecutive edges: apart unless they fold back along each other.
    const corner = nextOf[e] === f ? f : e;
    const u = corner === f ? e : nextOf[e];
    const w = corner === f ? nextOf[f] : f;
    return orientVertices(xy, corner, u, w) !== 0 || !sameDirection(corner, u, w);
  }
  const contact = segmentContactXY(xy[a], ay, xy[b], by, xy[c], cy, xy[d], dy);
  if (contact === Contact.None) return true;
  return contact === Contact.Touch && touchAhead(e, f);
}

/**
 * For edges e and f that touch: whether every point where one ends on the other is one the
 * sweep judges when it gets there (marked TOUCH_AHEAD) or has judged. Edges lying along each
 * other must run in opposite directions (a slit of zero width between them, interior or
 * not: never covered twice).
 */
function touchAhead(e: number, f: number): boolean {
  const a = low[e];
  const b = high[e];
  const c = low[f];
  const d = high[f];
  const onA = orientVertices(xy, c, d, a) === 0;
  const onB = orientVertices(xy, c, d, b) === 0;
  if (onA && onB) {
    if ((a === e) === (c === f)) return false;
    return (
      (!within(a, c, d) || judged(a)) &&
      (!within(b, c, d) || judged(b)) &&
      (!within(c, a, b) || judged(c)) &&
      (!within(d, a, b) || judged(d))
    );
  }
  return judged(onA ? a : onB ? b : orientVertices(xy, a, b, c) === 0 ? c : d);
}

/** For v on the line of the segment from `from` to `to` (in sweep order): whether it lies on the segment. */
function within(v: number, from: number, to: number): boolean {
  return rank[from] <= rank[v] && rank[v] <= rank[to];
}

/** Whether touching point v has been judged, or lies ahead (then marked so it will be). */
function judged(v: number): boolean {
  if (touchState[v] === JUDGED) return true;
  if (rank[v] <= sweepAt) return false;
  touchState[v] = TOUCH_AHEAD;
  return true;
}

/** For u and w collinear with (and apart from) `corner`: whether they lie on the same side of it. */
function sameDirection(corner: number, u: number, w: number): boolean {
  const cx = xy[2 * corner];
  const ux = xy[2 * u] - cx;
  const wx = xy[2 * w] - cx;
  if (ux !== 0 || wx !== 0) return (ux > 0 && wx > 0) || (ux < 0 && wx < 0);
  const cy = xy[2 * corner + 1];
  return xy[2 * u + 1] - cy > 0 === xy[2 * w + 1] - cy > 0;
}

function push(v: number, side: number, down: number): number {
  const node = nodeCount++;
  nodeVertex[node] = v;
  nodeSide[node] = side;
  nodeDown[node] = down;
  return node;
}

function emit(a: number, b: number, c: number): void {
  triangles[triangleCount] = a;
  triangles[triangleCount + 1] = b;
  triangles[triangleCount + 2] = c;
  triangleCount += 3;
}

/** Corner w of a band's lower boundary (after a merge corner: closes the lower stack). */
function lowerCorner(band: number, w: number): void {
  const second = secondTop[band];
  if (second >= 0) {
    fanTo(top[band], w);
    top[band] = addCorner(second, w, LOWER);
    secondTop[band] = -1;
  } else {
    top[band] = addCorner(top[band], w, LOWER);
  }
}

/** Corner w of a band's upper boundary (after a merge corner: closes the upper stack). */
function upperCorner(band: number, w: number): void {
  const second = secondTop[band];
  if (second >= 0) {
    fanTo(second, w);
    secondTop[band] = -1;
  }
  top[band] = addCorner(top[band], w, UPPER);
}

/** The band's last corner w: every stack left is fanned to it. */
function closeBand(band: number, w: number): void {
  fanTo(top[band], w);
  if (secondTop[band] >= 0) fanTo(secondTop[band], w);
}

/**
 * A split corner v inside `band`: joined to the band's last corner (the top of its stack),
 * the band becomes two, below and above v (the one above named by its lower edge, `above`).
 */
function split(band: number, v: number, above: number): void {
  const second = secondTop[band];
  if (second >= 0) {
    // After a merge corner, its two stacks part again at v.
    top[above] = addCorner(second, v, LOWER);
    top[band] = addCorner(top[band], v, UPPER);
    secondTop[band] = -1;
  } else {
    const last = top[band];
    const lastVertex = nodeVertex[last];
    if (nodeDown[last] < 0) {
      top[band] = push(v, UPPER, last);
      top[above] = push(v, LOWER, last);
    } else if (nodeSide[last] === LOWER) {
      // The chain is on the lower side: it stays with the band above v, which v now closes from below.
      top[above] = addCorner(last, v, LOWER);
      top[band] = push(v, UPPER, push(lastVertex, LOWER, -1));
    } else {
      top[band] = addCorner(last, v, UPPER);
      top[above] = push(v, LOWER, push(lastVertex, UPPER, -1));
    }
  }
  secondTop[above] = -1;
}

/**
 * The monotone-polygon stack step: corner w on `side` of the band whose stack has top node
 * `stackTop`; the triangles it cuts are emitted; the new top node is returned.
 */
function addCorner(stackTop: number, w: number, side: number): number {
  if (nodeDown[stackTop] < 0) return push(w, side, stackTop);
  if (nodeSide[stackTop] !== side) {
    // w sees every corner of the chain across the band.
    fanTo(stackTop, w);
    return push(w, side, push(nodeVertex[stackTop], nodeSide[stackTop], -1));
  }
  // Same side: cut off the corners that turn towards the band, while they do.
  let t = stackTop;
  for (let u = nodeDown[t]; u >= 0; u = nodeDown[t]) {
    const a = nodeVertex[u];
    const b = nodeVertex[t];
    const turn = orientVertices(xy, a, b, w);
    if (side === LOWER) {
      if (turn <= 0) break;
      emit(a, b, w);
    } else {
      if (turn >= 0) break;
      emit(b, a, w);
    }
    t = u;
  }
  return push(w, side, t);
}

/** Triangles from w to each two consecutive corners of a stack (w sees them all). */
function fanTo(stackTop: number, w: number): void {
  const side = nodeSide[stackTop];
  for (let a = stackTop, b = nodeDown[a]; b >= 0; a = b, b = nodeDown[a]) {
    const upper = nodeVertex[a];
    const lower = nodeVertex[b];
    // (The stack's later corner is `upper` here: for a lower chain, older → later → w turns left.)
    const first = side === LOWER ? lower : upper;
    const second = side === LOWER ? upper : lower;
    if (orientVertices(xy, first, second, w) <= 0) degenerate = true;
    emit(first, second, w);
  }
}
