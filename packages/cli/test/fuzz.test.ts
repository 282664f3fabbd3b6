// A seeded, bounded fuzz of the CLI: random arguments (odd flags and values, `--`, globs)
// over random input trees (garbage bytes, truncated and mutated PNG/SVG/JSON, random JSON,
// FIFOs, dangling links, link loops). Any outcome other than a documented exit status with
// per-input errors fails: a throw, a stack trace, a raw control character on stderr, or a
// hang (the test's time limit). SEPAX_SEED (a number or "random") and SEPAX_FUZZ_RUNS widen
// it on demand; the CI budget is small. Most runs go through `runCli` in-process (fast); a
// few go through the built binary, which must print no stack trace either.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/run.js';
import { encodePng } from '../src/test-support/png-encoder.js';
import { makeFifo, temporaryFolder } from '../src/test-support/special-files.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(repo, 'packages/cli/dist/bin.js');
const art = path.join(repo, 'examples/art');

const seed = process.env.SEPAX_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.SEPAX_SEED ?? 20261127);
const RUNS = Number(process.env.SEPAX_FUZZ_RUNS ?? 60);
const BINARY_RUNS = Math.max(4, Math.round(RUNS / 10));
console.info(`cli fuzz: seed ${seed}, ${RUNS} in-process runs (rerun with SEPAX_SEED=${seed}, SEPAX_FUZZ_RUNS=n)`);

const STACK_FRAME = /^\s+at .+(\(|:\d+:\d+)/m;
/** Anything the CLI must have escaped: every control character but the line feed that ends its lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

// ---- inputs ---------------------------------------------------------------------------------

const tinyPng = encodePng({
  width: 9,
  height: 5,
  colorType: 3,
  depth: 2,
  interlaced: true,
  samples: Array.from({ length: 45 }, (_, i) => [i % 9 > 1 && i % 9 < 7 ? 1 : 0]),
  paletteAlpha: [0, 255],
});
const VALID: Readonly<Record<string, Uint8Array>> = {
  '.png': tinyPng,
  '.svg': readFileSync(path.join(art, 'level.svg')),
  '.json': readFileSync(path.join(art, 'arena.json')),
};
const EXTENSIONS = ['.png', '.svg', '.json', '.txt', '', '.PNG'] as const;
const NAMES = ['a', 'b', 'c d', '-dash', 'e\u001b[31m', 'ü', '*', 'x.preview'] as const;

const contentArb = (ext: string): fc.Arbitrary<Uint8Array> => {
  const valid = VALID[ext.toLowerCase()] ?? VALID['.json'];
  return fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc.nat({ max: valid.length }).map((n) => valid.subarray(0, n)),
    fc
      .array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.nat({ max: 255 })), { minLength: 1, maxLength: 6 })
      .map((flips) => {
        const bytes = Uint8Array.from(valid);
        for (const [at, value] of flips) bytes[at] = value;
        return bytes;
      }),
    fc.constant(valid),
    fc.json({ maxDepth: 6 }).map((text) => new TextEncoder().encode(text)),
    fc
      .constantFrom('[', '{"type":"GeometryCollection","geometries":[', '<g>')
      .chain((open) => fc.nat({ max: 3000 }).map((n) => new TextEncoder().encode(open.repeat(n)))),
  );
};

type Entry =
  | { kind: 'file'; name: string; content: Uint8Array }
  | { kind: 'fifo' | 'dangling' | 'loop' | 'folder'; name: string };

const entryArb: fc.Arbitrary<Entry> = fc
  .tuple(fc.constantFrom(...NAMES), fc.constantFrom(...EXTENSIONS))
  .chain(([stem, ext]) => {
    const name = `${stem}${ext}`;
    return fc.oneof(
      { weight: 6, arbitrary: contentArb(ext).map((content): Entry => ({ kind: 'file', name, content })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('fifo', 'dangling', 'loop', 'folder').map((kind) => ({ kind, name }) as Entry),
      },
    );
  });

function makeTree(dir: string, entries: readonly Entry[]): void {
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (lstatSync(file, { throwIfNoEntry: false }) !== undefined) continue; // a name given twice: the first entry stands
    if (entry.kind === 'file') writeFileSync(file, entry.content);
    else if (entry.kind === 'fifo') makeFifo(dir, entry.name);
    else if (entry.kind === 'dangling') symlinkSync('nowhere', file);
    else if (entry.kind === 'loop') symlinkSync('.', file);
    else mkdirSync(file);
  }
}

// ---- arguments ------------------------------------------------------------------------------

const ODD_VALUES = [
  '-1',
  '0',
  '1',
  '3',
  '0.5',
  '1e309',
  'NaN',
  'abc',
  '',
  ' ',
  '-',
  '--',
  '\u001b[2J',
  'x'.repeat(300),
  '1e-300',
];
const PATHS = ['out.json', 'sub/deep/out.json', '-', '.', '', 'a.json', 'a.png', '*', 'fifo-out'];
const VALUE_FLAGS = [
  '--method',
  '-m',
  '--max-vertices',
  '--alpha-threshold',
  '--simplify',
  '--scale',
  '--min-area',
  '--max-input-mb',
  '--max-pixels',
];
const PATH_FLAGS = ['-o', '--out', '-d', '--out-dir'];
const BARE_FLAGS = [
  '--flip-y',
  '--preview',
  '-q',
  '--quiet',
  '--unknown',
  '-x',
  '--flip-y=yes',
  '--scale=2',
  '--no-preview',
];

/** Values each option accepts, so that most runs get past the option checks to the files. */
const SANE_OPTIONS: readonly (readonly string[])[] = [
  ...['fan', 'optimal', 'triangulate', 'auto'].map((m) => ['--method', m]),
  ...['3', '4', '8', '12'].map((n) => ['--max-vertices', n]),
  ...['1', '128', '255'].map((a) => ['--alpha-threshold', a]),
  ...['0', '0.5', '2'].map((px) => ['--simplify', px]),
  ...['0.01', '1', '3'].map((k) => ['--scale', k]),
  ...['0', '0.5', '10', '1e6'].map((a) => ['--min-area', a]),
  ...['0.0001', '1'].map((mb) => ['--max-input-mb', mb]),
  ...['1', '20', '100000000'].map((n) => ['--max-pixels', n]),
  ['--flip-y'],
  ['--preview'],
  ['-q'],
];

const optionArb: fc.Arbitrary<string[]> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...SANE_OPTIONS).map((option) => [...option]) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...PATH_FLAGS), fc.constantFrom(...PATHS)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...VALUE_FLAGS), fc.constantFrom(...ODD_VALUES)) },
  { weight: 1, arbitrary: fc.constantFrom(...BARE_FLAGS).map((flag) => [flag]) },
);

interface Case {
  entries: Entry[];
  args: string[];
}

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    entries: fc.array(entryArb, { minLength: 1, maxLength: 5 }),
    command: fc.oneof(
      { weight: 12, arbitrary: fc.constant('decompose') },
      { weight: 1, arbitrary: fc.constantFrom('help', '', '\u001b]0;x\u0007', '--version', '--help') },
    ),
    options: fc.array(optionArb, { maxLength: 3 }),
    dashes: fc.boolean(),
    extraInputs: fc.array(fc.constantFrom('.', 'missing.png', '*.png', '**/*.json', 'loop', '-dash.json'), {
      maxLength: 2,
    }),
    pickInputs: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  })
  .map(({ entries, command, options, dashes, extraInputs, pickInputs }) => {
    const named = pickInputs.flatMap((i) => (entries.length > 0 ? [entries[i % entries.length].name] : []));
    const inputs = [...named, ...extraInputs];
    return { entries, args: [command, ...options.flat(), ...(dashes ? ['--'] : []), ...inputs] };
  });

// ---- the oracle -----------------------------------------------------------------------------

function expectCleanOutcome(status: number | null, stderr: string, args: readonly string[]): void {
  const where = `sepax ${JSON.stringify(args)}\n${stderr}`;
  expect(stderr, where).not.toMatch(STACK_FRAME);
  expect(stderr, where).not.toMatch(RAW_CONTROL);
  expect([0, 1, 2], where).toContain(status);
  if (status === 2) expect(stderr, where).toMatch(/^sepax: /);
  if (status === 1) expect(stderr, where).toMatch(/FAILED [A-Z_]+ |^error: |^sepax: [A-Z_]+ /m);
  if (status === 0) expect(stderr, where).not.toMatch(/FAILED|^error: /m);
}

async function runInProcess(c: Case): Promise<void> {
  const dir = temporaryFolder('sepax-fuzz-');
  try {
    makeTree(dir, c.entries);
    let stderr = '';
    const status = await runCli(c.args, {
      cwd: dir,
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text), isTTY: false },
    });
    expectCleanOutcome(status, stderr, c.args);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('fuzzing the CLI with hostile arguments and files', () => {
  it('every run ends with a documented status and clean per-input errors (in-process)', async () => {
    await fc.assert(fc.asyncProperty(caseArb, runInProcess), { seed, numRuns: RUNS });
  }, 120_000);

  it.skipIf(!existsSync(bin))(
    'the built binary prints no stack trace and does not hang either',
    () => {
      fc.assert(
        fc.property(caseArb, (c) => {
          const dir = temporaryFolder('sepax-fuzz-');
          try {
            makeTree(dir, c.entries);
            const run = spawnSync(process.execPath, [bin, ...c.args], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
            expectCleanOutcome(run.status, run.stderr, c.args);
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        }),
        { seed: seed + 1, numRuns: BINARY_RUNS },
      );
    },
    120_000,
  );
});
