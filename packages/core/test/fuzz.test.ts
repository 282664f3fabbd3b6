// Every public callable of @sepax/core under garbage arguments (test-support/garbage-fuzz.ts).
import * as core from '@sepax/core';
import * as internal from '@sepax/core/internal';
import { Capsule, Chain, Circle, Collision, Compound, DistanceResult, MassProperties, Polygon } from '@sepax/core';
import { describeGarbageFuzz } from '../../../test-support/garbage-fuzz.js';

const box = () => Polygon.box(2, 1, { position: [0.5, 0], angle: 0.3 });
const ball = () => new Circle(0.75, { position: [1, 0.5] });
const pill = () => new Capsule([0, 0], [1, 1], 0.25);
const ell = () =>
  new Compound([Polygon.box(2, 0.5, { position: [0, -0.75] }), Polygon.box(0.5, 2, { position: [-0.75, 0] })], {
    position: [0.2, 0.1],
  });
const terrain = () =>
  new Chain(
    [
      [-2, 0],
      [0, 0],
      [2, 0.5],
    ],
    { oneSided: true },
  );
const transform = () => ({ position: [1, 2], angle: 0.5, scale: [1, 1] });
const shapeMembers = {
  setPosition: () => [1, 2],
  translate: () => [1, 2],
  setAngle: () => [0.5],
  rotate: () => [0.5],
  setScale: () => [2, 2],
  setTransform: () => [transform()],
  worldPoints: () => [],
  worldNormals: () => [],
  worldRadius: () => [],
  aabb: () => [{ minX: 0, minY: 0, maxX: 0, maxY: 0 }],
  toJSON: () => [],
  'set position': () => [[1, 2]],
  'set angle': () => [0.5],
  'set scale': () => [[2, 2]],
};

describeGarbageFuzz('@sepax/core', {
  // The internal entry is fuzzed too: sibling packages pass it what their users gave them.
  exports: { ...core, ...internal },
  source: new URL('../src/', import.meta.url),
  functions: {
    aabbOverlaps: () => [box().aabb(), ball().aabb()],
    fromJSON: () => [
      {
        type: 'polygon',
        points: [
          [0, 0],
          [1, 0],
          [0, 1],
        ],
        position: [1, 1],
      },
    ],
    collide: () => [ell(), box(), new Collision()],
    overlaps: () => [ell(), pill()],
    distance: () => [box(), ell(), new DistanceResult()],
    massProperties: () => [ell(), 2, new MassProperties()],
    isPointForm: () => [[1, 2]],
    describeValue: () => [{ x: 1, y: 'a' }],
    readFinite: () => [1],
    readVec: () => [[1, 2]],
    readRayMaxDistance: () => [5],
    readOptions: () => [{ margin: 1 }],
    isShape: () => [box()],
    isConvexShape: () => [ball()],
    isCompound: () => [ell()],
    isChain: () => [terrain()],
    requireOut: () => [[]],
  },
  classes: {
    Polygon: {
      construct: () => [
        [
          [0, 0],
          [2, 0],
          [1, 1],
        ],
        transform(),
      ],
      members: {
        ...shapeMembers,
        'static rounded': () => [
          [
            [0, 0],
            [2, 0],
            [1, 1],
          ],
          0.25,
          transform(),
        ],
        'static box': () => [2, 1, transform()],
        'static regular': () => [6, 1, transform()],
        'static ellipse': () => [3, 1, transform(), 0.01],
        'static hull': () => [
          [
            [0, 0],
            [2, 0],
            [1, 1],
            [1, 0.2],
          ],
          transform(),
        ],
      },
    },
    Circle: { construct: () => [1, transform()], members: shapeMembers },
    Capsule: { construct: () => [[0, 0], [1, 0], 0.5, transform()], members: shapeMembers },
    Point: { construct: () => [[1, 2]], members: shapeMembers },
    Segment: { construct: () => [[0, 0], [1, 0.5], transform()], members: shapeMembers },
    Chain: {
      construct: () => [
        [
          [-2, 0],
          [0, 0],
          [2, 0.5],
        ],
        { loop: false, oneSided: true },
        transform(),
      ],
      make: terrain,
      members: shapeMembers,
    },
    MassProperties: { construct: () => [], members: {} },
    Compound: {
      construct: () => [[box(), ball()], transform()],
      make: ell,
      members: shapeMembers,
    },
    Collision: { construct: () => [], members: {} },
    DistanceResult: { construct: () => [], members: {} },
  },
  wrap: {
    readFinite: (f) => (value) => f(value, 'value'),
    readVec: (f) => (p) => f(p, 'point'),
    readOptions: (f) => (options) => f(options, 'options', '{ margin? }'),
    requireOut: (f) => (out) => f(out, Array.isArray, 'query', 'an array'),
  },
  skip: {
    Shape:
      'abstract: its constructor refuses every call (hostile-arguments.test.ts); its members are fuzzed through the concrete shapes',
    ConvexShape:
      'abstract: its constructor refuses every call (hostile-arguments.test.ts); its members are fuzzed through the concrete shapes',
    SepaxError: 'the error type itself: sepax constructs it',
    readVecInto: 'internal: callers pass their own scratch out',
    readXYInto: 'internal: callers pass their own scratch out',
    measureDirection: 'internal: callers pass typed arrays they own',
    orient: 'internal: callers pass points they validated',
    orientXY: 'internal: callers pass coordinates they validated',
    requireWorkableRange: 'internal: callers pass the numbers they measured',
    gatherNearPairs: 'internal: sibling packages pass shapes they checked',
    worldBoxOf: 'internal: sibling packages pass shapes they checked',
    NearPairs: 'internal scratch record of sibling packages',
    PartList: 'internal scratch record of sibling packages',
    chainNormalRule: 'internal: query passes the chain and contact it computed',
    chainFreeNormal: 'internal: query passes the chain and segment index it computed',
    sortPrefix: 'internal: callers pass their own scratch array and its filled length',
    touchGeometry: 'internal: the index passes the shapes it holds and how many of its scratch slots it filled',
    independentGroups: 'internal: decomp and the CLI pass the paths they built from checked points',
    normalizeConvexPoints:
      "internal: decomp passes the finite coordinates of a piece it finished (Polygon's own use is fuzzed)",
  },
});
