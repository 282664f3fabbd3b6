/*
 * An independent reference for the region stage, sharing no code with it: the fill of a
 * drawing by winding numbers over its flattened rings (plain float arithmetic), shoelace
 * areas, and a check that convex pieces cover exactly the filled region.
 */

export type Pt = { x: number; y: number } | readonly [number, number];
export type RuleName = 'nonzero' | 'evenodd';
export interface ReferenceShape {
  rings: readonly (readonly Pt[])[];
  fillRule: RuleName;
}

const X = (p: Pt): number => (Array.isArray(p) ? (p as readonly number[])[0] : (p as { x: number }).x);
const Y = (p: Pt): number => (Array.isArray(p) ? (p as readonly number[])[1] : (p as { y: number }).y);

/** How many times the rings wind around (x, y) (counter-clockwise positive, y up). */
function windingNumber(rings: readonly (readonly Pt[])[], x: number, y: number): number {
  let w = 0;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const ay = Y(ring[j]);
      const by = Y(ring[i]);
      if (ay > y === by > y) continue;
      const ax = X(ring[j]);
      const bx = X(ring[i]);
      if (x < ax + ((y - ay) * (bx - ax)) / (by - ay)) w += by > ay ? 1 : -1;
    }
  return w;
}

/** Whether the drawing (shapes uniting) fills (x, y). */
export function fills(shapes: readonly ReferenceShape[], x: number, y: number): boolean {
  return shapes.some((s) => {
    const w = windingNumber(s.rings, x, y);
    return s.fillRule === 'evenodd' ? w % 2 !== 0 : w !== 0;
  });
}

/** Shoelace signed area (positive counter-clockwise, y up). */
export function shoelaceArea(ring: readonly Pt[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    twice += X(ring[j]) * Y(ring[i]) - X(ring[i]) * Y(ring[j]);
  return twice / 2;
}

function distanceToSegment(x: number, y: number, a: Pt, b: Pt): number {
  const ax = X(a);
  const ay = Y(a);
  const dx = X(b) - ax;
  const dy = Y(b) - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/** Distance from (x, y) to the nearest edge of any ring. */
function distanceToEdges(rings: readonly (readonly Pt[])[], x: number, y: number): number {
  let best = Infinity;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
      best = Math.min(best, distanceToSegment(x, y, ring[j], ring[i]));
  return best;
}

/** Inside a convex counter-clockwise piece, boundary included. */
function inPiece(piece: readonly Pt[], x: number, y: number): boolean {
  for (let i = 0, j = piece.length - 1; i < piece.length; j = i++) {
    const ax = X(piece[j]);
    const ay = Y(piece[j]);
    if ((X(piece[i]) - ax) * (y - ay) - (Y(piece[i]) - ay) * (x - ax) < 0) return false;
  }
  return true;
}

export interface CoverageResult {
  /** Sample points farther than `band` from every input edge where pieces and fill disagree. */
  mismatches: { x: number; y: number; filled: boolean }[];
  /** Sum of the pieces' shoelace areas. */
  piecesArea: number;
  /** Bounds on the filled area from the samples: far cells counted exactly, near cells 0 to 1. */
  areaLow: number;
  areaHigh: number;
}

/**
 * Samples an n × n grid of cell centres over the drawing's box; every centre farther than
 * `band` from the input's edges must be covered by a piece exactly when the drawing fills it.
 */
export function coverage(
  shapes: readonly ReferenceShape[],
  pieces: readonly (readonly Pt[])[],
  band: number,
  n = 100,
): CoverageResult {
  const rings = shapes.flatMap((s) => s.rings);
  const xs = rings.flatMap((r) => r.map(X));
  const ys = rings.flatMap((r) => r.map(Y));
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const w = (Math.max(...xs) - minX) / n;
  const h = (Math.max(...ys) - minY) / n;
  const halfDiagonal = Math.hypot(w, h) / 2;
  const mismatches: CoverageResult['mismatches'] = [];
  let far = 0;
  let near = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const x = minX + (i + 0.5) * w;
      const y = minY + (j + 0.5) * h;
      const distance = distanceToEdges(rings, x, y);
      const filled = fills(shapes, x, y);
      if (distance <= halfDiagonal + band) near++;
      else if (filled) far++;
      if (distance <= band) continue;
      if (filled !== pieces.some((piece) => inPiece(piece, x, y))) mismatches.push({ x, y, filled });
    }
  return {
    mismatches,
    piecesArea: pieces.reduce((sum, piece) => sum + shoelaceArea(piece), 0),
    areaLow: far * w * h,
    areaHigh: (far + near) * w * h,
  };
}
