// Independent oracles for the decomposition tests: plain float geometry written separately
// from src/ (no shared code), so a bug in the verifier cannot hide a bug in the methods.
import fc from 'fast-check';
import { SepaxError, type Vec2 } from '@sepax/core';

export type Pt = { x: number; y: number };

export function shoelace(ring: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

/** Area of outer minus holes, from rings given as [x, y] pairs or points. */
export function polygonArea(rings: readonly (readonly Pt[])[]): number {
  return rings.reduce((sum, ring, r) => sum + (r === 0 ? 1 : -1) * Math.abs(shoelace(ring)), 0);
}

export function toPts(ring: readonly (readonly number[])[]): Pt[] {
  return ring.map(([x, y]) => ({ x, y }));
}

/** Sutherland–Hodgman: the part of convex CCW `subject` inside convex CCW `clip`. */
export function clipConvex(subject: readonly Pt[], clip: readonly Pt[]): Pt[] {
  let out: Pt[] = subject.slice();
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const a = clip[i];
    const b = clip[(i + 1) % clip.length];
    const side = (p: Pt) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    const input = out;
    out = [];
    for (let k = 0; k < input.length; k++) {
      const p = input[k];
      const q = input[(k + 1) % input.length];
      const sp = side(p);
      const sq = side(q);
      if (sp >= 0) out.push(p);
      if (sp >= 0 !== sq >= 0) {
        const t = sp / (sp - sq);
        out.push({ x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) });
      }
    }
  }
  return out;
}

export function pointInRing(p: Pt, ring: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(p: Pt, rings: readonly (readonly Pt[])[]): boolean {
  return pointInRing(p, rings[0]) && !rings.slice(1).some((h) => pointInRing(p, h));
}

function distanceToSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

function nearBoundary(p: Pt, rings: readonly (readonly Pt[])[], eps: number): boolean {
  return rings.some((ring) => ring.some((a, i) => distanceToSegment(p, a, ring[(i + 1) % ring.length]) < eps));
}

function bbox(points: readonly Pt[]) {
  return {
    minX: Math.min(...points.map((p) => p.x)),
    maxX: Math.max(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/**
 * Every invariant a decomposition must meet, checked by brute force. Returns a list of
 * failures (empty when the pieces tile the polygon).
 */
export function tilingFailures(
  rings: readonly (readonly Pt[])[],
  pieces: readonly Vec2[][],
  options: { maxVertices?: number; samples?: number; random?: () => number } = {},
): string[] {
  const failures: string[] = [];
  const area = polygonArea(rings);
  const box = bbox(rings[0]);
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  let sum = 0;
  pieces.forEach((piece, k) => {
    if (piece.length < 3) failures.push(`piece ${k}: ${piece.length} vertices`);
    if (options.maxVertices && piece.length > options.maxVertices)
      failures.push(`piece ${k}: ${piece.length} > maxVertices`);
    for (let i = 0; i < piece.length; i++) {
      const a = piece[(i + piece.length - 1) % piece.length];
      const b = piece[i];
      const c = piece[(i + 1) % piece.length];
      const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
      if (!(cross > 0)) failures.push(`piece ${k}: corner ${i} not strictly convex CCW (cross ${cross})`);
      if (a.x === b.x && a.y === b.y) failures.push(`piece ${k}: duplicate vertex ${i}`);
    }
    sum += shoelace(piece);
  });
  if (Math.abs(sum - area) > 1e-9 * area) failures.push(`area ${sum} ≠ ${area}`);
  const boxes = pieces.map(bbox);
  let overlap = 0;
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY) continue;
      overlap += Math.abs(shoelace(clipConvex(pieces[i], pieces[j])));
    }
  }
  if (overlap > 1e-9 * area) failures.push(`pieces overlap by area ${overlap}`);
  const random = options.random ?? Math.random;
  const samples = options.samples ?? 200;
  for (let s = 0; s < samples && failures.length < 5; s++) {
    const p = { x: box.minX + random() * (box.maxX - box.minX), y: box.minY + random() * (box.maxY - box.minY) };
    const eps = 1e-7 * size;
    if (nearBoundary(p, rings, eps) || pieces.some((piece) => nearBoundary(p, [piece], eps))) continue;
    const inPolygon = pointInPolygon(p, rings);
    const count = pieces.filter((piece) => pointInRing(p, piece)).length;
    if (count !== (inPolygon ? 1 : 0))
      failures.push(`point (${p.x}, ${p.y}): in polygon ${inPolygon}, in ${count} pieces`);
  }
  return failures;
}

/** Deep-freezes nested arrays and points so any mutation of an input throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.values(value as object).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** A seeded PRNG (mulberry32) for reproducible sampling, shared with the other packages' tests. */
export { rng as seeded } from '../../../test-support/random.js';

/** A star polygon: n vertices alternating between radius 1 and `inner`, CCW. */
export function star(n: number, inner = 0.5): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = i % 2 === 0 ? 1 : inner;
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

/** The SepaxError `run` throws, or undefined if it returns; anything else it throws goes on. */
export function errorOf(run: () => unknown): SepaxError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SepaxError) return error;
    throw error;
  }
  return undefined;
}

/**
 * Star-shaped rings of 3 to `maxLength` vertices, counter-clockwise: one vertex per angular
 * sector at radius 20–100 around (cx, cy).
 */
export function starShapedRing(maxLength: number, cx = 0, cy = 0): fc.Arbitrary<[number, number][]> {
  return fc
    .array(fc.tuple(fc.double({ min: 0, max: 0.9, noNaN: true }), fc.double({ min: 0.2, max: 1, noNaN: true })), {
      minLength: 3,
      maxLength,
    })
    .map((pairs) =>
      pairs.map(([jitter, r], i): [number, number] => {
        const t = (2 * Math.PI * (i + jitter)) / pairs.length;
        return [r * Math.cos(t) * 100 + cx, r * Math.sin(t) * 100 + cy];
      }),
    );
}
