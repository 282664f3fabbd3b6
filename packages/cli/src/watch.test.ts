import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CollidersFile } from './colliders-file.js';
import type { InputOutcome } from './convert-input.js';
import { runIn, temporaryFolder } from './test-support/run-in-folder.js';
import { ConversionCache } from './watch.js';

const square = (side: number) =>
  JSON.stringify([
    [0, 0],
    [side, 0],
    [side, side],
    [0, side],
  ]);

/** Polls `check` every 20 ms until it returns a value, for at most 10 s. */
async function eventually<T>(check: () => T | undefined): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

function areaIn(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as CollidersFile).colliders[0].area;
  } catch {
    return undefined; // mid-write is impossible (atomic), but a reader can race the first write
  }
}

describe('--watch', () => {
  it('converts again when an input changes, and stops when aborted', async () => {
    const folder = temporaryFolder();
    const input = path.join(folder, 'crate.json');
    const output = path.join(folder, 'out.json');
    writeFileSync(input, square(10));
    const stop = new AbortController();
    const running = runIn(folder, ['decompose', 'crate.json', '--watch', '-o', 'out.json'], stop.signal);
    expect(await eventually(() => areaIn(output))).toBeCloseTo(100, 9);
    await new Promise((resolve) => setTimeout(resolve, 200));
    writeFileSync(input, square(30));
    expect(await eventually(() => (areaIn(output) === 900 ? 900 : undefined))).toBe(900);
    await new Promise((resolve) => setTimeout(resolve, 400)); // the output written beside the art is no change to it
    stop.abort();
    const run = await running;
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/watching for changes/);
    expect(run.stderr.match(/crate\.json ok/g)?.length).toBe(2);
  });
});

describe('ConversionCache', () => {
  it('gives back an outcome until a file it read changes', () => {
    const folder = temporaryFolder();
    const [a, b] = [path.join(folder, 'a.json'), path.join(folder, 'b.png')];
    writeFileSync(a, '1');
    writeFileSync(b, '2');
    const outcome: InputOutcome = { ok: true, converted: [], dependencies: [a, b] };
    const cache = new ConversionCache();
    cache.remember(a, outcome);
    expect(cache.recall(a)).toBe(outcome);
    utimesSync(b, new Date(2001, 1, 1), new Date(2001, 1, 1)); // the sheet's image changed, not its JSON
    expect(cache.recall(a)).toBeUndefined();
    expect(cache.recall(b)).toBeUndefined(); // never converted
  });
});
