import type { ConvexShape } from './convex-shape.js';

/**
 * Touching within this × the pair's size counts as touching (closed sets). World points
 * carry round-off relative to their magnitude; 1e-12 absorbs that (a box moved by its own
 * MTV still touches) while staying far below any geometry a user draws on purpose.
 * @internal
 */
export const TOUCH_TOLERANCE = 1e-12;

/**
 * The working copy of one convex pair for the narrow phase, in a frame centred on A's first
 * core point: subtracting that point before any arithmetic makes a pair 1e6 away from the
 * origin compute what the same pair at the origin computes (no large-number cancellation).
 *
 * One module-level instance is reused for every query, so the narrow phase allocates
 * nothing per call (the buffers grow only when a larger polygon first appears).
 * @internal
 */
export class PairFrame {
  /** World position of the frame's origin (A's first core point). */
  ox = 0;
  oy = 0;
  /** A's core points, centred. */
  a = new Float64Array(32);
  /** B's core points, centred. */
  b = new Float64Array(32);
  /** A's and B's world core points (not centred), for differences of two vertices. */
  wa: Float64Array = new Float64Array(0);
  wb: Float64Array = new Float64Array(0);
  /** A's and B's world edge normals (translation changes nothing, so no copy). */
  na: Float64Array = new Float64Array(0);
  nb: Float64Array = new Float64Array(0);
  countA = 0;
  countB = 0;
  rA = 0;
  rB = 0;
  /** Bounding boxes of the cores, centred, radius not included: [minX, minY, maxX, maxY] of A then of B. */
  readonly box = new Float64Array(8);
  /**
   * Input to the core separation: stop once the cores are surely further apart than this.
   * A field rather than an argument, since a double argument to a call that is not inlined
   * is boxed (16 bytes a query).
   */
  stopAbove = 0;
  /** Absolute touching tolerance for this pair: TOUCH_TOLERANCE × its size. */
  tolerance = 0;
}

/** @internal The one frame the narrow phase works in. */
export const frame = new PairFrame();

/**
 * Loads a pair of convex shapes into `frame` (refreshing their world caches first).
 * @internal
 */
export function loadPair(sa: ConvexShape, sb: ConvexShape): PairFrame {
  sa._refresh();
  sb._refresh();
  const f = frame;
  const wa = sa._world;
  const wb = sb._world;
  if (f.a.length < wa.length) f.a = new Float64Array(wa.length * 2);
  if (f.b.length < wb.length) f.b = new Float64Array(wb.length * 2);
  f.ox = wa[0];
  f.oy = wa[1];
  f.countA = sa.count;
  f.countB = sb.count;
  f.wa = wa;
  f.wb = wb;
  f.na = sa._normals;
  f.nb = sb._normals;
  f.rA = sa._radius;
  f.rB = sb._radius;
  copyCentred(wa, f.a, f, 0);
  copyCentred(wb, f.b, f, 4);
  const box = f.box;
  let size = 0;
  for (let i = 0; i < 8; i++) size = Math.max(size, Math.abs(box[i]));
  f.tolerance = TOUCH_TOLERANCE * (size + f.rA + f.rB);
  return f;
}

/** Copies world points minus the frame origin into `out` and records their box at `box[at…at+3]`. */
function copyCentred(w: Float64Array, out: Float64Array, f: PairFrame, at: number): void {
  const ox = f.ox;
  const oy = f.oy;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < w.length; i += 2) {
    const x = w[i] - ox;
    const y = w[i + 1] - oy;
    out[i] = x;
    out[i + 1] = y;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const box = f.box;
  box[at] = minX;
  box[at + 1] = minY;
  box[at + 2] = maxX;
  box[at + 3] = maxY;
}
