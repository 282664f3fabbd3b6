// The Performance page shows the current tables and plots drawn from the committed bench
// data: every table at most 8 columns, a plot of time against size for decomposition and of
// ms/frame against body count for the broad phase.
import { join } from 'node:path';
import { assertNoErrors, openPage } from './browser-page.mjs';
import { check, expect } from './harness.mjs';

export function registerPerformanceChecks(ctx) {
  check('/performance: generated tables (≤ 8 columns) and the two plots', async () => {
    const { page, errors } = await openPage(ctx, '/performance.html');
    try {
      const tables = page.locator('[data-testid="bench-table"] table');
      expect((await tables.count()) >= 5, `only ${await tables.count()} bench tables`);
      const widths = await tables.evaluateAll((list) => list.map((t) => t.querySelectorAll('thead th').length));
      expect(
        widths.every((n) => n <= 8),
        `tables with more than 8 columns: ${widths.join(', ')}`,
      );
      const scrolling = await tables.evaluateAll((list) =>
        list
          .filter((t) => {
            const column = t.closest('.vp-doc').getBoundingClientRect();
            return t.scrollWidth > t.clientWidth + 1 || t.getBoundingClientRect().right > column.right + 1;
          })
          .map((t) => t.querySelector('caption')?.textContent),
      );
      expect(scrolling.length === 0, `tables that scroll sideways at 1280 px: ${scrolling.join(' | ')}`);
      const plots = await page
        .locator('[data-testid="bench-plot"] svg')
        .evaluateAll((list) =>
          list.map((svg) => ({ label: svg.getAttribute('aria-label'), lines: svg.querySelectorAll('path').length })),
        );
      const broad = plots.find((p) => /ms per frame against body count/.test(p.label ?? ''));
      const decomp = plots.find((p) => /Decomposition/.test(p.label ?? ''));
      expect(broad && broad.lines >= 3, `no broad-phase plot with lines: ${JSON.stringify(plots)}`);
      expect(decomp && decomp.lines >= 3, `no decomposition plot with lines: ${JSON.stringify(plots)}`);
      const text = await page.locator('.vp-doc').innerText();
      expect(!/round \d|target|first measurement/i.test(text), 'the page still tells tuning history or targets');
      await page
        .locator('[data-section="broadphase"]')
        .screenshot({ path: join(ctx.results, 'performance-broadphase.png') });
      await page.locator('[data-section="decomp"]').screenshot({ path: join(ctx.results, 'performance-decomp.png') });
      assertNoErrors(errors, '/performance.html');
    } finally {
      await page.close();
    }
  });
}
