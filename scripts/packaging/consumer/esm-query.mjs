// @sepax/query from its tarball: a ray onto a box, point-in-polygon with a hole, an index.
import { Circle, Polygon } from '@sepax/core';
import { pointInPolygon, raycast, SpatialIndex } from '@sepax/query';
import { check, near } from './check.mjs';

const hit = raycast({ origin: [-5, 0.5], direction: [1, 0] }, Polygon.box(2, 2));
check(hit !== null, 'the ray hits the box');
near(hit.distance, 4, 'ray distance');
near(hit.normal.x, -1, 'ray normal');
const frame = JSON.parse(
  '{ "outer": [[0, 0], [10, 0], [10, 10], [0, 10]], "holes": [[[3, 3], [7, 3], [7, 7], [3, 7]]] }',
);
check(!pointInPolygon([5, 5], frame), 'the hole is outside');
check(pointInPolygon([1, 5], frame), 'the frame is inside');
const index = new SpatialIndex();
const a = index.insert(new Circle(1, { position: [0, 0] }), { data: 'a' });
index.insert(new Circle(1, { position: [10, 0] }), { data: 'b' });
const found = index.queryPoint([0.5, 0.5]);
check(found.length === 1 && found[0] === a, 'queryPoint finds the one circle under the point');
console.log('query: ok');
