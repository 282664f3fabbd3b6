// `--watch` in the BUILT binary: Ctrl+C (SIGINT) ends it cleanly, with the output written.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

describe('sepax decompose --watch', () => {
  it('converts, reconverts a changed file, and exits 0 on SIGINT', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sepax-watch-'));
    const input = path.join(folder, 'crate.json');
    const output = path.join(folder, 'out.json');
    writeFileSync(
      input,
      JSON.stringify([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
    );
    const child = spawn(process.execPath, [bin, 'decompose', 'crate.json', '--watch', '-o', 'out.json'], {
      cwd: folder,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(ok()).toBe(true);
    };
    await until(() => stderr.includes('watching for changes'));
    writeFileSync(
      input,
      JSON.stringify([
        [0, 0],
        [20, 0],
        [20, 20],
        [0, 20],
      ]),
    );
    await until(() => existsSync(output) && readFileSync(output, 'utf8').includes('"area": 400'));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
