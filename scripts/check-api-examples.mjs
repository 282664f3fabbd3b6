// Fails when a public export of any package lacks an @example in its TSDoc.
// TypeDoc's own validation checks that exports are documented; this adds the house rule
// that every one of them also shows how it is used. Reads the JSON TypeDoc writes beside
// the markdown reference (see typedoc.json "json").
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'docs/api/api.json';
const project = JSON.parse(readFileSync(file, 'utf8'));
const missing = [];

function hasExample(comment) {
  return !!comment?.blockTags?.some((tag) => tag.tag === '@example');
}

function check(module, reflection) {
  // Functions carry their comment on the signature; everything else on the reflection.
  const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
  if (!comments.some(hasExample)) missing.push(`${module}: ${reflection.name}`);
}

const modules = project.children?.some((c) => c.kindString === 'Module' || c.kind === 2) ? project.children : [project];
let count = 0;
for (const module of modules) {
  for (const child of module.children ?? []) {
    count++;
    check(module.name, child);
  }
}
if (missing.length) {
  console.error(`${missing.length} public export(s) without an @example:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`api examples: ${count} public exports, all with an @example`);
