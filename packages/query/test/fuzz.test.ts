// Every public callable of @sepax/query under garbage arguments (test-support/garbage-fuzz.ts).
import { Capsule, Circle, Compound, Polygon } from '@sepax/core';
import * as query from '@sepax/query';
import { ClosestPointResult, RaycastHit, SpatialIndex, SweepHit } from '@sepax/query';
import { describeGarbageFuzz } from '../../../test-support/garbage-fuzz.js';

const box = () => Polygon.box(2, 1, { position: [0.5, 0], angle: 0.3 });
const ell = () =>
  new Compound([Polygon.box(2, 0.5, { position: [0, -0.75] }), Polygon.box(0.5, 2, { position: [-0.75, 0] })], {
    position: [3, 0.1],
  });
const ray = () => ({ origin: [-5, 0.1], direction: [1, 0], maxDistance: 20 });
const ringWithHole = () => ({
  outer: [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
  ],
  holes: [
    [
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 1],
    ],
  ],
});
const options = () => ({ category: 1, mask: 0xffffffff, filter: () => true });
/** An index holding a box (handle 0), a compound and a capsule. */
function filledIndex(): SpatialIndex<string> {
  const index = new SpatialIndex<string>({ margin: 0.1 });
  index.insert(box(), { data: 'box', category: 1, mask: 1 });
  index.insert(ell(), { data: 'ell' });
  index.insert(new Capsule([0, 0], [0, 2], 0.5, { position: [6, 0] }));
  return index;
}

describeGarbageFuzz('@sepax/query', {
  exports: query,
  source: new URL('../src/', import.meta.url),
  functions: {
    closestPoint: () => [[3, 3], ell(), new ClosestPointResult()],
    distanceToPoint: () => [[3, 3], box()],
    pointInPolygon: () => [[0.5, 0.5], ringWithHole()],
    pointInShape: () => [[0.5, 0.5], ell()],
    raycast: () => [ray(), ell(), new RaycastHit()],
    sweep: () => [new Circle(0.5, { position: [-4, 0] }), [10, 0], ell(), new SweepHit()],
    sweepRotating: () => [new Circle(0.5, { position: [-4, 0] }), [10, 0], 1, ell(), new SweepHit()],
  },
  classes: {
    ClosestPointResult: { construct: () => [], members: {} },
    RaycastHit: { construct: () => [], members: {} },
    SweepHit: { construct: () => [], members: {} },
    SpatialIndex: {
      construct: () => [{ margin: 0.1 }],
      make: filledIndex,
      members: {
        insert: () => [box(), { data: 'new', category: 2, mask: 3 }],
        build: () => [[{ shape: box(), data: 'a' }, { shape: ell() }]],
        update: () => [0],
        remove: () => [1],
        has: () => [0],
        shape: () => [0],
        data: () => [0],
        queryPoint: () => [[0.5, 0], options(), []],
        queryRegion: () => [{ minX: -1, minY: -1, maxX: 4, maxY: 1 }, options(), []],
        queryShape: () => [box(), options(), []],
        raycast: () => [ray(), options(), undefined],
        raycastAll: () => [ray(), options()],
        sweep: () => [new Circle(0.25, { position: [-4, 0] }), [12, 0], options(), undefined],
        pairs: () => [() => {}],
      },
    },
  },
  skip: {},
});
