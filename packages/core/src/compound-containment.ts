import type { Compound } from './compound.js';
import type { ConvexShape } from './convex-shape.js';
import type { Vec2 } from './vec2.js';
import { PartList } from './part-tree.js';
import { TOUCH_TOLERANCE } from './pair-frame.js';
import { closestSegmentPoints, SegmentPair } from './segment-distance.js';

/*
 * Whether a convex part P lies inside the union of a compound's polygon parts, exactly:
 *
 *   pieces = [P's bounding box]                       (P ∩ piece is all of P)
 *   for each sharp polygon part Q whose box meets P's (from the compound's part tree):
 *     each piece R becomes the convex pieces of R minus Q's interior:
 *       R ∩ {outside face i} ∩ {inside faces 0 … i−1}, for each face i of Q
 *     a piece whose intersection with P has no area is dropped (touching counts as inside)
 *   P ⊆ ∪Q  ⇔  no piece is left
 *
 * P is closed and the closure of its interior, and the union is closed, so P lies in the
 * union exactly when what is left of P has no area; each piece's meeting with P is judged
 * by the separating axis test and, for a rounded P, the exact core distance, within the
 * pair's touching tolerance. Rounded parts (circles, capsules, rounded polygons) are not
 * subtracted: through them only containment in a single part is found (collideParts).
 *
 * Pieces live in two flat pools that grow once and are reused, so a call allocates nothing.
 */

/** Flat convex pieces: the points of piece k are coords[2·start[k] …] (count[k] of them), CCW. */
class PiecePool {
  coords = new Float64Array(256);
  start = new Int32Array(32);
  count = new Int32Array(32);
  pieces = 0;
  points = 0;

  clear(): void {
    this.pieces = 0;
    this.points = 0;
  }

  /** Room for one more piece of up to `points` points. */
  reserve(points: number): void {
    if (2 * (this.points + points) > this.coords.length) {
      const grown = new Float64Array(Math.max(2 * this.coords.length, 4 * (this.points + points)));
      grown.set(this.coords);
      this.coords = grown;
    }
    if (this.pieces + 1 > this.start.length) {
      const start = new Int32Array(2 * this.start.length);
      start.set(this.start);
      this.start = start;
      const count = new Int32Array(2 * this.count.length);
      count.set(this.count);
      this.count = count;
    }
  }

  /** Appends points first … first + n − 1 of `from` as a piece (copied by index: a subarray view would allocate). */
  push(from: Float64Array, first: number, n: number): void {
    this.reserve(n);
    const to = this.coords;
    const at = 2 * this.points;
    for (let i = 0; i < 2 * n; i++) to[at + i] = from[2 * first + i];
    this.start[this.pieces] = this.points;
    this.count[this.pieces] = n;
    this.pieces++;
    this.points += n;
  }
}

let current = new PiecePool();
let next = new PiecePool();
// Clipping buffers: the piece being cut, its part outside one face, its part inside.
let work = new Float64Array(64);
let outside = new Float64Array(64);
let inside = new Float64Array(64);
const closest = new SegmentPair();
const near = new PartList();
const partBox = new Float64Array(4);
/** The part being tested, and (in `touch[0]`) its touching tolerance: see pair-frame.ts on boxing. */
const subject = { part: null as ConvexShape | null };
const touch = new Float64Array(1);

/**
 * Whether convex `part` lies inside the union of the sharp polygon parts of `whole`
 * (see the header). `sign × hint` is a unit direction in which `part` most likely leaves
 * the union (the collision normal, pointing away from `whole`), probed first. A Point answers false (a
 * point of the union lies in a single part, which the caller tests); a Segment is covered
 * interval by interval.
 * @internal
 */
export function insideUnionOfParts(part: ConvexShape, whole: Compound, hint: Vec2, sign: number): boolean {
  part._refresh();
  const box = part._box;
  const r = box[4];
  if (part.count === 1 && r === 0) return false;
  partBox[0] = box[0] - r;
  partBox[1] = box[1] - r;
  partBox[2] = box[2] + r;
  partBox[3] = box[3] + r;
  whole._partsNear(partBox, near);
  if (part.count === 2 && r === 0) return segmentInsideUnion(part, whole);
  subject.part = part;
  setPartTolerance(part);
  current.clear();
  // The first piece, P's box grown by its radius, CCW.
  current.reserve(4);
  const c = current.coords;
  c[0] = box[0] - r;
  c[1] = box[1] - r;
  c[2] = box[2] + r;
  c[3] = box[1] - r;
  c[4] = box[2] + r;
  c[5] = box[3] + r;
  c[6] = box[0] - r;
  c[7] = box[3] + r;
  current.start[0] = 0;
  current.count[0] = 4;
  current.pieces = 1;
  current.points = 4;
  const parts = whole.parts;
  // Necessary, and cheap: P's farthest point along the hint (the collision normal, away from
  // the compound), then where P touches its own box, must lie in some part. Most pairs that
  // are not contained fail on the first, before any piece is cut.
  setSupport(part, hint, sign);
  if (!probeInSomePart(parts)) {
    subject.part = null;
    return false;
  }
  for (let side = 0; side < 4; side++) {
    setExtreme(part, side);
    if (!probeInSomePart(parts)) {
      subject.part = null;
      return false;
    }
  }
  for (let k = 0; k < near.count && current.pieces > 0; k++) {
    const q = parts[near.items[k]];
    q._refresh();
    if (q.count < 3 || q._box[4] > 0 || !boxesMeet(box, r, q._box)) continue;
    subtract(q);
  }
  subject.part = null;
  return current.pieces === 0;
}

/** Parameter intervals [from, to] of the segment that lie in one part each, flat; grown once, reused. */
let spans = new Float64Array(32);

/**
 * Whether a segment part (no area, so no piece subtraction) lies in the union of the sharp
 * polygon parts: each part covers one interval of the segment's parameter (clipped by its
 * faces, within the touching tolerance), and the intervals must chain from 0 to 1. `near`
 * already lists the parts near the segment's box.
 */
function segmentInsideUnion(part: ConvexShape, whole: Compound): boolean {
  setPartTolerance(part);
  const w = part._world;
  const parts = whole.parts;
  let count = 0;
  for (let k = 0; k < near.count; k++) {
    const q = parts[near.items[k]];
    q._refresh();
    if (q.count < 3 || q._box[4] > 0) continue;
    if (!clipSegment(w, q)) continue;
    if (2 * count + 2 > spans.length) {
      const grown = new Float64Array(2 * spans.length);
      grown.set(spans);
      spans = grown;
    }
    spans[2 * count] = value[0];
    spans[2 * count + 1] = value[1];
    count++;
  }
  // Coverage grows from 0: each round takes the farthest end among the spans that start
  // within what is covered, so no sort (and no allocation) is needed.
  let covered = 0;
  while (covered < 1) {
    let reach = covered;
    for (let i = 0; i < count; i++) if (spans[2 * i] <= covered && spans[2 * i + 1] > reach) reach = spans[2 * i + 1];
    if (reach === covered) return false;
    covered = reach;
  }
  return true;
}

/**
 * value ← [t0, t1], the parameters of segment w[0..1] → w[2..3] inside polygon q within the
 * touching tolerance (Cyrus–Beck against each face); false when no part of it is inside.
 */
function clipSegment(w: ArrayLike<number>, q: ConvexShape): boolean {
  const qw = q._world;
  const qn = q._normals;
  const tol = touch[0];
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < q.count; i++) {
    const nx = qn[2 * i];
    const ny = qn[2 * i + 1];
    const sa = nx * (w[0] - qw[2 * i]) + ny * (w[1] - qw[2 * i + 1]) - tol;
    const sb = nx * (w[2] - qw[2 * i]) + ny * (w[3] - qw[2 * i + 1]) - tol;
    if (sa > 0 && sb > 0) return false;
    if (sa > 0) t0 = Math.max(t0, sa / (sa - sb));
    else if (sb > 0) t1 = Math.min(t1, sa / (sa - sb));
  }
  // Each part grown by the tolerance: spans of parts that share an edge overlap, so they chain.
  value[0] = t0;
  value[1] = t1;
  return t0 <= t1;
}

/** The point probed by {@link probeInSomePart} (an array: see pair-frame.ts on boxing). */
const probe = new Float64Array(2);

/** probe ← the point of `part` farthest along sign × hint (its support point). */
function setSupport(part: ConvexShape, hint: Vec2, sign: number): void {
  const w = part._world;
  const dx = sign * hint.x;
  const dy = sign * hint.y;
  let best = 0;
  for (let v = 1; v < part.count; v++) {
    if (dx * (w[2 * v] - w[2 * best]) + dy * (w[2 * v + 1] - w[2 * best + 1]) > 0) best = v;
  }
  const r = part._box[4];
  probe[0] = w[2 * best] + r * dx;
  probe[1] = w[2 * best + 1] + r * dy;
}

/**
 * probe ← the point of `part` farthest along side `side` (0: −x, 1: +x, 2: −y, 3: +y): its
 * extreme core point pushed out by the radius.
 */
function setExtreme(part: ConvexShape, side: number): void {
  const w = part._world;
  const axis = side >> 1;
  const sign = side & 1 ? 1 : -1;
  let best = 0;
  for (let v = 1; v < part.count; v++) if (sign * (w[2 * v + axis] - w[2 * best + axis]) > 0) best = v;
  probe[0] = w[2 * best];
  probe[1] = w[2 * best + 1];
  probe[axis] += sign * part._box[4];
}

/** Whether the probe lies in one of the listed parts (closed, within the touching tolerance). */
function probeInSomePart(parts: readonly ConvexShape[]): boolean {
  for (let k = 0; k < near.count; k++) {
    const q = parts[near.items[k]];
    q._refresh();
    if (probeInPart(q)) return true;
  }
  return false;
}

function probeInPart(q: ConvexShape): boolean {
  const w = q._world;
  const n = q.count;
  const allowed = q._box[4] + touch[0];
  if (n >= 3) {
    const normals = q._normals;
    let outside = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const d = normals[2 * i] * (probe[0] - w[2 * i]) + normals[2 * i + 1] * (probe[1] - w[2 * i + 1]);
      if (d > outside) outside = d;
    }
    if (outside <= touch[0]) return true;
    if (outside > allowed) return false;
    for (let i = 0; i < n; i++) {
      if (closestSegmentPoints(probe, 0, 0, w, i, i + 1 === n ? 0 : i + 1, closest).distance <= allowed) return true;
    }
    return false;
  }
  return closestSegmentPoints(probe, 0, 0, w, 0, n === 2 ? 1 : 0, closest).distance <= allowed;
}

/** touch[0] ← TOUCH_TOLERANCE × the part's size (its reach from its first core point, plus its radius). */
function setPartTolerance(part: ConvexShape): void {
  const b = part._box;
  const w = part._world;
  const reach = Math.max(b[2] - w[0], w[0] - b[0], b[3] - w[1], w[1] - b[1]);
  touch[0] = TOUCH_TOLERANCE * (reach + b[4]);
}

function boxesMeet(box: ArrayLike<number>, r: number, q: ArrayLike<number>): boolean {
  return q[0] <= box[2] + r && box[0] - r <= q[2] && q[1] <= box[3] + r && box[1] - r <= q[3];
}

/** Every piece of `current` minus polygon Q's interior, into `next`; then the pools swap. */
function subtract(q: ConvexShape): void {
  next.clear();
  for (let k = 0; k < current.pieces; k++) subtractFromPiece(q, k);
  const swap = current;
  current = next;
  next = swap;
}

function subtractFromPiece(q: ConvexShape, k: number): void {
  const from = current.coords;
  const first = current.start[k];
  let n = current.count[k];
  const verdict = classify(q, from, first, n);
  if (verdict === KEEP) {
    next.push(from, first, n);
    return;
  }
  if (verdict === DROP) return;
  ensureWork(n + q.count);
  for (let i = 0; i < 2 * n; i++) work[i] = from[2 * first + i];
  const qw = q._world;
  const qn = q._normals;
  // Faces and points travel as arrays and indices, never as doubles: a double argument (or
  // return value) of a call V8 does not inline is boxed (see pair-frame.ts).
  for (let i = 0; i < q.count && n >= 3; i++) {
    const out = clip(work, n, qw, qn, i, 1, outside);
    if (out >= 3 && meetsSubject(outside, out)) next.push(outside, 0, out);
    n = clip(work, n, qw, qn, i, -1, inside);
    const swap = work;
    work = inside;
    inside = swap;
  }
  // What is left of the piece lies inside Q: dropped.
}

const KEEP = 0;
const DROP = 1;
const SPLIT = 2;

/** KEEP: the piece lies on the outer side of a face of Q; DROP: inside Q; else SPLIT. */
function classify(q: ConvexShape, c: Float64Array, first: number, n: number): number {
  const qw = q._world;
  const qn = q._normals;
  let within = true;
  for (let i = 0; i < q.count; i++) {
    const nx = qn[2 * i];
    const ny = qn[2 * i + 1];
    const px = qw[2 * i];
    const py = qw[2 * i + 1];
    let least = Infinity;
    let most = -Infinity;
    for (let v = first; v < first + n; v++) {
      const s = nx * (c[2 * v] - px) + ny * (c[2 * v + 1] - py);
      if (s < least) least = s;
      if (s > most) most = s;
    }
    if (least >= 0) return KEEP;
    if (most > 0) within = false;
  }
  return within ? DROP : SPLIT;
}

function ensureWork(points: number): void {
  // Clipping a convex piece by one line adds at most one point.
  if (work.length >= 2 * points + 4) return;
  const size = 4 * points + 8;
  const grown = new Float64Array(size);
  grown.set(work);
  work = grown;
  outside = new Float64Array(size);
  inside = new Float64Array(size);
}

/**
 * Sutherland–Hodgman: the points of convex `src` (n of them) on the side `sign` of Q's face
 * `face` (point qw[face], normal qn[face]; sign 1: outside, n·(x − p) ≥ 0; −1: inside), into
 * `dst`; returns their count (< 3: nothing of area is left). Each crossing is interpolated
 * from the two points' own signed distances, so it lies on the line within round-off.
 */
function clip(
  src: Float64Array,
  n: number,
  qw: ArrayLike<number>,
  qn: ArrayLike<number>,
  face: number,
  sign: number,
  dst: Float64Array,
): number {
  const nx = qn[2 * face];
  const ny = qn[2 * face + 1];
  const px = qw[2 * face];
  const py = qw[2 * face + 1];
  let m = 0;
  let ax = src[2 * n - 2];
  let ay = src[2 * n - 1];
  let sa = sign * (nx * (ax - px) + ny * (ay - py));
  for (let v = 0; v < n; v++) {
    const bx = src[2 * v];
    const by = src[2 * v + 1];
    const sb = sign * (nx * (bx - px) + ny * (by - py));
    if (sa >= 0 !== sb >= 0) {
      const t = sa / (sa - sb);
      dst[2 * m] = ax + (bx - ax) * t;
      dst[2 * m + 1] = ay + (by - ay) * t;
      m++;
    }
    if (sb >= 0) {
      dst[2 * m] = bx;
      dst[2 * m + 1] = by;
      m++;
    }
    ax = bx;
    ay = by;
    sa = sb;
  }
  return m;
}

/**
 * Whether convex piece R (the first `n` points of `r`) meets the subject part in a set with
 * area: their cores are apart by less than the part's radius, or, for a sharp part, overlap
 * by more than the tolerance. Separating axes: R's edge normals and the part's core normals
 * (complete for convex polygons, segments and points); apart, the exact core distance.
 */
function meetsSubject(r: Float64Array, n: number): boolean {
  const part = subject.part as ConvexShape;
  const tol = touch[0];
  // A piece thinner than the tolerance (a cut along a part's edge) has no area to leave.
  setThickness(r, n);
  if (value[0] <= tol) return false;
  const radius = part._box[4];
  const w = part._world;
  const count = part.count;
  value[1] = -Infinity;
  for (let i = 0; i < n; i++) edgeSeparation(r, n, i, w, count);
  const faces = count >= 3 ? count : count === 2 ? 2 : 0;
  const normals = part._normals;
  for (let i = 0; i < faces; i++) faceSeparation(normals, w, i, r, n);
  const separation = value[1];
  if (radius === 0) return separation < -tol;
  if (separation <= 0) return radius > tol;
  setCoreDistance(r, n, w, count);
  return value[0] < radius - tol;
}

/** Results of the helpers below (written, not returned: a returned double would be boxed). */
const value = new Float64Array(2);

/** value[0] ← 2 × area / perimeter: about the width of a thin piece (a w × L sliver gives wL / (w + L)). */
function setThickness(r: Float64Array, n: number): void {
  let twiceArea = 0;
  let perimeter = 0;
  for (let i = 0; i < n; i++) {
    const k = i + 1 === n ? 0 : i + 1;
    // Relative to the first point, so a piece far from the origin keeps its own precision.
    twiceArea += (r[2 * i] - r[0]) * (r[2 * k + 1] - r[1]) - (r[2 * k] - r[0]) * (r[2 * i + 1] - r[1]);
    const ex = r[2 * k] - r[2 * i];
    const ey = r[2 * k + 1] - r[2 * i + 1];
    // Not Math.hypot: optimised code calls it as a builtin and boxes both arguments. Squares
    // stay finite and normal within core's workable range (MIN_EXTENT … MAX_COORDINATE).
    perimeter += Math.sqrt(ex * ex + ey * ey);
  }
  value[0] = perimeter === 0 ? 0 : twiceArea / perimeter;
}

/** value[1] ← max(value[1], least signed distance of the part's core points from edge i of R). */
function edgeSeparation(r: Float64Array, n: number, i: number, w: ArrayLike<number>, count: number): void {
  const k = i + 1 === n ? 0 : i + 1;
  const ex = r[2 * k] - r[2 * i];
  const ey = r[2 * k + 1] - r[2 * i + 1];
  const length = Math.sqrt(ex * ex + ey * ey); // not Math.hypot (see setThickness)
  // A zero-length edge (a repeated point from clipping) separates nothing.
  if (length === 0) return;
  const nx = ey / length;
  const ny = -ex / length;
  let least = Number.POSITIVE_INFINITY;
  for (let v = 0; v < count; v++) {
    least = Math.min(least, nx * (w[2 * v] - r[2 * i]) + ny * (w[2 * v + 1] - r[2 * i + 1]));
  }
  if (least > value[1]) value[1] = least;
}

/** value[1] ← max(value[1], least signed distance of R's points from the part's core face i). */
function faceSeparation(normals: ArrayLike<number>, w: ArrayLike<number>, i: number, r: Float64Array, n: number): void {
  const nx = normals[2 * i];
  const ny = normals[2 * i + 1];
  const px = w[2 * i];
  const py = w[2 * i + 1];
  let least = Number.POSITIVE_INFINITY;
  for (let v = 0; v < n; v++) least = Math.min(least, nx * (r[2 * v] - px) + ny * (r[2 * v + 1] - py));
  if (least > value[1]) value[1] = least;
}

/** value[0] ← the exact distance between piece R and the part's core, for cores known to be apart. */
function setCoreDistance(r: Float64Array, n: number, w: ArrayLike<number>, count: number): void {
  value[0] = Number.POSITIVE_INFINITY;
  const edges = count >= 3 ? count : 1;
  for (let i = 0; i < n; i++) {
    const i2 = i + 1 === n ? 0 : i + 1;
    for (let j = 0; j < edges; j++) {
      const j2 = count === 1 ? 0 : j + 1 === count ? 0 : j + 1;
      const d = closestSegmentPoints(r, i, i2, w, j, j2, closest).distance;
      if (d < value[0]) value[0] = d;
    }
  }
}
