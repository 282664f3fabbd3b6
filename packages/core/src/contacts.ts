import type { Collision } from './collision.js';
import { type CoreSeparation, incidentEdge } from './core-separation.js';
import type { PairFrame } from './pair-frame.js';

/**
 * The clipped incident points relative to the reference face's first vertex v11,
 * [lx, ly, hx, hy] (scratch, so nothing is allocated). Relative, so a pair far from the
 * origin keeps the precision of its own size through the interpolation.
 */
const clipped = new Float64Array(4);

/**
 * Writes the contact points of an overlapping pair into `out` (world coordinates):
 * Box2D-style face clipping when the feature is a face, else one point midway between the
 * two surfaces along the normal.
 * @internal
 */
export function writeContacts(f: PairFrame, c: CoreSeparation, out: Collision): void {
  if (c.face >= 0 && clipIncidentEdge(f, c, out)) return;
  // Surface points pA + rA·n and pB − rB·n; the contact is their midpoint.
  const half = 0.5 * (f.rA - f.rB);
  const p = out._points[0];
  p.x = f.ox + 0.5 * (c.pax + c.pbx) + half * c.nx;
  p.y = f.oy + 0.5 * (c.pay + c.pby) + half * c.ny;
  out._setContactCount(1);
}

/**
 * Box2D's `b2ClipPolygons`: clip the incident edge to the slab of the reference face
 *
 * ```
 * t = tangent of the reference face v11 → v12, m = its outward normal
 * project both incident points on t; clamp the lower to 0 and the upper to |v12 − v11|
 *   (by interpolating along the incident edge)
 * keep each clipped point whose depth below the face, m·(v − v11), is within r1 + r2;
 * report it midway between the two surfaces: v + m·(r1 − r2 − m·(v − v11)) / 2
 * ```
 *
 * Points are world points minus v11 (each difference rounded once). Returns false (nothing
 * written) when no clipped point remains, so the caller falls back to the single witness
 * contact.
 */
function clipIncidentEdge(f: PairFrame, c: CoreSeparation, out: Collision): boolean {
  const refIsA = c.refIsA;
  const ref = refIsA ? f.wa : f.wb;
  const refCount = refIsA ? f.countA : f.countB;
  const refNormals = refIsA ? f.na : f.nb;
  const inc = refIsA ? f.wb : f.wa;
  const incCount = refIsA ? f.countB : f.countA;
  const i = c.face;
  const i2 = i + 1 === refCount ? 0 : i + 1;
  const mx = refNormals[2 * i];
  const my = refNormals[2 * i + 1];
  // The face runs along the normal turned a quarter counter-clockwise.
  const tx = -my;
  const ty = mx;
  const v11x = ref[2 * i];
  const v11y = ref[2 * i + 1];
  const upper1 = tx * (ref[2 * i2] - v11x) + ty * (ref[2 * i2 + 1] - v11y);
  const k = incidentEdge(f, refIsA, i, c.support);
  const k2 = incCount === 1 ? k : k + 1 === incCount ? 0 : k + 1;
  const kx = inc[2 * k] - v11x;
  const ky = inc[2 * k + 1] - v11y;
  const k2x = inc[2 * k2] - v11x;
  const k2y = inc[2 * k2 + 1] - v11y;
  // Order the incident points by their projection on the tangent: (lx, ly) low, (hx, hy) high.
  const p = tx * kx + ty * ky;
  const q = tx * k2x + ty * k2y;
  let lx = p <= q ? kx : k2x;
  let ly = p <= q ? ky : k2y;
  let hx = p <= q ? k2x : kx;
  let hy = p <= q ? k2y : ky;
  const low = Math.min(p, q);
  const high = Math.max(p, q);
  const tol = f.tolerance;
  if (high < -tol || low > upper1 + tol) return false;
  const span = high - low;
  if (span > 0) {
    const dx = hx - lx;
    const dy = hy - ly;
    const ox = lx;
    const oy = ly;
    // Fractions clamped to [0, 1]: within the touching tolerance of the slab's ends they
    // may fall just outside, and the incident edge must never be extended.
    if (low < 0) {
      const t = Math.min(1, -low / span);
      lx = ox + dx * t;
      ly = oy + dy * t;
    }
    if (high > upper1) {
      const t = Math.max(0, (upper1 - low) / span);
      hx = ox + dx * t;
      hy = oy + dy * t;
    }
  }
  const ends = clipped;
  ends[0] = lx;
  ends[1] = ly;
  ends[2] = hx;
  ends[3] = hy;
  let count = writeClipped(f, c, out, 0, 0);
  if (span > 0) count += writeClipped(f, c, out, count, 1);
  if (count === 0) return false;
  const [first, second] = out._points;
  if (count === 2 && first.x === second.x && first.y === second.y) count = 1;
  out._setContactCount(count as 1 | 2);
  return true;
}

/**
 * Writes clipped point `k` of `clipped` as contact `slot` if it lies within r1 + r2 (plus the
 * tolerance) below the reference face, midway between the two surfaces; returns 1 if written.
 * (Reads everything from the records: a call taking doubles that is not inlined boxes them.)
 */
function writeClipped(f: PairFrame, c: CoreSeparation, out: Collision, slot: number, k: number): number {
  const refIsA = c.refIsA;
  const ref = refIsA ? f.wa : f.wb;
  const normals = refIsA ? f.na : f.nb;
  const i = c.face;
  const mx = normals[2 * i];
  const my = normals[2 * i + 1];
  const x = clipped[2 * k];
  const y = clipped[2 * k + 1];
  const sep = mx * x + my * y;
  if (sep > f.rA + f.rB + f.tolerance) return 0;
  const radiusGap = refIsA ? f.rA - f.rB : f.rB - f.rA;
  const shift = 0.5 * (radiusGap - sep);
  const p = out._points[slot];
  p.x = ref[2 * i] + (x + shift * mx);
  p.y = ref[2 * i + 1] + (y + shift * my);
  return 1;
}
