import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';
import { apiLinksOpenAsPages } from './api-links.js';

// Content lives in the top-level docs/ folder; this app holds only the site machinery.
const docsDir = fileURLToPath(new URL('../../../docs/', import.meta.url));
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/**
 * A sidebar entry for a guide page, left out while the page does not exist yet: several
 * people write guides at once, and a sidebar link to a missing page breaks the build.
 */
function page(text: string, link: string): DefaultTheme.SidebarItem[] {
  return existsSync(`${docsDir}${link.slice(1)}.md`) ? [{ text, link }] : [];
}

const guide: DefaultTheme.SidebarItem[] = [
  ...page('Getting started', '/getting-started'),
  ...page('Shapes and transforms', '/shapes'),
  ...page('Collisions and the MTV', '/collisions'),
  ...page('Concave art to colliders', '/decomp'),
  ...page('Queries: points, rays, sweeps', '/queries'),
  ...page('Spatial index', '/spatial-index'),
  ...page('3D oriented boxes', '/obb3'),
  ...page('Command line', '/cli'),
  ...page('Performance', '/performance'),
  ...page('Robustness', '/robustness'),
  ...page('Coming from SAT.js, detect-collisions, matter-js', '/migrating'),
];

const demos: DefaultTheme.SidebarItem[] = [
  ...page('Two shapes: overlap and MTV', '/demos/collide'),
  ...page('Decomposition', '/demos/decompose'),
  ...page('A scene: rays, sweeps, pairs', '/demos/scene'),
];

// The API reference is TypeDoc's own static HTML under public/api, not VitePress pages:
// `target: '_self'` makes the router load it as a plain page.
const api: DefaultTheme.SidebarItem[] = [
  { text: 'All packages', link: '/api/index.html', target: '_self' },
  ...['core', 'decomp', 'query', 'obb3', 'cli'].map((name) => ({
    text: `@sepax/${name}`,
    link: `/api/modules/_sepax_${name}.html`,
    target: '_self',
  })),
];

export default defineConfig({
  title: 'sepax',
  description: 'Small, fast, exact 2D collision packages built on the Separating Axis Theorem.',
  srcDir: docsDir,
  lastUpdated: false,
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  cleanUrls: false,
  // Every broken guide link fails the build. /api/ pages are TypeDoc's output, which
  // VitePress cannot see as pages; the e2e suite loads each of those links instead.
  ignoreDeadLinks: [/^\/api\//],
  markdown: {
    config: (md) => apiLinksOpenAsPages(md),
  },
  vite: {
    publicDir,
    server: { fs: { allow: [fileURLToPath(new URL('../../../', import.meta.url))] } },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Demos', link: '/demos/collide' },
      { text: 'API', link: '/api/index.html', target: '_self' },
    ],
    sidebar: [
      { text: 'Guide', items: guide },
      { text: 'Live demos', items: demos },
      { text: 'API reference', items: api },
    ],
    search: { provider: 'local' },
    outline: [2, 3],
    footer: { message: 'MIT licensed. Built on the Separating Axis Theorem.' },
  },
});
