// Runs every benchmark suite in suites/ (or those whose file name contains an argument):
//   npm run bench             all suites
//   npm run bench -- core     only suites/core-*.mjs
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./suites/', import.meta.url));
const filters = process.argv.slice(2);
const suites = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
let failed = 0;
for (const suite of suites) {
  console.log(`\n## ${suite}`);
  // --expose-gc lets suites measure bytes per call.
  const r = spawnSync(process.execPath, ['--expose-gc', dir + suite], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
