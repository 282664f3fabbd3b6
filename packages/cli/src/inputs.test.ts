import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverInputs } from './inputs.js';

function tree(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sepax-inputs-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  return root;
}

describe('discoverInputs', () => {
  const root = tree([
    'art/b.png',
    'art/a.svg',
    'art/notes.txt',
    'art/sub/c.json',
    'art/.hidden/d.png',
    'art/a.preview.svg',
    'x.PNG',
  ]);
  const shown = (args: string[]) => discoverInputs(args, root);

  it('searches folders recursively for art, sorted, skipping hidden folders, other files and previews', () => {
    expect(shown(['art']).files.map((f) => f.display)).toEqual(['art/a.svg', 'art/b.png', 'art/sub/c.json']);
  });

  it('matches globs, and takes named files as given whatever their extension', () => {
    const { files, problems } = shown(['art/**/*.{png,json}', 'art/notes.txt', 'x.PNG']);
    expect(files.map((f) => f.display)).toEqual(['art/b.png', 'art/sub/c.json', 'art/notes.txt', 'x.PNG']);
    expect(problems).toEqual([]);
    expect(files[0].file).toBe(path.join(root, 'art/b.png'));
  });

  it('skips colliders files sepax wrote in folders and globs', () => {
    const dir = tree(['art/level.json']);
    writeFileSync(
      path.join(dir, 'art/old.json'),
      '{\n  "format": "sepax-colliders",\n  "version": 1, "colliders": []}',
    );
    expect(discoverInputs(['art'], dir).files.map((f) => f.display)).toEqual(['art/level.json']);
    expect(discoverInputs(['art/*.json'], dir).files.map((f) => f.display)).toEqual(['art/level.json']);
  });

  it('lists each file once, in argument order', () => {
    expect(shown(['art/b.png', 'art', 'art/b.png']).files.map((f) => f.display)).toEqual([
      'art/b.png',
      'art/a.svg',
      'art/sub/c.json',
    ]);
  });

  it('reports an empty folder and a glob without matches; a missing plain file is left for the reader to report', () => {
    mkdirSync(path.join(root, 'empty'), { recursive: true });
    const { files, problems } = shown(['empty', 'nothing/*.png', 'missing.png']);
    expect(problems.map((p) => [p.display, p.error.code])).toEqual([
      ['empty', 'INVALID_INPUT'],
      ['nothing/*.png', 'INVALID_INPUT'],
    ]);
    expect(files.map((f) => f.display)).toEqual(['missing.png']);
  });
});
