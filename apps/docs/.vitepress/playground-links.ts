import type MarkdownIt from 'markdown-it';

const SOURCE_LANGS = new Set(['ts', 'typescript', 'js', 'javascript']);

/**
 * Adds an "Open in playground" link under every complete TypeScript/JavaScript block of the
 * guides (not `fragment` or `no-run` blocks, see apps/docs/code-blocks/extract.mjs; a
 * `continues` block opens with the blocks it continues). The snippet travels in the link's
 * hash as base64url, which the playground page decodes.
 */
export function addPlaygroundLinks(md: MarkdownIt): void {
  md.core.ruler.push('sepax_playground_links', (state) => {
    const pagePath: string = state.env?.relativePath ?? '';
    if (pagePath.startsWith('api/') || pagePath === 'playground.md') return;
    let previous = '';
    for (let i = 0; i < state.tokens.length; i++) {
      const token = state.tokens[i];
      if (token.type !== 'fence') continue;
      const [lang = '', ...markers] = token.info.trim().split(/\s+/);
      if (!SOURCE_LANGS.has(lang.toLowerCase())) continue;
      if (markers.includes('fragment')) continue;
      const code = markers.includes('continues') && previous ? `${previous}\n${token.content}` : token.content;
      previous = code;
      if (markers.includes('no-run')) continue;
      const link = new state.Token('html_block', '', 0);
      const hash = Buffer.from(code, 'utf8').toString('base64url');
      link.content = `<p class="open-in-playground"><a href="/playground.html#code=${hash}" data-testid="open-in-playground">Open in playground ▸</a></p>\n`;
      state.tokens.splice(i + 1, 0, link);
      i++;
    }
  });
}
