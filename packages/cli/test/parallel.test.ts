// Parallel conversion on worker threads, run through the BUILT binary (the worker thread
// loads dist/convert-worker.js): the output must be byte for byte that of a serial run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(repo, 'packages/cli/dist/bin.js');

function sepax(args: string[], cwd: string) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A batch of concave art: stars of 5 to 16 points (each decomposes into several pieces), and one broken file. */
function batch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sepax-parallel-'));
  for (let points = 5; points <= 16; points++) {
    const ring = Array.from({ length: 2 * points }, (_, i) => {
      const r = i % 2 === 0 ? 50 : 20 + points;
      const t = (Math.PI * i) / points;
      return [Math.round(r * Math.cos(t) * 1000) / 1000, Math.round(r * Math.sin(t) * 1000) / 1000];
    });
    writeFileSync(path.join(folder, `star-${String(points).padStart(2, '0')}.json`), JSON.stringify(ring));
  }
  writeFileSync(path.join(folder, 'broken.json'), '[[0, 0], [1, 1]');
  return folder;
}

describe('threadCount (built, where the worker exists)', () => {
  it('is --jobs when given, every core for 32 inputs or more, the main thread below, never more than the inputs', async () => {
    const built = pathToFileURL(path.join(repo, 'packages/cli/dist/parallel.js')).href;
    const { threadCount } = (await import(built)) as typeof import('../src/parallel.js');
    expect(threadCount(3, 10)).toBe(3);
    expect(threadCount(4, 2)).toBe(2);
    expect(threadCount(undefined, 31)).toBe(1);
    expect(threadCount(undefined, 40)).toBe(Math.min(availableParallelism(), 40));
  });
});

describe('--jobs', () => {
  it('writes byte for byte what a serial run writes, in every format, and reports every input once', () => {
    const folder = batch();
    for (const format of ['sepax', 'planck']) {
      const serial = sepax(['decompose', '.', '--jobs', '1', '--format', format, '-o', '-'], folder);
      expect(serial.status).toBe(1); // broken.json
      expect(serial.stdout.length).toBeGreaterThan(0);
      for (const jobs of ['2', '3']) {
        const parallel = sepax(['decompose', '.', '--jobs', jobs, '--format', format, '-o', '-'], folder);
        expect(parallel.status).toBe(1);
        expect(parallel.stdout).toBe(serial.stdout);
        const reported = (text: string) =>
          text
            .split('\n')
            .filter((line) => line.startsWith('['))
            .map((line) => line.replace(/^\[\d+\/\d+\] /, ''))
            .sort();
        expect(reported(parallel.stderr)).toEqual(reported(serial.stderr));
        expect(parallel.stderr).toMatch(/\[13\/13\]/);
      }
    }
  });

  it('--out-dir files are the same as a serial run’s', () => {
    const folder = batch();
    const read = (dir: string) =>
      readdirSync(path.join(folder, dir))
        .sort()
        .map((file) => [file, readFileSync(path.join(folder, dir, file), 'utf8')]);
    sepax(['decompose', '.', '--jobs', '1', '--out-dir', 'serial', '-q'], folder);
    sepax(['decompose', '.', '--jobs', '3', '--out-dir', 'parallel', '-q'], folder);
    expect(read('serial').length).toBe(12);
    expect(read('parallel')).toEqual(read('serial'));
  });
});
