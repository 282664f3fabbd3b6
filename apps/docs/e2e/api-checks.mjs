// The TypeDoc reference: its index loads cleanly, every package has a module page, every
// export of each package's src/index.ts has its own page, and every /api/ link the guides
// use resolves (VitePress cannot check those links, so this does).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Every file TypeDoc wrote, as `kind/file.html`, to find an export's page whatever its kind. */
function apiPages(dist) {
  const api = join(dist, 'api');
  return readdirSync(api, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(join(api, dir.name)).map((file) => `${dir.name}/${file}`));
}

/** Every distinct `/api/…` href in the built guide pages (TypeDoc's own pages excluded). */
function guideApiLinks(dist) {
  const links = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && !['api', 'assets'].includes(entry.name)) walk(full);
      else if (entry.name.endsWith('.html')) {
        for (const [, href] of readFileSync(full, 'utf8').matchAll(/href="(\/api\/[^"#?]*)/g)) links.add(href);
      }
    }
  };
  walk(dist);
  return [...links].sort();
}

export function registerApiChecks(ctx) {
  check('API index /api/index.html loads without console errors', async () => {
    const { page, errors, status } = await openPage(ctx, '/api/index.html');
    try {
      expect(status === 200, `/api/index.html answered HTTP ${status}`);
      const text = await page.locator('body').innerText();
      for (const name of packageNames(ctx.root))
        expect(text.includes(`@sepax/${name}`), `API index does not list @sepax/${name}`);
      await page.screenshot({ path: join(ctx.results, 'api-index.png') });
      assertNoErrors(errors, '/api/index.html');
    } finally {
      await page.close();
    }
  });

  for (const name of packageNames(ctx.root)) {
    check(`API pages exist for every export of @sepax/${name}`, async () => {
      const pages = apiPages(ctx.dist);
      expect(pages.includes(`modules/_sepax_${name}.html`), `no module page for @sepax/${name}`);
      const source = readFileSync(join(ctx.root, 'packages', name, 'src', 'index.ts'), 'utf8');
      const names = exportedNames(source);
      const missing = names.filter(
        (exported) => !pages.some((file) => file.endsWith(`/_sepax_${name}.${exported}.html`)),
      );
      expect(missing.length === 0, `@sepax/${name}: no API page for ${missing.join(', ')}`);
      const response = await fetch(`${ctx.baseUrl}/api/modules/_sepax_${name}.html`);
      expect(response.ok, `module page of @sepax/${name} answered HTTP ${response.status}`);
    });
  }

  check('every /api/ link in the guides resolves', async () => {
    const links = guideApiLinks(ctx.dist);
    expect(links.length > 0, 'the guides link to no API page');
    const broken = [];
    for (const href of links) {
      const response = await fetch(ctx.baseUrl + href);
      if (!response.ok) broken.push(`${href} (HTTP ${response.status})`);
    }
    expect(broken.length === 0, `broken API links:\n${broken.join('\n')}`);
  });
}
