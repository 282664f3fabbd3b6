// sepax: one SpatialIndex, bodies moved with setPosition + update(handle), then pairs() with
// the exact Collision (normal, depth, MTV) of every overlapping pair.
import { SpatialIndex } from '@sepax/query';
import { pairKey, sepaxShape } from './scene.mjs';

export function sepaxBroadphase(scene) {
  const index = new SpatialIndex();
  const shapes = scene.bodies.map((b) => sepaxShape(b));
  const handles = shapes.map((s) => index.insert(s));
  const n = scene.count;
  const moving = scene.moving;
  // The depth sum lives in a Float64Array: a `let` captured by the callback would hold a
  // boxed double, and V8 allocates a new one on every `+=` (16 B per pair).
  const sum = new Float64Array(1);
  let keys = null;
  const onPair = (a, b, hit) => {
    sum[0] += hit.depth;
    if (keys !== null) keys.push(pairKey(handles[a], handles[b], n));
  };
  return {
    name: 'sepax SpatialIndex',
    ours: true,
    tolerance: 0,
    frame(px, py, collect = null) {
      for (let i = 0; i < moving; i++) {
        shapes[i].setPosition(px[i], py[i]);
        index.update(handles[i]);
      }
      sum[0] = 0;
      keys = collect;
      const count = index.pairs(onPair);
      keys = null;
      return count + sum[0];
    },
  };
}
