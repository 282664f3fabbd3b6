// Opens a page in a fresh tab and records every console error and uncaught exception.

const PAGE_TIMEOUT_MS = 30_000;

/**
 * Loads `path` and returns the tab with its error log. Close it with `page.close()`.
 * @returns {Promise<{ page: import('playwright-core').Page, errors: string[], status: number }>}
 */
export async function openPage({ browser, baseUrl }, path, viewport = { width: 1280, height: 900 }) {
  const page = await browser.newPage({ viewport });
  page.setDefaultTimeout(15_000);
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
  const response = await page.goto(baseUrl + path, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
  return { page, errors, status: response?.status() ?? 0 };
}

/** Throws if the page logged errors, listing them. */
export function assertNoErrors(errors, path) {
  if (errors.length > 0) throw new Error(`${path} logged ${errors.length} error(s):\n${errors.join('\n')}`);
}
