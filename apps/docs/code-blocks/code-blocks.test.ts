// Every TypeScript block of the guide pages (docs/) and package READMEs is a program that
// typechecks against the published types and runs against the built packages, and every
// value it shows in a trailing comment (`// 0.3`, `// [{ x: 0.85, y: 0 }]`) is what it runs to.
// Blocks marked `fragment` are skipped, `no-run` ones only typechecked (see extract.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { instrument } from './expected-values.mjs';
import { type CodeBlock, extractBlocks, isSource } from './extract.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = fileURLToPath(new URL('./.out/', import.meta.url));

function pages(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name));
  const demos = readdirSync(join(root, 'docs', 'demos')).map((name) => join(root, 'docs', 'demos', name));
  const readmes = readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'README.md'))
    .filter((file) => existsSync(file));
  return [...docs, ...demos.filter((file) => file.endsWith('.md')), ...readmes];
}

interface Program {
  block: CodeBlock;
  key: string;
  source: string;
  /** Lines of earlier blocks (`continues`) in front of this block's first line. */
  offset: number;
  claims: { id: number; line: number; text: string }[];
  unobservable: { line: number; text: string }[];
  runs: boolean;
}

function programs(): Program[] {
  const result: Program[] = [];
  let nextId = 0;
  for (const file of pages()) {
    const name = relative(root, file);
    let previous: { source: string } | undefined;
    for (const block of extractBlocks(readFileSync(file, 'utf8'), name).filter(isSource)) {
      if (block.markers.includes('fragment')) continue;
      const { code, claims, unobservable } = instrument(block.code, nextId);
      nextId += claims.length;
      const prefix = block.markers.includes('continues') && previous ? `${previous.source}\n` : '';
      const source = prefix + code;
      const key = `${name.replace(/[^\w]+/g, '-')}-${block.index}`;
      result.push({
        block,
        key,
        source,
        offset: prefix ? prefix.split('\n').length - 1 : 0,
        claims,
        unobservable,
        runs: !block.markers.includes('no-run'),
      });
      previous = { source };
    }
  }
  return result;
}

const all = programs();
const diagnostics = new Map<string, string[]>();
let results: Record<string, { error: string | null; checks: Record<number, string> }> = {};

function typecheck(): void {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    skipLibCheck: true,
  };
  const files = all.map((p) => join(out, `${p.key}.mts`));
  const program = ts.createProgram([...files, join(out, 'globals.d.ts')], options);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName;
    const owner = all.find(
      (p) => file === join(out, `${p.key}.mts`).replace(/\\/g, '/') || file === join(out, `${p.key}.mts`),
    );
    const key = owner?.key ?? 'global';
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : 0;
    const where = owner ? `${owner.block.file}:${owner.block.line + line - owner.offset}` : (file ?? '');
    const message = `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    diagnostics.set(key, [...(diagnostics.get(key) ?? []), message]);
  }
}

function run(): void {
  const manifest = [];
  for (const p of all.filter((p) => p.runs)) {
    const js = ts.transpileModule(p.source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(out, `${p.key}.mjs`), js);
    manifest.push({ key: p.key, file: join(out, `${p.key}.mjs`) });
  }
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest));
  const child = spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('./run-blocks.mjs', import.meta.url)),
      join(out, 'manifest.json'),
      join(out, 'results.json'),
    ],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
  if (child.status !== 0) throw new Error(`the block runner failed (${child.status}): ${child.stderr}`);
  results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
}

beforeAll(() => {
  const built = ['core', 'decomp', 'query', 'obb3', 'cli'].filter(
    (name) => !existsSync(join(root, 'packages', name, 'dist', 'index.d.ts')),
  );
  if (built.length) throw new Error(`build the packages first (npm run build): no dist for ${built.join(', ')}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'globals.d.ts'),
    'declare function __sepaxCheck(id: number, expected: string, actual: unknown[]): void;\n',
  );
  for (const p of all) writeFileSync(join(out, `${p.key}.mts`), `${p.source}\nexport {};\n`);
  typecheck();
  run();
}, 120_000);

describe('code blocks in the guides and READMEs', () => {
  it('finds the blocks', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it.each(all.map((p) => [`${p.block.file}:${p.block.line}`, p] as const))('%s', (_, p) => {
    const problems: string[] = [...(diagnostics.get(p.key) ?? [])];
    for (const u of p.unobservable)
      problems.push(
        `${p.block.file}:${p.block.line + u.line}: a value in a comment the suite cannot observe: ${u.text}`,
      );
    if (p.runs) {
      const result = results[p.key];
      if (!result) problems.push('did not run');
      else {
        if (result.error) problems.push(`throws: ${result.error}`);
        for (const claim of p.claims) {
          const where = `${p.block.file}:${p.block.line + claim.line}`;
          const verdict = result.checks[claim.id];
          if (verdict === undefined && !result.error)
            problems.push(`${where}: the line showing ${claim.text} never ran`);
          else if (verdict && verdict !== 'ok') problems.push(`${where}: ${verdict}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
