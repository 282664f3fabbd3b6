// The API reference rendered inside the site: its index names every package with a line on
// what it is for, every export of each package's src/index.ts has a page with the site's nav
// and sidebar, main exports link to the guide section that teaches them (and that section
// exists), and the one local search finds guide sections and API symbols.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { guideSections } from '../typedoc/guide-sections.mjs';
import { assertNoErrors, openPage } from './browser-page.mjs';
import { check, expect } from './harness.mjs';

/** Names a module's index.ts exports: `export { a, b as c, type D }` and `export class E`. */
export function exportedNames(source) {
  const names = new Set();
  // An export statement right after an `@internal` comment is left out of the reference.
  const publicSource = source.replace(/\/\*\*[^*]*@internal[\s\S]*?\*\/\s*export[^;]*;/g, '');
  for (const [, list] of publicSource.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const [, name] of publicSource.matchAll(
    /export\s+(?:declare\s+)?(?:abstract\s+)?(?:class|function|const|let|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(name);
  return [...names];
}

function packageNames(root) {
  const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8'));
  return config.entryPoints.map((entry) => entry.split('/').pop());
}

const KIND_DIRS = ['classes', 'functions', 'interfaces', 'type-aliases', 'variables', 'enumerations'];

/** The built page of an export, or undefined: api/<package>/<kind>/<Name>.html. */
function exportPage(dist, pkg, name) {
  return KIND_DIRS.map((kind) => `api/${pkg}/${kind}/${name}.html`).find((file) => existsSync(join(dist, file)));
}

/** The built file of a guide path: `/shapes#factories` → shapes.html. */
function guideFile(dist, path) {
  const page = path.split('#')[0].replace(/^\//, '');
  return join(dist, `${page || 'index'}.html`);
}

/** Opens the local search, types `query`, and returns the result links (href) in order. */
async function searchResults(page, query) {
  await page.locator('.DocSearch-Button').first().click();
  const input = page.locator('#localsearch-input');
  await input.fill(query);
  await page.waitForFunction(
    (q) => document.querySelector('#localsearch-input')?.value === q && document.querySelector('.results a.result'),
    query,
  );
  await page.waitForTimeout(300); // results settle after the debounce
  const hrefs = await page
    .locator('.results a.result')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.keyboard.press('Escape');
  return hrefs;
}

export function registerApiChecks(ctx) {
  check('API index /api/ lists every package with a line on what it is for, inside the site', async () => {
    const { page, errors, status } = await openPage(ctx, '/api/');
    try {
      expect(status === 200, `/api/ answered HTTP ${status}`);
      expect((await page.locator('.VPNav').count()) === 1, 'the API index has no site nav bar');
      expect((await page.locator('.VPSidebar').count()) === 1, 'the API index has no site sidebar');
      const rows = await page.locator('.vp-doc table tbody tr').allInnerTexts();
      for (const name of packageNames(ctx.root)) {
        const row = rows.find((text) => text.includes(`@sepax/${name}`));
        expect(row, `API index does not list @sepax/${name}`);
        expect(row.split('\t')[1]?.trim().length > 20, `API index gives @sepax/${name} no description: ${row}`);
      }
      await page.screenshot({ path: join(ctx.results, 'api-index.png') });
      assertNoErrors(errors, '/api/');
    } finally {
      await page.close();
    }
  });

  for (const name of packageNames(ctx.root)) {
    check(`API pages exist for every export of @sepax/${name}`, async () => {
      expect(existsSync(join(ctx.dist, `api/${name}/index.html`)), `no module page for @sepax/${name}`);
      const source = readFileSync(join(ctx.root, 'packages', name, 'src', 'index.ts'), 'utf8');
      const missing = exportedNames(source).filter((exported) => !exportPage(ctx.dist, name, exported));
      expect(missing.length === 0, `@sepax/${name}: no API page for ${missing.join(', ')}`);
    });
  }

  check('each main export links to its guide section, and that section exists', async () => {
    const problems = [];
    for (const [pkg, sections] of Object.entries(guideSections)) {
      for (const [name, section] of Object.entries(sections)) {
        const file = exportPage(ctx.dist, pkg, name);
        if (!file) {
          problems.push(`@sepax/${pkg} ${name}: no reference page`);
          continue;
        }
        const html = readFileSync(join(ctx.dist, file), 'utf8');
        const href = section.page.replace(/^(\/[^#]*?)(#|$)/, (_, path, hash) => `${path}.html${hash}`);
        if (!html.includes(`href="${href}"`)) problems.push(`${file} does not link to ${href}`);
        const anchor = section.page.split('#')[1];
        const guide = guideFile(ctx.dist, section.page);
        if (!existsSync(guide)) problems.push(`${section.page}: no such guide page`);
        else if (anchor && !readFileSync(guide, 'utf8').includes(`id="${anchor}"`))
          problems.push(`${section.page}: no section #${anchor}`);
      }
    }
    expect(problems.length === 0, problems.join('\n'));
  });

  check('guide pages link class and function names to the reference', async () => {
    const html = readFileSync(join(ctx.dist, 'spatial-index.html'), 'utf8');
    expect(
      html.includes('href="/api/query/classes/SpatialIndex.html"'),
      '/spatial-index does not link SpatialIndex to its reference page',
    );
    const start = readFileSync(join(ctx.dist, 'getting-started.html'), 'utf8');
    expect(start.includes('href="/api/core/functions/collide.html"'), '/getting-started does not link collide');
  });

  check('one search finds guide sections and API symbols', async () => {
    const { page, errors } = await openPage(ctx, '/getting-started.html');
    try {
      const expected = [
        ['SpatialIndex', '/api/query/classes/SpatialIndex.html'],
        ['Polygon.box', '/api/core/classes/Polygon.html#box'],
        ['decomposeDetailed', '/api/decomp/functions/decomposeDetailed.html'],
        ['minimum translation vector', '/collisions.html#overlap-and-the-minimum-translation-vector'],
      ];
      for (const [query, href] of expected) {
        const hrefs = await searchResults(page, query);
        // A page's own result carries the anchor of its title (`#class-spatialindex-t`).
        const found = (h) => h === href || (!href.includes('#') && h.startsWith(`${href}#`));
        expect(
          hrefs.slice(0, 3).some(found),
          `search "${query}": ${href} not among the first results: ${hrefs.slice(0, 5).join(', ')}`,
        );
      }
      assertNoErrors(errors, 'search');
    } finally {
      await page.close();
    }
  });
}
