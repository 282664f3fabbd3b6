// Every guide page (each markdown file under docs/, the generated reference aside) loads with
// no console error.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assertNoErrors, openPage } from './browser-page.mjs';
import { check, expect } from './harness.mjs';

/** The site path VitePress gives a markdown file: index.md → /, a/b.md → /a/b.html. */
export function pagePath(markdownPath) {
  const stem = markdownPath.replace(/\\/g, '/').replace(/\.md$/, '');
  if (stem === 'index') return '/';
  return stem.endsWith('/index') ? `/${stem.slice(0, -5)}` : `/${stem}.html`;
}

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    // The generated reference (docs/api) is checked by api-checks.mjs and nav-checks.mjs.
    if (entry.isDirectory()) return ['public', 'api'].includes(entry.name) ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

export function registerPageChecks(ctx) {
  const docs = join(ctx.root, 'docs');
  for (const file of markdownFiles(docs).sort()) {
    const path = pagePath(relative(docs, file));
    check(`guide page ${path} loads without console errors`, async () => {
      const { page, errors, status } = await openPage(ctx, path);
      try {
        expect(status === 200, `${path} answered HTTP ${status}`);
        const heading = await page.locator('h1').first().textContent({ timeout: 10_000 });
        expect(heading && heading.trim().length > 0, `${path} has no h1`);
        await page.waitForTimeout(300); // late errors from client-side components
        // At 1280 px no code block scrolls sideways: a result in a trailing comment stays on screen.
        const wide = await page
          .locator('.vp-doc div[class*="language-"] pre')
          .evaluateAll((blocks) =>
            blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).map((pre) => pre.textContent.slice(0, 60)),
          );
        expect(wide.length === 0, `${path}: ${wide.length} code block(s) scroll sideways: ${wide.join(' | ')}`);
        const shot =
          path === '/'
            ? 'page-home'
            : `page-${path
                .slice(1)
                .replace(/\.html$/, '')
                .replace(/\//g, '-')}`;
        await page.screenshot({ path: join(ctx.results, `${shot}.png`), fullPage: false });
        assertNoErrors(errors, path);
      } finally {
        await page.close();
      }
    });
  }
}
