// Navigation by clicking, the way a reader moves through the site: client-side routing must
// land on a real page every time (a 404 here is invisible to checks that load URLs).
import { assertNoErrors, openPage } from './browser-page.mjs';
import { check, expect } from './harness.mjs';

/** Fails when the page shown is VitePress's not-found page or has no heading. */
async function expectRealPage(page, how) {
  expect((await page.locator('.NotFound').count()) === 0, `${how} led to a 404 (${page.url()})`);
  const heading = await page.locator('.vp-doc h1, .VPHero .name').first().textContent({ timeout: 10_000 });
  expect(heading?.trim(), `${how} led to a page with no heading (${page.url()})`);
}

/** Clicks `locator` and waits for the client-side route change. */
async function clickAndWait(page, locator) {
  const before = page.url();
  const href = await locator.getAttribute('href');
  await locator.click();
  await page
    .waitForFunction((url) => location.href !== url, before)
    .catch(() => expect(false, `clicking ${href} on ${before} did not change the page`));
  // The URL changes before the new page renders: wait until the pager belongs to it.
  await page.waitForFunction(() => {
    const next = document.querySelector('.pager-link.next');
    return !next || new URL(next.href).pathname !== location.pathname;
  });
}

export function registerNavChecks(ctx) {
  check('the "Next" pager link on /demos/scene opens a real page', async () => {
    const { page, errors } = await openPage(ctx, '/demos/scene.html');
    try {
      const next = page.locator('.pager-link.next');
      const label = await next.textContent();
      await clickAndWait(page, next);
      await expectRealPage(page, `clicking "${label?.trim()}" on /demos/scene`);
      assertNoErrors(errors, '/demos/scene → next');
    } finally {
      await page.close();
    }
  });

  check(
    'clicking "Next" from the first guide page walks every sidebar page without a 404',
    async () => {
      const { page, errors } = await openPage(ctx, '/getting-started.html');
      try {
        let visited = 1;
        while ((await page.locator('.pager-link.next').count()) > 0) {
          const next = page.locator('.pager-link.next');
          const label = (await next.textContent())?.trim();
          await clickAndWait(page, next);
          await expectRealPage(page, `clicking "${label}"`);
          visited++;
        }
        expect(visited > 20, `the pager chain ended after ${visited} pages at ${page.url()}`);
        assertNoErrors(errors, 'pager walk');
      } finally {
        await page.close();
      }
    },
    180_000,
  );

  check('nav bar "API" and a guide link into the reference open real pages', async () => {
    const { page, errors } = await openPage(ctx, '/spatial-index.html');
    try {
      await clickAndWait(page, page.locator('.vp-doc a.api-link[href*="SpatialIndex"]').first());
      await expectRealPage(page, 'clicking SpatialIndex in /spatial-index');
      expect(page.url().includes('/api/query/classes/SpatialIndex'), `landed on ${page.url()}`);
      await clickAndWait(page, page.locator('.vp-doc blockquote a[href^="/spatial-index"]').first());
      await expectRealPage(page, 'clicking the guide link on the SpatialIndex reference');
      await clickAndWait(page, page.locator('.VPNavBarMenuLink', { hasText: 'API' }));
      await expectRealPage(page, 'clicking API in the nav bar');
      assertNoErrors(errors, 'nav clicks');
    } finally {
      await page.close();
    }
  });
}
