// End-to-end tests of the docs site in Debian's Chromium (playwright-core, no downloaded
// browser). Builds the site unless SEPAX_E2E_NO_BUILD=1, serves it on a free loopback
// port, and checks every guide page, the API reference, navigation by clicking and the live demos.
// Screenshots go to apps/docs/test-results/. Run from the repo root: npm run test:e2e
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { runChecks } from './harness.mjs';
import { registerApiChecks } from './api-checks.mjs';
import { registerDemoChecks, registerDemoInputChecks } from './demo-checks.mjs';
import { registerNavChecks } from './nav-checks.mjs';
import { registerPageChecks } from './page-checks.mjs';
import { registerPerformanceChecks } from './performance-checks.mjs';
import { registerPlaygroundChecks } from './playground-checks.mjs';
import { serveStatic } from './static-server.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = fileURLToPath(new URL('../.vitepress/dist/', import.meta.url));
const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WHOLE_RUN_LIMIT_MS = 15 * 60_000;

// Never hang: whatever happens, the run ends.
setTimeout(() => {
  console.error(`e2e: gave up after ${WHOLE_RUN_LIMIT_MS / 60_000} minutes`);
  console.log('e2e: 0 passed, 1 failed');
  process.exit(1);
}, WHOLE_RUN_LIMIT_MS).unref();

function buildSite() {
  if (process.env.SEPAX_E2E_NO_BUILD === '1' && existsSync(`${DIST}index.html`)) return;
  console.log('e2e: building the packages, the API reference and the site (npm run docs:build)');
  const result = spawnSync('npm', ['run', 'docs:build'], { cwd: ROOT, stdio: 'inherit', timeout: 10 * 60_000 });
  if (result.status !== 0) {
    console.log('e2e: 0 passed, 1 failed');
    throw new Error(`npm run docs:build failed (status ${result.status}, signal ${result.signal})`);
  }
}

function requireChromium() {
  if (existsSync(CHROMIUM)) return;
  console.error(`e2e: no Chromium at ${CHROMIUM}; install it with: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  console.log('e2e: 0 passed, 1 failed');
  process.exit(1);
}

async function main() {
  requireChromium();
  buildSite();
  mkdirSync(RESULTS, { recursive: true });
  const server = await serveStatic(DIST);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log(`e2e: site at ${server.url}, Chromium ${browser.version()}`);
  const ctx = { browser, baseUrl: server.url, dist: DIST, root: ROOT, results: RESULTS };
  registerPageChecks(ctx);
  registerApiChecks(ctx);
  registerNavChecks(ctx);
  registerDemoChecks(ctx);
  registerDemoInputChecks(ctx);
  registerPlaygroundChecks(ctx);
  registerPerformanceChecks(ctx);
  let failures = 1;
  try {
    failures = await runChecks();
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
