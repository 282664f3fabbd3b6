// Broad phase with MTV: 1k, 10k and 100k moving bodies (boxes, circles, convex polygons; 15 %
// coverage, the same density at every size), and 100k static bodies with 1k moving among
// them (a tile map); per frame: move the moving bodies, update the structure, list every
// overlapping pair with its depth. sepax SpatialIndex against check2d (with and without
// padding), matter-js's Detector, planck's World broad phase + contacts, collisions, and
// rbush bulk-loaded each frame + SAT.js (each with its MTV computed). Above 20k bodies only
// the peers that finish a frame in well under a second run (check2d, rbush + SAT.js, and
// matter-js when every body moves).
//   npx tsc --build packages/core packages/query && node --expose-gc bench/suites/query-broadphase.mjs
// CASES=1000,10000,100000/1000 picks cases: bodies, or bodies/moving. ORDER=spatial lists the
// bodies along a Z-order curve (see makeScene) instead of in random order.
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

const CASES = (process.env.CASES ?? process.env.SIZES ?? '1000,10000,100000,100000/1000').split(',').map((c) => {
  const [count, moving = count] = c.split('/').map(Number);
  return { count, moving };
});
const ORDER = process.env.ORDER === 'spatial' ? 'spatial' : 'random';
const PEERS = [
  (scene) => check2dBroadphase(scene, 0),
  (scene) => check2dBroadphase(scene, 0.1),
  matterBroadphase,
  planckBroadphase,
  collisionsBroadphase,
  rbushSatBroadphase,
];
const LARGE_PEERS = [(scene) => check2dBroadphase(scene, 0), rbushSatBroadphase];
const LARGE = 20_000;
const TARGET = 3;
const perBody = [];

for (const { count, moving } of CASES) {
  const notes = [];
  const scene = makeScene({ seed: 0xb0d1e5 + count, count, moving, order: ORDER });
  // matter-js's Detector takes seconds per frame with many static bodies.
  const large = moving === count ? [...LARGE_PEERS, matterBroadphase] : LARGE_PEERS;
  const makers = [sepaxBroadphase, ...(count > LARGE ? large : PEERS)];
  const contenders = makers.map((make) => {
    const adapter = make(scene);
    const state = motion(scene);
    return {
      name: adapter.name,
      ours: adapter.ours,
      adapter,
      state,
      run() {
        advance(state, scene.size, moving);
        return adapter.frame(state.px, state.py);
      },
      check() {
        advance(state, scene.size, moving);
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
  const listed = ORDER === 'spatial' ? ', listed in Z-order' : '';
  const what = `${moving === count ? `${count} moving bodies` : `${count} bodies, ${moving} of them moving`}${listed}`;
  const results = compare(
    `${what}, one frame: move + update + all pairs with depth (~${pairs} pairs; ns per body)`,
    contenders,
    {
      ops: count,
      rounds: count > 5000 ? 5 : 9,
      minMs: count > LARGE ? 1 : 40,
    },
  );
  const bodyBytes = makers.map((make) => measureBuild(make, scene) / count);
  console.log(
    `\nbytes per body (the structure and its shapes after one frame, after gc; built afresh): ${contenders.map((c, i) => `${c.name} ${Number.isFinite(bodyBytes[i]) ? bodyBytes[i].toFixed(0) : 'n/a'}`).join('; ')}`,
  );
  console.log(`\noracle check, one frame: ${notes.join('; ')}`);
  const sepax = contenders[0];
  const bytes = bytesPerCall(() => sepax.run(), count > 5000 ? 50 : 300);
  console.log(
    `\nsepax bytes allocated per frame (${count} bodies, after warm-up): ${Number.isFinite(bytes) ? bytes.toFixed(0) : 'n/a (run with --expose-gc)'}`,
  );
  summarise(results, count, moving);
  if (moving === count) perBody.push({ count, ns: results.find((r) => r.ours).nsPerOp });
}
if (perBody.length > 1) {
  const first = perBody[0];
  const cells = perBody.map((p) => `${p.count}: ${p.ns.toFixed(0)} ns (${(p.ns / first.ns).toFixed(2)}×)`);
  console.log(`\nsepax cost per moving body, by scene size: ${cells.join('; ')}`);
}

/** Builds a contender afresh, runs one frame, and measures the memory it holds on to (heap + external, after gc). */
function measureBuild(make, scene) {
  if (typeof globalThis.gc !== 'function') return NaN;
  const used = () => {
    for (let k = 0; k < 3; k++) globalThis.gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const state = motion(scene);
  advance(state, scene.size, scene.moving);
  const before = used();
  const adapter = make(scene);
  adapter.frame(state.px, state.py); // structures built lazily are built by the first frame
  const bytes = used() - before;
  if (adapter.frame.length < 0) throw new Error('unreachable: keeps the adapter alive until measured');
  return bytes;
}

function summarise(results, count, moving) {
  const ours = results.find((r) => r.ours);
  const peers = results.filter((r) => !r.ours && r.error === null);
  const fastest = peers.reduce((best, r) => (best === null || r.nsPerOp < best.nsPerOp ? r : best), null);
  if (!ours || !fastest) return;
  const ratio = fastest.nsPerOp / ours.nsPerOp;
  console.log(
    `\n${count} bodies (${moving} moving): sepax ${(ours.nsPerOp * count * 1e-6).toFixed(2)} ms/frame, fastest agreeing peer ${fastest.name} ${(fastest.nsPerOp * count * 1e-6).toFixed(2)} ms/frame → ${ratio.toFixed(2)}× (target ≥ ${TARGET}× at 10k: ${ratio >= TARGET ? 'met' : 'not met'})`,
  );
}
