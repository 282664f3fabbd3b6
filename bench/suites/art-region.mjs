// Art → region on real art from npm: three filled icon sets (bootstrap-icons, @tabler/icons
// filled, heroicons 24/solid), two stroked ones (@tabler/icons outline, heroicons 24/outline)
// and the 1:10m country outlines of world-atlas.
//   npx turbo run build --filter=./packages/* && node --expose-gc bench/suites/art-region.mjs
// (or `npm run bench -- art-region`).
// Icons: each SVG is converted as `sepax decompose icon.svg` does (default options), and
// every accepted icon's pieces are checked against the SVG's own fill: a winding-number
// sampler over its paths flattened finely, under each element's fill-rule, the elements
// uniting. A sample farther than BAND from the flattened paths where pieces and fill disagree
// makes the icon "silently wrong". A round-joined, round-capped stroke paints exactly the
// points within half its width of the finely flattened path; icons with other joins, caps or
// dashes are converted but not sampled ("unchecked"). Rejections are listed with their code and place.
// Then the CPU time to convert each set with the region stage and without it (the same
// reading, flattening and colliders of the same outlines), both orders. Countries: each feature strict, then with --repair, with the
// area repair changed. Deterministic inputs; checksums (areas, pieces) outside the timing.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toColliders, validate } from '@sepax/decomp';
import { feature } from 'topojson-client';
import { convertFile } from '../../packages/cli/dist/convert.js';
import { DEFAULT_LIMITS } from '../../packages/cli/dist/options.js';
import { readSourceOutlines } from '../../packages/cli/dist/source-outlines.js';
import { flattenRings } from '../../packages/cli/dist/svg/flatten.js';
import { readSvgOutlines } from '../../packages/cli/dist/svg/read-svg.js';
import { applyMatrix, lengthScale } from '../../packages/cli/dist/svg/transform.js';
import { flattenSvgPath } from '../../packages/decomp/dist/svg-path.js';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const SETS = [
  ['bootstrap-icons', 'bootstrap-icons/icons'],
  ['@tabler/icons filled', '@tabler/icons/icons/filled'],
  ['heroicons 24/solid', 'heroicons/24/solid'],
];
const STROKED_SETS = [
  ['@tabler/icons outline', '@tabler/icons/icons/outline'],
  ['heroicons 24/outline', 'heroicons/24/outline'],
];
/** The reference flattens curves within this (user units): 5× finer than the conversion's 0.1. */
const FINE = 0.02;
/** Samples nearer the flattened paths than this are not compared: conversion tolerance + FINE + rounding. */
const BAND = 0.1 + FINE + 0.01; // 0.1: the conversion's flattening and cleaning tolerance
const SAMPLES = 48; // per side of the icon's box
const WARM_UP = 3;
const ROUNDS = 6; // a multiple of 3: each contender runs first, second and third equally often

// ---- the reference: winding numbers over the finely flattened paths ----------------------

/** The filled shapes and the stroked lines (null when a stroke is not round-joined and round-capped). */
function referenceShapes(text) {
  const outlines = readSvgOutlines(text);
  const shapes = outlines
    .filter((o) => o.filled)
    .map((o) => ({
      rings: flattenSvgPath(o.d, FINE).map((ring) => ring.map((p) => applyMatrix(o.matrix, p))),
      fillRule: o.fillRule,
    }));
  const stroked = outlines.filter((o) => o.stroke);
  const checkable = stroked.every(
    (o) => o.stroke.lineJoin === 'round' && o.stroke.lineCap === 'round' && !o.stroke.dashArray,
  );
  const lines = checkable
    ? stroked.flatMap((o) => {
        const closed = [];
        const half = (o.stroke.width / 2) * (o.stroke.nonScaling ? 1 : lengthScale(o.matrix));
        return flattenSvgPath(o.d, FINE, closed).map((ring, i) => ({
          points: ring.map((p) => applyMatrix(o.matrix, p)),
          closed: closed[i],
          half,
        }));
      })
    : null;
  return { shapes, lines };
}

/** How far (x, y) lies outside the nearest stroke (negative: inside it). */
function strokeGap(lines, x, y) {
  let best = Infinity;
  for (const { points, closed, half } of lines) {
    const n = points.length;
    for (let i = 0; i < (closed ? n : Math.max(1, n - 1)); i++) {
      const a = points[i];
      const b = points[(i + 1) % n];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const l2 = dx * dx + dy * dy;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / l2));
      best = Math.min(best, Math.hypot(x - a.x - t * dx, y - a.y - t * dy) - half);
    }
  }
  return best;
}

function winding(rings, x, y) {
  let w = 0;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j];
      const b = ring[i];
      if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y)) w += b.y > a.y ? 1 : -1;
    }
  return w;
}

function fills(shapes, x, y) {
  for (const s of shapes) {
    const w = winding(s.rings, x, y);
    if (s.fillRule === 'evenodd' ? w % 2 !== 0 : w !== 0) return true;
  }
  return false;
}

function nearEdge(shapes, x, y, band) {
  for (const s of shapes)
    for (const ring of s.rings)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[j];
        const dx = ring[i].x - a.x;
        const dy = ring[i].y - a.y;
        const l2 = dx * dx + dy * dy;
        const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / l2));
        if (Math.hypot(x - a.x - t * dx, y - a.y - t * dy) <= band) return true;
      }
  return false;
}

function inPieces(pieces, x, y) {
  outer: for (const piece of pieces) {
    for (let i = 0, j = piece.length - 1; i < piece.length; j = i++) {
      if ((piece[i].x - piece[j].x) * (y - piece[j].y) - (piece[i].y - piece[j].y) * (x - piece[j].x) < 0)
        continue outer;
    }
    return true;
  }
  return false;
}

/** Sample points off the band where the pieces and what the SVG paints (fill or stroke) disagree. */
function mismatches({ shapes, lines }, pieces) {
  const strokes = lines ?? [];
  const points = [...shapes.flatMap((s) => s.rings.flat()), ...strokes.flatMap((l) => l.points)];
  if (points.length === 0) return 0;
  const grow = strokes.reduce((m, l) => Math.max(m, l.half), 0);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x - grow);
    minY = Math.min(minY, p.y - grow);
    maxX = Math.max(maxX, p.x + grow);
    maxY = Math.max(maxY, p.y + grow);
  }
  let bad = 0;
  for (let i = 0; i < SAMPLES; i++)
    for (let j = 0; j < SAMPLES; j++) {
      const x = minX + ((i + 0.5) * (maxX - minX)) / SAMPLES;
      const y = minY + ((j + 0.5) * (maxY - minY)) / SAMPLES;
      const gap = strokes.length ? strokeGap(strokes, x, y) : Infinity;
      if (Math.abs(gap) <= BAND || nearEdge(shapes, x, y, BAND)) continue;
      if ((fills(shapes, x, y) || gap < 0) !== inPieces(pieces, x, y)) bad++;
    }
  return bad;
}

// ---- icons --------------------------------------------------------------------------------

function iconFiles(folder) {
  const dir = path.join(modules, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .map((f) => path.join(dir, f));
}

function checkSet(name, files) {
  let accepted = 0;
  let wrong = 0;
  let areaSum = 0;
  let pieceSum = 0;
  let changed = 0;
  let unchecked = 0;
  const rejected = [];
  const wrongNames = [];
  for (const file of files) {
    const label = path.basename(file, '.svg');
    let converted;
    try {
      converted = convertFile({ file, display: label }, label, {}, DEFAULT_LIMITS);
    } catch (error) {
      rejected.push(`${label}: ${error.code} ${String(error.message).slice(0, 140)}`);
      continue;
    }
    accepted++;
    areaSum += converted.entry.area;
    pieceSum += converted.entry.pieces;
    if (converted.entry.changedArea) changed++;
    const reference = referenceShapes(readFileSync(file, 'utf8'));
    if (reference.lines === null) {
      unchecked++;
      continue;
    }
    const bad = mismatches(reference, converted.pieces);
    if (bad > 0) {
      wrong++;
      wrongNames.push(`${label} (${bad} samples)`);
    }
  }
  return { name, total: files.length, accepted, wrong, unchecked, rejected, wrongNames, changed, areaSum, pieceSum };
}

/** Each icon's bytes and its outlines as the CLI makes them (for B, which skips the region stage). */
function prepareTiming(files) {
  return files.flatMap((file) => {
    const bytes = readFileSync(file);
    try {
      return [{ bytes, outlines: readSourceOutlines('svg', bytes, {}).polygons }];
    } catch {
      return [];
    }
  });
}

/** The CLI's reading and flattening of an SVG, without the region stage. */
function flatten(text) {
  return readSvgOutlines(text)
    .filter((o) => o.filled)
    .map((o) => flattenRings(o.d, o.matrix));
}

/** What the CLI does with an outline: a Compound of its convex pieces, as JSON. */
function colliderParts(outline) {
  return toColliders(outline).toJSON().parts.length;
}

/** CPU time of one run. No forced gc() before it: a full collection shrinks the young generation, and the allocation-heavy run after it then pays for many small ones. */
function cpuMs(run) {
  const start = process.cpuUsage();
  const sink = run();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, sink };
}

/**
 * A: the CLI's reading of an icon (XML, flattening, the region stage) and its colliders; B:
 * the same reading and flattening without the region stage, and colliders of the same outlines.
 */
function timeSet(prepared) {
  const decoder = new TextDecoder();
  const withRegion = () => {
    let pieces = 0;
    for (const icon of prepared)
      for (const outline of readSourceOutlines('svg', icon.bytes, {}).polygons) pieces += colliderParts(outline);
    return pieces;
  };
  const withoutRegion = () => {
    let pieces = 0;
    for (const icon of prepared) {
      flatten(decoder.decode(icon.bytes));
      for (const outline of icon.outlines) pieces += colliderParts(outline);
    }
    return pieces;
  };
  // B': B plus the validation of every outline that the CLI ran before it had a region stage.
  const withValidation = () => {
    let pieces = 0;
    for (const icon of prepared) {
      flatten(decoder.decode(icon.bytes));
      for (const outline of icon.outlines) {
        validate(outline);
        pieces += colliderParts(outline);
      }
    }
    return pieces;
  };
  for (let i = 0; i < WARM_UP; i++) {
    withRegion();
    withoutRegion();
    withValidation();
  }
  // Rounds rotate the order (A B B', B B' A, B' A B, …) so drift and load hit all alike; medians reported.
  const runs = [withRegion, withoutRegion, withValidation];
  const ms = [[], [], []];
  const sinks = new Set();
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < 3; k++) {
      const which = (round + k) % 3;
      const { ms: used, sink } = cpuMs(runs[which]);
      ms[which].push({ used, first: k === 0 });
      sinks.add(sink);
    }
  }
  if (sinks.size !== 1) throw new Error(`piece counts differ between runs: ${[...sinks].join(', ')}`);
  const median = (xs) => xs.slice().sort((x, y) => x - y)[xs.length >> 1];
  const all = (i) => median(ms[i].map((m) => m.used));
  return {
    withMs: all(0),
    withoutMs: all(1),
    validatedMs: all(2),
    aFirst: median(ms[0].filter((m) => m.first).map((m) => m.used)),
    pieces: [...sinks][0],
  };
}

console.log('\n### Icons: default options, every accepted icon checked against what the SVG paints\n');
console.log(
  '| set | icons | converted | % | silently wrong | unchecked | rejected | region cleaned | checksum (area, pieces) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
const timings = [];
for (const [name, folder] of [...SETS, ...STROKED_SETS]) {
  const files = iconFiles(folder);
  const r = checkSet(name, files);
  console.log(
    `| ${name} | ${r.total} | ${r.accepted} | ${((100 * r.accepted) / r.total).toFixed(2)} | ${r.wrong} | ${r.unchecked} | ${r.rejected.length} | ${r.changed} | ${r.areaSum.toFixed(3)}, ${r.pieceSum} |`,
  );
  for (const line of r.rejected) console.log(`  rejected ${line}`);
  for (const line of r.wrongNames) console.log(`  WRONG ${line}`);
  // The timing compares the region stage with the fill-only path it replaced: filled sets only.
  if (SETS.some(([n]) => n === name)) timings.push([name, timeSet(prepareTiming(files))]);
}

console.log(`\n### CPU time to convert each set, medians of ${ROUNDS} rounds in rotating order (ms)\n`);
console.log(
  "A: read + flatten + region stage + colliders; B: read + flatten + colliders of the same outlines; B': B + validating each outline (the check the region stage replaced)\n",
);
console.log("| set | A | A when run first | B | B' | A/B | A/B' | pieces |");
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, t] of timings) {
  console.log(
    `| ${name} | ${t.withMs.toFixed(0)} | ${t.aFirst.toFixed(0)} | ${t.withoutMs.toFixed(0)} | ${t.validatedMs.toFixed(0)} | ${(t.withMs / t.withoutMs).toFixed(2)} | ${(t.withMs / t.validatedMs).toFixed(2)} | ${t.pieces} |`,
  );
}

// ---- countries ----------------------------------------------------------------------------

const topology = JSON.parse(readFileSync(path.join(modules, 'world-atlas/countries-10m.json'), 'utf8'));
const countries = feature(topology, topology.objects.countries).features;
const dir = mkdtempSync(path.join(tmpdir(), 'sepax-countries-'));
const strict = { ok: 0, failed: [] };
const repaired = { ok: 0, failed: [], repairedParts: 0, changedArea: 0, area: 0, pieces: 0, entries: 0 };
try {
  countries.forEach((country, i) => {
    const file = path.join(dir, `${i}.json`);
    writeFileSync(file, JSON.stringify(country));
    const name = country.properties?.name ?? String(i);
    try {
      convertFile({ file, display: name }, name, {}, DEFAULT_LIMITS);
      strict.ok++;
    } catch (error) {
      strict.failed.push(`${name}: ${error.code}`);
    }
    try {
      const { entry } = convertFile({ file, display: name }, name, { repair: true }, DEFAULT_LIMITS);
      repaired.ok++;
      repaired.repairedParts += entry.repairedParts ?? 0;
      repaired.changedArea += entry.changedArea ?? 0;
      repaired.area += entry.area;
      repaired.pieces += entry.pieces;
      if (Math.abs(entry.area + entry.droppedArea - entry.outlineArea) > 1e-9 * entry.outlineArea) repaired.entries++;
    } catch (error) {
      repaired.failed.push(`${name}: ${error.code} ${String(error.message).slice(0, 120)}`);
    }
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log('\n### Country outlines, world-atlas countries-10m (lon/lat degrees)\n');
console.log(
  '| mode | features | converted | failed | repaired parts | changed area (deg²) | area ≠ outlineArea | checksum (area, pieces) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
console.log(`| strict (default) | ${countries.length} | ${strict.ok} | ${strict.failed.length} | — | — | — | — |`);
console.log(
  `| --repair | ${countries.length} | ${repaired.ok} | ${repaired.failed.length} | ${repaired.repairedParts} | ${repaired.changedArea.toExponential(2)} | ${repaired.entries} | ${repaired.area.toFixed(3)}, ${repaired.pieces} |`,
);
for (const line of strict.failed) console.log(`  strict: ${line}`);
for (const line of repaired.failed) console.log(`  REPAIR FAILED ${line}`);
