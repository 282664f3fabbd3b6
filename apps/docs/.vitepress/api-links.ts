import type MarkdownIt from 'markdown-it';

/**
 * Marks every markdown link into the TypeDoc reference (`/api/…`) with `target="_self"`.
 * The VitePress router leaves links with a target alone, so the browser loads TypeDoc's
 * HTML as a plain page instead of looking for a VitePress page that does not exist.
 */
export function apiLinksOpenAsPages(md: MarkdownIt): void {
  md.core.ruler.push('sepax_api_links', (state) => {
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type === 'link_open' && token.attrGet('href')?.startsWith('/api/')) token.attrSet('target', '_self');
      }
    }
  });
}
