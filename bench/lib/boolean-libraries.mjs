// Which boolean-operations library the region stage uses: clipper2-ts (Clipper64 on an
// integer grid of 2^22 per unit) against polyclip-ts (xor of the rings, its way to an even-odd
// fill), on seeded ring soups (overlapping, touching on an integer grid, repeated rings,
// self-crossing), checked against a winding-number sampler; then the time per soup.
//   node bench/lib/boolean-libraries.mjs
import * as C from 'clipper2-ts';
import * as P from 'polyclip-ts';
import { rng } from './harness.mjs';

const next = rng(17);
const SOUPS = 500;
const GRID = 2 ** 22;
const SAMPLES = 400; // per side of the sampled square [-4, 12]²

function shoelace(r) {
  let s = 0;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) s += r[j][0] * r[i][1] - r[i][0] * r[j][1];
  return s / 2;
}

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

function sampledArea(rings, evenOdd) {
  let n = 0;
  for (let i = 0; i < SAMPLES; i++)
    for (let j = 0; j < SAMPLES; j++) {
      const w = winding(rings, -4 + (16 * (i + 0.5)) / SAMPLES, -4 + (16 * (j + 0.5)) / SAMPLES);
      if (evenOdd ? w & 1 : w !== 0) n++;
    }
  return (n * 256) / (SAMPLES * SAMPLES);
}

function clipper(rings, evenOdd) {
  const c = new C.Clipper64();
  c.addSubject(rings.map((r) => r.map(([x, y]) => ({ x: Math.round((x + 8) * GRID), y: Math.round((y + 8) * GRID) }))));
  const out = [];
  c.execute(C.ClipType.Union, evenOdd ? C.FillRule.EvenOdd : C.FillRule.NonZero, out);
  return out.reduce((s, p) => s + C.area(p), 0) / (GRID * GRID);
}

function polyclip(rings) {
  let g = null;
  for (const r of rings) g = g === null ? [[[...r, r[0]]]] : P.xor(g, [[[...r, r[0]]]]);
  return g.reduce((s, pg) => s + pg.reduce((t, ring, i) => t + (i ? -1 : 1) * Math.abs(shoelace(ring)), 0), 0);
}

const cases = Array.from({ length: SOUPS }, soup);
const contenders = [
  ['clipper2-ts evenodd', (r) => clipper(r, true), true],
  ['clipper2-ts nonzero', (r) => clipper(r, false), false],
  ['polyclip-ts evenodd (xor)', polyclip, true],
];
console.log(`${SOUPS} seeded soups; wrong = area off the sampled reference by more than 2 % + 0.1`);
console.log('| library | throws | wrong | µs/soup |\n|---|---:|---:|---:|');
for (const [name, run, evenOdd] of contenders) {
  let throws = 0;
  let wrong = 0;
  for (const rings of cases) {
    const ref = sampledArea(rings, evenOdd);
    try {
      if (!(Math.abs(run(rings) - ref) < 0.02 * ref + 0.1)) wrong++;
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
