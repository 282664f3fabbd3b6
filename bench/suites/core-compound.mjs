// Compound against compound: two grids of n boxes (n = 400 and 4000), through the compounds'
// part trees. collide (the grids overlap by a quarter), distance (apart) and query's sweep
// (one grid swept into the other). The cost should follow the parts near each other, so a
// tenfold n should cost far less than a hundredfold pair count.
//   npx turbo run build --filter=./packages/* && node --expose-gc bench/suites/core-compound.mjs
// Before timing, every answer of the smaller grids is checked against brute force over every
// part pair; the timed batches fold the answers into a checksum.
import { Collision, Compound, collide, DistanceResult, distance, Polygon } from '@sepax/core';
import { SweepHit, sweep } from '@sepax/query';
import { compare } from '../lib/harness.mjs';

/** n unit boxes in rows of 40, the lower-left one centred at (x0 + 0.5, y0 + 0.5). */
function grid(n, x0, y0) {
  return new Compound(
    Array.from({ length: n }, (_, i) =>
      Polygon.box(1, 1, { position: [x0 + (i % 40) + 0.5, y0 + Math.floor(i / 40) + 0.5] }),
    ),
  );
}

/** Brute force over every part pair: deepest depth, least distance, earliest sweep time. */
function bruteForce(a, b, delta) {
  let depth = -1;
  let least = Infinity;
  let time = Infinity;
  for (const pa of a.parts) {
    for (const pb of b.parts) {
      const c = collide(pa, pb);
      if (c) depth = Math.max(depth, c.depth);
      least = Math.min(least, distance(pa, pb).distance);
      const s = sweep(pa, delta, pb);
      if (s) time = Math.min(time, s.time);
    }
  }
  return { depth, least, time };
}

for (const n of [400, 4000]) {
  const rows = n / 40;
  const a = grid(n, 0, 0);
  const overlapping = grid(n, 20.3, rows / 2 + 0.2);
  const apart = grid(n, 100, 0);
  const delta = [-100, 0];
  const out = new Collision();
  const gap = new DistanceResult();
  const hit = new SweepHit();
  const check = () => {
    if (n > 400) return null;
    const near = bruteForce(a, overlapping, [0, 0]);
    const far = bruteForce(apart, a, delta);
    const c = collide(a, overlapping, out);
    const d = distance(a, apart, gap);
    const s = sweep(apart, delta, a, hit);
    if (c?.depth !== near.depth) return `collide depth ${c?.depth} ≠ brute force ${near.depth}`;
    if (d.distance !== bruteForce(a, apart, [0, 0]).least) return `distance ${d.distance} ≠ brute force`;
    if (s?.time !== far.time) return `sweep time ${s?.time} ≠ brute force ${far.time}`;
    return null;
  };
  compare(
    `${n} boxes against ${n}`,
    [
      {
        name: 'sepax collide (a quarter overlapping)',
        ours: true,
        check,
        run: () => collide(a, overlapping, out)?.depth ?? 0,
      },
      { name: 'sepax distance (60 apart)', ours: true, run: () => distance(a, apart, gap).distance },
      { name: 'sepax sweep (into the other, 100)', ours: true, run: () => sweep(apart, delta, a, hit)?.time ?? 0 },
    ],
    { ops: 1 },
  );
}
