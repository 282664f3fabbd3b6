// A minimal sequential test runner: each check is bounded by a timeout, failures are
// collected, and the closing line is the plain "e2e: N passed, N failed".

const checks = [];

/** Registers a check; `fn` receives nothing and throws to fail. E2E_ONLY=text keeps the checks whose name contains it. */
export function check(name, fn, timeoutMs = 60_000) {
  if (process.env.E2E_ONLY && !name.includes(process.env.E2E_ONLY)) return;
  checks.push({ name, fn, timeoutMs });
}

/** Throws with `message` unless `condition` holds. */
export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

function withTimeout(promise, ms, name) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${name}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every registered check in order; returns the number of failures. */
export async function runChecks() {
  let passed = 0;
  let failed = 0;
  for (const { name, fn, timeoutMs } of checks) {
    const started = Date.now();
    try {
      await withTimeout(Promise.resolve().then(fn), timeoutMs, name);
      passed++;
      console.log(`  ok   ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.log(
        `  FAIL ${name}\n       ${String(error?.stack ?? error)
          .split('\n')
          .slice(0, 4)
          .join('\n       ')}`,
      );
    }
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  return failed;
}
