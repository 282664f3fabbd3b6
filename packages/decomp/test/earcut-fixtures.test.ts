// Every earcut fixture: decomposed and checked against brute-force oracles, or rejected with
// a specific code. The expected table (earcut-outcomes.json) was computed once from this
// implementation, reviewed against each fixture (area by the shoelace formula, the reason
// for each rejection looked at by hand), and is regenerated with UPDATE_OUTCOMES=1.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { SepaxError } from '@sepax/core';
import { afterAll, describe, expect, test } from 'vitest';
import { decomposeDetailed, validate } from '../src/index.js';
import { seeded, tilingFailures, toPts } from './support.js';

const dir = new URL('./fixtures/earcut/', import.meta.url);
const outcomesFile = new URL('./earcut-outcomes.json', import.meta.url);
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'expected.json')
  .map((f) => f.replace(/\.json$/, ''))
  .sort();
const expected: Record<string, string> = JSON.parse(readFileSync(outcomesFile, 'utf8'));
const earcutTriangles: Record<string, number> = JSON.parse(
  readFileSync(new URL('expected.json', dir), 'utf8'),
).triangles;
const actual: Record<string, string> = {};

describe('earcut fixtures', () => {
  test.each(names)('%s', (name) => {
    const rings: [number, number][][] = JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8'));
    let outcome: string;
    try {
      const { pieces } = decomposeDetailed(rings);
      outcome = `${pieces.length} pieces`;
      // Degenerate holes (no area) are dropped by decompose; they count for nothing here too.
      const failures = tilingFailures(rings.map(toPts), pieces, { maxVertices: 8, random: seeded(1), samples: 100 });
      expect(failures).toEqual([]);
      expect(pieces.length).toBeLessThanOrEqual(earcutTriangles[name]);
    } catch (error) {
      if (!(error instanceof SepaxError)) throw error;
      outcome = `rejected ${error.code}`;
      expect(validate(rings)[0]?.code).toBe(error.code);
    }
    actual[name] = outcome;
    if (!process.env.UPDATE_OUTCOMES) expect(outcome).toBe(expected[name]);
  });
});

afterAll(() => {
  if (process.env.UPDATE_OUTCOMES) writeFileSync(outcomesFile, `${JSON.stringify(actual, null, 2)}\n`);
});
