// Which boolean-operations library the region stage uses: clipper2-ts (Clipper64 on an
// integer grid of 2^22 per unit) against polyclip-ts (xor of the rings, its way to an even-odd
// fill), on seeded ring soups (overlapping, touching on an integer grid, repeated rings,
// self-crossing), checked against a winding-number sampler away from a thin band around the
// input's edges; then the time per soup.
//   node bench/lib/boolean-libraries.mjs
import * as C from 'clipper2-ts';
import * as P from 'polyclip-ts';
import { rng } from './harness.mjs';

const next = rng(17);
const SOUPS = 300;
const GRID = 2 ** 22;
const SAMPLES = 160; // per side of the sampled square [-4, 12]²
const BAND = 1e-4; // grid rounding (2^-22) is far inside it

function soup() {
  const rings = [];
  const n = 2 + Math.floor(next() * 5);
  for (let k = 0; k < n; k++) {
    const kind = next();
    if (kind < 0.3 && rings.length) {
      rings.push(rings[Math.floor(next() * rings.length)].slice());
      continue;
    }
    const m = 3 + Math.floor(next() * 6);
    const cx = Math.round(next() * 8);
    const cy = Math.round(next() * 8);
    const ring = [];
    for (let i = 0; i < m; i++) {
      const x = cx + next() * 8 - 4;
      const y = cy + next() * 8 - 4;
      ring.push(kind < 0.6 ? [Math.round(x), Math.round(y)] : [x, y]);
    }
    rings.push(ring);
  }
  return rings;
}

function winding(rings, x, y) {
  let w = 0;
  for (const r of rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [ax, ay] = r[j];
      const [bx, by] = r[i];
      if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) w += by > ay ? 1 : -1;
    }
  return w;
}

function nearEdge(rings, x, y) {
  for (const r of rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [ax, ay] = r[j];
      const dx = r[i][0] - ax;
      const dy = r[i][1] - ay;
      const l2 = dx * dx + dy * dy;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / l2));
      if (Math.hypot(x - ax - t * dx, y - ay - t * dy) <= BAND) return true;
    }
  return false;
}

/** Sample points off the band around the input's edges where the result's fill differs from the input's. */
function mismatches(rings, evenOdd, result) {
  let bad = 0;
  for (let i = 0; i < SAMPLES; i++)
    for (let j = 0; j < SAMPLES; j++) {
      const x = -4 + (16 * (i + 0.5)) / SAMPLES;
      const y = -4 + (16 * (j + 0.5)) / SAMPLES;
      const w = winding(rings, x, y);
      const want = evenOdd ? w % 2 !== 0 : w !== 0;
      if (want !== (winding(result, x, y) % 2 !== 0) && !nearEdge(rings, x, y)) bad++;
    }
  return bad;
}

function clipper(rings, evenOdd, despike = false) {
  const c = new C.Clipper64();
  const paths = rings.map((r) => r.map(([x, y]) => ({ x: Math.round((x + 8) * GRID), y: Math.round((y + 8) * GRID) })));
  c.addSubject(despike ? paths.map(withoutExactSpikes).filter((p) => p.length > 0) : paths);
  const out = [];
  c.execute(C.ClipType.Union, evenOdd ? C.FillRule.EvenOdd : C.FillRule.NonZero, out);
  return out.map((p) => p.map((q) => [q.x / GRID - 8, q.y / GRID - 8]));
}

/** The region stage's exact pre-step: vertices where a ring runs back along itself go (they enclose nothing). */
function withoutExactSpikes(ring) {
  const out = ring.slice();
  for (let changed = true; changed && out.length >= 3; ) {
    changed = false;
    for (let i = 0; i < out.length && out.length >= 3; i++) {
      const a = out[(i + out.length - 1) % out.length];
      const b = out[i];
      const c = out[(i + 1) % out.length];
      const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
      const dot = (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y);
      if ((cross === 0 && dot <= 0) || (a.x === b.x && a.y === b.y)) {
        out.splice(i, 1);
        changed = true;
      }
    }
  }
  return out.length >= 3 ? out : [];
}

function polyclip(rings) {
  let g = null;
  for (const r of rings) g = g === null ? [[[...r, r[0]]]] : P.xor(g, [[[...r, r[0]]]]);
  return g.flat();
}

const cases = Array.from({ length: SOUPS }, soup);
const contenders = [
  ['clipper2-ts evenodd', (r) => clipper(r, true), true],
  ['clipper2-ts nonzero', (r) => clipper(r, false), false],
  ['clipper2-ts evenodd, exact spikes removed first', (r) => clipper(r, true, true), true],
  ['clipper2-ts nonzero, exact spikes removed first', (r) => clipper(r, false, true), false],
  ['polyclip-ts evenodd (xor)', polyclip, true],
];
console.log(`${SOUPS} seeded soups; wrong = a sample off a ${BAND} band around the input's edges filled differently`);
console.log('| library | throws | wrong | µs/soup |\n|---|---:|---:|---:|');
for (const [name, run, evenOdd] of contenders) {
  let throws = 0;
  let wrong = 0;
  for (const rings of cases) {
    try {
      if (mismatches(rings, evenOdd, run(rings)) > 0) wrong++;
    } catch {
      throws++;
    }
  }
  const t0 = performance.now();
  for (const rings of cases) {
    try {
      run(rings);
    } catch {}
  }
  console.log(`| ${name} | ${throws} | ${wrong} | ${(((performance.now() - t0) * 1000) / SOUPS).toFixed(1)} |`);
}
