import type { Chain } from './chain.js';
import type { Compound } from './compound.js';
import type { ConvexShape } from './convex-shape.js';
import { SepaxError } from './errors.js';
import type { Shape } from './shape.js';
import { checkShape } from './collide.js';
import { readFinite, type Vec2 } from './vec2.js';

/**
 * Mass properties of a shape, in world coordinates (the shape's transform applied), the
 * result of {@link massProperties}.
 *
 * - `area`: world units².
 * - `mass`: `density × area`.
 * - `centroid`: the centre of mass, world coordinates. For a shape with no area (a point, a
 *   segment, a chain) the centre of its length (a point's position).
 * - `inertia`: rotational inertia about the centroid, `density × ∫ |p − centroid|² dA`
 *   (mass × length²). Moving or turning the shape leaves it unchanged.
 *
 * @example
 * ```ts
 * import { Circle, massProperties } from '@sepax/core';
 * const m = massProperties(new Circle(2, { position: [5, 0] }), 3);
 * m.area; // 4π
 * m.mass; // 12π
 * m.centroid; // { x: 5, y: 0 }
 * m.inertia; // mass × r² / 2 = 24π
 * ```
 */
export class MassProperties {
  /** Area in world units². */
  area = 0;
  /** `density × area`. */
  mass = 0;
  /** Centre of mass, world coordinates. */
  readonly centroid: Vec2 = { x: 0, y: 0 };
  /** Rotational inertia about the centroid (mass × length²). */
  inertia = 0;
}

/**
 * Area, mass, centroid and rotational inertia about the centroid of any shape, for a uniform
 * `density` (mass per world unit²), in world coordinates.
 *
 * Closed forms, no sampling. A convex shape is its core swept by its radius, which splits
 * exactly into the core polygon, one rectangle `radius` wide on each core edge and one
 * circular sector at each core vertex (the exterior angle there; all of them together a
 * full disc). A circle is the sector alone (`πr²`, `mr²/2`); a capsule two rectangles and
 * two half discs; a sharp polygon its triangle fan; a rounded polygon everything at once.
 * A compound sums its parts and moves each part's inertia to the common centroid (the
 * parallel-axis theorem); parts that overlap count twice, as they do in a physics engine.
 * Shapes without area (a point, a segment, a chain) have mass and inertia 0.
 *
 * @param shape - any sepax shape
 * @param density - mass per world unit², finite and ≥ 0 (default 1)
 * @param out - a {@link MassProperties} to fill, so the call allocates nothing
 * @throws SepaxError INVALID_ARGUMENT (not a shape, bad `out`, negative density), NON_FINITE
 *
 * @example
 * ```ts
 * import { Compound, Polygon, massProperties } from '@sepax/core';
 * const l = new Compound([Polygon.box(3, 1, { position: [1.5, 0.5] }), Polygon.box(1, 2, { position: [0.5, 2] })]);
 * const m = massProperties(l, 2);
 * m.area; // 5
 * m.mass; // 10
 * m.centroid; // { x: 1.1, y: 1.1 }
 * ```
 */
export function massProperties(shape: Shape, density = 1, out?: MassProperties): MassProperties {
  const rho = readFinite(density, 'density');
  if (rho < 0) throw new SepaxError('INVALID_ARGUMENT', `density is ${rho}; give a density ≥ 0 (mass per unit²).`);
  if (out !== undefined && !(out instanceof MassProperties)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'massProperties(shape, density, out): out must be a MassProperties (new MassProperties()) or left out.',
    );
  }
  checkShape(shape, 'massProperties', 'shape');
  const acc = accumulator;
  acc.reset();
  if (shape.kind === 'compound') {
    for (const part of (shape as Compound).parts) addConvex(part, acc);
  } else if (shape.kind === 'chain') {
    for (const segment of (shape as Chain).segments) addConvex(segment, acc);
  } else {
    addConvex(shape as ConvexShape, acc);
  }
  return acc.write(rho, out ?? new MassProperties());
}

/**
 * Area, first moment and polar second moment, all taken about a reference point (the first
 * core point met) so that far from the origin nothing cancels; plus length and its first
 * moment for shapes without area.
 */
class MomentSum {
  refX = 0;
  refY = 0;
  hasRef = false;
  area = 0;
  mx = 0;
  my = 0;
  polar = 0;
  length = 0;
  lx = 0;
  ly = 0;

  reset(): void {
    this.hasRef = false;
    this.area = this.mx = this.my = this.polar = 0;
    this.length = this.lx = this.ly = 0;
  }

  setRef(x: number, y: number): void {
    if (this.hasRef) return;
    this.hasRef = true;
    this.refX = x;
    this.refY = y;
  }

  /** Adds triangle (ref, p, q) with coordinates relative to ref: signed area and moments. */
  triangle(px: number, py: number, qx: number, qy: number): void {
    const cross = px * qy - py * qx;
    this.area += cross / 2;
    this.mx += (cross * (px + qx)) / 6;
    this.my += (cross * (py + qy)) / 6;
    this.polar += (cross * (px * px + px * qx + qx * qx + py * py + py * qy + qy * qy)) / 12;
  }

  /** Adds a length element from p to q (relative to ref). */
  line(px: number, py: number, qx: number, qy: number): void {
    const len = Math.hypot(qx - px, qy - py);
    this.length += len;
    this.lx += (len * (px + qx)) / 2;
    this.ly += (len * (py + qy)) / 2;
  }

  write(rho: number, out: MassProperties): MassProperties {
    const a = this.area;
    let cx = 0;
    let cy = 0;
    if (a > 0) {
      cx = this.mx / a;
      cy = this.my / a;
    } else if (this.length > 0) {
      cx = this.lx / this.length;
      cy = this.ly / this.length;
    }
    out.area = a;
    out.mass = rho * a;
    out.centroid.x = this.refX + cx;
    out.centroid.y = this.refY + cy;
    // Parallel axis: the polar moment about the centroid is the one about ref less A·|c − ref|².
    out.inertia = a > 0 ? rho * Math.max(0, this.polar - a * (cx * cx + cy * cy)) : 0;
    return out;
  }
}

const accumulator = new MomentSum();

/**
 * Adds a convex shape: its core polygon (n ≥ 3), a rectangle of width r outward on each core
 * edge, and a sector of radius r at each core vertex spanning its exterior angle.
 */
function addConvex(shape: ConvexShape, acc: MomentSum): void {
  const w = shape._worldPoints();
  const r = shape.worldRadius();
  const n = shape.count;
  acc.setRef(w[0], w[1]);
  const ox = acc.refX;
  const oy = acc.refY;
  if (n === 2 && r === 0) {
    acc.line(w[0] - ox, w[1] - oy, w[2] - ox, w[3] - oy);
    return;
  }
  if (n === 1) {
    if (r > 0) addSector(acc, w[0] - ox, w[1] - oy, r, 0, 2 * Math.PI);
    else acc.line(w[0] - ox, w[1] - oy, w[0] - ox, w[1] - oy);
    return;
  }
  // A 2-point core is a 2-gon: edge a→b then b→a, with no area of its own.
  const edges = n === 2 ? 2 : n;
  for (let i = 0; i < edges; i++) {
    const j = (i + 1) % n;
    const px = w[2 * i] - ox;
    const py = w[2 * i + 1] - oy;
    const qx = w[2 * j] - ox;
    const qy = w[2 * j + 1] - oy;
    if (n >= 3) acc.triangle(px, py, qx, qy);
    if (r === 0) continue;
    const len = Math.hypot(qx - px, qy - py);
    // Outward normal of a counter-clockwise edge: (ey, −ex) / |e|.
    const nx = ((qy - py) / len) * r;
    const ny = (-(qx - px) / len) * r;
    addQuad(acc, px, py, px + nx, py + ny, qx + nx, qy + ny, qx, qy);
    // The sector at q spans from this edge's normal to the next edge's normal.
    const k = (j + 1) % n;
    const start = Math.atan2(ny, nx);
    const ux = w[2 * k] - w[2 * j];
    const uy = w[2 * k + 1] - w[2 * j + 1];
    let sweep = Math.atan2(-ux, uy) - start;
    sweep -= 2 * Math.PI * Math.floor(sweep / (2 * Math.PI));
    addSector(acc, qx, qy, r, start, sweep);
  }
}

/** A convex quadrilateral p0 p1 p2 p3 (counter-clockwise), as two triangles about ref. */
function addQuad(
  acc: MomentSum,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
): void {
  acc.triangle(x0, y0, x1, y1);
  acc.triangle(x1, y1, x2, y2);
  acc.triangle(x2, y2, x3, y3);
  acc.triangle(x3, y3, x0, y0);
}

/**
 * A circular sector about (vx, vy) (relative to ref) of radius r from angle `start` over
 * `sweep` radians: area r²θ/2, first moment about its apex r³/3·(sin b − sin a, cos a − cos b),
 * polar moment about its apex r⁴θ/4; moved to ref by the parallel-axis rule.
 */
function addSector(acc: MomentSum, vx: number, vy: number, r: number, start: number, sweep: number): void {
  const area = (r * r * sweep) / 2;
  const end = start + sweep;
  const sx = ((r * r * r) / 3) * (Math.sin(end) - Math.sin(start));
  const sy = ((r * r * r) / 3) * (Math.cos(start) - Math.cos(end));
  acc.area += area;
  acc.mx += sx + vx * area;
  acc.my += sy + vy * area;
  acc.polar += (r * r * r * r * sweep) / 4 + 2 * (vx * sx + vy * sy) + (vx * vx + vy * vy) * area;
}
