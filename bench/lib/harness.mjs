// Shared benchmark harness: seeded data, side-by-side timing, checksums kept outside the
// timed loop, and a table of ns/op with the ratio to the fastest peer. With the environment
// variable SEPAX_BENCH_JSON set to a file name (bench/run.mjs --json <dir> sets it per suite),
// every table is also written there as JSON when the suite ends, for the docs' tables.
//
// Why this shape: machines here are shared and noisy, so every contender runs in the same
// process, interleaved over several rounds (every other round in reverse order, so no
// contender always runs right after the same other), timed in CPU time (another process's
// load does not count), and we report the median round with the range over rounds. Absolute
// times mean little; the ratios printed next to them are the result.

import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Every titled table of this process, in order, for the JSON output. */
const tables = [];

process.on('exit', () => {
  const file = process.env.SEPAX_BENCH_JSON;
  if (!file) return;
  const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length };
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, tables }, null, 1)}\n`);
});

/** CPU time of this process in milliseconds (user + system). */
export function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Mulberry32: a tiny seeded PRNG so every run sees the same data. */
export function rng(seed) {
  let s = seed >>> 0;
  return function next() {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Times each contender over `ops` operations per round, interleaving contenders across
 * `rounds` so load spikes hit everyone alike. `run()` performs the whole batch and returns a
 * number folded into the checksum (so the work cannot be optimised away).
 * @param {string} title
 * @param {{ name: string, ours?: boolean, run: () => number, check?: () => string | null }[]} contenders
 * @param {{ ops: number, rounds?: number, minMs?: number, print?: boolean }} options (`print: false`
 *   returns the results without printing their table)
 */
export function compare(title, contenders, { ops, rounds = 9, minMs = 40, print = true } = {}) {
  const results = contenders.map((c) => ({ ...c, samples: [], checksum: 0, error: null }));
  for (const r of results) {
    if (r.check) r.error = r.check();
    // Warm-up: let the JIT see the code before timing.
    for (let i = 0; i < 3; i++) r.checksum = r.run();
  }
  // Repeat the batch until one round takes long enough to time reliably.
  const reps = results.map((r) => {
    let n = 1;
    for (;;) {
      const t0 = cpuMs();
      for (let i = 0; i < n; i++) r.run();
      const dt = cpuMs() - t0;
      if (dt >= minMs || n >= 1 << 16) return n;
      n *= 2;
    }
  });
  for (let round = 0; round < rounds; round++) {
    const order = results.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    order.forEach((i) => {
      const r = results[i];
      const t0 = cpuMs();
      let sink = 0;
      for (let k = 0; k < reps[i]; k++) sink += r.run();
      const dt = cpuMs() - t0;
      r.samples.push((dt * 1e6) / (reps[i] * ops));
      if (!Number.isFinite(sink)) r.error = r.error ?? 'non-finite checksum';
    });
  }
  for (const r of results) {
    r.samples.sort((x, y) => x - y);
    r.nsPerOp = r.samples[r.samples.length >> 1];
  }
  if (print) printTable(title, results);
  if (title) tables.push(tableRecord(title, ops, rounds, results));
  return results;
}

/**
 * Records a table measured without {@link compare} (bytes per shape, say) for the JSON output:
 * `{ title, unit, columns, rows: [{ name, ours, values }] }`, one value per column.
 */
export function recordTable(table) {
  tables.push(table);
}

/** A table as the JSON output keeps it: per contender the median and the spread of rounds. */
function tableRecord(title, ops, rounds, results) {
  return {
    title,
    ops,
    rounds,
    results: results.map((r) => ({
      name: r.name,
      ours: !!r.ours,
      nsPerOp: r.nsPerOp,
      minNsPerOp: r.samples[0],
      maxNsPerOp: r.samples[r.samples.length - 1],
      error: r.error,
    })),
  };
}

function printTable(title, results) {
  const peers = results.filter((r) => !r.ours && !r.error);
  const fastestPeer = peers.length ? Math.min(...peers.map((r) => r.nsPerOp)) : NaN;
  console.log(`\n### ${title}\n`);
  console.log('| library | ns/op | range over rounds | vs fastest peer | checksum | oracle |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of results) {
    const ratio = Number.isFinite(fastestPeer) ? fastestPeer / r.nsPerOp : NaN;
    const ratioText = Number.isFinite(ratio) ? `${ratio.toFixed(2)}× ${ratio >= 1 ? 'faster' : 'slower'}` : '—';
    console.log(
      `| ${r.ours ? `**${r.name}**` : r.name} | ${r.nsPerOp.toFixed(1)} | ${r.samples[0].toFixed(1)}–${r.samples[r.samples.length - 1].toFixed(1)} | ${ratioText} | ${formatChecksum(r.checksum)} | ${r.error ?? 'ok'} |`,
    );
  }
}

function formatChecksum(x) {
  return Number.isInteger(x) ? String(x) : x.toPrecision(10);
}

/** Bytes allocated per call of `fn`, measured over `calls` calls with GC forced around. */
export function bytesPerCall(fn, calls = 100_000) {
  if (typeof globalThis.gc !== 'function') return NaN;
  for (let i = 0; i < 1000; i++) fn();
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < calls; i++) fn();
  const after = process.memoryUsage().heapUsed;
  globalThis.gc();
  return Math.max(0, (after - before) / calls);
}
