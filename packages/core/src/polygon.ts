import { ConvexShape } from './convex-shape.js';
import { SepaxError } from './errors.js';
import { convexHull } from './hull.js';
import type { PolygonJSON } from './json-types.js';
import { normalizeConvexPoints, signedArea } from './polygon-points.js';
import { requireUniformScale } from './shape.js';
import type { TransformInit } from './transform.js';
import { readFinite, readPoints, type Vec2, type VecLike } from './vec2.js';
import { POLYGON_CORE, setShapeClass } from './shape-class.js';

/**
 * A convex polygon (n ≥ 3 vertices), optionally rounded by a radius.
 *
 * The constructor accepts any winding and stores counter-clockwise; it drops a repeated
 * closing point, duplicate and collinear vertices (tolerance relative to the polygon's size).
 * Concave or self-crossing input is rejected: split concave art with `@sepax/decomp`.
 *
 * @example
 * ```ts
 * import { Polygon, collide } from '@sepax/core';
 * const tri = new Polygon([[0, 0], [4, 0], [0, 3]], { position: [1, 1] });
 * const box = Polygon.box(2, 2, { position: [2, 2] });
 * collide(tri, box)?.depth;
 * ```
 */
export class Polygon extends ConvexShape {
  /** @internal */ declare readonly _world: number[];
  /** @internal */ declare readonly _normals: number[];

  get kind(): 'polygon' {
    return 'polygon';
  }

  /**
   * @param points - vertices in local coordinates, `{ x, y }` or `[x, y]`, either winding
   * @param transform - initial position, angle and scale
   * @throws SepaxError NON_FINITE, TOO_FEW_POINTS, ZERO_AREA, NOT_CONVEX, SELF_INTERSECTION
   */
  constructor(points: readonly VecLike[], transform?: TransformInit) {
    super(normalizeConvexPoints(readPoints(points, 'Polygon points')), 0);
    this._initTransform(transform);
  }

  /**
   * A polygon whose outline is offset outward by `radius` (Box2D's rounded polygon): the
   * collision surface is every point within `radius` of the core polygon.
   *
   * @example
   * ```ts
   * import { Polygon } from '@sepax/core';
   * const pill = Polygon.rounded([[0, 0], [2, 0], [2, 1], [0, 1]], 0.25);
   * ```
   */
  static rounded(points: readonly VecLike[], radius: number, transform?: TransformInit): Polygon {
    const r = readFinite(radius, 'radius');
    if (r < 0) throw new SepaxError('INVALID_RADIUS', `radius is ${r}; a rounded polygon needs radius ≥ 0.`);
    const polygon = new Polygon(points);
    (polygon as { _localRadius: number })._localRadius = r;
    polygon._initTransform(transform);
    return polygon;
  }

  /**
   * A `width` × `height` rectangle centred on its local origin (both > 0).
   *
   * @example
   * ```ts
   * import { Polygon } from '@sepax/core';
   * const floor = Polygon.box(100, 1, { position: [0, -0.5] });
   * ```
   */
  static box(width: number, height: number, transform?: TransformInit): Polygon {
    const hw = readSide(width, 'width') / 2;
    const hh = readSide(height, 'height') / 2;
    return new Polygon(
      [
        [-hw, -hh],
        [hw, -hh],
        [hw, hh],
        [-hw, hh],
      ],
      transform,
    );
  }

  /**
   * A regular polygon with `sides` vertices (3 to 100 000) on a circle of `radius` about the
   * local origin, the first vertex on the +x axis.
   *
   * @example
   * ```ts
   * import { Polygon } from '@sepax/core';
   * const hexagon = Polygon.regular(6, 1);
   * ```
   */
  static regular(sides: number, radius: number, transform?: TransformInit): Polygon {
    readSides(sides);
    const r = readFinite(radius, 'radius');
    if (r <= 0) throw new SepaxError('INVALID_RADIUS', `radius is ${r}; a regular polygon needs radius > 0.`);
    return new Polygon(pointsOnEllipse(sides, r, r), transform);
  }

  /**
   * A polygon inscribed in the ellipse of radii `radiusX` (along local x) and `radiusY` about
   * the local origin: its vertices lie on the ellipse, evenly spaced in angle, and no point of
   * the ellipse is farther than `tolerance` from the polygon (default a hundredth of the
   * larger radius). The polygon lies inside the ellipse, so it never reports a contact the
   * ellipse would not have.
   *
   * @example
   * ```ts
   * import { Polygon } from '@sepax/core';
   * const blimp = Polygon.ellipse(3, 1, { position: [0, 10] });
   * blimp.count; // 23 vertices: within 0.03 of the ellipse
   * ```
   */
  static ellipse(radiusX: number, radiusY: number, transform?: TransformInit, tolerance?: number): Polygon {
    const a = readFinite(radiusX, 'radiusX');
    const b = readFinite(radiusY, 'radiusY');
    if (!(a > 0 && b > 0)) {
      throw new SepaxError(
        'INVALID_RADIUS',
        `An ellipse needs radii > 0; got ${a} × ${b}. Use a Segment for a flat one.`,
      );
    }
    const reach = Math.max(a, b);
    const tol = tolerance === undefined ? reach / 100 : readFinite(tolerance, 'tolerance');
    // The unit circle's chord sagitta, 1 − cos(π/n), stretched by at most the larger radius.
    const sides = Math.max(8, Math.ceil(Math.PI / Math.acos(Math.max(-1, 1 - tol / reach))));
    if (!(tol > 0) || !(sides <= MAX_REGULAR_SIDES)) {
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `tolerance is ${tol}; it must be > 0 and need at most ${MAX_REGULAR_SIDES} sides (≥ ${(reach * (1 - Math.cos(Math.PI / MAX_REGULAR_SIDES))).toExponential(1)} for these radii).`,
      );
    }
    return new Polygon(pointsOnEllipse(sides, a, b), transform);
  }

  /**
   * The convex hull of a point cloud (any order, duplicates and interior points allowed).
   *
   * @example
   * ```ts
   * import { Polygon } from '@sepax/core';
   * const hull = Polygon.hull([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2]]); // the 2×2 square
   * ```
   */
  static hull(points: readonly VecLike[], transform?: TransformInit): Polygon {
    const flat = readPoints(points, 'Polygon.hull points');
    const hull = convexHull(flat);
    const pairs: [number, number][] = [];
    for (let i = 0; i < hull.length; i += 2) pairs.push([hull[i], hull[i + 1]]);
    return new Polygon(pairs.length >= 3 ? pairs : toPairs(flat), transform);
  }

  /** Local vertices, counter-clockwise (fresh copies). */
  get points(): Vec2[] {
    const out: Vec2[] = [];
    for (let i = 0; i < this.count; i++) out.push({ x: this._localAt(2 * i), y: this._localAt(2 * i + 1) });
    return out;
  }

  /** Area of the core polygon in local units (rounding not included). */
  get area(): number {
    const local = this._localPoints();
    // From the first vertex's y: raw y far from the origin would round a thin polygon's area away.
    return signedArea(local, local[1]);
  }

  /** @internal */
  protected override _checkScale(sx: number, sy: number): void {
    if (this._localRadius > 0) requireUniformScale('rounded polygon', sx, sy);
  }

  toJSON(): PolygonJSON {
    const json: PolygonJSON = { type: 'polygon', points: toPairs(this._localPoints()) };
    if (this._localRadius > 0) json.radius = this._localRadius;
    return Object.assign(json, this._transformJSON());
  }
}

setShapeClass(Polygon, POLYGON_CORE);

/** `sides` points on the ellipse of radii rx, ry about the origin, evenly spaced in angle from the +x axis. */
function pointsOnEllipse(sides: number, rx: number, ry: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < sides; i++) {
    const t = (2 * Math.PI * i) / sides;
    points.push([rx * Math.cos(t), ry * Math.sin(t)]);
  }
  return points;
}

/**
 * The most sides {@link Polygon.regular} builds. Around π·10⁵ sides a vertex comes within
 * RELATIVE_MERGE_TOLERANCE × the size of the chord between its neighbours and the constructor
 * drops it as collinear, so more sides could not all be kept; the limit stays well below.
 */
const MAX_REGULAR_SIDES = 100_000;

/** Validates the side count of a regular polygon: an integer from 3 to MAX_REGULAR_SIDES. */
function readSides(sides: number): void {
  const n = readFinite(sides, 'sides');
  if (!Number.isInteger(n))
    throw new SepaxError('INVALID_ARGUMENT', `A regular polygon needs a whole number of sides; got ${n}.`);
  if (n < 3) throw new SepaxError('TOO_FEW_POINTS', `A regular polygon needs at least 3 sides; got ${n}.`);
  if (n > MAX_REGULAR_SIDES) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `A regular polygon takes at most ${MAX_REGULAR_SIDES} sides (more cannot stay distinct from their neighbours' chords); got ${n}. Use a Circle for a round shape.`,
    );
  }
}

/** Validates a box side: finite and > 0 (0 encloses no area; a negative size is a mistake, not a mirror). */
function readSide(value: number, what: string): number {
  const v = readFinite(value, what);
  if (v === 0)
    throw new SepaxError('ZERO_AREA', `Polygon.box ${what} is 0, so the box has no area; give a ${what} > 0.`);
  if (v < 0)
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `Polygon.box ${what} is ${v}; give a ${what} > 0 (mirror a shape with a negative scale instead).`,
    );
  return v;
}

function toPairs(flat: ArrayLike<number>): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}
