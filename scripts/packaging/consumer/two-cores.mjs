// Two copies of @sepax/core: the app's own (a newer version, top level) and an older one nested
// under each sibling package, as npm lays out a sibling whose range the app's core misses.
// Shapes made by either copy must work with the other, and errors must pass either's instanceof.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Circle, Compound, collide, Polygon, SepaxError } from '@sepax/core';
import { decompose, toColliders } from '@sepax/decomp';
import { Obb } from '@sepax/obb3';
import { pointInShape, raycast, SpatialIndex } from '@sepax/query';
import { check, near } from './check.mjs';

const require = createRequire(import.meta.url);
const versionOf = (from) => {
  const paths = [from];
  const file = require.resolve('@sepax/core/package.json', { paths });
  return { file, version: JSON.parse(readFileSync(file, 'utf8')).version };
};
const ours = versionOf(process.cwd());
const siblings = ['query', 'decomp', 'obb3'].map((name) =>
  versionOf(require.resolve(`@sepax/${name}/package.json`).replace(/package\.json$/, '')),
);
for (const theirs of siblings) {
  check(theirs.file !== ours.file && theirs.version !== ours.version, `two copies of core: ${theirs.file}`);
}

// The app's shapes in query (its own core copy).
const index = new SpatialIndex();
const box = Polygon.box(2, 2);
index.insert(box, { data: 'box' });
check(index.queryPoint([0.5, 0.5]).length === 1, "query's index takes the app's Polygon");
check(pointInShape([0.9, 0.9], box), "pointInShape takes the app's Polygon");
near(raycast({ origin: [-5, 0.5], direction: [1, 0] }, box).distance, 4, "raycast on the app's Polygon");

// decomp's Compound in the app's collide.
const body = toColliders(JSON.parse('[[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]]'));
check(!(body instanceof Compound), "decomp's Compound comes from the other copy");
const hit = collide(body, new Circle(0.25, { position: [3, 0.9] }));
check(hit !== null, "the app's collide takes decomp's Compound");
near(hit.depth, 0.35, 'depth against the top of the foot');
check(collide(body, new Circle(0.25, { position: [3, 3] })) === null, 'and misses in the notch');
check(
  decompose([
    [0, 0],
    [1, 0],
    [0, 1],
  ]).length === 1,
  'decompose still works',
);

// Errors from the other copies pass the app's instanceof.
for (const [what, fn] of [
  ['obb3', () => new Obb([-1, 1, 1])],
  [
    'decomp',
    () =>
      decompose([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
  ],
  ['query', () => index.insert({ kind: 'polygon' })],
]) {
  let caught;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  check(caught instanceof SepaxError, `${what}'s error is a SepaxError to the app (got ${caught})`);
  check(typeof caught.code === 'string', `${what}'s error keeps its code`);
}
console.log(`two cores (app ${ours.version}, siblings ${siblings.map((s) => s.version).join(', ')}): ok`);
