// TypeDoc plugin for the reference rendered inside the VitePress site:
// - a class or interface page names its members in full (`### Polygon.box()`), so the
//   site search finds `Polygon.box`; the anchor stays `#box`, which TypeDoc's links use;
// - the page of a main export opens with a link to the guide section that teaches it.
import { ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { guideSections } from './guide-sections.mjs';

const MEMBER_SECTIONS = new Set(['## Methods', '## Accessors', '## Properties', '## Constructors']);

/** `### box()` → `### Polygon.box() {#box}` inside the member sections of `owner`'s page. */
export function qualifyMemberHeadings(markdown, owner) {
  let inMembers = false;
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) inFence = !inFence;
      if (inFence) return line;
      if (line.startsWith('## ')) inMembers = MEMBER_SECTIONS.has(line.trim());
      const member = inMembers && /^### ([\w$]+)(\(\))?$/.exec(line);
      if (!member || member[1] === 'Constructor') return line;
      const anchor = member[1].toLowerCase();
      return `### ${owner}.${member[1]}${member[2] ?? ''} {#${anchor}}`;
    })
    .join('\n');
}

/** The package a reflection belongs to (`core` for `@sepax/core`), or undefined. */
function packageOf(reflection) {
  for (let r = reflection; r; r = r.parent) {
    const match = /^@sepax\/(\w+)$/.exec(r.name);
    if (match) return match[1];
  }
  return undefined;
}

/** Inserts the guide link right under the page's `# Title` line. */
export function addGuideLink(markdown, section) {
  const line = `> Guide: [${section.title}](${section.page})`;
  return markdown.replace(/^(# .*\n)/m, `$1\n${line}\n`);
}

export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const model = page.model;
    if (!page.contents || !model?.kindOf) return;
    if (model.kindOf(ReflectionKind.ClassOrInterface)) page.contents = qualifyMemberHeadings(page.contents, model.name);
    const section = guideSections[packageOf(model)]?.[model.name];
    if (section) page.contents = addGuideLink(page.contents, section);
  });
}
