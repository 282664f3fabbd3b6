// Regenerates apps/docs/data/bench.json, the tables and plots of the Performance page, from
// one run of the bench suites' JSON output. The docs build reads the committed file, so it
// never runs a benchmark.
//   node apps/docs/scripts/bench-data.mjs                 runs the suites (a few minutes), then writes
//   node apps/docs/scripts/bench-data.mjs --from <dir>    condenses an earlier `npm run bench -- --json <dir>`
// The broad phase runs at several body counts (SIZES) for the plot of ms/frame against bodies,
// and the tile map (100 000 bodies, 1 000 of them moving).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT = fileURLToPath(new URL('../data/bench.json', import.meta.url));
const SUITES = ['core-narrow', 'core-memory', 'query-broadphase', 'query-raycast', 'decomp', 'obb3'];
const BROADPHASE_SIZES = '1000,2000,5000,10000,100000,100000/1000';

function runSuites() {
  const dir = mkdtempSync(join(tmpdir(), 'sepax-bench-'));
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=./packages/*'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the packages failed');
  const run = spawnSync(process.execPath, [join(ROOT, 'bench/run.mjs'), '--json', dir, ...SUITES], {
    cwd: join(ROOT, 'bench'),
    stdio: 'inherit',
    env: { ...process.env, SIZES: BROADPHASE_SIZES },
  });
  if (run.status !== 0) console.warn('bench-data: a suite failed; writing what the others measured');
  return dir;
}

const fromAt = process.argv.indexOf('--from');
const dir = fromAt >= 0 ? process.argv[fromAt + 1] : runSuites();
const suites = {};
let date = '';
let machine = null;
for (const name of SUITES) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) continue;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  suites[name] = data.tables;
  date = date > data.date ? date : data.date;
  machine ??= data.machine;
}
if (Object.keys(suites).length === 0) throw new Error(`no suite results in ${dir} (${readdirSync(dir).join(', ')})`);
writeFileSync(OUT, `${JSON.stringify({ date, machine, suites }, null, 2)}\n`);
console.log(`bench-data: wrote ${Object.keys(suites).join(', ')} to ${OUT}`);
