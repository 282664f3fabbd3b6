import { SepaxError, type Vec2 } from '@sepax/core';
import { describeValue, readOptions } from '@sepax/core/internal';
import { type CleanedXY, type CleanOptions, type MeasuredPolygon, measuredPolygon, readTolerance } from './clean.js';
import type { RingsXY } from './read-polygon.js';
import {
  AUTO_OPTIMAL_MAX_VERTICES,
  type IndexCandidate,
  mergedCandidate,
  optimalCandidate,
  proveCandidate,
} from './methods.js';
import { fanCandidate, placeSimpleViewpoint } from './fan.js';
import { cornerTurn } from './predicates.js';
import { areaProblem } from './cycle-check.js';
import type { PolygonInput } from './types.js';
import { indexFlatPolygon, type IndexPolygon, indexRings } from './index-polygon.js';
import {
  analysePolygon,
  enclosingRings,
  isError,
  readAndCleanXY,
  sweptRings,
  type ValidationProblem,
} from './validate.js';
import { prepareSmall } from './small-polygon.js';

/**
 * How `decompose` splits a polygon:
 * - `auto` (default): for a polygon without holes that is star-shaped, `fan`; up to 12
 *   vertices, or when it does not apply, `triangulate` too (then for simple polygons of at
 *   most 8 vertices whose result is not already provably minimal, `optimal` if it gives
 *   fewer pieces), keeping the fewest pieces;
 * - `fan`: slices around one interior point that sees every edge (no holes; adds that point
 *   as a vertex of every piece): one piece per spike of a star, O(n);
 * - `optimal`: the fewest convex pieces whose corners are the cleaned ring's own vertices
 *   (an exact dynamic program over the reflex corners, after Keil and Snoeyink); a piece
 *   with more corners than `maxVertices` is then cut by chords (pass `Infinity` for the
 *   plain minimum). The `fan`, which adds a vertex, can find fewer. One ring that
 *   touches nothing, up to 1024 vertices: with holes the minimum is NP-hard, so a polygon
 *   with holes falls back to `triangulate`;
 * - `triangulate`: triangles merged by Hertel–Mehlhorn (holes; at most 4× the optimal count).
 *   The triangles come from one plane sweep that also proves the rings a valid polygon
 *   (rings may touch at points or along edges), or from earcut where the sweep declines
 *   (then validation judges the rings first) or its pieces do not verify; a convex ring is
 *   cut by chords from its first vertex instead (the fewest pieces).
 *
 * @example
 * ```ts
 * import { decompose, type DecomposeMethod } from '@sepax/decomp';
 * const method: DecomposeMethod = 'triangulate';
 * decompose([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]], { method });
 * ```
 */
export type DecomposeMethod = 'auto' | 'fan' | 'optimal' | 'triangulate';

/**
 * Options of {@link decompose}.
 *
 * @example
 * ```ts
 * import { decompose } from '@sepax/decomp';
 * decompose([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]], { method: 'optimal', maxVertices: 6 });
 * ```
 */
export interface DecomposeOptions extends CleanOptions {
  /** Which method to try first; default `auto`. Others follow if it fails verification. */
  method?: DecomposeMethod;
  /** Largest vertex count of a piece (≥ 3, or Infinity); larger pieces are split. Default 8, as Box2D. */
  maxVertices?: number;
}

/**
 * What `decomposeDetailed` returns: the pieces and how they were found.
 *
 * @example
 * ```ts
 * import { decomposeDetailed } from '@sepax/decomp';
 * const d = decomposeDetailed([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]]);
 * d.method;         // 'triangulate'
 * d.pieces.length;  // 2
 * ```
 */
export interface Decomposition {
  /** Convex pieces, each counter-clockwise, strictly convex, verified. */
  pieces: Vec2[][];
  /** The method whose result was verified and returned (`triangles`: earcut's unmerged triangles). */
  method: 'fan' | 'optimal' | 'triangulate' | 'triangles';
  /** The polygon's area (outer minus holes) after cleaning; the pieces add up to it. */
  area: number;
  /** Methods tried before, or beside, the one returned, and why each was not used. */
  attempts: { method: string; reason: string }[];
}

/** Up to this many vertices `auto` runs the other methods after a successful fan and keeps the fewest pieces. */
const AUTO_COMPARE_MAX_VERTICES = 12;

/** Default largest piece size, as Box2D's `B2_MAX_POLYGON_VERTICES`. */
const DEFAULT_MAX_VERTICES = 8;

/**
 * Splits a polygon (any accepted form, holes allowed) into convex counter-clockwise pieces
 * as fresh `{ x, y }` arrays. The polygon is cleaned and validated (a polygon `validate`
 * rejects throws its first error); every result is verified before it is returned: each
 * piece strictly convex and CCW without duplicate or collinear vertices, pieces pairwise
 * interior-disjoint, each inside the polygon, their areas adding up to the polygon's within
 * 1e-9 relative. A method that fails verification falls back to the next; never a partial
 * or empty result.
 *
 * @throws SepaxError with the first validation error's code (NON_FINITE, TOO_FEW_POINTS,
 *   ZERO_AREA, SELF_INTERSECTION, HOLE_OUTSIDE, HOLES_OVERLAP; `details.problems` lists them
 *   all; touches are warnings and never thrown), INVALID_ARGUMENT for bad options or coordinates outside the workable range
 *   (beyond ±1e150, or a polygon under 1e-140 across: scale it), INVALID_INPUT for a polygon
 *   too crowded to validate in reasonable time (see {@link validate}), DECOMPOSITION_FAILED if
 *   no method verifies.
 * @example
 * ```ts
 * import { decompose } from '@sepax/decomp';
 * const pieces = decompose([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]]);
 * pieces.length; // 2
 * ```
 */
export function decompose(polygon: PolygonInput, options?: DecomposeOptions): Vec2[][] {
  return decomposeDetailed(polygon, options).pieces;
}

/**
 * `decompose`, also telling which method produced the pieces, the area, and which methods
 * were tried and why they were not used.
 *
 * @throws SepaxError as {@link decompose}
 * @example
 * ```ts
 * import { decomposeDetailed } from '@sepax/decomp';
 * const { pieces, method, attempts } = decomposeDetailed(
 *   [[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]],
 *   { method: 'optimal' },
 * );
 * ```
 */
export function decomposeDetailed(polygon: PolygonInput, options?: DecomposeOptions): Decomposition {
  readOptions(options, 'decompose options', '{ method?, maxVertices?, tolerance? }');
  const method = readMethod(options?.method);
  const maxVertices = readMaxVertices(options?.maxVertices);
  const tolerance = readTolerance(options);
  // A small star-shaped ring takes the flat path (small-polygon.ts).
  const run = prepareSmall(polygon, tolerance, maxVertices) ?? prepareIndexed(polygon, tolerance, maxVertices);
  const { indexed, area, attempts } = run;
  // auto: the fan first (O(n)); on a large polygon it stands, on a small one it must beat the rest (a tie goes to them).
  let fan = method === 'auto' ? contender('fan', run) : null;
  if (fan !== null && indexed.vertexCount > AUTO_COMPARE_MAX_VERTICES) {
    const pieces = piecesOf(fan, run);
    if (pieces !== null) return { pieces, method: 'fan', area, attempts };
    fan = null;
  }
  for (const name of fallbackOrder(method)) {
    let found = contender(name, run);
    if (found === null) continue;
    if (method === 'auto' && name === 'triangulate') found = tryOptimalToo(found, run) ?? found;
    // Counts are compared before the proof: only the contender kept pays for it.
    if (fan !== null && fan.pieceCount < found.pieceCount) {
      const pieces = piecesOf(fan, run);
      if (pieces !== null) {
        attempts.push({ method: found.method, reason: `${found.pieceCount} pieces; fan found ${pieces.length}` });
        return { pieces, method: 'fan', area, attempts };
      }
      fan = null;
    }
    let pieces = piecesOf(found, run);
    if (pieces === null && name === 'triangulate' && run.triangles !== undefined) {
      // The sweep's triangles did not verify: before any other method, validation and earcut.
      const { read, cleaned, rings } = readAndClean(run.polygon, run.tolerance);
      run.indexed = validatedIndex(rings, measuredPolygon(cleaned, read));
      run.triangles = undefined;
      found = contender(name, run);
      pieces = found === null ? null : piecesOf(found, run);
    }
    if (found === null || pieces === null) continue;
    if (fan !== null)
      attempts.push({ method: 'fan', reason: `${fan.pieceCount} pieces; ${found.method} found ${pieces.length}` });
    return { pieces, method: found.method, area, attempts };
  }
  // A verified fan stands when nothing else verifies.
  const fanPieces = fan === null ? null : piecesOf(fan, run);
  if (fanPieces !== null) return { pieces: fanPieces, method: 'fan', area, attempts };
  throw new SepaxError(
    'DECOMPOSITION_FAILED',
    `No decomposition method produced verified pieces (${attempts.map((a) => `${a.method}: ${a.reason}`).join('; ')}). Please report this polygon.`,
    { attempts },
  );
}

type MethodName = Decomposition['method'];

/** One decomposition's inputs, and the log of attempts. @internal */
export interface Run {
  /** The polygon as given and the cleaning tolerance, read again if the sweep's triangles fail their proof. */
  polygon: PolygonInput;
  tolerance: number;
  indexed: IndexPolygon;
  /** The sweep's triangles of `indexed` (sweep-triangulation.ts), if it proved the rings valid; else undefined (earcut). */
  triangles: Int32Array | undefined;
  /** For a polygon of one ring: a point that sees every edge turning counter-clockwise (the fan's centre), or null. */
  viewpoint: Vec2 | null;
  maxVertices: number;
  /** The polygon's area about `origin` (the pieces' area is compared with it). */
  area: number;
  origin: Vec2;
  /** At least the larger side of the cleaned polygon's box, where known without a pass. */
  sizeBound: number | undefined;
  attempts: Decomposition['attempts'];
}

/** A method's result: how many pieces, and the verified pieces — or null, with the reason recorded — on demand. */
interface Contender {
  method: MethodName;
  pieceCount: number;
  /** The index cycles to prove. */
  candidate: IndexCandidate;
  /** The verified pieces, or null (not verified: the reason is recorded); undefined until asked. */
  verdict: Vec2[][] | null | undefined;
}

/** The methods tried in turn: the one asked for, merged triangles, then earcut's triangles alone. */
function fallbackOrder(method: DecomposeMethod): MethodName[] {
  return method === 'optimal' || method === 'fan' ? [method, 'triangulate', 'triangles'] : ['triangulate', 'triangles'];
}

/** Runs one method: null (with the reason recorded) if it does not apply, else its contender. */
function contender(name: MethodName, run: Run): Contender | null {
  let result: IndexCandidate | string;
  try {
    result = runMethod(name, run);
  } catch (error) {
    result = `threw ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof result === 'string') {
    run.attempts.push({ method: name, reason: result });
    return null;
  }
  return { method: name, pieceCount: result.pieceCount, candidate: result, verdict: undefined };
}

/** A contender's verified pieces, or null with the reason recorded: index cycles are proved when first asked. */
function piecesOf(contender: Contender, run: Run): Vec2[][] | null {
  if (contender.verdict !== undefined) return contender.verdict;
  const result = proveCandidate(contender.candidate, run.origin, run.sizeBound);
  const reason = typeof result === 'string' ? result : areaProblem(result.pieces.length, result.area, run.area);
  if (reason !== null) run.attempts.push({ method: contender.method, reason });
  contender.verdict = reason === null && typeof result !== 'string' ? result.pieces : null;
  return contender.verdict;
}

function runMethod(name: MethodName, run: Run): IndexCandidate | string {
  switch (name) {
    case 'optimal':
      return optimalCandidate(run.indexed, run.maxVertices);
    case 'triangulate':
      return mergedCandidate(run.indexed, run.maxVertices, run.triangles);
    case 'fan':
      return fanCandidate(run.indexed, run.maxVertices, run.viewpoint);
    default:
      return mergedCandidate(run.indexed, 3);
  }
}

/** `auto` on a small simple ring: the exact method, unless merged triangles meet the lower bound ⌈reflex / 2⌉ + 1. */
function tryOptimalToo(merged: Contender, run: Run): Contender | null {
  const { ringStarts, vertexCount, coords } = run.indexed;
  if (ringStarts.length > 2 || vertexCount > AUTO_OPTIMAL_MAX_VERTICES) return null;
  if (merged.pieceCount <= Math.ceil(reflexCount(coords, vertexCount) / 2) + 1) return null;
  const optimal = contender('optimal', run);
  if (optimal === null || optimal.pieceCount >= merged.pieceCount) return null;
  run.attempts.push({
    method: 'triangulate',
    reason: `${merged.pieceCount} pieces; optimal found ${optimal.pieceCount}`,
  });
  return optimal;
}

/** Corners of the ring `coords[0 … 2n)` turning clockwise (exact). */
function reflexCount(coords: Float64Array, n: number): number {
  let count = 0;
  for (let i = 0; i < n; i++) if (cornerTurn(coords, n, i) < 0) count++;
  return count;
}

/** Reads, cleans and validates a polygon into the index form, throwing the first error as a SepaxError. @internal */
export function prepareIndexed(polygon: PolygonInput, tolerance: number, maxVertices: number): Run {
  const { read, cleaned, rings, viewpoint } = readAndClean(polygon, tolerance);
  const swept = viewpoint === null ? sweptRings(rings) : null;
  let indexed: IndexPolygon;
  if (swept === null && viewpoint === null) {
    indexed = validatedIndex(rings, measuredPolygon(cleaned, read));
  } else if (swept === null || swept.pinches.length === 0) {
    indexed = indexRings(rings);
  } else {
    // Where rings touch, the index form names each touching point by one vertex, as the triangles do.
    indexed = indexFlatPolygon(rings, swept.splits, swept.pinches);
  }
  return {
    polygon,
    tolerance,
    indexed,
    triangles: swept === null ? undefined : swept.triangles,
    viewpoint,
    maxVertices,
    area: cleaned.area,
    origin: cleaned.origin,
    sizeBound: cleaned.ringStarts.length === 2 ? cleaned.size : undefined,
    attempts: [],
  };
}

/** Read, the finite and range checks, cleaning, and for a single ring the viewpoint that proves it simple. @internal */
export function readAndClean(
  polygon: PolygonInput,
  tolerance: number,
): { read: RingsXY; cleaned: CleanedXY; rings: RingsXY; viewpoint: Vec2 | null } {
  const prepared = readAndCleanXY(polygon, tolerance);
  if (Array.isArray(prepared)) throw errorOf(prepared.filter(isError), prepared);
  const { read, cleaned } = prepared;
  const rings = enclosingRings(cleaned);
  // A ring that winds once around a point seeing every edge is simple: nothing to validate.
  const n = rings.ringStarts[1];
  const simple = rings.ringStarts.length === 2 && n >= 3 && placeSimpleViewpoint(rings.coords, n);
  return { read, cleaned, rings, viewpoint: simple ? { x: rings.coords[2 * n], y: rings.coords[2 * n + 1] } : null };
}

/** Validation's findings for the rings kept (`rings`: no hole under 3 points): its first error thrown, else the index form. */
function validatedIndex(rings: RingsXY, cleaned: MeasuredPolygon): IndexPolygon {
  const analysis = analysePolygon(cleaned);
  const errors = analysis.problems.filter(isError);
  if (errors.length > 0) throw errorOf(errors, analysis.problems);
  // Ring numbers of the splits follow the rings kept.
  const renumber = [0];
  for (let r = 1; r < cleaned.rings.length; r++)
    renumber.push(renumber[r - 1] + (cleaned.rings[r - 1].length >= 3 ? 1 : 0));
  const splits = analysis.splits.map((s) => ({ ...s, ring: renumber[s.ring] }));
  return indexFlatPolygon(rings, splits, analysis.touchPoints);
}

/** Codes of rings that still enclose a region the region stage can fill. */
const REPAIRABLE: ReadonlySet<string> = new Set(['SELF_INTERSECTION', 'HOLE_OUTSIDE', 'HOLES_OVERLAP']);

/** The SepaxError of the first of `errors`; every one of `problems` goes in its details. @internal */
export function errorOf(
  errors: (ValidationProblem & { severity: 'error' })[],
  problems: ValidationProblem[],
): SepaxError {
  const first = errors[0];
  const more = errors.length > 1 ? ` (${errors.length - 1} more problem(s) in details.problems)` : '';
  // Art that crosses itself still fills a region: say where to get it.
  const repair = REPAIRABLE.has(first.code)
    ? ' For the region the rings fill instead, pass them through repairPolygon().'
    : '';
  return new SepaxError(first.code, first.message + more + repair, { problems });
}

function readMethod(method: unknown): DecomposeMethod {
  const value = method ?? 'auto';
  if (value === 'auto' || value === 'fan' || value === 'optimal' || value === 'triangulate') return value;
  // (A removed method gets the one to use instead.)
  const instead =
    value === 'fast'
      ? " ('fast' was removed: use 'auto', or 'optimal' for the fewest pieces without added vertices)"
      : '';
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `method must be 'auto', 'fan', 'optimal' or 'triangulate'${instead}; got ${describeValue(method)}.`,
  );
}

function readMaxVertices(maxVertices: unknown): number {
  const value = maxVertices ?? DEFAULT_MAX_VERTICES;
  if (value === Infinity || (typeof value === 'number' && Number.isInteger(value) && value >= 3)) return value;
  throw new SepaxError(
    'INVALID_ARGUMENT',
    `maxVertices must be an integer ≥ 3 (or Infinity); got ${describeValue(maxVertices)}.`,
  );
}
