// Cases ported from detect-collisions' test suite (MIT licence, Copyright (c) 2017-2024 Sinova,
// Prozi): https://github.com/Prozi/detect-collisions/tree/82ae2a7/src (bodies/polygon.spec.js,
// intersect.spec.js): its concave polygons, which sepax collides as the Compound that
// toColliders builds. Inputs and expected values are the peer's; the code is sepax's. Notice:
// ./NOTICE.md. Convex cases are in packages/core/test/peer-suites and packages/query/test/peer-suites.
//
// detect-collisions places a polygon's points at its position (createPolygon({ x, y }, points));
// toColliders takes the same as its `position` option, and its rotation and scale as `angle` and `scale`.
import { Circle, collide, overlaps, Segment, type Vec2 } from '@sepax/core';
import { describe, expect, it } from 'vitest';
import { toColliders, validate } from '../../src/index.js';
import { pointInRing } from '../support.js';

type Pt = [number, number];

/** The outline used by several of the peer's concave cases. */
const fShape: Pt[] = [
  [-11.25, -6.76],
  [-12.5, -6.76],
  [-12.5, 6.75],
  [-3.1, 6.75],
  [-3.1, 0.41],
  [-2.35, 0.41],
  [-2.35, 6.75],
  [0.77, 6.75],
  [0.77, 7.5],
  [-13.25, 7.5],
  [-13.25, -7.51],
  [-11.25, -7.51],
];

const pentagon: Pt[] = [
  [190, 147],
  [256, 265],
  [400, 274],
  [360, 395],
  [80, 350],
];

const scaled = (points: Pt[], k: number): Pt[] => points.map(([x, y]) => [x * k, y * k]);

describe('detect-collisions src/bodies/polygon.spec.js', () => {
  it('AND is concave (not convex) polygon THEN it collides properly (concave vs convex, apart)', () => {
    const concave = toColliders(pentagon);
    const convex = toColliders([
      [273, 251],
      [200, 120],
      [230, 40],
      [320, 10],
      [440, 86],
      [440, 220],
    ]);
    expect(collide(concave, convex)).toBeNull();
    expect(overlaps(concave, convex)).toBe(false);
  });

  it('AND is concave (not convex) polygon THEN it collides properly (concave vs circle)', () => {
    const concave = toColliders(fShape);
    const convex = new Circle(1, { position: [0, 7] });
    expect(collide(concave, convex)).not.toBeNull();
  });

  it('AND is concave (not convex) polygon THEN it collides properly when rotated', () => {
    const concave = toColliders(scaled(fShape, -1), { angle: Math.PI });
    const convex = new Circle(1, { position: [0, 7] });
    expect(collide(concave, convex)).not.toBeNull();
  });

  // https://github.com/Prozi/detect-collisions/issues/91
  it('AND you scale it THEN it collides properly', () => {
    const circle = new Circle(4, { position: [50, 60] });
    const polygon = toColliders(
      [
        [25, 0],
        [33.8, 18.6],
        [44.3, 21],
        [50, 34.7],
        [48.5, 45],
        [37.6, 46],
        [12.7, 46],
        [1.5, 45],
        [0, 34.7],
        [5.7, 21],
        [16.2, 18.6],
      ],
      { scale: 2 },
    );
    expect(collide(circle, polygon)).not.toBeNull();
  });

  // isSimple: validate reports no error for a simple outline, convex or not, and
  // SELF_INTERSECTION for the bow-tie.
  it('AND you scale it THEN isSimple works correctly for example polygons', () => {
    const simpleConvex: Pt[] = [
      [144.890625, 389.609375],
      [144.890625, 211.6875],
      [289.6171875, 231.3203125],
      [297.53125, 407.0859375],
    ];
    const simpleConcave: Pt[] = [...simpleConvex, [223.2890625, 303.015625]];
    const selfIntersecting: Pt[] = [
      [124.1953125, 209.5546875],
      [276.203125, 396.7109375],
      [99.5546875, 363.4140625],
      [305.1015625, 215.703125],
    ];
    const errors = (ring: Pt[]) => validate(ring).filter((p) => p.severity === 'error');
    expect(errors(simpleConvex)).toEqual([]);
    expect(errors(simpleConcave)).toEqual([]);
    expect(errors(selfIntersecting).map((p) => p.code)).toContain('SELF_INTERSECTION');
  });
});

/** The area of intersect.spec.js's last case, in its own frame. */
const areaPoints: Pt[] = [
  [0.6130543326510463, 106.93230934551116],
  [14.304601095190236, 108.97690417047312],
  [26.565687748210426, 102.638660213091],
  [37.19196284749458, 114.49731019787046],
  [45.97907494882571, 110.40812054794652],
  [57.21840438076086, 112.45271537290849],
  [65.801165037875, 108.15906624048836],
  [79.08400891198019, 107.75014727549596],
  [86.64501234800932, 112.65717485540466],
  [110.96283420983266, 100.59406538812902],
  [124.04132663972084, 98.75393004566324],
  [135.89371040430703, 96.70933522070128],
  [148.76785138997823, 98.34501108067089],
  [153.4679346069693, 101.20744383561764],
  [171.24651025384853, 83.21500937595229],
  [184.93805701638777, 88.9398748858458],
  [191.2729517871149, 91.80230764079256],
  [200.67311822109704, 83.01054989345607],
  [211.2993933203811, 81.7837929984789],
  [221.31261408701428, 86.07744213089904],
  [231.32583485364745, 85.66852316590666],
  [235.6172151822045, 87.09973954338002],
  [246.6521931699227, 60.111087853882],
  [257.6871711576408, 62.76906112633256],
  [265.24817459367, 48.86581631659115],
  [279.7571271330771, 39.665139604262265],
  [291.6095108976633, 44.98108614916339],
  [302.8488403295985, 43.14095080669762],
  [313.6794668730996, 45.18554563165961],
  [327.7797165240729, 0],
  [339.83645173287607, 18.40135342465777],
  [358.6367846008403, 17.58351549467298],
  [370.28481692120954, 26.375273242009456],
  [376.00665735928567, 29.033246514460014],
  [385.81552668170184, 15.9478396347034],
  [396.03309889255195, 25.352975829528447],
  [379.4806319109747, 43.95878873668238],
  [363.54121926204846, 38.642842191781256],
  [355.57151293758534, 31.28230082191817],
  [337.17988295805515, 32.30459823439918],
  [330.64063674311103, 25.148516347032256],
  [321.4448217533459, 59.29324992389718],
  [306.7315177697217, 56.430817168950455],
  [298.3531085568245, 54.999600791477064],
  [289.3616450112763, 57.044195616439026],
  [282.2093444636813, 53.772843896499865],
  [274.8526924718691, 59.29324992389721],
  [263.40901159571695, 78.10352231354733],
  [254.8262509386028, 75.65000852359299],
  [244.19997583931865, 99.57176797564804],
  [231.93888918629844, 98.34501108067089],
  [220.69955975436332, 100.59406538812904],
  [212.72985342990015, 96.70933522070128],
  [205.78190432652204, 97.11825418569369],
  [193.31646622928488, 105.50109296803775],
  [182.28148824156673, 102.4342007305948],
  [175.1291876939716, 100.38960590563283],
  [168.38559003481052, 111.63487744292372],
  [153.26358316275227, 114.90622916286284],
  [143.4547138403361, 112.45271537290849],
  [134.258898850571, 112.65717485540466],
  [123.83697519550388, 115.31514812785522],
  [116.27597175947474, 115.31514812785522],
  [84.80584935005626, 129.62731190258904],
  [75.20133147185712, 123.4935274277031],
  [67.43597659161102, 123.4935274277031],
  [56.809701492326866, 126.96933863013844],
  [49.24869805629774, 125.53812225266508],
  [35.352799849541526, 127.58271707762704],
  [26.361336303993397, 120.22217570776397],
  [20.63949586591733, 124.92474380517648],
  [0, 121.44893260274114],
];

describe('detect-collisions src/intersect.spec.js', () => {
  it('THEN circle inside concave polygon have correct aInB, bInA', () => {
    const concave = toColliders(scaled(fShape, 10), { position: [200, 100] });
    const convex = new Circle(1, { position: [71.2, 37.5] });
    const hit = collide(convex, concave);
    expect(hit).not.toBeNull();
    expect(hit!.aInB).toBe(true);
    expect(hit!.bInA).toBe(false);
  });

  it('THEN concave polygon inside circle have correct aInB, bInA', () => {
    const convex = new Circle(40, { position: [-5, 3.75] });
    const concave = toColliders(scaled(fShape, 0.01), { position: [-5, 3.75] });
    const hit = collide(concave, convex);
    expect(hit).not.toBeNull();
    expect(hit!.aInB).toBe(true);
    expect(hit!.bInA).toBe(false);
  });

  it('THEN concave polygon inside concave polygon have correct aInB, bInA', () => {
    const concave = toColliders(scaled(pentagon, 2), { position: [-200, -300] });
    const concaveInside = toColliders(pentagon);
    const hit = collide(concave, concaveInside);
    expect(hit).not.toBeNull();
    expect(hit!.aInB).toBe(false);
    expect(hit!.bInA).toBe(true);
  });

  // The area and the line of the peer's last case (the line in world coordinates).
  const area = () => toColliders(areaPoints, { position: [144.71938174052755, 113.40348796741262] });
  const line = () =>
    new Segment(
      [338.814694511791 + 152.89343950920775, 15.538920669710976 + 123.4220026097263],
      [349.64532105529213 + 152.89343950920775, 12.880947397260442 + 123.4220026097263],
    );

  it('THEN circle and line inside concave aInB works', () => {
    const circle = new Circle(3, { position: [200, 232] });

    const lineHit = collide(line(), area());
    expect(lineHit).not.toBeNull();
    expect(lineHit!.bInA).toBe(false);

    const circleHit = collide(circle, area());
    expect(circleHit).not.toBeNull();
    expect(circleHit!.aInB).toBe(true);
    expect(circleHit!.bInA).toBe(false);

    expect(collide(circle, line())).toBeNull();
  });

  // The reference for the next case: both ends of the line lie inside the area's ring and no edge
  // of the ring meets the line, so the whole line lies inside the area.
  it('THEN circle and line inside concave aInB works (the line is inside: reference)', () => {
    const ring = areaPoints.map(([x, y]) => ({ x: x + 144.71938174052755, y: y + 113.40348796741262 }));
    const { a, b } = line();
    expect(pointInRing(a, ring) && pointInRing(b, ring)).toBe(true);
    const side = (p: Vec2, q: Vec2, r: Vec2) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
    const crossings = ring.filter((p, i) => {
      const q = ring[(i + 1) % ring.length]!;
      return side(a, b, p) * side(a, b, q) <= 0 && side(p, q, a) * side(p, q, b) <= 0;
    });
    expect(crossings).toEqual([]);
  });

  // The line crosses the seam between two convex pieces of the area: it lies in their union
  // (no single piece), which is what the peer's aInB asserts.
  it('THEN circle and line inside concave aInB works (line aInB)', () => {
    expect(collide(line(), area())!.aInB).toBe(true);
  });
});
