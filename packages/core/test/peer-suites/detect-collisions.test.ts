// Cases ported from detect-collisions' test suite (MIT licence, Copyright (c) 2017-2024 Sinova,
// Prozi): https://github.com/Prozi/detect-collisions/tree/82ae2a7/src (bodies/*.spec.js,
// system.spec.js, intersect.spec.js, utils.spec.js). Inputs and expected values are the peer's; the
// code is sepax's. Notice: ./NOTICE.md. Cases that need a System (checkAll, checkOne, getPotentials,
// groups, userData) are in packages/query/test/peer-suites; concave polygons in
// packages/decomp/test/peer-suites.
//
// detect-collisions' `Box({ x, y }, w, h)` has its corner at (x, y) unless `isCentered`; its
// checkAll reports each pair twice (a–b and b–a); `setOffset` shifts the points before rotation.
import { Circle, Collision, Compound, collide, overlaps, Point, Polygon, Segment, type VecLike } from '@sepax/core';
import { describe, expect, it } from 'vitest';
import { dcBox, dcPolygon, square10 } from '../../../../test-support/detect-collisions-shapes.js';
import { codeOf } from '../../src/test-support/error-code.js';

describe('detect-collisions src/bodies/box.spec.js', () => {
  it('THEN getPotentials works with Box with angle (the checkCollision half)', () => {
    const circle2 = new Circle(50, { position: [400, 100] });
    // Box 200 × 100 with setOffset(0, -50): the offset goes into the points; then setAngle(5).
    const box = dcPolygon(400, 300, [
      [0, -50],
      [200, -50],
      [200, 50],
      [0, 50],
    ]).setAngle(5);
    expect(overlaps(circle2, box)).toBe(true);
    expect(collide(circle2, box)).not.toBeNull();
  });

  it('THEN center() works correctly', () => {
    const x = Math.PI;
    const y = Math.PI;
    const box = Polygon.box(100, 100, { position: [x, y] }); // sepax boxes are centred
    // The peer reads its first point; sepax stores its own (CCW) order, so look the corner up.
    expect(box.points).toContainEqual({ x: -100 / 2, y: -100 / 2 });
    expect(box.position).toEqual({ x, y });
  });

  // box.width = 20 / box.height = 20 on a 10 × 10 box: sepax shapes keep their geometry and scale it.
  it('THEN change width & height works with isCentered & zero angle', () => {
    const box = Polygon.box(10, 10, { position: [5, 5] }).setScale(2, 2);
    const bbox = box.aabb();
    expect(bbox.maxX - bbox.minX).toBe(20);
    expect(bbox.maxY - bbox.minY).toBe(20);
  });

  it('THEN change width & height works with isCentered & nonzero angle', () => {
    const box = Polygon.box(10, 10, { position: [5, 5], angle: Math.PI / 2 }).setScale(2, 2);
    const bbox = box.aabb();
    expect(bbox.maxX - bbox.minX).toBeCloseTo(20, 12);
    expect(bbox.maxY - bbox.minY).toBeCloseTo(20, 12);
  });
});

describe('detect-collisions src/bodies/circle.spec.js', () => {
  it('AND two circles perfectly overlap THEN they give correct collision results', () => {
    const hit = collide(new Circle(10, { position: [0, 0] }), new Circle(10, { position: [0, 0] }));
    expect(hit).not.toBeNull();
    expect(hit!.aInB).toBe(true);
    expect(hit!.bInA).toBe(true);
  });

  // detect-collisions keeps scaleY = scaleX on a circle when given two scales; sepax refuses a
  // non-uniform scale on a round shape (INVALID_SCALE) and leaves the circle as it was.
  it('AND you scale it THEN you can get and set scale, scaleX, scaleY', () => {
    const body = new Circle(9, { position: [0, 0] });
    body.scale = 4;
    expect(body.scale).toEqual({ x: 4, y: 4 });
    for (const s of [0.1, 0.5, 0.9]) body.setScale(s);
    body.setScale(Math.PI);
    expect(body.scale).toEqual({ x: Math.PI, y: Math.PI });
    expect(codeOf(() => body.setScale(Math.PI, 3))).toBe('INVALID_SCALE');
    expect(body.scale).toEqual({ x: Math.PI, y: Math.PI });
  });

  // Skipped: isStatic / isTrigger options and userData (engine flags; the index's `data` is in the query port).
});

// The peer's Ellipse is a polygon on the ellipse; sepax's is Polygon.ellipse. Its radii are
// fixed, so "adjusting radiusX" builds the ellipse again; the peer's count of 2 is the one
// overlapping pair seen from each side.
describe('detect-collisions src/bodies/ellipse.spec.js', () => {
  it('AND you adjust radiusX THEN it gives correct collision results', () => {
    const other = Polygon.ellipse(10, 30, { position: [25, 0] });
    expect(overlaps(Polygon.ellipse(10, 30), other)).toBe(false);
    const wider = Polygon.ellipse(20, 30);
    expect(overlaps(wider, other) && overlaps(other, wider)).toBe(true);
  });

  it('AND you adjust radiusY THEN it gives correct collision results', () => {
    const other = Polygon.ellipse(30, 10, { position: [0, 25] });
    expect(overlaps(Polygon.ellipse(30, 10), other)).toBe(false);
    const taller = Polygon.ellipse(30, 20);
    expect(overlaps(taller, other) && overlaps(other, taller)).toBe(true);
  });

  it('AND two ellipses perfectly overlap THEN they give correct collision results', () => {
    const hit = collide(Polygon.ellipse(10, 30), Polygon.ellipse(10, 30));
    expect(hit).not.toBeNull();
    expect(hit?.aInB && hit.bInA).toBe(true);
  });

  // Skipped: isStatic / isTrigger options (engine flags).
});

describe('detect-collisions src/bodies/line.spec.js', () => {
  it('THEN without constructor values it throws', () => {
    expect(codeOf(() => new Segment({} as VecLike, undefined as unknown as VecLike))).toBeDefined();
  });

  it('THEN two lines collide', () => {
    const line1 = new Segment([-10, -10], [10, 10]);
    const line2 = new Segment([10, -10], [-10, 10]);
    expect(overlaps(line1, line2)).toBe(true);
    expect(collide(line1, line2)).not.toBeNull();
  });

  // A sepax segment's ends are fixed at construction (move it with its transform), so the peer's
  // start/end setters have no counterpart; the getters do.
  it('THEN you can get start and end', () => {
    const start = { x: 13, y: 13 };
    const end = { x: 69, y: 69 };
    const line = new Segment(start, end);
    expect(line.a).toStrictEqual(start);
    expect(line.b).toStrictEqual(end);
  });
});

describe('detect-collisions src/bodies/point.spec.js', () => {
  it('THEN without constructor values, initializes with (0, 0)', () => {
    const point = new Point();
    expect(point.position).toEqual({ x: 0, y: 0 });
  });
});

describe('detect-collisions src/bodies/polygon.spec.js', () => {
  // detect-collisions accepts a one-point "polygon" (a point body); a sepax Polygon needs three
  // distinct points (the one-point body is sepax's Point), so only the first two throw in the peer.
  it('THEN you need at least one point to create', () => {
    expect(codeOf(() => new Polygon(undefined as unknown as VecLike[]))).toBeDefined();
    expect(codeOf(() => new Polygon([]))).toBe('TOO_FEW_POINTS');
    expect(codeOf(() => new Polygon([[0, 0]]))).toBe('TOO_FEW_POINTS');
    expect(codeOf(() => new Point([0, 0]))).toBeUndefined();
  });

  it('THEN you can set position by setting x & y', () => {
    const poly = new Point();
    poly.position = { x: 10, y: 10 };
    expect(poly.position).toEqual({ x: 10, y: 10 });
  });

  it('THEN you can set position by setPosition()', () => {
    const poly = new Point();
    poly.setPosition(10, 10);
    expect(poly.position).toEqual({ x: 10, y: 10 });
  });

  // Skipped: "leaves a clean body" (detect-collisions' dirty flag; sepax refreshes its caches lazily).

  // checkOne(poly) against a static 100 × 100 box: the overlap half here, the System half in query.
  it("THEN setPosition() doesn't make bbox missed in checkCollision()", () => {
    const box = dcBox(0, 0, 100, 100);
    const poly = dcPolygon(0, 0, square10());
    expect(overlaps(poly, box)).toBe(true);
    poly.setPosition(200, 200);
    expect(overlaps(poly, box)).toBe(false);
  });

  // The square touches the box at the corner (0, 0) only: touching counts in both libraries.
  it("THEN setAngle() doesn't make bbox missed in checkCollision()", () => {
    const box = dcBox(0, 0, 100, 100);
    const poly = dcPolygon(-10, -10, square10());
    expect(overlaps(poly, box)).toBe(true);
    poly.setAngle((45 * Math.PI) / 180);
    expect(overlaps(poly, box)).toBe(false);
  });

  // setOffset(-20, -20): a compound part's own transform is sepax's offset.
  it("THEN setOffset() doesn't make bbox missed in checkCollision()", () => {
    const box = dcBox(0, 0, 100, 100);
    const part = new Polygon(square10());
    const poly = new Compound([part]);
    expect(overlaps(poly, box)).toBe(true);
    part.setPosition(-20, -20);
    expect(overlaps(poly, box)).toBe(false);
  });

  it("THEN setScale() doesn't make bbox missed in checkCollision()", () => {
    const box = dcBox(0, 0, 100, 100);
    const poly = dcPolygon(-5, -5, square10());
    expect(overlaps(poly, box)).toBe(true);
    poly.setScale(0.1);
    expect(overlaps(poly, box)).toBe(false);
  });

  const polygonPoints = (): VecLike[] => [
    [2, 5],
    [180, -59],
    [177, -69],
    [-2, -5],
  ];

  it('AND has clockwise points THEN it collides properly', () => {
    const circle = new Circle(3, { position: [-1311, 1642] });
    const polygon = dcPolygon(-1418, 1675, polygonPoints());
    expect(overlaps(circle, polygon)).toBe(true);
    expect(collide(circle, polygon)).not.toBeNull();
  });

  it('AND has counter-clockwise points THEN it collides properly', () => {
    const circle = new Circle(3, { position: [-1311, 1642] });
    const polygon = dcPolygon(-1418, 1675, polygonPoints().reverse());
    expect(overlaps(circle, polygon)).toBe(true);
    expect(collide(circle, polygon)).not.toBeNull();
  });

  // "AND is concave (not convex) polygon" and issue #91 (a concave polygon scaled): decomp's port.

  it('AND you scale it THEN it rescales properly', () => {
    const polygon = dcPolygon(0, 0, [
      [-10, -10],
      [-10, 10],
      [10, 10],
      [10, -10],
    ]);
    const circle = new Circle(1, { position: [-5, 0] });
    for (const s of [0.7, 0.2, 0.95]) polygon.setScale(s);
    // Make sure minX isn't -10 * 0.3 * 0.3 (sepax's scale is absolute, never multiplied)
    polygon.setScale(0.3);
    const { minX, minY, maxX, maxY } = polygon.aabb();
    expect(minX).toBeCloseTo(-3, 12);
    expect(minY).toBeCloseTo(-3, 12);
    expect(maxX).toBeCloseTo(3, 12);
    expect(maxY).toBeCloseTo(3, 12);
    expect(overlaps(polygon, circle)).toBe(false);
  });

  // The peer asserts only minX ≠ −5; the square turned 45° and halved reaches −5√2.
  it('AND you scale it THEN it rescales properly with rotation', () => {
    const polygon = dcPolygon(0, 0, [
      [-10, -10],
      [-10, 10],
      [10, 10],
      [10, -10],
    ]);
    polygon.setScale(1);
    polygon.rotate(0.7854);
    polygon.setScale(0.5);
    const { minX } = polygon.aabb();
    expect(minX).not.toBe(-5);
    expect(minX).toBeCloseTo(-5 * Math.SQRT2, 3);
  });

  it('AND you scale it THEN it rescales properly with angle', () => {
    const polygon = dcPolygon(0, 0, [
      [-10, -10],
      [-10, 10],
      [10, 10],
      [10, -10],
    ]);
    polygon.setScale(1);
    polygon.setAngle(0.7854);
    polygon.setScale(0.5);
    const { minX } = polygon.aabb();
    expect(minX).not.toBe(-5);
    expect(minX).toBeCloseTo(-5 * Math.SQRT2, 3);
  });

  it('AND you scale it THEN you can get and set scale, scaleX, scaleY', () => {
    const polygon = dcPolygon(0, 0, [
      [-10, -10],
      [-10, 10],
      [10, 10],
      [10, -10],
    ]);
    polygon.scale = 4;
    expect(polygon.scale).toEqual({ x: 4, y: 4 });
    polygon.setScale(2, 3);
    expect(polygon.scale).toEqual({ x: 2, y: 3 });
  });

  // isConvex / isSimple: a sepax Polygon is convex by construction, so the concave outline is
  // refused with NOT_CONVEX (simple, not convex) and the bow-tie with SELF_INTERSECTION (not simple).
  it('AND you scale it THEN isSimple works correctly for example polygons', () => {
    const simpleConvex: VecLike[] = [
      [144.890625, 389.609375],
      [144.890625, 211.6875],
      [289.6171875, 231.3203125],
      [297.53125, 407.0859375],
    ];
    const simpleConcave: VecLike[] = [...simpleConvex, [223.2890625, 303.015625]];
    const selfIntersecting: VecLike[] = [
      [124.1953125, 209.5546875],
      [276.203125, 396.7109375],
      [99.5546875, 363.4140625],
      [305.1015625, 215.703125],
    ];
    expect(codeOf(() => new Polygon(simpleConvex))).toBeUndefined();
    expect(codeOf(() => new Polygon(simpleConcave))).toBe('NOT_CONVEX');
    expect(codeOf(() => new Polygon(selfIntersecting))).toBe('SELF_INTERSECTION');
  });

  // Skipped: options, groups and userData (query port), isCentered (sepax has no re-centring of points).
});

describe('detect-collisions src/system.spec.js', () => {
  it('THEN you can change position within tree (the shape half)', () => {
    const circle = new Circle(10, { position: [0, 0] });
    expect(circle.position).toEqual({ x: 0, y: 0 });
    circle.setPosition(1, -1);
    expect(circle.position).toEqual({ x: 1, y: -1 });
  });

  it("THEN bodies with non-intersecting bbox don't check collisions", () => {
    const a = dcBox(10, 10, 100, 100);
    const b = dcBox(300, 300, 100, 100);
    expect(collide(a, b)).toBeNull();
    expect(overlaps(a, b)).toBe(false);
  });

  // physics.separate() pushes each moving body out of what it overlaps by its overlapV; in sepax
  // that is translating the box by each wall's mtv. The peer then expects no collision at all, in
  // its strict sense (SAT.js semantics: touching is not a collision), so depth 0 is allowed here.
  it('THEN separateBody works with 2 colliders at the same time', () => {
    const testBox = Polygon.box(25, 25, { position: [-5, -5] });
    const walls = [new Segment([0, 0], [100, 0]), new Segment([0, 0], [50, 50])];
    for (const wall of walls) expect(collide(wall, testBox)?.depth).toBeGreaterThan(0);
    for (const wall of walls) {
      const hit = collide(wall, testBox);
      if (hit) testBox.translate(hit.mtv.x, hit.mtv.y);
    }
    for (const wall of walls) {
      const hit = collide(wall, testBox);
      if (hit) expect(hit.depth).toBeLessThan(1e-9);
    }
  });

  // getCollisionPoints: the circles and boxes only touch; sepax reports the touch (depth 0) with
  // its contact midway between the surfaces, which is the touching point.
  it('THEN getCollisionPoints(Circle, Circle) works', () => {
    const hit = collide(
      new Circle(10, { position: [10, 10] }),
      new Circle(10, { position: [30, 10] }),
      new Collision(),
    );
    expect(hit).not.toBeNull();
    expect(hit!.contacts).toEqual([{ x: 20, y: 10 }]);
  });

  it('THEN getCollisionPoints(Circle, Box) works', () => {
    const hit = collide(new Circle(10, { position: [10, 10] }), dcBox(20, 0, 20, 20));
    expect(hit).not.toBeNull();
    expect(hit!.contacts).toEqual([{ x: 20, y: 10 }]);
  });

  it('THEN getCollisionPoints(Box, Circle) works', () => {
    const hit = collide(dcBox(20, 0, 20, 20), new Circle(10, { position: [10, 10] }));
    expect(hit).not.toBeNull();
    expect(hit!.contacts).toEqual([{ x: 20, y: 10 }]);
  });

  // Skipped: update() un-dirties (dirty flag), custom body classes (no factory functions in sepax),
  // Raycasts (the ellipse's too) and checkArea are in the query port.
});

describe('detect-collisions src/intersect.spec.js', () => {
  // circleOutsidePolygon: the circle's nearest box point (115, 152) is 54.1 from its centre > 50.
  it('THEN circleOutsidePolygon should work', () => {
    const box1 = dcBox(115, 152, 100, 100);
    const circle1 = new Circle(50, { position: [100, 100] });
    expect(overlaps(circle1, box1)).toBe(false);
  });
  // intersectLineLine / intersectLineCircle: the query port (ray casts). Concave aInB cases: decomp's port.
});

describe('detect-collisions src/utils.spec.js', () => {
  // getBounceDirection(a, b) is the unit direction that takes A away from B: sepax's −normal.
  it('THEN getBounceDirection works correctly', () => {
    const a = new Circle(30, { position: [100, 100] });
    const b = new Circle(30, { position: [120, 100] });
    const hit = collide(a, b);
    expect(hit).not.toBeNull();
    expect(-hit!.normal.x).toBe(-1);
    expect(hit!.normal.y === 0).toBe(true);
  });
});
