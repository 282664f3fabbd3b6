import { SepaxError, type Vec2 } from '@sepax/core';
import { describeValue, readOptions } from '@sepax/core/internal';
import { type Box, boundsOf, boundsXY, centreOf, crossAbout, sizeOf } from './measure.js';
import { flatRings, isRingList, pointRings, readPolygonXY, type RingsXY } from './read-polygon.js';
import { orientXY } from './predicates.js';
import { float64Scratch, int32Scratch } from './scratch.js';
import { DEFAULT_CLEAN_TOLERANCE } from './tolerances.js';
import type { PolygonInput, PolygonWithHoles, Ring } from './types.js';

/**
 * Options of {@link clean} (also read by `validate` and `decompose`).
 *
 * @example
 * ```ts
 * import { clean } from '@sepax/decomp';
 * clean([[0, 0], [1, 0.0001], [2, 0], [2, 2]], { tolerance: 1e-3 }); // drops (1, 0.0001)
 * ```
 */
export interface CleanOptions {
  /**
   * Points closer than `tolerance × size` merge; a point closer than that to the line through its neighbours is
   * dropped as collinear (size = the larger side of the outer ring's bounding box).
   */
  tolerance?: number;
}

/** The indices of the points cleaning keeps, for the ring `coords[0 … 2n)`. @internal */
export function keptIndicesXY(coords: Float64Array, n: number, tol: number, kept: Int32Array): number {
  let top = 0; // kept[0 … top) is the stack
  for (let i = 0; i < n; i++) {
    kept[top++] = i;
    while (top >= 3 && isDegenerateAt(coords, kept[top - 3], kept[top - 2], i, tol)) {
      kept[top - 2] = i; // drop the middle one
      top--;
    }
  }
  let start = 0;
  for (;;) {
    if (top - start < 3) break;
    if (isDegenerateAt(coords, kept[top - 2], kept[top - 1], kept[start], tol)) top--;
    else if (isDegenerateAt(coords, kept[top - 1], kept[start], kept[start + 1], tol)) start++;
    else break;
  }
  if (
    top - start === 2 &&
    withinDistance(
      coords[2 * kept[start]] - coords[2 * kept[start + 1]],
      coords[2 * kept[start] + 1] - coords[2 * kept[start + 1] + 1],
      tol,
    )
  )
    top--;
  if (start > 0) kept.copyWithin(0, start, top);
  return top - start;
}

/** Whether corner b (between a and c) should go: a repeat of a neighbour, or on line ac. */
function isDegenerateAt(coords: Float64Array, a: number, b: number, c: number, tol: number): boolean {
  const ax = coords[2 * a];
  const ay = coords[2 * a + 1];
  const bx = coords[2 * b];
  const by = coords[2 * b + 1];
  const cx = coords[2 * c];
  const cy = coords[2 * c + 1];
  if (withinDistance(ax - bx, ay - by, tol) || withinDistance(bx - cx, by - cy, tol)) return true;
  const ex = cx - ax;
  const ey = cy - ay;
  const left = ex * (by - ay);
  const right = ey * (bx - ax);
  const cross = left - right;
  // |cross| / |ac| is b's distance to line ac; a spike back onto a (|ac| = 0) goes too.
  if (Math.abs(cross) <= tol * Math.sqrt(ex * ex + ey * ey)) return true;
  const surelyNonZero =
    Math.abs(cross) > CROSS_ROUNDOFF * (Math.abs(left) + Math.abs(right)) && Math.abs(cross) > CROSS_TINY;
  return !surelyNonZero && orientXY(ax, ay, bx, by, cx, cy) === 0;
}

/** The float cross product (c − a) × (b − a) is off by less than 4ε of |left| + |right|, its two products. */
const CROSS_ROUNDOFF = 1e-14;
/** Below this the products may be subnormal, where round-off is not relative: always ask orient. */
const CROSS_TINY = 1e-290;

function withinDistance(dx: number, dy: number, tol: number): boolean {
  return dx * dx + dy * dy <= tol * tol; // Math.hypot is slow on this hot path
}

/** Below this cleaning tolerance the screen stands aside. */
const SCREEN_MIN_RELATIVE_TOLERANCE = 1e-13;

/** The screen's bounds are the tolerance times this. */
const SCREEN_MARGIN = 1 + 1e-9;

/** Below this absolute tolerance the screen's squares could leave the normal range, where round-off is not relative. */
const SCREEN_MIN_TOLERANCE = 1e-140;

/** The signed area of ring `coords[0 … 2n)` about `origin` if keptIndicesXY surely keeps it all, or NaN. @internal */
export function areaIfClearlyClean(
  coords: Float64Array,
  n: number,
  tolerance: number,
  size: number,
  origin: Vec2,
): number {
  const tol = tolerance * size;
  if (!(tolerance >= SCREEN_MIN_RELATIVE_TOLERANCE && tol >= SCREEN_MIN_TOLERANCE)) return NaN;
  const screen = tol * SCREEN_MARGIN;
  const ox = origin.x;
  const oy = origin.y;
  let ax = coords[2 * n - 2];
  let ay = coords[2 * n - 1];
  let bx = coords[0];
  let by = coords[1];
  let twice = 0;
  for (let i = 0; i < n; i++) {
    const c = i + 1 === n ? 0 : i + 1;
    const cx = coords[2 * c];
    const cy = coords[2 * c + 1];
    const ex = cx - ax;
    const ey = cy - ay;
    const chord = Math.abs(ex) + Math.abs(ey);
    if (!((Math.abs(cx - bx) > screen || Math.abs(cy - by) > screen) && chord > 2 * screen)) return NaN;
    // The products as isDegenerateAt forms them, so its cross product is this one.
    if (!(Math.abs(ex * (by - ay) - ey * (bx - ax)) > screen * chord)) return NaN;
    twice += crossAbout(ax, ay, bx, by, ox, oy);
    ax = bx;
    ay = by;
    bx = cx;
    by = cy;
  }
  return twice / 2;
}

/** A cleaned polygon with the map back to input indices. @internal */
export interface CleanedPolygon {
  /** Ring 0 is the outer boundary (CCW), the rest are holes (CW). */
  rings: Vec2[][];
  /** For each ring, each kept point's index in the input ring. */
  sources: number[][];
  /** The input outer ring as read, where cleaning left it fewer than 3 points, else null. */
  degenerateOuter: Vec2[] | null;
  /** The larger side of the outer ring's bounding box. */
  size: number;
}

/** A cleaned polygon and the area its rings enclose (what `cleanPolygon` returns). @internal */
export interface MeasuredPolygon extends CleanedPolygon {
  /** |outer| − Σ|holes| of the cleaned rings, taken about `origin`. */
  area: number;
  /** The centre of the outer ring's box (before cleaning), or (0, 0) if it has none. */
  origin: Vec2;
}

/** Cleans every ring of a polygon already read, as {@link cleanRingsXY}, into point rings. @internal */
export function cleanPolygon(input: Vec2[][], tolerance: number, box: Box = boundsOf([input[0]])): MeasuredPolygon {
  const flat = flatRings(input);
  return measuredPolygon(cleanRingsXY(flat, tolerance, box), flat);
}

/** A polygon cleaned on flat coordinates, every ring kept, even one left with fewer than 3 points. @internal */
export interface CleanedXY extends RingsXY, Pick<MeasuredPolygon, 'size' | 'area' | 'origin'> {
  /** For each kept point, its index in its input ring. */
  sources: Int32Array;
}

const cleanedScratch = float64Scratch();
const sourceScratch = int32Scratch();

/** Cleans every ring of flat rings, normalising winding: outer counter-clockwise, holes clockwise. @internal */
export function cleanRingsXY(input: RingsXY, tolerance: number, box: Box): CleanedXY {
  const size = sizeOf(box);
  const tol = tolerance * size;
  const centre = centreOf(box);
  const origin = Number.isFinite(centre.x) && Number.isFinite(centre.y) ? centre : { x: 0, y: 0 };
  const total = input.ringStarts[input.ringStarts.length - 1];
  const coords = cleanedScratch.take(2 * total + 2);
  const sources = sourceScratch.take(total);
  const ringStarts = [0];
  let area = 0;
  for (let r = 0; r + 1 < input.ringStarts.length; r++) {
    const from = input.ringStarts[r];
    const n = input.ringStarts[r + 1] - from;
    const at = ringStarts[r];
    // Each ring's kept indices go straight to its place in `sources`.
    const ring = r === 0 ? input.coords : input.coords.subarray(2 * from, 2 * (from + n));
    const kept = r === 0 ? sources : sources.subarray(at, at + n);
    let count = withoutClosingPoint(ring, n);
    if (Number.isNaN(areaIfClearlyClean(ring, count, tolerance, size, origin)))
      count = keptIndicesXY(ring, n, tol, kept);
    else for (let k = 0; k < count; k++) kept[k] = k;
    const measured = gatherKeptMeasured(input.coords, from, kept, count, coords, at, origin);
    if (count >= 3 && measured > 0 !== (r === 0)) {
      reverseRun(kept, count);
      gatherKeptMeasured(input.coords, from, kept, count, coords, at, origin);
    }
    // Fewer than 3 points enclose nothing (their shoelace sum cancels exactly).
    const ringArea = count >= 3 ? measured : 0;
    area += r === 0 ? Math.abs(ringArea) : -Math.abs(ringArea);
    ringStarts.push(at + count);
  }
  return { coords, ringStarts, sources, size, area, origin };
}

/** How many points of the ring `coords[0 … 2n)` come before its closing point. @internal */
export function withoutClosingPoint(coords: Float64Array, n: number): number {
  return n > 3 && coords[2 * n - 2] === coords[0] && coords[2 * n - 1] === coords[1] ? n - 1 : n;
}

/** Reverses `run[0 … n)` in place (a reversed view would be an object too many). @internal */
export function reverseRun(run: Int32Array, n: number): void {
  for (let lo = 0, hi = n - 1; lo < hi; lo++, hi--) {
    const swap = run[lo];
    run[lo] = run[hi];
    run[hi] = swap;
  }
}

/**
 * Writes points `kept[0 … n)` of the ring starting at point `from` to `out` from point `at` on, and returns their
 * signed area about `origin`. @internal
 */
export function gatherKeptMeasured(
  coords: Float64Array,
  from: number,
  kept: Int32Array,
  n: number,
  out: Float64Array,
  at: number,
  origin: Vec2,
): number {
  if (n === 0) return 0;
  const ox = origin.x;
  const oy = origin.y;
  let i = from + kept[n - 1];
  let ax = coords[2 * i];
  let ay = coords[2 * i + 1];
  let twice = 0;
  for (let k = 0; k < n; k++) {
    i = from + kept[k];
    const bx = coords[2 * i];
    const by = coords[2 * i + 1];
    out[2 * (at + k)] = bx;
    out[2 * (at + k) + 1] = by;
    twice += crossAbout(ax, ay, bx, by, ox, oy);
    ax = bx;
    ay = by;
  }
  return twice / 2;
}

/** The cleaned polygon as point rings, with the degenerate outer ring for reporting. @internal */
export function measuredPolygon(cleaned: CleanedXY, input: RingsXY): MeasuredPolygon {
  const { coords, ringStarts, size, area, origin } = cleaned;
  const rings: Vec2[][] = [];
  const sources: number[][] = [];
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const at = ringStarts[r];
    const count = ringStarts[r + 1] - at;
    // Of exact length: an array grown by push keeps spare slots.
    const points = new Array<Vec2>(count);
    const source = new Array<number>(count);
    for (let k = 0, v = at; k < count; k++, v++) {
      source[k] = cleaned.sources[v];
      points[k] = { x: coords[2 * v], y: coords[2 * v + 1] };
    }
    rings.push(points);
    sources.push(source);
  }
  // The input's outer ring as points, for a report on it.
  const degenerateOuter =
    ringStarts[1] >= 3 ? null : pointRings({ coords: input.coords, ringStarts: input.ringStarts.slice(0, 2) })[0];
  return { rings, sources, degenerateOuter, size, area, origin };
}

/** Reads the tolerance option, rejecting nonsense. @internal */
export function readTolerance(options: CleanOptions | undefined): number {
  const tolerance = readOptions(options, 'options', '{ tolerance? }')?.tolerance ?? DEFAULT_CLEAN_TOLERANCE;
  if (typeof tolerance !== 'number' || !(tolerance >= 0) || !Number.isFinite(tolerance)) {
    throw new SepaxError('INVALID_ARGUMENT', `tolerance must be a finite number ≥ 0; got ${describeValue(tolerance)}.`);
  }
  return tolerance;
}

/** Throws NON_FINITE for the first NaN or ±Infinity coordinate. */
function requireFinite({ coords, ringStarts }: RingsXY): void {
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    for (let v = ringStarts[r]; v < ringStarts[r + 1]; v++) {
      const x = coords[2 * v];
      const y = coords[2 * v + 1];
      if (Number.isFinite(x) && Number.isFinite(y)) continue;
      const i = v - ringStarts[r];
      throw new SepaxError(
        'NON_FINITE',
        `Point ${i} of ${r === 0 ? 'the outer ring' : `hole ${r - 1}`} is (${x}, ${y}); every coordinate must be a finite number.`,
        { ring: r, index: i },
      );
    }
  }
}

/**
 * Cleans a polygon: drops the repeated closing point, duplicate points, collinear points and
 * zero-area spikes (within `tolerance` × size), and normalises winding (outer
 * counter-clockwise, holes clockwise, in the math sense: positive signed area; in y-down
 * screen coordinates that looks clockwise). A single ring (or flat number array) comes back
 * as a ring; every other form as `{ outer, holes }`. Never mutates its input. A ring left
 * with fewer than 3 points is returned as is: `validate` names the problem.
 *
 * @throws SepaxError NON_FINITE for NaN/±Infinity, INVALID_ARGUMENT for malformed input
 * @example
 * ```ts
 * import { clean } from '@sepax/decomp';
 * clean([[0, 0], [0, 2], [2, 2], [2, 1], [2, 0], [0, 0]]);
 * // → [{ x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 2 }, { x: 0, y: 0 }] (CCW, no (2, 1))
 * ```
 */
export function clean(ring: Ring | readonly number[], options?: CleanOptions): Vec2[];
export function clean(polygon: PolygonInput, options?: CleanOptions): Vec2[] | PolygonWithHoles;
export function clean(polygon: PolygonInput, options?: CleanOptions): Vec2[] | PolygonWithHoles {
  const read = readPolygonXY(polygon);
  requireFinite(read);
  const box = boundsXY(read.coords, read.ringStarts[0], read.ringStarts[1]);
  const cleaned = measuredPolygon(cleanRingsXY(read, readTolerance(options), box), read);
  // A bare ring or flat number array comes back as a ring.
  if (Array.isArray(polygon) && !isRingList(polygon)) return cleaned.rings[0];
  return { outer: cleaned.rings[0], holes: cleaned.rings.slice(1) };
}
