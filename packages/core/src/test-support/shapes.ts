// Shape descriptions for the property tests: plain data that fast-check can generate and
// shrink, that builds a sepax shape, and that can be translated, rotated by 90° and mirrored
// exactly (as data), so the metamorphic tests compare a shape with its true image.
import fc from 'fast-check';
import { Capsule, Circle, Compound, type ConvexShape, Point, Polygon, Segment, type Shape } from '../index.js';

type XY = [number, number];

/** One convex part. `scale` is [sx, sy]; rounded kinds use a uniform |scale|. */
export type PartSpec =
  | { kind: 'polygon'; points: XY[]; radius: number; position: XY; angle: number; scale: XY }
  | { kind: 'circle'; radius: number; position: XY; angle: number; scale: XY }
  | { kind: 'capsule'; a: XY; b: XY; radius: number; position: XY; angle: number; scale: XY }
  | { kind: 'point'; position: XY; angle: number; scale: XY }
  | { kind: 'segment'; a: XY; b: XY; position: XY; angle: number; scale: XY };

export type ShapeSpec = PartSpec | { kind: 'compound'; parts: PartSpec[]; position: XY; angle: number; scale: XY };

export type Kind = ShapeSpec['kind'];
export const KINDS: readonly Kind[] = ['polygon', 'circle', 'capsule', 'point', 'compound'];

const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
const position = fc.tuple(coord(-2, 2), coord(-2, 2));
const angle = coord(-Math.PI, Math.PI);
const uniformScale = fc.tuple(coord(0.5, 1.5), fc.boolean()).map(([s, flip]): XY => [flip ? -s : s, s]);
const anyScale = fc
  .tuple(coord(0.5, 1.5), coord(0.5, 1.5), fc.boolean())
  .map(([sx, sy, flip]): XY => [flip ? -sx : sx, sy]);

/**
 * A convex polygon: 3–8 points on an ellipse, the i-th near angle 2πi/n (jittered by up to
 * ±0.4 of the spacing), so neighbours never merge and no filter is needed.
 */
const convexPoints = fc
  .tuple(
    fc.array(coord(-0.4, 0.4), { minLength: 3, maxLength: 8 }),
    coord(0, 2 * Math.PI),
    coord(0.3, 1.5),
    coord(0.3, 1.5),
  )
  .map(([jitter, start, rx, ry]) => {
    const step = (2 * Math.PI) / jitter.length;
    return jitter.map((j, i): XY => {
      const t = start + step * (i + j);
      return [rx * Math.cos(t), ry * Math.sin(t)];
    });
  });

const polygonSpec = fc
  .record({
    points: convexPoints,
    rounded: fc.boolean(),
    r: coord(0.05, 0.4),
    position,
    angle,
    scale: anyScale,
    uscale: uniformScale,
  })
  .map(
    ({ points, rounded, r, position, angle, scale, uscale }): PartSpec => ({
      kind: 'polygon',
      points,
      radius: rounded ? r : 0,
      position,
      angle,
      scale: rounded ? uscale : scale,
    }),
  );
const circleSpec = fc
  .record({ radius: coord(0.1, 1.2), position, angle, scale: uniformScale })
  .map((s): PartSpec => ({ kind: 'circle', ...s }));
const capsuleSpec = fc
  .record({
    a: fc.tuple(coord(-1, 1), coord(-1, 1)),
    b: fc.tuple(coord(-1, 1), coord(-1, 1)),
    radius: coord(0.05, 0.6),
    position,
    angle,
    scale: uniformScale,
  })
  .map((s): PartSpec => ({ kind: 'capsule', ...s }));
const pointSpec = position.map((p): PartSpec => ({ kind: 'point', position: p, angle: 0, scale: [1, 1] }));

/** A segment (ends at least 0.2 apart), any scale. */
export const segmentSpec = fc
  .record({
    a: fc.tuple(coord(-1.5, 0), coord(-1, 1)),
    b: fc.tuple(coord(0.2, 1.5), coord(-1, 1)),
    position,
    angle,
    scale: anyScale,
  })
  .map((s): PartSpec => ({ kind: 'segment', ...s }));

/** A convex part of any kind. */
export const partSpec = fc.oneof(polygonSpec, circleSpec, capsuleSpec, pointSpec);

const compoundSpec = fc
  .record({
    parts: fc.array(partSpec, { minLength: 1, maxLength: 3 }),
    position: fc.tuple(coord(-1, 1), coord(-1, 1)),
    angle,
    scale: uniformScale,
  })
  .map((s): ShapeSpec => ({ kind: 'compound', ...s }));

/** A shape of the given kind. */
export function specOf(kind: Kind): fc.Arbitrary<ShapeSpec> {
  switch (kind) {
    case 'polygon':
      return polygonSpec;
    case 'circle':
      return circleSpec;
    case 'capsule':
      return capsuleSpec;
    case 'point':
      return pointSpec;
    case 'compound':
      return compoundSpec;
    case 'segment':
      return segmentSpec;
  }
}

function transformOf(s: { position: XY; angle: number; scale: XY }) {
  return { position: s.position, angle: s.angle, scale: s.scale };
}

function buildPart(s: PartSpec): ConvexShape {
  switch (s.kind) {
    case 'polygon':
      return s.radius > 0 ? Polygon.rounded(s.points, s.radius, transformOf(s)) : new Polygon(s.points, transformOf(s));
    case 'circle':
      return new Circle(s.radius, transformOf(s));
    case 'capsule':
      return new Capsule(s.a, s.b, s.radius, transformOf(s));
    case 'point':
      return new Point(s.position);
    case 'segment':
      return new Segment(s.a, s.b, transformOf(s));
  }
}

/** Builds the sepax shape a description stands for. */
export function build(s: ShapeSpec): Shape {
  return s.kind === 'compound' ? new Compound(s.parts.map(buildPart), transformOf(s)) : buildPart(s);
}

/** The same shape moved by (dx, dy). */
export function translated<S extends ShapeSpec>(s: S, dx: number, dy: number): S {
  return { ...s, position: [s.position[0] + dx, s.position[1] + dy] };
}

/** The same shape rotated by 90° about the world origin. */
export function rotated90<S extends ShapeSpec>(s: S): S {
  return { ...s, position: [-s.position[1], s.position[0]], angle: s.angle + Math.PI / 2 };
}

/**
 * The same shape mirrored in the y axis (x → −x): R(θ)·S mirrored is R(−θ)·diag(−1, 1)·S.
 * A compound's parts keep their own transforms; the compound's mirror carries them.
 */
export function mirrored<S extends ShapeSpec>(s: S): S {
  return { ...s, position: [-s.position[0], s.position[1]], angle: -s.angle, scale: [-s.scale[0], s.scale[1]] };
}

/** A polygon with its point list rotated by k and optionally reversed (same shape). */
export function reordered(s: ShapeSpec, k: number, reverse: boolean): ShapeSpec {
  if (s.kind !== 'polygon') return s;
  const n = s.points.length;
  const rotatedPoints = s.points.map((_, i) => s.points[(i + k) % n]);
  return { ...s, points: reverse ? rotatedPoints.reverse() : rotatedPoints };
}

/** The convex parts of a built shape. */
export function partsOf(shape: Shape): ConvexShape[] {
  return shape instanceof Compound ? [...shape.parts] : [shape as ConvexShape];
}

/**
 * Signed distance from a point to a convex shape's surface by brute force (negative inside):
 * distance to the core (0 inside; inside, minus the distance to the nearest edge line) minus
 * the radius. Independent of the narrow phase: cross products and point–segment distances.
 */
export function signedDistanceTo(shape: ConvexShape, x: number, y: number): number {
  const w = shape.worldPoints();
  const n = w.length / 2;
  const r = shape.worldRadius();
  if (n === 1) return Math.hypot(x - w[0], y - w[1]) - r;
  let outside = n < 3;
  let nearest = Infinity;
  let edgeLine = Infinity;
  for (let i = 0; i < (n === 2 ? 1 : n); i++) {
    const j = (i + 1) % n;
    const ex = w[2 * j] - w[2 * i];
    const ey = w[2 * j + 1] - w[2 * i + 1];
    const px = x - w[2 * i];
    const py = y - w[2 * i + 1];
    const len = Math.hypot(ex, ey);
    const cross = (ex * py - ey * px) / len; // > 0 left of the edge (inside a CCW polygon)
    if (cross < 0) outside = true;
    edgeLine = Math.min(edgeLine, cross);
    const t = Math.max(0, Math.min(1, (px * ex + py * ey) / (len * len)));
    nearest = Math.min(nearest, Math.hypot(px - t * ex, py - t * ey));
  }
  return (outside ? nearest : -edgeLine) - r;
}

/**
 * Whether convex A lies inside convex B, by brute force on A's core points: a disk of
 * radius rA about p is inside B exactly when signedDistanceTo(B, p) ≤ −rA.
 */
export function insideBrute(a: ConvexShape, b: ConvexShape, tol: number): boolean {
  const w = a.worldPoints();
  const rA = a.worldRadius();
  const bCount = b.worldPoints().length / 2;
  if (rA > b.worldRadius() + tol && bCount < 3) return false;
  for (let i = 0; i < w.length; i += 2) if (signedDistanceTo(b, w[i], w[i + 1]) > -rA + tol) return false;
  return true;
}

/**
 * Whether shape X lies inside the union of shape Y's parts, by sampling: points along every
 * part's surface (each core edge pushed out by the radius, and the rounded corners), and a
 * grid over its inside, each within `tol` of some part of Y. The reference for a compound's
 * `aInB`, which a part of A straddling several parts of B can satisfy while no single part
 * of B holds it. A sampler: a sliver outside the union thinner than its step goes unseen.
 */
export function insideUnionSampled(x: Shape, y: Shape, tol: number): boolean {
  const targets = partsOf(y);
  const covered = (px: number, py: number) => targets.some((t) => signedDistanceTo(t, px, py) <= tol);
  for (const part of partsOf(x)) {
    for (const [px, py] of surfaceSamples(part, 64)) if (!covered(px, py)) return false;
    const box = part.aabb();
    const steps = 40;
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const px = box.minX + ((box.maxX - box.minX) * i) / steps;
        const py = box.minY + ((box.maxY - box.minY) * j) / steps;
        if (signedDistanceTo(part, px, py) <= 0 && !covered(px, py)) return false;
      }
    }
  }
  return true;
}

/** Points on a convex shape's surface: `perEdge` along each core edge pushed out by the radius, and around each rounded corner. */
function surfaceSamples(shape: ConvexShape, perEdge: number): [number, number][] {
  const w = shape.worldPoints();
  const n = w.length / 2;
  const r = shape.worldRadius();
  const out: [number, number][] = [];
  // The edges of a point, a segment (both sides) or a counter-clockwise polygon.
  const edges: [number, number][] =
    n === 1
      ? []
      : n === 2
        ? [
            [0, 1],
            [1, 0],
          ]
        : [...Array(n).keys()].map((i) => [i, (i + 1) % n]);
  for (const [i, j] of edges) {
    const ex = w[2 * j] - w[2 * i];
    const ey = w[2 * j + 1] - w[2 * i + 1];
    const len = Math.hypot(ex, ey);
    if (len === 0) continue;
    const ox = (r * ey) / len;
    const oy = (-r * ex) / len;
    for (let k = 0; k <= perEdge; k++)
      out.push([w[2 * i] + (ex * k) / perEdge + ox, w[2 * i + 1] + (ey * k) / perEdge + oy]);
  }
  for (let v = 0; v < n; v++) {
    if (r === 0) out.push([w[2 * v], w[2 * v + 1]]);
    else
      for (let k = 0; k < 4 * perEdge; k++) {
        const a = (2 * Math.PI * k) / (4 * perEdge);
        out.push([w[2 * v] + r * Math.cos(a), w[2 * v + 1] + r * Math.sin(a)]);
      }
  }
  return out;
}
