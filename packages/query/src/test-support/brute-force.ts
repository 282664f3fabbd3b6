// Brute-force references for the query tests. Independent of the code under test: no
// Cyrus–Beck clipping, no Minkowski difference, no robust predicates, no shared helpers —
// just the shape's boundary as a list of plain segments and circles, and textbook formulas.
import { Compound, type ConvexShape, type Shape } from '@sepax/core';

export interface V {
  x: number;
  y: number;
}

/** The convex parts of a shape. */
export function partsOf(shape: Shape): ConvexShape[] {
  return shape instanceof Compound ? [...shape.parts] : [shape as ConvexShape];
}

function corePoints(part: ConvexShape): V[] {
  const w = part.worldPoints();
  const out: V[] = [];
  for (let i = 0; i < w.length; i += 2) out.push({ x: w[i], y: w[i + 1] });
  return out;
}

function segmentDistance(p: V, a: V, b: V): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const len2 = ex * ex + ey * ey;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / len2));
  return Math.hypot(p.x - a.x - t * ex, p.y - a.y - t * ey);
}

/** Distance from p to a part's core (0 inside a polygon core). */
export function coreDistance(p: V, part: ConvexShape): number {
  const pts = corePoints(part);
  if (pts.length === 1) return Math.hypot(p.x - pts[0].x, p.y - pts[0].y);
  if (pts.length === 2) return segmentDistance(p, pts[0], pts[1]);
  let inside = true;
  let best = Infinity;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0) inside = false;
    best = Math.min(best, segmentDistance(p, a, b));
  }
  return inside ? 0 : best;
}

/** Whether p is in the shape, to within `tol` of its surface. */
export function insideRef(p: V, shape: Shape, tol = 0): boolean {
  return partsOf(shape).some((part) => coreDistance(p, part) <= part.worldRadius() + tol);
}

/** Signed distance from p to one convex part's surface, by brute force (dense for the inside case). */
export function signedDistanceRef(p: V, part: ConvexShape): number {
  const r = part.worldRadius();
  const d = coreDistance(p, part);
  if (d > 0) return d - r;
  // Inside a polygon core: the distance to the nearest edge line (convex), pushed by r.
  const pts = corePoints(part);
  if (pts.length < 3) return -r;
  let depth = Infinity;
  for (let i = 0; i < pts.length; i++) depth = Math.min(depth, segmentDistance(p, pts[i], pts[(i + 1) % pts.length]));
  return -depth - r;
}

/** A piece of a rounded boundary: a segment (with its outward normal) or a full circle. */
export type Piece = { kind: 'segment'; a: V; b: V; n: V } | { kind: 'circle'; c: V; r: number };

/** Every piece the rounded boundary of a part may use: offset edges and vertex circles. */
export function boundaryPieces(part: ConvexShape): Piece[] {
  const pts = corePoints(part);
  const r = part.worldRadius();
  const pieces: Piece[] = [];
  const edges =
    pts.length === 1
      ? []
      : pts.length === 2
        ? [
            [0, 1],
            [1, 0],
          ]
        : pts.map((_, i) => [i, (i + 1) % pts.length]);
  for (const [i, j] of edges) {
    const ex = pts[j].x - pts[i].x;
    const ey = pts[j].y - pts[i].y;
    const len = Math.hypot(ex, ey);
    const n = { x: ey / len, y: -ex / len };
    pieces.push({
      kind: 'segment',
      a: { x: pts[i].x + r * n.x, y: pts[i].y + r * n.y },
      b: { x: pts[j].x + r * n.x, y: pts[j].y + r * n.y },
      n,
    });
  }
  for (const c of pts) pieces.push({ kind: 'circle', c, r });
  return pieces;
}

function cross(a: V, b: V): number {
  return a.x * b.y - a.y * b.x;
}

/** Parameters t ≥ 0 (along unit u) where the ray meets a piece, with the normal there. */
function rayPiece(o: V, u: V, piece: Piece): { t: number; n: V }[] {
  if (piece.kind === 'segment') {
    const e = { x: piece.b.x - piece.a.x, y: piece.b.y - piece.a.y };
    const ao = { x: piece.a.x - o.x, y: piece.a.y - o.y };
    const denom = cross(u, e);
    if (denom === 0) {
      if (cross(ao, u) !== 0) return [];
      const bo = { x: piece.b.x - o.x, y: piece.b.y - o.y };
      return [ao.x * u.x + ao.y * u.y, bo.x * u.x + bo.y * u.y].filter((t) => t >= 0).map((t) => ({ t, n: piece.n }));
    }
    const t = cross(ao, e) / denom;
    const s = cross(ao, u) / denom;
    return t >= 0 && s >= -1e-12 && s <= 1 + 1e-12 ? [{ t, n: piece.n }] : [];
  }
  if (piece.r === 0) return [];
  // |o + t u − c|² = r², textbook quadratic with a = 1.
  const m = { x: o.x - piece.c.x, y: o.y - piece.c.y };
  const b = m.x * u.x + m.y * u.y;
  const disc = b * b - (m.x * m.x + m.y * m.y - piece.r * piece.r);
  if (disc < 0) return [];
  return [-b - Math.sqrt(disc), -b + Math.sqrt(disc)]
    .filter((t) => t >= 0)
    .map((t) => ({ t, n: { x: (o.x + t * u.x - piece.c.x) / piece.r, y: (o.y + t * u.y - piece.c.y) / piece.r } }));
}

export interface RefHit {
  t: number;
  n: V;
  inside: boolean;
  /** Distance to the next-best candidate on a different piece (normal ambiguous when ~0). */
  margin: number;
}

/**
 * The first point where a ray meets the shape's surface: every candidate intersection with
 * every boundary piece, kept when it lies on the rounded surface (its distance to the core is
 * the radius, to 1e-9 of scale); the smallest t wins — the first entry into any part is the first
 * entry into their union.
 */
export function raycastRef(o: V, u: V, maxDistance: number, shape: Shape, scale = 1): RefHit | null {
  if (insideRef(o, shape)) return { t: 0, n: { x: 0, y: 0 }, inside: true, margin: Infinity };
  const parts = partsOf(shape);
  const hits: { t: number; n: V }[] = [];
  for (const part of parts) {
    for (const piece of boundaryPieces(part)) {
      for (const h of rayPiece(o, u, piece)) {
        const q = { x: o.x + h.t * u.x, y: o.y + h.t * u.y };
        if (Math.abs(coreDistance(q, part) - part.worldRadius()) <= 1e-9 * scale && h.t <= maxDistance) hits.push(h);
      }
    }
  }
  if (hits.length === 0) return null;
  hits.sort((a, b) => a.t - b.t);
  const best = hits[0];
  const other = hits.find((h) => Math.hypot(h.n.x - best.n.x, h.n.y - best.n.y) > 1e-6);
  return { t: best.t, n: best.n, inside: false, margin: other ? other.t - best.t : Infinity };
}
