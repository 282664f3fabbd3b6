// Narrow phase with MTV: sepax `collide(a, b, out)` against sat, check2d, matter-js, planck and
// rapier on seeded pairs, 2048 per case, ~50 % overlapping (see lib/narrow-pairs.mjs).
//   npx tsc --build packages/core && node --expose-gc bench/suites/core-narrow.mjs
// (or `npm run bench -- core`; ONLY=circle–circle runs only the cases whose title contains
// it). Every contender computes the collision with its depth and normal per pair; the timed
// batch folds the depths into a checksum; before timing, every answer is checked against the
// exact oracle (packages/core/test/oracle.mjs) within the contender's own precision, and a
// disagreement shows up in the table instead of a silent ok.
import { bytesPerCall, compare } from '../lib/harness.mjs';
import { checkAgainstOracle } from '../lib/narrow-check.mjs';
import { makePairs } from '../lib/narrow-pairs.mjs';
import { check2dContender } from '../lib/peers/narrow-check2d.mjs';
import { matterContender } from '../lib/peers/narrow-matter.mjs';
import { planckContender } from '../lib/peers/narrow-planck.mjs';
import { initRapier, rapierContender } from '../lib/peers/narrow-rapier.mjs';
import { satContender } from '../lib/peers/narrow-sat.mjs';
import { sepaxContender, sepaxHasCollide } from '../lib/peers/narrow-sepax.mjs';

const PAIRS = 2048;
const WARM_UP_CALLS = 100_000;
const polygon = (sides) => ({ kind: 'polygon', sides });
const circle = { kind: 'circle' };

/** Cases and the targets: sepax speed / fastest peer's speed must reach `target`. */
const ALL_CASES = [
  { title: 'polygon–polygon, 4 vertices', a: polygon(4), b: polygon(4), target: 2 },
  { title: 'polygon–polygon, 8 vertices', a: polygon(8), b: polygon(8), target: 4 },
  { title: 'polygon–polygon, 16 vertices', a: polygon(16), b: polygon(16), target: 2 },
  { title: 'polygon (8) – circle', a: polygon(8), b: circle, target: 1 / 0.7 },
  { title: 'circle–circle', a: circle, b: circle, target: 1 },
];

const CASES = process.env.ONLY ? ALL_CASES.filter((c) => c.title.includes(process.env.ONLY)) : ALL_CASES;
const PEERS = [satContender, check2dContender, matterContender, planckContender, rapierContender];

await initRapier();
if (!sepaxHasCollide())
  console.log('\n(@sepax/core has no collide yet: build it with `npx tsc --build packages/core`; timing peers only)');

const summary = [];
CASES.forEach(({ title, a, b, target }, caseIndex) => {
  const pairs = makePairs({ seed: 0x5e9a + caseIndex, count: PAIRS, a, b });
  const overlapping = pairs.filter((p) => p.oracle.overlapping).length;
  const makers = sepaxHasCollide() ? [sepaxContender, ...PEERS] : PEERS;
  const built = makers.map((make) => make(pairs));
  const contenders = built.map((c) => ({
    name: c.name,
    ours: c.ours,
    run: c.run,
    check: () => checkAgainstOracle(pairs, c.probe, c.tolerance, c.toleranceText),
  }));
  const results = compare(`${title} (${PAIRS} pairs, ${overlapping} overlapping)`, contenders, { ops: PAIRS });
  printBytes(built, pairs);
  summary.push(summarise(title, target, results));
});
printSummary(summary);

/**
 * Bytes allocated per call, on one overlapping and one separated pair. Each call is first
 * run 100 000 times so it is optimised again after the previous case changed the shapes'
 * kinds (the harness's own 1 000-call warm-up would time the deoptimised code). An object
 * allocated on every call shows as ≥ 16 B; averages below that come from V8's own
 * bookkeeping between collections, not from the call.
 */
function printBytes(built, pairs) {
  const hit = pairs.findIndex((p) => p.oracle.depth > 1);
  const miss = pairs.findIndex((p) => !p.oracle.overlapping);
  const measure = (c, i) => {
    const fn = c.one(i);
    for (let k = 0; k < WARM_UP_CALLS; k++) fn();
    return bytesPerCall(fn, c.ours ? 1_000_000 : 200_000);
  };
  const cells = built.map((c) => `${c.name}: ${fmtBytes(measure(c, hit))} / ${fmtBytes(measure(c, miss))}`);
  console.log(`\nbytes per call (overlapping / apart): ${cells.join('; ')}`);
}

function fmtBytes(x) {
  return Number.isFinite(x) ? x.toFixed(x < 10 ? 1 : 0) : 'n/a (run with --expose-gc)';
}

function summarise(title, target, results) {
  const ours = results.find((r) => r.ours);
  const peers = results.filter((r) => !r.ours);
  const fastest = (list) => list.reduce((best, r) => (best === null || r.nsPerOp < best.nsPerOp ? r : best), null);
  const anyPeer = fastest(peers);
  const okPeer = fastest(peers.filter((r) => !r.error));
  const ratio = (peer) => (ours && peer ? peer.nsPerOp / ours.nsPerOp : NaN);
  return { title, target, results, ours, anyPeer, okPeer, vsAny: ratio(anyPeer), vsOk: ratio(okPeer) };
}

/** One table for the README: ns/op of everyone per case, then sepax against the targets. */
function printSummary(rows) {
  if (!rows.some((r) => r.ours)) return;
  const names = rows[0].results.map((r) => r.name);
  console.log('\n### Summary: ns per pair (lower is better), sepax speed ÷ fastest peer speed\n');
  console.log(`| case | ${names.join(' | ')} | sepax vs fastest peer | target | met |`);
  console.log(`|---|${names.map(() => '---:').join('|')}|---:|---:|---|`);
  for (const r of rows) {
    const cells = r.results.map((c) => `${c.nsPerOp.toFixed(0)}${c.error ? ' ⚠' : ''}`);
    // The ratio that counts is against the fastest peer, whether or not it agrees with the oracle.
    const ratio = Math.min(r.vsAny, r.vsOk);
    const peer = r.vsAny <= r.vsOk ? r.anyPeer : r.okPeer;
    const met = ratio >= r.target ? 'yes' : '**no**';
    console.log(
      `| ${r.title} | ${cells.join(' | ')} | ${ratio.toFixed(2)}× (${peer.name}) | ${r.target.toFixed(2)}× | ${met} |`,
    );
  }
  const warnings = rows.flatMap((r) =>
    r.results.filter((c) => c.error).map((c) => `${r.title}, ${c.name}: ${c.error}`),
  );
  if (warnings.length) console.log(`\n⚠ ${warnings.join('\n⚠ ')}`);
}
