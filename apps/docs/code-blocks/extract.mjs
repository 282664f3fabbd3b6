// Code blocks of a markdown page, with where they start and what their info string says.
//
// Info-string markers after the language (```ts no-run):
//   fragment   not a program (a signature, an excerpt): neither typechecked nor run
//   no-run     typechecked but not run (it needs a browser, a file or a network)
//   continues  the previous ts block of the same page runs first (shared names)

/**
 * @typedef {{ file: string, line: number, lang: string, markers: string[], code: string, index: number }} CodeBlock
 * `line` is the 1-based line of the first code line; `index` counts blocks within the file.
 */

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/;

/**
 * Every fenced block of `markdown`.
 * @param {string} markdown
 * @param {string} file
 * @returns {CodeBlock[]}
 */
export function extractBlocks(markdown, file) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].trimStart().startsWith(fence)) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j++;
    }
    const markers = rest
      .replace(/\{[^}]*\}/g, '')
      .split(/\s+/)
      .filter(Boolean);
    blocks.push({ file, line: i + 2, lang: lang.toLowerCase(), markers, code: body.join('\n'), index: blocks.length });
    i = j;
  }
  return blocks;
}

const RUNNABLE = new Set(['ts', 'typescript', 'js', 'javascript']);

/** Whether the block is TypeScript or JavaScript source (the blocks this suite checks). */
export function isSource(block) {
  return RUNNABLE.has(block.lang);
}
