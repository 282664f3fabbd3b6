// rbush 4 + SAT.js: the do-it-yourself broad phase. Every frame the moving bodies' boxes are
// recomputed and all boxes bulk-loaded into a fresh R-tree (rbush's fastest path when
// everything moves), each body searches its box, and SAT.js tests each candidate pair once
// with a Response, whose overlap vector is the MTV.
import RBush from 'rbush';
import SAT from 'sat';
import { pairKey, worldVertices } from './scene.mjs';

export function rbushSatBroadphase(scene) {
  const tree = new RBush();
  const n = scene.count;
  const kinds = scene.bodies.map((b) => b.kind);
  const shapes = scene.bodies.map((b) => {
    if (b.kind === 'circle') return new SAT.Circle(new SAT.Vector(b.x, b.y), b.radius);
    const flat = worldVertices(b, 0, 0);
    const points = [];
    for (let i = 0; i < flat.length; i += 2) points.push(new SAT.Vector(flat[i], flat[i + 1]));
    return new SAT.Polygon(new SAT.Vector(b.x, b.y), points);
  });
  // Box offsets relative to the position (angles are fixed).
  const ext = scene.bodies.map((b) => {
    if (b.kind === 'circle') return [-b.radius, -b.radius, b.radius, b.radius];
    const flat = worldVertices(b, 0, 0);
    const xs = flat.filter((_, k) => k % 2 === 0);
    const ys = flat.filter((_, k) => k % 2 === 1);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  });
  const items = scene.bodies.map((b, i) => ({
    minX: b.x + ext[i][0],
    minY: b.y + ext[i][1],
    maxX: b.x + ext[i][2],
    maxY: b.y + ext[i][3],
    i,
  }));
  const moving = scene.moving;
  const response = new SAT.Response();
  const test = (i, j) => {
    response.clear();
    const a = shapes[i];
    const b = shapes[j];
    if (kinds[i] === 'circle')
      return kinds[j] === 'circle' ? SAT.testCircleCircle(a, b, response) : SAT.testCirclePolygon(a, b, response);
    return kinds[j] === 'circle' ? SAT.testPolygonCircle(a, b, response) : SAT.testPolygonPolygon(a, b, response);
  };
  return {
    name: 'rbush 4 + SAT.js',
    tolerance: 1e-7,
    frame(px, py, collect = null) {
      for (let i = 0; i < moving; i++) {
        shapes[i].pos.x = px[i];
        shapes[i].pos.y = py[i];
        const e = ext[i];
        const item = items[i];
        item.minX = px[i] + e[0];
        item.minY = py[i] + e[1];
        item.maxX = px[i] + e[2];
        item.maxY = py[i] + e[3];
      }
      tree.clear();
      tree.load(items);
      let sum = 0;
      for (let i = 0; i < n; i++) {
        for (const other of tree.search(items[i])) {
          const j = other.i;
          if (j <= i || !test(i, j)) continue;
          sum += 1 + response.overlap;
          if (collect !== null) collect.push(pairKey(i, j, n));
        }
      }
      return sum;
    },
  };
}
