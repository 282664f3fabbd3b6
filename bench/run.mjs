// Runs every benchmark suite in suites/ (or those whose file name contains an argument):
//   npm run bench                          all suites
//   npm run bench -- core                  only suites/core-*.mjs
//   npm run bench -- --json results/       also write each suite's tables to results/<suite>.json
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./suites/', import.meta.url));
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonDir = jsonAt >= 0 ? resolve(args[jsonAt + 1] ?? 'results') : null;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const filters = args.filter((_, i) => jsonAt < 0 || (i !== jsonAt && i !== jsonAt + 1));
const suites = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
let failed = 0;
for (const suite of suites) {
  console.log(`\n## ${suite}`);
  // --expose-gc lets suites measure bytes per call.
  const env = jsonDir
    ? { ...process.env, SEPAX_BENCH_JSON: `${jsonDir}/${suite.replace(/\.mjs$/, '.json')}` }
    : process.env;
  const r = spawnSync(process.execPath, ['--expose-gc', dir + suite], { stdio: 'inherit', env });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
