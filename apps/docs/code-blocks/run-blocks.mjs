// Runs compiled doc blocks one after another in this process, against the built packages
// (node_modules/@sepax/* → dist), and writes what each claimed line really produced.
// Usage: node run-blocks.mjs <manifest.json> <results.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { differences, parseShown, show } from './compare.mjs';

const [manifestFile, resultsFile] = process.argv.slice(2);
/** @type {{ key: string, file: string }[]} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const results = {};
let current;

globalThis.__sepaxCheck = (id, expectedText, actual) => {
  const problems = differences(actual, parseShown(expectedText));
  current.checks[id] = problems.length
    ? `shows ${expectedText}, runs to ${show(actual)}: ${problems.join('; ')}`
    : 'ok';
};

// The blocks print what they show; their output is not the suite's.
const quiet = () => {};
for (const name of ['log', 'info', 'warn', 'error', 'table']) console[name] = quiet;

for (const { key, file } of manifest) {
  current = { error: null, checks: {} };
  results[key] = current;
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    current.error = String(error?.stack ?? error)
      .split('\n')
      .slice(0, 3)
      .join('\n');
  }
}
writeFileSync(resultsFile, JSON.stringify(results));
