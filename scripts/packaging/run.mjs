// The packaging test: packs every package as npm would publish it, checks the tarballs, installs
// them into fresh projects outside the repository and uses them there as a user would: ESM and
// CommonJS, TypeScript under `nodenext` and `bundler` with skipLibCheck off, publint --strict and
// arethetypeswrong, and two copies of @sepax/core side by side. Run by .ci/run; needs the npm
// registry for the packages' own dependencies. `node scripts/packaging/run.mjs [--keep]`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const consumer = fileURLToPath(new URL('./consumer/', import.meta.url));
const packages = ['core', 'decomp', 'query', 'obb3', 'cli'];
/** The oldest TypeScript the package READMEs promise. */
const LOWEST_TYPESCRIPT = '5.0.4';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'sepax-packaging-'));

function run(command, args, cwd) {
  console.log(`$ ${[command, ...args].join(' ')}${cwd === root ? '' : `   (in ${cwd})`}`);
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    throw error;
  }
}

function step(title, body) {
  console.log(`\n== ${title}`);
  body();
}

function fail(message) {
  throw new Error(message);
}

/** A fresh project folder with the consumer files and the given tarballs installed. */
function project(name, tarballs) {
  const dir = path.join(scratch, name);
  cpSync(consumer, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: `sepax-${name}`, private: true, type: 'module' }, null, 2)}\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...tarballs], dir);
  return dir;
}

const packed = {};
try {
  step('build', () => run('npm', ['run', 'build'], root));

  step('npm pack', () => {
    const workspaces = packages.flatMap((name) => ['--workspace', `packages/${name}`]);
    const out = run('npm', ['pack', '--json', '--pack-destination', scratch, ...workspaces], root);
    for (const entry of JSON.parse(out)) {
      const name = entry.name.replace('@sepax/', '');
      packed[name] = { tarball: path.join(scratch, entry.filename), files: entry.files.map((f) => f.path) };
      console.log(`${entry.filename}: ${entry.files.length} files, ${entry.size} bytes`);
    }
  });

  step('tarball contents', () => {
    for (const name of packages) {
      const files = new Set(packed[name].files);
      for (const needed of ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']) {
        if (!files.has(needed)) fail(`@sepax/${name}: ${needed} is missing from the tarball`);
      }
      for (const file of files) {
        if (/\.tsbuildinfo$|\.test\.|test-support\//.test(file)) fail(`@sepax/${name}: ${file} should not ship`);
        if (!file.endsWith('.map')) continue;
        // Every source a map names ships too, so stack traces and go-to-definition find it.
        const map = JSON.parse(readFileSync(path.join(root, 'packages', name, file), 'utf8'));
        for (const source of map.sources) {
          const shipped = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
          if (!files.has(shipped)) fail(`@sepax/${name}: ${file} names ${shipped}, which does not ship`);
        }
      }
      console.log(`@sepax/${name}: LICENSE, README, entry points; no build info or tests; maps' sources ship`);
    }
  });

  step('publint --strict', () => {
    for (const name of packages)
      process.stdout.write(run(bin('publint'), ['--strict', path.join('packages', name)], root));
  });

  step('arethetypeswrong', () => {
    for (const name of packages) {
      // node10 resolution (no exports maps) is not a target: Node 20.19 and TypeScript's
      // node16/nodenext/bundler all read the exports map. CommonJS resolving to ES modules is
      // the design: Node ≥ 20.19 require()s them (the CommonJS step below proves it), and so
      // does TypeScript ≥ 5.8 under nodenext (the .cts consumer below).
      const args = ['--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'table-flipped'];
      process.stdout.write(run(bin('attw'), [packed[name].tarball, ...args], root));
    }
  });

  const app = project(
    'app',
    packages.map((name) => packed[name].tarball),
  );

  step('ESM: one smoke script per package, doing real work', () => {
    for (const name of packages) process.stdout.write(run('node', [`esm-${name}.mjs`], app));
  });

  step('CommonJS: require() from a .cjs file', () => {
    process.stdout.write(run('node', ['require.cjs'], app));
  });

  step("TypeScript consumer, skipLibCheck false, with the repository's TypeScript", () => {
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    process.stdout.write(run('node', [tsc, '--version'], app));
    for (const config of ['tsconfig.nodenext.json', 'tsconfig.bundler.json', 'tsconfig.require.json']) {
      run('node', [tsc, '-p', config], app);
    }
    console.log('nodenext, bundler, and a .cts require() under nodenext: no errors');
  });

  step(`TypeScript consumer with the lowest supported TypeScript, ${LOWEST_TYPESCRIPT}`, () => {
    // require() of ES modules from .cts needs TypeScript 5.8, so that file is left out here.
    const dir = path.join(scratch, 'typescript-lowest');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', `typescript@${LOWEST_TYPESCRIPT}`], dir);
    const tsc = path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const config of ['tsconfig.nodenext.json', 'tsconfig.bundler.json']) run('node', [tsc, '-p', config], app);
    console.log('nodenext and bundler: no errors');
  });

  step('two copies of @sepax/core', () => {
    // A newer core for the app: the packed one with its version raised, packed again.
    const next = path.join(scratch, 'core-next');
    mkdirSync(next);
    run('tar', ['-xzf', packed.core.tarball, '-C', next], root);
    const manifestFile = path.join(next, 'package', 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    // Still within the siblings' peer range (a prerelease's release, or the next patch).
    const [release, prerelease] = manifest.version.split('-');
    const [major, minor, patch] = release.split('.').map(Number);
    manifest.version = prerelease === undefined ? `${major}.${minor}.${patch + 1}` : release;
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    const nextTarball = path.join(
      next,
      run('npm', ['pack', '--silent', '--pack-destination', next], path.join(next, 'package')).trim(),
    );
    const twoCores = project('two-cores', [
      nextTarball,
      packed.decomp.tarball,
      packed.query.tarball,
      packed.obb3.tarball,
    ]);
    // The older core nested under each sibling, where npm puts a copy that only it resolves.
    for (const sibling of ['decomp', 'query', 'obb3']) {
      const nested = path.join(twoCores, 'node_modules', '@sepax', sibling, 'node_modules', '@sepax', 'core');
      mkdirSync(nested, { recursive: true });
      run('tar', ['-xzf', packed.core.tarball, '-C', nested, '--strip-components=1'], root);
    }
    process.stdout.write(run('node', ['two-cores.mjs'], twoCores));
  });

  console.log('\npackaging test passed');
  if (!process.argv.includes('--keep')) rmSync(scratch, { recursive: true, force: true });
} catch (error) {
  console.error(`\npackaging test FAILED: ${error.message}\n(scratch folder kept: ${scratch})`);
  process.exitCode = 1;
}
