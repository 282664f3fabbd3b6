import type { Vec2 } from '@sepax/core';
import { boundsOf, centreOf, enclosedArea, signedArea, sizeOf } from './geometry.js';
import { PointLocator } from './point-locator.js';
import { orient, windsOnce } from './predicates.js';
import { forEachBoxPair } from './box-pairs.js';
import { AREA_TOLERANCE, SEAM_TOLERANCE } from './tolerances.js';

/*
 * Verification of a decomposition, run on every result before it is returned:
 *
 *   1. each piece has ≥ 3 finite vertices, every corner strictly convex and counter-
 *      clockwise (exact orient2d > 0) and turns once around (no pentagram);
 *   2. the pieces' areas add up to the polygon's area (outer − holes) within 1e-9 relative;
 *   3. a sort-and-sweep over the boxes of pieces and outline edges finds every candidate
 *      pair; two pieces must have a separating axis among their edge normals, and a piece
 *      and an outline edge likewise, each up to SEAM_TOLERANCE × size (shared seams and
 *      Steiner points carry round-off; a wrong piece overlaps by far more);
 *   4. each piece's vertex average (strictly inside the piece) is inside the polygon
 *      (exact ray casting against all rings).
 *
 * By 3 no piece's interior meets the outline, so each piece is wholly inside or outside the
 * polygon, and by 4 it is inside; by 3 the pieces do not overlap, and by 2 they leave no gap.
 */

/**
 * Checks that `pieces` tile the polygon with `rings` (ring 0 outer CCW, holes CW, cleaned).
 * Returns null when they do, else the first reason they do not.
 * @internal
 */
export function verifyTiling(rings: readonly Vec2[][], pieces: readonly Vec2[][]): string | null {
  const tol = SEAM_TOLERANCE * sizeOf(boundsOf([rings[0]]));
  return verifyPieces(rings, pieces) ?? overlapProblem(rings, pieces, tol) ?? outsideProblem(rings, pieces);
}

/** Steps 1 and 2: each piece strictly convex and counter-clockwise, areas adding up. */
function verifyPieces(rings: readonly Vec2[][], pieces: readonly Vec2[][]): string | null {
  for (let k = 0; k < pieces.length; k++) {
    const problem = convexityProblem(pieces[k]);
    if (problem) return `piece ${k} ${problem}`;
  }
  const { area, origin } = areaOf(rings);
  return verifyArea(pieces, area, origin);
}

/**
 * Step 2: the pieces' areas, taken about `origin`, add up to `expected` (the polygon's area
 * about `origin`, {@link areaOf}).
 */
function verifyArea(pieces: readonly Vec2[][], expected: number, origin: Vec2): string | null {
  let area = 0;
  for (const piece of pieces) area += signedArea(piece, origin.x, origin.y);
  return areaProblem(pieces.length, area, expected);
}

/**
 * Step 2 once the pieces' area is known: null if `pieceCount` pieces covering `area` match
 * `expected`. Index cycles sum their area as they are finished (cycle-check.ts) and need
 * nothing else here: their tiling and convexity are proved exactly, and finishing only
 * removes vertices (repeated, straight or within the cleaning tolerance of straight), which
 * keeps a convex CCW cycle convex and CCW, every corner kept with a non-zero orientation,
 * so strictly convex. The area sum is the last cross-check of what finishing may change.
 * @internal
 */
export function areaProblem(pieceCount: number, area: number, expected: number): string | null {
  if (pieceCount === 0) return 'no pieces';
  if (!(Math.abs(area - expected) <= AREA_TOLERANCE * expected)) {
    return `pieces cover area ${area}, the polygon has ${expected}`;
  }
  return null;
}

/**
 * The area rings enclose (outer − holes), taken about the centre of the outer ring's box
 * (returned as `origin`) for precision.
 */
function areaOf(rings: readonly Vec2[][]): { area: number; origin: Vec2 } {
  const origin = centreOf(boundsOf([rings[0]]));
  return { area: enclosedArea(rings[0], rings.slice(1), origin), origin };
}

/** Why a piece is not a strictly convex CCW polygon, or null. */
function convexityProblem(piece: readonly Vec2[]): string | null {
  const n = piece.length;
  if (n < 3) return `has ${n} vertices`;
  for (let i = 0; i < n; i++) {
    const a = piece[(i + n - 1) % n];
    const b = piece[i];
    const c = piece[(i + 1) % n];
    if (!Number.isFinite(b.x) || !Number.isFinite(b.y)) return `has a non-finite vertex ${i}`;
    if (!(orient(a, b, c) > 0)) return `is not strictly convex and counter-clockwise at vertex ${i}`;
  }
  return windsOnce(n, (i) => piece[(i + 1) % n].x - piece[i].x) ? null : 'winds around more than once';
}

/** Step 3: overlapping pieces, or a piece reaching across the outline. */
function overlapProblem(rings: readonly Vec2[][], pieces: readonly Vec2[][], tol: number): string | null {
  const edgeRing: number[] = [];
  const edgeIndex: number[] = [];
  rings.forEach((ring, r) => ring.forEach((_, i) => (edgeRing.push(r), edgeIndex.push(i))));
  const count = pieces.length + edgeRing.length;
  const boxes: number[] = new Array(4 * count).fill(0);
  pieces.forEach((piece, k) => writeBox(boxes, k, piece, 0, piece.length));
  for (let e = 0; e < edgeRing.length; e++) {
    const ring = rings[edgeRing[e]];
    writeBox(boxes, pieces.length + e, ring, edgeIndex[e], 2);
  }
  let problem: string | null = null;
  forEachBoxPair(boxes, count, (i, j) => {
    const p = Math.min(i, j);
    const q = Math.max(i, j);
    if (p >= pieces.length) return false; // two outline edges
    if (q < pieces.length) {
      if (!convexSeparated(pieces[p], pieces[q], tol)) problem = `pieces ${p} and ${q} overlap`;
    } else {
      const e = q - pieces.length;
      const ring = rings[edgeRing[e]];
      const a = ring[edgeIndex[e]];
      const b = ring[(edgeIndex[e] + 1) % ring.length];
      if (!segmentSeparated(a, b, pieces[p], tol)) problem = `piece ${p} crosses the outline near (${a.x}, ${a.y})`;
    }
    return problem !== null;
  });
  return problem;
}

/** Writes the box of `count` consecutive (cyclic) points of `points` from `from`. */
function writeBox(boxes: number[], slot: number, points: readonly Vec2[], from: number, count: number): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < count; k++) {
    const p = points[(from + k) % points.length];
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  boxes[4 * slot] = minX;
  boxes[4 * slot + 1] = minY;
  boxes[4 * slot + 2] = maxX;
  boxes[4 * slot + 3] = maxY;
}

/** SAT for convex CCW polygons: some edge of either has the other within `tol` behind it. */
function convexSeparated(a: readonly Vec2[], b: readonly Vec2[], tol: number): boolean {
  return hasSeparatingEdge(a, b, b.length, tol) || hasSeparatingEdge(b, a, a.length, tol);
}

/** Whether some edge of convex CCW `poly` has the first `count` points of `others` on or outside it. */
function hasSeparatingEdge(poly: readonly Vec2[], others: readonly Vec2[], count: number, tol: number): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % n];
    if (minOutwardDistance(a, b, others, count) >= -tol) return true;
  }
  return false;
}

/** The smallest signed distance of the points to the right of the directed line a→b. */
function minOutwardDistance(a: Vec2, b: Vec2, points: readonly Vec2[], count: number): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.sqrt(dx * dx + dy * dy);
  let min = Infinity;
  for (let k = 0; k < count; k++) {
    const p = points[k];
    min = Math.min(min, ((p.x - a.x) * dy - (p.y - a.y) * dx) / len);
  }
  return min;
}

/** SAT for a segment and a convex CCW polygon: the polygon's edge normals and the segment's. */
function segmentSeparated(a: Vec2, b: Vec2, piece: readonly Vec2[], tol: number): boolean {
  const n = piece.length;
  for (let i = 0; i < n; i++) {
    const p = piece[i];
    const q = piece[(i + 1) % n];
    const len = Math.sqrt((q.x - p.x) ** 2 + (q.y - p.y) ** 2);
    const da = ((a.x - p.x) * (q.y - p.y) - (a.y - p.y) * (q.x - p.x)) / len;
    const db = ((b.x - p.x) * (q.y - p.y) - (b.y - p.y) * (q.x - p.x)) / len;
    if (Math.min(da, db) >= -tol) return true;
  }
  return minOutwardDistance(a, b, piece, n) >= -tol || minOutwardDistance(b, a, piece, n) >= -tol;
}

/** Step 4: a piece lying outside the polygon (in a hole or beyond the outer ring). */
function outsideProblem(rings: readonly Vec2[][], pieces: readonly Vec2[][]): string | null {
  const locator = new PointLocator(rings);
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k];
    let x = 0;
    let y = 0;
    for (const p of piece) {
      x += p.x;
      y += p.y;
    }
    if (locator.crossings({ x: x / piece.length, y: y / piece.length }) % 2 === 0)
      return `piece ${k} lies outside the polygon`;
  }
  return null;
}
