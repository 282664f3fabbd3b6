// Broad phase with MTV: 1k and 10k moving bodies (boxes, circles, convex polygons; 15 %
// coverage), per frame: move every body, update the structure, list every overlapping pair
// with its depth. sepax SpatialIndex against check2d (with and without padding), matter-js's
// Detector, planck's World broad phase + contacts, collisions, and rbush + SAT.js.
//   npx tsc --build packages/core packages/query && node --expose-gc bench/suites/query-broadphase.mjs
// One op = one body-frame (ns/op × n = time per frame). Everyone replays the same seeded
// motion (lib/peers-query/scene.mjs). Before timing, each contender's pair list for one frame
// is compared with a reference (O(n²) brute force at 1k, a grid hash at 10k; sepax `collide`
// decides): a pair in one list and not the other must be within the contender's stated
// tolerance of touching, and sepax's must be identical.
import { bytesPerCall, compare } from '../lib/harness.mjs';
import { check2dBroadphase } from '../lib/peers-query/broadphase-check2d.mjs';
import { collisionsBroadphase } from '../lib/peers-query/broadphase-collisions.mjs';
import { matterBroadphase } from '../lib/peers-query/broadphase-matter.mjs';
import { planckBroadphase } from '../lib/peers-query/broadphase-planck.mjs';
import { rbushSatBroadphase } from '../lib/peers-query/broadphase-rbush-sat.mjs';
import { sepaxBroadphase } from '../lib/peers-query/broadphase-sepax.mjs';
import { advance, brutePairs, comparePairs, makeScene, motion, referencePairs } from '../lib/peers-query/scene.mjs';

const SIZES = (process.env.SIZES ?? '1000,10000').split(',').map(Number);
const PEERS = [
  (scene) => check2dBroadphase(scene, 0),
  (scene) => check2dBroadphase(scene, 0.1),
  matterBroadphase,
  planckBroadphase,
  collisionsBroadphase,
  rbushSatBroadphase,
];
const TARGET = 3;

for (const count of SIZES) {
  const notes = [];
  const scene = makeScene({ seed: 0xb0d1e5 + count, count });
  const contenders = [sepaxBroadphase, ...PEERS].map((make) => {
    const adapter = make(scene);
    const state = motion(scene);
    return {
      name: adapter.name,
      ours: adapter.ours,
      adapter,
      state,
      run() {
        advance(state, scene.size);
        return adapter.frame(state.px, state.py);
      },
      check() {
        advance(state, scene.size);
        const keys = [];
        adapter.frame(state.px, state.py, keys);
        const reference =
          count <= 2000 ? brutePairs(scene, state.px, state.py) : referencePairs(scene, state.px, state.py);
        const { error, differ } = comparePairs(keys, reference, adapter.tolerance, count);
        notes.push(
          `${adapter.name}: ${keys.length} pairs vs ${reference.keys.size} in the reference; ${differ} differ (allowed within ±${adapter.tolerance} of touching)`,
        );
        return error;
      },
    };
  });
  const pairs = referencePairs(scene, motion(scene).px, motion(scene).py).keys.size;
  const results = compare(
    `${count} moving bodies, one frame: move + update + all pairs with depth (~${pairs} pairs; ns per body)`,
    contenders,
    {
      ops: count,
      rounds: count > 5000 ? 5 : 9,
    },
  );
  console.log(`\noracle check, one frame: ${notes.join('; ')}`);
  const sepax = contenders[0];
  const bytes = bytesPerCall(() => sepax.run(), count > 5000 ? 50 : 300);
  console.log(
    `\nsepax bytes allocated per frame (${count} bodies, after warm-up): ${Number.isFinite(bytes) ? bytes.toFixed(0) : 'n/a (run with --expose-gc)'}`,
  );
  summarise(results, count);
}

function summarise(results, count) {
  const ours = results.find((r) => r.ours);
  const peers = results.filter((r) => !r.ours && r.error === null);
  const fastest = peers.reduce((best, r) => (best === null || r.nsPerOp < best.nsPerOp ? r : best), null);
  if (!ours || !fastest) return;
  const ratio = fastest.nsPerOp / ours.nsPerOp;
  console.log(
    `\n${count} bodies: sepax ${(ours.nsPerOp * count * 1e-6).toFixed(2)} ms/frame, fastest agreeing peer ${fastest.name} ${(fastest.nsPerOp * count * 1e-6).toFixed(2)} ms/frame → ${ratio.toFixed(2)}× (target ≥ ${TARGET}× at 10k: ${ratio >= TARGET ? 'met' : 'not met'})`,
  );
}
