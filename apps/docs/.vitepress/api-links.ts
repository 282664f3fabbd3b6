import { existsSync, readFileSync } from 'node:fs';
import type MarkdownIt from 'markdown-it';

/** One reference page per exported name, per package: `{ core: { Polygon: '/api/core/classes/Polygon' } }`. */
export type ApiPages = Record<string, Record<string, string>>;

interface SidebarItem {
  text: string;
  link?: string;
  items?: SidebarItem[];
}

/** Reads the sidebar TypeDoc wrote (docs/api/typedoc-sidebar.json) into an index of pages. */
export function readApiPages(sidebarFile: string): ApiPages {
  const pages: ApiPages = {};
  if (!existsSync(sidebarFile)) return pages;
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.items?.length) walk(item.items);
      const match = item.link && /^\/api\/(\w+)\/[\w-]+\/([\w$]+)\.md$/.exec(item.link);
      if (match) (pages[match[1]] ??= {})[match[2]] = item.link!.replace(/\.md$/, '');
    }
  };
  walk(JSON.parse(readFileSync(sidebarFile, 'utf8')));
  return pages;
}

// Guide pages about one package link a name shared by two packages (`raycast`) to that package.
const PAGE_PACKAGE: Record<string, string> = {
  'decomp.md': 'decomp',
  'queries.md': 'query',
  'spatial-index.md': 'query',
  'obb3.md': 'obb3',
  'cli.md': 'cli',
};
const PACKAGE_ORDER = ['core', 'decomp', 'query', 'obb3', 'cli'];

// `Polygon`, `Polygon.box`, `Polygon.box(2, 2)`, `new Circle(…)`, `collide(a, b)`.
const CODE_NAME = /^(?:new\s+)?([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?(?:\(.*\))?$/s;

/** The reference page (with `#member` when the page documents that member) for an inline code span. */
export function apiHref(pages: ApiPages, code: string, pagePath: string, root: string): string | undefined {
  const match = CODE_NAME.exec(code.trim());
  if (!match) return undefined;
  const [, name, member] = match;
  const preferred = PAGE_PACKAGE[pagePath];
  const order = preferred ? [preferred, ...PACKAGE_ORDER.filter((p) => p !== preferred)] : PACKAGE_ORDER;
  const pkg = order.find((p) => pages[p]?.[name]);
  if (!pkg) return undefined;
  const page = pages[pkg][name];
  if (!member) return `${page}.md`;
  const file = `${root}${page.slice(1)}.md`;
  const anchor = member.toLowerCase();
  return existsSync(file) && readFileSync(file, 'utf8').includes(`{#${anchor}}`) ? `${page}.md#${anchor}` : undefined;
}

/**
 * Links every inline code span in the guides that names an export (`SpatialIndex`,
 * `Polygon.box`, `collide(a, b)`) to its reference page. Spans already inside a link, in
 * headings, and on the reference pages themselves are left alone.
 */
export function linkApiNames(md: MarkdownIt, pages: ApiPages, srcDir: string): void {
  md.core.ruler.push('sepax_api_names', (state) => {
    const pagePath: string = state.env?.relativePath ?? '';
    if (pagePath.startsWith('api/')) return;
    let inHeading = false;
    for (const block of state.tokens) {
      if (block.type === 'heading_open') inHeading = true;
      if (block.type === 'heading_close') inHeading = false;
      if (inHeading || !block.children) continue;
      let linkDepth = 0;
      const children = [];
      for (const token of block.children) {
        if (token.type === 'link_open') linkDepth++;
        if (token.type === 'link_close') linkDepth--;
        const href = token.type === 'code_inline' && linkDepth === 0 && apiHref(pages, token.content, pagePath, srcDir);
        if (!href) {
          children.push(token);
          continue;
        }
        const open = new state.Token('link_open', 'a', 1);
        open.attrSet('href', href);
        open.attrSet('class', 'api-link');
        children.push(open, token, new state.Token('link_close', 'a', -1));
      }
      block.children = children;
    }
  });
}
